// npm run bench [-- --quick]: deterministic synthetic inputs, each figure the median of several
// runs, and the budget ratios measured side by side in the same run. Builds what it measures first
// (the CLI, and the app when a source is newer than out/), so the browser figures always run.
// Prints a table; exits 0 (figures, not tests). --quick: one run a figure, the 26,000-skill
// figures left out. Heavy: run it under the shared lock (flock /tmp/heavy.lock npm run bench).
// BENCH_ONLY=fidelity,sessions,...: only those parts, Node's and the browser's (scripts/bench/parts.ts).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Tiktoken } from "js-tiktoken/lite";
import o200kRanks from "js-tiktoken/ranks/o200k_base";
import { ingest } from "../../lib/transcripts";
import { createCounter, loadCounter } from "../../lib/tokens/estimators";
import { contextFlags, countSession } from "../../lib/tokens/count";
import { presetSettings } from "../../lib/context/settings";
import { simulate, snapshotAt } from "../../lib/context/simulate";
import { holdsAt, statusAt } from "../../lib/context/stepindex";
import { makeSession, rng } from "./gen";
import { folderRows } from "./fidelity-folder";
import { chooseParts, type PartChoice } from "./parts";

const QUICK = process.argv.includes("--quick");
if (QUICK) process.env.BENCH_QUICK = "1";
const RUNS = Number(process.env.BENCH_RUNS ?? (QUICK ? 1 : 3));
process.env.BENCH_RUNS = String(RUNS);
const ROOT = path.resolve(__dirname, "../..");
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "cl-bench-"));
const rows: { figure: string; value: string; budget?: string; ok?: boolean }[] = [];
// each figure is printed to stderr the moment it lands, so a long run shows where it is
const add = (...xs: typeof rows) => {
  for (const r of xs) process.stderr.write(`  ${r.figure}: ${r.value}${r.budget ? ` (${r.budget} ${r.ok ? "met" : "NOT MET"})` : ""}\n`);
  rows.push(...xs);
};
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const time = (f: () => void) => {
  const t0 = performance.now();
  f();
  return performance.now() - t0;
};
const ms = (x: number) => `${x.toFixed(x < 10 ? 2 : 0)} ms`;
const us = (x: number) => `${(x * 1000).toFixed(1)} µs`;
const log = (s: string) => process.stderr.write(s + "\n");

/** The newest modification time under these paths (files and folders, recursively). */
function newest(paths: string[]): number {
  let t = 0;
  const visit = (p: string) => {
    let st: fs.Stats;
    try {
      st = fs.statSync(p);
    } catch {
      return;
    }
    t = Math.max(t, st.mtimeMs);
    if (st.isDirectory()) for (const e of fs.readdirSync(p)) if (e !== "node_modules" && !e.startsWith(".")) visit(path.join(p, e));
  };
  paths.forEach((p) => visit(path.join(ROOT, p)));
  return t;
}

/** The CLI (through its bin, which rebuilds a stale build) and the app (npm run build when stale), when a part chosen runs them. */
function buildWhatIsMeasured(parts: PartChoice) {
  if (parts.runs("cli") || parts.runs("fidelity")) {
    const cli = spawnSync(process.execPath, [path.join(ROOT, "bin/context-lab.mjs"), "--help"], { encoding: "utf8" });
    if (cli.status !== 0) throw new Error(`building the CLI failed: ${cli.stderr}`);
  }
  if (!parts.browser) return;
  const built = fs.existsSync(path.join(ROOT, "out/index.html")) ? fs.statSync(path.join(ROOT, "out/index.html")).mtimeMs : 0;
  const sources = newest([
    "app",
    "components",
    "lib",
    "fixtures",
    "next.config.ts",
    "package-lock.json",
    "scripts/copy-fixtures.mjs",
    "scripts/csp.mjs",
  ]);
  if (sources > built) {
    log(built ? "bench: a source is newer than out/: npm run build" : "bench: no out/ yet: npm run build");
    const b = spawnSync("npm", ["run", "build"], { cwd: ROOT, stdio: ["ignore", process.stderr, process.stderr] });
    if (b.status !== 0) throw new Error("npm run build failed: the browser figures need the app built");
  }
}

/**
 * A bench child bundled into one ES module, as the CLI and the app ship their code. Run through
 * tsx instead, every call from one module into another goes through an export getter: that made
 * the router (dozens of modules) 25% slower against MiniSearch (one module) than the code users run.
 */
