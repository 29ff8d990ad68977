// Things in the user's hands (rules.md#routing-triage): the pieces of code and the workspace
// objects that triage's quick native steps act on or count. Shared by the quick-question rules
// of triage.ts and the yes/no-question rule of polar-question.ts, so that "what does this regex
// match" and "does this regex match 'abc'?" read the same piece of code.

/**
 * a piece of code in the user's hands: a kind of code, or an identifier told by its case (useEffect,
 * fetch_data, init()). A snake_case name is an underscore inside a word: read up to its first
 * underscore past the word's first character (`[\w$][A-Za-z0-9$]*_`), the same names as
 * `[\w$]+_[\w$]+`, whose two runs traded every underscore of a long run between them.
 */
export const CODE_THING = String.raw`(?:regex|pattern|one-?liner|line|function|lambda|method|hook|query|command|snippet|script|code|expression|flag|error|class|component|macro|formula|selector|(?:for |while )?loop|[a-z]+[A-Z][\w$]*|[A-Z][a-z0-9]+[A-Z][\w$]*|[\w$][A-Za-z0-9$]*_[\w$]+|[\w$.]+\(\))`;

/** what a workspace holds and a look can count or find: "how many files …", "is there a test file …" */
export const WORKSPACE_THING = String.raw`(?:files?|lines?|tests?|commits?|functions?|classes|methods?|todos?|errors?|warnings?|dependencies|deps|packages?|branches|tokens?|bytes|characters|chars|rows|columns|components|endpoints|routes)`;

/** the same workspace things in Korean: "파일 몇 개 있어?", "테스트 파일 있나요?" */
export const WORKSPACE_THING_KO = String.raw`(?:파일|폴더|디렉(?:토|터)리|줄|라인|테스트|커밋|함수|메서드|클래스|브랜치|의존성|패키지|에러|경고|TODO|FIXME)`;

/** a piece of code in Korean, as CODE_THING: "이 정규식", "그 함수" */
export const CODE_THING_KO = String.raw`(?:정규식|정규표현식|패턴|함수|메서드|메소드|훅|쿼리|명령어|커맨드|스니펫|스크립트|코드|표현식|플래그|클래스|컴포넌트|매크로|수식|셀렉터|반복문|줄)`;

/** what is done to a branch, in Korean: made, created, switched, changed, deleted, branched off */
export const BRANCH_OPERATION_KO = String.raw`(?:만들|생성|전환|바꿔|삭제|따|checkout)`;

/**
 * which branch the workspace is on, asked in Korean: "지금 브랜치", "무슨 브랜치야?", "브랜치 이름 알려줘".
 * Triage reads it among git's phrases; it asks git for a value, no operation (named-for-the-job.ts).
 * With 로, 에서 or 에 it is where another job runs ("지금 브랜치로 PR 올려줘"), no question; with an
 * operation after it ("지금 브랜치 삭제해줘", "브랜치 이름 바꿔줘") it is what that operation works on.
 */
export const WHICH_BRANCH_KO = new RegExp(
  String.raw`(?:무슨|어떤|지금)\s?브랜치(?!\s?(?:으로|로|에서|에)(?:\s|$))(?!(?:를|을|\s)*(?:이름(?:을|를|\s)*)?${BRANCH_OPERATION_KO})|브랜치\s?이름(?!(?:을|를|\s)*${BRANCH_OPERATION_KO})`,
);

/**
 * an earlier output of the session: "the last scan output", "the previous test results", "the output
 * above", "아까 결과", "방금 테스트 결과". A question about what it said is answered from what is
 * already there, whatever the output was about ("how many open ports did the last scan output
 * list?"). Results are the session's only when bare or of what the session runs (a run, a command,
 * a test, a build ...): "the last campaign results" and "이전 분기 결과" are the world's, a jobs or data
 * question, as "the last campaign" or "the last release" is no output.
 */
