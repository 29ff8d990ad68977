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
import type { CatalogEntry } from "../skills/catalog";
import { analyze, type AnalyzerOptions, type TermPiece } from "./text";

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
 * Compact on purpose: a catalog of 26,000 skills has about 8 million body terms. Each body keeps its
 * distinct term ids sorted, with their counts, in typed arrays (a Map per body would take several
 * times the memory). Up to HASHED_ENTRIES (term, body) pairs, each body also gets an open-addressing
 * table in two shared arrays, so that the rerank's lookups (twenty bodies times every query term,
 * per prompt) cost a multiply and a probe instead of a binary search; a larger catalog searches.
 */
export interface BodyIndex {
  vocab: Map<string, number>;
  /** bodies holding each term id */
  df: Int32Array;
  docs: { ids: Int32Array; tfs: Int32Array; length: number; at: number; bits: number }[];
  avgLength: number;
  /** the per-body tables, key and count side by side (key -1 where empty); empty when the catalog is too large for them */
  table: Int32Array;
}

export const HASHED_ENTRIES = 2_000_000;

export interface BodyContribution {
  term: string;
  tf: number;
  df: number;
  contribution: number;
}

const NEGATIVE_HEADING = /^#{1,6}\s.*\b(?:when\s+not\s+to\s+use|do\s+not\s+use|don['’]t\s+use|not\s+for|anti-?patterns?|avoid\s+when|out\s+of\s+scope)\b|^#{1,6}\s.*(?:사용하지\s*(?:말|않)|쓰지\s*말|하지\s*말\s*것)/i;
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
  const vocab = new Map<string, number>();
  const dfs: number[] = [];
  const counts: { tf: Map<number, number>; length: number }[] = [];
  let total = 0;
  // a cache of its own: the bodies' words would otherwise flood the one prompts use
  const cache = new Map<string, TermPiece[]>();
  for (const e of entries) {
    const terms = analyze(bodyText(e.body), opts, cache);
    const tf = new Map<number, number>();
    for (const t of terms) {
      let id = vocab.get(t);
      if (id === undefined) {
        vocab.set(t, (id = dfs.length));
        dfs.push(0);
      }
      tf.set(id, (tf.get(id) ?? 0) + 1);
    }
    for (const id of tf.keys()) dfs[id]++;
    counts.push({ tf, length: terms.length });
    total += terms.length;
  }
  const docs: BodyIndex["docs"] = counts.map(({ tf, length }) => {
    const ids = Int32Array.from(tf.keys()).sort();
    const tfs = Int32Array.from(ids, (id) => tf.get(id)!);
    return { ids, tfs, length, at: -1, bits: 0 };
  });
  let size = 0;
  const pairs = docs.reduce((a, d) => a + d.ids.length, 0);
  if (pairs <= HASHED_ENTRIES) {
    for (const d of docs) {
      d.bits = Math.max(3, Math.ceil(Math.log2(d.ids.length * 2 + 1)));
      d.at = size;
      size += 1 << d.bits;
    }
  }
  const table = new Int32Array(size * 2).fill(-1);
  if (size) {
    for (const d of docs) {
      const mask = (1 << d.bits) - 1;
      for (let i = 0; i < d.ids.length; i++) {
        let h = Math.imul(d.ids[i], -1640531535) >>> (32 - d.bits);
        while (table[2 * (d.at + h)] !== -1) h = (h + 1) & mask;
        table[2 * (d.at + h)] = d.ids[i];
        table[2 * (d.at + h) + 1] = d.tfs[i];
      }
    }
  }
  return { vocab, df: Int32Array.from(dfs), docs, avgLength: docs.length ? total / docs.length : 0, table };
}

/** A term's count in one body, 0 when absent: a probe of its table, or a binary search. */
function tfOf(bi: BodyIndex, doc: BodyIndex["docs"][number], id: number): number {
  if (doc.at >= 0) {
    const table = bi.table;
    const mask = (1 << doc.bits) - 1;
    let h = Math.imul(id, -1640531535) >>> (32 - doc.bits);
    for (;;) {
      const k = table[2 * (doc.at + h)];
      if (k === id) return table[2 * (doc.at + h) + 1];
      if (k === -1) return 0;
      h = (h + 1) & mask;
    }
  }
  let lo = 0;
  let hi = doc.ids.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const v = doc.ids[mid];
    if (v === id) return doc.tfs[mid];
    if (v < id) lo = mid + 1;
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
  const N = bi.docs.length;
  const out: string[] = [];
  const ids: number[] = [];
  const w: number[] = [];
  for (const t of terms) {
    const id = bi.vocab.get(t.term);
    if (id === undefined) continue;
    const df = bi.df[id];
    out.push(t.term);
    ids.push(id);
    w.push(t.weight * Math.log(1 + (N - df + 0.5) / (df + 0.5)));
  }
  return { terms: out, ids, wIdf: w };
}

/** The same sum as `bodyScore`, without the per-term breakdown: the rerank scores its whole pool. */
export function bodyScoreOnly(bi: BodyIndex, id: number, q: BodyQuery, k1: number, b: number): number {
  const doc = bi.docs[id];
  if (!doc || !doc.length || !q.ids.length) return 0;
  const norm = k1 * (1 - b + (b * doc.length) / bi.avgLength);
  let score = 0;
  for (let i = 0; i < q.ids.length; i++) {
    const tf = tfOf(bi, doc, q.ids[i]);
    if (tf) score += (q.wIdf[i] * tf * (k1 + 1)) / (tf + norm);
  }
  return score;
}

/** Classic BM25 of one body for weighted query terms, with each term's share. */
export function bodyScore(bi: BodyIndex, id: number, terms: readonly { term: string; weight: number }[] | BodyQuery, k1: number, b: number): { score: number; terms: BodyContribution[] } {
  const doc = bi.docs[id];
  const out: BodyContribution[] = [];
  let score = 0;
  if (!doc || !doc.length) return { score, terms: out };
  const q = "wIdf" in terms ? terms : bodyQuery(bi, terms);
  const norm = k1 * (1 - b + (b * doc.length) / bi.avgLength);
  for (let i = 0; i < q.ids.length; i++) {
    const tf = tfOf(bi, doc, q.ids[i]);
    if (!tf) continue;
    const contribution = (q.wIdf[i] * tf * (k1 + 1)) / (tf + norm);
    score += contribution;
    out.push({ term: q.terms[i], tf, df: bi.df[q.ids[i]], contribution });
  }
  out.sort((x, y) => y.contribution - x.contribution || (x.term < y.term ? -1 : 1));
  return { score, terms: out };
}
