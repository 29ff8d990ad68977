// English into Korean (rules.md#routing-retrieve): the shipped Korean-English vocabulary
// (korean-vocabulary/) read the other way, so an English request meets a catalog whose descriptions
// are Korean ("stock price" finds a description that says 주가). The vocabulary itself stays Korean
// into English at the synonym weight; this direction adds its Korean words at a low query weight of
// their own (`reverseVocabularyWeight`), because English words adding Korean ones at that weight
// loaded skills for English native requests on a bilingual catalog (blind-ko-en: 2 native loads).
// A query-side table, not more index terms: an English word matching a Korean description word at
// weight w is the same score either way, and the index's BM25 stays the one MiniSearch computes.
import { KOREAN_VOCABULARY } from "./korean-vocabulary";
import { compileSynonyms, type SynonymIndex, type SynonymPair } from "./synonyms";

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
