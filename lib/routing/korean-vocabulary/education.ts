// Education, research and science.
import { vocabularyBlock } from "./block";

export const EDUCATION = vocabularyBlock(`
공부 = study; 학습 계획 = study plan; 공부 계획 = study plan; 시험 = exam; 시험 공부 = exam prep; 기출 = past exam; 기출문제 = past exam questions
문제 풀이 = problem solving; 풀이 = solution; 정답 = answer; 오답 = wrong answer; 오답 노트 = mistake notebook; 모의고사 = practice test; 시험 문제 = exam questions
수업 = class; 강의 = lecture; 강의 노트 = lecture notes; 강의록 = lecture notes; 강좌 = course; 과목 = subject; 교재 = textbook
교육 과정 = curriculum; 수업 계획 = lesson plan; 수업 자료 = teaching materials; 학습 자료 = learning materials; 교육 = education; 연수 = training
학생 = student; 선생님 = teacher; 교사 = teacher; 교수 = professor; 강사 = instructor; 과외 = tutoring; 학원 = academy; 학교 = school; 대학교 = university
대학 = university; 대학원 = graduate school; 학과 = department; 전공 = major; 학점 = credits; 성적 = grades; 성적표 = report card; 입시 = admissions; 수능 = college entrance exam
입학 = admission; 졸업 = graduation; 졸업 논문 = thesis; 과제 = assignment; 숙제 = homework; 발표 과제 = presentation assignment
논문 = paper; 논문 = research paper; 학술 = academic; 학술지 = journal; 초록 = abstract; 연구 = research; 연구자 = researcher; 연구 계획서 = research proposal
선행 연구 = literature review; 문헌 조사 = literature review; 문헌 검토 = literature review; 참고 자료 = references; 방법론 = methodology; 실험 결과 = experimental results
결과 분석 = results analysis; 고찰 = discussion; 가설 설정 = hypothesis; 데이터 해석 = data interpretation; 인용 형식 = citation style; 학위 = degree; 박사 = phd; 석사 = masters
학회 = conference; 포스터 발표 = poster presentation; 심사 = review; 동료 평가 = peer review
과학 = science; 수학 = math; 수학 문제 = math problem; 방정식 = equation; 미적분 = calculus; 통계학 = statistics; 확률론 = probability; 기하 = geometry
물리 = physics; 물리학 = physics; 화학 = chemistry; 생물 = biology; 생물학 = biology; 의학 = medicine; 공학 = engineering; 컴퓨터 과학 = computer science; 역사 = history
지리 = geography; 철학 = philosophy; 심리학 = psychology; 경제학 = economics; 경영학 = business administration; 문학 = literature; 언어학 = linguistics; 법학 = law
외국어 = foreign language; 어학 = language learning; 단어 = vocabulary; 단어장 = vocabulary list; 어휘 = vocabulary; 암기 = memorize; 문법 설명 = grammar explanation
회화 = conversation; 발음 = pronunciation; 듣기 = listening; 읽기 = reading; 쓰기 = writing; 아이엘츠 = ielts; 작문 첨삭 = essay feedback
첨삭 = feedback; 평가 기준 = rubric; 피드백 주 = give feedback
연습 문제 = exercises; 복습 = review; 예습 = preview; 요점 = key points; 요점 정리 = key points; 핵심 개념 = key concepts; 비유 = analogy
쉽게 설명 = explain simply; 초보자 = beginner; 입문 = introduction; 입문자 = beginner; 초급 = beginner; 중급 = intermediate; 고급 = advanced; 강의 영상 = video lecture
코딩 교육 = coding education; 코딩 공부 = learn to code; 프로그래밍 언어 = programming language; 코딩 테스트 = coding interview; 알고리즘 문제 = algorithm problem
자격증 = certification; 자격 시험 = certification exam; 면허 = license; 인증 시험 = certification exam; 증명서 = certificate; 성적 증명서 = transcript
`);
