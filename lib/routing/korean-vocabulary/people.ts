// HR and recruiting: hiring, interviews, pay, reviews, leave and the workplace.
// English first, one English word and every Korean rendering of it a row (issue 34, round 13).
import { englishFirstBlock } from "./block";

export const PEOPLE = englishFirstBlock(`
human resources = 인사, 인사 관리; hr = 인사 업무; recruiting = 인재 채용; hiring = 고용; recruiter = 채용 담당자; applicant = 구직자
job description = 직무 기술서, 직무 설명; onboarding = 입사 교육, 입사 절차; offboarding = 퇴사 절차; offer letter = 채용 제안서, 입사 제안
compensation = 연봉 체계, 보수; payroll = 급여 관리, 급여 지급, 급여 계산; performance review = 근무 평가; employee = 사원, 임직원; employees = 임직원
employer = 고용주; headcount = 인원, 정원, 인력 규모; workforce = 인력; talent = 인재; retention = 인재 유지; turnover = 이직, 이직률; resignation = 사직, 사직서
leave = 휴직; attendance = 출결; overtime = 연장근무; remote work = 원격 근무; culture = 조직 문화, 기업 문화; career = 경력, 진로;
workplace = 직장, 일터; harassment = 괴롭힘, 직장 내 괴롭힘, 성희롱; diversity = 다양성; inclusion = 포용성; position = 직책; job = 직무, 일자리
contractor = 계약직, 외주 인력; intern = 인턴십; hiring manager = 채용 관리자; job offer = 입사 제의; reference check = 평판 조회; background check = 신원 조회
`);
