"use client";
// A sweep drawn as lines, one per metric, over the values swept, with the value in use and the best
// one marked; the tooltip adds the counts the lines leave out (asks, native loads).
import { useMemo } from "react";
import { CartesianGrid, Line, LineChart, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { Metrics } from "@/lib/routing/bench";
import { SWEEP_PARAMS, type SweepReport } from "@/lib/routing/sweep";
import type { BenchMeta } from "./state/types";
import { PERCENT_AXIS, toChartPercent } from "./chart-percent";
import s from "./routing.module.css";

/** the lines: what each metric means decides its colour (Top-1 the accent, wrong loads the error red) */
const LINES: { key: string; label: string; cls: string; get: (m: Metrics) => number | null }[] = [
  { key: "top1", label: "Top-1", cls: "lnTop1", get: (m) => m.top1 },
  { key: "recallAt5", label: "Recall@5", cls: "lnRecall", get: (m) => m.recallAt5 },
  { key: "gatedRate", label: "Gated", cls: "lnGated", get: (m) => m.gatedRate },
  { key: "hallucinationRate", label: "Wrong loads", cls: "lnHalluc", get: (m) => m.hallucinationRate },
];

/** one point of the chart: the value swept, each line's percent, and the counts for the tooltip */
type ChartRow = Record<string, number | null>;

/** `now`: the setting's live value; `meta` names the gold set and catalog in the title */
export function SweepChart({ report, now, meta }: { report: SweepReport; now: number | null; meta: BenchMeta | null }) {
  const shown = SWEEP_PARAMS[report.param];
  const data = useMemo(
    () =>
      report.points.map((p) => {
        const row: ChartRow = {
          value: p.value,
          asked: p.metrics.counts.asked,
          native: p.metrics.counts.loadedOnNative,
        };
        for (const l of LINES) row[l.key] = toChartPercent(l.get(p.metrics));
        return row;
      }),
    [report],
  );
  return (
    <div className={`${s.chartBox} ${s.sweepChart}`} data-testid="sweep-chart">
      <div className={s.chartHead}>
        <h3 className={s.h3}>
          {shown.label} sweep, %{" "}
          <span className="muted">
            ({meta?.gold} over {meta?.catalog})
          </span>
        </h3>
        <span className="spacer" />
        <span className={s.legend}>
          {LINES.map((l) => (
            <span key={l.key} className={s.legendItem}>
              <span className={`${s.legendLine} ${s[l.cls]}`} aria-hidden="true" />
              {l.label}
            </span>
          ))}
        </span>
      </div>
      <div style={{ height: 240 }}>
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={data} margin={{ top: 16, right: 16, bottom: 4, left: -12 }}>
            <CartesianGrid vertical={false} className={s.grid} />
            <XAxis
              dataKey="value"
              type="number"
              domain={["dataMin", "dataMax"]}
              tickLine={false}
              className={s.axis}
              tick={{ fontSize: 11 }}
              allowDecimals={!shown.integer}
            />
            <YAxis {...PERCENT_AXIS} className={s.axis} />
            {now !== null && (
              <ReferenceLine x={now} className={s.refNow} label={{ value: `now ${now}`, position: "top", className: s.refLabel }} />
            )}
            {report.best && report.best.value !== now && (
              <ReferenceLine
                x={report.best.value}
                className={s.refBest}
                label={{ value: `best ${report.best.value}`, position: "top", className: s.refLabel }}
              />
            )}
            <Tooltip
              content={({ active, payload, label }) =>
                active && payload?.length ? <SweepTip setting={shown.label} value={label} row={payload[0].payload} /> : null
              }
            />
            {LINES.map((l) => (
              <Line
                key={l.key}
                dataKey={l.key}
                name={l.label}
                className={s[l.cls]}
                type="linear"
                dot={false}
                activeDot={false}
                isAnimationActive={false}
                connectNulls
              />
            ))}
          </LineChart>
        </ResponsiveContainer>
      </div>
    </div>
  );
}

function SweepTip({ setting, value, row }: { setting: string; value: unknown; row: ChartRow }) {
  return (
    <div className="chart-tip">
      <b>
        {setting} {value as string}
      </b>
      {LINES.map((l) => (
        <div key={l.key} className="tip-row">
          <span>{l.label}</span>
          <span className="mono">{row[l.key] === null ? "–" : `${Number(row[l.key]).toFixed(1)}%`}</span>
        </div>
      ))}
      <div className="tip-row">
        <span>asked</span>
        <span className="mono">{row.asked}</span>
      </div>
      <div className="tip-row">
        <span>native loads</span>
        <span className="mono">{row.native}</span>
      </div>
    </div>
  );
}
