// Per-step questions about the simulated context answered without rebuilding its message list:
// what the context holds (counts and tokens by kind) and what became of each event. liveAt() is
// O(live items) a step, and the live list of a long session holds about a window's worth of
// messages, so a step used to cost more the fuller the context was. With an index built once per
// epoch (and one per simulation) both answers are O(log clears) a step, and a status is O(1) a row.
import type { ClearedBlock, Compaction, Epoch, LiveItem, RecordedCompaction, Simulation } from "./sim-types";
import { epochAt, keysOf, liveAt } from "./snapshot";

/** What the context holds after a step, by kind of item. */
export interface Holds {
  events: number;
  eventTokens: number;
  /** events carried over the last compaction's kept tail */
  kept: number;
  /** tool results replaced by stubs, and the tokens that saved */
  cleared: number;
  clearedSaved: number;
  summary: number;
  files: number;
  fileTokens: number;
  skills: number;
  skillTokens: number;
  boundary: number;
}

export type EventStatus =
  /** in the context, carried over a compaction's kept tail */
  | { kind: "kept"; compaction: Compaction; cleared?: ClearedBlock[] }
  /** in the context with some tool results replaced by stubs */
  | { kind: "cleared"; cleared: ClearedBlock[] }
  /** taken out by a compaction (and maybe re-attached as a file or skill body) */
  | { kind: "summarised" | "dropped"; compaction: Compaction; reattached?: LiveItem }
  /**
   * not in the simulated context: taken out by a compaction the replay took from the recording
   * (`recorded`: the simulation ran no compaction of its own there), or never in it
   */
  | { kind: "outside"; recorded?: RecordedCompaction };

/**
 * How a recorded compaction stands against the simulation: matched (its simulated counterpart at
 * most one API round away), far (paired, further off), missed (the rules ran none), or outside:
 * after a what-if's fork the simulation no longer runs the recording's context, so a recorded
 * compaction it has no counterpart for is the what-if's answer, not a miss.
 */
export type RecordedStanding = "matched" | "far" | "missed" | "outside";

export function recordedStanding(sim: Simulation, r: RecordedCompaction): RecordedStanding {
  if (r.match) return Math.abs(r.match.roundDiff) <= 1 ? "matched" : "far";
  if (!r.taken && sim.mode === "what-if" && sim.fork && r.step >= sim.fork.step) return "outside";
  return "missed";
}

type Clear = Epoch["clears"][number];

interface EpochIndex {
  /** event -> position in the epoch's base list, and the range of those events (to skip the map) */
  baseEvent: Map<number, number>;
  baseMin: number;
  baseMax: number;
  /** clears by list position, in step order: their steps and the blocks as statuses show them */
  clearsByPos: Map<number, { steps: number[]; blocks: ClearedBlock[] }>;
  clearSteps: Int32Array;
  /** prefix sums over the clears of event items: how many, and the tokens they saved */
  clearCount: Int32Array;
  clearSaved: Float64Array;
  /** re-attached files and skills of the base list, by the event they come from */
  reattached: Map<number, LiveItem>;
  base: Holds;
}

interface SimIndex {
  /**
   * per event e, side by side (a row's status reads one place, not four arrays): at 4e its index
   * in Simulation.appendOrder or -1, at 4e+1 the compaction that took it out of the context or -1
   * (-2 - k: the recorded compaction sim.recorded[k], which the replay took),
   * at 4e+2 how (1 summarised, 2 dropped), at 4e+3 1 when any microcompact ever cleared it (most
   * rows never were, and then skip the epoch's clear lists, which on a long session are cold)
   */
  perEvent: Int32Array;
  /** prefix sums of the appended events' tokens over appendOrder */
  appendTokens: Float64Array;
}

const epochIndexes = new WeakMap<Epoch, EpochIndex>();
const simIndexes = new WeakMap<Simulation, SimIndex>();

const emptyHolds = (): Holds => ({
  events: 0,
  eventTokens: 0,
  kept: 0,
  cleared: 0,
  clearedSaved: 0,
  summary: 0,
  files: 0,
  fileTokens: 0,
  skills: 0,
  skillTokens: 0,
  boundary: 0,
});

