"use client";
// Hands the draft to the inspector as a scenario whenever it changes, so the meter, timeline,
// compactions, re-attachment and routing are the engine's own, in the worker, as for a loaded file.
import { useEffect, useRef } from "react";
import { eventAtStep, stepOfEvent, stepsOf, type Draft } from "@/lib/builder/draft";
import { draftToText } from "@/lib/builder/scenario-io";
import { slugOf } from "@/lib/builder/edit";
import { useInspector } from "@/components/state/store";
import { useBuilder } from "./store";

/** Simulating a small scenario takes milliseconds; the pause only merges a burst of keystrokes. */
const SYNC_MS = 120;

export function useLiveSync(): void {
  const draft = useBuilder((s) => s.history.present);
  const restored = useBuilder((s) => s.restored);
  const first = useRef(true);

  useEffect(() => {
    if (!restored) return;
    const id = setTimeout(() => {
      const st = useInspector.getState();
      const b = useBuilder.getState();
      const idx = b.focusEvent ? draft.events.findIndex((e) => e.id === b.focusEvent) : -1;
      // the end of the event just edited; otherwise the step the user was looking at
      const step = idx >= 0 ? stepOfEvent(draft, idx) + stepsOf(draft.events[idx].event) - 1 : first.current ? 0 : (st.steps.main ?? 0);
      const keepSim = !first.current;
      first.current = false;
      void st.load([{ name: `${slugOf(draft.title)}.json`, text: draftToText(draft), role: "main" }], {
        origin: { kind: "example", label: `Builder: ${draft.title}` },
        step,
        persist: false,
        ...(keepSim ? { sim: st.simChoice } : {}),
      });
    }, SYNC_MS);
    return () => clearTimeout(id);
  }, [draft, restored]);
}

/** The draft event at the inspector's current step. */
export function useCurrentEvent(d: Draft): number {
  const step = useInspector((s) => s.steps.main ?? 0);
  return d.events.length ? eventAtStep(d, step) : -1;
}
