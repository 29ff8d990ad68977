// English into Korean (rules.md#routing-retrieve): the shipped Korean-English vocabulary
// (korean-vocabulary/) read the other way, so an English request meets a catalog whose descriptions
// are Korean ("stock price" finds a description that says 주가). The vocabulary itself stays Korean
// into English at the synonym weight; this direction adds its Korean words at a low query weight of
// their own (`reverseVocabularyWeight`), because English words adding Korean ones at that weight
// loaded skills for English native requests on a bilingual catalog (blind-ko-en: 2 native loads).
// An English word the catalog never uses is the exception: its Korean words stand in for it at full
// weight (absent-word.ts), as the dictionary's English words do for a Korean word on an English
// catalog. A query-side table, not more index terms: an English word matching a Korean description word at
// weight w is the same score either way, and the index's BM25 stays the one MiniSearch computes.
import { translationWeight } from "./absent-word";
import { hasHangul } from "./hangul";
import { indexMemo, type IndexLookup } from "./index-memo";
import { KOREAN_VOCABULARY } from "./korean-vocabulary";
import { compileSynonyms, findSynonyms, type SynonymIndex, type SynonymPair } from "./synonyms";
import type { QueryTerm } from "./trace";
import type { Word } from "./words";

/** a dictionary side's term as the query adds it (query-terms.ts) */
export interface ChosenTerm {
  term: string;
  weight: number;
  unit: "word" | "bigram";
}

const compiled = new Map<boolean, SynonymIndex>();

/** The vocabulary keyed by its English side (stemmed as the index stems), adding the Korean side; built once per stemming. */
export function reverseVocabulary(stemEnglish: boolean): SynonymIndex {
  let index = compiled.get(stemEnglish);
  if (!index) {
    const reversed = KOREAN_VOCABULARY.map(([ko, en]): SynonymPair => [en, ko]);
    compiled.set(stemEnglish, (index = compileSynonyms([], stemEnglish, reversed)));
  }
  return index;
}

const liveMemos = new WeakMap<IndexLookup, Map<string, boolean>>();

/** Whether any Korean word the table adds is a term of this index (remembered per index and analyser). */
function live(reverse: SynonymIndex, tag: string, df: ((term: string) => number) | undefined, chosenFor: (adds: string) => ChosenTerm[]) {
  if (!df) return true;
  return indexMemo(liveMemos, df, tag, () => {
    for (const adds of reverse.map.values()) if (adds.some((a) => chosenFor(a).some((c) => df(c.term) > 0))) return true;
    return false;
  });
}

export interface ReverseInput {
  words: Word[];
  /** each word's dictionary key */
  keys: string[];
  reverse: SynonymIndex;
  weight: number;
  /** the analyser configuration the chosen terms are for */
  tag: string;
  df?: (term: string) => number;
  /** the terms a dictionary side adds (query-terms.ts) */
  chosenFor: (adds: string) => ChosenTerm[];
  add: (t: QueryTerm) => void;
  /** whether a key's words are absent from the index (absent-word.ts) */
  absent: (key: string) => boolean;
}

/**
 * Adds, at `weight`, the Korean words the table gives for the prompt's English words and phrases,
 * only those the index holds; at full weight for an English word the catalog never uses
 * (absent-word.ts). On a catalog with none of them (any English-only one) the prompt pays one lookup.
 */
export function addReverseTerms({ words, keys, reverse, weight, tag, df, chosenFor, add, absent }: ReverseInput): void {
  if (!live(reverse, tag, df, chosenFor)) return;
  for (const x of findSynonyms(words, keys, reverse)) {
    if (x.inside || hasHangul(x.key)) continue;
    const w = translationWeight(absent(x.key), weight);
    for (const c of chosenFor(x.adds))
      if (!df || df(c.term) > 0) add({ term: c.term, weight: w * c.weight, origin: "synonym", from: x.key, unit: c.unit });
  }
}
