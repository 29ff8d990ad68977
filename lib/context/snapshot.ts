// Reading a simulation: any step's snapshot in O(categories) for the numbers and O(live items +
// clears) for the message list, the chart series, and the CLI's summary of a compaction.
import { CATEGORIES, type Category } from "../model";
import { NC } from "../tokens/count";
import { METER_STATES, meterState, percentLeft, type MeterState, type Thresholds } from "./settings";
import type { Compaction, LiveItem, SimNote, Simulation, StartupInfo, Tier, TokenSource, Trigger } from "./simulate";

/** Index order of Simulation.source. */
export const SOURCES: readonly TokenSource[] = ["estimate", "recorded usage", "estimate + recorded drift"];

export function cloneItem(it: LiveItem): LiveItem {
  return it.cleared ? { ...it, cleared: [...it.cleared] } : { ...it };
}

export interface Snapshot {
  /** -1 = before the first event */
  step: number;
  /** `used`: what the thresholds see */
  tokens: number;
  source: TokenSource;
  /** the simulated context estimated from the token table (byCategory sums to it) */
  estimated: number;
  byCategory: Record<Category, number>;
  thresholds: Thresholds;
  meter: MeterState;
  percentLeft: number;
  startup: (StartupInfo & { index: number; live: boolean })[];
  /** the messages of the context after this step */
  live: LiveItem[];
  /** compactions that ran at this step */
  compactions: Compaction[];
  notes: SimNote[];
  /** the request made at this step, if any */
  request: { input: number; cacheRead: number; cacheCreation: number } | null;
  cachedPrefix: number;
  /** index into Simulation.epochs */
  epoch: number;
  /** the compaction this context descends from (its epoch's), if any */
  lastCompaction: Compaction | null;
}

/** Last index in a sorted array whose key is <= x, or -1. */
function lastAtOrBefore<T>(arr: readonly T[], x: number, key: (t: T) => number): number {
  let lo = 0;
  let hi = arr.length - 1;
  let ans = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (key(arr[mid]) <= x) {
      ans = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return ans;
}

function rangeAt<T extends { step: number }>(arr: readonly T[], step: number): T[] {
  const hi = lastAtOrBefore(arr, step, (x) => x.step);
  const lo = lastAtOrBefore(arr, step - 1, (x) => x.step);
  return arr.slice(lo + 1, hi + 1);
}

/** The live message list after `step`, rebuilt from its epoch in O(live items + clears). */
export function liveAt(sim: Simulation, step: number): LiveItem[] {
  const s = Math.max(-1, Math.min(sim.steps - 1, Math.trunc(step)));
  const ep = sim.epochs[Math.max(0, lastAtOrBefore(sim.epochs, s, (e) => e.start))];
  const list = ep.base.map(cloneItem);
  const end = s >= 0 ? sim.appendCount[s] : 0;
  for (let j = ep.appendStart; j < end; j++) {
    const e = sim.appendOrder[j];
    list.push({ kind: "event", event: e, tokens: sim.eventTokens[e], category: CATEGORIES[sim.eventCategory[e]] });
  }
  for (const cr of ep.clears) {
    if (cr.step > s) break;
    const it = list[cr.pos];
    if (!it) continue;
    it.tokens -= cr.tokens - cr.stubTokens;
    const { step: _s, pos: _p, ...cb } = cr;
    it.cleared = [...(it.cleared ?? []), cb];
  }
  return list;
}

/**
 * Everything the UI shows for one step. Numbers are O(categories); the live list is rebuilt for
 * this step only, when first read (`{ live: false }` leaves it empty).
 */
export function snapshotAt(sim: Simulation, step: number, opts: { live?: boolean } = {}): Snapshot {
  const s = Math.max(-1, Math.min(sim.steps - 1, Math.trunc(Number.isFinite(step) ? step : -1)));
  const epochIdx = Math.max(0, lastAtOrBefore(sim.epochs, s, (e) => e.start));
  const ep = sim.epochs[epochIdx];
  const byCategory = {} as Record<Category, number>;
  let tokens: number;
  let estimated = 0;
  let source: TokenSource = "estimate";
  if (s < 0) {
    CATEGORIES.forEach((c, k) => (byCategory[c] = sim.initial.byCategory[k]));
    tokens = estimated = sim.initial.tokens;
  } else {
    CATEGORIES.forEach((c, k) => (byCategory[c] = sim.byCategory[s * NC + k]));
    tokens = sim.tokens[s];
    estimated = sim.estimated[s];
    source = SOURCES[sim.source[s]];
  }
  const meter = s < 0 ? meterState(tokens, sim.thresholds) : METER_STATES[sim.meter[s]];
  const request = s >= 0 && !Number.isNaN(sim.requestInput[s]) ? { input: sim.requestInput[s], cacheRead: sim.cacheRead[s], cacheCreation: sim.cacheCreation[s] } : null;
  const snap: Snapshot = {
    step: s,
    tokens,
    source,
    estimated,
    byCategory,
    thresholds: sim.thresholds,
    meter,
    percentLeft: percentLeft(tokens, sim.thresholds),
    startup: sim.startup.map((x, k) => ({ ...x, index: k, live: ep.startupLive[k] })),
    live: [],
    compactions: rangeAt(sim.compactions, s),
    notes: rangeAt(sim.notes, s),
    request,
    cachedPrefix: s >= 0 ? sim.cachedPrefix[s] : 0,
    epoch: epochIdx,
    lastCompaction: ep.compaction >= 0 ? sim.compactions[ep.compaction] : null,
  };
  if (opts.live !== false) {
    // Built on first read: the message list costs O(live items), a window's worth of messages,
    // and most readers of a step (meter, timeline, statuses via stepindex) never touch it.
    let live: LiveItem[] | null = null;
    Object.defineProperty(snap, "live", { enumerable: true, configurable: true, get: () => (live ??= liveAt(sim, s)) });
  }
  return snap;
}

export interface Series {
  steps: number;
  /** `used` per step */
  tokens: Float64Array;
  estimated: Float64Array;
  thresholds: Thresholds;
  markers: { step: number; tier: Tier; trigger: Trigger; ok: boolean; compaction: number; tokensBefore: number; tokensAfter: number }[];
  recorded: { step: number; trigger: "auto" | "manual"; preTokens?: number; postTokens?: number }[];
}

/** Arrays for the chart: tokens per step and compaction markers. */
export function series(sim: Simulation): Series {
  return {
    steps: sim.steps,
    tokens: sim.tokens,
    estimated: sim.estimated,
    thresholds: sim.thresholds,
    markers: sim.compactions.map((c) => ({
      step: c.step,
      tier: c.tier,
      trigger: c.trigger,
      ok: c.ok,
      compaction: c.index,
      tokensBefore: c.tokensBefore,
      tokensAfter: c.tokensAfter,
    })),
    recorded: sim.recorded.map((r) => ({
      step: r.step,
      trigger: r.trigger,
      ...(r.preTokens !== undefined ? { preTokens: r.preTokens } : {}),
      ...(r.postTokens !== undefined ? { postTokens: r.postTokens } : {}),
    })),
  };
}

/** The compact, JSON-friendly summary of one compaction (what the CLI prints). */
export function compactionSummary(c: Compaction) {
  return {
    step: c.step,
    tier: c.tier,
    trigger: c.trigger,
    ok: c.ok,
    ...(c.failure ? { failure: c.failure } : {}),
    tokensBefore: Math.round(c.tokensBefore),
    tokensAfter: Math.round(c.tokensAfter),
    cutIndex: c.cutIndex,
  };
}
