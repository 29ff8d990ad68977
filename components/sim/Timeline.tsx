"use client";
// The timeline strip: context tokens over the steps of the simulation, the threshold lines, one
// marker per compaction coloured by tier, the recorded compactions of the file marked apart, and
// the current step. Hover shows a step's numbers; a click jumps there; a marker selects its
// compaction. All figures come from series() / the simulation.
import { memo, useMemo, useRef, useState, type MutableRefObject } from "react";
import {
  Area,
  ComposedChart,
  ResponsiveContainer,
  Tooltip,
  ZIndexLayer,
  DefaultZIndexes,
  usePlotArea,
  useXAxisScale,
  useYAxisScale,
} from "recharts";
import { series, type Series } from "@/lib/context/snapshot";
import { ScaleProbe, StepCursor, type Geometry, type Inverse } from "./StepCursor";
import { roundAxis, stepPoints, type Axis } from "./chart-scale";
import { stepAxis, thresholdLines, tokenAxis } from "./chart-axes";
import { METER_STATES, meterState } from "@/lib/context/settings";
import { TIERS, type Simulation, type Tier } from "@/lib/context/simulate";
import { recordedStanding } from "@/lib/context/stepindex";
import { currentView, useInspector } from "@/components/state/store";
import { fmt, plural } from "@/components/inspector/format";
import { METER_LABEL, TIER_LABEL, TIER_SHORT, TRIGGER_LABEL, fmtK, signed, tierVar } from "./labels";
import { presetWord } from "@/components/compare/labels";

type Point = ReturnType<typeof stepPoints>[number];

/** The points drawn: stepPoints keeps each compaction's drop and each recorded compaction's step. */
function points(s: Series): Point[] {
  const keep = [...s.markers.flatMap((m) => [m.step - 1, m.step]), ...s.recorded.map((r) => r.step)];
  return stepPoints(s.tokens, s.steps, keep);
}

interface ChartModel {
  s: Series;
  data: Point[];
  /** the y axis up to the thresholds (or the peak, when higher) */
  yFull: Axis;
  /** the y axis fitted to the data, for sessions far below the thresholds */
  yFit: Axis;
  peak: number;
  /** compactions (indexes into sim.compactions) and recorded compactions by step */
  atStep: Map<number, { sim: number[]; rec: number[] }>;
  tiers: Tier[];
  /** the step a what-if left the recording at, or null */
  fork: number | null;
}

const models = new WeakMap<Simulation, ChartModel>();

function model(sim: Simulation): ChartModel {
  const have = models.get(sim);
  if (have) return have;
  const s = series(sim);
  let peak = 0;
  for (let i = 0; i < s.tokens.length; i++) peak = Math.max(peak, s.tokens[i]);
  for (const m of s.markers) peak = Math.max(peak, m.tokensBefore);
  for (const r of s.recorded) peak = Math.max(peak, r.preTokens ?? 0);
  const t = s.thresholds;
  // Room for the thresholds and the peak; no higher than the window unless the peak is above it.
  const yFull = roundAxis(Math.max(peak, Math.min(t.window, t.blockingThreshold)) * 1.02, { cap: peak <= t.window ? t.window : Infinity });
  const atStep = new Map<number, { sim: number[]; rec: number[] }>();
  const slot = (step: number) => {
    let e = atStep.get(step);
    if (!e) atStep.set(step, (e = { sim: [], rec: [] }));
    return e;
  };
  s.markers.forEach((m, k) => slot(m.step).sim.push(k));
  s.recorded.forEach((r, k) => slot(r.step).rec.push(k));
  const tiers = TIERS.filter((tier) => s.markers.some((m) => m.tier === tier));
  const yFit = roundAxis(peak * 1.08);
  const m = { s, data: points(s), yFull, yFit, peak, atStep, tiers, fork: sim.fork ? sim.fork.step : null };
  models.set(sim, m);
  return m;
}

