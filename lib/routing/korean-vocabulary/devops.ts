// Software, operations and cloud: the words of building, shipping and running software.
import { vocabularyBlock } from "./block";

export const DEVOPS = vocabularyBlock(`
재배포 = redeploy; 운영 = production; 운영 서버 = production server
개발 서버 = development server; 운영 환경 = production environment; 개발 환경 = development environment; 환경 설정 = configuration
설정 파일 = config file; 구성 = configuration; 초기화 = initialize
갱신 = renew; 버전업 = upgrade; 다운그레이드 = downgrade; 호환성 = compatibility; 하위 호환 = backward compatibility
가상 머신 = virtual machine; 가상 서버 = virtual server; 컨테이너화 = containerize; 이미지 빌드 = image build
오케스트레이션 = orchestration; 네임스페이스 = namespace; 부하 분산 = load balancing
자동 확장 = autoscaling; 확장성 = scalability; 고가용성 = high availability
복원 = restore; 스냅샷 = snapshot; 장애 조치 = failover; 복제 = replication
보안 인증서 = ssl certificate
역방향 프록시 = reverse proxy; 아이피 = ip address; 대역폭 = bandwidth; 연결 = connection
원격 접속 = remote access; 원격 = remote; 명령줄 = command line; 셸 스크립트 = shell script
저장소 = repository; 레포 = repository; 원격 저장소 = remote repository
충돌 해결 = resolve conflicts; 이력 = history; 변경 로그 = changelog; 버전 관리 = version control
코드 품질 = code quality; 코딩 규칙 = coding conventions; 코딩 컨벤션 = coding conventions; 이름 짓기 = naming; 가독성 = readability
중복 코드 = duplicate code; 기술 부채 = technical debt; 레거시 코드 = legacy code; 유지보수 = maintenance; 유지 보수 = maintenance
주석 달기 = add comments; 문서 주석 = docstring; 타입 힌트 = type hints; 타입 오류 = type error; 컴파일 오류 = compile error
실행 파일 = executable; 런타임 오류 = runtime error; 무한 루프 = infinite loop; 재귀 = recursion; 함수 = function
변수 = variable; 상수 = constant; 객체 = object; 메서드 = method; 매개변수 = parameter
인자 = argument; 반환값 = return value; 배열 = array; 딕셔너리 = dictionary; 해시맵 = hash map; 자료구조 = data structure
알고리즘 = algorithm; 정렬 = sort; 탐색 = search; 시간 복잡도 = time complexity; 복잡도 = complexity; 반복문 = loop
조건문 = conditional; 예외 처리 = exception handling; 오류 처리 = error handling; 에러 처리 = error handling; 재시도 = retry
비동기 처리 = async; 동기화 = sync; 병렬 = parallel; 병렬 처리 = parallel processing; 스레드 = thread; 멀티스레드 = multithreading
메모리 사용량 = memory usage; 씨피유 = cpu; 사용률 = utilization; 용량 = capacity; 저장 공간 = storage
로그 분석 = log analysis; 추적 = tracing; 관측성 = observability; 가시성 = visibility
상태 확인 = health check; 가동 시간 = uptime; 서비스 중단 = outage
비상 대응 = incident response; 원인 분석 = root cause analysis; 재발 방지 = prevention; 에스엘에이 = sla; 서비스 수준 = service level
홈페이지 = website; 웹 페이지 = web page; 웹앱 = web app; 웹 애플리케이션 = web application
모바일 앱 = mobile app; 리액트 네이티브 = react native
버튼 = button; 입력창 = input field
사이드바 = sidebar
다크 모드 = dark mode; 테마 = theme; 사용자 경험 = user experience; 사용성 = usability
사용자 인터페이스 = user interface; 시안 = mockup
에이피아이 문서 = api docs; 응답 = response; 상태 코드 = status code; 헤더값 = header
직렬화 = serialization; 역직렬화 = deserialization; 제이슨 = json; 스키마 검증 = schema validation
회원가입 = sign up; 가입 = signup; 로그인 기능 = login; 비밀번호 재설정 = password reset; 이중 인증 = two factor authentication
인가 = authorization; 접근 제어 = access control; 역할 = role; 관리자 = admin; 사용자 관리 = user management; 계정 = account; 계정 관리 = account management
공격 = attack; 침입 = intrusion; 악성코드 = malware
보안 감사 = security audit; 침투 테스트 = penetration test; 모의 해킹 = penetration test; 비밀 정보 = secrets; 키 관리 = key management
개인정보 보호 = privacy; 개인정보처리방침 = privacy policy; 규정 준수 = compliance
오픈소스 = open source; 저작권 = copyright; 기여 = contribute; 기여 가이드 = contributing guide; 이슈 트래커 = issue tracker
작업 관리 = task management; 할 일 = todo; 할일 = todo; 애자일 = agile
마감 = deadline; 마감일 = due date; 일정 관리 = schedule management; 진행 상황 = progress; 진척도 = progress
코드 생성 = code generation; 자동 완성 = autocomplete; 스캐폴딩 = scaffold; 초기 세팅 = initial setup
프로젝트 생성 = create project; 새 프로젝트 = new project; 프로젝트 구조 = project structure; 폴더 구조 = folder structure; 경로 = path
파일명 = filename; 확장자 = file extension; 압축 = compress; 압축 해제 = extract; 압축 풀기 = unzip
동기화 오류 = sync error; 권한 오류 = permission error; 찾을 수 없음 = not found; 서버 오류 = server error; 연결 실패 = connection failed
가상 환경 = virtual environment; 패키지 관리자 = package manager; 의존성 충돌 = dependency conflict; 잠금 파일 = lock file; 환경 변수 파일 = env file
웹 서버 = web server; 정적 사이트 = static site; 도메인 연결 = custom domain; 씨디엔 = cdn; 엣지 = edge; 서버 비용 = server cost
클라우드 비용 = cloud cost; 스토리지 = storage; 객체 저장소 = object storage
함수형 = functional; 이벤트 기반 = event driven; 메시지 큐 = message queue; 발행 = publish
알림 설정 = notification settings
검색 엔진 = search engine; 검색 기능 = search feature; 자동 검색 = autocomplete; 정렬 기능 = sorting; 무한 스크롤 = infinite scroll
국제화 = internationalization; 지역화 = localization; 번역 파일 = translation files; 언어 설정 = language settings
압축 = compression; 관리자 = administrator; 복잡 = complex
`);
