// Vocabulary learned from the catalog itself (rules.md#routing), at index time, per catalog: the
// user's catalog is the only training data there is. Three kinds:
//   same descriptions  a Korean word and an English word that stand in the same entries'
//                      descriptions and nowhere much else (a bilingual catalog's trigger lines)
//   transliteration    a Korean word that is an English catalog word written in Hangul
//                      (옵시디언 / obsidian, 캠페인 / campaign), by its sound shape
//   name words         a name's parts written as one word ("codereview" -> "code review")
// The pairs join the dictionary for this catalog only. A Korean prompt word the catalog never
// uses is also read as the English catalog word it transliterates (`transliterate`).
import type { CatalogEntry } from "../skills/catalog";
import { heardSpelling, initialAgrees, loanwordBase, loanwordSpellings } from "./loanword";
import { alternateReadings } from "./loanword-alternates";
import { JUNG_EU } from "./hangul";
import { CHO, JONG, hissCost, LETTER_CLASS, latinLetters } from "./loanword-consonants";
import { hangulVowelReadings, latinVowels, loanwordSyllables, vowelsFit } from "./loanword-vowels";
import type { SynonymPair } from "./synonyms";
import { stemEn } from "./english-stem";
import { memoOf, wordMemo } from "./index-memo";
import { stripKorean } from "./korean-strip";
import { EN_STOP, KO_STOP } from "./stop-words";
import { wordKey } from "./text";
import { words, type Word } from "./words";

export type LearnedHow = "same descriptions" | "transliteration" | "name words";

export interface LearnedPair {
  pair: SynonymPair;
  how: LearnedHow;
  /** entries that taught it (the ones holding both words, or the name's entry) */
  entries: number;
  /** one entry it was seen in, to show */
  example: string;
}

export interface Vocabulary {
  pairs: LearnedPair[];
  /** sound shape -> the English catalog words with it (surface forms) */
  skeletons: Map<string, string[]>;
  /** sound shape -> the catalog's Hangul words with it (as the learner keys them): loanword-pivot.ts */
  hangulShapes: Map<string, string[]>;
}

// ---------------------------------------------------------------------------------------------
// Sound shapes: a Korean loanword keeps an English word's consonants in order and a vowel where
// the English has one. Both sides map to the same shape: consonant classes (b p f v -> P, d t -> T,
// c g k q -> K, s z j ch sh -> S, l r -> L, m, n; ng -> N), any vowel -> "a", repeats collapsed;
// Korean's inserted ㅡ (스크립트 for "script") and English's silent final e count as no vowel.
// 옵시디언 and obsidian are both aPSaTaN; 캠페인 and campaign both KaMPaN. The Hangul consonants'
// classes (CHO, JONG) live with the rule that tells the consonants of a class apart
// (loanword-consonants.ts), the vowels' with the vowel rule (loanword-vowels.ts).

/** The sound shape of a Hangul word: 옵시디언 -> aPSaTaN. */
export function hangulSkeleton(word: string): string {
  let out = "";
  for (const ch of word) {
    const c = ch.charCodeAt(0) - 0xac00;
    if (c < 0 || c > 11171) return "";
    const jung = Math.floor((c % 588) / 28);
    out += CHO[Math.floor(c / 588)] + (jung === JUNG_EU ? "" : "a") + JONG[c % 28];
  }
  return collapse(out);
}

/** The sound shape of an English word: obsidian -> aPSaTaN, campaign -> KaMPaN (its letters as latinLetters reads them, by class). */
export function latinSkeleton(word: string): string {
  let out = "";
  for (const ch of latinLetters(word)) out += LETTER_CLASS[ch] ?? "";
  return collapse(out);
}

/**
 * Whether the vowels allow the Korean word to be the English one written in Hangul. With as many
 * vowels on both sides, each must match; otherwise (a cluster split by an inserted vowel) the
 * consonant shape alone decides, as before.
 */
