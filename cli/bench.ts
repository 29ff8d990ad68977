// context-lab bench --catalog DIR [--catalog DIR ...] --gold FILE [--gold FILE ...] [--json]
// The seed-001 gold-set bench: Recall@5, Top-1, gated rate, wrong loads, step coverage
// (one retrieval vs decomposed), per kind and per language. --compare korean runs the three Korean
// modes side by side; --details adds every case's outcome to the JSON; --sweep scoreMin=2:12:0.5
// measures the gold set at each value of one query-time setting; --baseline PREV.json (an earlier
// `bench --json --details`) lists the cases fixed, broken and moved since.
//
// This file reads the arguments and picks the mode; compare and the plain bench (with --perf and
// --failures) are here, the other modes in bench-sweep.ts, bench-baseline.ts, bench-fix-misses.ts,
// and the shared printing in bench-report.ts.
import { pushAll } from "../lib/input/check";
import type { CatalogEntry } from "../lib/skills/catalog";
import { measureCost, parseGold, runBench, type BenchReport, type CostReport, type GoldCase } from "../lib/routing/bench";
import { isFailure } from "../lib/routing/diff";
import { loadParaphrases } from "../lib/routing/paraphrase";
import { buildRouter, type Router } from "../lib/routing/router";
import { KOREAN_MODES } from "../lib/routing/text";
import { STAGE_LABEL } from "../lib/routing/whynot";
import { parseArgs, UsageError } from "./io";
import { readFileText } from "./file-access";
import { counterFromArgs, loadCatalogs, SETTING_BOOLS, SETTING_FLAGS, settingsFromArgs, takeRepeated } from "./route";
import { printReport, strip } from "./bench-report";
import { sweepMode } from "./bench-sweep";
import { baselineMode } from "./bench-baseline";
import { fixMissesMode } from "./bench-fix-misses";

const USAGE =
  "usage: bench --catalog DIR [--catalog DIR] --gold FILE [--gold FILE] [--json] [--details] [--failures] [--fix-misses] [--perf] [--compare korean] [--sweep PARAM=FROM:TO:STEP] [--baseline PREV.json] [--korean-mode M] [--score-min N] [--top-k N] [--settings FILE.json]";

/** What every mode reads: the gold cases, the catalog, the router under the flags' settings. */
interface Bench {
  cases: GoldCase[];
  entries: CatalogEntry[];
  router: Router;
  values: Record<string, string>;
  flags: Set<string>;
}

/** every --gold file's cases, its errors reported by line */
function readGold(files: string[]): GoldCase[] {
  const cases: GoldCase[] = [];
  for (const g of files) {
    const parsed = parseGold(readFileText(g, { what: "--gold" }));
    for (const e of parsed.errors) process.stderr.write(`${g}:${e.line}: ${e.message}\n`);
    pushAll(cases, parsed.cases);
  }
  if (!cases.length) throw new UsageError("the gold set has no cases");
  return cases;
}

async function readBench(args: string[]): Promise<Bench> {
  const cat = takeRepeated(args, "catalog");
  const gold = takeRepeated(cat.rest, "gold");
  const { positional, values, flags } = parseArgs(
    gold.rest,
    ["compare", "sweep", "baseline", ...SETTING_FLAGS],
    ["json", "details", "failures", "fix-misses", "perf", ...SETTING_BOOLS],
  );
  if (positional.length || !gold.values.length) throw new UsageError(USAGE);
  const cases = readGold(gold.values);
  const entries = loadCatalogs(cat.values);
  const settings = settingsFromArgs(values, flags);
  const counter = await counterFromArgs(values);
  return { cases, entries, router: buildRouter(entries, settings, { counter, paraphrases: await loadParaphrases() }), values, flags };
}

/** --compare korean: the bench under each Korean mode */
function compareMode({ router, cases, values, flags }: Bench): number {
  if (values.compare !== "korean") throw new UsageError("--compare takes: korean");
  const reports: Record<string, BenchReport> = {};
  for (const mode of KOREAN_MODES) reports[mode] = runBench(router.withSettings({ koreanMode: mode }), cases);
  if (flags.has("json")) {
    const byMode = Object.fromEntries(Object.entries(reports).map(([k, r]) => [k, strip(r, flags.has("details"))]));
    process.stdout.write(JSON.stringify(byMode, null, 2) + "\n");
  } else {
    for (const mode of KOREAN_MODES) {
      printReport(reports[mode], `koreanMode ${mode}`);
      process.stdout.write("\n");
    }
  }
  return 0;
}

/** --failures: each miss, where its right skill dropped out, and the candidates it got */
function printMisses(report: BenchReport): void {
  process.stdout.write("\nmisses:\n");
  for (const c of report.results) {
    if (!isFailure(c)) continue;
    process.stdout.write(
      `  [${c.id} ${c.kind} ${c.lang}] ${c.query}\n    gold ${c.gold.join(" > ") || "-"}${c.acceptable.length ? ` (ok: ${c.acceptable.join(", ")})` : ""}; got ${c.decision}${c.chosen ? ` ${c.chosen}` : ""}${c.dropout ? ` (${c.dropout.name}: ${STAGE_LABEL[c.dropout.stage]})` : ""}; cands ${c.candidates.map((x) => `${x.name} ${x.score.toFixed(1)}`).join(", ") || "-"}\n    ${c.reason}\n`,
    );
  }
}

/** the plain bench: the report, with --perf its cost per prompt and with --failures every miss */
function plainMode({ router, cases, flags }: Bench, report: BenchReport, cost: CostReport | undefined): number {
  if (flags.has("json")) {
    const settings = { ...router.settings, synonymPairs: router.settings.synonymPairs.length };
    const doc = { ...strip(report, flags.has("details")), ...(cost ? { cost } : {}), settings };
    process.stdout.write(JSON.stringify(doc, null, 2) + "\n");
    return 0;
  }
  printReport(
    report,
    `${cases.length} cases, ${router.skills.entries.length} skills + ${router.agents.entries.length} agents (koreanMode ${router.settings.koreanMode}, SCORE_MIN ${router.settings.scoreMin}, TOP_K ${router.settings.topK})`,
  );
  if (cost) {
    process.stdout.write(
      `\ncost: routed ${cost.routedMicros.toFixed(1)} µs vs bare MiniSearch search ${cost.bareMicros.toFixed(1)} µs per prompt = ${cost.ratio.toFixed(2)}x (target ≤ 1.5x)\n`,
    );
  }
  if (flags.has("failures")) printMisses(report);
  return 0;
}

export async function benchCommand(args: string[]): Promise<number> {
  const bench = await readBench(args);
  const { router, cases, entries, values, flags } = bench;
  if (values.compare) return compareMode(bench);
  if (values.sweep) return sweepMode(router, cases, values.sweep, flags.has("json"));
  if (flags.has("fix-misses")) return fixMissesMode(router, cases, entries, flags.has("json"));

  // --perf: timed first, on a fresh heap: the bench keeps every case's trace
  const cost = flags.has("perf")
    ? measureCost(
        router,
        cases.map((c) => c.query),
        30,
      )
    : undefined;
  const report = runBench(router, cases, entries);
  if (values.baseline) return baselineMode(values.baseline, report, flags.has("json"));
  return plainMode(bench, report, cost);
}
