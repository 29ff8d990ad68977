// A word the catalog never uses (rules.md#routing-retrieve): a request word that no entry holds by
// any of its terms is read through its translations at full weight, not at the lower weight a
// translation carries beside a word the catalog also uses. Both directions of the vocabulary: a
// Korean request on an English catalog is scored on the dictionary's English words, and an English
// request on a Korean catalog on the Korean-English vocabulary's Korean words (reverse-vocabulary.ts;
// issue 34, round 9): a catalog that writes 가이드라인 and never "guidelines" meets the request's
// "guidelines" as if it had said 가이드라인. A word the catalog also uses keeps the lower weight,
// so its own matches rank first. For the English words, a word the catalog uses only in names
// counts as unused (`textDf`): a Korean catalog names its skills with English slugs
// (dividend-screen) while its descriptions say 배당, so the slug tells nothing of how they say it.
import type { RouterIndex } from "./catalog-index";
import { indexMemo, type IndexLookup } from "./index-memo";

/** The weight a translation of a request word carries: full when the catalog never uses the word, else `weight`. */
export const translationWeight = (absent: boolean, weight: number): number => (absent ? 1 : weight);

const memos = new WeakMap<IndexLookup, Map<string, Map<string, boolean>>>();

/**
 * Whether a dictionary key's words are absent from the index: none of their terms occurs in it.
 * `df` is the index's own lookup (the same function for every prompt), so the answers are
 * remembered per index and analyser configuration (`tag`); `phrase` gives a key's terms per word.
 * Without `df` (no index to ask) no word is absent.
 */
export function absentWords(
  df: ((term: string) => number) | undefined,
  tag: string,
  phrase: (text: string) => { term: string }[][],
): (key: string) => boolean {
  if (!df) return () => false;
  const known = indexMemo(memos, df, tag, () => new Map<string, boolean>());
  return (key) => {
    let a = known.get(key);
    if (a === undefined) known.set(key, (a = phrase(key).every((ps) => ps.every((p) => df(p.term) === 0))));
    return a;
  };
}

const textDfs = new WeakMap<RouterIndex, (term: string) => number>();

/**
 * The entries that use a term outside their name: its document frequency, less the entries whose
 * name holds it (a word of both an entry's name and its description counts as the name's). One
 * function per index, so `absentWords` remembers its answers per index.
 */
export function textDf(index: RouterIndex): (term: string) => number {
  let f = textDfs.get(index);
  if (!f) {
    f = (term) => {
      const p = index.postings.get(term);
      if (!p) return 0;
      let n = 0;
      for (const id of p.ids) if (!index.nameTerms[id].has(term)) n++;
      return n;
    };
    textDfs.set(index, f);
  }
  return f;
}
