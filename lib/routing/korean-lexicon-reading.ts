// A Korean word no hand-written table maps, read as the English word real parallel UI text
// translates it by (rules.md#routing-retrieve; issue 34: Korean requests on English catalogs).
// The table, data/korean-lexicon.json, is learned by scripts/make-korean-lexicon.ts from VS Code's
// and LibreOffice's Korean UI strings: single word pairs, each aligned in several strings. It is
// one more Korean-into-English layer after the dictionary, the domain vocabulary, the catalog-word
// table and the field words, with their guards:
// - those tables come first: a Korean word any of them maps is never read here (their choice stands);
// - only a request word of two syllables or more (the aligner keeps no other), not filler
//   (filler.ts: a request ending is how the user talks, not the job), and absent from the catalog
//   (absent-word.ts): on a Korean catalog the word itself matches;
// - only an English word the catalog uses, in at most MAX_SHARE of its entries (catalog-word-reading.ts,
//   which reads this table last):
//   a word many descriptions write ranks nothing and lifts every skill toward the gate together;
// - at settings.koreanLexiconWeight (0.8), below a request word's own: one such word alone should
//   not load a skill.
// Korean into English only: the English side of a UI string is often an everyday word (set, box).
import LEXICON from "./data/korean-lexicon.json";
import type { CatalogWordInput } from "./catalog-word-reading";
import { isFiller } from "./filler";
import { CATALOG_WORDS, FIELD_WORDS } from "./korean-vocabulary";
import { compileSynonyms, findSynonyms, type SynonymIndex, type SynonymPair } from "./synonyms";

const compiled = new Map<boolean, SynonymIndex>();

/** the learned table as Korean -> English pairs, less the Korean words the written tables map; once per stemming */
export function koreanLexiconTable(stemEnglish: boolean): SynonymIndex {
  let index = compiled.get(stemEnglish);
  if (!index) {
    const written = compileSynonyms([...CATALOG_WORDS, ...FIELD_WORDS], stemEnglish);
    const pairs: SynonymPair[] = Object.entries(LEXICON.table as Record<string, string[]>).flatMap(([ko, ens]) =>
      written.map.has(ko) ? [] : ens.map((en): SynonymPair => [ko, en]),
    );
    compiled.set(stemEnglish, (index = compileSynonyms([], stemEnglish, pairs)));
  }
  return index;
}

/**
 * Adds, at the lexicon's weight, the English the learned table gives for the prompt's Korean words
 * nothing else maps; `most`: the most entries a read word may be used by (the catalog-word table's).
 */
export function addLexiconTerms(input: CatalogWordInput, most: number): void {
  const { words, keys, dictionary, df, chosenFor, add, absent } = input;
  if (!dictionary.lexicon || !df) return;
  const { table, weight } = dictionary.lexicon;
  const whole = new Map(keys.map((k, i) => [k, words[i]]));
  for (const x of findSynonyms(words, keys, table)) {
    // a whole word of the prompt, never a piece of a longer compound
    const word = whole.get(x.key);
    if (x.inside || !word || !word.hangul || isFiller(word.text)) continue;
    if (dictionary.map.has(x.key) || !absent(x.key)) continue;
    for (const c of chosenFor(x.adds)) {
      const n = df(c.term);
      if (n > 0 && n <= most) add({ term: c.term, weight: weight * c.weight, origin: "synonym", from: x.key, unit: c.unit });
    }
  }
}
