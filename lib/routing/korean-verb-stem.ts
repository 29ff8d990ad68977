// A verb that reached the stripper conjugated keeps its conjugated last syllable ("고쳤더니" ->
// "고쳤", "느려졌어" -> "느려", "옮겨줘" -> "옮겨"), so a prompt's 고쳤 never met a description's
// 고치 or the dictionary's 고치 = fix. The last syllable is taken back to the verb stem when it is
// plainly conjugated: a past-tense ㅆ ("고쳤" -> "고치", "바꿨" -> "바꾸", "했" -> "하"), or an
// -아/-어 contraction right before a request or auxiliary ending ("고쳐줘", "느려졌어", "옮겨야").
// A bare -려/-겨/-워 word is left alone: 고려, 우려, 배려 are nouns.
// Apart from the stripper (korean-strip.ts), which calls it on what its cuts leave.
import { composeSyllable, JONG_SS, syllableParts } from "./hangul";
import { HANGUL_CHAR } from "./words";

const CONTRACTED_BEFORE = /^(?:줘|줄|주|야|서|요|봐|버|놔|놓|졌|져|라)/;

/** Endings that may follow a past-tense syllable, or (the second set) a contracted -아/-어 syllable. */
const AFTER_PAST = new Set(["어", "어요", "다", "는데", "는데요", "더니", "고", "지만", "네", "네요", "던", "습니다", "음", "으면", "을"]);
const AFTER_CONTRACTED = new Set(["서", "서요", "요"]);

/** "터졌어" -> ["터졌", "어"]; "막혀서" -> ["막혀", "서"]; else [w, ""]. */
function tenseCut(w: string): [string, string] {
  for (let i = w.length - 2; i >= 1 && i >= w.length - 4; i--) {
    const c = w.charCodeAt(i);
    if (!HANGUL_CHAR(c)) break;
    const rest = w.slice(i + 1);
    const { jung, jong } = syllableParts(c);
    if (jong === JONG_SS && AFTER_PAST.has(rest)) return [w.slice(0, i + 1), rest];
    if (jong === 0 && (jung === 6 || jung === 14 || jung === 9) && AFTER_CONTRACTED.has(rest)) return [w.slice(0, i + 1), "줘"];
  }
  return [w, ""];
}

/** `w` with its last syllable taken back to the verb stem; `cut` the ending that followed it in `word` */
function stemOfConjugated(w: string, cut: string, word: string): string {
  const stripped = cut || word.slice(w.length);
  const last = w.charCodeAt(w.length - 1);
  if (!HANGUL_CHAR(last)) return w;
  const { cho, jung, jong } = syllableParts(last);
  const past = jong === JONG_SS;
  if (!past && (jong !== 0 || !CONTRACTED_BEFORE.test(stripped))) return w;
  const head = w.slice(0, -1);
  // 었/았/였 standing alone after the stem ("먹었" -> "먹"); a one-syllable result says too little
  if (past && cho === 11 && (jung === 0 || jung === 4 || jung === 6)) return head.length >= 2 ? head : w;
  if (!head.length) return w;
  // vowel contractions: ㅕ <- ㅣ+ㅓ, ㅝ <- ㅜ+ㅓ, ㅘ <- ㅗ+ㅏ, ㅙ <- ㅚ+ㅓ, 해 <- 하+여
  const back: Record<number, number> = { 6: 20, 14: 13, 9: 8, 10: 11 };
  let v = back[jung];
  if (v === undefined && cho === 18 && jung === 1) v = 0;
  if (v === undefined) {
    if (!past) return w;
    v = jung; // 갔 -> 가, 났 -> 나: only the tense goes
  }
  return head + composeSyllable(cho, v);
}

/** The verb stem of what stripping left of `word` (`w`): unchanged unless plainly conjugated. */
export function verbStem(w: string, word: string): string {
  return stemOfConjugated(...tenseCut(w), word);
}
