// Text analysis for the router's BM25 index, English and Korean.
//
// One analyser turns text into index terms, and the same analyser turns a prompt into query terms,
// so a document and a query always meet on the same vocabulary:
//   - NFKC, lower case; words are runs of letters and digits, split where Hangul meets another
//     script ("PR을" -> "pr" + "을", "docx로" -> "docx" + "로"), hyphens split names
//     ("code-review" -> "code", "review");
//   - English: stop words dropped, a light suffix stemmer ("reviews", "reviewing" -> "review");
//   - Korean, by `KoreanMode`:
//       "strip"  particles and verb endings are stripped ("코드리뷰를" -> "코드리뷰",
//                "리뷰해줘" -> "리뷰"), respecting which particles can follow a final consonant;
//       "bigram" overlapping syllable bigrams of each word ("코드리뷰를" -> 코드 드리 리뷰 뷰를);
//       "both"   strip first, then the stem and its bigrams.
// Pure functions, no Node or DOM APIs.

import { HANGUL_CHAR, words, type Word } from "./words";

export { words, type Word };

export type KoreanMode = "strip" | "bigram" | "both";

export const KOREAN_MODES: readonly KoreanMode[] = ["strip", "bigram", "both"];

const HANGUL_RE = /[\uac00-\ud7a3]/;
export const hasHangul = (s: string) => HANGUL_RE.test(s);

/** True when a Hangul syllable has a final consonant (batchim). */
function hasBatchim(syllable: string): boolean {
  const c = syllable.charCodeAt(0);
  return HANGUL_CHAR(c) && (c - 0xac00) % 28 !== 0;
}
/** True when the final consonant is ㄹ (로/으로 follow it like a vowel). */
function batchimIsRieul(syllable: string): boolean {
  const c = syllable.charCodeAt(0);
  return HANGUL_CHAR(c) && (c - 0xac00) % 28 === 8;
}

// ---------------------------------------------------------------------------------------------
// English

export const EN_STOP = new Set(
  (
    "a an the and or but nor of to in on at by for from with without into onto over under about as " +
    "is are was were be been being am do does did doing done have has had having " +
    "i me my mine we us our you your yours he she it its they them their this that these those " +
    "there here what which who whom whose when where why how all any each every some such " +
    "no not only own same so than too very just also both either neither more most other " +
    "can could would should will shall may might must please pls let lets let's " +
    "use used uses using via etc e g eg ie i.e if then else up out off again further once " +
    "need needs want wants help like look get gets got try make makes thing things stuff something someone " +
    "anything everything way really maybe actually basically now still even much many lot bit since ago " +
    "rn pls plz hey ok okay sure idea guys last already yet " +
    "s t d ll m re ve y"
  ).split(/\s+/),
);

const VOWEL = /[aeiouy]/;

/**
 * A light English stemmer: plural -s/-es/-ies, -ing, -ed, then a final -e and a doubled final
 * consonant, so "write", "writes", "writing" and "written"... meet at "writ" (not "written").
 * Deliberately small: it only has to be consistent between index and query.
 */
export function stemEn(w: string): string {
  if (w.length <= 3 || /\d/.test(w)) return w;
  let s = w;
  if (s.endsWith("ies") && s.length > 4) s = s.slice(0, -3) + "y";
  else if (s.endsWith("sses")) s = s.slice(0, -2);
  else if (s.endsWith("s") && !/(ss|us|is|ys|as|os)$/.test(s)) s = s.slice(0, -1);
  let cut = false;
  if (s.endsWith("ing") && s.length > 5 && VOWEL.test(s.slice(0, -3))) {
    s = s.slice(0, -3);
    cut = true;
  } else if (s.endsWith("ed") && !s.endsWith("eed") && s.length > 4 && VOWEL.test(s.slice(0, -2))) {
    s = s.slice(0, -2);
    cut = true;
  }
  if (cut && s.length > 3 && /([bcdfghjkmnpqrtvwxz])\1$/.test(s)) s = s.slice(0, -1);
  // derivations that name the same action: containerize/containerization -> container,
  // migration/migrate -> migrat, validation/validate -> validat
  if (s.endsWith("ization") && s.length > 10) s = s.slice(0, -7);
  else if (s.endsWith("ize") && s.length > 7) s = s.slice(0, -3);
  else if (cut && s.endsWith("iz") && s.length > 6) s = s.slice(0, -2);
  else if (s.endsWith("ation") && s.length > 7) s = s.slice(0, -3);
  if (s.endsWith("e") && s.length > 4) s = s.slice(0, -1);
  return s;
}

