"use client";
// A sweep's figures value by value, the value in use marked, and on every other row a "use" that
// sets it in the Route tab's settings (which moves the mark at once).
import { fmt, pct } from "@/components/inspector/format";
import { SWEEP_PARAMS, type SweepPoint, type SweepReport } from "@/lib/routing/sweep";
import type { BenchMeta } from "./state/types";
import { useRouting } from "./store";
import s from "./routing.module.css";

interface Props {
  report: SweepReport;
  /** the setting's live value */
  now: number | null;
}

export function SweepTable({ report, now, meta }: Props & { meta: BenchMeta | null }) {
  const shown = SWEEP_PARAMS[report.param];
  return (
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
          <th className={s.num} title={`mean tokens injected per case (${meta?.estimator === "chars4" ? "chars/4" : meta?.estimator})`}>
            tokens
          </th>
          <th />
        </tr>
      </thead>
      <tbody>
        {report.points.map((p) => (
          <SweepRow key={p.value} point={p} report={report} now={now} />
        ))}
      </tbody>
    </table>
  );
}

function SweepRow({ point, report, now }: Props & { point: SweepPoint }) {
  const setSettings = useRouting((x) => x.setSettings);
  const m = point.metrics;
  const isNow = point.value === now;
  return (
    <tr className={isNow ? s.allRow : ""} data-testid="sweep-row" data-value={point.value}>
      <td className={`${s.num} mono`}>
        {point.value}
        {report.best?.value === point.value && <span className={s.bestMark}> best</span>}
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
            onClick={() => setSettings({ [report.param]: point.value })}
            data-testid="sweep-use"
            title={`Set ${SWEEP_PARAMS[report.param].label} to ${point.value} in the Route tab's settings`}
          >
            use
          </button>
        )}
      </td>
    </tr>
  );
}
