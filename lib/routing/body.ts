// The rerank stage's evidence: BM25 over each skill's body (its SKILL.md below the front matter).
//
// The gate keeps the seed's meaning (SCORE_MIN against name + description + when_to_use), but a
// description is one or two sentences: a prompt that names the task in other words than the
// description ("bring the api, postgres and redis up with one command") often matches a skill that
// merely shares its topic words ("redis") better than the one that does the job. The body spells the
// job out (its steps, examples, the commands it runs), so among the candidates that passed the gate
// the router adds `bodyWeight` times the body's BM25 for the same query terms, and ranks by that sum.
//
// Sections that say what the skill is NOT for ("## When not to use", "Do NOT use ...") are left out
// of the body's text, for the same reason the description's boundary sentence is left out of the
// index: their words would pull the skill up for exactly the requests it declines.
import { idf, lengthNorm } from "./bm25";
import type { CatalogEntry } from "../skills/catalog";
import { wordTerms, type AnalyzerOptions, type TermPiece } from "./text";
import { grow, WordTable } from "./words";

/**
 * The share of `bodyWeight` a prompt gets, by its own word count (terms of its own words, not
 * synonyms or bigram pieces): none up to 3, all from 6. A short prompt names its task in the words
 * descriptions are written to match ("코드리뷰를 해줘"); a body's incidental words (a Korean trigger
 * line repeated in one body and not in its neighbour's) would only add noise there. The body's
 * evidence is for the long, situational prompts that describe a problem instead of naming it.
 * Measured on every gold set: no loss against a flat weight, and short review requests keep
 * code-review first.
 */
export const BODY_RAMP = { from: 3, full: 6 };
export function bodyRamp(ownTerms: number): number {
  return Math.min(1, Math.max(0, (ownTerms - BODY_RAMP.from) / (BODY_RAMP.full - BODY_RAMP.from)));
}

/**
 * Term postings, as the gate's index keeps them: for each term id, the bodies that hold it (in
 * entry order) and its count in each, all terms in two shared typed arrays (a catalog of 26,000
 * skills has about 8 million (term, body) pairs: a Map per body would take several times the
 * memory). The rerank walks the postings of the prompt's terms once for its whole pool, reading
 * memory in order, instead of looking every term up in every body.
 */
export interface BodyIndex {
  vocab: Map<string, number>;
  /** bodies holding each term id */
  df: Int32Array;
  /** term id t's postings are docs/tfs[start[t] .. start[t + 1]) */
  start: Int32Array;
  docs: Int32Array;
  tfs: Int32Array;
  /** each body's length in terms */
  lengths: Int32Array;
  avgLength: number;
  /** scratch for the pool scorer: a body's place in the pool + 1, zero again after each call */
  mark: Int32Array;
}

export interface BodyContribution {
  term: string;
  tf: number;
  df: number;
  contribution: number;
}

const NEGATIVE_HEADING =
  /^#{1,6}\s.*\b(?:when\s+not\s+to\s+use|do\s+not\s+use|don['’]t\s+use|not\s+for|anti-?patterns?|avoid\s+when|out\s+of\s+scope)\b|^#{1,6}\s.*(?:사용하지\s*(?:말|않)|쓰지\s*말|하지\s*말\s*것)/i;
