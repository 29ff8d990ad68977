"use client";
// "Sweep a setting": the gold set measured at each value of one query-time setting (lib/routing
// runSweep, in the routing worker), drawn as lines with the current value and the best one marked,
// and a table whose rows set the value in one click.
import { useMemo, useState } from "react";
import { CartesianGrid, Line, LineChart, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { SWEEP_PARAMS, sweepValues, type Metrics, type SweepParam } from "@/lib/routing";
import { fmt, pct } from "@/components/inspector/format";
import { useRouting } from "./store";
import s from "./routing.module.css";

const PARAMS = Object.keys(SWEEP_PARAMS) as SweepParam[];

/** the lines: what each metric means decides its colour (Top-1 the accent, wrong loads the error red) */
const LINES: { key: string; label: string; cls: string; get: (m: Metrics) => number | null }[] = [
  { key: "top1", label: "Top-1", cls: "lnTop1", get: (m) => m.top1 },
  { key: "recallAt5", label: "Recall@5", cls: "lnRecall", get: (m) => m.recallAt5 },
  { key: "gatedRate", label: "Gated", cls: "lnGated", get: (m) => m.gatedRate },
  { key: "hallucinationRate", label: "Wrong loads", cls: "lnHalluc", get: (m) => m.hallucinationRate },
];

const r1 = (x: number | null) => (x === null ? null : Math.round(x * 1000) / 10);

export function SweepPanel() {
  const gold = useRouting((x) => x.gold);
  const catalog = useRouting((x) => x.catalog);
  const sweep = useRouting((x) => x.sweep);
  const report = useRouting((x) => x.sweepResult);
  const meta = useRouting((x) => x.sweepMeta);
  const settings = useRouting((x) => x.settings);
  const runSweep = useRouting((x) => x.runSweep);
  const setSettings = useRouting((x) => x.setSettings);

  const [param, setParam] = useState<SweepParam>(report?.param ?? "scoreMin");
  const textOf = (p: SweepParam) => {
    const r = SWEEP_PARAMS[p].range;
    return { from: String(r.from), to: String(r.to), step: String(r.step) };
  };
  const [text, setText] = useState(() => textOf(param));
  const choose = (p: SweepParam) => {
    setParam(p);
    setText(textOf(p));
  };

  const planned = useMemo(() => sweepValues(param, Number(text.from), Number(text.to), Number(text.step)), [param, text]);
  const running = sweep.status === "running";
  const info = SWEEP_PARAMS[param];
  const shown = report ? SWEEP_PARAMS[report.param] : null;
  // "now" is the live setting, so that a row's "use" moves the mark at once
  const now = report ? settings[report.param] : null;

  const data = useMemo(
    () =>
      report?.points.map((p) => {
        const row: Record<string, number | null> = {
          value: p.value,
          asked: p.metrics.counts.asked,
          native: p.metrics.counts.loadedOnNative,
        };
        for (const l of LINES) row[l.key] = r1(l.get(p.metrics));
        return row;
      }) ?? [],
    [report],
  );
  const nowPoint = report?.points.find((p) => p.value === now);
  const nativeLoads = report?.points.filter((p) => p.metrics.counts.loadedOnNative > 0).map((p) => p.value) ?? [];

  return (
    <section className={s.benchSection} data-testid="sweep">
      <h3 className={s.h3}>Sweep a setting</h3>
      <p className={s.note}>
        Runs the gold set once per value of one setting, the others as they are in the Route tab, and draws what it trades. The index is
        built once; only query-time settings are swept.
      </p>
      <div className={s.sweepControls}>
        <label className="field">
          Setting
          <select className="select" value={param} onChange={(e) => choose(e.target.value as SweepParam)} data-testid="sweep-param">
            {PARAMS.map((p) => (
              <option key={p} value={p}>
                {SWEEP_PARAMS[p].label}
              </option>
            ))}
          </select>
        </label>
        {(["from", "to", "step"] as const).map((k) => (
          <label key={k} className="field">
            {k}
            <input
              className={`num-input ${s.numIn}`}
              type="number"
              inputMode="decimal"
              step={info.integer ? 1 : "any"}
              value={text[k]}
              aria-invalid={!!planned.error}
              data-testid={`sweep-${k}`}
              onChange={(e) => setText({ ...text, [k]: e.target.value })}
            />
          </label>
        ))}
        <span className={planned.error ? s.fail : "muted"} data-testid="sweep-plan" role={planned.error ? "alert" : undefined}>
          {planned.error ?? `${planned.values.length} values × ${gold ? fmt(gold.cases.length) : "…"} cases`}
        </span>
        <span className="spacer" />
        <button
          className="btn"
          onClick={() => void runSweep(param, planned.values)}
          disabled={running || !!planned.error || !gold?.cases.length || catalog.status !== "ready"}
          data-testid="sweep-run"
        >
          {running ? `Sweeping ${Math.round(sweep.fraction * 100)}%` : "Run sweep"}
        </button>
        {running && (
          <div className={s.benchProgress} role="progressbar" aria-valuenow={Math.round(sweep.fraction * 100)} aria-label="Sweep progress">
            <span style={{ width: `${Math.max(2, sweep.fraction * 100)}%` }} />
          </div>
        )}
      </div>
      <p className={`${s.note} muted`}>
        {info.label}: {info.what}.
      </p>
      {sweep.error && (
        <div className="banner error" role="alert" data-testid="sweep-error">
          <p>{sweep.error}</p>
        </div>
      )}
      {report && shown && (
        <>
          <p className={s.sweepSummary} data-testid="sweep-summary">
            {report.best ? (
              <>
                Best Top-1 with no skill loaded on a native prompt: <b className="mono">{pct(report.best.top1)}</b> at {shown.label}{" "}
                <b className="mono">{report.best.value}</b>
                {nowPoint && nowPoint.value !== report.best.value ? (
                  <>
                    ; now {now}: <span className="mono">{pct(nowPoint.metrics.top1)}</span>
                  </>
                ) : nowPoint ? (
                  " (the current value)"
                ) : (
                  <>; now {now}, not among the values swept</>
                )}
                .
              </>
            ) : (
              <>Every value loads a skill on some native prompt, or the gold set has no skill case.</>
            )}
            {nativeLoads.length > 0 && (
              <span className={s.fail}>
                {" "}
                A skill loads on a native prompt at {shown.label} {nativeLoads.join(", ")}.
              </span>
            )}
          </p>
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
                  <YAxis
                    domain={[0, 100]}
                    ticks={[0, 25, 50, 75, 100]}
                    tickLine={false}
                    axisLine={false}
                    className={s.axis}
                    tick={{ fontSize: 11 }}
                  />
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
                      active && payload?.length ? (
                        <div className="chart-tip">
                          <b>
                            {shown.label} {label}
                          </b>
                          {LINES.map((l) => (
                            <div key={l.key} className="tip-row">
                              <span>{l.label}</span>
                              <span className="mono">
                                {payload[0].payload[l.key] === null ? "–" : `${Number(payload[0].payload[l.key]).toFixed(1)}%`}
                              </span>
                            </div>
                          ))}
                          <div className="tip-row">
                            <span>asked</span>
                            <span className="mono">{payload[0].payload.asked}</span>
                          </div>
                          <div className="tip-row">
                            <span>native loads</span>
                            <span className="mono">{payload[0].payload.native}</span>
                          </div>
                        </div>
                      ) : null
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
          <table className={`${s.metrics} ${s.sweepTable}`} data-testid="sweep-table">
            <thead>
              <tr>
                <th className={s.num}>{shown.label}</th>
                <th className={s.num}>Recall@5</th>
                <th className={s.num}>Top-1</th>
                <th className={s.num}>Gated</th>
                <th className={s.num}>Wrong loads</th>
                <th className={s.num} title="skill cases where the router asked the user">
                  asked
                </th>
                <th className={s.num} title="native and chitchat cases with a skill loaded">
                  native loads
                </th>
                <th
                  className={s.num}
                  title={`mean tokens injected per case (${meta?.estimator === "chars4" ? "chars/4" : meta?.estimator})`}
                >
                  tokens
                </th>
                <th />
              </tr>
            </thead>
            <tbody>
              {report.points.map((p) => {
                const m = p.metrics;
                const isNow = p.value === now;
                return (
                  <tr key={p.value} className={isNow ? s.allRow : ""} data-testid="sweep-row" data-value={p.value}>
                    <td className={`${s.num} mono`}>
                      {p.value}
                      {report.best?.value === p.value && <span className={s.bestMark}> best</span>}
                    </td>
                    <td className={`${s.num} mono`}>{pct(m.recallAt5)}</td>
                    <td className={`${s.num} mono`} data-metric="top1">
                      {pct(m.top1)}
                    </td>
                    <td className={`${s.num} mono`}>{pct(m.gatedRate)}</td>
                    <td className={`${s.num} mono`}>{pct(m.hallucinationRate)}</td>
                    <td className={`${s.num} mono`}>{m.counts.asked}</td>
                    <td className={`${s.num} mono ${m.counts.loadedOnNative ? s.fail : ""}`} data-metric="native">
                      {m.counts.loadedOnNative}
                    </td>
                    <td className={`${s.num} mono`}>{m.meanInjectedTokens === null ? "–" : fmt(m.meanInjectedTokens)}</td>
                    <td>
                      {isNow ? (
                        <span className="muted">in use</span>
                      ) : (
                        <button
                          className="linkbtn"
                          onClick={() => setSettings({ [report.param]: p.value })}
                          data-testid="sweep-use"
                          title={`Set ${shown.label} to ${p.value} in the Route tab's settings`}
                        >
                          use
                        </button>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          {meta && (
            <p className={s.note}>
              {report.points.length} values of {shown.label} over {meta.cases} cases in {(meta.ms / 1000).toFixed(1)} s in the worker; the
              other settings:{" "}
              {[
                ...PARAMS.filter((p) => p !== report.param).map((p) => `${SWEEP_PARAMS[p].label} ${meta.settings[p]}`),
                `Korean ${meta.settings.koreanMode}`,
                ...(meta.settings.synonyms ? [] : ["no synonyms"]),
              ].join(", ")}
              .
            </p>
          )}
        </>
      )}
    </section>
  );
}
