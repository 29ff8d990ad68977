// Growth per kind of content (rules.md#calibration): each clean delta between two requests is the
// sum of what was appended, split by kind; the real delta is modelled as sum_k ratio_k * estimate_k
// and the ratios are fitted together by least squares, so a delta of mixed content still teaches
// every kind in it (the dominant-kind rule only learns from deltas that are >= 80% one kind).
//
// Decisions:
// - Ratios are non-negative (a kind cannot shrink the context it is appended to).
// - Each ratio is shrunk toward the session's overall ratio with the weight of SHRINK typical
//   measurements: a kind seen in a few small deltas stays near the overall ratio, a kind with no
//   evidence is the overall ratio exactly.
// - Solved by coordinate descent on the normal equations with a fixed number of sweeps: the result
//   is the same in every run and on every machine.

/** Measurements' worth of evidence at the overall ratio that each kind's ratio starts from. */
export const SHRINK = 3;
const SWEEPS = 200;

export interface GrowthRow {
  /** the recorded delta */
  real: number;
  /** the estimate of what was appended, per kind (same length in every row) */
  byKind: readonly number[];
}

/**
 * Per kind, the non-negative ratio minimising sum_m (real_m - sum_k r_k x_mk)^2 + lambda sum_k (r_k - prior)^2,
 * with lambda = SHRINK * mean over rows of (sum_k x_mk)^2. Kinds: as many as the rows' byKind.
 */
export function fitGrowthRatios(rows: readonly GrowthRow[], prior: number, kinds: number): number[] {
  const r = new Array<number>(kinds).fill(prior);
  if (rows.length === 0) return r;
  const a = new Float64Array(kinds * kinds);
  const b = new Float64Array(kinds);
  let size2 = 0;
  for (const row of rows) {
    let s = 0;
    for (let k = 0; k < kinds; k++) {
      const x = row.byKind[k];
      if (x === 0) continue;
      s += x;
      b[k] += x * row.real;
      for (let j = 0; j < kinds; j++) a[k * kinds + j] += x * row.byKind[j];
    }
    size2 += s * s;
  }
  const lambda = (SHRINK * size2) / rows.length;
  if (lambda === 0) return r;
  for (let k = 0; k < kinds; k++) {
    a[k * kinds + k] += lambda;
    b[k] += lambda * prior;
  }
  for (let sweep = 0; sweep < SWEEPS; sweep++) {
    for (let k = 0; k < kinds; k++) {
      let rest = b[k];
      for (let j = 0; j < kinds; j++) if (j !== k) rest -= a[k * kinds + j] * r[j];
      r[k] = Math.max(0, rest / a[k * kinds + k]);
    }
  }
  return r;
}
