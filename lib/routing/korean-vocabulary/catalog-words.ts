// The English words skill catalogs use, each with the Korean a request writes for it (issue 34,
// round 12): the list scripts/catalog-words.ts makes (the content words of entry names,
// descriptions and when_to_use, by how many of 30 real catalogs use them: every word used by five
// or more, then, at the end, the words used by three or four that no table had, less names,
// function words and everyday words of any request such as today or because), with Korean renderings written from general knowledge of both languages, never from a gold
// request. Korean as a request writes it: Sino-Korean nouns (검사, 입력), native verbs in their
// request form (합쳐줘, 골라줘; korean-strip.ts takes both to the key 합치, 골라), modifiers (자동으로).
// Left out at authoring, as for the domain files: loanwords the sound rules read (스캔, 프레임워크),
// one-syllable keys (줄, 표, 글), and Korean words the dictionary or vocabulary maps (their choice
// stands), and, in the second batch, a Korean key the first already reads (within a batch one Korean
// word may render several English words, 상태 state and status: each is read). Round 13 removed the
// 33 Korean words the field files (law.ts, health.ts, ...) now hold. Read by catalog-word-reading.ts
// only, both ways: a word of this table counts only where the catalog does not use the request's
// word and the word it is read as is rare enough in it.
// Round 14 added, last, the forms catalogs write of the English of Korean keys this table already
// reads (제약: constraints, and restrictions), from the catalog words no Korean word reached
// (scripts/catalog-coverage.ts, rounds 3-12 only), then the Korean words Korean catalogs'
// descriptions use that no table mapped (단계별, 정합성, 명단: used by two of the ten Korean catalogs
// of rounds 4-12 or more), each with the English word an English catalog writes for it.
import { englishFirstBlock } from "./block";

