// A bench sweep: the gold set measured at each value of one query-time setting (SCORE_MIN, TOP_K,
// the near-tie ratio, the same-job similarity or the body weight), so that a user sees what a setting trades (Top-1 against
// hallucination, recall against the injected tokens) before choosing it. Only query-time settings
// are swept: each value reuses the router's index (router.route(..., { settings })).
import { computeMetrics, runBench, type GoldCase, type Metrics } from "./bench";
import type { Router } from "./router";
import { SETTING_LABELS, SETTING_RANGES } from "./settings";

export type SweepParam = "scoreMin" | "topK" | "nearTieRatio" | "equivalentSimilarity" | "confidenceMin" | "bodyWeight";

export interface SweepParamInfo {
  label: string;
  /** what a value may be at all */
  min: number;
  max: number;
  integer: boolean;
  /** the range a sweep of this setting starts from */
  range: { from: number; to: number; step: number };
  /** what moving it does, for the UI */
  what: string;
}

export const SWEEP_PARAMS: Record<SweepParam, SweepParamInfo> = {
  scoreMin: {
    label: SETTING_LABELS.scoreMin,
    ...SETTING_RANGES.scoreMin,
    integer: false,
    range: { from: 2, to: 12, step: 0.5 },
    what: "the gate: a lower one lets more prompts reach a skill, right or wrong",
  },
  topK: {
    label: SETTING_LABELS.topK,
    ...SETTING_RANGES.topK,
    integer: true,
    range: { from: 1, to: 10, step: 1 },
    what: "how many gated candidates are injected: recall against tokens",
  },
  nearTieRatio: {
    label: SETTING_LABELS.nearTieRatio,
    ...SETTING_RANGES.nearTieRatio,
    integer: false,
    range: { from: 0.8, to: 1, step: 0.01 },
    what: "a runner-up within this share of the top asks the user: asks against wrong loads",
  },
  equivalentSimilarity: {
    label: SETTING_LABELS.equivalentSimilarity,
    ...SETTING_RANGES.equivalentSimilarity,
    integer: false,
    range: { from: 0, to: 1, step: 0.05 },
    what: "a near-tied runner-up at least this similar to the top does the same job, so the top loads instead of asking; 1 always asks",
  },
  confidenceMin: {
    label: SETTING_LABELS.confidenceMin,
    ...SETTING_RANGES.confidenceMin,
    integer: false,
    range: { from: 0, to: 0.9, step: 0.05 },
    what: "below this confidence the router asks or goes native instead of loading: right loads (Top-1) against wrong loads",
  },
  bodyWeight: {
    label: SETTING_LABELS.bodyWeight,
    ...SETTING_RANGES.bodyWeight,
    integer: false,
    range: { from: 0, to: 3, step: 0.25 },
    what: "how much the skill body counts in the rerank; 0 turns it off",
  },
};

export const SWEEP_MAX_POINTS = 41;

export function isSweepParam(x: string): x is SweepParam {
  return Object.prototype.hasOwnProperty.call(SWEEP_PARAMS, x);
}

/**
 * The values from `from` to `to` (both included) every `step`, or why not. Values are rounded to
 * the step's decimals so that 0.1 + 0.2 reads 0.3; integer settings take whole steps only.
 */
export function sweepValues(param: SweepParam, from: number, to: number, step: number): { values: number[]; error?: string } {
  const p = SWEEP_PARAMS[param];
  const bad = (error: string) => ({ values: [], error });
  if (![from, to, step].every(Number.isFinite)) return bad("from, to and step must be numbers");
  if (step <= 0) return bad("step must be above 0");
  if (from > to) return bad(`from (${from}) is above to (${to})`);
  if (from < p.min || to > p.max) return bad(`${p.label} takes values from ${p.min} to ${p.max}`);
  if (p.integer && (!Number.isInteger(from) || !Number.isInteger(step))) return bad(`${p.label} takes whole numbers`);
  const n = Math.floor((to - from) / step + 1e-9) + 1;
  if (n > SWEEP_MAX_POINTS) return bad(`${n} values: at most ${SWEEP_MAX_POINTS} per sweep (a larger step)`);
  const decimals = Math.min(6, Math.max(decimalsOf(from), decimalsOf(step)));
  const values: number[] = [];
  for (let i = 0; i < n; i++) values.push(Number((from + i * step).toFixed(decimals)));
  return { values };
}

function decimalsOf(x: number): number {
  const s = String(x);
  const e = s.indexOf("e-");
  if (e >= 0) return Number(s.slice(e + 2));
  const d = s.indexOf(".");
  return d < 0 ? 0 : s.length - d - 1;
}

export interface SweepPoint {
  value: number;
  metrics: Metrics;
}

export interface SweepReport {
  param: SweepParam;
  /** the router's own value of the setting: where the sweep's chart marks "now" */
  current: number;
  points: SweepPoint[];
  /**
   * The value with the best Top-1 among those that load no skill for a native or chitchat case
   * (ties: the least hallucination, then the value nearest the current one); null when every value
   * loads one, or the gold set has no skill case.
   */
  best: { value: number; top1: number } | null;
}

/** The bench at one value of the setting: its metrics without the breakdowns. */
export function measureAt(router: Router, cases: GoldCase[], param: SweepParam, value: number): Metrics {
  return computeMetrics(runBench(router, cases, undefined, { [param]: value }).results);
}

export function bestPoint(points: SweepPoint[], current: number): SweepReport["best"] {
  let best: SweepPoint | null = null;
  for (const p of points) {
    const m = p.metrics;
    if (m.top1 === null || m.counts.loadedOnNative > 0) continue;
    if (!best) {
      best = p;
      continue;
    }
    const b = best.metrics;
    const d = m.top1 - b.top1!;
    const better =
      d > 1e-12 ||
      (Math.abs(d) <= 1e-12 &&
        ((m.hallucinationRate ?? 0) < (b.hallucinationRate ?? 0) - 1e-12 ||
          (Math.abs((m.hallucinationRate ?? 0) - (b.hallucinationRate ?? 0)) <= 1e-12 &&
            Math.abs(p.value - current) < Math.abs(best.value - current))));
    if (better) best = p;
  }
  return best ? { value: best.value, top1: best.metrics.top1! } : null;
}

/** The sweep: `onPoint` after each value (progress, or a caller that slices the work). */
export function runSweep(
  router: Router,
  cases: GoldCase[],
  param: SweepParam,
  values: number[],
  onPoint?: (done: number, total: number) => void,
): SweepReport {
  const points: SweepPoint[] = [];
  for (const value of values) {
    points.push({ value, metrics: measureAt(router, cases, param, value) });
    onPoint?.(points.length, values.length);
  }
  const current = router.settings[param];
  return { param, current, points, best: bestPoint(points, current) };
}