export function vowelsAgree(hangulWord: string, english: string): boolean {
  if (!initialAgrees(hangulWord, english)) return false;
  const en = latinVowels(english);
  // one by one, or with each diphthong as one vowel (loanword-vowels.ts): a reading with as many
  // vowels as the English word must fit it
  const same = hangulVowelReadings(hangulWord).filter((ko) => ko.length === en.length);
  return !same.length || same.some((ko) => vowelsFit(ko, en, true));
}

/**
 * A Hangul word is the English word written in Hangul: the same sound shape for one of the
 * spellings the loanword rule gives (loanword.ts), and vowels that agree with it.
 */
export function soundsLike(hangulWord: string, english: string): boolean {
  const sk = hangulSkeleton(hangulWord);
  return loanwordSpellings(english).some((v) => latinSkeleton(v) === sk && vowelsAgree(hangulWord, v));
}

/** A last syllable that is a particle or an ending (딸이, 데리고, 간단히, 찍기): a loanword read by rule ends in none. */
const SHORT_ENDING = /(?:이|가|을|를|은|는|고|면|서|도|만|에|의|와|과|로|지|게|며|니|다|요|야|죠|히|기|러|려|하|해|한|할|된|될|적|들)$/;

/** The English word's own spelling has the Hangul word's shape, and their vowels agree. */
const ownSpelling = (hangulWord: string, english: string) =>
  latinSkeleton(english) === hangulSkeleton(hangulWord) && vowelsAgree(hangulWord, english);

/** The same shape as one of the English word's spellings, every vowel agreeing one for one (a diphthong as one or two). */
function vowelsMatch(hangulWord: string, english: string): boolean {
  if (!initialAgrees(hangulWord, english)) return false;
  const readings = hangulVowelReadings(hangulWord);
  const sk = hangulSkeleton(hangulWord);
  return loanwordSpellings(english).some((v) => {
    const en = latinVowels(v);
    return latinSkeleton(v) === sk && readings.some((ko) => vowelsFit(ko, en, false));
  });
}

/** Consonants in a shape. */
const consonants = (shape: string) => shape.replace(/a/g, "").length;

const collapse = (s: string) => s.replace(/(.)\1+/g, "$1");

// ---------------------------------------------------------------------------------------------

const text = (e: CatalogEntry) => `${e.description}\n${e.whenToUse ?? ""}`;

/** A description's word as the learner keys it. */
export interface KeyedWord {
  key: string;
  text: string;
  hangul: boolean;
}

const keptWords = new WeakMap<CatalogEntry, { from: string; words: KeyedWord[] }>();

/**
 * The entry's description and when_to_use words the learner reads (stop words and short words
 * left out), worked out once per entry: a worker reading a folder does it between reads.
 */
export function entryWords(e: CatalogEntry): KeyedWord[] {
  const t = text(e);
  const k = keptWords.get(e);
  if (k && k.from === t) return k.words;
  const out: KeyedWord[] = [];
  for (const w of words(t)) {
    const key = keyOf(w);
    if (key) out.push({ key, text: w.text, hangul: w.hangul });
  }
  keptWords.set(e, { from: t, words: out });
  return out;
}

interface Seen {
  /** entries holding the word */
  ids: Set<number>;
  /** its first surface form, and every form seen (macro, macros) */
  surface: string;
  forms: Set<string>;
}

