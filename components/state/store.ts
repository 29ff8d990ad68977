"use client";
// The inspector's state, one zustand store made of four parts: session.ts (what is loaded),
// simulation.ts (the engine worker's runs), navigation.ts (steps, views, tabs, panels) and
// sync.ts (saving to and restoring from this browser). Heavy work happens in the engine worker;
// rules live in lib/, not here.
import { create } from "zustand";
import { DEFAULT_SIM_CHOICE } from "@/components/worker/protocol";
import { NO_EDITS } from "@/lib/pricing/prices";
import { navigationActions } from "./navigation";
import { sessionActions } from "./session";
import { createRun, simulationActions } from "./simulation";
import { makeKeepEdited, startSync } from "./sync";
import type { InspectorState } from "./types";

export * from "./types";
export { currentStep, currentView, isOpen } from "./navigation";
export { viewToSave } from "./sync";

export const useInspector = create<InspectorState>()((set, get) => {
  const run = createRun(set, get);
  const keepEdited = makeKeepEdited(set, get);
  return {
    inputs: [],
    inputsKey: null,
    origin: null,
    persisted: false,
    saving: false,
    views: [],
    viewKey: "main",
    steps: {},
    playing: false,
    speed: 4,
    estimator: "chars4",
    busy: null,
    pending: null,
    error: null,
    notice: null,
    storageError: null,
    examples: null,
    examplesError: null,
    panels: { problems: false, paste: false, examples: false, settings: false, shortcuts: false },
    simChoice: DEFAULT_SIM_CHOICE,
    sideTab: "context",
    compare: null,
    prices: NO_EDITS,
    selected: null,
    scrollTo: null,
    toggled: {},
    booted: false,
    ...sessionActions(set, get, run),
    ...simulationActions(set, get, run, keepEdited),
    ...navigationActions(set, get),
  };
});

startSync(useInspector);
