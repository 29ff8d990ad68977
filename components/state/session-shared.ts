// Opening a share link's state: its scenario (or a session's snapshot) loads with the link's
// preset, overrides, estimator, compare choice, step and panel. Alone because every value in a
// link comes from outside and is taken only where it names something this version knows.
import { ESTIMATORS, type Estimator } from "@/lib/model";
import { isPresetName } from "@/lib/context/settings";
import { SNAPSHOT_FORMAT } from "@/lib/share/snapshot";
import type { SimChoice } from "@/components/worker/protocol";
import { SIDE_TABS, type GetState, type InspectorState, type SetState, type SideTab } from "./types";

/** A link's preset and overrides as a choice; a preset this version does not know is none. */
const choiceOf = (c: { preset?: string | null; overrides?: Record<string, unknown> }): SimChoice => ({
  preset: c.preset && isPresetName(c.preset) ? c.preset : null,
  overrides: c.overrides ?? {},
});

export function sharedActions(set: SetState, get: GetState) {
  return {
    async openShared(state) {
      const est =
        state.estimator && (ESTIMATORS as readonly string[]).includes(state.estimator) ? (state.estimator as Estimator) : get().estimator;
      set({ estimator: est, compare: state.compare ? choiceOf(state.compare) : null, panels: { ...get().panels, settings: false } });
      const title = typeof state.scenario.title === "string" && state.scenario.title.trim() ? state.scenario.title : null;
      const snapshot = state.scenario.format === SNAPSHOT_FORMAT;
      const what = snapshot ? "Shared session" : "Shared scenario";
      await get().load(
        [{ name: snapshot ? "shared-session.json" : "shared-scenario.json", text: JSON.stringify(state.scenario), role: "main" }],
        {
          origin: { kind: "shared", label: title ? `${what}: ${title}` : what },
          step: state.step === undefined ? undefined : Math.max(0, state.step),
          sim: choiceOf({ preset: state.preset ?? null, overrides: state.overrides }),
        },
      );
      if (!get().inputsKey) return;
      const panel = state.panel;
      if (panel === "settings") set({ panels: { ...get().panels, settings: true } });
      else if (panel && (SIDE_TABS as readonly string[]).includes(panel)) set({ sideTab: panel as SideTab });
    },
  } satisfies Partial<InspectorState>;
}
