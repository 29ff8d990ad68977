"use client";
// Routes each user prompt as the inspector steps onto it, once the Routing tab has been opened.
// Kept apart from RoutingTab so the inspector can mount it without loading the flow drawing.
import { useEffect } from "react";
import { previousPrompt, promptOf } from "@/lib/routing/prompt";
import { currentStep, currentView, useInspector } from "@/components/state/store";
import { useRouting } from "./store";

export function StepRouter() {
  const armed = useRouting((x) => x.booted);
  const view = useInspector(currentView);
  const step = useInspector(currentStep);
  const inputsKey = useInspector((x) => x.inputsKey);
  const routeStep = useRouting((x) => x.routeStep);
  useEffect(() => {
    if (!armed || !view) return;
    const ev = view.session.events[step];
    const prompt = ev ? promptOf(ev) : null;
    if (prompt === null) return;
    const key = `${inputsKey}:${view.key}:${step}`;
    void routeStep(key, prompt, previousPrompt(view.session.events, step), step, ev?.timestamp);
  }, [armed, view, step, inputsKey, routeStep]);
  return null;
}
