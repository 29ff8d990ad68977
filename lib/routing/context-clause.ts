// A native phrase in the request's context, not in what it asks (rules.md#routing-triage, issue 34).
// A request often tells the situation before it asks: "Nothing tests parseDuration in
// src/time/parse.ts. Can you add some …", "kubectl get pods 보면 RESTARTS 숫자만 올라가요", "앱 돌려볼
// 방법 있어?". The file named, the command the user ran, the step a question is about are what the
// situation holds; the operation asked for is elsewhere. Told by grammar, not by topic words:
//   - a sentence among several that is not the ask, when one sentence is marked as the ask
//     ("can you …", "please …", a Korean request ending -줘 / -주세요)
//   - a Korean clause closed by a subordinate ending: -면 (when, if), -는데 / -던데 (background),
//     -니까 (because), -지만 (but)
//   - a Korean verb made into a noun's modifier by 보다 or 하다 in the adnominal form (돌려볼 방법,
//     실행할 스크립트): the phrase describes the noun, it asks for nothing
//   - an English relative clause on a noun ("a hook that refuses edits to .env files")
//   - a statement before a question that inverts its verb ("found a bypass in login.go, are there others?")
// Measured on the 41 tune gold sets (docs/routing.md, "Round 14 tuning: the request's operation").

/** sentence ends: . ! ? 。 before a space or the end, and a line break (a dot inside a name, package.json, is no end) */
const SENTENCE = /(?:[^.!?。\n]|[.!?。]+(?=[^\s.!?。]))+(?:[.!?。]+(?=\s|$)|\n|$)/g;

/** a sentence that is the ask: an English request marker, or a Korean request ending */
const ASK_EN =
  /^\s*(?:(?:so|and|but|ok|okay),?\s+)?(?:can|could|would|will) you\b|^\s*(?:please|pls|help me)\b|\b(?:i (?:need|want|would like) you to)\b/i;
const ASK_KO = /(?:줘|주세요|줄래|줄래요|주실래요|주시겠어요|주실\s?수\s?있(?:나요|을까요|어요))[.!?]*\s*$/;

/** The sentences of the prompt as [start, end] spans. */
function sentences(prompt: string): [number, number][] {
  return [...prompt.matchAll(SENTENCE)].filter((m) => m[0].trim()).map((m) => [m.index, m.index + m[0].length]);
}

/** Whether the span lies in a sentence that is not the ask, where another sentence is. */
function outsideTheAsk(prompt: string, start: number): boolean {
  const spans = sentences(prompt);
  if (spans.length < 2) return false;
  const asks = spans.filter(([a, b]) => {
    const s = prompt.slice(a, b);
    return ASK_EN.test(s) || ASK_KO.test(s);
  });
  if (!asks.length) return false;
  return !asks.some(([a, b]) => start >= a && start < b);
}

/** the Korean endings that close a subordinate clause: when/if, background, because, but */
const SUBORDINATE_KO = /(?:면|는데|던데|은데|니까|지만),?$/;
/** the endings that close a main clause: a request, a statement, a question */
const MAIN_KO = /(?:줘|주세요|줄래|해|봐|요|다|까|래|야|지|어)[.!?]*$/;
/** 보다 or 하다 as a noun's modifier: 돌려볼 방법, 실행할 스크립트, 정리하는 법 */
const ADNOMINAL_KO = /^(?:볼|보는|본|봤던|할|하는|했던)$/;

/** Whether the phrase ending at `end` sits in a Korean subordinate clause or modifies a noun. */
function subordinateKorean(prompt: string, end: number): boolean {
  const rest = prompt.slice(end);
  const tail = /^\S*/.exec(rest)?.[0] ?? "";
  if (tail && ADNOMINAL_KO.test(tail) && /^\s+[가-힣]/.test(rest.slice(tail.length))) return true;
  // the clause runs to the first word with a Korean ending, at most three words on
  const words = rest.split(/\s+/).slice(0, 4);
  for (const w of words) {
    if (!/[가-힣]/.test(w)) continue;
    if (SUBORDINATE_KO.test(w)) return true;
    if (MAIN_KO.test(w)) return false;
  }
  return false;
}

/**
 * An English relative clause on a noun: "a hook that refuses edits to .env files", "a workflow which
 * runs on every push". What follows "that" + a verb describes the thing asked for.
 */
const RELATIVE_EN = /\S\s+(?:that|which)\s+(?:[a-z]+(?:es|s|ed)|is|are|was|were|can|will|must|has|have)\b/gi;

/** Whether the phrase at `start` lies in a relative clause of its sentence. */
function inRelativeClause(prompt: string, start: number): boolean {
  const sentenceStart = Math.max(prompt.lastIndexOf("\n", start - 1), prompt.slice(0, start).search(/[.!?]\s[^.!?]*$/)) + 1;
  RELATIVE_EN.lastIndex = sentenceStart;
  const m = RELATIVE_EN.exec(prompt);
  return !!m && m.index > sentenceStart && m.index < start;
}

/**
 * A statement, a comma, then a question that inverts its verb: "found an auth bypass in
 * handlers/login.go, are there others like it elsewhere?". The question is the ask, the statement
 * what the user found.
 */
const STATEMENT_THEN_QUESTION =
  /^(?!\s*(?:what|which|who|whom|whose|when|where|why|how|is|are|was|were|do|does|did|can|could|would|will|should)\b)[^,?]+,\s*(?:and\s+)?(?:are|is|was|were|can|could|would|will|do|does|did|should)\s+(?:there|you|we|i|it|they|these|those|this|that)\b[^,]*\?\s*$/i;

/** Whether the phrase at `start` is in the statement before such a question. */
function beforeTheQuestion(prompt: string, start: number): boolean {
  return STATEMENT_THEN_QUESTION.test(prompt) && start < prompt.indexOf(",");
}

/** Whether the native phrase at [start, end) of `prompt` is the request's context, not its ask. */
export function inContext(prompt: string, start: number, end: number): boolean {
  return (
    outsideTheAsk(prompt, start) || subordinateKorean(prompt, end) || inRelativeClause(prompt, start) || beforeTheQuestion(prompt, start)
  );
}
