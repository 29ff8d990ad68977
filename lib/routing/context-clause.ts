// A native phrase in the request's context, not in what it asks (rules.md#routing-triage, issue 34).
// A request often tells the situation around what it asks: "kubectl get pods 보면 RESTARTS 숫자만
// 올라가요", "앱 돌려볼 방법 있어?", "a hook that refuses edits to .env files". The command the user
// ran, the file a described thing touches, the step a question is about are what the situation holds;
// the operation asked for is elsewhere. Told by grammar, not by topic words:
//   - a Korean clause closed by a subordinate ending: -면 (when, if), -는데 / -던데 (background),
//     -니까 (because), -지만 (but)
//   - a Korean verb made into a noun's modifier by 보다 or 하다 in the adnominal form (돌려볼 방법,
//     실행할 스크립트): the phrase describes the noun, it asks for nothing
//   - an English relative clause on a noun ("a hook that refuses edits to .env files")
//   - a statement before a question that inverts its verb ("found a bypass in login.go, are there others?")
//   - a command line as the subject of what happened ("git rebase left me with conflicts")
// Measured on the 41 tune gold sets (docs/routing.md, "Round 14 tuning: the request's operation"). A
// sentence beside one marked as the ask ("… in parse.ts. Can you add some?") was measured too and left
// out: it moved no Top-1 case, and "README has a typo. Can you fix it?" names its native job there.
import { EN_SPLIT, KO_NOUN_GO } from "./decompose";
import { WORKSPACE_THING } from "./workspace-things";

/** the Korean endings that close a subordinate clause: when/if, background, because, but */
const SUBORDINATE_KO = /(?:면|는데|던데|은데|니까|지만),?$/;
/**
 * nouns that end like those endings and close nothing: in 면, 화면 (screen, 로그인화면 too), 전면, 측면,
 * 장면, 표면, 정면 …; in 지 before 만 (only), the English words in -ge (메시지만, 이미지만, 페이지만, 패키지만)
 */
const NOUN_LOOKALIKE =
  /(?:화면|^(?:전|측|장|표|정|평|단|양|도|서|이|지|내|외|방|국)면|(?:메시|이미|페이|패키|스토리|커버리|랭귀|브리|마일리)지만),?$/;
/** the endings that close a main clause: a request, a statement, a question */
const MAIN_KO = /(?:줘|주세요|줄래|해|봐|요|다|까|래|야|지|어)[.!?]*$/;
/**
 * a verb joined to the next clause by -고 or -어서 ("npm test 돌리고 실패하면 고쳐줘"): the phrase's
 * clause ends there, and a -면 after it opens the next one; -고 나서 / 나면 (after doing) goes on
 */
const CONNECTIVE_KO = /(?:고|[아어여해봐려워]서),?$/;
/** 보다 or 하다 as a noun's modifier: 돌려볼 방법, 실행할 스크립트, 정리하는 법 */
const ADNOMINAL_KO = /^(?:볼|보는|본|봤던|할|하는|했던)$/;

/** Whether the phrase ending at `end` sits in a Korean subordinate clause or modifies a noun. */
function subordinateKorean(prompt: string, end: number): boolean {
  const rest = prompt.slice(end);
  const tail = /^\S*/.exec(rest)?.[0] ?? "";
  // not the bound noun of -ㄹ 수 있다 ("재시작할 수 있어?": can you restart it), which asks
  if (tail && ADNOMINAL_KO.test(tail) && /^\s+(?!수\s?(?:있|없))[가-힣]/.test(rest.slice(tail.length))) return true;
  // the clause runs to the first word with a Korean ending, at most three words on
  const words = rest.split(/\s+/).slice(0, 4);
  for (const [i, w] of words.entries()) {
    if (!/[가-힣]/.test(w)) continue;
    if (SUBORDINATE_KO.test(w) && !NOUN_LOOKALIKE.test(w)) return true;
    if (MAIN_KO.test(w)) return false;
    if (CONNECTIVE_KO.test(w) && !KO_NOUN_GO.test(w) && !/^나/.test(words[i + 1] ?? "")) return false;
  }
  return false;
}

/**
 * An English relative clause on a noun: "a hook that refuses edits to .env files", "a workflow which
 * runs on every push". What follows "that" + a verb describes the thing asked for.
 */
const RELATIVE_EN = /\S\s+(?:that|which)\s+(?:[a-z]+(?:es|s|ed)|is|are|was|were|can|will|must|has|have)\b/gi;

/**
 * A verb of checking or saying (or "sure") takes a "that" clause saying what must hold: "make sure
 * that builds pass", "check that docs render". The word after that "that" is the clause's subject,
 * often a plural noun, and no noun before it is described: no relative clause. A closed class of
 * words that take such a clause, not a topic list. "check", "note" and "assert" are nouns too ("add
 * a lint check that fails on …"): they are the verb only where a verb stands, opening the clause or
 * after a subject, a modal or "please".
 */
const COMPLEMENT_HEAD =
  /(?:\b(?:sure|certain|verify|ensure|confirm|assume|say|says|said|think|know|means|prove|expect|seems|so)|(?:^\s*|[,;:]\s*|\b(?:please|pls|then|and|also|to|i|we|you|it|they|must|should|will|can|could|would|always|first|just|now|double)\s+)(?:check|checks|note|assert))$/i;

