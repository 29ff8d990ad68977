"use client";
// Replay or what-if, in one line: which settings the recording ran under (and why), whether the
// simulation still follows the recording, and where a what-if left it. Every count it names is
// labelled with where it comes from (recorded usage, the estimator, calibrated).
import { presetWord } from "@/components/compare/labels";
import type { Simulation } from "@/lib/context/simulate";
import { CALIBRATION_KIND_LABEL, type CalibrationKind } from "@/lib/tokens/calibrate";
import { ESTIMATOR_LABEL } from "@/lib/model";
import { fmt } from "@/components/inspector/format";
import { useState } from "react";
import dynamic from "next/dynamic";
import { currentStep, useInspector } from "@/components/state/store";

// The report replays every loaded session: its code loads when it is asked for.
const FidelityPanel = dynamic(() => import("./FidelityPanel").then((m) => m.FidelityPanel), { ssr: false });

/** "Rules alone from here": fork at the current step, or back to following the recording. */
function RulesAlone({ sim }: { sim: Simulation }) {
  const choice = useInspector((s) => s.simChoice);
  const setSimChoice = useInspector((s) => s.setSimChoice);
  const step = useInspector(currentStep);
  if (typeof choice.forkAt === "number")
    return (
      <button type="button" className="linklike" data-testid="rules-alone-off" onClick={() => setSimChoice({ ...choice, forkAt: null })}>
        follow the recording again
      </button>
    );
  if (sim.fork) return null;
  return (
    <button
      type="button"
      className="linklike"
      data-testid="rules-alone"
      title="Ignore what the recording says after this step (its usage, compactions and what came back) and let the rules predict the rest"
      onClick={() => setSimChoice({ ...choice, forkAt: step })}
    >
      rules alone from step {fmt(step + 1)}
    </button>
  );
}

export function ReplayMode({ sim }: { sim: Simulation }) {
  const [report, setReport] = useState(false);
  const sessions = useInspector((s) => 1 + s.inputs.filter((f) => f.role === "session").length);
  if (sim.mode === "simulation") return null;
  const fork = sim.fork;
  const c = sim.calibration;
  const kinds = c ? (Object.entries(c.byKind) as [CalibrationKind, { ratio: number; pairs: number }][]) : [];
  return (
    <div
      className={`replay-mode mode-${sim.mode}`}
      style={{
        display: "flex",
        flexWrap: "wrap",
        gap: "4px 12px",
        fontSize: "var(--fs-sm)",
        margin: "4px 0",
        padding: "3px 6px",
        borderLeft: `3px solid ${sim.mode === "what-if" ? "var(--accent)" : "var(--border-strong)"}`,
        background: "var(--bg-sunken)",
      }}
      data-testid="replay-mode"
      data-mode={sim.mode}
      data-fork-step={fork ? fork.step : undefined}
    >
      {sim.mode === "replay" ? (
        <span>
          <strong>Replay</strong> · follows the recording: recorded usage where there is one, its compactions as they happened
        </span>
      ) : (
        <span data-testid="fork-point">
          <strong>What-if</strong> ·{" "}
          {fork ? (
            <>
              forked from the recording at step {fmt(fork.step + 1)}
              {fork.line !== undefined ? ` (line ${fmt(fork.line)})` : ""}: {fork.reason}
            </>
          ) : (
            "these settings decide as the recording's did: no fork yet"
          )}
        </span>
      )}
      <span className="faint" data-testid="recording-preset" title={sim.version.reason}>
        recorded under {presetWord(sim.recording?.preset ?? sim.version.preset)}
        {sim.version.version
          ? ` (Claude Code ${sim.version.version}${sim.version.known ? "" : ", no evidence for this version"})`
          : " (no version in the file)"}
      </span>
      {c && c.pairs > 0 && (
        <span
          className="faint"
          data-testid="calibration"
          title={`calibrated: ${c.pairs} measured deltas between requests${kinds.length ? "; " + kinds.map(([k, v]) => `${CALIBRATION_KIND_LABEL[k]} ×${v.ratio.toFixed(2)}`).join(", ") : ""}${c.hiddenThinking.tokens ? `; hidden thinking ${fmt(c.hiddenThinking.tokens)} tokens` : ""}${c.placeholderOutputs ? `; ${c.placeholderOutputs} of ${c.responses} output counts are placeholders` : ""}`}
        >
          calibrated ({ESTIMATOR_LABEL[sim.estimator]} ×{c.ratio.toFixed(2)}
          {c.deltaError ? `, error ${c.deltaError.before.toFixed(0)}% → ${c.deltaError.after.toFixed(0)}%` : ""})
        </span>
      )}
      <RulesAlone sim={sim} />
      <button
        type="button"
        className="linklike"
        data-testid="fidelity-button"
        title="How far the rules predict the recording: compactions matched, missed and extra, and the estimate's error"
        onClick={() => setReport(true)}
      >
        fidelity report{sessions > 1 ? ` (${fmt(sessions)} sessions)` : ""}
      </button>
      {report && <FidelityPanel onClose={() => setReport(false)} />}
    </div>
  );
}
