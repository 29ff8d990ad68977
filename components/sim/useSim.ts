"use client";
// Reading the engine's simulation for the component tree: the snapshot of the current step (cached
// per simulation, as several components ask for the same one), which compaction the panel shows,
// and what became of each event. Everything here only looks things up in the engine's output.
import { useMemo } from "react";
import { liveAt, snapshotAt, type Snapshot } from "@/lib/context/snapshot";
import type { ClearedBlock, Compaction, LiveItem, Simulation } from "@/lib/context/simulate";
import { currentStep, currentView, useInspector, type InspectorState, type View } from "@/components/state/store";

const snapCache = new WeakMap<Simulation, Map<number, Snapshot>>();

/** snapshotAt(sim, step), remembered for the last few steps of each simulation. */
export function cachedSnapshot(sim: Simulation, step: number): Snapshot {
  let m = snapCache.get(sim);
  if (!m) snapCache.set(sim, (m = new Map()));
  let s = m.get(step);
  if (!s) {
    s = snapshotAt(sim, step);
    if (m.size > 8) m.delete(m.keys().next().value as number);
    m.set(step, s);
  }
  return s;
}

export interface CurrentSim {
  view: View;
  sim: Simulation;
  step: number;
  snap: Snapshot;
}

/** The current view's simulation and the snapshot of its current step, or null. */
export function useCurrentSim(): CurrentSim | null {
  const view = useInspector(currentView);
  const step = useInspector(currentStep);
  return useMemo(() => {
    if (!view?.sim || view.sim.steps === 0) return null;
    const s = Math.max(0, Math.min(view.sim.steps - 1, step));
    return { view, sim: view.sim, step: s, snap: cachedSnapshot(view.sim, s) };
  }, [view, step]);
}

/** The selected compaction while the step is still its step, else null. */
export function selectedCompaction(st: InspectorState): number | null {
  const sel = st.selected;
  if (!sel || sel.view !== st.viewKey || sel.step !== currentStep(st)) return null;
  return sel.compaction;
}

/**
 * The compaction the panel shows: the selected one; else the last that ran at this step; else the
 * most recent before it. Null before the first compaction.
 */
export function panelCompaction(sim: Simulation, step: number, selected: number | null): Compaction | null {
  if (selected !== null && sim.compactions[selected]) return sim.compactions[selected];
  let best: Compaction | null = null;
  for (const c of sim.compactions) {
    if (c.step > step) break;
    best = c;
  }
  return best;
}

export function usePanelCompaction(cur: CurrentSim | null): Compaction | null {
  const selected = useInspector(selectedCompaction);
  return useMemo(() => (cur ? panelCompaction(cur.sim, cur.step, selected) : null), [cur, selected]);
}

// ---------------------------------------------------------------------------------------------
// What became of each event

interface Fates {
  /** per event: the compaction that took it out of the context, or -1 */
  removedBy: Int32Array;
  /** per event: 1 summarised, 2 dropped from the head of a too-long compaction request */
  how: Uint8Array;
}

const fateCache = new WeakMap<Simulation, Fates>();

/**
 * For each event, which compaction took it out of the simulated context: the events in the list
 * just before a compaction (its epoch's predecessor) that are not in the list it left.
 */
export function fates(sim: Simulation): Fates {
  const have = fateCache.get(sim);
  if (have) return have;
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
  const f = { removedBy, how };
  fateCache.set(sim, f);
  return f;
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

/**
 * What became of an event by `snap.step` (null for events after it, or live with nothing to say).
 * Built in O(live items); each lookup is O(1), so only the rows drawn pay.
 */
export function statusLookup(sim: Simulation, snap: Snapshot, inContext: (i: number) => boolean): (e: number) => EventStatus | null {
  const f = fates(sim);
  const last = snap.lastCompaction;
  const live = new Map<number, LiveItem>();
  const reattached = new Map<number, LiveItem>();
  for (const it of snap.live) {
    if (it.kind === "event") live.set(it.event, it);
    else if ((it.kind === "file" || it.kind === "skill") && it.event >= 0) reattached.set(it.event, it);
  }
  return (e) => {
    if (e > snap.step) return null;
    const it = live.get(e);
    if (it) {
      const cleared = it.cleared?.length ? it.cleared : undefined;
      if (last && e < last.step) return { kind: "kept", compaction: last, ...(cleared ? { cleared } : {}) };
      return cleared ? { kind: "cleared", cleared } : null;
    }
    const by = f.removedBy[e];
    const c = by >= 0 ? sim.compactions[by] : undefined;
    if (c && c.step <= snap.step) {
      const r = reattached.get(e);
      return { kind: f.how[e] === 2 ? "dropped" : "summarised", compaction: c, ...(r ? { reattached: r } : {}) };
    }
    return inContext(e) ? { kind: "outside" } : null;
  };
}

export { cutRow } from "./cut";