function enTerm(w: string, stem: boolean): string | null {
  if (w.length < 2 || EN_STOP.has(w)) return null;
  return stem ? stemEn(w) : w;
}

// ---------------------------------------------------------------------------------------------
// Korean

/**
 * Endings of 하다/되다 verbs and requests, stripped whole from the end of a word ("리뷰해줘" ->
 * "리뷰"). Longest first.
 */
const KO_ENDINGS = [
  "해주시겠어요",
  "해주실래요",
  "해주십시오",
  "해주세요",
  "해주실",
  "해줄래요",
  "해줄래",
  "해줘요",
  "해줘",
  "해주고",
  "해주는",
  "해주면",
  "해봐요",
  "해봐",
  "해보자",
  "해보고",
  "해야지",
  "해야해",
  "해야",
  "하려면",
  "하려고",
  "하는데",
  "하는법",
  "하는지",
  "하는",
  "하기",
  "하고",
  "하면",
  "해서",
  "하여",
  "한다",
  "합니다",
  "해요",
  "할때",
  "할지",
  "할",
  "한",
  "해",
  "하자",
  "하세요",
  "했어",
  "했던",
  "했다",
  "된다",
  "되는",
  "됐어",
  "된",
  "되어",
  "돼",
  "시켜줘",
  "시켜",
  "주세요",
  "줄래",
  "줘요",
  "줘",
  "어주세요",
  "아주세요",
  "어줘",
  "아줘",
  "워줘",
  "어서",
  "아서",
  "여서",
  "으면",
  "려면",
  "려고",
  // conversational endings: -는데, -더니, -겠어, past tense, -다가, -도록, -는지, -야, -까
  "하려는데",
  "려는데",
  "했는데",
  "었는데",
  "았는데",
  "였는데",
  "는데요",
  "는데",
  "은데",
  "인데",
  "한데",
  "했더니",
  "었더니",
  "았더니",
  "더니",
  "하겠어",
  "겠어요",
  "겠어",
  "겠다",
  "었어요",
  "았어요",
  "였어요",
  "었어",
  "았어",
  "였어",
  "졌어",
  "졌다",
  "었다",
  "았다",
  "였다",
  "었던",
  "았던",
  "하다가",
  "다가",
  "하도록",
  "도록",
  "하게",
  "하니까",
  "으니까",
  "니까",
  "하면서",
  "면서",
  "하지만",
  "지만",
  "는지",
  "은지",
  "인지",
  "을지",
  "어야",
  "아야",
  "여야",
  "어도",
  "아도",
  "해도",
  "할까요",
  "할까",
  "을까",
  "까요",
  "이에요",
  "이야",
  "예요",
  "에요",
  "입니다",
  "이다",
  "해라",
  "게",
  "야",
].sort((a, b) => b.length - a.length);

/** Endings of 하다/되다 and of requests: these may leave a one-syllable stem ("짜줘" no, "리뷰해줘" yes). */
const VERBAL_ENDING = /^(?:해|하|했|한|할|합|되|된|됐|돼|시켜|주|줘|줄)/;

