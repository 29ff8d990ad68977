"use client";
// The bench's figures as bars, one group per metric and a bar per language or per kind of case
// (the reader's choice), next to the table that gives the same figures as numbers.
import { useMemo, useState } from "react";
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { BenchReport, Metrics } from "@/lib/routing/bench";
import { BENCH_COLUMNS } from "./bench-columns";
import { PERCENT_AXIS, toChartPercent } from "./chart-percent";
import s from "./routing.module.css";

type Breakdown = "lang" | "kind";

/** "all" first, then one group per language or kind: the bars of each metric. */
function groupsOf(report: BenchReport, by: Breakdown): { id: string; label: string; m: Metrics }[] {
  const groups: { id: string; label: string; m: Metrics }[] = [{ id: "all", label: "all", m: report }];
  if (by === "lang") for (const [l, m] of Object.entries(report.byLang)) groups.push({ id: l, label: l, m });
  else for (const [k, m] of Object.entries(report.byKind)) groups.push({ id: k, label: k, m: m! });
  return groups;
}

/** the bar colours: one swatch class per group, the sixth and later sharing the last */
const swatch = (i: number) => s[`sw${Math.min(i, 5)}`];

export function BenchChart({ report }: { report: BenchReport }) {
  const [by, setBy] = useState<Breakdown>("lang");
  const groups = useMemo(() => groupsOf(report, by), [report, by]);
  const data = BENCH_COLUMNS.map((c) => {
    const row: Record<string, string | number | null> = { metric: c.label };
    for (const g of groups) row[g.id] = toChartPercent(c.get(g.m));
    return row;
  });
  return (
    <div className={s.chartBox} data-testid="bench-chart">
      <div className={s.chartHead}>
        <h3 className={s.h3}>Metrics, %</h3>
        <div className={s.seg} role="radiogroup" aria-label="Break down by">
          {(["lang", "kind"] as const).map((b) => (
            <button key={b} role="radio" aria-checked={by === b} className={`btn ${by === b ? "on" : ""}`} onClick={() => setBy(b)}>
              by {b === "lang" ? "language" : "kind"}
            </button>
          ))}
        </div>
        <span className="spacer" />
        <span className={s.legend}>
          {groups.map((g, i) => (
            <span key={g.id} className={s.legendItem}>
              <span className={`${s.legendSwatch} ${swatch(i)}`} aria-hidden="true" />
              {g.label}
            </span>
          ))}
        </span>
      </div>
      <div style={{ height: 240 }}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} margin={{ top: 8, right: 8, bottom: 4, left: -12 }} barCategoryGap="18%">
            <CartesianGrid vertical={false} className={s.grid} />
            <XAxis dataKey="metric" tickLine={false} className={s.axis} interval={0} tick={{ fontSize: 11 }} />
            <YAxis {...PERCENT_AXIS} className={s.axis} />
            <Tooltip
              cursor={{ className: s.cursor }}
              content={({ active, payload, label }) =>
                active && payload?.length ? (
                  <div className="chart-tip">
                    <b>{label}</b>
                    {payload.map((p) => (
                      <div key={String(p.dataKey)} className="tip-row">
                        <span>{String(p.name)}</span>
                        <span className="mono">{p.value === null || p.value === undefined ? "–" : `${Number(p.value).toFixed(1)}%`}</span>
                      </div>
                    ))}
                  </div>
                ) : null
              }
            />
            {groups.map((g, i) => (
              <Bar key={g.id} dataKey={g.id} name={g.label} className={swatch(i)} isAnimationActive={false} />
            ))}
          </BarChart>
        </ResponsiveContainer>
      </div>
    </div>
  );
}
