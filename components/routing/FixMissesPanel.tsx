"use client";
// "Fix each miss" on the Bench tab (lib/routing/fix-miss.ts, in the routing worker): for every case
// the bench got wrong, the words its right skill's description lacks and what the winner won on;
// then the gold set again over the catalog with those words added, as a what-if. The same gold set
// measures the edit, so the figures are what the edits could do at most, and the panel says so.
import { useState } from "react";
import { pct } from "@/components/inspector/format";
import type { Metrics } from "@/lib/routing";
import { useRouting } from "./store";
import s from "./routing.module.css";

const quoted = (ws: string[]) => ws.map((w) => `"${w}"`).join(", ");

function MetricsLine({ label, m }: { label: string; m: Metrics }) {
  return (
    <tr>
      <th scope="row">{label}</th>
      <td>{pct(m.recallAt5)}</td>
      <td>{pct(m.top1)}</td>
      <td>{pct(m.hallucinationRate)}</td>
      <td>{m.counts.asked}</td>
      <td>{m.counts.loadedOnNative}</td>
    </tr>
  );
}

export function FixMissesPanel() {
  const gold = useRouting((x) => x.gold);
  const fix = useRouting((x) => x.fix);
  const result = useRouting((x) => x.fixResult);
  const run = useRouting((x) => x.runFixMisses);
  const [showAll, setShowAll] = useState(false);
  const running = fix.status === "running";
  const fixes = result ? (showAll ? result.fixes : result.fixes.slice(0, 30)) : [];

  return (
    <section className={s.benchSection} data-testid="fix-misses">
      <h3 className={s.h3}>Fix each miss</h3>
      <p className={s.note}>
        For each case the router got wrong: the words of the request that the right skill&apos;s description lacks, and the words the skill
        chosen instead won on. Then the gold set again with those words added to the descriptions, as a what-if.
      </p>
      <button className="btn" data-testid="fix-run" disabled={running || !gold?.cases.length} onClick={() => void run()}>
        {running ? "Working…" : result ? "Run again" : "Find the words and run the what-if"}
      </button>
      {fix.status === "error" && <p className={s.fail}>{fix.error}</p>}
      {result && (
        <>
          <p className={s.note} data-testid="fix-summary">
            {result.fixes.length} missed case{result.fixes.length === 1 ? "" : "s"} with words to add; {result.edits.length} description
            {result.edits.length === 1 ? "" : "s"} edited. What if those words were there (measured on the same gold set, so at most this
            much): fixed {result.diff.fixed.length}, broken {result.diff.broken.length}.
          </p>
          <table className={`${s.failTable} ${s.fixMetrics}`} data-testid="fix-metrics">
            <thead>
              <tr>
                <th />
                <th>Recall@5</th>
                <th>Top-1</th>
                <th>wrong loads</th>
                <th>asked</th>
                <th>native loads</th>
              </tr>
            </thead>
            <tbody>
              <MetricsLine label="as written" m={result.before} />
              <MetricsLine label="with the words" m={result.after} />
            </tbody>
          </table>
          <table className={s.failTable}>
            <thead>
              <tr>
                <th>case</th>
                <th>request</th>
                <th>add to</th>
                <th>words to add</th>
                <th>chosen instead, and why</th>
              </tr>
            </thead>
            <tbody>
              {fixes.map((f) => (
                <tr key={f.id} data-testid="fix-row" data-case={f.id} data-skill={f.skill}>
                  <td className="mono">{f.id}</td>
                  <td>{f.query}</td>
                  <td className="mono">{f.skill}</td>
                  <td data-testid="fix-words">{quoted(f.add)}</td>
                  <td className="muted">
                    {f.winner ? (
                      <>
                        <span className="mono">{f.winner}</span>
                        {f.winnerWins.length > 0 && <> on {quoted(f.winnerWins)}</>}
                      </>
                    ) : (
                      "nothing"
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {result.fixes.length > 30 && !showAll && (
            <button className="linkbtn" onClick={() => setShowAll(true)}>
              Show all {result.fixes.length}
            </button>
          )}
        </>
      )}
    </section>
  );
}