const SESSION_JOB = String.raw`(?:run|command|test|tests|build|scan|lint|check|search|grep|query|script|compile|install|deploy|bench(?:mark)?)`;
const SESSION_JOB_KO = String.raw`(?:실행|명령어?|커맨드|테스트|빌드|스캔|검사|린트|검색|쿼리|스크립트|컴파일|설치|배포|test|build|lint|scan|run)`;
const EARLIER_OUTPUT = String.raw`(?:\b(?:the|that|your|my)\s+(?:last|previous|latest|earlier|prior|preceding)\s+(?:(?:[\w.-]+\s+){0,2}?(?:output|logs?|scan|response|answer|listing)|(?:${SESSION_JOB}\s+)?results?)|\b(?:the|that)\s+(?:output|results?|logs?|response|answer|listing)\s+(?:above|before))\b`;
const EARLIER_KO = String.raw`(?:방금|아까|이전|직전|위(?:의|에서)?)`;
/** what only a session outputs, whatever word tells what of: 결과 (results) is the session's only bare or of a SESSION_JOB_KO */
const OUTPUT_KO = String.raw`(?:출력|로그|응답)`;
/**
 * Where one is, in Korean: the earlier word, a space or not, a word or not, then the output
 * (`${EARLIER_KO}\s?(?:\S+\s)?${OUTPUT_KO}`), or the earlier word, a session job or not, then 결과;
 * for a lookahead only. Written so that a long word is read once: when the word between runs on
 * from the earlier word itself ("위의실행 로그"), it is read from its start, the earlier word looked
 * for inside it; read from each 위 of "위위위…" it took time in the square of the word's length.
 */
const EARLIER_OUTPUT_KO = String.raw`(?:${EARLIER_KO}(?:\s?|\s\S+\s)${OUTPUT_KO}|${EARLIER_KO}\s?(?:${SESSION_JOB_KO}\s?)?결과|(?<!\S)(?=[^\s?]*${EARLIER_KO}\S)\S+\s${OUTPUT_KO})`;

/** a question for a count or a value of an earlier output, one sentence ending in its question mark */
export const ABOUT_AN_EARLIER_OUTPUT = new RegExp(
  String.raw`^(?:how (?:much|many)|what|which|who|when|where)\b[^?\n]{0,80}?${EARLIER_OUTPUT}[^?\n]{0,60}\?\s*$|^(?=[^?\n]*${EARLIER_OUTPUT_KO})[^?\n]{0,80}?(?:몇|뭐|무슨|어떤|얼마)[^?\n]{0,30}\?\s*$`,
  "i",
);

/**
 * what is never used, in English: "which exports are never used?", "unused helpers". Finding it takes
 * a cross-check of every use, not a lookup of what is there, as 안 쓰는 / 없는 / 빠진 in Korean
 * (triage.ts's search rule).
 */
export const NEVER_USED = String.raw`\b(?:unused|never (?:been )?used|not used|no longer used|untested)\b`;

/**
 * a word before 테스트 that names what kind of test it is (부하 테스트 a load test, 스트레스 테스트): that
 * test is a kind of work, as English "run the tests" is a command only for unit or e2e tests. Its
 * negation as a lookbehind for 테스트; a determiner, an adverb or 단위 / 유닛 / 전체 names no kind, nor
 * "unit" or a test runner's name written in English ("jest 테스트 돌려줘" runs the tests), nor
 * a word that ends in a particle or a verb's ending ("PR 올리기 전에", "로컬에서", "빌드하고"): a noun
 * that names a kind stands bare before 테스트.
 */
export const TEST_OF_A_KIND_KO = String.raw`(?<!(?:^|[\s(])(?!(?:단위|유닛|전체|모든|다시|먼저|일단|한번|전부|모두|지금|바로|이번|마지막|남은|그냥|빨리|미리|혹시|얼른|이제|[Uu]nit|[Jj]est|[Vv]itest|[Pp]ytest|[Mm]ocha|npm|yarn|pnpm)\s?테스트)(?:[가-힣]{2,}(?<![에서고면게히은는을를와과랑로])|[A-Za-z]{3,})\s?)`;
