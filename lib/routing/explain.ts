// Explain (rules.md#routing): why an entry scores what it scores for a prompt, term by term, from
// the index's own statistics. The contributions sum to the entry's BM25; the candidates table, the
// flow's gate node and "why not" all read these records.
import { idf, lengthNorm, type Bm25Params } from "./bm25";
import type { RouterIndex } from "./catalog-index";
import type { Hit } from "./retrieve";
import type { Candidate, QueryTerm, TermContribution } from "./trace";

/** A query's terms with their document frequency and IDF in one index, the absent ones left out. */
export interface PreparedTerm {
  term: QueryTerm;
  df: number;
  idf: number;
}

export function prepareTerms(ix: RouterIndex, terms: QueryTerm[]): PreparedTerm[] {
  const entryCount = ix.entries.length;
  const out: PreparedTerm[] = [];
  for (const term of terms) {
    const df = ix.df.get(term.term);
    if (df) out.push({ term, df, idf: idf(entryCount, df) });
  }
  return out;
}

export function explainPrepared(ix: RouterIndex, id: number, prepared: PreparedTerm[], p: Bm25Params): TermContribution[] {
  const doc = ix.docs[id];
  const out: TermContribution[] = [];
  const norm = lengthNorm(p, doc.length, ix.avgLength);
  for (const { term: t, df, idf: termIdf } of prepared) {
    const tf = doc.tf.get(t.term);
    if (!tf) continue;
    const contribution = t.weight * termIdf * ((tf * (p.k1 + 1)) / (tf + norm));
    out.push({
      term: t.term,
      weight: t.weight,
      origin: t.origin,
      from: t.from,
      tf,
      df,
      idf: termIdf,
      fieldLength: doc.length,
      avgFieldLength: ix.avgLength,
      contribution,
    });
  }
  return out.sort((x, y) => y.contribution - x.contribution || (x.term < y.term ? -1 : 1));
}

/** Per-term contributions of one indexed entry, from the router's own term statistics. */
export function explainTerms(ix: RouterIndex, id: number, terms: QueryTerm[], p: Bm25Params): TermContribution[] {
  return explainPrepared(ix, id, prepareTerms(ix, terms), p);
}

/** A hit as the trace shows it; `prepared` null leaves out the per-term breakdown (subagents). */
export function toCandidate(ix: RouterIndex, hit: Hit, rank: number, prepared: PreparedTerm[] | null, p: Bm25Params): Candidate {
  const e = ix.entries[hit.id];
  return {
    name: e.name,
    kind: e.kind,
    path: e.path,
    score: hit.score,
    rank,
    description: ix.descriptions[hit.id],
    terms: prepared ? explainPrepared(ix, hit.id, prepared, p) : [],
    ...(hit.body ? { bodyEvidence: hit.body } : {}),
  };
}