/** Learn this catalog's vocabulary. `known` pairs (the dictionary) are not learned again. */
export function learnVocabulary(entries: readonly CatalogEntry[], known: readonly SynonymPair[] = []): Vocabulary {
  const ko = new Map<string, Seen>();
  const en = new Map<string, Seen>();
  entries.forEach((e, id) => {
    for (const w of entryWords(e)) {
      const key = w.key;
      const book = w.hangul ? ko : en;
      const s = book.get(key) ?? { ids: new Set<number>(), surface: w.text, forms: new Set<string>() };
      s.ids.add(id);
      s.forms.add(w.text);
      book.set(key, s);
    }
  });
  const knownKeys = new Set(known.flatMap(([a, b]) => [pairKey(a, b), pairKey(b, a)]));
  const pairs: LearnedPair[] = [];
  const taken = new Set<string>();
  const push = (p: LearnedPair) => {
    const k = pairKey(p.pair[0], p.pair[1]);
    if (knownKeys.has(k) || taken.has(k)) return;
    taken.add(k);
    pairs.push(p);
  };

  // same descriptions: a Korean word whose entries are (mostly) an English word's entries
  const rare = Math.max(3, entries.length * 0.03);
  // the rare English words by number, each entry's as a list, counted per Korean word in an array
  // (a map of strings per Korean word was a third of a 1,200-skill router's build)
  const rareEn: Seen[] = [];
  const rareKeys: string[] = [];
  const enByEntry: number[][] = entries.map(() => []);
  for (const [key, s] of en) {
    if (s.ids.size > rare || key.length < 3) continue;
    for (const id of s.ids) enByEntry[id].push(rareEn.length);
    rareEn.push(s);
    rareKeys.push(key);
  }
  const co = new Int32Array(rareEn.length);
  const touched: number[] = [];
  for (const [, s] of ko) {
    if (s.ids.size < 2 || s.ids.size > rare || s.surface.length < 2) continue;
    touched.length = 0;
    for (const id of s.ids)
      for (const k of enByEntry[id]) {
        if (co[k] === 0) touched.push(k);
        co[k]++;
      }
    const best: [number, number][] = [];
    for (const k of touched) {
      const n = co[k];
      co[k] = 0;
      if (n >= 2 && n / s.ids.size >= 0.75 && n / rareEn[k].ids.size >= 0.75) best.push([k, n]);
    }
    best.sort((a, b) => b[1] - a[1] || (rareKeys[a[0]] < rareKeys[b[0]] ? -1 : 1));
    for (const [k, n] of best.slice(0, 2))
      push({ pair: [s.surface, rareEn[k].surface], how: "same descriptions", entries: n, example: entries[[...s.ids][0]].name });
  }

  // transliterations: skeletons of three consonants or more that only one English word has
  const { skeletons, register } = soundShapes();
  for (const [, s] of en) for (const form of s.forms) register(form);
  // a name's parts are the catalog's words too ("docker-hub-automation", "vercel-deploy")
  for (const e of entries) for (const part of e.name.toLowerCase().split(/[^a-z]+/)) if (!en.has(stemEn(part))) register(part);
  // a catalog's own pair stands in one description together ("Notion, 노션"): a native Korean word
  // with the same consonants as some English word elsewhere (결과 / cargo) is no transliteration
  for (const [, s] of ko) {
    const stem = stripKorean(s.surface) || s.surface;
    if (stem.length < 2) continue;
    const list = skeletons.get(hangulSkeleton(stem));
    if (!list) continue;
    for (const word of list) {
      const target = en.get(stemEn(word));
      if (!target || !(ownSpelling(stem, word) || (!SHORT_ENDING.test(stem) && vowelsMatch(stem, word)))) continue;
      const both = [...s.ids].filter((id) => target.ids.has(id));
      if (!both.length && (list.length > 1 || consonants(hangulSkeleton(stem)) < 4)) continue;
      push({ pair: [stem, word], how: "transliteration", entries: both.length || 1, example: entries[both[0] ?? [...s.ids][0]].name });
    }
  }

  // a prompt's Hangul word is also read as the form Korean writes a catalog word in (modals ->
  // 모달; loanword.ts `loanwordBase`); registered after the catalog's own pairs were learned, which
  // it would add to (a bilingual catalog's 스캔 beside "scans" moved an English request's lead)
  for (const [, s] of en) for (const form of s.forms) register(loanwordBase(form), true);

  // name words: "code-review" also answers to "codereview"
  entries.forEach((e) => {
    const parts = e.name.split(/[-_:\s]+/).filter(Boolean);
    if (parts.length < 2 || parts.join("").length < 6) return;
    const joined = parts.join("").toLowerCase();
    if (en.has(stemEn(joined))) return;
    push({ pair: [joined, parts.join(" ").toLowerCase()], how: "name words", entries: 1, example: e.name });
  });
  return { pairs, skeletons, hangulShapes: shapesOf(ko.keys()) };
}

