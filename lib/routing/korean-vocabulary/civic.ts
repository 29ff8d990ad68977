// Public services, law and paperwork: what people file, apply for and are sent.
import { vocabularyBlock } from "./block";

export const CIVIC = vocabularyBlock(`
민원서류 = government documents; 주민등록등본 = resident registration certificate; 등본 = certified copy; 초본 = abstract of record; 가족관계증명서 = family relation certificate
인감증명서 = seal certificate; 재직증명서 = employment certificate; 경력증명서 = employment history certificate; 졸업증명서 = graduation certificate; 납세증명서 = tax payment certificate
사업자등록 = business registration; 사업자등록증 = business registration certificate; 사업자 번호 = business registration number; 폐업 = business closure; 개업 = opening a business
신고서 = filing form; 신청서 = application form; 지원서 = application; 위임장 = power of attorney; 확인서 = confirmation letter; 각서 = written pledge
진술서 = statement; 고소장 = criminal complaint; 판결문 = court ruling; 판례 = case law; 법령 = statutes; 조례 = ordinance; 시행령 = enforcement decree
개정안 = amendment; 법안 = bill; 입법 = legislation; 국회 = national assembly; 정부 = government; 지자체 = local government; 공공기관 = public agency; 관공서 = government office
행정 = administration; 행정 절차 = administrative procedure; 과태료 = fine; 벌금 = penalty; 범칙금 = traffic fine; 납부 = payment; 체납 = arrears; 독촉장 = payment reminder
보조금 = subsidy; 지원금 = grant; 정부 지원 = government support; 지원 사업 = grant program; 공모전 = contest; 입찰 공고 = tender notice; 조달 = procurement
선거 = election; 투표 = vote; 여론조사 = poll; 정책 제안 = policy proposal; 청원 = petition; 공청회 = public hearing; 국정감사 = parliamentary audit; 예산서 = budget statement
임대차 계약 = lease agreement; 임대차 = lease; 계약 해지 = contract termination; 위약금 = cancellation fee; 보증금 = deposit; 중도금 = interim payment; 잔금 = balance payment
등기 = registration; 등기부등본 = property register; 소유권 = ownership; 상속 = inheritance; 증여 = gift tax transfer; 유언장 = will; 후견 = guardianship; 이혼 = divorce
손해배상 = damages; 배상 = compensation; 보상 = compensation; 피해 = damage; 피해자 = victim; 가해자 = offender; 사고 = accident; 교통사고 = car accident; 산재 = workplace injury
노동법 = labor law; 근로계약서 = employment contract; 근로계약 = employment contract; 최저임금 = minimum wage; 퇴직금 = severance pay; 해고 = dismissal; 권고사직 = layoff; 실업급여 = unemployment benefits
사대보험 = social insurance; 고용보험 = employment insurance; 산재보험 = workers compensation insurance; 육아휴직 = parental leave
출산휴가 = maternity leave; 병가 = sick leave; 경조사 = family events; 복리후생 = employee benefits; 사내 규정 = company policy; 취업규칙 = work rules; 징계 = disciplinary action
개인정보 유출 = data breach; 정보 유출 = data leak; 신고 = report; 제보 = tip; 내부고발 = whistleblowing; 감사원 = audit board; 내부 감사 = internal audit
`);
