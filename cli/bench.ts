// context-lab bench --catalog DIR [--catalog DIR ...] --gold FILE [--gold FILE ...] [--json]
// The seed-001 gold-set bench: Recall@5, Top-1, gated rate, wrong loads, step coverage
// (one retrieval vs decomposed), per kind and per language. --compare korean runs the three Korean
// modes side by side; --details adds every case's outcome to the JSON; --sweep scoreMin=2:12:0.5
// measures the gold set at each value of one query-time setting; --baseline PREV.json (an earlier
// `bench --json --details`) lists the cases fixed, broken and moved since.
import { pushAll } from "../lib/input/check";
import {
  buildRouter,
  diffBench,
  fixMissesWhatIf,
  isFailure,
  isSweepParam,
  STAGE_LABEL,
  WHYNOT_ORDER,
  KOREAN_MODES,
  measureCost,
  parseGold,
  runBench,
  runSweep,
  SWEEP_PARAMS,
  sweepValues,
  type BenchReport,
  type FixWhatIf,
  type GoldCase,
  type Metrics,
  type Outcome,
  type SweepParam,
} from "../lib/routing";
import { parseArgs, UsageError } from "./io";
import { readFileText } from "./file-access";
import { readJson } from "../lib/input/json";
import { readBaseline } from "../lib/routing/read-baseline";
import { counterFromArgs, loadCatalogs, SETTING_BOOLS, SETTING_FLAGS, settingsFromArgs, takeRepeated } from "./route";

const pct = (x: number | null) => (x === null ? "   -  " : `${(x * 100).toFixed(1).padStart(5)}%`);

function row(label: string, m: Metrics): string {
  return `${label.padEnd(12)} ${String(m.cases).padStart(5)}  ${pct(m.recallAt5)}  ${pct(m.top1)}  ${pct(m.gatedRate)}  ${pct(m.hallucinationRate)}  ${pct(m.askedRate)}  ${String(m.counts.loadedOnNative).padStart(6)}  ${pct(m.stepCoverage.single)}  ${pct(m.stepCoverage.decomposed)}`;
}
const HEADER = `${"".padEnd(12)} ${"cases".padStart(5)}  ${"R@5".padStart(6)}  ${"Top-1".padStart(6)}  ${"gated".padStart(6)}  ${"wrong".padStart(6)}  ${"asked".padStart(6)}  ${"native".padStart(6)}  ${"steps1".padStart(6)}  ${"stepsD".padStart(6)}`;

function printReport(r: BenchReport, title: string): void {
  const w = (s: string) => process.stdout.write(s + "\n");
  w(title);
  w(HEADER);
  w(row("all", r));
  for (const [k, m] of Object.entries(r.byKind)) w(row(`  ${k}`, m!));
  for (const [l, m] of Object.entries(r.byLang)) w(row(`  lang ${l}`, m));
  w(
    `asked on ${r.counts.asked} of ${r.counts.skillCases} skill cases; skill loaded on ${r.counts.loadedOnNative} native/chitchat cases; mean injected ${r.meanInjectedTokens?.toFixed(0) ?? "-"} tokens vs listing ${r.listingTokens}`,
  );
  const drops = WHYNOT_ORDER.filter((k) => r.dropouts[k]).map((k) => `${STAGE_LABEL[k]} ${r.dropouts[k]}`);
  if (drops.length) w(`where the right skill of a missed case dropped out: ${drops.join(", ")}`);
  w("wrong = a skill loaded where none or another was right; native = skills loaded on native/chitchat cases");
  printNames(r, w);
}

