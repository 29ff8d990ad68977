"use client";
// Compare mode's side panel: pick A and B (a preset and overrides each; A is the inspector's own
// settings), see the meter of each at the current step, what each side costs (CostSection.tsx),
// the compactions of both lined up by step with what differs highlighted, and the settings that
// differ. The comparison itself is lib/context/compare.ts; every number is the engine's. Each
// section is a file of its own; this one holds the choice of A and B.
import { useMemo } from "react";
import { compareSimulations } from "@/lib/context/compare";
import { currentStep, useInspector } from "@/components/state/store";
import type { View } from "@/components/state/types";
import type { SimChoice } from "@/components/worker/protocol";
import { ActivePairs, StartPairs } from "./PairButtons";
import { SideControls } from "./SideControls";
import { CompareAtStep } from "./CompareAtStep";
import { CostSection } from "./CostSection";
import { CompareCompactions } from "./CompareCompactions";
import { SettingsDiffer } from "./SettingsDiffer";

/** The pairs, A's and B's controls, swap and exit. */
function ChooseSides({ view, compare }: { view: View; compare: SimChoice }) {
  const simChoice = useInspector((s) => s.simChoice);
  const setCompare = useInspector((s) => s.setCompare);
  // no preset picked runs, on a scenario, its own settings; else A the recording's (its version's
  // preset and what it proves) and B the default preset (engine.worker.ts). The option had said
  // "scenario's own" on a recorded session too.
  const scenario = view.session.format === "scenario";
  return (
    <section className="section">
      <h2>Compare two settings</h2>
      <ActivePairs compare={compare} />
      <div className="cmp-sides">
        <SideControls
          side="A"
          choice={simChoice}
          window={view.sim?.settings.window ?? view.settings.window}
          own={scenario ? "the scenario's own" : "the recording's"}
          onChange={(c) => setCompare(compare, { sim: c })}
        />
        <SideControls
          side="B"
          choice={compare}
          window={view.compare?.sim?.settings.window ?? view.compare?.settings.window ?? 200_000}
          own={scenario ? "the scenario's own" : "the default"}
          onChange={(c) => setCompare(c)}
        />
      </div>
      <p className="note">
        <button className="linkbtn" onClick={() => setCompare(simChoice, { sim: compare })} data-testid="compare-swap">
          swap A and B
        </button>
        {" · "}
        <button className="linkbtn" onClick={() => setCompare(null)}>
          exit compare mode
        </button>
      </p>
      {view.compare?.problems.length ? <p className="note is-error">B: {view.compare.problems.join("; ")}</p> : null}
    </section>
  );
}

export function ComparePanel() {
  const view = useInspector((s) => s.views[0]);
  const step = useInspector(currentStep);
  const compare = useInspector((s) => s.compare);
  const a = view?.sim ?? null;
  const b = view?.compare?.sim ?? null;
  const cmp = useMemo(() => (a && b ? compareSimulations(a, b) : null), [a, b]);

  if (!view) return null;
  if (!compare) {
    return (
      <div role="tabpanel" id="tabpanel-compare" aria-labelledby="tab-compare" data-testid="tabpanel-compare" className="section">
        <h2>Compare two settings</h2>
        <p className="muted">Simulate this session twice, under A (the inspector&apos;s settings) and B, and see where they part.</p>
        <StartPairs />
      </div>
    );
  }
  return (
    <div role="tabpanel" id="tabpanel-compare" aria-labelledby="tab-compare" data-testid="tabpanel-compare">
      <ChooseSides view={view} compare={compare} />
      <CompareAtStep view={view} a={a} b={b} step={step} />
      {a && b && <CostSection a={a} b={b} session={view.session} step={step} />}
      {cmp && <CompareCompactions cmp={cmp} step={step} />}
      {cmp && <SettingsDiffer cmp={cmp} />}
    </div>
  );
}