function epochIndex(sim: Simulation, epochIdx: number): EpochIndex {
  const ep = sim.epochs[epochIdx];
  const have = epochIndexes.get(ep);
  if (have) return have;
  const last = ep.compaction >= 0 ? sim.compactions[ep.compaction] : null;
  const base = emptyHolds();
  const baseEvent = new Map<number, number>();
  const reattached = new Map<number, LiveItem>();
  ep.base.forEach((it, pos) => {
    if (it.kind === "event") {
      baseEvent.set(it.event, pos);
      base.events++;
      base.eventTokens += it.tokens;
      if (last && it.event < last.step) base.kept++;
      if (it.cleared?.length) {
        base.cleared += it.cleared.length;
        base.clearedSaved += it.cleared.reduce((a, x) => a + x.tokens - x.stubTokens, 0);
      }
    } else if (it.kind === "summary") base.summary += it.tokens;
    else if (it.kind === "file") {
      base.files++;
      base.fileTokens += it.tokens;
    } else if (it.kind === "skill") {
      base.skills++;
      base.skillTokens += it.tokens;
    } else base.boundary++;
    if ((it.kind === "file" || it.kind === "skill") && it.event >= 0) reattached.set(it.event, it);
  });
  const n = ep.clears.length;
  const clearSteps = new Int32Array(n);
  const clearCount = new Int32Array(n + 1);
  const clearSaved = new Float64Array(n + 1);
  const clearsByPos = new Map<number, { steps: number[]; blocks: ClearedBlock[] }>();
  ep.clears.forEach((cr, k) => {
    clearSteps[k] = cr.step;
    // appended items are events; a base item counts only when it is one
    const onEvent = cr.pos >= ep.base.length || ep.base[cr.pos]?.kind === "event";
    clearCount[k + 1] = clearCount[k] + (onEvent ? 1 : 0);
    clearSaved[k + 1] = clearSaved[k] + (onEvent ? cr.tokens - cr.stubTokens : 0);
    let list = clearsByPos.get(cr.pos);
    if (!list) clearsByPos.set(cr.pos, (list = { steps: [], blocks: [] }));
    list.steps.push(cr.step);
    list.blocks.push(stripClear(cr));
  });
  let baseMin = Infinity;
  let baseMax = -Infinity;
  for (const e of baseEvent.keys()) {
    if (e < baseMin) baseMin = e;
    if (e > baseMax) baseMax = e;
  }
  const idx = { baseEvent, baseMin, baseMax, clearsByPos, clearSteps, clearCount, clearSaved, reattached, base };
  epochIndexes.set(ep, idx);
  return idx;
}

function simIndex(sim: Simulation): SimIndex {
  const have = simIndexes.get(sim);
  if (have) return have;
  const appendIndex = new Int32Array(sim.steps).fill(-1);
  const appendTokens = new Float64Array(sim.appendOrder.length + 1);
  const total = sim.steps > 0 ? sim.appendCount[sim.steps - 1] : 0;
  for (let j = 0; j < total; j++) {
    const e = sim.appendOrder[j];
    appendIndex[e] = j;
    appendTokens[j + 1] = appendTokens[j] + sim.eventTokens[e];
  }
  const { removedBy, how } = fates(sim);
  const perEvent = new Int32Array(sim.steps * 4);
  for (let e = 0; e < sim.steps; e++) {
    perEvent[4 * e] = appendIndex[e];
    perEvent[4 * e + 1] = removedBy[e];
    perEvent[4 * e + 2] = how[e];
  }
  for (const ep of sim.epochs) {
    const mark = (it: LiveItem | undefined) => {
      if (it?.kind === "event" && it.event >= 0 && it.event < sim.steps) perEvent[4 * it.event + 3] = 1;
    };
    for (const it of ep.base) if (it.cleared?.length) mark(it);
    for (const cr of ep.clears) {
      if (cr.pos < ep.base.length) mark(ep.base[cr.pos]);
      else {
        const j = ep.appendStart + cr.pos - ep.base.length;
        if (j < sim.appendOrder.length) perEvent[4 * sim.appendOrder[j] + 3] = 1;
      }
    }
  }
  const idx = { perEvent, appendTokens };
  simIndexes.set(sim, idx);
  return idx;
}

/** The recorded compaction the replay took at the start of an epoch with no simulated one, or -1. */
export function takenRecordedAt(sim: Simulation, ep: Epoch): number {
  if (ep.compaction >= 0 || ep.start < 0) return -1;
  return sim.recorded.findIndex((r) => r.taken && r.kind === "compact" && r.step === ep.start);
}

/**
 * For each event, which compaction took it out of the simulated context: the events in the list
 * just before a compaction (its epoch's predecessor) that are not in the list it left. An epoch
 * the replay opened at a recorded compaction marks its removals with that one (-2 - k). Once per
 * simulation, O(compactions x live items).
 */
