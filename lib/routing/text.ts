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
// Each rule is a file of its own: stop-words.ts, english-stem.ts, korean-strip.ts (with its lists in
// korean-endings.ts and the verb-stem rule in korean-verb-stem.ts), hangul.ts (syllable arithmetic).
// This file is the analyser that puts them together: a word's terms, cached per configuration.
// Pure functions, no Node or DOM APIs.

import { stemEn } from "./english-stem";
import { wordMemo } from "./index-memo";
import { stripKorean } from "./korean-strip";
import { EN_STOP, KO_STOP } from "./stop-words";
import { words, type Word } from "./words";

// kept here: text.test.ts reads the analyser's parts from the analyser
export { words };
export { stemEn } from "./english-stem";
export { stripKorean } from "./korean-strip";

export type KoreanMode = "strip" | "bigram" | "both";

export const KOREAN_MODES: readonly KoreanMode[] = ["strip", "bigram", "both"];

function enTerm(w: string, stem: boolean): string | null {
  if (w.length < 2 || EN_STOP.has(w)) return null;
  return stem ? stemEn(w) : w;
}

/** "bigram" mode: overlapping syllable bigrams of a Korean word ("코드리뷰" -> 코드 드리 리뷰) */
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
  return wordMemo(stemCache, w.text, () => stemEn(w.text));
}
