// Stage 3, triage (rules.md#routing): native work (edit a file, git, a quick question, grep, run a command,
// a small fix) vs skill-worthy work (structured writing, multi-domain review, pipelines, domain
// analysis, document generation). The seed leaves this to the model; here it is a transparent
// rule: count the signals on each side, where a strong retrieval match and a request naming the
// top skill add to the skill side. More skill evidence than native evidence -> skill-worthy;
// anything else, ties and "no signal at all" included, is ambiguous and ambiguous means native.

import { chainedStep } from "./chained-step";
import { SKILL, type Rule } from "./triage-skill-signals";
import { inContext } from "./context-clause";
import { KO_POLAR_LOOKUPS, KO_WH_QUESTION } from "./korean-polar-question";
import { POLAR_LOOKUPS } from "./polar-question";
import { EXTENSIONLESS_FILE, fileSpans, namedOutsideFiles, without } from "./triage-named-files";
import {
  ABOUT_AN_EARLIER_OUTPUT,
  BRANCH_OPERATION_KO,
  CODE_THING,
  CODE_THING_KO,
  NEVER_USED,
  TEST_OF_A_KIND_KO,
  WHICH_BRANCH_KO,
  WORKSPACE_THING,
  WORKSPACE_THING_KO,
} from "./workspace-things";

export interface Signal {
  side: "native" | "skill";
  label: string;
  /** the text that matched */
  match: string;
}

/**
 * git's commands, as a command line names them after "git": singular, so "git branches" or "git
 * worktrees" (things, not a command line) match none of them.
 */
export const GIT_COMMANDS =
  "add am apply archive bisect blame branch checkout cherry-pick clean clone commit config describe diff fetch gc grep init log merge mv notes pull push rebase reflog remote reset restore revert rev-parse rm shortlog show stash status submodule switch tag worktree".split(
    " ",
  );