function fates(sim: Simulation): { removedBy: Int32Array; how: Uint8Array } {
  const removedBy = new Int32Array(sim.steps).fill(-1);
  const how = new Uint8Array(sim.steps);
  for (let k = 1; k < sim.epochs.length; k++) {
    const ep = sim.epochs[k];
    const c = sim.compactions[ep.compaction];
    if (!c) {
      const r = takenRecordedAt(sim, ep);
      if (r < 0) continue;
      const prev = sim.epochs[k - 1];
      const before: LiveItem[] = prev.start === ep.start ? prev.base : liveAt(sim, ep.start - 1);
      const after = new Set(ep.base.filter((x) => x.kind === "event").map((x) => x.event));
      for (const it of before) if (it.kind === "event" && !after.has(it.event) && removedBy[it.event] === -1) removedBy[it.event] = -2 - r;
      continue;
    }
    // The list just before: the previous epoch's list at the step before, unless that epoch
    // started at this same step (two compactions on one request): then its own base.
    const prev = sim.epochs[k - 1];
    const before: LiveItem[] = prev.start === ep.start ? prev.base : liveAt(sim, ep.start - 1);
    const after = new Set(ep.base.filter((x) => x.kind === "event").map((x) => x.event));
    for (const it of before) {
      if (it.kind !== "event" || after.has(it.event) || removedBy[it.event] >= 0) continue;
      removedBy[it.event] = c.index;
      const d = c.dropped;
      how[it.event] = d.items > 0 && it.event >= d.firstEvent && it.event <= d.lastEvent ? 2 : 1;
    }
  }
  return { removedBy, how };
}

/** Number of clears of the epoch that ran at or before `step`. */
function clearsUpTo(ix: EpochIndex, step: number): number {
  let lo = 0;
  let hi = ix.clearSteps.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (ix.clearSteps[mid] <= step) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

const clampStep = (sim: Simulation, step: number) => Math.max(-1, Math.min(sim.steps - 1, Math.trunc(Number.isFinite(step) ? step : -1)));

/** What the context holds after `step`: the same figures as a walk over liveAt(sim, step). */
export function holdsAt(sim: Simulation, step: number): Holds {
  const s = clampStep(sim, step);
  const e = epochAt(sim, s);
  const ep = sim.epochs[e];
  const ix = epochIndex(sim, e);
  const si = simIndex(sim);
  const end = s >= 0 ? sim.appendCount[s] : 0;
  const appended = Math.max(0, end - ep.appendStart);
  const c = clearsUpTo(ix, s);
  const h = { ...ix.base };
  h.events += appended;
  if (appended) h.eventTokens += si.appendTokens[end] - si.appendTokens[ep.appendStart];
  h.eventTokens -= ix.clearSaved[c];
  h.cleared += ix.clearCount[c];
  h.clearedSaved += ix.clearSaved[c];
  return h;
}

const stripClear = ({ step: _s, pos: _p, ...cb }: Clear): ClearedBlock => cb;

/**
 * What became of each event by `step` (null for events after it, or live with nothing to say):
 * the same answers as a lookup in liveAt(sim, step), at O(1) a row once the indexes exist.
 */
export function statusAt(sim: Simulation, step: number, inContext: (i: number) => boolean): (e: number) => EventStatus | null {
  const s = clampStep(sim, step);
  const epIdx = epochAt(sim, s);
  const ep = sim.epochs[epIdx];
  const ix = epochIndex(sim, epIdx);
  const si = simIndex(sim);
  const last = ep.compaction >= 0 ? (sim.compactions[ep.compaction] ?? null) : null;
  const lastStep = last ? last.step : -1;
  const end = s >= 0 ? sim.appendCount[s] : 0;
  const appendStart = ep.appendStart;
  const baseLength = ep.base.length;
  const pe = si.perEvent;
  // compaction steps as numbers: a row's test need not reach into the compaction object
  const cstep = keysOf(sim).compactionStep;
  return (e) => {
    if (e > s || e < 0) return null;
    let pos = -1;
    const j = pe[4 * e];
    if (j >= appendStart && j < end) pos = baseLength + (j - appendStart);
    else if (baseLength && e >= ix.baseMin && e <= ix.baseMax) pos = ix.baseEvent.get(e) ?? -1;
    if (pos >= 0) {
      if (pe[4 * e + 3] === 0) return last && e < lastStep ? { kind: "kept", compaction: last } : null;
      const mine = ix.clearsByPos.get(pos);
      let n = 0;
      if (mine) while (n < mine.steps.length && mine.steps[n] <= s) n++;
      const fromBase = pos < baseLength ? ep.base[pos].cleared : undefined;
      const later = mine && n ? mine.blocks.slice(0, n) : undefined;
      const cleared = fromBase?.length || later?.length ? [...(fromBase ?? []), ...(later ?? [])] : undefined;
      if (last && e < lastStep) return cleared ? { kind: "kept", compaction: last, cleared } : { kind: "kept", compaction: last };
      return cleared ? { kind: "cleared", cleared } : null;
    }
    const by = pe[4 * e + 1];
    if (by < -1) {
      const r = sim.recorded[-2 - by];
      if (r && r.step <= s) return { kind: "outside", recorded: r };
    }
    if (by >= 0 && by < cstep.length && cstep[by] <= s) {
      const c = sim.compactions[by];
      const r = baseLength && ix.reattached.size ? ix.reattached.get(e) : undefined;
      const kind = pe[4 * e + 2] === 2 ? "dropped" : "summarised";
      return r ? { kind, compaction: c, reattached: r } : { kind, compaction: c };
    }
    return inContext(e) ? { kind: "outside" } : null;
  };
}
