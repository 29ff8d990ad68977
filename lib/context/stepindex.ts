// Per-step questions about the simulated context answered without rebuilding its message list:
// what the context holds (counts and tokens by kind) and what became of each event. liveAt() is
// O(live items) a step, and the live list of a long session holds about a window's worth of
// messages, so a step used to cost more the fuller the context was. With an index built once per
// epoch (and one per simulation) both answers are O(log clears) a step, and a status is O(1) a row.
import type { ClearedBlock, Compaction, Epoch, LiveItem, Simulation } from "./simulate";
import { liveAt } from "./snapshot";

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
  /** part of the file but never in the simulated context (e.g. a recorded compaction the simulator does not replay) */
  | { kind: "outside" };

type Clear = Epoch["clears"][number];

interface EpochIndex {
  /** event -> position in the epoch's base list */
  baseEvent: Map<number, number>;
  /** clears by list position, in step order */
  clearsByPos: Map<number, Clear[]>;
  clearSteps: Int32Array;
  /** prefix sums over the clears of event items: how many, and the tokens they saved */
  clearCount: Int32Array;
  clearSaved: Float64Array;
  /** re-attached files and skills of the base list, by the event they come from */
  reattached: Map<number, LiveItem>;
  base: Holds;
}

interface SimIndex {
  /** per event: its index in Simulation.appendOrder, or -1 */
  appendIndex: Int32Array;
  /** prefix sums of the appended events' tokens over appendOrder */
  appendTokens: Float64Array;
  /** per event: the compaction that took it out of the context (-1 none), and how (1 summarised, 2 dropped) */
  removedBy: Int32Array;
  how: Uint8Array;
}

const epochIndexes = new WeakMap<Epoch, EpochIndex>();
const simIndexes = new WeakMap<Simulation, SimIndex>();

const emptyHolds = (): Holds => ({ events: 0, eventTokens: 0, kept: 0, cleared: 0, clearedSaved: 0, summary: 0, files: 0, fileTokens: 0, skills: 0, skillTokens: 0, boundary: 0 });

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
  const clearsByPos = new Map<number, Clear[]>();
  ep.clears.forEach((cr, k) => {
    clearSteps[k] = cr.step;
    // appended items are events; a base item counts only when it is one
    const onEvent = cr.pos >= ep.base.length || ep.base[cr.pos]?.kind === "event";
    clearCount[k + 1] = clearCount[k] + (onEvent ? 1 : 0);
    clearSaved[k + 1] = clearSaved[k] + (onEvent ? cr.tokens - cr.stubTokens : 0);
    const list = clearsByPos.get(cr.pos);
    if (list) list.push(cr);
    else clearsByPos.set(cr.pos, [cr]);
  });
  const idx = { baseEvent, clearsByPos, clearSteps, clearCount, clearSaved, reattached, base };
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
  const idx = { appendIndex, appendTokens, removedBy, how };
  simIndexes.set(sim, idx);
  return idx;
}

/**
 * For each event, which compaction took it out of the simulated context: the events in the list
 * just before a compaction (its epoch's predecessor) that are not in the list it left. Once per
 * simulation, O(compactions x live items).
 */
function fates(sim: Simulation): { removedBy: Int32Array; how: Uint8Array } {
  const removedBy = new Int32Array(sim.steps).fill(-1);
  const how = new Uint8Array(sim.steps);
  for (let k = 1; k < sim.epochs.length; k++) {
    const ep = sim.epochs[k];
    const c = sim.compactions[ep.compaction];
    if (!c) continue;
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

function epochAt(sim: Simulation, s: number): number {
  let lo = 0;
  let hi = sim.epochs.length - 1;
  let ans = 0;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (sim.epochs[mid].start <= s) {
      ans = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return ans;
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
  const end = s >= 0 ? sim.appendCount[s] : 0;
  return (e) => {
    if (e > s) return null;
    let pos = ix.baseEvent.get(e) ?? -1;
    if (pos < 0) {
      const j = si.appendIndex[e] ?? -1;
      if (j >= ep.appendStart && j < end) pos = ep.base.length + (j - ep.appendStart);
    }
    if (pos >= 0) {
      const fromBase = pos < ep.base.length ? ep.base[pos].cleared : undefined;
      const mine = ix.clearsByPos.get(pos);
      const later = mine ? mine.filter((cr) => cr.step <= s).map(stripClear) : undefined;
      const cleared = fromBase?.length || later?.length ? [...(fromBase ?? []), ...(later ?? [])] : undefined;
      if (last && e < last.step) return { kind: "kept", compaction: last, ...(cleared ? { cleared } : {}) };
      return cleared ? { kind: "cleared", cleared } : null;
    }
    const by = si.removedBy[e] ?? -1;
    const c = by >= 0 ? sim.compactions[by] : undefined;
    if (c && c.step <= s) {
      const r = ix.reattached.get(e);
      return { kind: si.how[e] === 2 ? "dropped" : "summarised", compaction: c, ...(r ? { reattached: r } : {}) };
    }
    return inContext(e) ? { kind: "outside" } : null;
  };
}