function StepTip({ active, label, m, sim }: { active?: boolean; label?: unknown; m: ChartModel; sim: Simulation }) {
  if (!active || typeof label !== "number") return null;
  const step = label - 1;
  if (step < 0 || step >= sim.steps) return null;
  const tokens = sim.tokens[step];
  const state = METER_STATES[sim.meter[step]] ?? meterState(tokens, sim.thresholds);
  const here = m.atStep.get(step);
  return (
    <div className="chart-tip" role="status">
      <div>
        <strong>step {fmt(label)}</strong> · {plural(tokens, "token")} ·{" "}
        <span className={`tip-state st-${state}`}>{METER_LABEL[state]}</span>
      </div>
      {here?.sim.map((k) => {
        const c = sim.compactions[k];
        return (
          <div key={`s${k}`} className="tip-row">
            <i className="tier-dot" style={{ background: tierVar(c.tier) }} aria-hidden="true" />
            <span>
              {TIER_LABEL[c.tier]}
              {c.ok ? "" : ` (failed: ${c.failure})`} · {fmt(c.tokensBefore)} → {fmt(c.tokensAfter)}
              <br />
              <span className="faint">trigger: {TRIGGER_LABEL[c.trigger]}</span>
            </span>
          </div>
        );
      })}
      {here?.rec.map((k) => {
        const r = sim.recorded[k];
        return (
          <div key={`r${k}`} className="tip-row">
            <i className="rec-tri" aria-hidden="true" />
            <span>
              recorded {r.trigger} compaction
              {r.preTokens !== undefined ? ` · pre ${fmt(r.preTokens)}` : ""}
              {r.postTokens !== undefined ? ` → post ${fmt(r.postTokens)}` : ""}
              {r.match ? (
                <>
                  <br />
                  <span className="faint">
                    simulated #{r.match.compaction + 1} at step {fmt(r.match.step + 1)} ({signed(r.match.stepDiff, fmt)} steps
                    {r.match.tokenDiff !== null ? `, ${signed(r.match.tokenDiff, fmt)} tokens` : ""})
                  </span>
                </>
              ) : r.kind === "compact" ? (
                <>
                  <br />
                  <span className="faint">
                    {recordedStanding(sim, r) === "outside" ? "after the what-if left the recording" : "no simulated match: missed"}
                  </span>
                </>
              ) : null}
            </span>
          </div>
        );
      })}
    </div>
  );
}

/** Compaction markers, drawn with the chart's own scales. */
function Markers({ m, onSelect }: { m: ChartModel; onSelect: (k: number) => void }) {
  const xs = useXAxisScale();
  const ys = useYAxisScale();
  const area = usePlotArea();
  if (!xs || !ys || !area) return null;
  const top = area.y;
  return (
    <ZIndexLayer zIndex={DefaultZIndexes.scatter}>
      <g className="markers">
        {m.fork !== null && xs(m.fork + 1) !== undefined && (
          <g className="fork-marker" data-testid="chart-fork" data-step={m.fork}>
            <line
              x1={xs(m.fork + 1)}
              x2={xs(m.fork + 1)}
              y1={top}
              y2={top + area.height}
              strokeDasharray="4 3"
              style={{ stroke: "var(--accent)", strokeWidth: 1.5 }}
            />
            <text x={(xs(m.fork + 1) ?? 0) + 4} y={top + 10} style={{ fill: "var(--accent)", fontSize: "var(--fs-xs)" }}>
              what-if from here
            </text>
          </g>
        )}
        {m.s.recorded.map((r, k) => {
          const x = xs(r.step + 1);
          if (x === undefined) return null;
          return (
            <g
              key={`r${k}`}
              className="rec-marker"
              data-testid="chart-recorded"
              data-step={r.step}
              data-trigger={r.trigger}
              data-pre={r.preTokens}
            >
              <line x1={x} x2={x} y1={top} y2={top + area.height} />
              <path d={`M${x - 5},${top} L${x + 5},${top} L${x},${top + 7} Z`} />
            </g>
          );
        })}
        {m.s.markers.map((mk, k) => {
          const x = xs(mk.step + 1);
          const y0 = ys(mk.tokensBefore);
          const y1 = ys(mk.tokensAfter);
          if (x === undefined || y0 === undefined || y1 === undefined) return null;
          const big = mk.tier === "session-memory" || mk.tier === "full" || mk.tier === "reactive";
          const label = `Compaction ${k + 1}: ${TIER_LABEL[mk.tier]}${mk.ok ? "" : " (failed)"} at step ${fmt(mk.step + 1)}, ${fmt(mk.tokensBefore)} to ${plural(mk.tokensAfter, "token")}`;
          return (
            <g
              key={`m${k}`}
              className={`sim-marker${mk.ok ? "" : " failed"}`}
              data-testid="chart-marker"
              data-tier={mk.tier}
              data-step={mk.step}
              data-compaction={mk.compaction}
              style={{ color: tierVar(mk.tier) }}
              role="button"
              tabIndex={0}
              aria-label={label}
              onClick={(e) => {
                e.stopPropagation();
                onSelect(mk.compaction);
              }}
              onKeyDown={(e) => {
                if (e.key === "Enter" || e.key === " ") {
                  e.preventDefault();
                  onSelect(mk.compaction);
                }
              }}
            >
              <line x1={x} x2={x} y1={y0} y2={y1} />
              {big ? (
                <circle cx={x} cy={y0} r={4.5} />
              ) : (
                <path d={`M${x},${y0 - 4.5} L${x + 4.5},${y0} L${x},${y0 + 4.5} L${x - 4.5},${y0} Z`} />
              )}
            </g>
          );
        })}
      </g>
    </ZIndexLayer>
  );
}

