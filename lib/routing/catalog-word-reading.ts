// A Korean word read as the English word catalogs write, and an English word as the Korean one
// (rules.md#routing-retrieve; issue 34, rounds 12 and 13). Two tables, read alike:
// - the catalog-word table (korean-vocabulary/catalog-words.ts): the English of the words skill
//   catalogs share, so a Korean request on an English catalog meets 입력 as input and 검사 as inspect;
// - the field words (korean-vocabulary/, FIELD_WORDS: law, health, HR, ...): the terms a
//   one-domain catalog is made of (소멸시효 limitation period, 판결 judgment), which no catalog
//   shares with four others and so the first table lacks.
// Guards keep the everyday words of any request from moving it (a block of such words once turned
// native requests into asks, docs/routing.md "Vocabulary"):
// - the dictionary and the domain vocabulary come first: a word they map is not read again;
// - only a request word the catalog does not use (absent-word.ts): on a Korean catalog the Korean
//   word itself matches, on an English one the English word;
// - a read word counts at CATALOG_WORD_WEIGHT, so one word alone does not load a skill (a native
//   "보여줘" request with one table word loaded at weight 1; "엄마 수술 잘 끝났어", surgery, would);
// - from the catalog-word table, only a word rare enough in this catalog, held by one entry at least
//   and at most MAX_SHARE of them (one, on a catalog of under 20): a word many descriptions write
//   (create, data, check) ranks nothing and lifts every skill toward the gate together. A field
//   word has no such limit: on the catalog of its field it is in many entries (legislation in a
//   third of a legal catalog's) and still tells them apart, and it is no everyday word.
// English into Korean (an English request on a Korean catalog) reads the catalog-word table the other way,
// with the reverse vocabulary first (reverse-vocabulary.ts) and "unused" meaning unused outside
// entry names, as there. Query-side, one map look-up per word; the tables are compiled once per
// stemming.
import { hasHangul } from "./hangul";
import { addLexiconTerms } from "./korean-lexicon-reading";
import { CATALOG_WORDS, FIELD_WORDS } from "./korean-vocabulary";
import type { ChosenTerm } from "./reverse-vocabulary";
import { compileSynonyms, findSynonyms, type SynonymIndex } from "./synonyms";
import type { QueryTerm } from "./trace";
import type { Word } from "./words";

/** the share of a catalog's entries an English word may be used by and still be read */
export const MAX_SHARE = 0.1;

/** the query weight of a word read through either table */
export const CATALOG_WORD_WEIGHT = 0.7;

const compiled = new Map<boolean, SynonymIndex>();
/** each compiled catalog-word table's field-word table, compiled with it */
const fieldTables = new WeakMap<SynonymIndex, SynonymIndex>();

/**
 * The catalog-word table keyed by both sides: a Korean word adds its English, an English word its
 * Korean (`englishIntoKorean`); built once per stemming, with the field-word table beside it.
 */
export function catalogWordTable(stemEnglish: boolean): SynonymIndex {
  let index = compiled.get(stemEnglish);
  if (!index) {
    compiled.set(stemEnglish, (index = compileSynonyms(CATALOG_WORDS, stemEnglish)));
    fieldTables.set(index, compileSynonyms(FIELD_WORDS, stemEnglish));
  }
  return index;
}

export interface CatalogWordInput {
  words: Word[];
  /** each word's dictionary key */
  keys: string[];
  /** the dictionary the query already read (its keys are not read again), holding the catalog-word
   * table when the router reads the vocabulary (none: nothing is read) and the reverse vocabulary */
  dictionary: SynonymIndex;
  /** the index's document frequency and its number of entries (without them, nothing is read) */
  df?: (term: string) => number;
  docs?: number;
  /** the terms an English side adds (query-terms.ts) */
  chosenFor: (adds: string) => ChosenTerm[];
  add: (t: QueryTerm) => void;
  /** whether a key's words are absent from the index (absent-word.ts) */
  absent: (key: string) => boolean;
  /** when English is read into Korean too (the settings read the reverse vocabulary): whether an
   * English key's words are unused outside entry names (absent-word.ts `textDf`) */
  fromEnglish?: (key: string) => boolean;
}

/**
 * Adds, at CATALOG_WORD_WEIGHT of their own weight, the catalog's words for the prompt's words the
 * dictionary does not map: the rare ones from the catalog-word table, any from the field words.
 */
export function addCatalogWordTerms(input: CatalogWordInput): void {
  const table = input.dictionary.catalogWords;
  if (!table || !input.docs) return;
  const most = Math.max(1, Math.floor(MAX_SHARE * input.docs));
  readTable(input, table, most);
  // the field words Korean into English only: a field's Korean term is specific (사건, 조문), its
  // English is often an everyday word of any request (case, section, client, notice, verify)
  const fields = fieldTables.get(table);
  if (fields) readTable({ ...input, fromEnglish: undefined }, fields, input.docs);
  // then the table learned from UI translations, for Korean words no written table maps (korean-lexicon-reading.ts)
  addLexiconTerms(input, most);
}

/** one table's reading; `most`: the most entries a read word may be used by */
function readTable(input: CatalogWordInput, table: SynonymIndex, most: number): void {
  const { words, keys, dictionary, df, chosenFor, add, absent, fromEnglish } = input;
  if (!df) return;
  const whole = new Set(keys);
  for (const x of findSynonyms(words, keys, table)) {
    // a word or a phrase of the prompt, never a piece of a longer compound (자동 inside 자동차)
    if (x.inside || !(whole.has(x.key) || x.key.includes(" "))) continue;
    if (!hasHangul(x.key)) {
      // English into Korean (an English request on a Korean catalog): the same guards, with the
      // reverse vocabulary read first and "unused" meaning unused outside entry names, as there
      if (!fromEnglish || dictionary.map.has(x.key) || dictionary.reverse?.map.has(x.key) || !fromEnglish(x.key)) continue;
    } else if (dictionary.map.has(x.key) || !absent(x.key)) continue;
    for (const c of chosenFor(x.adds)) {
      const n = df(c.term);
      if (n > 0 && n <= most) add({ term: c.term, weight: CATALOG_WORD_WEIGHT * c.weight, origin: "synonym", from: x.key, unit: c.unit });
    }
  }
}