/** Particles (josa) and plural/connective suffixes. `after`: which final syllable they follow. */
interface Particle {
  s: string;
  after: "consonant" | "vowel" | "any" | "vowel-or-rieul";
}
const P = (s: string, after: Particle["after"]): Particle => ({ s, after });
const KO_PARTICLES: Particle[] = [
  P("에서부터", "any"),
  P("으로부터", "consonant"),
  P("로부터", "vowel-or-rieul"),
  P("으로서", "consonant"),
  P("으로써", "consonant"),
  P("로서", "vowel-or-rieul"),
  P("로써", "vowel-or-rieul"),
  P("이라는", "consonant"),
  P("라는", "vowel"),
  P("이라고", "consonant"),
  P("라고", "vowel"),
  P("이랑", "consonant"),
  P("에서", "any"),
  P("에게", "any"),
  P("한테", "any"),
  P("까지", "any"),
  P("부터", "any"),
  P("처럼", "any"),
  P("보다", "any"),
  P("마다", "any"),
  P("으로", "consonant"),
  P("이나", "consonant"),
  P("이란", "consonant"),
  P("같은", "any"),
  P("관련", "any"),
  P("에는", "any"),
  P("에도", "any"),
  P("으로는", "consonant"),
  P("로는", "vowel-or-rieul"),
  P("을", "consonant"),
  P("를", "vowel"),
  P("이", "consonant"),
  P("가", "vowel"),
  P("은", "consonant"),
  P("는", "vowel"),
  P("과", "consonant"),
  P("와", "vowel"),
  P("로", "vowel-or-rieul"),
  P("랑", "vowel"),
  P("의", "any"),
  P("에", "any"),
  P("도", "any"),
  P("만", "any"),
  P("나", "vowel"),
  P("란", "vowel"),
  P("들", "any"),
  P("고", "any"),
  P("기", "any"),
  P("면", "any"),
  P("요", "any"),
  P("께", "any"),
];
KO_PARTICLES.sort((a, b) => b.s.length - a.s.length);

/** Korean function words that carry no topic. */
export const KO_STOP = new Set(
  (
    "좀 이거 이것 그거 그것 저거 저것 것 거 수 등 및 또는 그리고 그냥 그래서 하지만 때 위해 위한 대한 대해 관련 사용 " +
    "경우 해 해줘 해주세요 주세요 줘 하다 한다 합니다 있는 없는 있게 없이 어떻게 뭐 무엇 내 제 우리 이 그 저 새 더 잘 다 " +
    "모든 각 통해 같은 같이 할 한 하는 하고 해서 하기 되는 된 됨 때는 중 후 전 다음 먼저 혹은 만약 바로 다시 지금 " +
    "여기 거기 봐 봐줘 봐주세요 해봐 알려줘 알려주세요 요 네 예 으로 로 을 를 이 가 은 는 의 에 도 만 와 과 요청 원하는 필요한 필요 싶어 싶은 " +
    "너무 일단 진짜 정말 그대로 하나 이번 얼마나 얼마 어디서 어디 뭐부터 모르겠어 모르 싶어 싶은데 싶다 있어 있는지 없어 돼 " +
    "되는데 하면 할까 해야 할지 전에 후에 마다 때마다 매번 계속 대충 제대로 같아 같은데 그런데 근데 혹시 아마 이렇게 저렇게 " +
    "그렇게 어떤 무슨 몇 누가 왜 언제 어느 다른 여러 모두 전부 항상 자꾸 자주 가끔 벌써 아직 이미 또 못 안 거야 건데 " +
    "되게 엄청 약간 조금 많이 계속해서 일부 그냥 막 쭉 다시한번 한번 한 번 부탁해 부탁 가능해 가능 수도 것들 거기서 이거랑 " +
    "걸 게 데 듯 뭔가 뭔지 무엇을 어떤지 있게 있을까 없을까 될까 되나 되지 않게 안되 안돼 " +
    // particles left standing when a word is cut where Hangul meets Latin ("PDF에서", "docx로")
    "에서 에게 한테 이랑 랑 까지 부터 처럼 보다 마다 에는 에도 으로는 로는 이나 나 이란 란 라는 이라는 라고 이라고 께 에서는 으로서 로서"
  ).split(/\s+/),
);

function particleFits(stem: string, p: Particle): boolean {
  const last = stem[stem.length - 1];
  switch (p.after) {
    case "any":
      return true;
    case "consonant":
      return hasBatchim(last);
    case "vowel":
      return !hasBatchim(last);
    case "vowel-or-rieul":
      return !hasBatchim(last) || batchimIsRieul(last);
  }
}

