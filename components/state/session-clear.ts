// Clearing: the engine's worker is let go, the store returns to nothing loaded and the saved
// session is removed from this browser. Alone because it is the one way out, and it must reset
// every field a load sets.
import { NO_EDITS } from "@/lib/pricing/prices";
import { DEFAULT_SIM_CHOICE } from "@/components/worker/protocol";
import { clearSaved } from "./persist";
import { engine } from "./simulation";
import type { InspectorState, SetState } from "./types";

export function clearActions(set: SetState) {
  return {
    async clear() {
      engine?.dispose();
      set({
        inputs: [],
        inputsKey: null,
        origin: null,
        persisted: false,
        views: [],
        viewKey: "main",
        steps: {},
        playing: false,
        busy: null,
        pending: null,
        error: null,
        notice: null,
        toggled: {},
        simChoice: DEFAULT_SIM_CHOICE,
        compare: null,
        prices: NO_EDITS,
        selected: null,
        scrollTo: null,
      });
      try {
        await clearSaved();
        set({ storageError: null });
      } catch (e) {
        set({ storageError: (e as Error).message });
      }
    },
  } satisfies Partial<InspectorState>;
}