/** English words by sound shape, and how a word is registered under each of its spellings' shapes. */
function soundShapes(): { skeletons: Map<string, string[]>; register: (form: string | null, base?: boolean) => void } {
  const skeletons = new Map<string, string[]>();
  const register = (form: string | null, base = false) => {
    if (!form || form.length < 4) return;
    // a base form only as Korean hears it, and three consonants at least: polars -> "polar" has
    // the shape of 뿌릴 written with its r, and "pola" (PaLa) meets native words (빨리)
    const least = base ? 3 : 2;
    for (const spelling of base ? [heardSpelling(form)] : loanwordSpellings(form)) {
      const sk = latinSkeleton(spelling);
      if (consonants(sk) < least) continue;
      const list = skeletons.get(sk) ?? [];
      if (!list.some((x) => stemEn(x) === stemEn(form))) list.push(form);
      skeletons.set(sk, list);
    }
  };
  return { skeletons, register };
}

/** The catalog's own Hangul words by sound shape, for the English words it writes in Hangul (loanword-pivot.ts). */
function shapesOf(hangulWords: Iterable<string>): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const key of hangulWords) {
    const sk = key.length >= 2 ? hangulSkeleton(key) : "";
    if (consonants(sk) < 2) continue;
    const list = out.get(sk);
    if (list) list.push(key);
    else out.set(sk, [key]);
  }
  return out;
}

/**
 * The catalog's Hangul words that write this English word (signal -> 시그널, bubble -> 버블), by the
 * same tests `transliterate` makes the other way: three consonants and agreeing vowels, or two
 * with every vowel matching and no particle or ending at the end.
 */
export function hangulWritings(vocab: Vocabulary, english: string): string[] {
  return wordMemo(memoOf(writings, vocab), english, () => {
    const out: string[] = [];
    for (const spelling of loanwordSpellings(english)) {
      const sk = latinSkeleton(spelling);
      for (const ko of vocab.hangulShapes.get(sk) ?? [])
        if (
          !out.includes(ko) &&
          loanwordSyllables(ko) &&
          ((consonants(sk) >= 3 && vowelsAgree(ko, spelling)) || (!SHORT_ENDING.test(ko) && vowelsMatch(ko, english)))
        )
          out.push(ko);
    }
    return out;
  });
}
const writings = new WeakMap<Vocabulary, Map<string, string[]>>();

function keyOf(w: Word): string {
  if (w.hangul) return w.text.length >= 2 && !KO_STOP.has(w.text) ? stripKorean(w.text) : "";
  if (w.text.length < 3 || /^\d+$/.test(w.text) || EN_STOP.has(w.text)) return "";
  return wordKey(w, true);
}

const pairKey = (a: string, b: string) => `${a.toLowerCase()}\u0000${b.toLowerCase()}`;

/**
 * The English catalog word a Hangul prompt word transliterates, when the catalog never uses the
 * Hangul word itself and exactly one of its words has that skeleton (옵시디언 -> obsidian).
 */
export function transliterate(vocab: Vocabulary, hangulWord: string): string | null {
  // remembered per vocabulary: a prompt's words recur across prompts, and the shapes cost more than
  // the rest of a word's analysis
  return wordMemo(memoOf(transliterations, vocab), hangulWord, () => transliterateOnce(vocab, hangulWord));
}
const transliterations = new WeakMap<Vocabulary, Map<string, string | null>>();

