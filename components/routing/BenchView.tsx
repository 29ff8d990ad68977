"use client";
// The gold-set bench (the routing design note's (rules.md#routing) sra-bench): pick a gold set (the bundled devkit one, or a .jsonl
// of one's own, errors shown by line), run it in the routing worker over the catalog in use,
// and read Recall@5, Top-1, gated rate, wrong loads and step coverage as a table (the
// figures `npm run cli -- bench` prints) and a chart, a sweep of one setting, and the cases it got
// wrong.
import { useMemo, useRef, useState } from "react";
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { isFailure, STAGE_LABEL, WHYNOT_ORDER, type BenchReport, type Metrics } from "@/lib/routing";
import { fmt, pct } from "@/components/inspector/format";
import { SweepPanel } from "./SweepPanel";
import { BenchDiffPanel } from "./BenchDiffPanel";
import { FixMissesPanel } from "./FixMissesPanel";
import { CaseCells } from "./CaseCells";
import { Glossary, GLOSS } from "./glossary";
import { BUNDLED_GOLD, useRouting } from "./store";
import { saveText } from "./download";
import s from "./routing.module.css";

const COLS: { key: string; label: string; tip: string; get: (m: Metrics) => number | null }[] = [
  {
    key: "recallAt5",
    label: "Recall@5",
    tip: "single + slash cases: a right skill is among the injected candidates",
    get: (m) => m.recallAt5,
  },
  {
    key: "top1",
    label: "Top-1",
    tip: "single + slash cases: the loaded skill is right (ask, native and skip count as misses)",
    get: (m) => m.top1,
  },
  { key: "gatedRate", label: GLOSS.gated.term, tip: "all cases: at least one skill passed SCORE_MIN", get: (m) => m.gatedRate },
  {
    key: "hallucinationRate",
    label: GLOSS.wrong.term,
    tip: "all cases: a skill was loaded that is neither gold nor acceptable",
    get: (m) => m.hallucinationRate,
  },
  {
    key: "steps1",
    label: "Steps, single",
    tip: "compound cases: gold steps among the candidates of one retrieval",
    get: (m) => m.stepCoverage.single,
  },
  {
    key: "stepsD",
    label: "Steps, decomposed",
    tip: "compound cases: gold steps among the candidates of the sub-tasks",
    get: (m) => m.stepCoverage.decomposed,
  },
];

function rowsOf(r: BenchReport): { id: string; label: string; m: Metrics; group: "all" | "kind" | "lang" }[] {
  return [
    { id: "all", label: "all cases", m: r, group: "all" },
    ...Object.entries(r.byKind).map(([k, m]) => ({ id: `kind:${k}`, label: k, m: m!, group: "kind" as const })),
    ...Object.entries(r.byLang).map(([l, m]) => ({ id: `lang:${l}`, label: `language ${l}`, m, group: "lang" as const })),
  ];
}

function Chart({ report }: { report: BenchReport }) {
  const [by, setBy] = useState<"lang" | "kind">("lang");
  const groups = useMemo(() => {
    const g: { id: string; label: string; m: Metrics }[] = [{ id: "all", label: "all", m: report }];
    if (by === "lang") for (const [l, m] of Object.entries(report.byLang)) g.push({ id: l, label: l, m });
    else for (const [k, m] of Object.entries(report.byKind)) g.push({ id: k, label: k, m: m! });
    return g;
  }, [report, by]);
  const data = COLS.map((c) => {
    const row: Record<string, string | number | null> = { metric: c.label };
    for (const g of groups) {
      const v = c.get(g.m);
      row[g.id] = v === null ? null : Math.round(v * 1000) / 10;
    }
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
              <span className={`${s.legendSwatch} ${s[`sw${Math.min(i, 5)}`]}`} aria-hidden="true" />
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
            <YAxis
              domain={[0, 100]}
              ticks={[0, 25, 50, 75, 100]}
              tickLine={false}
              axisLine={false}
              className={s.axis}
              tick={{ fontSize: 11 }}
            />
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
              <Bar key={g.id} dataKey={g.id} name={g.label} className={s[`sw${Math.min(i, 5)}`]} isAnimationActive={false} />
            ))}
          </BarChart>
        </ResponsiveContainer>
      </div>
    </div>
  );
}