async function bundled(entry: string): Promise<string> {
  const out = path.join(tmp, path.basename(entry).replace(/\.ts$/, ".mjs"));
  const { build } = await import("esbuild");
  await build({
    entryPoints: [path.join(__dirname, entry)],
    outfile: out,
    bundle: true,
    format: "esm",
    platform: "node",
    target: "node20",
    banner: {
      js: `import { createRequire as __r } from "node:module"; const require = __r(import.meta.url); const __dirname = ${JSON.stringify(__dirname)};`,
    },
    logLevel: "warning",
  });
  return out;
}

/** Wall time of a whole process, in ms, stdout to a file (as `> out.json` would). */
function processTime(cmd: string, args: string[]): number {
  const out = fs.openSync(path.join(tmp, "stdout"), "w");
  const t0 = performance.now();
  const r = spawnSync(cmd, args, { cwd: ROOT, stdio: ["ignore", out, "pipe"], encoding: "utf8" });
  const t = performance.now() - t0;
  fs.closeSync(out);
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(" ")}: exit ${r.status}: ${r.stderr.slice(-400)}`);
  return t;
}

async function main() {
  let parts: PartChoice;
  try {
    parts = chooseParts(process.env.BENCH_ONLY);
  } catch (e) {
    log(`bench: ${(e as Error).message}`);
    process.exit(2);
  }
  log(
    `bench: ${RUNS} run${RUNS === 1 ? "" : "s"} a figure${QUICK ? " (--quick)" : ""}${process.env.BENCH_ONLY ? `, only ${process.env.BENCH_ONLY}` : ""}, node ${process.version}, ${os.cpus().length} cores`,
  );
  buildWhatIsMeasured(parts);
  if (parts.runs("ingest") || parts.runs("cli")) await twentyMegabytes(parts);
  if (parts.runs("fidelity")) await fidelityFolder();
  if (parts.runs("stepping")) await stepping();
  if (parts.runs("routing")) await child("routing.ts", "routing");
  if (parts.runs("sessions")) await child("sessions.ts", "sessions list");
  if (parts.runs("memory")) memory();
  if (parts.browser) browser();

  const w = Math.max(...rows.map((r) => r.figure.length));
  const v = Math.max(...rows.map((r) => r.value.length));
  console.log(`${"figure".padEnd(w)}  ${"median".padEnd(v)}  budget`);
  for (const r of rows)
    console.log(`${r.figure.padEnd(w)}  ${r.value.padEnd(v)}  ${r.budget ? `${r.budget} ${r.ok ? "met" : "NOT MET"}` : ""}`);
  fs.rmSync(tmp, { recursive: true, force: true });
}

/** 1. Ingest and 1b. the CLI's whole process, both on a generated 20 MB session. */
async function twentyMegabytes(parts: PartChoice) {
  const text20 = makeSession({ bytes: 20 * 1024 * 1024, seed: 20 });
  log(`generated 20 MB session: ${(text20.length / 1e6).toFixed(1)} MB, ${text20.split("\n").length - 1} records`);
  if (parts.runs("ingest")) await ingestRatio(text20);
  if (parts.runs("cli")) await cliProcesses(text20);
}

/**
 * 1. Ingest: parse + o200k counting + grouping + simulation of a 20 MB session, against
 *    js-tiktoken encoding every message's text one by one.
 */
async function ingestRatio(text20: string) {
  const enc = new Tiktoken(o200kRanks);
  const oursT: number[] = [];
  const baseT: number[] = [];
  let ours = 0;
  let base = 0;
  for (let k = 0; k < RUNS; k++) {
    // each run starts cold: a fresh counter has no cached pieces
    // createCounter: an empty piece cache, so a run does not profit from the one before
    const fresh = await createCounter("o200k");
    oursT.push(
      time(() => {
        const s = ingest(text20, "bench.jsonl");
        const table = countSession(s, fresh);
        simulate(s, table, presetSettings("cc-2.1.88"));
        ours = table.perEvent.reduce((a, b) => a + b, 0);
      }),
    );
    baseT.push(
      time(() => {
        const s = ingest(text20, "bench.jsonl");
        base = 0;
        for (const ev of s.events)
          for (const b of ev.blocks) {
            const t =
              b.type === "text"
                ? b.text
                : b.type === "thinking"
                  ? b.thinking
                  : b.type === "tool_result"
                    ? b.content
                    : b.type === "tool_use"
                      ? b.name + JSON.stringify(b.input)
                      : "";
            if (t) base += enc.encode(t, [], []).length;
          }
      }),
    );
  }
  const ratio1 = median(oursT) / median(baseT);
  add({ figure: "ingest 20 MB: ours (parse + o200k + groups + simulate)", value: ms(median(oursT)) });
  add({ figure: "ingest 20 MB: naive js-tiktoken per message", value: ms(median(baseT)) });
  add({ figure: "ingest ratio ours / naive", value: ratio1.toFixed(3), budget: "≤ 0.25", ok: ratio1 <= 0.25 });
  add({ figure: "token counts identical (ours vs js-tiktoken)", value: `${ours} vs ${base}`, budget: "equal", ok: ours === base });
}

/**
 * 1b. The same 20 MB session end to end as whole processes: `npm run --silent cli -- simulate
 *     FILE --estimator o200k --json > out.json` (start-up, reading, counting, simulating and the
 *     output), against the naive baseline as a process of its own, bundled the same way.
 */
async function cliProcesses(text20: string) {
  const file20 = path.join(tmp, "20mb.jsonl");
  fs.writeFileSync(file20, text20);
  const naive = await bundled("naive-cli.ts");
  const cliT: number[] = [];
  const naiveT: number[] = [];
  const cli = () => processTime("npm", ["run", "--silent", "cli", "--", "simulate", file20, "--estimator", "o200k", "--json"]);
  // one run of each first, not counted: a fresh build's first tokenizer run writes its table
  // beside the build (once per install), and the page cache takes the file; then at least five
  // of each, interleaved (whole processes on two cores vary by a fifth from run to run)
  cli();
  processTime(process.execPath, [naive, file20]);
  for (let k = 0; k < Math.max(5, RUNS); k++) {
    cliT.push(cli());
    naiveT.push(processTime(process.execPath, [naive, file20]));
  }
  const r = median(cliT) / median(naiveT);
  add({ figure: "CLI 20 MB: npm run cli -- simulate --estimator o200k --json, whole process", value: ms(median(cliT)) });
  add({ figure: "CLI 20 MB: naive js-tiktoken per message, whole process", value: ms(median(naiveT)) });
  add({ figure: "CLI ratio ours / naive (processes)", value: r.toFixed(3), budget: "≤ 0.20", ok: r <= 0.2 });
  // analyze of a small file against a bare node, as whole processes
  const small = path.join(ROOT, "fixtures/sessions/broken.jsonl");
  const bare: number[] = [];
  const bin: number[] = [];
  const npm: number[] = [];
  for (let k = 0; k < Math.max(5, RUNS * 3); k++) {
    bare.push(processTime(process.execPath, ["-e", "0"]));
    bin.push(processTime(process.execPath, [path.join(ROOT, "bin/context-lab.mjs"), "analyze", small]));
    npm.push(processTime("npm", ["run", "--silent", "cli", "--", "analyze", small]));
  }
  const rb = median(bin) / median(bare);
  const rn = median(npm) / median(bare);
  add({
    figure: `CLI analyze of a ${Math.round(fs.statSync(small).size / 1024)} KB file / bare node -e 0: context-lab (npm run cli)`,
    value: `${rb.toFixed(1)}x (${rn.toFixed(1)}x)`,
    budget: "≤ 6x",
    ok: rn <= 6,
  });
}

/** 1c. `fidelity DIR` on a generated projects folder against its read-and-parse floor (issue #35) */
async function fidelityFolder() {
  add(...folderRows(tmp, QUICK, RUNS, processTime, await bundled("read-floor.ts"), path.join(ROOT, "bin/context-lab.mjs")));
}

async function stepping() {
  // 2. Stepping: time to reach a random step's snapshot at 100k events versus 1k (the budget), and,
  //    reported beside it, a whole step as the inspector takes it: the snapshot, what the context
  //    holds, and the status of the 40 rows around the step. Many steps per sample (the cost is
  //    microseconds); the sessions interleaved so that JIT warm-up and GC fall on each alike.
  const stepSim = async (events: number) => {
    const s = ingest(makeSession({ events, seed: events }), "s.jsonl");
    const sim = simulate(s, countSession(s, await loadCounter("chars4")), presetSettings("cc-2.1.88"));
    const flags = contextFlags(s.events);
    return { s, sim, ctx: (i: number) => flags[i] === 1 };
  };
  type StepSim = Awaited<ReturnType<typeof stepSim>>;
  const snapOnce = (x: StepSim, st: number) => snapshotAt(x.sim, st).tokens;
  const stepOnce = (x: StepSim, st: number) => {
    const snap = snapshotAt(x.sim, st);
    const h = holdsAt(x.sim, st);
    const status = statusAt(x.sim, st, x.ctx);
    let n = snap.tokens + h.events;
    for (let e = Math.max(0, st - 20); e < Math.min(x.sim.steps, st + 20); e++) if (status(e)) n++;
    return n;
  };
  const sims = [await stepSim(1_000), await stepSim(10_000), await stepSim(100_000)];
  const stepCost = (f: (x: StepSim, st: number) => number) => {
    const r = rng(7);
    const per: number[][] = sims.map(() => []);
    let sink = 0;
    for (let k = 0; k < 15; k++) {
      sims.forEach((x, j) => {
        const steps = Array.from({ length: 2_000 }, () => Math.floor(r() * x.s.events.length));
        per[j].push(time(() => steps.forEach((st) => (sink += f(x, st)))) / steps.length);
      });
    }
    if (sink === 0) throw new Error("stepping measured nothing");
    return sims.map((x, j) => ({ events: x.s.events.length, t: median(per[j].slice(3)) }));
  };
  const snaps = stepCost(snapOnce);
  const whole = stepCost(stepOnce);
  for (const x of snaps) add({ figure: `snapshot at a random step, ${x.events} events`, value: us(x.t) });
  const ratio2 = snaps[2].t / snaps[0].t;
  add({ figure: "stepping ratio 100k / 1k (snapshot)", value: ratio2.toFixed(2), budget: "≤ 2", ok: ratio2 <= 2 });
  for (const x of whole) add({ figure: `a whole step (snapshot, holds, 40 row statuses), ${x.events} events`, value: us(x.t) });
  add({
    figure: "whole step ratio 100k / 1k (100k / 10k)",
    value: `${(whole[2].t / whole[0].t).toFixed(2)} (${(whole[2].t / whole[1].t).toFixed(2)})`,
  });
}

/**
 * A bench child, bundled, that prints its rows as JSON: 3. routing (index build, p50/p95, routed
 * vs bare minisearch: routing.ts), 3b. the sessions list (a generated folder summarised against
 * reading and parsing it: sessions.ts).
 */
async function child(entry: string, what: string) {
  const r = spawnSync(process.execPath, [await bundled(entry)], {
    encoding: "utf8",
    maxBuffer: 1e8,
    stdio: ["ignore", "pipe", "inherit"],
  });
  if (r.status === 0)
    rows.push(...(JSON.parse(r.stdout) as typeof rows)); // (printed by the child as they landed)
  else add({ figure: what, value: `failed (exit ${r.status}): see the log above` });
}

/** 4. Memory: peak heap while holding a 50 MB session, as a multiple of the file size. */
function memory() {
  const file50 = path.join(tmp, "50mb.jsonl");
  fs.writeFileSync(file50, makeSession({ bytes: 50 * 1024 * 1024, seed: 50 }));
  const mem = spawnSync(process.execPath, ["--expose-gc", "--import", "tsx", path.join(__dirname, "memory.ts"), file50], {
    encoding: "utf8",
  });
  if (mem.status === 0) {
    const m = JSON.parse(mem.stdout) as { bytes: number; peak: number; held: number };
    add({
      figure: "memory: 50 MB session, peak heap / file size",
      value: `${(m.peak / m.bytes).toFixed(2)}x (${(m.peak / 1e6).toFixed(0)} MB)`,
      budget: "≤ 3x",
      ok: m.peak / m.bytes <= 3,
    });
    add({ figure: "memory: held after load / file size", value: `${(m.held / m.bytes).toFixed(2)}x` });
  } else add({ figure: "memory", value: `failed: ${mem.stderr.slice(-300)}` });
}

/** 5. In the browser: scripts/bench/browser.ts, against the production build made above (it reads BENCH_ONLY itself). */
function browser() {
  const b = spawnSync(process.execPath, ["--import", "tsx", path.join(__dirname, "browser.ts")], {
    encoding: "utf8",
    maxBuffer: 1e8,
    timeout: 1_200_000,
    stdio: ["ignore", "pipe", "inherit"],
  });
  if (b.status === 0)
    rows.push(...(JSON.parse(b.stdout) as typeof rows)); // (printed by the child as they landed)
  else add({ figure: "browser", value: `failed (exit ${b.status}${b.signal ? `, ${b.signal}` : ""}): see the log above` });
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