/** Gold names given as folders (resolved), names the catalog does not have, names two entries share. */
function printNames(r: BenchReport, w: (s: string) => void): void {
  const n = r.names;
  if (!n) return;
  if (n.resolved.length) {
    const pairs = [...new Map(n.resolved.map((x) => [x.given, x.name])).entries()];
    w(
      `gold names given as folders, read as the skill's name: ${pairs.length} (${pairs
        .slice(0, 6)
        .map(([g, to]) => `${g} -> ${to}`)
        .join(", ")}${pairs.length > 6 ? ", ..." : ""})`,
    );
  }
  if (n.unknown.length) {
    const names = [...new Set(n.unknown.map((x) => x.given))];
    w(
      `gold names no entry has (by name or folder), counted as they are: ${names.length} (${names.slice(0, 8).join(", ")}${names.length > 8 ? ", ..." : ""}; cases ${[...new Set(n.unknown.map((x) => x.id))].slice(0, 6).join(", ")})`,
    );
  }
  if (n.duplicates.length)
    w(
      `names shared by two or more entries: ${n.duplicates.length} (${n.duplicates
        .slice(0, 5)
        .map((d) => `${d.name} x${d.paths.length}`)
        .join(", ")}${n.duplicates.length > 5 ? ", ..." : ""})`,
    );
}

function strip(r: BenchReport, details: boolean) {
  const { results, ...rest } = r;
  return details ? r : rest;
}

