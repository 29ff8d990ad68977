"use client";
// Reading the engine's simulation for the component tree: the snapshot of the current step (cached
// per simulation, as several components ask for the same one), which compaction the panel shows,
// and what became of each event. Everything here only looks things up in the engine's output.
import { useMemo } from "react";
import { snapshotAt, type Snapshot } from "@/lib/context/snapshot";
import type { Compaction, Simulation } from "@/lib/context/simulate";
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

// What became of each event: lib/context/stepindex answers per row without the live list.
export { statusAt, type EventStatus } from "@/lib/context/stepindex";

export { cutRow } from "./cut";