export function BenchView({ onRoute, onWhyNot }: { onRoute: (prompt: string) => void; onWhyNot: (prompt: string, skill: string) => void }) {
  const gold = useRouting((x) => x.gold);
  const bench = useRouting((x) => x.bench);
  const report = useRouting((x) => x.benchResult);
  const meta = useRouting((x) => x.benchMeta);
  const catalog = useRouting((x) => x.catalog);
  const runBench = useRouting((x) => x.runBench);
  const loadGoldBundled = useRouting((x) => x.loadGoldBundled);
  const loadGoldText = useRouting((x) => x.loadGoldText);
  const benchExport = useRouting((x) => x.benchExport);
  const baseline = useRouting((x) => x.benchBaseline);
  const pinBaseline = useRouting((x) => x.pinBaseline);
  const fileRef = useRef<HTMLInputElement>(null);
  const [readError, setReadError] = useState<string | null>(null);
  const [showAll, setShowAll] = useState(false);

  const failures = useMemo(() => (report ? report.results.filter(isFailure) : []), [report]);
  const running = bench.status === "running";

  return (
    <div className={s.benchPane} data-testid="bench">
      <div className={s.benchControls}>
        <label className="field">
          Gold set
          <select
            className="select"
            value={gold?.source === "bundled" ? gold.label : "__file"}
            data-testid="gold-select"
            onChange={(e) => {
              if (e.target.value === "__load") fileRef.current?.click();
              else void loadGoldBundled(BUNDLED_GOLD.find((g) => g.title === e.target.value)?.id ?? "devkit");
            }}
          >
            {BUNDLED_GOLD.map((g) => (
              <option key={g.id} value={g.title}>
                {g.title} (bundled, {g.description})
              </option>
            ))}
            {gold?.source === "file" && <option value="__file">{gold.label}</option>}
            <option value="__load">Load a .jsonl file…</option>
          </select>
        </label>
        <button className="btn" onClick={() => fileRef.current?.click()} data-testid="gold-load">
          Load .jsonl…
        </button>
        <input
          ref={fileRef}
          type="file"
          accept=".jsonl,.json,.ndjson,application/x-ndjson,application/json,text/plain"
          hidden
          data-testid="gold-input"
          onChange={(e) => {
            const f = e.currentTarget.files?.[0];
            e.currentTarget.value = "";
            if (!f) return;
            setReadError(null);
            f.text().then(
              (t) => loadGoldText(t, f.name),
              (err: Error) => setReadError(`Could not read ${f.name}: ${err.message}`),
            );
          }}
        />
        <span className="muted" data-testid="gold-count">
          {gold ? `${fmt(gold.cases.length)} cases` : "loading…"}
        </span>
        <span className="sep-v" />
        <span className="muted">
          over <b className="mono">{catalog.label || "…"}</b>
          {catalog.info && ` (${catalog.info.skills} skills + ${catalog.info.agents} agents)`}
        </span>
        <span className="spacer" />
        <button
          className="btn primary"
          onClick={() => void runBench()}
          disabled={running || !gold?.cases.length || catalog.status !== "ready"}
          data-testid="bench-run"
        >
          {running ? `Running ${Math.round(bench.fraction * 100)}%` : "Run bench"}
        </button>
        <button
          className="btn"
          disabled={!report}
          data-testid="bench-export"
          onClick={() =>
            saveText(`bench-${(meta?.catalog ?? "catalog").replace(/[^\w.-]+/g, "_")}.json`, benchExport(), "application/json")
          }
        >
          Export result JSON
        </button>
        <button
          className={`btn ${baseline && baseline.report === report ? "on" : ""}`}
          disabled={!report || running}
          data-testid="baseline-pin"
          aria-pressed={!!baseline && baseline.report === report}
          title="Keep this run to compare the next ones with, case by case"
          onClick={() => pinBaseline(!(baseline && baseline.report === report))}
        >
          {baseline && baseline.report === report ? "Pinned as baseline" : "Pin as baseline"}
        </button>
        {running && (
          <div
            className={s.benchProgress}
            role="progressbar"
            aria-valuenow={Math.round(bench.fraction * 100)}
            aria-label="Bench progress"
            data-testid="bench-progress"
          >
            <span style={{ width: `${Math.max(2, bench.fraction * 100)}%` }} />
          </div>
        )}
      </div>
      {readError && (
        <div className="banner error" role="alert">
          <p>{readError}</p>
        </div>
      )}
      {gold && gold.errors.length > 0 && (
        <div className="banner warn" role="status" data-testid="gold-errors">
          <div>
            <p>
              <b>
                {gold.label}: {gold.errors.length} line{gold.errors.length === 1 ? "" : "s"} skipped
              </b>
              {gold.cases.length ? `, ${gold.cases.length} cases read` : ", no case read"}:
            </p>
            <ul className={s.errList}>
              {gold.errors.slice(0, 20).map((e) => (
                <li key={e.line} data-testid="gold-error" data-line={e.line}>
                  line {e.line}: {e.message}
                </li>
              ))}
              {gold.errors.length > 20 && <li>and {gold.errors.length - 20} more</li>}
            </ul>
          </div>
        </div>
      )}
      {bench.error && (
        <div className="banner error" role="alert" data-testid="bench-error">
          <p>{bench.error}</p>
        </div>
      )}
      <div className={s.benchScroll}>
        <Glossary
          terms={["recall", "top1", "gated", "wrong", "native", "chitchat", "steps"]}
          testid="bench-glossary"
          className={s.benchGloss}
        />
        {!report ? (
          <div className={s.benchEmpty}>
            <p>
              Routes every case of the gold set on its own (no previous turn) with the settings of the Route tab, and measures. Gold sets
              are JSONL, one case a line:{" "}
              <span className="mono">{`{"id", "kind": single|native|chitchat|slash|compound, "query", "gold": [...], "acceptable"?, "lang"?}`}</span>
              .
            </p>
            <p className="muted">
              A gold set of your own catalog: open its folder (or .zip) in the Catalog picker above, then load its .jsonl here. Gold names
              may be a skill's name or its folder.
            </p>
          </div>
        ) : (
          <>
            <section className={s.benchSection}>
              <table className={s.metrics} data-testid="bench-table">
                <thead>
                  <tr>
                    <th />
                    <th className={s.num}>cases</th>
                    {COLS.map((c) => (
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
                      {COLS.map((c) => (
                        <td key={c.key} className={`${s.num} mono`} data-metric={c.key}>
                          {pct(c.get(r.m))}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
              <p className={s.note} data-testid="bench-summary">
                Asked on {report.counts.asked} of {report.counts.skillCases} skill cases; a skill loaded on {report.counts.loadedOnNative}{" "}
                native/chitchat cases; mean injected {report.meanInjectedTokens === null ? "–" : fmt(report.meanInjectedTokens)} tokens vs
                listing {fmt(report.listingTokens)}
                {meta && (
                  <>
                    {" "}
                    ({meta.estimator === "chars4" ? "chars/4" : meta.estimator}). {meta.gold} over {meta.catalog}, SCORE_MIN{" "}
                    {meta.settings.scoreMin}, TOP_K {meta.settings.topK}, Korean {meta.settings.koreanMode}
                    {meta.settings.synonyms ? "" : ", no synonyms"}; {Math.round(meta.ms)} ms in the worker
                  </>
                )}
                .
              </p>
            </section>
            <BenchDiffPanel onRoute={onRoute} />
            <section className={s.benchSection}>
              <Chart report={report} />
            </section>
          </>
        )}
        <SweepPanel />
        {report && (
          <>
            <section className={s.benchSection} data-testid="bench-failures">
              <h3 className={s.h3}>
                Cases it got wrong <span className="muted">{failures.length}</span>
              </h3>
              <p className={s.note}>
                A wrong or irrelevant skill loaded, a right one not loaded (ask, native and skip included), or a compound step missed even
                when decomposed.
              </p>
              {WHYNOT_ORDER.some((k) => report.dropouts?.[k]) && (
                <p className={s.note} data-testid="bench-dropouts">
                  Where the right skill of a missed single or slash case dropped out:{" "}
                  {WHYNOT_ORDER.filter((k) => report.dropouts[k])
                    .map((k) => `${STAGE_LABEL[k]} ${report.dropouts[k]}`)
                    .join(" · ")}
                  .
                </p>
              )}
              <table className={s.failTable}>
                <thead>
                  <tr>
                    <th>case</th>
                    <th>prompt</th>
                    <th>gold</th>
                    <th>chosen</th>
                    <th title="where the right skill dropped out (the right one that came closest to loading)">right skill dropped out</th>
                    <th>candidates</th>
                  </tr>
                </thead>
                <tbody>
                  {(showAll ? failures : failures.slice(0, 40)).map((c) => (
                    <tr key={c.id} data-testid="bench-failure" data-case={c.id}>
                      <CaseCells c={c} onRoute={onRoute} />
                      <td className="mono">
                        {c.gold.join(" › ") || "– (none)"}
                        {c.acceptable.length > 0 && <div className="muted">ok: {c.acceptable.join(", ")}</div>}
                        {c.gold.length > 0 && c.kind !== "compound" && (
                          <div>
                            <button
                              className={`linkbtn ${s.whyLink}`}
                              data-testid="bench-whynot"
                              onClick={() => onWhyNot(c.query, c.dropout?.name ?? c.gold[0])}
                              title={`Route this prompt and explain where ${c.dropout?.name ?? c.gold[0]} dropped out`}
                            >
                              why not {c.dropout?.name ?? c.gold[0]}?
                            </button>
                          </div>
                        )}
                      </td>
                      <td>
                        <span className={s.decBadge} data-decision={c.decision}>
                          {c.decision}
                        </span>{" "}
                        <span className={`mono ${c.hallucinated ? s.fail : ""}`}>{c.chosen ?? ""}</span>
                      </td>
                      <td data-testid="bench-dropout" data-stage={c.dropout?.stage ?? ""}>
                        {c.dropout && (
                          <>
                            <span className={s.stageBadge} data-stage={c.dropout.stage}>
                              {STAGE_LABEL[c.dropout.stage]}
                            </span>
                            {c.dropout.name !== c.gold[0] && <div className="muted mono">{c.dropout.name}</div>}
                          </>
                        )}
                      </td>
                      <td className="mono muted">{c.candidates.map((x) => `${x.name} ${x.score.toFixed(1)}`).join(", ") || "–"}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              {failures.length > 40 && !showAll && (
                <button className="linkbtn" onClick={() => setShowAll(true)}>
                  Show all {failures.length}
                </button>
              )}
            </section>
            <FixMissesPanel />
          </>
        )}
      </div>
    </div>
  );
}
