// Confidence (rules.md#routing): how likely the skill incorporation would load is the right one,
// from what a wrong load lacks:
//   margin     how far the winner leads the best runner-up that does another job (rank scores)
//   coverage   how much of the prompt (its words, weighted by IDF) the winner's own text holds
//   agreement  whether the winner's fields and its body agree it is the best of the pool
//   specific   whether the winner holds the prompt's most specific word
//   unknown    how much of the prompt no skill's text knows at all (a request told in words the
//              catalog never uses, whose one shared word decides the load)
// combined by a logistic curve whose weights were fitted on the project's own gold sets (every
// single case of fixtures/gold/*.jsonl over their catalogs: was the loaded skill right?). Below
// `confidenceMin`, the router does not load: it asks among the leading candidates, or, when the
// winner covers too little of the prompt to be what it asks for, handles it natively.
import type { RouterIndex } from "./catalog-index";
import type { Incorporation } from "./incorporate";
import type { Hit } from "./retrieve";
import { similarity } from "./similarity";
import { heldBack, loadLikelihood } from "./confidence-reason";
import { hasHangul } from "./hangul";
import { wordKey } from "./text";
import { coverageOver, holds, weighWords } from "./word-coverage";
import type { Candidate, QueryTerm, Reranked } from "./trace";

export interface Confidence {
  /** 0-1: the calibrated probability that the loaded skill is right */
  value: number;
  margin: number;
  coverage: number;
  agreement: number;
  /** 1 when the winner holds the prompt's most specific word (highest IDF), else 0 */
  specific: number;
  /** the share of the prompt's words the catalog knows nothing of (by no term, synonym or transliteration) */
  unknown: number;
}

/**
 * Logistic weights: value = 1 / (1 + exp(-(bias + margin·m + coverage·c + agreement·a + specific·s + unknown·u))).
 * Fitted (logistic regression, light L2) by scripts/fit-confidence.ts on the 396 loads the router
 * makes for the single and native cases of the project's development gold sets (devkit on devkit,
 * shared-catalogs on the shared catalogs, bilingual-1200 on their union, blind-ko-en on its
 * catalog): 307 right, 89 wrong. The unknown share lowered the mean log-loss from 0.424 to 0.410.
 * Calibrated by bins: predicted 0.43 / 0.56 / 0.64 / 0.75 / 0.86 / 0.95, observed 0.33 / 0.58 /
 * 0.64 / 0.70 / 0.90 / 0.98.
 */
export const CONFIDENCE_WEIGHTS = { bias: -1.3, margin: 3.87, coverage: 3.03, agreement: 0.4, specific: 0.24, unknown: -2.12 };

/** A winner covering less than this share of the prompt is not what the prompt asks for: native, not ask. */
export const COVERAGE_NATIVE = 0.2;

const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

/**
 * The share of the prompt the winner holds: each prompt word the index knows (directly, or by a
 * synonym or compound piece derived from it) weighs its best IDF; it is covered when the winner's
 * indexed text holds any of its terms.
 */
export function coverage(skills: RouterIndex, winner: number, terms: QueryTerm[]): number {
  return coverageDetail(skills, winner, terms).coverage;
}

/**
 * Coverage, and whether the winner holds the prompt's most specific word (of highest IDF the
 * index knows; any of several tied): a wrong load typically shares a common word with the prompt and misses the
 * word that names the job.
 */
export function coverageDetail(skills: RouterIndex, winner: number, terms: QueryTerm[]): { coverage: number; specific: number } {
  const tf = skills.docs[winner].tf;
  const words = weighWords(terms, skills.entries.length, (t) => skills.df.get(t) ?? 0);
  const topWeight = words.reduce((m, g) => Math.max(m, g.weight), 0);
  // words tied at the highest IDF are equally specific: holding any of them counts
  const specific = words.some((g) => holds(g, tf) && g.weight >= topWeight - 1e-12) ? 1 : 0;
  return { coverage: coverageOver(words, tf), specific };
}

/**
 * The share of the prompt's own words (those with any term: stop words have none) that the index
 * knows by none of their terms, nor by a dictionary or transliteration term derived from them. A
 * request told mostly in words no skill uses is one the catalog may not serve at all, however well
 * its one known word matches.
 */
export function unknownShare(skills: RouterIndex, terms: QueryTerm[]): number {
  const known = new Map<string, boolean>();
  const derived: string[] = [];
  for (const t of terms) {
    const has = (skills.df.get(t.term) ?? 0) > 0;
    if (t.origin === "query" || t.origin === "part") known.set(t.from, (known.get(t.from) ?? false) || has);
    else if (has) derived.push(t.from);
  }
  let words = 0;
  let unknown = 0;
  for (const [word, has] of known) {
    words++;
    if (has) continue;
    const hangul = hasHangul(word);
    const key = wordKey({ text: word, hangul });
    // a dictionary key is the word's own key, a phrase holding it, or (Korean written without
    // spaces) a run that contains it
    if (key && derived.some((d) => d === word || d === key || d.split(" ").includes(key) || (hangul && key.length > 1 && d.includes(key))))
      continue;
    unknown++;
  }
  return words ? unknown / words : 0;
}

