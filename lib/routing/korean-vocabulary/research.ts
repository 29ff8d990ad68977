// Research and academia beyond education.ts: papers, peer review, grants, methods, the sciences.
// English first, one English word and every Korean rendering of it a row (issue 34, round 13).
import { englishFirstBlock } from "./block";

export const RESEARCH = englishFirstBlock(`
researcher = 연구원; thesis = 학위논문; dissertation = 박사논문, 학위 논문; literature review = 문헌 고찰; references = 참고 문헌; bibliography = 참고문헌 목록
abstract = 요약문; conference = 학술대회; peer review = 피어 리뷰, 논문 심사; reviewer = 심사위원; manuscript = 투고 원고; publication = 게재
grant proposal = 과제 제안서, 연구비 신청서; grant = 연구비, 연구 과제; methodology = 연구 방법; statistical = 통계적; qualitative = 정성적, 질적
quantitative = 정량적, 양적; reproducibility = 재현성; replication = 재현 연구; academic = 학문적; scholar = 학자; laboratory = 실험실, 연구실
scientific = 과학적; meta analysis = 메타 분석; systematic review = 체계적 문헌고찰, 체계적 고찰; research ethics = 연구 윤리
academic writing = 학술 글쓰기, 논문 작성; astronomy = 천문학; ecology = 생태학; climate = 기후; materials science = 재료 과학; quantum = 양자
theorem = 정리 증명; proof = 증명
`);