const TimelineChart = memo(function TimelineChart({
  sim,
  probe,
  y,
  onGeometry,
}: {
  sim: Simulation;
  probe: MutableRefObject<Inverse>;
  y: Axis;
  onGeometry: (g: Geometry | null) => void;
}) {
  const m = model(sim);
  const selectCompaction = useInspector((s) => s.selectCompaction);
  return (
    <ResponsiveContainer width="100%" height="100%" minWidth={200} minHeight={60}>
      <ComposedChart data={m.data} margin={{ top: 6, right: 12, bottom: 0, left: 0 }} style={{ cursor: "pointer" }}>
        <ScaleProbe probeRef={probe} onGeometry={onGeometry} />
        {stepAxis(m.s.steps)}
        {tokenAxis(y)}
        {thresholdLines(m.s.thresholds)}
        <Area
          dataKey="tokens"
          type="stepAfter"
          isAnimationActive={false}
          className="tokens-area"
          dot={false}
          activeDot={{ r: 3 }}
          name="tokens"
        />
        <Markers m={m} onSelect={(k) => selectCompaction(k)} />
        <Tooltip
          content={(p) => <StepTip active={p.active} label={p.label} m={m} sim={sim} />}
          isAnimationActive={false}
          cursor={{ className: "tip-cursor" }}
          allowEscapeViewBox={{ x: false, y: true }}
          wrapperStyle={{ zIndex: 20 }}
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
});

export function Timeline() {
  const view = useInspector(currentView);
  const setStep = useInspector((s) => s.setStep);
  const [geometry, setGeometry] = useState<Geometry | null>(null);
  const sim = view?.sim;
  const m = useMemo(() => (sim ? model(sim) : null), [sim]);
  const probe = useRef<Inverse>(undefined);
  const [scale, setScale] = useState<"auto" | "fit" | "thresholds">("auto");
  if (!view) return null;
  if (!sim || !m) {
    return (
      <div className="timeline empty-strip" data-testid="timeline">
        <span className="muted">{view.simError ? `The simulation failed: ${view.simError}` : "Simulating…"}</span>
      </div>
    );
  }
  const t = m.s.thresholds;
  // A session far below the thresholds is drawn fitted to its own peak, or it would be a flat line.
  const canFit = m.yFit.max < m.yFull.max * 0.6;
  const fit = canFit && (scale === "fit" || (scale === "auto" && m.peak < t.warningThreshold * 0.5));
  const y = fit ? m.yFit : m.yFull;
  const counts = new Map<Tier, number>();
  for (const mk of m.s.markers) counts.set(mk.tier, (counts.get(mk.tier) ?? 0) + 1);
  return (
    <div className="timeline" data-testid="timeline" role="group" aria-label="Context tokens over the steps of the simulation">
      <div className="timeline-legend">
        <strong>Simulated context</strong>
        <span className="faint">
          {presetWord(sim.settings.preset)} · window {fmtK(t.window)}
        </span>
        <span className="lg">
          <i className="th-swatch th-warning" aria-hidden="true" />
          warning {fmtK(t.warningThreshold)}
        </span>
        {t.autoCompactEnabled && (
          <span className="lg">
            <i className="th-swatch th-auto-compact" aria-hidden="true" />
            auto-compact {fmtK(t.autoCompactThreshold)}
          </span>
        )}
        <span className="lg">
          <i className="th-swatch th-blocking" aria-hidden="true" />
          blocking {fmtK(t.blockingThreshold)}
        </span>
        <span className="sep-dot" aria-hidden="true" />
        {m.tiers.length === 0 && (
          <span className="faint" data-testid="no-compactions">
            no compactions
          </span>
        )}
        {m.tiers.map((tier) => (
          <span key={tier} className="lg" data-testid="legend-tier" data-tier={tier}>
            <i className="tier-dot" style={{ background: tierVar(tier) }} aria-hidden="true" />
            {TIER_SHORT[tier]} ×{counts.get(tier)}
          </span>
        ))}
        {m.s.recorded.length > 0 && (
          <span className="lg">
            <i className="rec-tri" aria-hidden="true" />
            recorded ×{m.s.recorded.length}
          </span>
        )}
        <span className="spacer" style={{ flex: "1 1 0" }} />
        {fit && (
          <span className="faint" data-testid="thresholds-off-scale">
            thresholds off scale ↑
          </span>
        )}
        {canFit && (
          <button
            className="linkbtn"
            data-testid="chart-scale"
            aria-pressed={fit}
            onClick={() => setScale(fit ? "thresholds" : "fit")}
            title={fit ? "Scale the chart up to the thresholds" : "Fit the chart to the session's own peak"}
          >
            {fit ? "show thresholds" : "fit to data"}
          </button>
        )}
        <span className="faint hint">click to jump · markers select a compaction</span>
      </div>
      <div
        className="timeline-chart"
        data-testid="timeline-chart"
        onClick={(e) => {
          // A click anywhere on the plot jumps to the step under the pointer.
          const svg = e.currentTarget.querySelector("svg.recharts-surface");
          const inv = probe.current;
          if (!svg || !inv) return;
          const x = Number(inv(e.clientX - svg.getBoundingClientRect().left));
          if (Number.isFinite(x)) setStep(Math.round(x) - 1);
        }}
      >
        <TimelineChart sim={sim} probe={probe} y={y} onGeometry={setGeometry} />
        <StepCursor geometry={geometry} steps={sim.steps} />
      </div>
    </div>
  );
}
