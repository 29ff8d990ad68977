// Skills and subagents on one scale (rules.md#routing-delegate): each index scores with its own
// statistics, so a word only subagents use is rare to the skill index and common to the agent index,
// and the two indexes' scores do not compare. Here an index's entries are scored with the statistics
// both indexes would have as one: N the two entry counts added, a term's df the two added, the
// average length over all entries. The same BM25 (bm25.ts); only the statistics are joint.
import { idf, lengthNorm, termScore, type Bm25Params } from "./bm25";
import type { RouterIndex } from "./catalog-index";
import type { Hit } from "./retrieve";
import type { QueryTerm } from "./trace";

/** Per entry of `ix`: k1 (1 - b + b dl / avgdl) with the average over both indexes; cached per pair and (k1, b). */
const jointNorms = new WeakMap<RouterIndex, WeakMap<RouterIndex, Map<string, Float64Array>>>();
function normsOf(ix: RouterIndex, other: RouterIndex, p: Bm25Params): Float64Array {
  let byOther = jointNorms.get(ix);
  if (!byOther) jointNorms.set(ix, (byOther = new WeakMap()));
  let byKey = byOther.get(other);
  if (!byKey) byOther.set(other, (byKey = new Map()));
  const key = `${p.k1}|${p.b}`;
  let norm = byKey.get(key);
  if (!norm) {
    const n = ix.entries.length + other.entries.length;
    const avg = (ix.avgLength * ix.entries.length + other.avgLength * other.entries.length) / n;
    norm = new Float64Array(ix.docs.length);
    for (let i = 0; i < norm.length; i++) norm[i] = lengthNorm(p, ix.docs[i].length, avg);
    byKey.set(key, norm);
  }
  return norm;
}

/** Each term's weight × its IDF over both indexes (terms no entry of `ix` holds left out). */
function weighted(ix: RouterIndex, other: RouterIndex, terms: readonly QueryTerm[]): { term: string; w: number }[] {
  const n = ix.entries.length + other.entries.length;
  const out: { term: string; w: number }[] = [];
  for (const t of terms) {
    const df = ix.df.get(t.term);
    if (df) out.push({ term: t.term, w: t.weight * idf(n, df + (other.df.get(t.term) ?? 0)) });
  }
  return out;
}

/** Every entry of `ix` holding a query term, scored with the statistics of `ix` and `other` together; in the order first matched. */
export function jointScores(ix: RouterIndex, other: RouterIndex, terms: readonly QueryTerm[], p: Bm25Params): Hit[] {
  if (!ix.entries.length) return [];
  const norm = normsOf(ix, other, p);
  const score = new Float64Array(ix.entries.length);
  const seen = new Uint8Array(ix.entries.length);
  const touched: number[] = [];
  for (const { term, w } of weighted(ix, other, terms)) {
    const posting = ix.postings.get(term)!;
    for (let i = 0; i < posting.ids.length; i++) {
      const id = posting.ids[i];
      if (!seen[id]) {
        seen[id] = 1;
        touched.push(id);
      }
      score[id] += termScore(w, posting.tfs[i], p.k1, norm[id]);
    }
  }
  return touched.map((id) => ({ id, score: score[id] }));
}

/**
 * One entry's score on the joint statistics (the same sum as `jointScores`, from its own term
 * counts), for entry after entry of one request: the terms' joint weights are worked out once.
 */
export function jointScorer(ix: RouterIndex, other: RouterIndex, terms: readonly QueryTerm[], p: Bm25Params): (id: number) => number {
  const norms = normsOf(ix, other, p);
  const ws = weighted(ix, other, terms);
  return (id) => {
    const tf = ix.docs[id].tf;
    let score = 0;
    for (const { term, w } of ws) {
      const f = tf.get(term);
      if (f) score += termScore(w, f, p.k1, norms[id]);
    }
    return score;
  };
}

/** One entry's score on the joint statistics. */
export function jointScoreOf(ix: RouterIndex, other: RouterIndex, id: number, terms: readonly QueryTerm[], p: Bm25Params): number {
  return jointScorer(ix, other, terms, p)(id);
}
