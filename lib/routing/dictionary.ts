// The shipped Korean-English synonym dictionary: general vocabulary of development, operations,
// data and document work, written for Context Lab. Korean loanwords (로그인, 대시보드) and native
// or Sino-Korean terms (원인, 배포, 맞춤법) each paired with the English word a catalog would use.
// Korean sides are matched as dictionary keys (particles and endings stripped, spacing ignored),
// English sides by their stems. Edit freely: RouterSettings.synonymPairs is this list.
import type { SynonymPair } from "./synonyms";

const block = (text: string): SynonymPair[] =>
  text
    .trim()
    .split("\n")
    .flatMap((line) => line.split(";"))
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => {
      const [a, b] = p.split("=").map((x) => x.trim());
      return [a, b] as SynonymPair;
    });

/** Code, review, git, testing, debugging. */
const CODE = block(`
코드 = code; 코드 리뷰 = code review; 리뷰 = review; 검토 = review; 리뷰어 = reviewer; 코멘트 = comment; 댓글 = comment
피드백 = feedback; 변경 사항 = changes; 변경 = change; 수정 = fix; 고치 = fix; 고쳐 = fix; 버그 = bug; 결함 = defect
디버깅 = debug; 디버그 = debug; 원인 = cause; 근본 원인 = root cause; 오류 = error; 에러 = error; 예외 = exception
스택 트레이스 = stack trace; 크래시 = crash; 충돌 = conflict; 머지 = merge; 병합 = merge; 합치 = squash; 커밋 = commit
커밋 메시지 = commit message; 브랜치 = branch; 리베이스 = rebase; 깃 = git; 깃헙 = github; 깃허브 = github; 깃랩 = gitlab
풀 리퀘스트 = pull request; 리팩터링 = refactor; 리팩토링 = refactor; 쪼개 = split; 나누 = split; 분리 = separate
정리 = clean up; 구조 = structure; 설계 = design; 아키텍처 = architecture; 구조도 = diagram; 다이어그램 = diagram
테스트 = test; 단위 테스트 = unit test; 통합 테스트 = integration test; 테스트 코드 = tests; 커버리지 = coverage
깨지 = broken; 실패 = fail; 통과 = pass; 불안정 = flaky; 랜덤 = random; 재현 = reproduce; 회귀 = regression
성능 = performance; 느려 = slow; 느린 = slow; 느리 = slow; 빠른 = fast; 빠르 = faster; 속도 = speed; 지연 = latency
병목 = bottleneck; 프로파일링 = profiling; 메모리 = memory; 메모리 누수 = memory leak; 누수 = leak; 부하 = load
부하 테스트 = load test; 동시성 = concurrency; 동시 = concurrent; 경쟁 조건 = race condition; 데드락 = deadlock
정규식 = regex; 정규 표현식 = regular expression; 패턴 = pattern; 스크립트 = script; 셸 = shell; 쉘 = shell
명령어 = command; 타입 = type; 타입스크립트 = typescript; 자바스크립트 = javascript; 파이썬 = python; 자바 = java
리액트 = react; 컴포넌트 = component; 상태 관리 = state management; 폼 = form; 유효성 검사 = validation; 검증 = validate
레이아웃 = layout; 스타일 = style; 반응형 = responsive; 접근성 = accessibility; 디자인 시스템 = design system
디자인 토큰 = design tokens; 프론트엔드 = frontend; 백엔드 = backend; 서버 = server; 클라이언트 = client
엔드포인트 = endpoint; 웹훅 = webhook; 콜백 = callback; 인증 = authentication; 로그인 = login; 로그아웃 = logout
권한 = permission; 토큰 = token; 세션 = session; 비밀번호 = password; 비밀키 = secret key; 시크릿 = secret; 유출 = leak
보안 = security; 취약점 = vulnerability; 인젝션 = injection; 위협 모델 = threat model; 개인정보 = personal data
암호화 = encryption; 의존성 = dependency; 패키지 = package; 라이브러리 = library; 업그레이드 = upgrade; 버전 = version
빌드 = build; 번들 = bundle; 린트 = lint; 포맷 = format; 메이크파일 = makefile; 모노레포 = monorepo; 미들웨어 = middleware
죽은 코드 = dead code; 안 쓰는 코드 = unused code; 주석 = comment; 문자열 = string; 인코딩 = encoding; 깨진 글자 = encoding
`);

/** Databases, infrastructure, operations. */
const OPS = block(`
캐시 = cache; 캐싱 = caching; 레디스 = redis; 데이터베이스 = database; 디비 = database; 쿼리 = query; 인덱스 = index
테이블 = table; 컬럼 = column; 스키마 = schema; 마이그레이션 = migration; 트랜잭션 = transaction; 포스트그레스 = postgres
도커 = docker; 도커파일 = dockerfile; 컨테이너 = container; 이미지 = image; 쿠버네티스 = kubernetes; 쿠베 = kubernetes
헬름 = helm; 매니페스트 = manifest; 테라폼 = terraform; 인프라 = infrastructure; 클라우드 = cloud; 비용 = cost
서버리스 = serverless; 배포 = deploy; 롤백 = rollback; 릴리스 = release; 릴리즈 = release; 출시 = launch
파이프라인 = pipeline; 깃헙 액션 = github actions; 깃허브 액션 = github actions; 워크플로 = workflow; 워크플로우 = workflow
자동화 = automation; 크론 = cron; 스케줄 = schedule; 예약 = scheduled; 매일 = daily; 배치 = batch; 큐 = queue; 워커 = worker
모니터링 = monitoring; 로그 = log; 로깅 = logging; 메트릭 = metrics; 지표 = metrics; 알림 = alert; 경보 = alert
대시보드 = dashboard; 장애 = incident; 인시던트 = incident; 포스트모템 = postmortem; 회고 = retrospective; 런북 = runbook
온콜 = on-call; 트래픽 = traffic; 스크래핑 = scraping; 크롤링 = crawl; 긁어오 = scrape; 볼트 = vault; 환경 변수 = environment variables
`);

