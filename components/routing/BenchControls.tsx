"use client";
// The bench's toolbar: the gold set, the catalog it runs over, and what one does with a run (run
// it, export it as JSON, pin it as the baseline the next runs are compared with), with the run's
// progress.
import { useRouting } from "./store";
import { saveText } from "./download";
import { GoldSetPicker } from "./GoldSetPicker";
import type { GoldFileReader } from "./useGoldFileReader";
import s from "./routing.module.css";

export function BenchControls({ goldReader }: { goldReader: GoldFileReader }) {
  const gold = useRouting((x) => x.gold);
  const bench = useRouting((x) => x.bench);
  const catalog = useRouting((x) => x.catalog);
  const runBench = useRouting((x) => x.runBench);
  const running = bench.status === "running";
  return (
    <div className={s.benchControls}>
      <GoldSetPicker reader={goldReader} />
      <span className="sep-v" />
      <span className="muted">
        over <b className="mono">{catalog.label || "…"}</b>
        {catalog.info && ` (${catalog.info.skills} skills + ${catalog.info.agents} subagents)`}
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
      <ExportButton />
      <PinButton running={running} />
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
  );
}

/** the last run as JSON, named after its catalog */
function ExportButton() {
  const report = useRouting((x) => x.benchResult);
  const meta = useRouting((x) => x.benchMeta);
  const benchExport = useRouting((x) => x.benchExport);
  return (
    <button
      className="btn"
      disabled={!report}
      data-testid="bench-export"
      onClick={() => saveText(`bench-${(meta?.catalog ?? "catalog").replace(/[^\w.-]+/g, "_")}.json`, benchExport(), "application/json")}
    >
      Export result JSON
    </button>
  );
}

/** pins the last run as the baseline, or unpins it when it is the baseline already */
function PinButton({ running }: { running: boolean }) {
  const report = useRouting((x) => x.benchResult);
  const baseline = useRouting((x) => x.benchBaseline);
  const pinBaseline = useRouting((x) => x.pinBaseline);
  const pinned = !!baseline && baseline.report === report;
  return (
    <button
      className={`btn ${pinned ? "on" : ""}`}
      disabled={!report || running}
      data-testid="baseline-pin"
      aria-pressed={pinned}
      title="Keep this run to compare the next ones with, case by case"
      onClick={() => pinBaseline(!pinned)}
    >
      {pinned ? "Pinned as baseline" : "Pin as baseline"}
    </button>
  );
}
