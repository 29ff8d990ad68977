// Reading a simulation: any step's snapshot in O(categories) for the numbers and O(live items +
// clears) for the message list, the chart series, and the CLI's summary of a compaction.
import { CATEGORIES, type Category } from "../model";
import { NC } from "../tokens/count";
import { METER_STATES, meterState, percentLeft, type MeterState, type Thresholds } from "./thresholds";
import type { Compaction, LiveItem, SimNote, Simulation, StartupInfo, Tier, TokenSource, Trigger } from "./sim-types";

/** Index order of Simulation.source. */
export const SOURCES: readonly TokenSource[] = ["estimate", "recorded usage", "estimate + recorded drift", "calibrated estimate"];

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

/** Last index in a sorted array of keys that is <= x, or -1. */
function lastAtOrBefore(keys: Int32Array, x: number): number {
  let lo = 0;
  let hi = keys.length - 1;
  let ans = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (keys[mid] <= x) {
      ans = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return ans;
}

/**
 * The steps of a simulation's epochs, compactions and notes as typed arrays, made once: a binary
 * search over the objects themselves touched one scattered object per probe, which on a long
 * session (thousands of compactions) cost more than the rest of a step.
 */
interface StepKeys {
  epochStart: Int32Array;
  compactionStep: Int32Array;
  noteStep: Int32Array;
}
const stepKeys = new WeakMap<Simulation, StepKeys>();

export function keysOf(sim: Simulation): StepKeys {
  let k = stepKeys.get(sim);
  if (!k) {
    k = {
      epochStart: Int32Array.from(sim.epochs, (e) => e.start),
      compactionStep: Int32Array.from(sim.compactions, (c) => c.step),
      noteStep: Int32Array.from(sim.notes, (n) => n.step),
    };
    stepKeys.set(sim, k);
  }
  return k;
}

/**
 * Each step's scalars side by side (tokens, estimated, source, meter, the request's input, cache
 * read and creation, the cached prefix, its epoch, the range of its compactions and notes, then the
 * categories), made once. The Simulation keeps one array per field; a random step of a 100k-step
 * session read from a dozen arrays and binary-searched arrays of objects, each a cold place in
 * memory. One record is a few adjacent cache lines.
 */
// offsets in a step's record
const R_EPOCH = 8;
const R_COMP = 9; // first and one-past-last compaction of this step
const R_NOTE = 11; // the same for notes
const R_CAT = 13;
const REC = R_CAT + NC;
const records = new WeakMap<Simulation, Float64Array>();

function stepRecords(sim: Simulation): Float64Array {
  let r = records.get(sim);
  if (!r) {
    r = new Float64Array(sim.steps * REC);
    const keys = keysOf(sim);
    let ep = 0;
    let c = 0;
    let n = 0;
    for (let i = 0; i < sim.steps; i++) {
      const o = i * REC;
      r[o] = sim.tokens[i];
      r[o + 1] = sim.estimated[i];
      r[o + 2] = sim.source[i];
      r[o + 3] = sim.meter[i];
      r[o + 4] = sim.requestInput[i];
      r[o + 5] = sim.cacheRead[i];
      r[o + 6] = sim.cacheCreation[i];
      r[o + 7] = sim.cachedPrefix[i];
      while (ep + 1 < keys.epochStart.length && keys.epochStart[ep + 1] <= i) ep++;
      r[o + R_EPOCH] = ep;
      while (c < keys.compactionStep.length && keys.compactionStep[c] < i) c++;
      r[o + R_COMP] = c;
      let c2 = c;
      while (c2 < keys.compactionStep.length && keys.compactionStep[c2] === i) c2++;
      r[o + R_COMP + 1] = c2;
      while (n < keys.noteStep.length && keys.noteStep[n] < i) n++;
      let n2 = n;
      while (n2 < keys.noteStep.length && keys.noteStep[n2] === i) n2++;
      r[o + R_NOTE] = n;
      r[o + R_NOTE + 1] = n2;
      for (let k = 0; k < NC; k++) r[o + R_CAT + k] = sim.byCategory[i * NC + k];
    }
    records.set(sim, r);
  }
  return r;
}

/** The epoch a step belongs to. */
export function epochAt(sim: Simulation, step: number): number {
  if (step >= 0 && step < sim.steps) return stepRecords(sim)[step * REC + R_EPOCH];
  return Math.max(0, lastAtOrBefore(keysOf(sim).epochStart, step));
}

function rangeAt<T>(arr: readonly T[], keys: Int32Array, step: number): T[] {
  const hi = lastAtOrBefore(keys, step);
  const lo = lastAtOrBefore(keys, step - 1);
  return hi > lo ? arr.slice(lo + 1, hi + 1) : [];
}

/** The live message list after `step`, rebuilt from its epoch in O(live items + clears). */
export function liveAt(sim: Simulation, step: number): LiveItem[] {
  const s = Math.max(-1, Math.min(sim.steps - 1, Math.trunc(step)));
  const ep = sim.epochs[epochAt(sim, s)];
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
  const epochIdx = epochAt(sim, s);
  const ep = sim.epochs[epochIdx];
  const byCategory = {} as Record<Category, number>;
  let tokens: number;
  let estimated = 0;
  let source: TokenSource = "estimate";
  let request: Snapshot["request"] = null;
  let meter: MeterState;
  let cachedPrefix = 0;
  let compactions: Compaction[] = [];
  let notes: SimNote[] = [];
  if (s < 0) {
    CATEGORIES.forEach((c, k) => (byCategory[c] = sim.initial.byCategory[k]));
    tokens = estimated = sim.initial.tokens;
    meter = meterState(tokens, sim.thresholds);
    const keys = keysOf(sim);
    compactions = rangeAt(sim.compactions, keys.compactionStep, s);
    notes = rangeAt(sim.notes, keys.noteStep, s);
  } else {
    const r = stepRecords(sim);
    const o = s * REC;
    for (let k = 0; k < NC; k++) byCategory[CATEGORIES[k]] = r[o + R_CAT + k];
    tokens = r[o];
    estimated = r[o + 1];
    source = SOURCES[r[o + 2]];
    meter = METER_STATES[r[o + 3]];
    if (!Number.isNaN(r[o + 4])) request = { input: r[o + 4], cacheRead: r[o + 5], cacheCreation: r[o + 6] };
    cachedPrefix = r[o + 7];
    compactions = r[o + R_COMP + 1] > r[o + R_COMP] ? sim.compactions.slice(r[o + R_COMP], r[o + R_COMP + 1]) : [];
    notes = r[o + R_NOTE + 1] > r[o + R_NOTE] ? sim.notes.slice(r[o + R_NOTE], r[o + R_NOTE + 1]) : [];
  }
  return new StepSnapshot(sim, s, opts.live === false, {
    step: s,
    tokens,
    source,
    estimated,
    byCategory,
    thresholds: sim.thresholds,
    meter,
    percentLeft: percentLeft(tokens, sim.thresholds),
    startup: sim.startup.map((x, k) => ({ ...x, index: k, live: ep.startupLive[k] })),
    compactions,
    notes,
    request,
    cachedPrefix,
    epoch: epochIdx,
    lastCompaction: ep.compaction >= 0 ? sim.compactions[ep.compaction] : null,
  });
}

/**
 * A snapshot whose message list is built on first read: it costs O(live items), a window's worth
 * of messages, and most readers of a step (meter, timeline, statuses via stepindex) never touch
 * it. One class, so every snapshot has one shape and no per-snapshot accessor.
 */
class StepSnapshot implements Snapshot {
  step!: number;
  tokens!: number;
  source!: TokenSource;
  estimated!: number;
  byCategory!: Record<Category, number>;
  thresholds!: Thresholds;
  meter!: MeterState;
  percentLeft!: number;
  startup!: Snapshot["startup"];
  compactions!: Compaction[];
  notes!: SimNote[];
  request!: Snapshot["request"];
  cachedPrefix!: number;
  epoch!: number;
  lastCompaction!: Compaction | null;
  #sim: Simulation;
  #live: LiveItem[] | null;

  constructor(sim: Simulation, step: number, noLive: boolean, fields: Omit<Snapshot, "live">) {
    Object.assign(this, fields);
    this.#sim = sim;
    this.#live = noLive ? [] : null;
  }

  get live(): LiveItem[] {
    return (this.#live ??= liveAt(this.#sim, this.step));
  }
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
