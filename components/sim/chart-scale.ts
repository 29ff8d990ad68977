// The scales the token charts share (the timeline, compare mode's strips): a round y axis and the
// points drawn on long sessions. Display only; the figures are the simulation's.

/** A y axis: its top and its ticks from 0. */
export interface Axis {
  max: number;
  ticks: number[];
}

/**
 * A y axis from 0 to at least `x` in about `parts` round steps (182k in 4 -> 0, 50k ... 200k). With
 * a `cap` at or above `x`, a round top above the cap is brought down to it (the window's size).
 */
export function roundAxis(x: number, { parts = 4, cap = Infinity }: { parts?: number; cap?: number } = {}): Axis {
  if (!(x > 0)) return { max: 1, ticks: [0, 1] };
  const raw = x / parts;
  const p = 10 ** Math.floor(Math.log10(raw));
  const step = ([1, 2, 2.5, 5, 10].find((m) => m * p >= raw) ?? 10) * p;
  let max = Math.ceil(x / step) * step;
  if (max > cap && cap >= x) max = cap;
  const ticks: number[] = [];
  for (let v = 0; v < max - step / 2; v += step) ticks.push(v);
  ticks.push(max);
  return { max, ticks };
}

/** Most points drawn; longer sessions keep each bucket's lowest and highest step, and the steps asked for. */
export const MAX_POINTS = 2400;

/**
 * The points of a token line, x = step + 1: every step up to MAX_POINTS; beyond, each bucket's
 * lowest and highest step, the first and last, and every step in `keep` (0-based; those outside
 * the session are ignored), so that no compaction's drop is smoothed away.
 */
export function stepPoints(tokens: ArrayLike<number>, steps: number, keep: Iterable<number> = []): { x: number; tokens: number }[] {
  const n = steps;
  // One step (a pasted /context report) would be one point, which a step-after area draws as
  // nothing; the axis spans 1 to 2 for it (chart-axes.tsx stepAxis), so the step is drawn that wide.
  if (n === 1) return [1, 2].map((x) => ({ x, tokens: tokens[0] }));
  if (n <= MAX_POINTS) return Array.from({ length: n }, (_, i) => ({ x: i + 1, tokens: tokens[i] }));
  const kept = new Set<number>([0, n - 1]);
  const bucket = Math.ceil(n / (MAX_POINTS / 2));
  for (let b = 0; b < n; b += bucket) {
    let lo = b;
    let hi = b;
    for (let i = b; i < Math.min(n, b + bucket); i++) {
      if (tokens[i] < tokens[lo]) lo = i;
      if (tokens[i] > tokens[hi]) hi = i;
    }
    kept.add(lo).add(hi);
  }
  for (const i of keep) if (i >= 0 && i < n) kept.add(i);
  return [...kept].sort((a, b) => a - b).map((i) => ({ x: i + 1, tokens: tokens[i] }));
}
