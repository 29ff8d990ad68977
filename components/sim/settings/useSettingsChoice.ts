// What the drawer edits: the user's choice (a preset and overrides) resolved as the worker
// resolves it, the base it is measured against, and the edits that keep an override only where it
// changes something. Alone because every section of the drawer reads and writes through it.
import { useMemo } from "react";
import { SETTING_FIELDS, presetSettings, resolveSettings, type MergeResult, type Settings } from "@/lib/context/settings";
import type { Simulation } from "@/lib/context/sim-types";
import type { ScenarioExtras } from "@/lib/model";
import { currentView, useInspector } from "@/components/state/store";
import type { SimChoice } from "@/components/worker/protocol";
import { sameJson } from "@/components/ui/same-json";
import type { FieldOrigin } from "./SettingField";

export interface SettingsChoice {
  choice: SimChoice;
  setChoice: (next: SimChoice) => void;
  /** the settings simulated, and what was ignored or changed on the way */
  resolved: MergeResult;
  /** the simulation on screen, if any */
  sim: Simulation | null;
  /** the settings the recording ran under, when no preset is chosen over them */
  recording: Settings | null;
  scenario: ScenarioExtras | undefined;
  setField: (key: keyof Settings, v: unknown) => void;
  resetField: (key: keyof Settings) => void;
  originOf: (key: keyof Settings) => FieldOrigin;
  /** how many overrides the choice holds */
  changed: number;
  /** the labels of the fields the scenario itself sets */
  fromScenario: string[];
}

export function useSettingsChoice(): SettingsChoice {
  const view = useInspector((s) => s.views[0] ?? currentView(s));
  const choice = useInspector((s) => s.simChoice);
  const setChoice = useInspector((s) => s.setSimChoice);
  const scenario = view?.session.scenario;
  // A recorded session with no preset chosen runs under the settings its recording ran under (the
  // worker picked them from its Claude Code version): those are the base here, as in the worker.
  const sim = view?.sim ?? null;
  const recording = !choice.preset && sim && sim.mode !== "simulation" ? sim.recording : null;
  const recPreset = recording?.preset ?? null;
  const recWindow = recording?.window ?? null;
  const resolved = useMemo(
    () =>
      resolveSettings(scenario, {
        ...(choice.preset ? { preset: choice.preset } : recPreset ? { preset: recPreset } : {}),
        overrides: recWindow !== null ? { window: recWindow, ...choice.overrides } : choice.overrides,
      }),
    [scenario, choice, recPreset, recWindow],
  );
  const base = useMemo(
    () =>
      resolveSettings(scenario, {
        ...(choice.preset ? { preset: choice.preset } : recPreset ? { preset: recPreset } : {}),
        ...(recWindow !== null ? { overrides: { window: recWindow } } : {}),
      }).settings,
    [scenario, choice.preset, recPreset, recWindow],
  );
  const settings = resolved.settings;
  const preset = presetSettings(settings.preset);

  const setField = (key: keyof Settings, v: unknown) => {
    const overrides = { ...choice.overrides };
    // A value equal to what the preset and scenario give is no override.
    if (sameJson(v, base[key])) delete overrides[key];
    else overrides[key] = v;
    setChoice({ ...choice, overrides });
  };
  const resetField = (key: keyof Settings) => {
    const overrides = { ...choice.overrides };
    delete overrides[key];
    setChoice({ ...choice, overrides });
  };
  const originOf = (key: keyof Settings): FieldOrigin =>
    key in choice.overrides && !sameJson(settings[key], base[key]) ? "changed" : !sameJson(base[key], preset[key]) ? "scenario" : "preset";
  const fromScenario = SETTING_FIELDS.filter(
    (f) => f.key !== "preset" && !(recording && f.key === "window") && !sameJson(base[f.key], preset[f.key]),
  ).map((f) => f.label.toLowerCase());
  return {
    choice,
    setChoice,
    resolved,
    sim,
    recording,
    scenario,
    setField,
    resetField,
    originOf,
    changed: Object.keys(choice.overrides).length,
    fromScenario,
  };
}
