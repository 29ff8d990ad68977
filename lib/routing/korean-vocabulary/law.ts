// Law and compliance beyond civic.ts's paperwork: courts and judgments, statutes in force, deadlines and
// limitation periods, corporate governance, AML/CTF, estates and wills, intellectual property.
// English first, one English word and every Korean rendering of it a row (issue 34, round 13).
import { englishFirstBlock } from "./block";

export const LAW = englishFirstBlock(`
legal = 법적, 법률적, 법무; solicitor = 법무사; barrister = 법정 변호사; attorney = 소송대리인; law firm = 로펌, 법무법인; client = 의뢰인
legal advice = 법률 자문, 법률 상담; legal research = 법률 조사, 법령 조사, 판례 검색; court = 법원, 재판소, 법정; tribunal = 심판원, 행정심판; judge = 판사, 재판관
judgment = 판결, 선고; ruling = 판결, 결정문; precedent = 선례, 판례 검색; citation = 판례 인용, 인용 표기, 출처 표기; statute = 성문법, 제정법, 법조문
legislation = 법제, 법령 조회; regulation = 시행규칙; regulations = 시행규칙; regulatory = 규제상; regulator = 규제 기관, 감독 기관, 감독 당국, 금융당국
compliance = 준법, 법규 준수, 준법 감시; in force = 시행, 시행 중, 발효, 현행; current = 현행; commencement = 시행일, 발효일, 시행 시기; amendment = 법 개정, 개정
repeal = 폐지; provision = 법 조항; provisions = 조문; section = 조문; clause = 약관 조항; agreement = 협약, 약정; litigation = 송사, 소송 절차
lawsuit = 민사소송; dispute = 다툼, 분쟁 해결; claim = 청구권, 소 제기; defendant = 피고, 피고인; appeal = 항소, 상소, 상고, 불복; hearing = 심리, 변론, 공판
trial = 재판, 공판; service of process = 송달, 서류 송달, 소장 송달; deadline = 기한, 기일, 제출 기한; limitation period = 소멸시효, 제척기간, 공소시효, 출소기한
procedural = 소송 절차, 절차법; filing = 소장 접수, 서면 제출; jurisdiction = 관할, 관할권, 사법권; criminal = 형사, 형법; civil = 민사, 민법; family law = 가족법
privacy = 사생활, 프라이버시 보호; obligation = 의무, 법적 의무; obligations = 의무 사항; duty = 의무, 책무; duties = 의무, 책무; director = 등기이사
directors = 이사진, 임원진; governance = 지배구조, 기업 지배구조, 거버넌스 체계; corporations = 회사법, 상법; company law = 회사법, 상법
anti money laundering = 자금세탁방지, 자금 세탁 방지; money laundering = 자금세탁, 돈세탁; counter terrorism financing = 테러자금조달, 테러 자금 조달; aml = 자금세탁방지
customer due diligence = 고객확인, 고객 확인 제도; sanctions = 제재, 경제 제재, 제재 대상; suspicious matter = 의심 거래, 의심거래보고; estate = 유산, 상속 재산
will = 유언, 유서; probate = 유언 검인, 검인; executor = 유언 집행자; trust = 신탁; trusts = 신탁; beneficiary = 수익자, 상속인
estate planning = 상속 설계, 유산 계획; intellectual property = 지식재산권, 지적재산권; patent = 특허권, 특허 출원; trademark = 상표권, 상표 등록; copyright = 저작권법
license = 사용권, 이용 허락; infringement = 침해, 권리 침해; liability = 법적 책임, 배상 책임; negligence = 과실, 부주의; tort = 불법행위; injunction = 가처분, 금지명령
settlement = 화해, 합의금; mediation = 분쟁 조정; arbitration = 중재, 중재 판정; enforcement = 강제집행; offence = 범죄, 위반 행위; breach = 위반, 계약 위반
exemption = 면제, 적용 제외, 예외 조항; exemptions = 면제 사유; confidentiality = 비밀 유지, 기밀 유지; privilege = 특권, 변호사 비밀유지권
conflict of interest = 이해충돌, 이해 상충; due diligence = 실사, 법률 실사; legal opinion = 법률 의견서, 의견서; pleading = 소장, 답변서, 준비서면; subpoena = 소환장
notice = 통지, 통지서, 고지; terms of service = 서비스 약관; privacy policy = 개인정보 처리방침; oversight = 감독, 관리 감독; supervision = 감독; authority = 당국
federal = 연방, 연방법; commonwealth = 연방; parliament = 의회; gazette = 관보; legislative = 입법 절차; law reform = 법 개정, 법제 개편
human rights = 인권; discrimination = 차별; constitution = 헌법; constitutional = 헌법상, 헌법적; administrative law = 행정법; treaty = 조약
international law = 국제법; solicitors = 법률 사무소; practitioner = 실무자, 법조인; legal practice = 법률 사무, 법무 실무; matter = 사건, 법률 사건; case = 사건
enquiry = 법률 문의, 상담 문의; triage = 사건 분류; verify = 진위 확인; verification = 검증 절차; fabricated = 허위, 날조; authentic = 진본, 원본 확인
reported = 판례집; instrument = 법규명령, 행정규칙
violation = 위반
`);
