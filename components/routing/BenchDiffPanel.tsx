"use client";
// The last bench run against a pinned one (lib/routing diffBench): what differs in the settings
// or catalog, how each metric moved, and the cases fixed, broken and moved, so that a change is
// judged by its prompts and not only by a percentage.
import { useMemo } from "react";
import { diffBench, SETTING_LABELS, type CaseChange, type MetricKey, type Outcome } from "@/lib/routing";
import { pct } from "@/components/inspector/format";
import { useRouting, type BenchMeta } from "./store";
import { CaseCells } from "./CaseCells";
import s from "./routing.module.css";

const METRIC_LABEL: Record<MetricKey, string> = {
  recallAt5: "Recall@5",
  top1: "Top-1",
  gatedRate: "Gated",
  hallucinationRate: "Wrong loads",
};
/** a rise is good news for these, bad news for wrong loads */
const GOOD_UP: Record<MetricKey, boolean | null> = { recallAt5: true, top1: true, gatedRate: null, hallucinationRate: false };

/** what differs between the two runs' setups, as "label a → b" */
export function setupChanges(a: BenchMeta, b: BenchMeta): string[] {
  const out: string[] = [];
  if (a.catalog !== b.catalog) out.push(`catalog ${a.catalog} → ${b.catalog}`);
  for (const [k, label] of Object.entries(SETTING_LABELS) as [keyof typeof SETTING_LABELS, string][]) {
    if (a.settings[k] !== b.settings[k]) out.push(`${label} ${String(a.settings[k])} → ${String(b.settings[k])}`);
  }
  if (
    a.settings.synonymPairs.length !== b.settings.synonymPairs.length ||
    JSON.stringify(a.settings.synonymPairs) !== JSON.stringify(b.settings.synonymPairs)
  ) {
    out.push(`dictionary ${a.settings.synonymPairs.length} → ${b.settings.synonymPairs.length} pairs`);
  }
  if (a.estimator !== b.estimator) out.push(`estimator ${a.estimator} → ${b.estimator}`);
  return out;
}

const said = (o: Outcome) => (
  <>
    <span className={s.decBadge} data-decision={o.decision}>
      {o.decision}
    </span>{" "}
    <span className="mono">{o.chosen ?? ""}</span>
    {o.steps && (
      <div className="muted" title="gold steps among the candidates of the sub-tasks">
        steps {o.steps.covered}/{o.steps.of}
      </div>
    )}
  </>
);

function Changes({
  title,
  rows,
  tone,
  onRoute,
}: {
  title: string;
  rows: CaseChange[];
  tone: "ok" | "fail" | "muted";
  onRoute: (p: string) => void;
}) {
  if (!rows.length) return null;
  return (
    <tbody>
      <tr>
        <th colSpan={6} scope="colgroup" className={`${s.diffHead} ${tone === "ok" ? s.ok : tone === "fail" ? s.fail : "muted"}`}>
          {title} <span className="muted">{rows.length}</span>
        </th>
      </tr>
      {rows.map((c) => (
        <tr key={c.id} data-testid="diff-case" data-change={c.change} data-case={c.id}>
          <CaseCells c={c} onRoute={onRoute} />
          <td className="mono">{c.gold.join(" › ") || "– (none)"}</td>
          <td>{said(c.before)}</td>
          <td aria-hidden="true">→</td>
          <td>{said(c.after)}</td>
        </tr>
      ))}
    </tbody>
  );
}

export function BenchDiffPanel({ onRoute }: { onRoute: (prompt: string) => void }) {
  const baseline = useRouting((x) => x.benchBaseline);
  const report = useRouting((x) => x.benchResult);
  const meta = useRouting((x) => x.benchMeta);
  const pinBaseline = useRouting((x) => x.pinBaseline);
  const diff = useMemo(
    () => (baseline && report && baseline.report !== report ? diffBench(baseline.report, report) : null),
    [baseline, report],
  );
  if (!baseline || !report || !meta) return null;
  if (!diff) {
    return (
      <p className={s.note} data-testid="baseline-note">
        Pinned as the baseline: change a setting, the dictionary or the catalog and run the bench again to see which cases it fixes and
        breaks.
      </p>
    );
  }
  const changes = setupChanges(baseline.meta, meta);
  return (
    <section className={s.benchSection} data-testid="bench-diff">
      <h3 className={s.h3}>
        Against the baseline{" "}
        <button className="linkbtn" onClick={() => pinBaseline(false)} data-testid="baseline-clear">
          forget it
        </button>
      </h3>
      <p className={s.note} data-testid="diff-setup">
        {changes.length ? `Changed: ${changes.join("; ")}.` : "Same catalog and settings as the baseline."}
        {diff.unmatched > 0 && ` ${diff.unmatched} cases are in one run only.`}
      </p>
      <p className={s.diffDeltas} data-testid="diff-deltas">
        {(Object.keys(METRIC_LABEL) as MetricKey[]).map((k) => {
          const v = diff.delta[k];
          const good = v === null || Math.abs(v) < 1e-9 || GOOD_UP[k] === null ? null : v > 0 === GOOD_UP[k];
          return (
            <span key={k} className={s.delta} data-metric={k}>
              {METRIC_LABEL[k]} <span className="mono">{pct(baseline.report[k])}</span> → <b className="mono">{pct(report[k])}</b>{" "}
              <span className={`mono ${good === null ? "muted" : good ? s.ok : s.fail}`}>
                ({v === null ? "–" : `${v > 0 ? "+" : v < 0 ? "−" : "±"}${Math.abs(v * 100).toFixed(1)}`})
              </span>
            </span>
          );
        })}
        <span className={s.delta}>
          asked {diff.asked[0]} → {diff.asked[1]}
        </span>
        <span className={`${s.delta} ${diff.loadedOnNative[1] > diff.loadedOnNative[0] ? s.fail : ""}`}>
          native loads {diff.loadedOnNative[0]} → {diff.loadedOnNative[1]}
        </span>
      </p>
      <p className={s.note} data-testid="diff-counts">
        {diff.fixed.length} fixed, {diff.broken.length} broken, {diff.moved.length} moved (the same verdict, another decision, skill or step
        coverage) of {diff.matched} cases.
      </p>
      {diff.fixed.length + diff.broken.length + diff.moved.length > 0 && (
        <table className={`${s.failTable} ${s.diffTable}`}>
          <thead>
            <tr>
              <th>case</th>
              <th>prompt</th>
              <th>gold</th>
              <th>baseline</th>
              <th>
                <span className="visually-hidden">became</span>
              </th>
              <th>now</th>
            </tr>
          </thead>
          <Changes title="Broken: right before, wrong now" rows={diff.broken} tone="fail" onRoute={onRoute} />
          <Changes title="Fixed: wrong before, right now" rows={diff.fixed} tone="ok" onRoute={onRoute} />
          <Changes title="Moved" rows={diff.moved} tone="muted" onRoute={onRoute} />
        </table>
      )}
    </section>
  );
}
