// Office work: documents, spreadsheets, slides, forms, contracts, HR and administration.
import { vocabularyBlock } from "./block";

export const OFFICE = vocabularyBlock(`
함수식 = formula
수식 오류 = formula error; 차트 만들 = create chart
데이터 정렬 = sort data; 표 만들 = create table; 표 정리 = tidy table; 엑셀 정리 = clean up spreadsheet; 파일 병합 = merge files
문서 작성 = document writing; 피디에프 변환 = pdf conversion
문서 변환 = document conversion; 파일 변환 = file conversion; 서식 파일 = template; 문서 양식 = document template; 빈칸 = blank

대본 = script; 스크립트 작성 = scriptwriting
보고서 작성 = report writing; 업무 보고 = status report; 월간 보고 = monthly report; 일일 보고 = daily report
승인 = approval; 검토 요청 = review request
공지사항 = announcement; 보도 자료 = press release
계약 = contract; 법률 검토 = legal review; 변호사 = lawyer
소송 = lawsuit; 분쟁 = dispute; 합의 = agreement; 합의서 = agreement; 비밀 유지 계약 = nda; 양해각서 = memorandum of understanding
특허 = patent; 상표 = trademark; 지식재산 = intellectual property; 저작권 침해 = copyright infringement; 규정 = regulation; 규제 = regulation; 법규 = law
정책 = policy; 내부 규정 = internal policy; 가이드라인 = guidelines; 지침 = guidelines; 사용 설명서 = user manual; 설명서 = manual
절차 = procedure; 프로세스 정리 = process documentation; 점검표 = checklist
인사팀 = hr; 구인 = job opening; 구직 = job search
경력 기술서 = career summary; 포트폴리오 정리 = portfolio; 지원자 = candidate; 후보자 = candidate
평가서 = evaluation; 인사 평가 = performance review; 성과 평가 = performance review; 성과 = performance; 오케이알 = okr
휴가 신청 = leave request; 출장 보고 = trip report; 출근 = clock in; 퇴근 = clock out; 재택근무 = remote work
부서 = department; 팀장 = team lead; 직원 = employee; 신입 = new hire; 동료 = colleague; 상사 = manager; 고객사 = client
업무 인수인계 = handover; 인계 = handoff; 역할 분담 = roles; 담당자 = owner; 책임자 = owner
프로젝트 관리 = project management; 프로젝트 계획 = project plan; 간트 차트 = gantt chart; 마일스톤 = milestone; 계획서 = plan
기획 = planning; 제품 기획 = product planning; 요구사항 정의서 = requirements document; 피알디 = prd; 유스케이스 = use case
회의 준비 = meeting prep; 안건 = agenda; 회의 안건 = meeting agenda; 회의 요약 = meeting summary; 액션 아이템 = action items; 후속 조치 = follow up; 결정 사항 = decisions
메모 = notes; 노트 = notes; 필기 = notes; 정리본 = summary; 요약본 = summary; 핵심 요약 = key points; 한 줄 요약 = one line summary; 세줄 요약 = tldr
교정 교열 = proofreading; 맞춤법 검사 = spell check; 문법 = grammar; 문장 다듬 = polish writing; 윤문 = editing; 퇴고 = revision
작문 = writing; 초고 = first draft; 개요 = outline; 서론 = introduction; 본론 = body; 결론 = conclusion; 문단 = paragraph
인용 = citation; 참고문헌 = references; 각주 = footnote; 표절 = plagiarism; 분량 = length; 글자 수 = character count; 단어 수 = word count
서명 = signature; 전자서명 = e-signature; 도장 = stamp; 인쇄 = print; 출력물 = printout; 복사 = copy
파일 정리 = file organization; 폴더 정리 = organize folders; 이름 변경 = rename; 일괄 변경 = batch rename; 중복 파일 = duplicate files; 공유 폴더 = shared folder
구글 드라이브 = google drive; 클라우드 저장소 = cloud storage; 원드라이브 = onedrive
구글 미트 = google meet; 구글 캘린더 = google calendar
개요 = overview; 승인 = approve; 직원 = staff
`);
