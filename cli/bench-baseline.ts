// `bench --baseline PREV.json`: this run against an earlier `bench --json --details`, case by case:
// the metrics' change in points, and every case fixed, broken or moved. Its own file: reading a
// stranger's report back is this mode's alone.
import { diffBench, type Outcome } from "../lib/routing/diff";
import type { BenchReport } from "../lib/routing/bench";
import { readBaseline } from "../lib/routing/read-baseline";
import { readJson } from "../lib/input/json";
import { readFileText } from "./file-access";
import { UsageError } from "./io";
import { sign, w } from "./bench-report";

/** an earlier `bench --json --details`: the report with every case's result, read back as a stranger's */
export function readBaselineFile(file: string): BenchReport {
  const read = readJson(readFileText(file, { what: "--baseline" }), `--baseline ${file}`);
  if (!read.ok) throw new UsageError(read.message);
  const r = readBaseline(read.value, `--baseline ${file}`);
  if ("error" in r) throw new UsageError(r.error);
  for (const p of r.problems) process.stderr.write(`context-lab: ${p}\n`);
  return r.report;
}

const said = (o: Outcome) => `${o.decision}${o.chosen ? ` ${o.chosen}` : ""}${o.steps ? ` (steps ${o.steps.covered}/${o.steps.of})` : ""}`;

export function baselineMode(file: string, report: BenchReport, json: boolean): number {
  const prev = readBaselineFile(file);
  const x = diffBench(prev, report);
  if (json) {
    process.stdout.write(JSON.stringify(x, null, 2) + "\n");
    return 0;
  }
  w(`against ${file}: ${x.matched} cases matched${x.unmatched ? `, ${x.unmatched} in one run only` : ""}`);
  w(
    `Recall@5 ${sign(x.delta.recallAt5)}  Top-1 ${sign(x.delta.top1)}  gated ${sign(x.delta.gatedRate)}  wrong loads ${sign(x.delta.hallucinationRate)} (points); asked ${x.asked[0]} -> ${x.asked[1]}; native loads ${x.loadedOnNative[0]} -> ${x.loadedOnNative[1]}`,
  );
  for (const k of ["fixed", "broken", "moved"] as const) {
    w(`\n${k} (${x[k].length}):`);
    for (const c of x[k])
      w(`  [${c.id} ${c.kind} ${c.lang}] ${c.query}\n    gold ${c.gold.join(" > ") || "-"}; ${said(c.before)} -> ${said(c.after)}`);
  }
  return 0;
}