/**
 * Strip particles and endings from one Hangul word, at most three times, never leaving fewer
 * than two syllables after a one-syllable particle (so "광고" and "속도" keep their last syllable)
 * or fewer than one after a longer ending. Returns "" for a word that is only a particle.
 */
interface Cut {
  s: string;
  /** syllables that must remain */
  min: number;
  /** particles only: the final syllable it may follow */
  fits?: Particle;
}
/** Endings, then particles, grouped by their last syllable, longest first. */
function byLast(cuts: Cut[]): Map<string, Cut[]> {
  const m = new Map<string, Cut[]>();
  for (const c of cuts) {
    const k = c.s[c.s.length - 1];
    const list = m.get(k) ?? [];
    list.push(c);
    m.set(k, list);
  }
  for (const list of m.values()) list.sort((a, b) => b.s.length - a.s.length);
  return m;
}
const ENDING_CUTS = byLast(KO_ENDINGS.map((e) => ({ s: e, min: e.length === 1 || !VERBAL_ENDING.test(e) ? 2 : 1 })));
const PARTICLE_CUTS = byLast(KO_PARTICLES.map((p) => ({ s: p.s, min: p.s.length === 1 ? 2 : 1, fits: p })));

function cutOnce(w: string, cuts: Map<string, Cut[]>): string | null {
  for (const c of cuts.get(w[w.length - 1]) ?? []) {
    if (w.length - c.s.length >= c.min && w.endsWith(c.s)) {
      const stem = w.slice(0, -c.s.length);
      if (!c.fits || particleFits(stem, c.fits)) return stem;
    }
  }
  return null;
}

const stripCache = new Map<string, string>();

/**
 * Strip particles and endings from one Hangul word, at most three times, never leaving fewer
 * than two syllables after a one-syllable particle (so "광고" and "속도" keep their last syllable)
 * or fewer than one after a longer ending. Returns "" for a word that is only a particle.
 */
export function stripKorean(word: string): string {
  const hit = stripCache.get(word);
  if (hit !== undefined) return hit;
  let w = KO_STOP.has(word) ? "" : word;
  for (let pass = 0; pass < 3 && w; pass++) {
    const next = cutOnce(w, ENDING_CUTS) ?? cutOnce(w, PARTICLE_CUTS);
    if (next === null) break;
    w = next;
  }
  if (w) w = verbStem(...tenseCut(w), word);
  const out = KO_STOP.has(w) ? "" : w;
  if (stripCache.size > 50_000) stripCache.clear();
  stripCache.set(word, out);
  return out;
}

// A verb that reached the stripper conjugated keeps its conjugated last syllable ("고쳤더니" ->
// "고쳤", "느려졌어" -> "느려", "옮겨줘" -> "옮겨"), so a prompt's 고쳤 never met a description's
// 고치 or the dictionary's 고치 = fix. The last syllable is taken back to the verb stem when it is
// plainly conjugated: a past-tense ㅆ ("고쳤" -> "고치", "바꿨" -> "바꾸", "했" -> "하"), or an
// -아/-어 contraction right before a request or auxiliary ending ("고쳐줘", "느려졌어", "옮겨야").
// A bare -려/-겨/-워 word is left alone: 고려, 우려, 배려 are nouns.
const JONG_SS = 20;
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
    const idx = c - 0xac00;
    const jong = idx % 28;
    const jung = Math.floor((idx % 588) / 28);
    if (jong === JONG_SS && AFTER_PAST.has(rest)) return [w.slice(0, i + 1), rest];
    if (jong === 0 && (jung === 6 || jung === 14 || jung === 9) && AFTER_CONTRACTED.has(rest)) return [w.slice(0, i + 1), "줘"];
  }
  return [w, ""];
}

