// A loanword's consonants (issue 34). The sound shapes (vocabulary.ts) put s, z, j, sh and ch in
// one class, S, as they put ㅅ, ㅈ and ㅊ, and d and t, b and p, g and k in one class each, as
// they put ㄷ and ㅌ, ㅂ and ㅍ, ㄱ and ㅋ. So 퍼징 had the shape of passing, parsing and fuzzing
// alike, 사이트 of site and side, 필드 of field and part, and was read as none of them. Korean keeps
// them apart at the start of a syllable: ㅈ writes z and j (퍼징 fuzzing, 줌 zoom), ㅊ writes ch and
// tch (매칭 matching), ㅅ and ㅆ write s, ss, sh and a soft c (패스 pass, 세션 session); ㄷ writes d,
// ㅌ t, ㅂ b and v, ㅍ p and f, ㄱ g, ㅋ k and a hard c. Some writings are second choices: a single s
// said as z is ㅈ (유저 user, 브라우저 browser), a ch said as sh is ㅅ (머신 machine, 캐시 cache), a z
// may be ㅅ or ㅊ, a th ㄷ (이더리움). So a Hangul word and an English one must agree at each
// consonant of their shape, and among English words that agree the one with the fewest second
// choices is read. A final consonant (받침) writes any of its class. Where the two shapes do not
// line up, nothing is decided here.

import { JUNG_EU, syllableParts } from "./hangul";
import { HANGUL_CHAR } from "./words";

/** The consonant class of each initial (choseong), as the sound shapes have it. */
export const CHO = ["K", "K", "N", "T", "T", "L", "M", "P", "P", "S", "S", "", "S", "S", "S", "K", "T", "P", ""];
/** ... and of each final (jongseong). */
export const JONG = [
  ...["", "K", "K", "K", "N", "N", "N", "T", "L", "LK", "LM", "LP", "LS", "LT", "LP", "L"],
  ...["M", "P", "PS", "T", "T", "N", "S", "S", "K", "T", "P", ""],
];

/** What an initial writes first: ㄱ g, ㄲ k, ㄷ d, ㄸ ㅌ t, ㅂ b, ㅃ ㅍ p, ㅅ ㅆ s, ㅈ ㅉ j (z and j), ㅊ c (ch), ㅋ k. */
const CHO_WRITES: Record<number, string> = {
  0: "g",
  1: "k",
  3: "d",
  4: "t",
  7: "b",
  8: "p",
  9: "s",
  10: "s",
  12: "j",
  13: "j",
  14: "c",
  15: "k",
  16: "t",
  17: "p",
};

interface Token {
  cls: string;
  /** what it writes first, and as a second choice; "*" any (a final consonant) */
  first: string;
  second: string;
}

/** Collapsed as the shapes collapse (repeats one), an S run's writings joined. */
function collapse(tokens: Token[]): Token[] {
  const out: Token[] = [];
  for (const t of tokens) {
    const last = out[out.length - 1];
    if (last && last.cls === t.cls) {
      last.first += t.first;
      last.second += t.second;
    } else out.push({ ...t });
  }
  return out;
}

function hangulTokens(word: string): Token[] | null {
  const out: Token[] = [];
  for (const ch of word) {
    const c = ch.charCodeAt(0);
    if (!HANGUL_CHAR(c)) return null;
    const { cho, jung, jong } = syllableParts(c);
    if (CHO[cho]) out.push({ cls: CHO[cho], first: CHO_WRITES[cho] ?? "", second: "" });
    if (jung !== JUNG_EU) out.push({ cls: "a", first: "", second: "" });
    for (const cls of JONG[jong]) out.push({ cls, first: "*", second: "" });
  }
  return collapse(out);
}

// what each letter of latinLetters writes in Hangul first and as a second choice
const WRITTEN: Record<string, [string, string]> = {
  b: ["b", ""],
  v: ["b", ""],
  p: ["p", ""],
  f: ["p", ""],
  d: ["d", ""],
  t: ["t", ""],
  "5": ["t", "ds"], // th: 이더리움, 파이썬
  g: ["g", ""],
  k: ["k", ""],
  c: ["k", ""],
  q: ["k", ""],
  "1": ["c", ""], // tch
  "2": ["c", "s"], // ch: chart 차트, machine 머신
  "3": ["s", ""], // sh
  "4": ["s", ""], // ss, a soft c, the s of x
  s: ["s", "j"], // user 유저
  z: ["j", "sc"],
  j: ["j", ""],
};

/** Each letter's class in the sound shapes (placeholders: 1 tch, 2 ch, 3 sh, 4 ss, 5 th); a letter not here (h, w) has none. */
export const LETTER_CLASS: Record<string, string> = Object.fromEntries([
  ...[..."aeiouy"].map((c) => [c, "a"]),
  ...[..."bpfv"].map((c) => [c, "P"]),
  ...[..."dt5"].map((c) => [c, "T"]),
  ...[..."cgkq"].map((c) => [c, "K"]),
  ...[..."szj1234"].map((c) => [c, "S"]),
  ...[..."lr"].map((c) => [c, "L"]),
  ["m", "M"],
  ["n", "N"],
]);

/**
 * An English spelling's letters as Korean hears them, one character a sound: ph is f, a digit
 * stands for th, tch, ch, sh, ss and a soft c (so the class of each and what it writes are both
 * known), x is k and s, a silent final e is dropped. The one reading of English letters: the
 * sound shape (vocabulary.ts latinSkeleton) is its classes, the consonant check below its writings.
 */
export function latinLetters(word: string): string {
  const w = word
    .toLowerCase()
    .replace(/[^a-z]/g, "")
    .replace(/ph/g, "f")
    .replace(/th/g, "5")
    .replace(/tch/g, "1")
    .replace(/sh/g, "3")
    .replace(/ch/g, "2")
    .replace(/ss/g, "4")
    .replace(/ck/g, "k")
    .replace(/qu/g, "k")
    .replace(/x/g, "k4")
    .replace(/c(?=[eiy])/g, "4")
    .replace(/gn(?![aeiouy])/g, "n")
    .replace(/ng/g, "n");
  return w.length > 3 && /[^aeiouy]e$/.test(w) ? w.slice(0, -1) : w;
}

function latinTokens(word: string): Token[] {
  const out: Token[] = [];
  for (const ch of latinLetters(word)) {
    const cls = LETTER_CLASS[ch] ?? "";
    if (cls) out.push({ cls, first: WRITTEN[ch]?.[0] ?? "", second: WRITTEN[ch]?.[1] ?? "" });
  }
  return collapse(out);
}

/**
 * How a Hangul word writes an English spelling's consonants: 0 each as it is first written (or
 * where the shapes do not line up, undecided), 1 for each second choice, -1 when one is never
 * written so (퍼징 and passing: ㅈ never writes ss; 사이트 and side: ㅌ never writes d).
 */
export function hissCost(hangulWord: string, english: string): number {
  const ko = hangulTokens(hangulWord);
  const en = latinTokens(english);
  if (!ko || ko.length !== en.length) return 0;
  let cost = 0;
  for (let i = 0; i < ko.length; i++) {
    if (ko[i].cls !== en[i].cls) return 0;
    if (!ko[i].first || ko[i].first.includes("*") || !en[i].first) continue;
    const k = [...ko[i].first];
    if (k.some((x) => en[i].first.includes(x))) continue;
    if (!k.some((x) => en[i].second.includes(x))) return -1;
    cost++;
  }
  return cost;
}
