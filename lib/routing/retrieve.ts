// Retrieval (rules.md#routing): classic BM25 over the index's one field. The prompt's own words
// are scored as MiniSearch's executeQuery scores them, bit for bit, but summed here from the same
// postings with MiniSearch's field lengths (`exactScores`; MiniSearch itself only when its
// internals are not there); the terms the router derives (dictionary synonyms, words found inside
// a Korean compound, the syllable bigrams of a Korean word the index does not know) are summed in
// from the router's own statistics. BM25 is a sum over query terms, so the total is the score
// MiniSearch reports for all the terms at once (tests check this to 1e-9); summing it here keeps a
// routed query near the cost of a bare search. So score(d) = sum over query terms t of
// weight(t) * idf(t) * tf (k1+1) / (tf + k1 (1 - b + b dl/avgdl)).
import { idf, lengthNorm, termScore, type Bm25Params } from "./bm25";
import type { RouterIndex } from "./catalog-index";
import { fieldLengthsOf, summedScores, type SearchOptions } from "./minisearch-adapter";
import type { QueryTerm } from "./trace";

export interface Hit {
  /** entry index in the RouterIndex */
  id: number;
  score: number;
  /** the part of `score` its body's words added in retrieval (body-evidence.ts); absent: none */
  body?: number;
}

const splitSpace = (query: string) => query.split(" ");
const identity = (term: string) => term;

/** BM25 of the entries matching `all` through MiniSearch ("fast": its query engine; "public": search()). */
export function searchScores(ix: RouterIndex, all: QueryTerm[], p: Bm25Params, mode: "fast" | "public" = "fast"): Hit[] {
  // terms the index never uses add nothing to any score: leave them out of the search
  const terms = all.filter((t) => ix.df.has(t.term));
  if (!terms.length || !ix.entries.length) return [];
  const weight = new Map(terms.map((t) => [t.term, t.weight]));
  const query = terms.map((t) => t.term).join(" ");
  // the index was built with bm25 {k1, b, d: 0}, no prefix or fuzzy matching and OR as its search
  // defaults; a query passes only what differs (MiniSearch merges the options once per term)
  if (mode === "fast") {
    const exact = exactScores(ix, terms, weight, p);
    if (exact) return exact;
  }
  const options: SearchOptions = { tokenize: splitSpace, processTerm: identity, boostTerm: (t: string) => weight.get(t) ?? 1 };
  if (p.k1 !== ix.bm25.k || p.b !== ix.bm25.b) options.bm25 = { k: p.k1, b: p.b, d: 0 };
  return summedScores(ix.mini, query, options, mode);
}

/** k (1 - b + b fl / avgfl) per entry, MiniSearch's field lengths and mean, per (k1, b); null without them. */
const miniNorms = new WeakMap<RouterIndex, Map<string, Float64Array | null>>();
function miniNormsOf(ix: RouterIndex, k: number, b: number): Float64Array | null {
  let byKey = miniNorms.get(ix);
  if (!byKey) miniNorms.set(ix, (byKey = new Map()));
  const key = `${k}|${b}`;
  let norm = byKey.get(key);
  if (norm === undefined) {
    const stats = fieldLengthsOf(ix.mini);
    norm = stats && stats.count === ix.entries.length ? new Float64Array(stats.count) : null;
    // the expression MiniSearch's calcBM25Score evaluates, operation for operation
    if (norm && stats) for (let id = 0; id < norm.length; id++) norm[id] = k * (1 - b + (b * stats.lengths[id]) / stats.avg);
    byKey.set(key, norm);
  }
  return norm;
}