/**
 * Whether the phrase at `start` lies in a relative clause of its sentence: after the clause's "that"
 * and before the request starts its next step (", then run the tests", "and commit this": the
 * splitter's own markers, decompose.ts), which is asked, not described.
 */
function inRelativeClause(prompt: string, start: number): boolean {
  const sentenceStart = Math.max(prompt.lastIndexOf("\n", start - 1), prompt.slice(0, start).search(/[.!?]\s[^.!?]*$/)) + 1;
  RELATIVE_EN.lastIndex = sentenceStart;
  let last = -1;
  for (let m = RELATIVE_EN.exec(prompt); m && m.index < start; m = RELATIVE_EN.exec(prompt))
    if (m.index > sentenceStart && !COMPLEMENT_HEAD.test(prompt.slice(sentenceStart, m.index + 1))) last = m.index;
  if (last < 0) return false;
  // the boundary's lookahead reads the verb that starts the next step, which may be the phrase's own
  const next = EN_SPLIT.exec(prompt.slice(last));
  return !next || last + next.index >= start;
}

/**
 * A statement, a comma, then a question that inverts its verb: "found an auth bypass in
 * handlers/login.go, are there others like it elsewhere?". The question is the ask, the statement
 * what the user found. A tag ("Run the tests, can you?", ", could you do that?") asks for what the
 * words before it said: they are the ask.
 */
const STATEMENT_THEN_QUESTION =
  /^(?!\s*(?:what|which|who|whom|whose|when|where|why|how|is|are|was|were|do|does|did|can|could|would|will|should)\b)[^,?]+,\s*(?:and\s+)?(?!(?:can|could|would|will)\s+you(?:\s+please)?(?:\s+do\s+(?:that|it|this|so))?(?:\s+please)?\s*\?\s*$)(?:are|is|was|were|can|could|would|will|do|does|did|should)\s+(?:there|you|we|i|it|they|these|those|this|that)\b[^,]*\?\s*$/i;

/**
 * A command before the comma: the clause opens with a verb and no subject ("rename loadCart to
 * fetchCart, are there other callers?", "run the tests, are there flaky ones?"). It is in the
 * imperative, the ask itself, and the question after it asks about the job. The verbs are those
 * triage's native phrases open with; a statement has a subject or a past form ("I found …", "saw …").
 */
const IMPERATIVE_OPEN =
  /^\s*(?:please\s+|pls\s+|now\s+|just\s+)?(?:rename|run|rerun|execute|start|restart|launch|commit|push|stash|rebase|fix|solve|show|print|display|list|cat|read|change|replace|switch|update|add|remove|delete|create|merge|find|search|grep|convert|turn|transform|reformat|translate|explain|check|bump|comment|uncomment|install|indent|format|pull)\b/i;

/**
 * A verb of that list that opens a noun, not a command: "merge conflicts in package.json", "pull
 * requests on main", "commit messages on this branch", "search results". The pair names a thing
 * (what a merge left, what a commit carries), and the clause is a statement of what the user has.
 * A closed list of the pairs that name a thing, not the verb's objects: "fix typos in …" and
 * "remove imports …" are commands whatever follows.
 */
const NOUN_OF_A_VERB =
  /^\s*(?:merge\s+(?:conflicts?|requests?|commits?)|pull\s+requests?|commit\s+(?:messages?|history|hash(?:es)?|logs?)|search\s+results?|push\s+notifications?|run\s+(?:logs?|output)|change\s+logs?)\b/i;

/** Whether the phrase at `start` is in the statement before such a question. */
function beforeTheQuestion(prompt: string, start: number): boolean {
  const command = IMPERATIVE_OPEN.test(prompt) && !NOUN_OF_A_VERB.test(prompt);
  return STATEMENT_THEN_QUESTION.test(prompt) && !command && start < prompt.indexOf(",");
}

/**
 * A command line as the subject of what happened: "git rebase left me with conflicts", "docker build
 * failed twice". The command is what the user ran; the verb after it, in the past (or a present of
 * what keeps happening), tells the situation, as "docker logs 보면 …" does in Korean.
 */
const COMMAND_LINE = /^(?:git|npm|yarn|pnpm|npx|pytest|cargo|make|docker|kubectl)\s/i;
/**
 * A past form right before a workspace thing ("git add updated files", "git restore deleted files")
 * is a participle describing the command's object: the command is still asked for.
 */
const WHAT_HAPPENED = new RegExp(
  String.raw`^\s+(?:(?:[a-z]+ed|made|lost)(?!\s+(?:${WORKSPACE_THING}|changes)\b)|left|broke|gave|threw|went|got|ran|took|kept|hung|keeps|fails|hangs|crashes|says|shows)\b`,
  "i",
);

function commandAsSubject(prompt: string, start: number, end: number): boolean {
  return COMMAND_LINE.test(prompt.slice(start, end)) && WHAT_HAPPENED.test(prompt.slice(end));
}

/** Whether the native phrase at [start, end) of `prompt` is the request's context, not its ask. */
export function inContext(prompt: string, start: number, end: number): boolean {
  return (
    subordinateKorean(prompt, end) ||
    inRelativeClause(prompt, start) ||
    beforeTheQuestion(prompt, start) ||
    commandAsSubject(prompt, start, end)
  );
}