/** Data, analytics, ML. */
const DATA = block(`
데이터 = data; 분석 = analysis; 분석 = analyze; 통계 = statistics; 유의미 = significant; 전환율 = conversion rate
실험 = experiment; 에이비 테스트 = a/b test; 표본 = sample; 샘플 = sample; 차트 = chart; 그래프 = chart; 시각화 = visualization
엑셀 = excel; 스프레드시트 = spreadsheet; 수식 = formula; 시트 = sheet; 정제 = cleaning; 데이터 정제 = data cleaning
결측치 = missing values; 중복 = duplicate; 이상치 = outlier; 이상값 = outlier; 매출 = revenue; 사용자 = user; 고객 = customer
이탈 = churn; 코호트 = cohort; 리텐션 = retention; 머신러닝 = machine learning; 모델 = model; 학습 = training; 평가 = evaluation
임베딩 = embedding; 벡터 = vector; 검색 = search; 추천 = recommendation; 프롬프트 = prompt; 답변 = answer; 품질 = quality
에이전트 = agent; 스킬 = skill
`);

/** Documents, writing, team process, business. */
const DOCS = block(`
문서 = document; 문서 = docs; 문서화 = documentation; 보고서 = report; 리포트 = report; 주간 보고 = weekly report
기획서 = proposal; 제안서 = proposal; 설계 문서 = design doc; 명세 = specification; 명세서 = spec; 요구사항 = requirements
회의록 = meeting notes; 회의 = meeting; 녹취록 = transcript; 요약 = summary; 요약 = summarize; 번역 = translate
번역 = translation; 영어 = english; 한국어 = korean; 맞춤법 = spelling; 띄어쓰기 = spacing; 교정 = proofread; 작성 = write
초안 = draft; 글 = writing; 글쓰기 = writing; 블로그 = blog; 공지 = announcement; 안내문 = notice; 이메일 = email; 메일 = email
답장 = reply; 발표 = presentation; 발표 자료 = slides; 슬라이드 = slides; 프레젠테이션 = presentation; 피피티 = pptx
파워포인트 = pptx; 워드 = docx; 워드 문서 = word document; 피디에프 = pdf; 양식 = form; 서식 = template; 템플릿 = template
표 = table; 체크리스트 = checklist; 가이드 = guide; 튜토리얼 = tutorial; 온보딩 = onboarding; 리드미 = readme
변경 이력 = changelog; 릴리스 노트 = release notes; 의사결정 = decision; 결정 = decision; 일정 = schedule; 견적 = estimate
추정 = estimate; 산정 = estimate; 티켓 = ticket; 이슈 = issue; 지라 = jira; 스프린트 = sprint; 백로그 = backlog
로드맵 = roadmap; 우선순위 = priority; 계획 = plan; 전략 = strategy; 리서치 = research; 조사 = research; 팩트체크 = fact check
사실 확인 = fact check; 경쟁사 = competitor; 마케팅 = marketing; 광고 = ads; 카피 = copy; 검색 엔진 최적화 = seo
슬랙 = slack; 노션 = notion; 계약서 = contract; 법률 = legal; 채용 = hiring; 면접 = interview; 예산 = budget; 재무 = finance
가격 = pricing; 결제 = payment; 구독 = subscription; 환불 = refund; 스트라이프 = stripe; 정산 = settlement
앱 = app; 모바일 = mobile; 앱스토어 = app store; 화면 = screen; 페이지 = page; 웹사이트 = website; 랜딩 페이지 = landing page
다국어 = i18n; 현지화 = localization
`);

/** Verbs of common requests. */
const VERBS = block(`
만들 = create; 생성 = generate; 추가 = add; 삭제 = delete; 제거 = remove; 지우 = delete; 변환 = convert
이관 = migrate; 설치 = install; 설정 = configure; 세팅 = setup; 구현 = implement; 개발 = develop; 확인 = check
점검 = audit; 진단 = diagnose; 비교 = compare; 측정 = measure; 벤치마크 = benchmark; 최적화 = optimize
개선 = improve; 업로드 = upload; 다운로드 = download; 공유 = share; 추출 = extract; 뽑 = extract; 그려 = draw; 그리 = draw
`);

/** English shorthand and phrasing (not Korean-English; matched the same way). */
const ENGLISH = block(`
pr = pull request; docs = documentation; k8s = kubernetes; db = database; perf = performance; a11y = accessibility
ppt = pptx; deck = slides; e2e = end to end; look over = review; go over = review; msg = message; repo = repository
env = environment; config = configuration; auth = authentication; deps = dependencies; infra = infrastructure; pg = postgres
plot = chart; graph = chart; break up = split
`);

export const DEFAULT_SYNONYMS: SynonymPair[] = [...CODE, ...OPS, ...DATA, ...DOCS, ...VERBS, ...ENGLISH];
