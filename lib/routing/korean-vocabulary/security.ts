// Security beyond devops.ts: attacks and incidents, cryptography, secure code review, forensics.
// English first, one English word and every Korean rendering of it a row (issue 34, round 13).
import { englishFirstBlock } from "./block";

export const SECURITY = englishFirstBlock(`
vulnerability = 취약성; exploit = 공격 코드; attacker = 공격자; malware = 악성 코드; phishing = 낚시 메일; incident = 침해 사고, 보안 사고
incident response = 침해 대응, 사고 대응; decryption = 복호화; cryptography = 암호학, 암호 기술; authorization = 권한 부여; access control = 접근 통제
credential = 인증 정보; credentials = 인증 정보; injection = 주입 공격; cross site scripting = 크로스 사이트 스크립팅; fuzzing = 퍼즈 테스트
static analysis = 정적 분석; reverse engineering = 리버스 엔지니어링, 역공학, 역분석; smart contract = 스마트 컨트랙트, 스마트 계약; forensics = 포렌식, 디지털 포렌식
data protection = 데이터 보호; least privilege = 최소 권한; zero trust = 제로 트러스트; bug bounty = 버그 바운티; sandbox = 격리 환경
secure coding = 시큐어 코딩, 보안 코딩; threat model = 위협 모델링; risk assessment = 위험 평가, 리스크 평가; denial of service = 디도스, 서비스 거부
cybersecurity = 사이버 보안, 정보 보안, 정보보호; security review = 보안 검토, 보안 리뷰; security hardening = 보안 강화; privilege escalation = 권한 상승
memory safety = 메모리 안전성
decrypt = 복호화
`);