function verbStem(w: string, cut: string, word: string): string {
  const stripped = cut || word.slice(w.length);
  const last = w.charCodeAt(w.length - 1);
  if (!HANGUL_CHAR(last)) return w;
  const idx = last - 0xac00;
  const cho = Math.floor(idx / 588);
  const jung = Math.floor((idx % 588) / 28);
  const jong = idx % 28;
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
  return head + String.fromCharCode(0xac00 + cho * 588 + v * 28);
}

export function bigrams(w: string): string[] {
  if (w.length <= 2) return [w];
  const out: string[] = [];
  for (let i = 0; i + 2 <= w.length; i++) out.push(w.slice(i, i + 2));
  return out;
}

// ---------------------------------------------------------------------------------------------
// Terms

export interface AnalyzerOptions {
  koreanMode: KoreanMode;
  stemEnglish: boolean;
}

/** A query or index term with where it came from. */
export interface TermPiece {
  term: string;
  /** the word it was made from */
  from: string;
  /** "word" for a whole (stemmed/stripped) word, "bigram" for a Korean syllable bigram */
  unit: "word" | "bigram";
  /** how many bigram pieces its word produced (1 for whole words) */
  pieces: number;
}

/** One cache of word -> terms per analyser configuration (3 Korean modes x stemming on/off). */
const termCaches: Map<string, TermPiece[]>[] = Array.from({ length: 6 }, () => new Map());
const cacheSlot = (opts: AnalyzerOptions) =>
  (opts.koreanMode === "strip" ? 0 : opts.koreanMode === "bigram" ? 2 : 4) + (opts.stemEnglish ? 1 : 0);

/**
 * The terms of one word (shared, do not mutate). Order matters only for display. `cache` replaces
 * the shared one: a bulk job (every skill body) passes its own, so that the words of 4 MB of text do
 * not crowd out the few thousand that prompts and descriptions use.
 */
export function wordTerms(w: Word, opts: AnalyzerOptions, cache: Map<string, TermPiece[]> = termCaches[cacheSlot(opts)]): TermPiece[] {
  let hit = cache.get(w.text);
  if (!hit) {
    if (cache.size > 100_000) cache.clear();
    cache.set(w.text, (hit = computeWordTerms(w, opts)));
  }
  return hit;
}

function computeWordTerms(w: Word, opts: AnalyzerOptions): TermPiece[] {
  if (!w.hangul) {
    const t = enTerm(w.text, opts.stemEnglish);
    return t ? [{ term: t, from: w.text, unit: "word", pieces: 1 }] : [];
  }
  if (opts.koreanMode === "bigram") {
    if (KO_STOP.has(w.text)) return [];
    const bg = bigrams(w.text);
    return bg.map((term) => ({ term, from: w.text, unit: bg.length > 1 ? "bigram" : "word", pieces: bg.length }));
  }
  const stem = stripKorean(w.text);
  if (!stem) return [];
  if (opts.koreanMode === "strip" || stem.length <= 2) return [{ term: stem, from: w.text, unit: "word", pieces: 1 }];
  const bg = bigrams(stem);
  return [
    { term: stem, from: w.text, unit: "word", pieces: 1 },
    ...bg.map((term) => ({ term, from: w.text, unit: "bigram" as const, pieces: bg.length })),
  ];
}

/** Every index term of a text, duplicates kept (term frequency counts them). */
export function analyze(text: string, opts: AnalyzerOptions, cache?: Map<string, TermPiece[]>): string[] {
  const out: string[] = [];
  for (const w of words(text)) for (const p of wordTerms(w, opts, cache)) out.push(p.term);
  return out;
}

/** The dictionary key of a word: stripped Korean stem or stemmed English word. */
const stemCache = new Map<string, string>();

export function wordKey(w: Word, stemEnglish = true): string {
  if (w.hangul) return stripKorean(w.text) || "";
  if (w.text.length < 2) return "";
  if (!stemEnglish) return w.text;
  let k = stemCache.get(w.text);
  if (k === undefined) {
    if (stemCache.size > 50_000) stemCache.clear();
    stemCache.set(w.text, (k = stemEn(w.text)));
  }
  return k;
}
