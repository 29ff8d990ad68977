// Coverage of a request by one entry (rules.md#routing-incorporate): each prompt word the index
// knows (directly, or by a synonym or compound piece derived from it) weighs its best IDF, and it
// is covered when the entry holds any of its terms. The confidence rule measures the winner with
// it, over the loadable skills; the slash-only claim measures both sides with it, over loadable
// and slash-only skills together. One statement, so the two are measured alike.
import { idf } from "./bm25";
import type { QueryTerm } from "./trace";

/** A prompt word: its best IDF, and its terms the index knows. */
export interface WeighedWord {
  weight: number;
  terms: string[];
}

/** The request's words, each weighed by its IDF over `n` documents; a word no document holds weighs nothing and is left out. */
export function weighWords(terms: readonly QueryTerm[], n: number, df: (t: string) => number): WeighedWord[] {
  const groups = new Map<string, WeighedWord>();
  for (const t of terms) {
    const d = df(t.term);
    if (!d) continue;
    const g = groups.get(t.from) ?? { weight: 0, terms: [] };
    g.weight = Math.max(g.weight, idf(n, d));
    g.terms.push(t.term);
    groups.set(t.from, g);
  }
  return [...groups.values()];
}

/** Whether an entry (its term counts) holds any of a word's terms. */
export const holds = (word: WeighedWord, tf: ReadonlyMap<string, number>) => word.terms.some((t) => tf.has(t));

/** The share of the weighed words an entry holds. */
export function coverageOver(words: readonly WeighedWord[], tf: ReadonlyMap<string, number>): number {
  let all = 0;
  let held = 0;
  for (const g of words) {
    all += g.weight;
    if (holds(g, tf)) held += g.weight;
  }
  return all ? held / all : 0;
}