export interface ConfidenceInput {
  skills: RouterIndex;
  candidates: Candidate[];
  kept: Hit[];
  terms: QueryTerm[];
  /** the rerank's pool (empty when the rerank did not run) */
  pool: Reranked[];
  /** the best retrieved hits, best first by BM25, gated or not: the runner-up when no other candidate passed the gate */
  retrieved?: Hit[];
  equivalentSimilarity: number;
  weights?: typeof CONFIDENCE_WEIGHTS;
}

export function confidenceOf({
  skills,
  candidates,
  kept,
  terms,
  pool,
  retrieved = [],
  equivalentSimilarity,
  weights = CONFIDENCE_WEIGHTS,
}: ConfidenceInput): Confidence {
  const rank = (c: Candidate) => c.rankScore ?? c.score;
  const top = rank(candidates[0]);
  // the best runner-up that does another job (a same-job twin is no competitor)
  let runner = 0;
  for (let i = 1; i < candidates.length; i++) {
    if (similarity(skills, kept[0].id, kept[i].id) >= equivalentSimilarity) continue;
    runner = rank(candidates[i]);
    break;
  }
  let margin = top > 0 ? Math.max(0, Math.min(1, (top - runner) / top)) : 0;
  if (!runner) {
    // A lone candidate leads nothing but the gate: its lead is over the best hit the gate held back
    // (by BM25, the only score those have), so one shared word just above SCORE_MIN is no lead.
    const held = retrieved.find((h) => h.id !== kept[0].id && similarity(skills, kept[0].id, h.id) < equivalentSimilarity);
    const own = candidates[0].score;
    if (held && own > 0) margin = Math.max(0, Math.min(1, (own - held.score) / own));
  }
  const { coverage: cover, specific } = coverageDetail(skills, kept[0].id, terms);
  const unknown = unknownShare(skills, terms);
  // fields and body agree when the winner is first by its description alone and by its body alone
  let agreement = 1;
  if (pool.length > 1) {
    const lead = pool[0];
    let bodyRank = 1;
    for (const p of pool) if (p.body > lead.body) bodyRank++;
    agreement = (1 / lead.from + 1 / bodyRank) / 2;
  }
  const value = sigmoid(
    weights.bias +
      weights.margin * margin +
      weights.coverage * cover +
      weights.agreement * agreement +
      weights.specific * specific +
      weights.unknown * unknown,
  );
  return { value, margin, coverage: cover, agreement, specific, unknown };
}

/**
 * The confidence rule on a load: at or above `min`, it stands (with its confidence recorded, and its
 * reason saying how likely it is right and from what); below, ask among the leading candidates, or go
 * native when the winner covers too little of the prompt (or there is no other candidate to offer).
 * Each reason names the parts that decided in words (confidence-reason.ts), then their figures.
 */
export function applyConfidence(done: Incorporation, c: Confidence, candidates: Candidate[], min: number): Incorporation {
  if (!(min > 0)) return { ...done, stage: { ...done.stage, confidence: c } };
  if (c.value >= min) {
    const reason = `${done.reason.replace(/\.$/, "")}; ${loadLikelihood(c, CONFIDENCE_WEIGHTS)}.`;
    return { ...done, reason, stage: { ...done.stage, detail: reason, confidence: c } };
  }
  const pct = (x: number) => `${Math.round(100 * x)}%`;
  const unknown = c.unknown > 0 ? `, ${pct(c.unknown)} of its words in no skill` : "";
  // a share just under the native line is never shown rounded up to it (19.7% reads 19%, not 20%)
  const covered = c.coverage < COVERAGE_NATIVE ? `${Math.floor(100 * c.coverage)}%` : pct(c.coverage);
  const said = `${heldBack(c, min, CONFIDENCE_WEIGHTS)} (lead ${pct(c.margin)}, covers ${covered} of the prompt, fields and body agree ${pct(c.agreement)}${unknown})`;
  const top = candidates[0].name;
  if (c.coverage < COVERAGE_NATIVE || candidates.length < 2) {
    // say which of the two decided: a lone candidate may cover most of the request (60%) and still
    // be unsure, and then it is the missing alternative, not the coverage, that leaves no question to ask
    const why =
      c.coverage < COVERAGE_NATIVE
        ? `it covers under ${pct(COVERAGE_NATIVE)} of the request, too little to be what it asks for`
        : `no other skill passed the gate to offer in a question`;
    const reason = `Native: "${top}" is ${said}, and ${why}.`;
    return {
      decision: "native",
      reason,
      chosen: null,
      stage: { stage: "incorporation", passed: false, detail: reason, outcome: "native", confidence: c, unsure: true },
    };
  }
  const options = candidates.slice(0, 3).map((x) => x.name);
  const reason = `Ask the user: "${top}" is ${said}; the options are ${options.map((o) => `"${o}"`).join(", ")}.`;
  return {
    decision: "ask",
    reason,
    chosen: null,
    options,
    stage: { stage: "incorporation", passed: false, detail: reason, outcome: "ask", options, confidence: c, unsure: true },
  };
}
