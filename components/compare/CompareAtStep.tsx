"use client";
// A and B at the current step: the figures that matter side by side (what differs marked) and the
// meter of each. Alone because it follows the step, where the rest of the panel is about the
// whole session.
import { ESTIMATOR_LABEL } from "@/lib/model";
import type { Simulation } from "@/lib/context/sim-types";
import type { Snapshot } from "@/lib/context/snapshot";
import type { View } from "@/components/state/types";
import { Meter } from "@/components/sim/Meter";
import { cachedSnapshot, type CurrentSim } from "@/components/sim/useSim";
import { madeByText, METER_LABEL } from "@/components/sim/labels";
import { fmt } from "@/components/inspector/format";
import { sideLabel } from "./labels";

interface StepRow {
  label: string;
  a: string;
  b: string;
  diff: boolean;
  testid: string;
}

/** The figures of both sides at `step`, each marked when A and B differ on it. */
function stepRows(a: Simulation, b: Simulation, sA: Snapshot, sB: Snapshot, step: number, est: string): StepRow[] {
  const soFar = (x: Simulation) => x.compactions.filter((c) => c.step <= step).length;
  // what made each side's used figure: the recording's usage, or the estimator (calibrated or not)
  const [byA, byB] = [madeByText(sA.source, est), madeByText(sB.source, est)];
  return [
    {
      label: `Used tokens (${byA === byB ? byA : `A: ${byA}; B: ${byB}`})`,
      a: fmt(sA.tokens),
      b: fmt(sB.tokens),
      diff: Math.round(sA.tokens) !== Math.round(sB.tokens),
      testid: "used",
    },
    { label: "State", a: METER_LABEL[sA.meter], b: METER_LABEL[sB.meter], diff: sA.meter !== sB.meter, testid: "state" },
    {
      label: "Until auto-compact",
      a: `${sA.percentLeft}%`,
      b: `${sB.percentLeft}%`,
      diff: sA.percentLeft !== sB.percentLeft,
      testid: "percent",
    },
    { label: "Compactions so far", a: fmt(soFar(a)), b: fmt(soFar(b)), diff: soFar(a) !== soFar(b), testid: "so-far" },
  ];
}

function SideMeter({ side, cur }: { side: "A" | "B"; cur: CurrentSim }) {
  return (
    <div className="cmp-meter" data-testid={`compare-meter-${side}`}>
      <div className="cmp-meter-label">
        <b className={`side-tag side-${side}`}>{side}</b> {sideLabel(cur.sim.settings)}
      </div>
      <Meter cur={cur} />
    </div>
  );
}

export function CompareAtStep({ view, a, b, step }: { view: View; a: Simulation | null; b: Simulation | null; step: number }) {
  const sA = a ? cachedSnapshot(a, Math.min(step, a.steps - 1)) : null;
  const sB = b ? cachedSnapshot(b, Math.min(step, b.steps - 1)) : null;
  if (!a || !b || !sA || !sB) return null;
  const curA: CurrentSim = { view, sim: a, step, snap: sA };
  const curB: CurrentSim = { view, sim: b, step, snap: sB };
  return (
    <section className="section" data-testid="compare-at-step">
      <h2>At step {fmt(step + 1)}</h2>
      <table className="cats cmp-table" data-testid="compare-step-table">
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">Figure</span>
            </th>
            <th scope="col">A</th>
            <th scope="col">B</th>
          </tr>
        </thead>
        <tbody>
          {stepRows(a, b, sA, sB, step, ESTIMATOR_LABEL[view.table.estimator]).map((r) => (
            <tr key={r.testid} className={r.diff ? "diff" : ""} data-testid={`compare-step-${r.testid}`} data-diff={r.diff}>
              <th scope="row">
                {r.label}
                {r.diff && <span className="visually-hidden"> (differs)</span>}
              </th>
              <td className="num">{r.a}</td>
              <td className="num">{r.b}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <SideMeter side="A" cur={curA} />
      <SideMeter side="B" cur={curB} />
    </section>
  );
}
