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
import { analyze, type AnalyzerOptions } from "./text";

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

export interface BodyIndex {
  docs: { tf: Map<string, number>; length: number }[];
  df: Map<string, number>;
  avgLength: number;
}

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
  const docs: BodyIndex["docs"] = [];
  const df = new Map<string, number>();
  let total = 0;
  for (const e of entries) {
    const terms = analyze(bodyText(e.body), opts);
    const tf = new Map<string, number>();
    for (const t of terms) tf.set(t, (tf.get(t) ?? 0) + 1);
    for (const t of tf.keys()) df.set(t, (df.get(t) ?? 0) + 1);
    docs.push({ tf, length: terms.length });
    total += terms.length;
  }
  return { docs, df, avgLength: docs.length ? total / docs.length : 0 };
}

/** Classic BM25 of one body for weighted query terms, with each term's share. */
export function bodyScore(bi: BodyIndex, id: number, terms: readonly { term: string; weight: number }[], k1: number, b: number): { score: number; terms: BodyContribution[] } {
  const doc = bi.docs[id];
  const N = bi.docs.length;
  const out: BodyContribution[] = [];
  let score = 0;
  if (!doc || !doc.length) return { score, terms: out };
  const norm = k1 * (1 - b + (b * doc.length) / bi.avgLength);
  for (const t of terms) {
    const tf = doc.tf.get(t.term);
    if (!tf) continue;
    const df = bi.df.get(t.term) ?? 0;
    const idf = Math.log(1 + (N - df + 0.5) / (df + 0.5));
    const contribution = (t.weight * idf * tf * (k1 + 1)) / (tf + norm);
    score += contribution;
    out.push({ term: t.term, tf, df, contribution });
  }
  out.sort((x, y) => y.contribution - x.contribution || (x.term < y.term ? -1 : 1));
  return { score, terms: out };
}
