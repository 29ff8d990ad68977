"use client";
// The bench's figures as a table (the ones `npm run cli -- bench` prints): all cases, then each
// kind of case and each language, and under it what the run asked, loaded and injected, and how.
import { askedRightPhrase, type BenchReport, type Metrics } from "@/lib/routing/bench";
import { intervalText, metricIntervals } from "@/lib/routing/rate-interval";
import { fmt, pct } from "@/components/inspector/format";
import type { BenchMeta } from "./state/types";
import { BENCH_COLUMNS, type BenchColumn } from "./bench-columns";
import s from "./routing.module.css";

interface BenchRow {
  id: string;
  label: string;
  m: Metrics;
  group: "all" | "kind" | "lang";
}

function rowsOf(r: BenchReport): BenchRow[] {
  return [
    { id: "all", label: "all cases", m: r, group: "all" },
    ...Object.entries(r.byKind).map(([k, m]) => ({ id: `kind:${k}`, label: k, m: m!, group: "kind" as const })),
    ...Object.entries(r.byLang).map(([l, m]) => ({ id: `lang:${l}`, label: `language ${l}`, m, group: "lang" as const })),
  ];
}

export function BenchTable({ report, meta }: { report: BenchReport; meta: BenchMeta | null }) {
  return (
    <>
      <table className={s.metrics} data-testid="bench-table">
        <thead>
          <tr>
            <th />
            <th className={s.num}>cases</th>
            {BENCH_COLUMNS.map((c) => (
              <th key={c.key} className={s.num} title={c.tip}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rowsOf(report).map((r) => (
            <tr key={r.id} className={r.group === "all" ? s.allRow : ""} data-testid="bench-row" data-row={r.id}>
              <th scope="row" className={r.group !== "all" ? s.indent : ""}>
                {r.label}
              </th>
              <td className={`${s.num} mono`} data-metric="cases">
                {r.m.cases}
              </td>
              {BENCH_COLUMNS.map((c) => (
                <td key={c.key} className={`${s.num} mono`} data-metric={c.key} title={intervalTip(r.m, c.interval)}>
                  {pct(c.get(r.m))}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <Top1Interval report={report} />
      <BenchSummary report={report} meta={meta} />
    </>
  );
}

/** "95% interval 40.7-76.6% (25 cases)": how far a rate of this slice can be trusted */
function intervalTip(m: Metrics, key: BenchColumn["interval"]): string | undefined {
  const iv = key ? metricIntervals(m)[key] : null;
  return iv ? `95% interval ${intervalText(iv)} (${iv.n} cases)` : undefined;
}

/** Top-1's 95% interval over all cases, in words: a gold set's slices are small */
function Top1Interval({ report }: { report: BenchReport }) {
  const n = report.counts.skillCases;
  if (!n) return null;
  const iv = metricIntervals(report);
  return (
    <p className={s.note} data-testid="bench-interval">
      95% intervals over {n} skill cases: Recall@5 {intervalText(iv.recallAt5)}, Top-1 {intervalText(iv.top1)}; wrong loads{" "}
      {intervalText(iv.hallucinationRate)} of {report.cases} cases. Hover a rate for its row&apos;s.
    </p>
  );
}

/** what the table's rates leave out: asks, native loads, tokens, and the run's settings */
function BenchSummary({ report, meta }: { report: BenchReport; meta: BenchMeta | null }) {
  return (
    <p className={s.note} data-testid="bench-summary">
      Asked on {report.counts.asked} of {report.counts.skillCases} skill cases{askedRightPhrase(report.counts)}; a skill loaded on{" "}
      {report.counts.loadedOnNative} native/chitchat cases; mean injected{" "}
      {report.meanInjectedTokens === null ? "–" : fmt(report.meanInjectedTokens)} tokens vs listing {fmt(report.listingTokens)}
      {meta && (
        <>
          {" "}
          ({meta.estimator === "chars4" ? "chars/4" : meta.estimator}). {meta.gold} over {meta.catalog}, SCORE_MIN {meta.settings.scoreMin},
          TOP_K {meta.settings.topK}, Korean {meta.settings.koreanMode}
          {meta.settings.synonyms ? "" : ", no synonyms"}; {Math.round(meta.ms)} ms in the worker
        </>
      )}
      .
    </p>
  );
}
