// Two bench runs of one gold set side by side: which cases a change of settings (or of the catalog,
// or of the router) fixed, which it broke, and which it moved without changing their outcome. A
// metric's delta says how much; this says which prompts, so a change can be judged by its cases.
import type { BenchReport, CaseResult, Metrics } from "./bench";

/**
 * A case the router got wrong: a wrong or irrelevant skill loaded, no right skill loaded where one
 * was (ask, native and skip included), or a compound step missed even when decomposed.
 */
export function isFailure(c: CaseResult): boolean {
  return c.hallucinated || c.top1Hit === false || (c.steps !== undefined && c.steps.decomposed < 1);
}

export interface Outcome {
  decision: CaseResult["decision"];
  chosen: string | null;
  right: boolean;
  /** compound cases: gold steps among the decomposed candidates, of all gold steps */
  steps?: { covered: number; of: number };
}

export interface CaseChange {
  id: string;
  kind: CaseResult["kind"];
  lang: string;
  query: string;
  gold: string[];
  /** fixed: wrong before, right after; broken: the reverse; moved: the same verdict, another decision, skill or step coverage */
  change: "fixed" | "broken" | "moved";
  before: Outcome;
  after: Outcome;
}

export type MetricKey = "recallAt5" | "top1" | "gatedRate" | "hallucinationRate";
export const DIFF_METRICS: readonly MetricKey[] = ["recallAt5", "top1", "gatedRate", "hallucinationRate"];

export interface BenchDiff {
  /** cases found in both runs (same id and prompt) */
  matched: number;
  /** cases in only one of the runs, or whose prompt differs under the same id */
  unmatched: number;
  fixed: CaseChange[];
  broken: CaseChange[];
  moved: CaseChange[];
  /** after minus before, for the whole run; null where either run has no case for the metric */
  delta: Record<MetricKey, number | null>;
  /** asks and native loads, before and after */
  asked: [number, number];
  loadedOnNative: [number, number];
}

function outcome(c: CaseResult): Outcome {
  const o: Outcome = { decision: c.decision, chosen: c.chosen, right: !isFailure(c) };
  if (c.steps) {
    const of = new Set(c.gold).size;
    o.steps = { covered: Math.round(c.steps.decomposed * of), of };
  }
  return o;
}

const d = (a: number | null, b: number | null) => (a === null || b === null ? null : b - a);

export function diffBench(before: BenchReport, after: BenchReport): BenchDiff {
  const prev = new Map<string, CaseResult>();
  for (const c of before.results) prev.set(c.id, c);
  const out: BenchDiff = {
    matched: 0,
    unmatched: 0,
    fixed: [],
    broken: [],
    moved: [],
    delta: Object.fromEntries(DIFF_METRICS.map((k) => [k, d((before as Metrics)[k], (after as Metrics)[k])])) as Record<
      MetricKey,
      number | null
    >,
    asked: [before.counts.asked, after.counts.asked],
    loadedOnNative: [before.counts.loadedOnNative, after.counts.loadedOnNative],
  };
  const seen = new Set<string>();
  for (const c of after.results) {
    const p = prev.get(c.id);
    if (!p || p.query !== c.query || seen.has(c.id)) {
      out.unmatched++;
      continue;
    }
    seen.add(c.id);
    out.matched++;
    const b = outcome(p);
    const a = outcome(c);
    const moved = b.decision !== a.decision || b.chosen !== a.chosen || b.steps?.covered !== a.steps?.covered;
    const change = !b.right && a.right ? "fixed" : b.right && !a.right ? "broken" : moved ? "moved" : null;
    if (!change) continue;
    out[change].push({ id: c.id, kind: c.kind, lang: c.lang, query: c.query, gold: c.gold, change, before: b, after: a });
  }
  out.unmatched += before.results.filter((c) => !seen.has(c.id)).length;
  return out;
}