/**
 * What `executeQuery` returns for these terms, bit for bit, summed from the router's postings (the
 * same lists MiniSearch's index was set from, catalog-index.ts) instead of through MiniSearch: its
 * per-term option merging, result objects and match records were most of a routed query's
 * retrieval. The same arithmetic in the same order: per term, in query order (a repeated term
 * counted again at its last weight, as MiniSearch's boostTerm reads the weight map), w × (idf ×
 * (0 + tf (k + 1) / (tf + norm))) added to the entry's sum; entries in the order they are first
 * matched. minisearch-adapter.test.ts checks equality with executeQuery on real-shaped text.
 */
export function exactScores(ix: RouterIndex, terms: QueryTerm[], weight: Map<string, number>, p: Bm25Params): Hit[] | null {
  const norm = miniNormsOf(ix, p.k1, p.b);
  if (!norm) return null;
  const count = norm.length;
  const k1 = p.k1 + 1;
  const { score, seen } = scratchOf(ix);
  const touched: number[] = [];
  for (const t of terms) {
    const posting = ix.postings.get(t.term);
    if (!posting) continue;
    const n = posting.ids.length;
    // bm25.ts's idf is MiniSearch's expression to the operation
    const idfOf = idf(count, n);
    const w = weight.get(t.term) ?? 1;
    for (let i = 0; i < n; i++) {
      const id = posting.ids[i];
      const tf = posting.tfs[i];
      const weighted = w * (idfOf * (0 + (tf * k1) / (tf + norm[id])));
      if (seen[id]) score[id] += weighted;
      else {
        seen[id] = 1;
        score[id] = weighted;
        touched.push(id);
      }
    }
  }
  const out: Hit[] = new Array(touched.length);
  for (let i = 0; i < touched.length; i++) {
    const id = touched[i];
    out[i] = { id, score: score[id] };
    score[id] = 0;
    seen[id] = 0;
  }
  return out;
}

/** Per-index buffers the scorers reuse: every call leaves them zeroed again. */
const scratches = new WeakMap<RouterIndex, { score: Float64Array; seen: Uint8Array; at: Int32Array }>();
function scratchOf(ix: RouterIndex) {
  let x = scratches.get(ix);
  if (!x)
    scratches.set(
      ix,
      (x = { score: new Float64Array(ix.entries.length), seen: new Uint8Array(ix.entries.length), at: new Int32Array(ix.entries.length) }),
    );
  return x;
}

/**
 * The same scores as `searchScores`, summed from the router's own postings and term statistics
 * (tests check the two agree to 1e-9). Used for the terms the router derives and for the
 * subagent index, so that neither costs another MiniSearch pass per prompt. With `best`, only the
 * n best at or above `min`, best first.
 */
export function scorePostings(ix: RouterIndex, all: QueryTerm[], p: Bm25Params, best?: { n: number; min: number }): Hit[] {
  const entryCount = ix.entries.length;
  const norm = lengthNorms(ix, p);
  const { score, seen } = scratchOf(ix);
  const touched: number[] = [];
  for (const t of all) {
    const posting = ix.postings.get(t.term);
    if (!posting) continue;
    const n = posting.ids.length;
    const weightedIdf = t.weight * idf(entryCount, n);
    for (let i = 0; i < n; i++) {
      const id = posting.ids[i];
      score[id] += termScore(weightedIdf, posting.tfs[i], p.k1, norm[id]);
      if (!seen[id]) {
        seen[id] = 1;
        touched.push(id);
      }
    }
  }
  const clear = () => {
    for (const id of touched) {
      score[id] = 0;
      seen[id] = 0;
    }
  };
  if (!best) {
    const out = touched.map((id) => ({ id, score: score[id] }));
    clear();
    return out;
  }
  // only the n best at or above min, best first (ties by name order): no object per match
  const top: Hit[] = [];
  for (const id of touched) {
    const sc = score[id];
    if (sc < best.min) continue;
    if (top.length === best.n) {
      const last = top[best.n - 1];
      if (sc < last.score || (sc === last.score && ix.order[id] > ix.order[last.id])) continue;
      top.pop();
    }
    let i = top.length;
    while (i > 0 && (top[i - 1].score < sc || (top[i - 1].score === sc && ix.order[top[i - 1].id] > ix.order[id]))) i--;
    top.splice(i, 0, { id, score: sc });
  }
  clear();
  return top;
}

