// How far a bench rate can be trusted: the Wilson score interval of hits out of n. A gold set's
// language slice often has 20-30 cases, where one case is 3-5 points and a Top-1 of 0.60 is as
// consistent with 0.41 as with 0.77; the interval says so beside the figure. Wilson rather than the
// normal approximation because it stays inside [0, 1] and is sound at 0 or n hits on small n.

import type { Metrics } from "./bench";

/** z for a two-sided 95% interval */
export const INTERVAL_Z = 1.959963984540054;

export interface RateInterval {
  lo: number;
  hi: number;
  /** the cases the rate is counted over */
  n: number;
}

/** The Wilson interval of `hits` of `n`, or null when there is nothing to count. */
export function rateInterval(hits: number, n: number, z = INTERVAL_Z): RateInterval | null {
  if (!(n > 0) || hits < 0 || hits > n) return null;
  const p = hits / n;
  const z2 = z * z;
  const denom = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denom;
  // at none or all the bound is exactly 0 or 1; floating point leaves it a hair inside
  return { lo: hits === 0 ? 0 : centre - half, hi: hits === n ? 1 : centre + half, n };
}

/** The intervals of a bench slice's three counted rates (the counts behind Recall@5, Top-1, wrong loads). */
export function metricIntervals(m: Metrics): Record<IntervalKey, RateInterval | null> {
  return {
    recallAt5: rateInterval(m.counts.recallHits, m.counts.skillCases),
    top1: rateInterval(m.counts.top1Hits, m.counts.skillCases),
    hallucinationRate: rateInterval(m.counts.hallucinated, m.cases),
  };
}

export type IntervalKey = "recallAt5" | "top1" | "hallucinationRate";

/** "40.7-76.6%", one decimal like the bench's rates */
export function intervalText(iv: RateInterval | null): string {
  return iv ? `${(iv.lo * 100).toFixed(1)}–${(iv.hi * 100).toFixed(1)}%` : "–";
}
