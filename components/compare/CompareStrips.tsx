"use client";
// Compare mode's timeline: the same session simulated under A and B, one strip each, on one token
// scale and one step axis, with each side's thresholds, its compactions (dots coloured by tier)
// and the current step. A click on either strip jumps to the step under the pointer.
import { memo, useMemo, useRef, useState, type MutableRefObject } from "react";
import { Area, ComposedChart, ReferenceDot, ResponsiveContainer } from "recharts";
import { ScaleProbe, StepCursor, type Geometry, type Inverse } from "@/components/sim/StepCursor";
import { roundAxis, stepPoints, type Axis } from "@/components/sim/chart-scale";
import { stepAxis, thresholdLines, tokenAxis } from "@/components/sim/chart-axes";
import type { Simulation, Tier } from "@/lib/context/simulate";
import { TIERS } from "@/lib/context/simulate";
import { currentView, useInspector } from "@/components/state/store";
import { TIER_LABEL, TIER_SHORT, tierVar } from "@/components/sim/labels";
import { sideLabel } from "./labels";

/** The points drawn: stepPoints keeps the step before and at each compaction. */
function points(sim: Simulation): { x: number; tokens: number }[] {
  return stepPoints(
    sim.tokens,
    sim.steps,
    sim.compactions.flatMap((c) => [c.step - 1, Math.min(sim.steps - 1, c.step)]),
  );
}

function peakOf(sim: Simulation): number {
  let p = 0;
  for (let i = 0; i < sim.steps; i++) p = Math.max(p, sim.tokens[i]);
  for (const c of sim.compactions) p = Math.max(p, c.tokensBefore);
  return p;
}

// The strips do not take the step: the current-step line is drawn over them (StepCursor).
const Strip = memo(function Strip({
  side,
  sim,
  y,
  probe,
  onGeometry,
}: {
  side: "A" | "B";
  sim: Simulation;
  y: Axis;
  probe: MutableRefObject<Inverse>;
  onGeometry: (g: Geometry | null) => void;
}) {
  const data = useMemo(() => points(sim), [sim]);
  return (
    <ResponsiveContainer width="100%" height="100%" minWidth={200} minHeight={40}>
      <ComposedChart data={data} margin={{ top: 6, right: 12, bottom: 0, left: 0 }} style={{ cursor: "pointer" }}>
        <ScaleProbe probeRef={probe} onGeometry={onGeometry} />
        {stepAxis(sim.steps, side === "B")}
        {tokenAxis(y)}
        {thresholdLines(sim.thresholds)}
        <Area
          dataKey="tokens"
          type="stepAfter"
          isAnimationActive={false}
          className={`tokens-area side-${side}`}
          dot={false}
          activeDot={false}
        />
        {sim.compactions.map((c) => (
          <ReferenceDot
            key={c.index}
            x={c.step + 1}
            y={Math.min(c.tokensBefore, y.max)}
            r={4}
            ifOverflow="visible"
            shape={(p: { cx?: number; cy?: number }) => (
              <circle
                cx={p.cx}
                cy={p.cy}
                r={4}
                className={`cmp-dot tier-${c.tier}${c.ok ? "" : " failed"}`}
                data-testid={`compare-dot-${side}`}
                data-tier={c.tier}
                data-step={c.step}
              />
            )}
          />
        ))}
      </ComposedChart>
    </ResponsiveContainer>
  );
});

export function CompareStrips() {
  const view = useInspector(currentView);
  const setStep = useInspector((s) => s.setStep);
  const setCompare = useInspector((s) => s.setCompare);
  const busy = useInspector((s) => s.busy);
  const probeA = useRef<Inverse>(undefined);
  const probeB = useRef<Inverse>(undefined);
  const [geoA, setGeoA] = useState<Geometry | null>(null);
  const [geoB, setGeoB] = useState<Geometry | null>(null);
  const [fit, setFit] = useState(false);
  const a = view?.sim ?? null;
  const b = view?.compare?.sim ?? null;

  const y = useMemo(() => {
    if (!a || !b) return null;
    const peak = Math.max(peakOf(a), peakOf(b));
    // Both strips share the scale: up to the lower blocking line (so A's or B's thresholds show), or the peak.
    const lines = Math.min(a.thresholds.blockingThreshold, b.thresholds.blockingThreshold);
    return { full: roundAxis(Math.max(peak, lines) * 1.02, { parts: 3 }), fitted: roundAxis(peak * 1.05, { parts: 3 }), peak };
  }, [a, b]);

  if (!view) return null;
  if (!a || !b || !y) {
    return (
      <div className="timeline empty-strip" data-testid="compare-strips-pending">
        <span className="muted">
          {view.compare?.simError
            ? `B could not be simulated: ${view.compare.simError}`
            : view.simError
              ? `The simulation failed: ${view.simError}`
              : busy
                ? "Simulating A and B…"
                : "Simulating B…"}
        </span>
      </div>
    );
  }
  const axisY = fit ? y.fitted : y.full;
  const jump = (e: React.MouseEvent<HTMLDivElement>, probe: MutableRefObject<Inverse>) => {
    const svg = e.currentTarget.querySelector("svg.recharts-surface");
    const inv = probe.current;
    if (!svg || !inv) return;
    const x = Number(inv(e.clientX - svg.getBoundingClientRect().left));
    if (Number.isFinite(x)) setStep(Math.round(x) - 1);
  };
  const tiers = TIERS.filter((t) => a.compactions.some((c) => c.tier === t) || b.compactions.some((c) => c.tier === t));
  const count = (sim: Simulation, t: Tier) => sim.compactions.filter((c) => c.tier === t).length;
  const off = [a, b].filter((s) => s.thresholds.warningThreshold > axisY.max).length > 0;
  return (
    <div
      className="timeline compare-timeline"
      data-testid="compare-timeline"
      role="group"
      aria-label="Context tokens under A and B, on one scale"
    >
      <div className="timeline-legend">
        <strong>Compare</strong>
        <span className="faint">same session, two settings, one scale</span>
        {tiers.map((t) => (
          <span key={t} className="lg" title={TIER_LABEL[t]}>
            <i className="tier-dot" style={{ background: tierVar(t) }} aria-hidden="true" />
            {TIER_SHORT[t]} A×{count(a, t)} B×{count(b, t)}
          </span>
        ))}
        {tiers.length === 0 && <span className="faint">no compactions on either side</span>}
        <span className="spacer" style={{ flex: "1 1 0" }} />
        {off && <span className="faint">some thresholds off scale ↑</span>}
        <button className="linkbtn" aria-pressed={fit} onClick={() => setFit(!fit)} data-testid="compare-fit">
          {fit ? "show thresholds" : "fit to data"}
        </button>
        <button className="linkbtn" onClick={() => setCompare(null)} data-testid="compare-exit">
          exit compare
        </button>
      </div>
      <div className="compare-strips" data-testid="compare-strips">
        {(
          [
            ["A", a, probeA, geoA, setGeoA],
            ["B", b, probeB, geoB, setGeoB],
          ] as const
        ).map(([side, sim, probe, geo, setGeo]) => (
          <div key={side} className="compare-strip" data-testid={`compare-strip-${side}`} data-compactions={sim.compactions.length}>
            <span className={`strip-label side-${side}`} title={sideLabel(sim.settings)}>
              <b>{side}</b> {sideLabel(sim.settings)}
            </span>
            <div className="timeline-chart strip-chart" onClick={(e) => jump(e, probe)}>
              <Strip side={side} sim={sim} y={axisY} probe={probe} onGeometry={setGeo} />
              <StepCursor geometry={geo} steps={sim.steps} />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