/** k1 (1 - b + b dl / avgdl) per entry, cached per (k1, b). */
export function lengthNorms(ix: RouterIndex, p: Bm25Params): Float64Array {
  const last = ix.norms.last;
  if (last && last.k1 === p.k1 && last.b === p.b) return last.norm;
  const key = `${p.k1}|${p.b}`;
  let norm = ix.norms.byKey.get(key);
  if (!norm) {
    norm = new Float64Array(ix.docs.length);
    for (let i = 0; i < norm.length; i++) norm[i] = lengthNorm(p, ix.docs[i].length, ix.avgLength);
    ix.norms.byKey.set(key, norm);
  }
  ix.norms.last = { k1: p.k1, b: p.b, norm };
  return norm;
}

/** Retrieval for a prompt: MiniSearch for its own words, the router's postings for derived terms. */
export function retrieveScores(ix: RouterIndex, terms: QueryTerm[], p: Bm25Params): Hit[] {
  const own: QueryTerm[] = [];
  const derived: QueryTerm[] = [];
  for (const t of terms) (t.origin === "query" && t.unit === "word" ? own : derived).push(t);
  const hits = searchScores(ix, own, p);
  if (!derived.length) return hits;
  const extra = scorePostings(ix, derived, p);
  if (!extra.length) return hits;
  const at = scratchOf(ix).at;
  const n = hits.length;
  for (let i = 0; i < n; i++) at[hits[i].id] = i + 1;
  for (const h of extra) {
    const k = at[h.id];
    if (k) hits[k - 1].score += h.score;
    else hits.push(h);
  }
  for (let i = 0; i < n; i++) at[hits[i].id] = 0;
  return hits;
}

/**
 * Re-score the entries a search matched for a subset of its terms (a sub-task of a compound
 * prompt), from the router's own term statistics: the same sum MiniSearch would report for a
 * search of just those terms, without a second pass over the postings. (A sub-task term the whole
 * prompt did not yield is retrieved separately by the caller.)
 */
export function rescore(ix: RouterIndex, hits: Hit[], terms: QueryTerm[], p: Bm25Params): Hit[] {
  const entryCount = ix.entries.length;
  const norm = lengthNorms(ix, p);
  const weighted: { term: string; weightedIdf: number }[] = [];
  for (const t of terms) {
    const df = ix.df.get(t.term);
    if (df) weighted.push({ term: t.term, weightedIdf: t.weight * idf(entryCount, df) });
  }
  const out: Hit[] = [];
  for (const h of hits) {
    const doc = ix.docs[h.id];
    let score = 0;
    let any = false;
    for (const x of weighted) {
      const tf = doc.tf.get(x.term);
      if (!tf) continue;
      score += termScore(x.weightedIdf, tf, p.k1, norm[h.id]);
      any = true;
    }
    if (any) out.push({ id: h.id, score });
  }
  return out;
}

/** Best first; equal scores in name order, then catalog order. */
export const byScore = (ix: RouterIndex) => (x: Hit, y: Hit) => y.score - x.score || ix.order[x.id] - ix.order[y.id];

/** The n best hits, best first, without sorting them all. */
export function bestHits(ix: RouterIndex, hits: Hit[], n: number): Hit[] {
  const cmp = byScore(ix);
  const out: Hit[] = [];
  for (const h of hits) {
    if (out.length === n && cmp(h, out[n - 1]) >= 0) continue;
    let i = out.length < n ? out.length : n - 1;
    if (out.length < n) out.push(h);
    while (i > 0 && cmp(h, out[i - 1]) < 0) {
      out[i] = out[i - 1];
      i--;
    }
    out[i] = h;
  }
  return out;
}