const NATIVE: Rule[] = [
  // a command line is git and one of its commands ("git repo", "git flow" name none); a git verb after a
  // determiner is a noun, an event ("deploys on every push to main"), not an operation asked for; so is
  // "git X" after one ("set up a git worktree") or in the plural ("git worktrees"): git's commands are
  // singular (GIT_COMMANDS, each ended by \b, so "git branches" never matches); deleting branches is an
  // operation however the branches are called
  {
    label: "git operation",
    re: new RegExp(
      String.raw`(?<!\b(?:a|an|the|my|our|your|their|this|that)\s)\bgit\s+(?:${GIT_COMMANDS.join("|")})\b|(?<!\b(?:every|each|a|an|the|any|no|on|per|after|before|next|last|first)\s)\b(?:commit|push|stash|rebase|cherry-pick)\s+(?:this|these|it|that|the (?:changes?|fix|files?)|my changes|everything|all|to (?:main|master|origin|the remote))\b|\bpull (?:the )?latest\b|\bcheck ?out (?:the |a |branch )|\b(?:create|switch to|delete) (?:a |the )?(?:new )?branch\b|\b(?:delete|remove|prune) (?:my |our |the |all )?(?:(?:old|local|remote|stale|merged)\s+)*(?:git\s+)?branches\b|\bmerge (?:this|the) branch\b|\bcommit message (?:for|of|from) (?:these|those|my|our|the)(?: (?:staged|current|uncommitted|local))? (?:changes|edits|diff)\b`,
      "i",
    ),
  },
  // "지금 브랜치" asks which branch (WHICH_BRANCH_KO); with 로, 에서 or 에 it is where another job runs;
  // an operation on the branch or its name ("브랜치 이름 바꿔줘") is git's
  {
    label: "git operation",
    re: new RegExp(
      String.raw`(?:커밋|푸시|머지|리베이스|체크아웃|스태시|풀)\s?(?:해|하고|해줘|해봐|좀\s?해)|커밋\s?메시지(?:를|좀|\s)*(?:써|작성해)|브랜치(?:를|로|\s)*(?:이름(?:을|를|\s)*)?${BRANCH_OPERATION_KO}|${WHICH_BRANCH_KO.source}`,
    ),
  },
  // "search" after a determiner or a compound modifier is a noun: "set up full-text search for the blog"
  {
    label: "search the code",
    re: /\b(?:grep|ripgrep)\b|\bfind (?:where|all (?:usages|references|occurrences)|usages|references|the file)\b|\bwhere (?:is|are|do we) [\w.`'"()-]+ (?:defined|declared|used|called|set|imported)\b|(?<!\w-\w+\s|\b(?:a|an|the|every|each|any|our|my|your|its)\s)\bsearch (?:the (?:codebase|repo|code)|for) /i,
  },
  // a search finds what is there: what is missing or unused ("안 쓰는 파일", "안 맞는 인용") takes a cross-check
  {
    label: "search the code",
    re: /어디(?:에|서)?\s?(?:정의|선언|사용|호출)|(?:src|폴더|파일|디렉토리|레포|코드베이스|TODO|FIXME)[^.?!]{0,30}찾아(?<!(?:안\s?[가-힣]{1,3}(?:는|은)|없는|빠진)\s[^.?!]{0,40}찾아)|검색해\s?(?:줘|봐)/,
  },
  {
    label: "small edit",
    re: /\b(?:typo|rename|renaming|indent|indentation|one[- ]line|single line|console\.log|print statement|comment out|uncomment|bump (?:the )?version|add (?:an? |the )?import|remove (?:the |this |an? )?(?:unused )?import|change (?:the |this )?(?:variable|function|constant|name|value|color|colour|port|text|label|string|title|timeout))\b/i,
  },
  // 오타 to look over (봐줘, 확인) is a proofreading pass, not an edit, unless a fix comes first ("오타 고쳐주고
  // 확인해줘"); 한 줄씩 is line by line, not one line
  {
    label: "small edit",
    re: /(오타(?!(?:(?!고쳐|고치|수정)[^.?!\n]){0,12}?(?:봐|확인|체크|검토|찾아))|이름\s?(?:을|를)?\s?(?:(?:['"`][^'"`]{1,40}['"`]|[A-Za-z_$][\w$.-]{0,40})\s?(?:으로|로)\s?)?(?:바꿔|변경)|변수명|함수명|들여쓰기|한\s?줄(?!\s?씩)|주석\s?(?:처리|해제)|임포트|import\s?(?:추가|정리)|console\.log|값\s?(?:을|를)?\s?(?:바꿔|변경)|색(?:깔|상)?(?:을|를)?\s?바꿔)/,
  },
  // one literal for another: "change 'deploy-stg' to 'deploy-staging'", "npm install 을 pnpm install 로 바꿔"
  {
    label: "replace a literal",
    re: /\b(?:change|rename|replace|switch|update)\s+(?:\w+\s+){0,3}?(?:['"`][^'"`\n]{1,60}['"`]|(?=[\w-]*[._/:][\w./:-])[\w./:-]+)\s+(?:to|with|into|->|→)\s+(?:['"`][^'"`\n]{1,60}['"`]|(?=[\w-]*[._/:0-9])[\w./:-]+)/i,
  },
  {
    label: "replace a literal",
    re: /(?:['"`][^'"`\n]{1,60}['"`]|[A-Za-z0-9_./:-]+)\s?(?:을|를)\s?(?:['"`][^'"`\n]{1,60}['"`]|[A-Za-z0-9_./:-]+(?:\s[A-Za-z0-9_./:-]+)?)\s?(?:으로|로)\s?(?:바꿔|변경|수정|교체)|['"`][^'"`\n]{1,60}['"`]\s?(?:으로|로)\s?(?:바꿔|변경|수정|교체)/,
  },
  // one-line jobs that stay native even when a topic word matches a skill: explain without
  // changing anything, convert data pasted in the prompt, list the TODOs
  {
    label: "explain only",
    re: /\b(?:just |only )?explain\b[^.!?\n]{0,80}?\b(?:(?:don['’]t|do not|without|no need to)\s+(?:fix|chang|edit|touch|modify|refactor|run|execut)\w*|no (?:fix|changes)|(?:just|only) (?:explain|tell))|\b(?:don['’]t|do not)\s+(?:fix|change|edit|touch|modify|run)\s+(?:anything|it|this)\s?,?\s+(?:just|only)\s+explain\b|\bexplain (?:what|why|how) (?:this|that|the) (?:line|regex|error|function|snippet|command|code) (?:does|means|is)\b/i,
  },
  // "왜 그런지 알려주고 고쳐줘" asks for the fix too: followed by -고 and a change, it is no explanation only
  {
    label: "explain only",
    re: /(?:고치지|수정하지|바꾸지|건드리지)\s?(?:말고|마|말아)[^.!?\n]{0,40}(?:설명|알려)|설명만|(?:뭔지|무슨\s?뜻인지|왜\s?그런지)\s?(?:만\s?)?(?:설명|알려)(?!\S*고\s+\S*?(?:고쳐|고치|수정|해결|바꿔))/,
  },
  // a piece of code pasted after a colon to explain, as "explain this line: …": "이 줄 설명해줘: …"
  {
    label: "explain only",
    re: new RegExp(
      String.raw`^(?:이|그|다음|아래)\s?${CODE_THING_KO}\s?(?:을|를|좀)?\s?(?:좀\s?)?(?:설명|해석)해\s?(?:줘|주세요|줄래)?\s?:\s*\S`,
    ),
  },
  {
    label: "convert inline data",
    re: /\b(?:convert|turn|transform|change|reformat)\s+(?:this|these|the following|the)\s+(?:(?:inline|pasted|raw|little|small|short|sample)\s+)?(?:json|csv|yaml|yml|xml|toml|tsv|table|list|array|object|dict|data|rows?)\s+(?:in)?to\s+(?:an?\s+)?(?:json|csv|yaml|yml|xml|toml|tsv|markdown|table|list|array|object)(?:\s+(?:table|array|object|list))?\b/i,
  },
  // "turn this into csv pls: [{...}]": the data is pasted after a colon, whatever "this" is called
  {
    label: "convert inline data",
    re: /\b(?:convert|turn|transform|change|reformat)\s+(?:this|these|it)\s+(?:\w+\s+)?(?:in)?to\s+(?:an?\s+)?(?:json|csv|yaml|yml|xml|toml|tsv|markdown|table)\b[^:\n]{0,20}:\s*[[{<"'\w]/i,
  },
  {
    label: "convert inline data",
    re: /(?:이|아래|다음)\s?(?:json|csv|yaml|yml|xml|toml|표|리스트|목록|데이터)(?:을|를)?\s?(?:json|csv|yaml|yml|xml|toml|마크다운\s?표|표|리스트|배열)(?:으로|로)\s?(?:바꿔|변환|만들어)/i,
  },
  // a value in one unit, time zone or base into another: arithmetic, not a job ("convert 1.5 MB to
  // KB", "convert 24px to rem with a 16px base", "16px이면 rem으로 얼마야?", "UTC 오후 3시면 한국 시간으로 몇 시예요?")
  {
    label: "convert a value",
    // not a count of files ("convert 200 images to webp", "convert 5 PDFs to Word"): a file job
    re: /^(?:please\s+)?convert\s+[$€£₩]?\d[\d.,:/-]*(?:\s[\d.,:/-]+)*\s?(?!(?:files?|images?|photos?|pictures?|pdfs?|docs?|documents?|pages?|videos?|slides?|screenshots?|icons?|sheets?|spreadsheets?|recordings?)\b)[A-Za-z%]{0,12}(?:\s[A-Z]{2,5})?\s(?:to|into|in)\s(?!(?:png|jpe?g|webp|gif|svg|pdf|word|docx?|excel|xlsx|csv|json|markdown|md|html|mp4|mp3|wav)\b)[A-Za-z%]{1,12}(?:\s(?:with|at|using)\s[^.?!\n]{1,30})?\s*(?:[.?!]\s*)?$/i,
  },
  {
    label: "convert a value",
    re: /\d[\d.,:]*\s?[A-Za-z가-힣%]{0,6}(?:이면|면)\s[^\n?]{0,30}?(?:으로|로)\s?(?:얼마|몇)/,
  },
  // date and clock arithmetic: "how many days are there between 3 March and 17 April?", "3월 3일부터 4월 17일까지 며칠이야?";
  // the question ends the request in both languages ("...몇 시간 걸렸는지 분석해줘" is an analysis)
  {
    label: "quick question",
    re: /^how many (?:days|weeks|months|years|hours|minutes|business days|working days) (?:are there |is it )?(?:between|from) [^?\n]{1,30}? (?:and|to|until) [^?\n]{1,30}\?\s*$|(?:부터|에서)\s?\S+(?:\s\S+)?까지\s?(?:며칠|몇\s?(?:일|주|달|시간))(?:\s?[가-힣]+)?\s*(?:\?\s*)?$|^(?:지금\s?)?몇\s?시(?:야|예요|에요|지)?\s*(?:\?\s*)?$/i,
  },
  {
    label: "find TODOs",
    re: /\b(?:find|list|show|grep|collect)\s+(?:me\s+)?(?:all\s+|every\s+|the\s+)*(?:(?:remaining|open|leftover)\s+)?(?:todo|fixme|xxx|hack)(?:s|\s+comments?)?\b/i,
  },
  {
    label: "find TODOs",
    re: /(?:todo|fixme)(?:\s?주석)?(?:들)?\s?(?:을|를|만|좀)?\s?(?:다\s?|전부\s?|모두\s?)?(?:찾아|뽑아|정리해|목록|리스트|보여)/i,
  },
  // a look at one value, not a task: "확인만 해 줘", "just check whether ..."
  { label: "check only", re: /\b(?:just|only)\s+(?:check|confirm|verify|tell me)\b|확인만|만\s?확인해/i },
  // "when I run the app from xcode" tells what happened; only a request to run is a command
  {
    label: "run a command",
    re: /(?<!\b(?:i|we|they|it|he|she|i've|we've|i'd)\s+(?:just\s+|always\s+|then\s+|usually\s+)?)\b(?:run|rerun|execute|start|restart|launch)\s+(?:the\s+)?(?:unit\s+|e2e\s+)?(?:tests?|test suite|build|linter|lint|formatter|app|server|dev server|script|migrations?|container|pytest|jest|vitest|mocha|rspec|phpunit)\b|\b(?:npm|yarn|pnpm|pip|brew|apt) install\b|\binstall (?:the )?(?:dependencies|deps|packages?)\b|\b(?:npm|yarn|pnpm|npx|pytest|cargo|make|docker|kubectl|git)\s+(?:test|run|ps|logs?|build|install|status|diff|add|exec|get|describe|images|version)\b/i,
  },
  // what runs is named (테스트, 빌드, 서버 …), as in English: "코드 품질 검사 한번 돌려줘" runs a job, not a command;
  // a test named by its kind (부하 테스트) is that kind of work, as English runs only unit or e2e tests
  {
    label: "run a command",
    re: new RegExp(
      String.raw`((?:${TEST_OF_A_KIND_KO}테스트|빌드|린트|서버|스크립트|앱)(?:를|을)?\s?(?:(?:한\s?번|다시)\s?)?(?:돌려|실행|재시작|띄워)|(?:의존성|패키지)(?:를|을)?\s?설치)`,
    ),
  },
  {
    label: "show output",
    re: /\b(?:show|print|display|cat|read)\s+(?:me\s+)?(?:the\s+)?(?:first|last|top|bottom)\s+(?:\w+\s+)?lines?\s+(?:of|in|from)\b|\b(?:show|print|list|display|cat)\s+(?:me\s+)?(?:the\s+)?(?:last\s+|latest\s+|recent\s+)?(?:\w+\s+){0,2}?(?:output|result|log|logs|status|contents?|diff|branch(?:es)?|commits?|version|files?)\b|\b(?:show|print|list|display)\s+(?:me\s+)?(?:the\s+)?(?:\w+\s+)?(?:folder|directory|project|file|repo)\s+(?:structure|tree|layout)\b/i,
  },
  // a named file is itself something to show, as "prd.md 보여줘" in Korean: "show me prd.md", or a
  // file named with no extension ("show me the Dockerfile")
  {
    label: "show output",
    re: new RegExp(
      String.raw`\b(?:show|print|display|cat)\s+(?:me\s+)?(?:the\s+)?\`?(?:(?:[\w-]+\/)*[\w-]+\.(?:md|mdx|txt|json|ya?ml|toml|ini|cfg|conf|csv|log|lock|xml|env|gradle|tsx?|jsx?|py|go|rs|sh|sql)|${EXTENSIONLESS_FILE})\`?(?:\s+(?:file|again|please))?\s*(?:[.!?]\s*)?$`,
      "i",
    ),
  },
  // "보여줘" alone is how Korean asks for any result ("차트로 보여줘", "분석해서 보여줘"): only
  // an output, a log, a file or a value to show is a look, as in English; so are the first or last
  // lines of something ("마지막 다섯 줄", "처음 10줄"), as "the last five lines of" is in English
  {
    label: "show output",
    re: new RegExp(
      String.raw`(?:(?:처음|마지막|맨\s?앞|맨\s?끝|첫)\s?(?:[^\s]+\s?)?줄|로그|결과|출력|상태|내용|메시지|이력|히스토리|브랜치|커밋|버전|파일|목록|값|설정값|(?:폴더|디렉토리|디렉터리|프로젝트|레포)\s?(?:구조|트리)|${EXTENSIONLESS_FILE}|diff|log|logs|status|output|commits?|branch(?:es)?|version|[\w-]+\.[a-z]{1,6})(?:을|를|만|좀|도)?\s?(?:좀\s?|다\s?|전부\s?)?(?:보여\s?(?:줘|주세요|줄래)|출력해\s?(?:줘|봐))`,
      "i",
    ),
  },
  // what an earlier output said is answered from the conversation: "how many open ports did the last
  // scan output list?", "아까 결과에 경고 몇 개 나왔어?" (workspace-things.ts)
  { label: "quick question", re: ABOUT_AN_EARLIER_OUTPUT },
  // "why" asks for a cause and "how do I / we" for a way, as 왜 and 어떻게 do in Korean: neither is a lookup;
  // which things are never used is a cross-check of every use, as in Korean (안 쓰는 파일), no lookup
  // "How many ..." is a quick question about the workspace (files, lines, tests), not about the
  // world: "how many stocks rose this week" or "how many calories in this plan" is a skill's job
  {
    label: "quick question",
    re: new RegExp(
      String.raw`^(?![^?\n]*${NEVER_USED})(?:what(?:'s| is| are| does| do)?|which|who|when|where|how (?:(?:do|can) (?!i\b|we\b)|does|to|long)|how (?:much|many)\s+\w+(?:\s+\w+)?\s+(?:does|do|did)\s+(?:this|these|that|those|my|our)\s|how (?:much|many)\s+(?:[\w.-]+\s+){0,2}?(?:${WORKSPACE_THING}|times|memory|disk|space)\b)\b(?:[^.!\n]|\.(?=\w)){0,90}\?\s*$|^what(?:'s| is) the difference between\b`,
      "i",
    ),
  },
  // "맞아?" (polite "맞아요?") asks whether something is right; "줄이 안 맞아" (negated) states a problem to fix
  // and "어떻게 잡는 게 맞아?" asks for the right way, advice, as the casual -는 거야? with 어떻게 or 왜 does
  {
    label: "quick question",
    re: /(?:뭐였지|뭐였더라|뭐더라|뭐라고\s?(?:해|하지|해요|하나요|하더라)|뭐야|뭐지|뭔가요|뭐예요|뭐에요|무엇인가요|(?<!안\s?)맞아요?(?<!(?:어떻게|왜)[^.?!\n]*)|맞나요|차이가?\s?뭐|몇이야|몇(?:으로|로)\s?(?:돼|되어|되)\s?있어|몇\s?줄|몇\s?개야|뭐\s?(?:리턴|반환)해|(?:무슨|어떤)\s?\S+(?:야|이야|예요|에요))\s*(?:\?\s*)?$/,
  },
  // a yes/no question is a lookup only when it asks whether a workspace thing exists or what a piece
  // of code does; any other asks for a verdict, which is a check (polar-question.ts)
  ...POLAR_LOOKUPS.map((re) => ({ label: "quick question", re })),
  // Korean tells a question for a value from a yes/no question, and either from a request, by its
  // grammar; a yes/no question is a lookup on the same terms as in English (korean-polar-question.ts)
  { label: "quick question", re: KO_WH_QUESTION },
  ...KO_POLAR_LOOKUPS.map((re) => ({ label: "quick question", re })),
  // counting workspace things in Korean, as "how many files ..." in English: "tests 폴더에 파일 몇 개 있어?";
  // "이번 주에 오른 종목 몇 개야" counts the world, not the workspace
  {
    label: "quick question",
    re: new RegExp(
      String.raw`${WORKSPACE_THING_KO}(?:이|가|은|는|들)?\s?(?:총\s?|전부\s?|모두\s?|다\s?)?몇\s?(?:개|줄|번)(?:나|이나)?\s?(?:있어|있지|있나요|있어요|있는지|돼|되지|나와|야|이야)`,
    ),
  },
  // counting in the folder or repository the request points at, whatever is counted, as "how many
  // skills are in this folder?": "이 폴더에 스킬 몇 개 있어?"
  {
    label: "quick question",
    re: /^(?:이|그|지금|현재|[\w.-]+)\s?(?:폴더|디렉(?:토|터)리|레포|저장소|워크스페이스)(?:에|안에|에는|안에는)\s(?:\S+\s){0,2}?\S*?(?:이|가|은|는)?\s?(?:총\s?|전부\s?|모두\s?)?몇\s?개(?:나|이나)?\s?(?:있어|있지|있나요|있어요|야|이야)\s*(?:\?\s*)?$/,
  },
  // a question about a piece of code in front of the user ("this regex", "that useEffect"), with or
  // without the question mark (the code itself may end the prompt): "what does this regex match: ^\d+$";
  // case-sensitive, so that an identifier is told by its case
  {
    label: "quick question",
    re: new RegExp(
      String.raw`^[Ww]hat (?:does|do|did) (?:this|that|these|those) ${CODE_THING} (?:do|match|mean|return|print|output|catch)\b`,
    ),
  },
  // the same piece of code to explain (case-sensitive for the same reason), or pasted after a colon:
  // "explain this line: arr.flatMap(x => x.tags)" (the code is looked for from its first character
  // only, `(?=\S)`, not again from each space before it)
  {
    label: "explain only",
    re: new RegExp(
      String.raw`\b[Ee]xplain (?:what|why|how) (?:this|that) ${CODE_THING} (?:does|means|returns|matches)\b|^(?:[Pp]lease )?[Ee]xplain (?:this|that|the following) ${CODE_THING}\s?:\s*\S|^(?:[Pp]lease )?[Ee]xplain (?:this|that|the following)\s?:\s*(?=\S)(?=[^\n]*(?:\w\(|[{}[\]|=<>]))\S`,
    ),
  },
  // a comment or docstring on one piece of code told by its kind or its identifier ("add a comment
  // explaining the for loop in OrderHelper", "add a docstring to load_data"): a small edit, whatever
  // skill the code's topic word matches (case-sensitive for the same reason)
  {
    label: "small edit",
    re: new RegExp(
      String.raw`\b[Aa]dd (?:an? |the |one )?(?:short |brief |inline |one-line )?(?:comment|docstring|doc comment)s? (?:[\w-]+ ){0,5}?(?:to|in|on|for|above|of) (?:the |this |that |my )?${CODE_THING}(?=$|[\s,.;:!?])`,
    ),
  },
  // counting in a folder or file the prompt names by its path ("how many triggers are in
  // force-app/main/default/triggers?", "… are listed in refs.bib?"): the workspace, whatever the thing
  // counted is called and whatever participle says how it is there
  {
    label: "quick question",
    re: /^how (?:much|many)\s+(?:[\w-]+\s+){1,3}?(?:are|is)\s+(?:there\s+)?(?:[a-z]+(?:ed|en)\s+)?(?:in|under|inside)\s+(?:`?(?:[\w.-]+\/[\w./-]*|[\w-]+\.[a-z]{1,5})`?|(?:this|that|the|our|my|the current)\s+(?:[\w.-]+\s+){0,2}?(?:folder|directory|dir|repo|repository|workspace|plugin|package|codebase))\s*(?:\?\s*)?$/i,
  },
  // the answer's length is asked for: one sentence is a lookup, not a task
  { label: "quick question", re: /\b(?:in\s+)?(?:one|a single|1)\s+sentence\b|\bin a (?:word|nutshell)\b|한\s?문장으로|한\s?마디로/i },
  // a phrase quoted in the prompt, into another language: "translate 'thank you' into Korean"
  {
    label: "translate a phrase",
    re: /\btranslate\s+(?:this\s+|the\s+)?(?:phrase\s+|word\s+|sentence\s+)?['"“‘][^'"”’\n]{1,60}['"”’]\s+(?:in)?to\s+[a-z]+|\bhow (?:do (?:you|i)|to) say\s+['"“‘][^'"”’\n]{1,60}['"”’]\s+in\s+[a-z]+/i,
  },
  // one sentence pasted after a colon: "이 문장 영어로 번역해줘: ..."
  {
    label: "translate a phrase",
    re: /(?:이|이거|다음|아래)\s?(?:문장|말|단어|표현|문구|한\s?줄)?(?:을|를|좀)?\s?(?:영어|한국어|일본어|중국어|영문|국문)(?:으로|로)\s?(?:번역|바꿔)[^:\n]{0,10}:\s*[^.!?\n]{1,80}[.!?]?$/,
  },
  {
    label: "translate a phrase",
    re: /['"“‘][^'"”’\n]{1,40}['"”’]\s?(?:을|를|는|은|이|가)?\s?(?:영어|한국어|일본어|중국어|영문|국문)(?:으로|로)\s?(?:뭐라고|어떻게|번역해|바꿔)/,
  },
  // pasted text to be laid out, not changed: "이 SQL 줄바꿈만 해서 읽기 쉽게 해줘: select ..."
  {
    label: "reformat pasted text",
    re: /\b(?:reformat|pretty-?print|format|indent|line-?break)\s+(?:this|the following|these)\b[^:\n]{0,40}:\s*\S/i,
  },
  { label: "reformat pasted text", re: /(?:줄바꿈|들여쓰기|포맷|정렬|보기\s?좋게)(?:만)?\s?(?:해서|해줘|맞춰|해\s?줘)[^:\n]{0,30}:\s*\S/ },
  {
    label: "small fix",
    re: /^(?:please\s+)?(?:fix|solve)\s+(?:this|the|that|my)\s+(?:bug|error|issue|crash|exception|failing test|test)\b[^.]{0,30}$/i,
  },
  {
    label: "small fix",
    re: /^(?:이\s?|그\s?)?(?:버그|에러|오류|에러\s?메시지|테스트)(?:를|을|가|좀)?\s?(?:좀\s?)?(?:고쳐|수정해|해결해)\s?(?:줘|주세요|줄래)?[.!]?$/,
  },
  {
    label: "a specific line",
    re: /\b(?:on |at )?line\s?\d+\b|\b[\w-]+\.[a-z]{1,5}:\d+\b|\d+\s?(?:번째\s?)?줄|(?:첫|두|세|네|다섯|마지막)\s?(?:번째\s?)?줄/i,
  },
  {
    label: "edit a named file",
    re: /\b(?:in|to|from|of)\s+`?(?:[\w./-]+\.(?:tsx?|jsx?|mjs|cjs|py|go|rs|java|kt|rb|php|cs|swift|md|json|ya?ml|toml|ini|cfg|conf|tf|tfvars|lock|xml|gradle|properties|css|scss|html|sql|sh)|\.env[\w.]*|[\w-]*\.(?:env|gitignore|dockerignore|npmrc|nvmrc|editorconfig)[\w.]*|(?:[\w./-]+\/)?(?:Dockerfile|Jenkinsfile|Makefile|Procfile))`?(?=$|[\s,.;:!?])|\b(?:in|to|from|of)\s+(?:the\s+)?`?(?:README|Readme|readme|CHANGELOG|Changelog|changelog|LICENSE|CONTRIBUTING)(?:\.md)?`?(?=$|[\s,.;:!?])/,
  },
  {
    label: "edit a named file",
    re: /(?:[\w./-]+\.(?:tsx?|jsx?|mjs|cjs|py|go|rs|java|kt|rb|php|cs|swift|json|ya?ml|toml|ini|cfg|conf|tf|tfvars|lock|xml|gradle|properties|css|scss|html|sql|sh)|\.env[\w.]*|\.gitignore|Dockerfile|Jenkinsfile|Makefile|Procfile)\s?(?:에서|에|의)\s/,
  },
];

export interface TriageInput {
  prompt: string;
  topScore: number;
  scoreMin: number;
  /** the gate the top candidate passed (gate.ts gatePassedAt): below scoreMin when only the gate scaled to a small catalog let it through */
  gateAt?: number;
  strongRatio: number;
  /** weight of one native signal (default TRIAGE_WEIGHTS.native) */
  nativeWeight?: number;
  /** words of the top candidate's name that the prompt also contains (its query terms) */
  nameOverlap: string[];
  /** the prompt word each of `nameOverlap` came from (same order; a dictionary's term comes from another word) */
  nameSources?: string[];
}

export interface TriageResult {
  verdict: "native" | "skill-worthy";
  ambiguous: boolean;
  signals: Signal[];
  reason: string;
}

/**
 * One pass over the prompt first: most prompts match no rule of a side at all. One union per set of
 * flags, each rule read as it is written: read case-insensitively, a case-sensitive rule's runs
 * trade letters they never share (`[a-z]+[A-Z]` in CODE_THING), in time the square of a word's length.
 */
const anyOf = (rules: Rule[]): RegExp[] => {
  const byFlags = new Map<string, string[]>();
  for (const r of rules) {
    const flags = r.re.flags.replace(/[gy]/g, "");
    byFlags.set(flags, [...(byFlags.get(flags) ?? []), `(?:${r.re.source})`]);
  }
  return [...byFlags].map(([flags, sources]) => new RegExp(sources.join("|"), flags));
};
const ANY_NATIVE = anyOf(NATIVE);

/**
 * A quick question is one sentence. "서버 로드가 40 넘게 찍히는데 CPU는 놀고 있어. 이게 무슨 상황이야?"
 * describes a symptom first and asks for a diagnosis, which is work, not a lookup.
 */
const SENTENCE_END = /[.!?。](?:\s|$)|[다요음]\.\s|\n/g;
const oneSentence = (prompt: string) =>
  (
    prompt
      .trim()
      // from the start of the closing run only: /[.!?。\s]+$/ tried every place in a run of spaces
      // mid-prompt and scanned it to its end each time (20,000 spaces took 6 s)
      .replace(/(?<![.!?。\s])[.!?。\s]+$/, "")
      .match(SENTENCE_END) ?? []
  ).length === 0;

const globalOf = new Map<RegExp, RegExp>();

/** The rule's first match in what the request asks, past any in its context (context-clause.ts). */
function firstAsked(re: RegExp, prompt: string): RegExpExecArray | null {
  let g = globalOf.get(re);
  if (!g) globalOf.set(re, (g = new RegExp(re.source, re.flags.includes("g") ? re.flags : re.flags + "g")));
  g.lastIndex = 0;
  for (let m = g.exec(prompt); m; m = g.exec(prompt)) {
    if (!inContext(prompt, m.index, m.index + m[0].length)) return m;
    if (!m[0].length) g.lastIndex++;
  }
  return null;
}

function collect(rules: Rule[], side: Signal["side"], prompt: string, spans?: [number, number][]): Signal[] {
  const out: Signal[] = [];
  if (rules === NATIVE && !ANY_NATIVE.some((re) => re.test(prompt))) return out;
  for (const r of rules) {
    if (r.label === "quick question" && !oneSentence(prompt)) continue;
    const m = side === "native" ? firstAsked(r.re, prompt) : r.re.exec(prompt);
    // a native step chained with -서 into more work is the job's first step (chained-step.ts)
    if (m && side === "native" && chainedStep(prompt, m.index + m[0].length)) continue;
    if (m && !out.some((s) => s.label === r.label)) {
      out.push({ side, label: r.label, match: m[0].trim() });
      spans?.push([m.index, m.index + m[0].length]);
    }
  }
  return out;
}

const q = (s: Signal) => `${s.label} ("${s.match.length > 40 ? s.match.slice(0, 39) + "…" : s.match}")`;

/**
 * Evidence weights. A native signal is a specific, deliberate phrase ("git status", "오타", "what does X
 * return?") and weighs TRIAGE_WEIGHTS.native (3); each skill-side signal weighs 1: the gate itself (a skill's triggers match
 * the request at or above SCORE_MIN), a kind of work that benefits from a workflow, a strong score,
 * the request naming the skill. Skill-worthy needs strictly more skill evidence; a tie is ambiguous.
 */
export const TRIAGE_WEIGHTS = { native: 3, skill: 1, gate: 1, detailed: 3 };

/**
 * A request this long (words, or Korean eojeol) describes a situation and several wants, not one
 * step: on every gold set here the longest native prompt has 13 words and a third of the skill
 * requests have 25 or more. Such a request weighs as much as one native phrase, so a phrase it
 * happens to contain ("한 줄만 고쳐도 빌드가 4분", "code is in scripts/report.py") no longer decides it.
 */
export const DETAILED_WORDS = 25;

/**
 * A line number says where, not what: "on line 12", "CartItem.tsx:42" place an operation the request
 * asks for in words ("fix the indentation error on line 12"). Alone, in a pasted stack trace or on a
 * subway line, it is no native step.
 */
const LOCATION_ONLY = new Set(["a specific line"]);

export function triage(input: TriageInput): TriageResult {
  const spans: [number, number][] = [];
  let native = collect(NATIVE, "native", input.prompt, spans);
  if (native.every((s) => LOCATION_ONLY.has(s.label))) native = [];
  // with no native signal the gate alone makes it skill-worthy: the kinds of skill-worthy work are
  // only weighed (and named) when there is native evidence to weigh them against
  const files = native.length ? fileSpans(input.prompt) : [];
  const skill = native.length ? collect(SKILL, "skill", without(input.prompt, [...spans, ...files])) : [];
  const named = namedOutsideFiles(input.prompt, files, input.nameOverlap, input.nameSources);
  const strongAt = input.scoreMin * input.strongRatio;
  skill.unshift({
    side: "skill",
    label: "matches a skill",
    match: `${input.topScore.toFixed(1)} ≥ ${(input.gateAt ?? input.scoreMin).toFixed(1)}`,
  });
  if (input.topScore >= strongAt)
    skill.push({ side: "skill", label: "strong match", match: `${input.topScore.toFixed(1)} ≥ ${strongAt.toFixed(1)}` });
  if (named.length) skill.push({ side: "skill", label: "names the skill", match: named.join(" ") });
  const nWords = native.length ? input.prompt.trim().split(/\s+/).length : 0;
  const detailed = nWords >= DETAILED_WORDS;
  if (detailed) skill.push({ side: "skill", label: "a detailed request", match: `${nWords} words` });
  const signals = [...native, ...skill];
  const nativeScore = native.length * (input.nativeWeight ?? TRIAGE_WEIGHTS.native);
  const skillScore =
    (skill.length - 1 - (detailed ? 1 : 0)) * TRIAGE_WEIGHTS.skill + TRIAGE_WEIGHTS.gate + (detailed ? TRIAGE_WEIGHTS.detailed : 0);
  if (skillScore > nativeScore) {
    return {
      verdict: "skill-worthy",
      ambiguous: false,
      signals,
      reason: `skill-worthy: ${skill.map(q).join(", ")}${native.length ? `, outweighing ${native.map(q).join(", ")}` : ""}`,
    };
  }
  if (nativeScore > skillScore) {
    return {
      verdict: "native",
      ambiguous: false,
      signals,
      reason: `native: ${native.map(q).join(", ")}${skill.length ? `, outweighing ${skill.map(q).join(", ")}` : ""}`,
    };
  }
  return {
    verdict: "native",
    ambiguous: true,
    signals,
    reason: `ambiguous (${native.map(q).join(", ")} vs ${skill.map(q).join(", ")}): native by default`,
  };
}
