// A Korean word read as the English word catalogs write (rules.md#routing-retrieve; issue 34, round
// 12): the catalog-word table (korean-vocabulary/catalog-words.ts) gives the English of the words
// skill catalogs use most, so a Korean request on an English catalog meets 입력 as input and 검사 as
// inspect. Three guards keep the everyday words of any request from moving it (a block of such
// words once turned native requests into asks, docs/routing.md "Vocabulary"):
// - the dictionary and the domain vocabulary come first: a Korean word they map is not read again;
// - only a Korean word the catalog does not use (absent-word.ts): on a Korean catalog the word
//   itself matches, and its English would tie with it;
// - only an English word rare enough in this catalog, held by one entry at least and at most
//   MAX_SHARE of them (one, on a catalog of under 20): a word many descriptions write (create, data, check) ranks nothing and lifts
//   every skill toward the gate together, so a request of everyday words (상태 보여줘, 작업 시작해)
//   would reach the gate on it without meaning any skill.
// Query-side, one map look-up per Korean word; the table is compiled once per stemming.
import { hasHangul } from "./hangul";
import { CATALOG_WORDS } from "./korean-vocabulary";
import type { ChosenTerm } from "./reverse-vocabulary";
import { compileSynonyms, findSynonyms, type SynonymIndex } from "./synonyms";
import type { QueryTerm } from "./trace";
import type { Word } from "./words";

/** the share of a catalog's entries an English word may be used by and still be read */
export const MAX_SHARE = 0.1;

/** the query weight of a word read through the table */
export const CATALOG_WORD_WEIGHT = 0.7;

const compiled = new Map<boolean, SynonymIndex>();

/** The table keyed by its Korean side, adding the English; built once per stemming. */
export function catalogWordTable(stemEnglish: boolean): SynonymIndex {
  let index = compiled.get(stemEnglish);
  if (!index) compiled.set(stemEnglish, (index = compileSynonyms([], stemEnglish, CATALOG_WORDS)));
  return index;
}

export interface CatalogWordInput {
  words: Word[];
  /** each word's dictionary key */
  keys: string[];
  /** the table, when the router reads the vocabulary (none: nothing is read) */
  table?: SynonymIndex;
  /** the dictionary the query already read (its keys are not read again) */
  dictionary: SynonymIndex;
  /** the index's document frequency and its number of entries (without them, nothing is read) */
  df?: (term: string) => number;
  docs?: number;
  /** the terms an English side adds (query-terms.ts) */
  chosenFor: (adds: string) => ChosenTerm[];
  add: (t: QueryTerm) => void;
  /** whether a key's words are absent from the index (absent-word.ts) */
  absent: (key: string) => boolean;
}

/** Adds, at CATALOG_WORD_WEIGHT of their own weight, the rare English words of the prompt's Korean words the dictionary does not map. */
export function addCatalogWordTerms({ words, keys, table, dictionary, df, docs, chosenFor, add, absent }: CatalogWordInput): void {
  if (!table || !df || !docs) return;
  const whole = new Set(keys);
  const most = Math.max(1, Math.floor(MAX_SHARE * docs));
  for (const x of findSynonyms(words, keys, table)) {
    // a word or a phrase of the prompt, never a piece of a longer compound (자동 inside 자동차)
    if (x.inside || !hasHangul(x.key) || !(whole.has(x.key) || x.key.includes(" "))) continue;
    if (dictionary.map.has(x.key) || !absent(x.key)) continue;
    for (const c of chosenFor(x.adds)) {
      const n = df(c.term);
      if (n > 0 && n <= most) add({ term: c.term, weight: CATALOG_WORD_WEIGHT * c.weight, origin: "synonym", from: x.key, unit: c.unit });
    }
  }
}