const NEGATIVE_LINE = /^\s*(?:[-*]\s*)?(?:\*\*)?(?:do\s+not\s+use|don['’]t\s+use|never\s+use|not\s+for)\b|사용하지\s*(?:말|마|않)/i;
const HEADING = /^(#{1,6})\s/;

/** A body without its "when not to use" sections and lines. */
export function bodyText(body: string): string {
  const out: string[] = [];
  let skipLevel = 0;
  let fenced = false;
  for (const line of body.split("\n")) {
    // a "# comment" inside a code block is no heading
    if (/^\s*(?:```|~~~)/.test(line)) fenced = !fenced;
    const h = fenced ? null : HEADING.exec(line);
    if (h) {
      const level = h[1].length;
      if (skipLevel && level > skipLevel) continue;
      skipLevel = NEGATIVE_HEADING.test(line) ? level : 0;
      if (skipLevel) continue;
    } else if (skipLevel) continue;
    if (NEGATIVE_LINE.test(line)) continue;
    out.push(line);
  }
  return out.join("\n");
}

export function buildBodyIndex(entries: CatalogEntry[], opts: AnalyzerOptions): BodyIndex {
  // One pass over 9 MB of bodies is the catalog's heaviest job, so nothing in it allocates per
  // term: each distinct word is analysed once into term ids, a body's counts go into one reused
  // array, and its (term, count) pairs into flat arrays that grow by doubling.
  const vocab = new Map<string, number>();
  const table = new WordTable();
  const wordIds: Int32Array[] = [];
  // a cache of its own: the bodies' words would otherwise flood the one prompts use
  const cache = new Map<string, TermPiece[]>();
  let dfs = new Int32Array(4096);
  let counts = new Int32Array(4096);
  let pairTerm = new Int32Array(1 << 16);
  let pairCount = new Int32Array(1 << 16);
  let pairs = 0;
  const docStart = new Int32Array(entries.length + 1);
  const lengths = new Int32Array(entries.length);
  const touched: number[] = [];
  const idOf = (term: string) => {
    let id = vocab.get(term);
    if (id === undefined) {
      vocab.set(term, (id = vocab.size));
      if (id >= dfs.length) {
        dfs = grow(dfs, id + 1);
        counts = grow(counts, id + 1);
      }
    }
    return id;
  };
  let total = 0;
  entries.forEach((e, d) => {
    let length = 0;
    table.scan(bodyText(e.body), (word) => {
      let ids = wordIds[word];
      if (!ids) ids = wordIds[word] = Int32Array.from(wordTerms(table.words[word], opts, cache), (p) => idOf(p.term));
      for (let k = 0; k < ids.length; k++) if (counts[ids[k]]++ === 0) touched.push(ids[k]);
      length += ids.length;
    });
    if (pairs + touched.length > pairTerm.length) {
      pairTerm = grow(pairTerm, pairs + touched.length);
      pairCount = grow(pairCount, pairs + touched.length);
    }
    for (const t of touched) {
      pairTerm[pairs] = t;
      pairCount[pairs++] = counts[t];
      dfs[t]++;
      counts[t] = 0;
    }
    touched.length = 0;
    docStart[d + 1] = pairs;
    lengths[d] = length;
    total += length;
  });
  const terms = vocab.size;
  const start = new Int32Array(terms + 1);
  for (let t = 0; t < terms; t++) start[t + 1] = start[t] + dfs[t];
  const fill = start.slice(0, terms);
  const docs = new Int32Array(pairs);
  const tfs = new Int32Array(pairs);
  for (let d = 0; d < entries.length; d++)
    for (let j = docStart[d]; j < docStart[d + 1]; j++) {
      const t = pairTerm[j];
      docs[fill[t]] = d;
      tfs[fill[t]++] = pairCount[j];
    }
  return {
    vocab,
    df: dfs.slice(0, terms),
    start,
    docs,
    tfs,
    lengths,
    avgLength: entries.length ? total / entries.length : 0,
    mark: new Int32Array(entries.length),
  };
}

/** A term's count in one body, 0 when absent: a binary search of the term's postings. */
function tfOf(bi: BodyIndex, term: number, doc: number): number {
  let lo = bi.start[term];
  let hi = bi.start[term + 1] - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const v = bi.docs[mid];
    if (v === doc) return bi.tfs[mid];
    if (v < doc) lo = mid + 1;
    else hi = mid - 1;
  }
  return 0;
}

/** A query's terms as the body index weighs them: weight × idf, the terms no body holds left out. */
export interface BodyQuery {
  terms: string[];
  ids: number[];
  wIdf: number[];
}

export function bodyQuery(bi: BodyIndex, terms: readonly { term: string; weight: number }[]): BodyQuery {
  const N = bi.lengths.length;
  const out: string[] = [];
  const ids: number[] = [];
  const w: number[] = [];
  for (const t of terms) {
    const id = bi.vocab.get(t.term);
    if (id === undefined) continue;
    const df = bi.df[id];
    out.push(t.term);
    ids.push(id);
    w.push(t.weight * idf(N, df));
  }
  return { terms: out, ids, wIdf: w };
}

/**
 * `bodyScore` of several bodies at once, without the breakdown: the rerank's pool. A term held by few
 * bodies is read straight through its postings; one held by many is searched per body.
 */
export function bodyScorePool(bi: BodyIndex, ids: readonly number[], q: BodyQuery, k1: number, b: number): number[] {
  const out = ids.map(() => 0);
  if (!ids.length || !q.ids.length) return out;
  const mark = bi.mark;
  ids.forEach((d, i) => (mark[d] = i + 1));
  const norm = ids.map((d) => lengthNorm({ k1, b }, bi.lengths[d], bi.avgLength));
  for (let k = 0; k < q.ids.length; k++) {
    const t = q.ids[k];
    const from = bi.start[t];
    const to = bi.start[t + 1];
    if (to - from <= 16 * ids.length) {
      for (let j = from; j < to; j++) {
        const i = mark[bi.docs[j]] - 1;
        if (i < 0) continue;
        const tf = bi.tfs[j];
        out[i] += (q.wIdf[k] * tf * (k1 + 1)) / (tf + norm[i]);
      }
    } else {
      for (let i = 0; i < ids.length; i++) {
        const tf = tfOf(bi, t, ids[i]);
        if (tf) out[i] += (q.wIdf[k] * tf * (k1 + 1)) / (tf + norm[i]);
      }
    }
  }
  for (const d of ids) mark[d] = 0;
  return out;
}

/** Classic BM25 of one body for weighted query terms, with each term's share. */
export function bodyScore(
  bi: BodyIndex,
  id: number,
  terms: readonly { term: string; weight: number }[] | BodyQuery,
  k1: number,
  b: number,
): { score: number; terms: BodyContribution[] } {
  const out: BodyContribution[] = [];
  let score = 0;
  if (id < 0 || id >= bi.lengths.length || !bi.lengths[id]) return { score, terms: out };
  const q = "wIdf" in terms ? terms : bodyQuery(bi, terms);
  const norm = lengthNorm({ k1, b }, bi.lengths[id], bi.avgLength);
  for (let i = 0; i < q.ids.length; i++) {
    const tf = tfOf(bi, q.ids[i], id);
    if (!tf) continue;
    const contribution = (q.wIdf[i] * tf * (k1 + 1)) / (tf + norm);
    score += contribution;
    out.push({ term: q.terms[i], tf, df: bi.df[q.ids[i]], contribution });
  }
  out.sort((x, y) => y.contribution - x.contribution || (x.term < y.term ? -1 : 1));
  return { score, terms: out };
}