export async function benchCommand(args: string[]): Promise<number> {
  const cat = takeRepeated(args, "catalog");
  const gold = takeRepeated(cat.rest, "gold");
  const { positional, values, flags } = parseArgs(
    gold.rest,
    ["compare", "sweep", "baseline", ...SETTING_FLAGS],
    ["json", "details", "failures", "fix-misses", "perf", ...SETTING_BOOLS],
  );
  if (positional.length || !gold.values.length) {
    throw new UsageError(
      "usage: bench --catalog DIR [--catalog DIR] --gold FILE [--gold FILE] [--json] [--details] [--failures] [--fix-misses] [--perf] [--compare korean] [--sweep PARAM=FROM:TO:STEP] [--baseline PREV.json] [--korean-mode M] [--score-min N] [--top-k N] [--settings FILE.json]",
    );
  }
  const cases: GoldCase[] = [];
  for (const g of gold.values) {
    const parsed = parseGold(readFileText(g, { what: "--gold" }));
    for (const e of parsed.errors) process.stderr.write(`${g}:${e.line}: ${e.message}\n`);
    pushAll(cases, parsed.cases);
  }
  if (!cases.length) throw new UsageError("the gold set has no cases");
  const entries = loadCatalogs(cat.values);
  const settings = settingsFromArgs(values, flags);
  const counter = await counterFromArgs(values);
  const router = buildRouter(entries, settings, { counter });

  if (values.compare) {
    if (values.compare !== "korean") throw new UsageError("--compare takes: korean");
    const reports: Record<string, BenchReport> = {};
    for (const mode of KOREAN_MODES) reports[mode] = runBench(router.withSettings({ koreanMode: mode }), cases);
    if (flags.has("json")) {
      process.stdout.write(
        JSON.stringify(Object.fromEntries(Object.entries(reports).map(([k, r]) => [k, strip(r, flags.has("details"))])), null, 2) + "\n",
      );
    } else {
      for (const mode of KOREAN_MODES) {
        printReport(reports[mode], `koreanMode ${mode}`);
        process.stdout.write("\n");
      }
    }
    return 0;
  }

  if (values.sweep) {
    const { param, values: xs } = parseSweep(values.sweep);
    const r = runSweep(router, cases, param, xs);
    if (flags.has("json")) {
      process.stdout.write(JSON.stringify(r, null, 2) + "\n");
      return 0;
    }
    const w = (s: string) => process.stdout.write(s + "\n");
    w(`${cases.length} cases, ${SWEEP_PARAMS[param].label} from ${xs[0]} to ${xs[xs.length - 1]} (now ${r.current})`);
    w(
      `${SWEEP_PARAMS[param].label.padStart(14)}  ${"R@5".padStart(6)}  ${"Top-1".padStart(6)}  ${"gated".padStart(6)}  ${"halluc".padStart(6)}  ${"asked".padStart(5)}  ${"native".padStart(6)}  ${"tokens".padStart(6)}`,
    );
    for (const p of r.points) {
      const m = p.metrics;
      const mark = [p.value === r.best?.value ? " best" : "", p.value === r.current ? " now" : ""].join("");
      w(
        `${String(p.value).padStart(14)}  ${pct(m.recallAt5)}  ${pct(m.top1)}  ${pct(m.gatedRate)}  ${pct(m.hallucinationRate)}  ${String(m.counts.asked).padStart(5)}  ${String(m.counts.loadedOnNative).padStart(6)}  ${(m.meanInjectedTokens?.toFixed(0) ?? "-").padStart(6)}${mark}`,
      );
    }
    w(
      r.best
        ? `best Top-1 with no skill loaded on a native prompt: ${pct(r.best.top1).trim()} at ${r.best.value}`
        : "every value loads a skill on some native prompt (or the set has no skill case)",
    );
    return 0;
  }

  if (flags.has("fix-misses")) {
    const x = fixMissesWhatIf(router, cases, entries);
    if (flags.has("json")) {
      const { before, after, ...rest } = x;
      process.stdout.write(JSON.stringify({ ...rest, before: strip(before, false), after: strip(after, false) }, null, 2) + "\n");
    } else printFixes(x);
    return 0;
  }

  // timed first, on a fresh heap: the bench keeps every case's trace
  const cost = flags.has("perf")
    ? measureCost(
        router,
        cases.map((c) => c.query),
        30,
      )
    : undefined;
  const report = runBench(router, cases, entries);
  if (values.baseline) {
    const prev = readBaselineFile(values.baseline);
    const x = diffBench(prev, report);
    if (flags.has("json")) {
      process.stdout.write(JSON.stringify(x, null, 2) + "\n");
      return 0;
    }
    const w = (s: string) => process.stdout.write(s + "\n");
    const sign = (v: number | null) => (v === null ? "-" : `${v > 0 ? "+" : ""}${(v * 100).toFixed(1)}`);
    w(`against ${values.baseline}: ${x.matched} cases matched${x.unmatched ? `, ${x.unmatched} in one run only` : ""}`);
    w(
      `Recall@5 ${sign(x.delta.recallAt5)}  Top-1 ${sign(x.delta.top1)}  gated ${sign(x.delta.gatedRate)}  wrong loads ${sign(x.delta.hallucinationRate)} (points); asked ${x.asked[0]} -> ${x.asked[1]}; native loads ${x.loadedOnNative[0]} -> ${x.loadedOnNative[1]}`,
    );
    const said = (o: Outcome) =>
      `${o.decision}${o.chosen ? ` ${o.chosen}` : ""}${o.steps ? ` (steps ${o.steps.covered}/${o.steps.of})` : ""}`;
    for (const k of ["fixed", "broken", "moved"] as const) {
      w(`\n${k} (${x[k].length}):`);
      for (const c of x[k])
        w(`  [${c.id} ${c.kind} ${c.lang}] ${c.query}\n    gold ${c.gold.join(" > ") || "-"}; ${said(c.before)} -> ${said(c.after)}`);
    }
    return 0;
  }
  if (flags.has("json")) {
    process.stdout.write(
      JSON.stringify(
        {
          ...strip(report, flags.has("details")),
          ...(cost ? { cost } : {}),
          settings: { ...router.settings, synonymPairs: router.settings.synonymPairs.length },
        },
        null,
        2,
      ) + "\n",
    );
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
  if (flags.has("failures")) {
    process.stdout.write("\nmisses:\n");
    for (const c of report.results) {
      if (!isFailure(c)) continue;
      process.stdout.write(
        `  [${c.id} ${c.kind} ${c.lang}] ${c.query}\n    gold ${c.gold.join(" > ") || "-"}${c.acceptable.length ? ` (ok: ${c.acceptable.join(", ")})` : ""}; got ${c.decision}${c.chosen ? ` ${c.chosen}` : ""}${c.dropout ? ` (${c.dropout.name}: ${STAGE_LABEL[c.dropout.stage]})` : ""}; cands ${c.candidates.map((x) => `${x.name} ${x.score.toFixed(1)}`).join(", ") || "-"}\n    ${c.reason}\n`,
      );
    }
  }
  return 0;
}

/** Each miss's words for the right skill, what the winner won on, and the bench again with the edits. */
function printFixes(x: FixWhatIf): void {
  const w = (s: string) => process.stdout.write(s + "\n");
  w(`${x.fixes.length} missed cases with words to add, ${x.edits.length} descriptions edited`);
  for (const f of x.fixes) {
    const won = f.winner
      ? `; "${f.winner}" ${f.winnerWins.length ? `wins on ${f.winnerWins.map((t) => `"${t}"`).join(", ")}` : "leads"}`
      : "";
    w(`  [${f.id}] ${f.query}\n    add to "${f.skill}": ${f.add.map((t) => `"${t}"`).join(", ")}${won}`);
  }
  const d = x.diff;
  const sign = (v: number | null) => (v === null ? "-" : `${v > 0 ? "+" : ""}${(v * 100).toFixed(1)}`);
  w(`\nwhat if those words were in the descriptions (the same gold set, so an upper bound):`);
  w(HEADER);
  w(row("before", x.before));
  w(row("after", x.after));
  w(
    `Recall@5 ${sign(d.delta.recallAt5)}  Top-1 ${sign(d.delta.top1)}  wrong loads ${sign(d.delta.hallucinationRate)} (points); fixed ${d.fixed.length}, broken ${d.broken.length}, moved ${d.moved.length}`,
  );
  for (const c of d.broken)
    w(`  broken [${c.id}] ${c.query}: ${c.before.chosen ?? c.before.decision} -> ${c.after.chosen ?? c.after.decision}`);
}

/** "scoreMin=2:12:0.5" (or "SCORE_MIN=..."; TO and STEP default to the setting's usual range) */
function parseSweep(spec: string): { param: SweepParam; values: number[] } {
  const m = /^([\w-]+)(?:=([^:]*)(?::([^:]*))?(?::([^:]*))?)?$/.exec(spec.trim());
  const alias: Record<string, SweepParam> = {
    score_min: "scoreMin",
    "score-min": "scoreMin",
    top_k: "topK",
    "top-k": "topK",
    "near-tie": "nearTieRatio",
    "same-job": "equivalentSimilarity",
    "body-weight": "bodyWeight",
  };
  const name = m ? (alias[m[1].toLowerCase()] ?? m[1]) : "";
  if (!m || !isSweepParam(name))
    throw new UsageError(`--sweep takes PARAM=FROM:TO:STEP with PARAM one of ${Object.keys(SWEEP_PARAMS).join(", ")}`);
  const d = SWEEP_PARAMS[name].range;
  const num = (x: string | undefined, dflt: number) => (x === undefined || x === "" ? dflt : Number(x));
  const r = sweepValues(name, num(m[2], d.from), num(m[3], d.to), num(m[4], d.step));
  if (r.error) throw new UsageError(`--sweep ${spec}: ${r.error}`);
  return { param: name, values: r.values };
}

/** an earlier `bench --json --details`: the report with every case's result, read back as a stranger's */
function readBaselineFile(file: string): BenchReport {
  const read = readJson(readFileText(file, { what: "--baseline" }), `--baseline ${file}`);
  if (!read.ok) throw new UsageError(read.message);
  const r = readBaseline(read.value, `--baseline ${file}`);
  if ("error" in r) throw new UsageError(r.error);
  for (const p of r.problems) process.stderr.write(`context-lab: ${p}\n`);
  return r.report;
}
