"use client";
// The side panel's Context tab: the simulated context at the current step and the sections around
// it, each in its own file under context-tab/. This file only reads the step's recorded figures
// (shared by two sections) and lays the sections out in order.
import { useMemo } from "react";
import { ESTIMATOR_LABEL } from "@/lib/model";
import { recordedSnapshot } from "@/lib/context/recorded";
import { currentStep, useInspector } from "@/components/state/store";
import type { View } from "@/components/state/types";
import type { CurrentSim } from "@/components/sim/useSim";
import { SimulatedContext } from "./context-tab/SimulatedContext";
import { ContextHolds } from "./context-tab/ContextHolds";
import { SimVsRecorded } from "./context-tab/SimVsRecorded";
import { RecordedVsEstimated } from "./context-tab/RecordedVsEstimated";
import { EstimatorSection } from "./context-tab/EstimatorSection";
import { SessionFacts } from "./context-tab/SessionFacts";

export function ContextTab({ view, cur }: { view: View; cur: CurrentSim | null }) {
  const step = useInspector(currentStep);
  const rec = useMemo(() => (view.session.events.length ? recordedSnapshot(view.timeline, view.session, step) : null), [view, step]);
  const est = ESTIMATOR_LABEL[view.table.estimator];
  return (
    <div role="tabpanel" id="tabpanel-context" aria-labelledby="tab-context" data-testid="tabpanel-context">
      <SimulatedContext view={view} cur={cur} step={step} est={est} />
      <ContextHolds cur={cur} />
      <SimVsRecorded rec={rec} cur={cur} session={view.session} />
      <RecordedVsEstimated rec={rec} est={est} streams={view.timeline.streams} />
      <EstimatorSection view={view} />
      <SessionFacts session={view.session} cur={cur} />
    </div>
  );
}