function transliterateOnce(vocab: Vocabulary, hangulWord: string): string | null {
  // the word as written, without one particle, and as the analyser strips it (매크로를 -> 매크로;
  // the analyser reads 매크로 as 매크 + 로, a particle, which no loanword shape survives)
  const forms = [
    hangulWord,
    hangulWord.replace(/(?:을|를|이|가|은|는|의|에|에서|로|으로|와|과|도|만|랑|이랑)$/, ""),
    stripKorean(hangulWord),
  ];
  for (let i = 0; i < forms.length; i++) {
    const form = forms[i];
    if (!form || form.length < 2 || !loanwordSyllables(form)) continue;
    const sk = hangulSkeleton(form);
    const list = vocab.skeletons.get(sk);
    if (!list) continue;
    // several English words with the shape (model, modal; flow, blue, play): the one whose vowels
    // all agree with the Korean word's, when exactly one does
    const agreeing = fewestSecondChoices(form, sk, list.length === 1 ? list : list.filter((w) => vowelsMatch(form, w)));
    if (agreeing.length !== 1) continue;
    const en = agreeing[0];
    // by the word's own spelling, or with its two-way letters read the other way (매직 magic as
    // "majic", loanword-alternates.ts): three consonants at least (short native words share short shapes)
    if (consonants(sk) >= 3 && [en, ...alternateReadings(en)].some((v) => latinSkeleton(v) === sk && vowelsAgree(form, v))) return en;
    // by the loanword rule's spelling, four consonants at least: a shape that long is the word's
    // own, and its vowels need only agree as they do for the word's own spelling (클라우드플레어 has
    // four vowels where "cloudfla" has two)
    if (consonants(sk) >= 4 && loanwordSpellings(en).some((v) => latinSkeleton(v) === sk && vowelsAgree(form, v))) return en;
    // by the loanword rule's spelling (도커, 버셀), or a shape of two consonants: a word as written
    // or without one particle, ending in no particle or ending (간단히, 찍기, 데리고 and 딸이 are
    // native words with an ending, not container, checker, daily), every vowel agreeing
    if (consonants(sk) >= 2 && i < 2 && !SHORT_ENDING.test(form) && vowelsMatch(form, en)) return en;
  }
  return null;
}

/**
 * The English words whose hissing consonants the Hangul word writes (loanword-consonants.ts), those
 * with the fewest second choices: 퍼징 is fuzzing (ㅈ writes z), not parsing (an s said as z) or
 * passing (ㅈ never writes ss).
 */
function fewestSecondChoices(form: string, sk: string, words: string[]): string[] {
  // a word's cost: its best spelling of this shape's, -1 when no spelling's consonants agree
  const costs = words.map((w) => {
    const c = loanwordSpellings(w)
      .filter((v) => latinSkeleton(v) === sk)
      .map((v) => hissCost(form, v))
      .filter((x) => x >= 0);
    return c.length ? Math.min(...c) : -1;
  });
  const ok = costs.filter((c) => c >= 0);
  if (!ok.length) return [];
  const least = Math.min(...ok);
  return words.filter((_, i) => costs[i] === least);
}

/**
 * The prompt's Hangul words the catalog never uses, read as the English catalog word each
 * transliterates: terms added at full weight (as a dictionary word the catalog never uses is).
 */
export function transliterationTerms(
  vocab: Vocabulary,
  prompt: string,
  have: ReadonlySet<string>,
  df: (term: string) => number,
  termsOf: (english: string) => string[],
): { term: string; from: string }[] {
  if (!vocab.skeletons.size) return [];
  const out: { term: string; from: string }[] = [];
  for (const w of words(prompt)) {
    // a stop word (어떤, 무슨) is a word of the language, never a loanword: 어떤 has the shape of "adding"
    if (!w.hangul || KO_STOP.has(w.text)) continue;
    const stem = stripKorean(w.text) || w.text;
    if (df(stem) > 0) continue;
    const en = transliterate(vocab, w.text);
    if (!en) continue;
    for (const term of termsOf(en)) if (!have.has(term) && df(term) > 0) out.push({ term, from: w.text });
  }
  return out;
}
