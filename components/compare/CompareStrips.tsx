"use client";
// Compare mode's timeline: the same session simulated under A and B, one strip each, on one token
// scale and one step axis, with each side's thresholds, its compactions (dots coloured by tier)
// and the current step. A click on either strip jumps to the step under the pointer.
import { memo, useMemo, useRef, useState, type MutableRefObject } from "react";
import { Area, ComposedChart, ReferenceDot, ReferenceLine, ResponsiveContainer, XAxis, YAxis } from "recharts";
import { ScaleProbe, StepCursor, type Geometry, type Inverse } from "@/components/sim/StepCursor";
import type { Simulation, Tier } from "@/lib/context/simulate";
import { TIERS } from "@/lib/context/simulate";
import { currentView, useInspector } from "@/components/state/store";
import { fmt } from "@/components/inspector/format";
import { TIER_LABEL, TIER_SHORT, fmtK, tierVar } from "@/components/sim/labels";
import { sideLabel } from "./labels";

const MAX_POINTS = 2400;

/** Points to draw: every step, or each bucket's lowest and highest on long sessions (and every compaction). */
function points(sim: Simulation): { x: number; tokens: number }[] {
  const n = sim.steps;
  if (n <= MAX_POINTS) return Array.from(sim.tokens, (t, i) => ({ x: i + 1, tokens: t }));
  const keep = new Set<number>([0, n - 1]);
  const bucket = Math.ceil(n / (MAX_POINTS / 2));
  for (let b = 0; b < n; b += bucket) {
    let lo = b;
    let hi = b;
    for (let i = b; i < Math.min(n, b + bucket); i++) {
      if (sim.tokens[i] < sim.tokens[lo]) lo = i;
      if (sim.tokens[i] > sim.tokens[hi]) hi = i;
    }
    keep.add(lo).add(hi);
  }
  for (const c of sim.compactions) {
    if (c.step > 0) keep.add(c.step - 1);
    keep.add(Math.min(n - 1, c.step));
  }
  return [...keep].sort((a, b) => a - b).map((i) => ({ x: i + 1, tokens: sim.tokens[i] }));
}

function peakOf(sim: Simulation): number {
  let p = 0;
  for (let i = 0; i < sim.steps; i++) p = Math.max(p, sim.tokens[i]);
  for (const c of sim.compactions) p = Math.max(p, c.tokensBefore);
  return p;
}

/** A round axis maximum and ticks for 0..x. */
function axis(x: number): { max: number; ticks: number[] } {
  if (!(x > 0)) return { max: 1, ticks: [0, 1] };
  const raw = x / 3;
  const p = 10 ** Math.floor(Math.log10(raw));
  const step = ([1, 2, 2.5, 5, 10].find((m) => m * p >= raw) ?? 10) * p;
  const max = Math.ceil(x / step) * step;
  const ticks: number[] = [];
  for (let v = 0; v <= max + step / 2; v += step) ticks.push(v);
  return { max, ticks };
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
  y: { max: number; ticks: number[] };
  probe: MutableRefObject<Inverse>;
  onGeometry: (g: Geometry | null) => void;
}) {
  const data = useMemo(() => points(sim), [sim]);
  const t = sim.thresholds;
  const lines = [
    { key: "warning", y: t.warningThreshold, on: true },
    { key: "auto-compact", y: t.autoCompactThreshold, on: t.autoCompactEnabled },
    { key: "blocking", y: t.blockingThreshold, on: true },
  ];
  return (
    <ResponsiveContainer width="100%" height="100%" minWidth={200} minHeight={40}>
      <ComposedChart data={data} margin={{ top: 6, right: 12, bottom: 0, left: 0 }} style={{ cursor: "pointer" }}>
        <ScaleProbe probeRef={probe} onGeometry={onGeometry} />
        <XAxis
          dataKey="x"
          type="number"
          domain={[1, Math.max(2, sim.steps)]}
          allowDecimals={false}
          tickLine={false}
          height={side === "B" ? 16 : 4}
          tick={side === "B" ? { fontSize: 10 } : false}
          tickFormatter={(v: number) => fmt(v)}
        />
        <YAxis
          type="number"
          domain={[0, y.max]}
          ticks={y.ticks}
          interval={0}
          allowDataOverflow
          width={40}
          tickLine={false}
          tick={{ fontSize: 10 }}
          tickFormatter={(v: number) => fmtK(v)}
        />
        {lines.map((l) =>
          l.on ? (
            <ReferenceLine
              key={l.key}
              y={l.y}
              className={`th-line th-${l.key}`}
              ifOverflow="hidden"
              strokeDasharray={l.key === "warning" ? "4 3" : undefined}
            />
          ) : null,
        )}
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
    return { full: axis(Math.max(peak, lines) * 1.02), fitted: axis(peak * 1.05), peak };
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
