// The same-job rule of incorporation (rules.md#routing): two near-tied skills whose indexed text is
// alike do the same job, so the tie is no question for the user.
import { idf } from "./bm25";
import type { RouterIndex } from "./catalog-index";

const simCache = new WeakMap<RouterIndex, Map<number, number>>();

/**
 * Cosine similarity of two entries' indexed text as TF-IDF vectors (Lucene IDF): 1 for the same
 * words in the same proportions, 0 for no word in common. Cached per index and pair.
 */
export function similarity(ix: RouterIndex, a: number, b: number): number {
  if (a === b) return 1;
  let cache = simCache.get(ix);
  if (!cache) simCache.set(ix, (cache = new Map()));
  const key = a < b ? a * 1_048_576 + b : b * 1_048_576 + a;
  const have = cache.get(key);
  if (have !== undefined) return have;
  const n = ix.entries.length;
  const idfOf = (term: string) => idf(n, ix.df.get(term) ?? 0);
  const tfA = ix.docs[a].tf;
  const tfB = ix.docs[b].tf;
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (const [term, f] of tfA) {
    const w = f * idfOf(term);
    normA += w * w;
    const g = tfB.get(term);
    if (g) dot += w * g * idfOf(term);
  }
  for (const [term, g] of tfB) {
    const w = g * idfOf(term);
    normB += w * w;
  }
  const sim = normA && normB ? dot / Math.sqrt(normA * normB) : 0;
  cache.set(key, sim);
  return sim;
}