export const CATALOG_WORDS = englishFirstBlock(`
update = 업데이트해줘; existing = 기존; state = 상태; integration = 연동, 통합; specific = 특정; context = 맥락, 문맥; support = 지원
native = 기본 제공; handling = 처리 방식; standard = 표준; time = 시간; find = 찾아줘, 찾기, 찾아봐; results = 결과; technical = 기술적; execute = 실행
actions = 동작, 작업; routing = 경로 설정; apply = 적용; high = 높은; real = 실제; scan = 훑어; target = 대상; scoring = 점수화; understanding = 이해
practices = 관행, 모범 사례; selection = 선택; identify = 식별, 파악; output = 출력, 결과물; start = 시작; multiple = 여러, 다중; open = 열어줘, 열기
gaps = 빈틈, 공백, 부족한 점; rules = 규칙; level = 수준, 단계; call = 호출; requiring = 필요한; scale = 확장, 규모; deep = 깊이, 심층; problems = 문제점
single = 단일, 하나; job = 작업; details = 세부, 상세; complete = 완료, 완성; store = 저장; managing = 관리; custom = 맞춤, 사용자 정의; detect = 감지, 탐지
expert = 전문가; preparing = 준비; language = 언어; step = 단계; example = 예시, 예제; status = 상태; end = 종료; unit = 단위; description = 설명문
defining = 정의; interactive = 상호작용; size = 크기; matching = 일치; management = 관리; process = 과정; usage = 사용량; guidance = 안내
ready = 준비된; performing = 수행; organization = 조직, 기관; provides = 제공; developer = 개발자; value = 가치; ensuring = 보장; capture = 캡처, 포착
codebase = 코드베이스; gates = 관문; input = 입력; workspace = 작업 공간; tree = 나무; approaches = 접근법, 방식; questions = 질문; right = 올바른, 오른쪽
focus = 집중, 초점; insights = 통찰; screenshot = 스크린샷, 화면 캡처; sections = 섹션, 단락; systematic = 체계적; keywords = 키워드, 핵심어
comprehensive = 종합적, 포괄적; access = 접근; field = 항목; general = 일반; behavior = 동작, 행동; runtime = 실행 환경; modern = 최신, 현대적
execution = 실행; assistant = 비서, 도우미; lifecycle = 수명 주기, 생명 주기; resource = 자원; evidence = 증거, 근거; scope = 범위; definition = 정의
group = 묶음; semantic = 의미; surface = 표면, 드러내; discovery = 발견; block = 차단; scratch = 처음부터; replacing = 교체, 대체
improvement = 향상; name = 이름, 명칭; rank = 순위; explore = 둘러봐; keep = 유지; turn = 차례; actionable = 실행 가능한; always = 항상
limits = 한도, 제한; choosing = 고르기, 골라; architect = 설계자; detection = 탐지, 감지; specializing = 전문; layer = 계층; selecting = 선택
large = 대규모; breaking = 호환성 깨짐; specialist = 전문가; communication = 소통; opportunity = 기회; chain = 사슬; dynamic = 동적
conventions = 규칙, 관례, 컨벤션; static = 정적; invoke = 호출; powered = 기반; engine = 엔진; related = 관련; isolation = 격리; triage = 선별
internal = 내부; show = 보여줘; enforce = 강제; items = 항목; knowledge = 지식; resolve = 해결; long = 오래; critical = 치명적, 중대한
default = 기본값; fallback = 대비책, 예비; alternative = 대안; self = 자체, 스스로; reusable = 재사용; category = 범주; consistency = 일관성
writer = 작성자, 작가; free = 무료; sizing = 크기 산정; depth = 깊이; root = 근본; raw = 원본, 원시; never = 절대; delegation = 위임; intent = 의도
principles = 원칙; claims = 주장; available = 사용 가능; concept = 개념; present = 제시; troubleshooting = 문제 해결, 트러블슈팅; experience = 경험
external = 외부; builder = 빌더; establishing = 수립; logic = 논리; business = 비즈니스, 사업; secure = 안전한; enabling = 활성화; side = 측면
orchestrator = 조율; safe = 안전; sequence = 순서; information = 정보; tier = 등급, 계층; boundaries = 경계; providers = 제공자, 공급자
lookup = 조회; push = 밀어; safety = 안전성; suite = 묶음; element = 요소; capabilities = 기능, 역량; consumer = 소비자; different = 다른
date = 날짜; built = 구축; fixes = 수정 사항; instead = 대신; public = 공개; extending = 확장; needing = 필요; creator = 제작자; goal = 목표
hand = 수동; optional = 선택 사항; effects = 효과; confidence = 확신, 신뢰도; correct = 올바른; bulk = 대량, 일괄; common = 흔한, 공통; reducing = 줄이기
quick = 간단히; dive = 깊이 파고; relationship = 관계; trust = 신뢰; financial = 금융; criteria = 기준; iteration = 반복; avoid = 피하
preventing = 방지, 예방; automatically = 자동으로; syntax = 구문; flags = 플래그; mock = 가짜; analyst = 분석가; global = 전역; hosted = 호스팅
conducting = 진행; interaction = 상호작용; transformation = 변형; utility = 도구; variants = 변형, 변종; transform = 변형; official = 공식
artifacts = 산출물; back = 뒤로, 되돌; computing = 계산; success = 성공; completion = 완료, 완성; alignment = 맞춤; direct = 직접; grounding = 근거
rollout = 배포 단계; ecosystem = 생태계; impact = 영향; active = 활성; baseline = 기준선; facing = 직면; move = 이동
better = 더 나은; identification = 식별; range = 범위; discover = 발견; professional = 전문적; red = 빨간; severity = 심각도; vision = 시각
thinking = 생각; compatible = 호환; typography = 서체; clear = 명확한; compact = 간결한; offers = 제공; resolver = 해결기; phrases = 구절
functionality = 기능; distributed = 분산; calculation = 계산; relevant = 관련된; hierarchy = 계층 구조; parsing = 구문 분석; protection = 보호
community = 공동체; company = 회사, 기업; collection = 모음; readiness = 준비 상태; activity = 활동; autonomous = 자율; natural = 자연스러운, 자연
catalog = 목록; entity = 개체; save = 저장; base = 기반, 기본; choice = 선택; known = 알려진; aware = 인식; stakeholder = 이해관계자; technology = 기술
advisor = 자문, 조언자; inspect = 검사, 살펴봐, 검사; thresholds = 임계값, 기준치; competitive = 경쟁; intelligence = 정보, 지능; pick = 골라줘, 선택
threat = 위협; timing = 시점; audience = 청중, 독자; display = 표시; address = 주소; auditor = 감사인; consolidation = 통합; derive = 도출
downstream = 하위; gating = 관문; unified = 통합된; catch = 잡아, 포착; explain = 설명해줘; grid = 격자; operator = 운영자, 연산자; archive = 보관, 아카이브
foundation = 기반, 토대; outcome = 결과; found = 발견된; hybrid = 혼합; actual = 실제; combining = 결합; agentic = 에이전트형; manipulation = 조작
overlap = 겹침; reduction = 축소; synthesis = 종합, 합성; brief = 브리핑, 간략; objective = 목표, 객관적; plain = 일반, 평문; adapting = 맞춰, 적응
leverage = 활용; recent = 최근; supply = 공급; similar = 비슷한; take = 가져가; enterprise = 기업용; basic = 기본; simple = 간단한, 단순
activation = 활성화; generic = 범용; extensions = 확장 기능; legacy = 구형; individual = 개별, 개인; minimal = 최소; collect = 모아줘
toolkit = 도구 모음; refresh = 새로고침; identity = 신원, 정체성; techniques = 기법, 기술; sensitive = 민감한, 민감; appropriate = 적절한
hardening = 강화; composition = 조합; matrix = 행렬; attributes = 속성; persistent = 영구, 지속; property = 속성; shape = 모양, 형태
handler = 처리기; concerns = 우려; background = 배경; location = 위치; architectural = 구조적; continuous = 지속적, 연속; efficient = 효율적
hard = 어려운; stop = 중지; durable = 내구성; programmatic = 프로그래밍 방식; retrieval = 조회; challenges = 도전; locally = 로컬에서; acceptance = 인수
future = 미래, 향후; bar = 막대; dead = 죽은, 사용되지 않는; recurring = 반복되는, 정기; structural = 구조적; submission = 제출; checkpoint = 중간 저장
modal = 팝업; pack = 묶음; force = 강제; personalization = 개인화; prefer = 선호; standalone = 독립형; assumptions = 가정; day = 하루
fixtures = 픽스처; fork = 분기; interpreting = 해석; bounded = 제한된; mutation = 변이; perspective = 관점; remediation = 조치, 개선 조치
taxonomy = 분류 체계; determine = 판단; independent = 독립적; low = 낮은; bridge = 다리; drop = 떨어뜨; final = 최종; harness = 실행기
hygiene = 위생, 정돈; instructions = 지시; maintainability = 유지보수성; wrapper = 감싸기; adversarial = 적대적; collaborative = 협업
describe = 묘사, 서술; ideas = 아이디어, 발상; telemetry = 원격 측정; toggles = 토글; win = 승리, 이기; wrong = 잘못된, 틀린; agnostic = 무관한
consistent = 일관된; filling = 채우기; finished = 끝난, 완료된; hold = 보류; mark = 표시; planner = 계획표; synthesizes = 종합; effectiveness = 효과성
feel = 느낌; motion = 움직임; explicit = 명시적; friendly = 친화적; helpers = 도우미, 헬퍼; completeness = 완전성; tone = 어조, 말투; see = 봐줘
proactively = 선제적으로, 능동적으로; primary = 주요, 기본; purpose = 목적, 용도; involve = 포함; blueprint = 청사진; engagement = 참여; lead = 이끌
dispatch = 배정; governance = 관리 체계; scalable = 확장 가능; proper = 적절한, 제대로; party = 당사자; trail = 기록, 흔적; stale = 오래된, 묵은
reliability = 신뢰성, 안정성; industries = 산업; inside = 내부; mitigation = 완화; expression = 표현, 표현식; binary = 이진; resilience = 회복력, 복원력
directly = 바로, 직접; abstractions = 추상화; consult = 자문; guard = 보호; hours = 시간; idempotent = 멱등; balance = 잔액, 균형; behavioral = 행동
bootstrap = 초기 설정; lightweight = 가벼운, 경량; protected = 보호된; serving = 제공; touches = 건드리; optimizer = 최적화 도구; preparation = 준비
formulas = 공식; integrity = 무결성; judge = 판단; progressive = 점진적; race = 경쟁 상태; register = 등록; virtual = 가상; assisted = 보조
given = 주어진; materials = 자료; seed = 초기 데이터; upstream = 상위, 원본 저장소; keyboard = 단축키; submit = 제출; hub = 중심; rich = 풍부한
unexpected = 예상치 못한; effort = 노력; pure = 순수; readable = 읽기 쉬운; collaboration = 협업; curated = 엄선된, 큐레이션; demand = 수요
effective = 효과적; reach = 도달; selector = 선택자; warn = 경고; anomalies = 이상 징후; backward = 역방향; checker = 검사기; early = 초기, 조기
latest = 최신; past = 과거; persistence = 영속성, 저장; prune = 가지치기; reverse = 되돌; benefits = 혜택, 이점; creative = 창의적; dual = 이중
eliminate = 없애; flowcharts = 순서도, 흐름도; preflight = 사전 점검; recognition = 인식; affect = 영향; anchor = 앵커, 기준; buffers = 버퍼
evolution = 진화, 발전; preserving = 보존, 유지; reuse = 재사용; correctness = 정확성; truth = 사실, 진실; max = 최대; modular = 모듈식
sequential = 순차적; concise = 간결한; expected = 예상; microservices = 마이크로서비스; mechanics = 원리, 역학; binding = 결합
responding = 대응; hot = 인기; linear = 선형; main = 주요; third = 세번째; placeholder = 자리 표시자; consuming = 소비; compliant = 준수
mistakes = 실수; fit = 맞는, 적합; wide = 넓은; breaker = 차단기; pagination = 페이지 나누기; canonical = 정식, 표준; efficiency = 효율
historical = 과거; retrieve = 조회, 가져와; beyond = 넘어; cannot = 못하는; replacement = 교체, 대체; second = 두번째; skip = 건너뛰, 생략
compound = 복합; inspection = 검사; spanning = 걸친; workloads = 워크로드, 작업량; adoption = 도입, 채택; healthcare = 헬스케어; partial = 부분, 일부
pause = 일시 정지; deterministic = 결정론적; nested = 중첩; paid = 유료; propagation = 전파; watch = 감시, 지켜봐; aligned = 맞춘; assertions = 단언, 어서션
executive = 경영진, 임원; pinning = 고정; rotation = 회전, 교체; tenant = 입주자; act = 행동; automatic = 자동; big = 대형; boilerplate = 상용구
composable = 조합 가능; dedicated = 전용; disclosure = 공개; emit = 방출; invocation = 호출; lazy = 게으른; opt = 선택; outdated = 오래된, 구식
penetration = 침투; place = 장소; playbook = 대응 매뉴얼; sanitization = 소독; central = 중앙; helps = 도와줘, 도움; kit = 도구 모음; series = 연재
strict = 엄격한; bias = 편향; dimensional = 차원; doubles = 대역; entire = 전체; inject = 주입; kill = 종료, 죽여
pending = 대기 중, 보류 중; people = 사람들; restructuring = 재구성, 구조 조정; small = 작은, 소규모; unknown = 알 수 없는, 모르는; continue = 계속, 이어서
dark = 어두운; fresh = 새로; hardcoded = 하드코딩; persist = 유지, 저장; say = 말해; art = 예술; assistive = 보조; backtesting = 백테스트, 과거 검증
behind = 뒤처진; bidirectional = 양방향; bump = 올려줘; coupling = 결합도, 결합; getting = 얻기; happened = 일어난, 발생한; iterative = 반복적
overhead = 부담; prose = 산문; thin = 얇은; together = 함께; widget = 위젯; wrap = 감싸; bare = 최소한; browse = 둘러봐; crafting = 제작
days = 며칠, 일수; enrich = 보강, 보완; forensics = 사후 분석; hints = 힌트, 단서; original = 원본, 원래; portability = 이식성; previous = 이전
repeated = 반복된, 반복; systematically = 체계적으로; until = 까지; achieve = 달성; bad = 나쁜; manually = 수동으로; maintainable = 유지보수하기 쉬운
shift = 이동; snippet = 코드 조각; timestamp = 타임스탬프, 시각; concrete = 구체적; pivot = 방향 전환; talk = 대화; week = 일주일; throughput = 처리량
world = 세계; commerce = 상거래; declarative = 선언형; wave = 물결; allocation = 배분, 할당; journey = 여정; assigning = 할당, 배정
wizard = 마법사; differences = 차이, 차이점; fundamentals = 기초, 기본기; cascade = 연쇄; simulation = 모의; lock = 잠금; insert = 삽입
gotchas = 함정, 주의점; masking = 가리기; orphan = 고아, 남은; monolith = 단일 구조; mechanism = 메커니즘, 방식
delta = 변화량, 차이; federation = 연합; posture = 태세; survive = 살아남; alone = 혼자; cadence = 주기; dependent = 종속; disaster = 재해, 재난
four = 네 가지; person = 사람; preference = 선호, 취향; unused = 미사용, 안 쓰는; accessible = 접근 가능; allowlisting = 허용 목록; radius = 반경, 반지름
sitemap = 사이트맵; aliases = 별칭; association = 연관, 협회; bypass = 우회; cash = 현금; composite = 복합; empty = 비어; expertise = 전문성
heavy = 무거운; mixed = 혼합; optimal = 최적; prep = 준비; verdict = 판정; coordinator = 조정자; detector = 탐지기, 감지기; dry = 건조
evolve = 발전; good = 좋은; hierarchical = 계층적; invalidation = 무효화; mirror = 거울; private = 비공개; constructing = 구축; defense = 방어
disable = 비활성화, 꺼줘; excludes = 제외; factor = 요인; false = 거짓; parts = 부분; picker = 선택기; productivity = 생산성; projections = 전망치
stubs = 스텁; sweep = 일괄 점검; testable = 테스트 가능; adaptive = 적응형; alpha = 초과 수익; boolean = 참거짓; decomposing = 분해; driver = 동인
efficiently = 효율적으로; enumerating = 열거; experimental = 실험적; friction = 마찰; gateways = 관문; icons = 아이콘; interact = 상호작용
linters = 린터; mid = 중간; millions = 수백만; near = 근처, 가까운; pipes = 파이프; round = 회차; spread = 확산; suspected = 의심되는; ambiguous = 모호한, 애매한
applicable = 해당, 적용 가능; black = 검은; breakdown = 내역; contains = 포함; degrades = 저하; easy = 쉬운, 쉽게; idioms = 관용구; institutional = 기관
landscape = 지형, 현황, 가로; office = 사무실; overall = 전반적, 전체적; owns = 소유; premises = 온프레미스, 구내; redirect = 리디렉션; regenerating = 재생성, 다시 생성
reliable = 믿을 만한, 안정적; seat = 좌석; smells = 냄새; spot = 발견, 현물; sqlite = 에스큐엘라이트; universal = 범용; unsure = 확실하지 않은
accumulate = 누적; advice = 조언; augment = 보강, 증강; banner = 현수막; become = 되기; boot = 부팅; cleanly = 깔끔하게; important = 중요한
ingress = 인그레스; lacks = 부족한, 없는; logical = 논리적; measurable = 측정 가능; moment = 순간; overlays = 오버레이, 겹쳐; preset = 사전 설정
primitives = 기본 요소; probes = 프로브, 탐침; reorganization = 재편, 재구성; reproducible = 재현 가능; routine = 일과; cognitive = 인지
consequences = 결과, 영향; curve = 곡선; density = 밀도; expands = 확장; falls = 떨어지; flaws = 허점; grooming = 손질; insecure = 안전하지 않은
instrument = 도구; left = 왼쪽, 남은; matter = 문제, 사안; mean = 의미; messy = 지저분한, 엉망; otherwise = 그렇지 않으면; raising = 올리기, 모금
scene = 장면; sentinel = 감시; tailored = 맞춤형; preview = 미리보기, 미리 보기, 미리보기, 미리 보기; publish = 게시, 공개해줘, 게시; shortest = 최단
organisation = 조직; academic = 학업; add = 넣어줘; answer = 대답; argument = 논거; assignment = 할당; audit = 감사; authoring = 저작
backlog = 할 일 목록; batch = 일괄; benchmark = 성능 비교; brainstorm = 브레인스토밍; branch = 분기; broken = 깨진, 고장; building = 구축
bundle = 묶음; buy = 사줘; candidate = 후보; capacity = 수용력; changelog = 변경 내역; changes = 바뀐 점; chat = 대화; chunking = 청크 분할
clean = 깨끗; close = 닫아, 종료; cohort = 집단; command = 명령; component = 구성 요소; conditional = 조건부; conditions = 조건; constraints = 제약
content = 내용; conversation = 대화; convert = 바꿔줘; coordinate = 조율; count = 개수; coverage = 적용 범위
current = 현재; cut = 잘라; cycle = 주기; daily = 일일; dashboard = 현황판; device = 기기, 장치; dimensions = 차원, 치수
direction = 방향; discussions = 논의; distribution = 배포판, 유통; domain = 분야; download = 내려받기; drift = 어긋남; edge = 경계
encoding = 부호화; entry = 항목, 입력; environment = 환경; escalation = 상부 보고; exit = 종료, 탈출; feature = 기능; feedback = 의견
filtering = 걸러내기; finance = 금융; fine = 미세; flaky = 간헐적; format = 형식; full = 전체, 완전한; functional = 기능적
guide = 안내서; handoff = 넘겨; headers = 헤더; health = 상태 점검; history = 기록; improve = 향상; incoming = 들어오는; incremental = 점진적
interest = 관심; interpretation = 해석; issues = 문제; join = 참여; latency = 지연 시간; letter = 서신; list = 목록; local = 지역
logging = 기록; maintenance = 유지 관리; major = 주요; manual = 수동; mapping = 대응; master = 숙달; maximum = 최대; measure = 재줘
memory = 기억; methods = 방법; migration = 이전; milestone = 이정표; mobile = 휴대폰; monitoring = 감시; moving = 이동; number = 숫자, 번호
object = 물체; observability = 관측 가능성; onboarding = 신규 적응; options = 선택지; orchestration = 조율; order = 순서; owner = 소유자
package = 소포; paper = 종이; parameters = 파라미터; partitioning = 파티셔닝, 분할; payment = 지불; phase = 단계; point = 지점; policy = 방침
population = 인구; postmortem = 사후 분석; prevention = 예방, 방지; prioritization = 우선순위 정하기; query = 질의
queue = 대기열; random = 무작위; read = 읽어줘; recipient = 받는 사람; record = 기록; reference = 참고; region = 지역; registration = 등록
remove = 없애줘; renamed = 이름 바꾼; resolution = 해결; resume = 재개; retention = 유지율, 보존; revenue = 수익; reviewer = 검토자; rewrite = 다시 써줘, 재작성
rubric = 채점 기준; run = 실행, 돌려줘; runbook = 운영 절차서; saved = 저장된; scaffold = 뼈대; scheduling = 스케줄링
secrets = 비밀 값; segment = 구간; send = 보내줘, 전송; sentiment = 감성, 감정; separate = 따로; short = 짧은; signals = 시그널; significance = 중요성
solutions = 해결책, 솔루션; space = 공간; spec = 사양; specifications = 사양서; spending = 소비; split = 분할; stuck = 막힌, 멈춘; style = 문체
subject = 주제; terms = 용어; theme = 주제; thumbnails = 미리보기 이미지; topic = 주제; transfer = 전송; trends = 동향, 트렌드; trigger = 발동
tuning = 조정; type = 유형; upload = 올려줘; vault = 금고; view = 보기; visual = 시각적; walk = 걸어; weighted = 가중; workers = 작업자
workflow = 작업 흐름
deprecations = 지원 중단; emergency = 긴급, 비상; unrelated = 관련 없는; reload = 다시 불러오기, 새로 고침; topology = 망 구성; pitfalls = 흔한 실수
tolerant = 허용, 견디는; degradation = 성능 저하; graceful = 우아한; promote = 승격; consent = 동의; horizontal = 수평; canvas = 화폭
conventional = 관례적, 전통적; essentials = 필수; potential = 잠재적, 가능성; sent = 보낸; versus = 대비; accept = 수락; arbitrage = 차익 거래
relay = 중계; solid = 견고한; strategist = 전략가; traversal = 순회; discipline = 규율; editable = 편집 가능; exploration = 탐사, 탐구
fully = 완전히; moderation = 검열; movements = 변동; oriented = 지향; quarterly = 분기별; relational = 관계형; advisory = 권고; arrow = 화살표
badge = 배지, 뱃지; demo = 시연; demonstrating = 보여주기; educational = 교육용; excessive = 과도한, 지나친; explanations = 해설
exploratory = 탐색적; extensive = 광범위한; formal = 공식적, 형식적; overlay = 덧씌우기; parity = 동등; periods = 기간; scheduler = 스케줄러
stateful = 상태 유지; supervised = 지도 학습; vertical = 수직, 세로; broader = 더 넓은; configurable = 설정 가능
declared = 선언된; hero = 메인 배너; lean = 군더더기 없는; momentum = 추진력; pointers = 포인터; positive = 긍정적, 양성; posters = 포스터
producer = 생산자, 프로듀서; publisher = 출판사, 발행자; resilient = 탄력적; responder = 대응자; robots = 로봇; validity = 유효성, 타당성
areas = 영역; clock = 시계; correctly = 올바르게, 정확히; diverged = 갈라진; graders = 채점자; hotspots = 핫스팟, 집중 지점; larger = 더 큰
leader = 대표; lifetimes = 수명; minimization = 최소화; neutral = 중립; physical = 물리적; pillars = 기둥, 핵심 축; presence = 존재, 출석
reality = 현실; rejected = 반려된; seeking = 찾는; shortcuts = 바로 가기; simulator = 모의 실험기; slices = 조각
talent = 재능; tolerance = 허용 오차, 내성; variations = 변주; viral = 입소문; actively = 적극적으로; aesthetics = 미학, 미감
agency = 대행사; ambiguity = 모호함, 애매함; clarifying = 명확히 하기, 분명히; clip = 잘라내기; contribution = 기고; corruption = 손상, 부패
divergence = 괴리, 발산; duration = 지속 시간; expectations = 기대; floating = 떠 있는, 부동; hazard = 위험 요소; ignore = 무시; immediately = 즉시
interactively = 대화식으로; interpreter = 통역사; liquid = 액체, 유동; longer = 더 긴; mathematical = 수학적
narrow = 좁은; neighbor = 이웃; observe = 관찰; origin = 원점; permanent = 영구적; rigorous = 엄밀한, 철저한; scatter = 흩어; scorecard = 평가표
specified = 지정된; unavailable = 사용 불가, 접속 불가; uncover = 밝혀, 찾아내; unfamiliar = 낯선, 익숙하지 않은; untrusted = 신뢰할 수 없는; valid = 유효한
intelligent = 지능형; idiomatic = 관용적; commentary = 논평; wire = 배선; senior = 선임; leadership = 지도력; recalculation = 재계산, 다시 계산
replay = 다시 실행; considerations = 고려 사항; cryptography = 암호; enablement = 역량 강화; shadow = 그림자; appearing = 나타나는
imperative = 명령형; impossible = 불가능; ongoing = 진행 중; timeline = 타임라인; founder = 창업자
override = 덮어쓰기, 재정의; rebuild = 재구축, 다시 빌드; arithmetic = 산술, 사칙연산; clarity = 명확성; culture = 문화; preprocessing = 전처리
sinks = 싱크; skew = 왜곡, 쏠림; slot = 자리; accelerated = 가속; compilation = 컴파일, 모음집; destructive = 파괴적; invalid = 유효하지 않은
limitations = 한계; specifically = 특히; stable = 안정; tester = 검사자; assurance = 보증, 품질 보증; attribution = 출처 표시; computation = 연산
defensive = 방어적; facilitation = 촉진; interop = 상호 운용; interval = 간격; misconfigurations = 잘못된 설정; notebooks = 노트북
renewal = 재계약; reset = 재설정; screener = 종목 검색; sibling = 형제; temporal = 시간적; verbose = 장황한, 자세한; append = 덧붙여; corpus = 말뭉치
decoupling = 결합 해제; deliverability = 도달률; distinct = 고유한, 구별되는; downtime = 중단 시간; evaluator = 평가자; examine = 살펴
formatter = 서식 도구; grow = 키우; heatmaps = 히트맵; heuristic = 경험적; observations = 관측; palette = 색상표; rationale = 이유
responsible = 책임; spin = 띄우기; whole = 통째로; zone = 구역; affinity = 친화도; anonymous = 익명; attempts = 시도; datetime = 날짜 시간
derivatives = 파생 상품; drill = 연습; ethics = 윤리; exploitable = 악용 가능; forge = 위조; geographic = 지리적; gradient = 그라데이션, 기울기
greenfield = 신규; hedging = 헤지; hexagonal = 육각형; implicit = 암묵적; initiatives = 이니셔티브; inspector = 검사관; interoperability = 상호 운용성
maximize = 최대화; mental = 정신; national = 국가, 전국; negative = 부정적; numerical = 수치; reinforcement = 강화 학습; tabular = 표 형식
transient = 일시적; unsubscribe = 구독 취소; untested = 테스트 안 된; various = 다양한; watchlists = 관심 종목; abort = 중단; anonymization = 익명화
bisect = 이분 탐색; blind = 맹목; codifying = 성문화, 규칙화; contributor = 기여자; crisis = 위기; dealer = 판매상; differentiation = 차별화
directives = 지시문; distance = 거리; entering = 입장; ethical = 윤리적; faceted = 다면적; feasibility = 실현 가능성; feat = 기능 추가
gameplay = 게임 플레이; hidden = 숨겨진; implementer = 구현자; intuitive = 직관적; invariants = 불변식, 불변 조건; ladder = 사다리; losers = 하락 종목, 패자
massive = 거대한; messenger = 메신저; nurture = 육성; organizer = 정리 도구, 주최자; pitch = 제안 발표; preconditions = 전제 조건, 사전 조건
principal = 원금; receivers = 리시버; revoke = 철회; schemes = 체계; seams = 이음새; searchable = 검색 가능; sensors = 센서; shallow = 얕은
slowly = 천천히; symbol = 기호, 종목 코드; teardown = 해체; trajectory = 궤적; transparency = 투명성; trivial = 사소한; uncommitted = 커밋 안 된
undo = 실행 취소; union = 합집합, 노조; venture = 벤처; abuse = 남용, 악용; assembling = 조립; avoidance = 회피; barriers = 장벽; blocker = 차단 요인
confusing = 헷갈리는, 혼란스러운; contrast = 명암비; convergence = 수렴; countries = 나라; decode = 해독; deferred = 연기된; dense = 빽빽한, 밀집
deny = 거부; drawdown = 낙폭, 하락폭; elsewhere = 다른 곳; eventual = 최종적; exhaustive = 빠짐없는; fair = 공정, 박람회
fidelity = 충실도; footers = 바닥글, 푸터; gesture = 제스처, 몸짓; graphics = 그래픽; habits = 습관; harvest = 수확; immediate = 즉각
inconsistent = 일관성 없는; infographics = 인포그래픽; inspired = 영감; malformed = 형식이 잘못된; medium = 매체; observer = 관찰자; obvious = 뻔한, 명백한
partnership = 제휴, 협력; personality = 성격; pressure = 압력, 압박; proprietary = 독점; pulse = 맥박; recreation = 여가
retraining = 재학습; rigor = 엄밀함; scientist = 과학자; seamless = 매끄러운; simplify = 단순화; teammates = 팀원
traceability = 추적성; transparent = 투명한; unbiased = 편향 없는; unclear = 불분명한; urgent = 급한; vague = 막연한; viewer = 보기 도구
workstream = 업무 흐름
restrictions = 제약; declarations = 선언; guarantees = 보장; overwrite = 덮어쓰기; retain = 보존, 보관; preservation = 보존; repetition = 반복
stability = 안정성; substitution = 대체; superseded = 대체된; surveillance = 감시; adjust = 조정; competition = 경쟁; criterion = 기준
enroll = 등록; quarantine = 격리; reconstruct = 재구성; redact = 가려줘; unique = 고유; designated = 지정된; fetch = 가져와줘
incrementally = 점진적으로; terminology = 용어; swap = 교체; adopt = 도입; fake = 가짜; child = 하위; outside = 외부; robust = 견고한
numeric = 수치; safely = 안전하게; maintain = 유지 관리; decomposition = 분해; enrichment = 보강; embed = 삽입; minor = 사소한
urgency = 긴급; disruption = 중단; inspiration = 영감; simplified = 단순화; corresponding = 해당하는; distinguish = 구별; chosen = 선택된
idle = 대기 중; sensitivity = 민감도; intermittent = 간헐적; responsibilities = 책임; processor = 처리기; repetitive = 반복적
step = 단계별; situation = 상황; structured = 구조화; score = 점수; reflect = 반영; wrap = 마무리; examples = 사례; handle = 다루; grant = 부여
separate = 별도; driven = 주도; guide = 작성법; owner = 담당; roster = 명단; trend = 추이; match = 맞추; specialized = 특화
discover = 발굴; consistency = 정합성; performant = 고성능; cross = 교차; change = 변화; periodic = 기간별; notation = 표기
distinguish = 구분; finalize = 확정; simplify = 간소화; intensity = 강도; selection = 선정; role = 직무별; spec = 규격; post = 사후
core = 핵심; concrete = 구체적인; comprehensive = 포괄적인; strategic = 전략적; application = 신청; posting = 공고; sentence = 문장
youth = 청년
`);
