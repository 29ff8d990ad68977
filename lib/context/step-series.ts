// What the walk keeps after every step: numbers only (tokens per category, meter state, token
// source, cache figures), so a long session stays cheap; the live list of a step is rebuilt from the
// epochs (snapshot.ts). Alone because it is the walk's output, read back by snapshot.ts through the
// Simulation, while the walk itself (simulate.ts) only says when a step ends.
import { calibrationMeasured } from "../tokens/calibrate";
import { NC } from "../tokens/count";
import { validCache } from "./prompt-cache";
import type { Run } from "./run";
import { METER_STATES, meterState } from "./thresholds";

/** Per request: its input, and what it read from and wrote to the prompt cache (prompt-cache.ts). */
export interface RequestSeries {
  requestInput: Float64Array;
  cacheRead: Float64Array;
  cacheCreation: Float64Array;
}

export interface StepSeries {
  /** the state before the first event (step -1) */
  initial: { tokens: number; byCategory: Float64Array; startupLive: boolean[] };
  tokens: Float64Array;
  estimated: Float64Array;
  byCategory: Float64Array;
  meter: Uint8Array;
  source: Uint8Array;
  request: RequestSeries;
  cachedPrefix: Float64Array;
  appendCount: Int32Array;
}

/** Room for `n` steps, and the state of `run` before its first event. */
export function newStepSeries(n: number, run: Run): StepSeries {
  return {
    initial: { tokens: run.est(), byCategory: Float64Array.from(run.startCat), startupLive: [...run.startupLive] },
    tokens: new Float64Array(n),
    estimated: new Float64Array(n),
    byCategory: new Float64Array(n * NC),
    meter: new Uint8Array(n),
    source: new Uint8Array(n),
    request: {
      requestInput: new Float64Array(n).fill(NaN),
      cacheRead: new Float64Array(n).fill(NaN),
      cacheCreation: new Float64Array(n).fill(NaN),
    },
    cachedPrefix: new Float64Array(n),
    appendCount: new Int32Array(n),
  };
}

/** Which of SOURCES (snapshot.ts) the meter's figure comes from now. */
function tokenSource(run: Run): number {
  if (run.inSync && run.anchored) return 1; // recorded usage
  if (run.anchorUsed !== run.anchorEst) return 2; // estimate + recorded drift
  return calibrationMeasured(run.calibration) ? 3 : 0; // calibrated estimate, or the estimate
}

/** The state after event i. */
export function recordStep(series: StepSeries, run: Run, i: number): void {
  const used = run.used();
  series.tokens[i] = used;
  series.estimated[i] = run.est();
  for (let c = 0; c < NC; c++) series.byCategory[i * NC + c] = run.startCat[c] + run.msgCat[c];
  series.meter[i] = METER_STATES.indexOf(meterState(used, run.thresholds));
  series.source[i] = tokenSource(run);
  series.cachedPrefix[i] = validCache(run);
  series.appendCount[i] = run.appendLen;
}
