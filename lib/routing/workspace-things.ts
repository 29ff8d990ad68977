// Things in the user's hands (rules.md#routing-triage): the pieces of code and the workspace
// objects that triage's quick native steps act on or count. Shared by the quick-question rules
// of triage.ts and the yes/no-question rule of polar-question.ts, so that "what does this regex
// match" and "does this regex match 'abc'?" read the same piece of code.

/** a piece of code in the user's hands: a kind of code, or an identifier told by its case (useEffect, fetch_data, init()) */
export const CODE_THING = String.raw`(?:regex|pattern|one-?liner|line|function|lambda|method|hook|query|command|snippet|script|code|expression|flag|error|class|component|macro|formula|selector|(?:for |while )?loop|[a-z]+[A-Z][\w$]*|[A-Z][a-z0-9]+[A-Z][\w$]*|[\w$]+_[\w$]+|[\w$.]+\(\))`;

/** what a workspace holds and a look can count or find: "how many files …", "is there a test file …" */
export const WORKSPACE_THING = String.raw`(?:files?|lines?|tests?|commits?|functions?|classes|methods?|todos?|errors?|warnings?|dependencies|deps|packages?|branches|tokens?|bytes|characters|chars|rows|columns|components|endpoints|routes)`;

/** the same workspace things in Korean: "파일 몇 개 있어?", "테스트 파일 있나요?" */
export const WORKSPACE_THING_KO = String.raw`(?:파일|폴더|디렉(?:토|터)리|줄|라인|테스트|커밋|함수|메서드|클래스|브랜치|의존성|패키지|에러|경고|TODO|FIXME)`;

/** a piece of code in Korean, as CODE_THING: "이 정규식", "그 함수" */
export const CODE_THING_KO = String.raw`(?:정규식|정규표현식|패턴|함수|메서드|메소드|훅|쿼리|명령어|커맨드|스니펫|스크립트|코드|표현식|플래그|클래스|컴포넌트|매크로|수식|셀렉터|반복문|줄)`;
