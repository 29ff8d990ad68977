// Skills and subagents on one scale (rules.md#routing-delegate): each index scores with its own
// statistics, so a word only subagents use is rare to the skill index and common to the agent index,
// and the two indexes' scores do not compare. Here an index's entries are scored with the statistics
// both indexes would have as one: N the two entry counts added, a term's df the two added, the
// average length over all entries. The same BM25 (bm25.ts); only the statistics are joint.
import { idf, lengthNorm, termScore, type Bm25Params } from "./bm25";
import type { RouterIndex } from "./catalog-index";
import type { Hit } from "./retrieve";
import type { QueryTerm } from "./trace";

/** Every entry of `ix` holding a query term, scored with the statistics of `ix` and `other` together; in the order first matched. */
export function jointScores(ix: RouterIndex, other: RouterIndex, terms: readonly QueryTerm[], p: Bm25Params): Hit[] {
  const n = ix.entries.length + other.entries.length;
  if (!ix.entries.length) return [];
  const avg = (ix.avgLength * ix.entries.length + other.avgLength * other.entries.length) / n;
  const score = new Map<number, number>();
  for (const t of terms) {
    const posting = ix.postings.get(t.term);
    if (!posting) continue;
    const weightedIdf = t.weight * idf(n, posting.ids.length + (other.df.get(t.term) ?? 0));
    for (let i = 0; i < posting.ids.length; i++) {
      const id = posting.ids[i];
      const s = termScore(weightedIdf, posting.tfs[i], p.k1, lengthNorm(p, ix.docs[id].length, avg));
      score.set(id, (score.get(id) ?? 0) + s);
    }
  }
  return [...score].map(([id, s]) => ({ id, score: s }));
}
