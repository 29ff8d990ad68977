// Body evidence in retrieval (rules.md#routing; docs/routing.md, "Round 11 tuning: retrieval").
//
// The rerank (rerank.ts) reads the body only for candidates that already passed the gate on name,
// description and when_to_use. Across the 32 tune sets, 117 of 295 requests whose right entry was
// outside the first five had it among the five best BM25 hits but below SCORE_MIN (most of them
// with nothing at the gate, so answered natively): the description shares one or two of the
// request's words and the body spells out the rest. So retrieval itself adds `weight` × the body's
// BM25 for the prompt's terms to every entry, before the gate, and an entry only its body matches
// joins the hits.
//
// Limits, each from a measured failure or cost (docs/routing.md): the weight ramps in with the
// prompt's own words as the rerank's does (body.ts, bodyRamp), since a short prompt names its task
// in the words descriptions are written for; a term the entry's indexed text already holds adds
// nothing from the body (the body repeating "convert" is the description's evidence again, not
// more of it); the body must hold two of the terms (MIN_WORDS); and a word most bodies use is left
// out (COMMON_SHARE).
import { lengthNorm } from "./bm25";
import { bodyRamp, type BodyIndex, type BodyQuery } from "./body";
import type { RouterIndex } from "./catalog-index";
import type { Hit } from "./retrieve";

/** The body evidence's share of `weight` for a prompt of this many own words (the rerank's ramp). */
export const bodyEvidenceWeight = (weight: number, promptWords: number) => weight * bodyRamp(promptWords);

/** Each body's length normalisation, per (k1, b). */
const norms = new WeakMap<BodyIndex, { key: string; norm: Float64Array }>();
function normsOf(bi: BodyIndex, k1: number, b: number): Float64Array {
  const key = `${k1}|${b}`;
  const kept = norms.get(bi);
  if (kept && kept.key === key) return kept.norm;
  const norm = new Float64Array(bi.lengths.length);
  for (let d = 0; d < norm.length; d++) norm[d] = lengthNorm({ k1, b }, bi.lengths[d], bi.avgLength);
  norms.set(bi, { key, norm });
  return norm;
}

/**
 * Body evidence counts when the body holds at least this many of the request's terms the indexed
 * text lacks (a term repeated in the query counts each time): one word a body happens to use ("one"
 * in "explain this one-liner") is chance, not the request's situation spelled out.
 */
export const MIN_WORDS = 2;

/** A term held by more than this share of the bodies adds no body evidence. */
export const COMMON_SHARE = 0.5;

/** Per-body buffers, zero between calls. */
const scratches = new WeakMap<BodyIndex, { held: Uint8Array; evidence: Float64Array; words: Int32Array }>();
function scratchOf(bi: BodyIndex) {
  let x = scratches.get(bi);
  const n = bi.lengths.length;
  if (!x) scratches.set(bi, (x = { held: new Uint8Array(n), evidence: new Float64Array(n), words: new Int32Array(n) }));
  return x;
}

/**
 * `hits` with weight × each body's BM25 for the terms its indexed text (`ix`, the same entries in
 * the same order as the body index) lacks; entries only a body matches join with that alone. The
 * hits are changed in place and returned.
 */
export function addBodyEvidence(
  bi: BodyIndex,
  ix: Pick<RouterIndex, "postings">,
  hits: Hit[],
  q: BodyQuery,
  weight: number,
  k1: number,
  b: number,
): Hit[] {
  if (!(weight > 0) || !q.ids.length) return hits;
  const norm = normsOf(bi, k1, b);
  const { held, evidence, words } = scratchOf(bi);
  const touched: number[] = [];
  const common = COMMON_SHARE * bi.lengths.length;
  for (let k = 0; k < q.ids.length; k++) {
    const t = q.ids[k];
    // a word most bodies use says little (IDF under ln 2) and is the longest list to walk
    if (bi.df[t] > common) continue;
    // the entries whose indexed text holds this term: its (short) posting marks them
    const own = ix.postings.get(q.terms[k])?.ids;
    if (own) for (let j = 0; j < own.length; j++) held[own[j]] = 1;
    const w = weight * q.wIdf[k];
    for (let j = bi.start[t]; j < bi.start[t + 1]; j++) {
      const d = bi.docs[j];
      if (held[d]) continue;
      const tf = bi.tfs[j];
      if (!words[d]) touched.push(d);
      words[d]++;
      evidence[d] += (w * tf * (k1 + 1)) / (tf + norm[d]);
    }
    if (own) for (let j = 0; j < own.length; j++) held[own[j]] = 0;
  }
  // a body's place in `hits` + 1 (0: not yet a hit), zeroed again before returning
  const at = bi.mark;
  for (let i = 0; i < hits.length; i++) at[hits[i].id] = i + 1;
  for (const d of touched) {
    const s = evidence[d];
    if (words[d] >= MIN_WORDS) {
      const i = at[d];
      if (i) {
        const h = hits[i - 1];
        h.score += s;
        h.body = (h.body ?? 0) + s;
      } else hits.push({ id: d, score: s, body: s });
    }
    evidence[d] = 0;
    words[d] = 0;
  }
  for (const h of hits) at[h.id] = 0;
  return hits;
}
