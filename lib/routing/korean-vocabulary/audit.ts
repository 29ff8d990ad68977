// Accounting, audit and tax beyond finance.ts, and the public sector: controls, reconciliation,
// filings, agencies, permits and welfare.
// English first, one English word and every Korean rendering of it a row (issue 34, round 13).
import { englishFirstBlock } from "./block";

export const AUDIT = englishFirstBlock(`
audit = 회계 감사, 감사 업무; external audit = 외부 감사; audit trail = 감사 추적, 감사 기록; internal control = 내부 통제, 내부통제; controls = 통제, 통제 항목
materiality = 중요성 기준; sampling = 표본 추출; reconciliation = 계정 대사, 잔액 대조; bookkeeping = 부기, 장부 정리, 기장; general ledger = 총계정원장
accounts payable = 매입채무, 미지급금; accounts receivable = 매출채권; accrual = 발생주의; revenue recognition = 수익 인식
accounting standards = 회계 기준, 국제회계기준; financial reporting = 재무 보고; consolidated = 연결 재무제표; variance = 예산 차이, 편차
cost center = 원가 센터, 비용 센터; expense report = 경비 보고서, 비용 정산; reimbursement = 경비 환급, 비용 환급; tax return = 세금 신고서, 세무 신고, 소득 신고
goods and services tax = 상품용역세; tax audit = 세무 조사, 세무조사; tax law = 세법; fraud = 부정, 사기, 회계 부정; fiscal year = 회계연도, 사업연도
nonprofit = 비영리, 비영리 단체; public sector = 공공 부문, 공공 분야; agency = 정부 기관, 행정기관; public policy = 공공 정책; permit = 허가, 인허가, 허가증
citizen = 시민, 국민; census = 인구 조사, 인구총조사; public records = 공공 기록; freedom of information = 정보공개청구, 정보 공개 청구; council = 지방의회
committee = 위원회; minister = 장관; welfare = 복지, 사회 복지; social security = 사회보장, 사회 보장; immigration = 이민, 출입국; democracy = 민주주의
`);
