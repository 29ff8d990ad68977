// What the engine and the CLI make of every fixture, hashed: run before and after a refactor, the
// two must match (docs/architecture.md "Behaviour unchanged"). Each case is one input through one
// way in (the simulator under several rule sets and a fork, the fidelity score, the share link and
// snapshot, the bug report, the analysis; the CLI's analyze, simulate, fidelity, lint, bench and
// route), printed as its JSON's SHA-256, so a change names the case it moved.
//
//   npx tsx scripts/behaviour-hash.ts --save FILE      write every case's hash to FILE
//   npx tsx scripts/behaviour-hash.ts --against FILE   compare with FILE; exit 1 naming each case that moved
//   npx tsx scripts/behaviour-hash.ts --only TEXT      only the cases whose name holds TEXT
import { createHash } from "node:crypto";
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { ingest } from "../lib/transcripts";
import { countSession } from "../lib/tokens/count";
import { chars4Counter, loadCounter } from "../lib/tokens/estimators";
import { simulate } from "../lib/context/simulate";
import { sessionFidelity } from "../lib/context/fidelity";
import { recordingSettings } from "../lib/context/versions";
import { resolveSettings } from "../lib/context/settings";
import { analyze } from "../lib/analyze";
import { reduceToScenario } from "../lib/share/reduce";
import { snapshotSession } from "../lib/share/snapshot";
import { reportData } from "../lib/report";

const ROOT = path.resolve(__dirname, "..");
const CLI = path.join(ROOT, "bin", "context-lab.mjs");

/** JSON with Maps, Sets and undefined made stable, so the same value always hashes the same. */
function stable(v: unknown): string {
  return JSON.stringify(v, (_k, x) => {
    if (x instanceof Map) return { __map: [...x.entries()] };
    if (x instanceof Set) return { __set: [...x] };
    if (typeof x === "number" && !Number.isFinite(x)) return String(x);
    return x;
  });
}
const sha = (s: string) => createHash("sha256").update(s).digest("hex").slice(0, 16);

function inputs(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) {
        if (e.name !== "subagents") walk(p);
      } else if (/\.(jsonl|json)$/.test(e.name)) out.push(p);
    }
  };
  for (const d of ["sessions", "scenarios", "lessons", "api", "hostile"]) walk(path.join(ROOT, "fixtures", d));
  return out.sort();
}

type Case = [name: string, run: () => unknown];

function engineCases(file: string): Case[] {
  const rel = path.relative(ROOT, file);
  const text = fs.readFileSync(file, "utf8");
  let session: ReturnType<typeof ingest>;
  try {
    session = ingest(text, path.basename(file));
  } catch (e) {
    return [[`${rel} ingest`, () => ({ refused: e instanceof Error ? e.message : String(e) })]];
  }
  const table = countSession(session, chars4Counter);
  const rec = recordingSettings(session).settings;
  const sim = (settings = rec, opts: Parameters<typeof simulate>[3] = {}) =>
    simulate(session, table, settings, { counter: chars4Counter, ...opts });
  const half = Math.floor(session.events.length / 2);
  const cases: Case[] = [
    [`${rel} ingest`, () => session],
    [`${rel} analyze`, () => analyze(session)],
    [`${rel} simulate recording`, () => sim()],
    [`${rel} simulate 1m window`, () => sim({ ...rec, window: 1_000_000 })],
    [`${rel} simulate auto-compact off`, () => sim({ ...rec, autoCompactEnabled: false })],
    [`${rel} simulate seed`, () => sim(resolveSettings(undefined, { preset: "seed" }).settings)],
    [`${rel} simulate docs-2026`, () => sim(resolveSettings(undefined, { preset: "docs-2026" }).settings)],
    [`${rel} simulate fork half`, () => sim(rec, { forkAt: half })],
    [`${rel} fidelity`, () => sessionFidelity(session, table, chars4Counter)],
    [`${rel} share drop`, () => reduceToScenario(session, table, { text: "drop" })],
    [`${rel} share keep`, () => reduceToScenario(session, table, { text: "keep" })],
    [`${rel} snapshot`, () => snapshotSession(session, table)],
    [`${rel} snapshot keep`, () => snapshotSession(session, table, { text: "keep", paths: true, title: true })],
    [
      `${rel} report`,
      () =>
        reportData({ session, sim: sim(), fidelity: sessionFidelity(session, table, chars4Counter), generatedAt: "fixed", redaction: {} }),
    ],
  ];
  return cases;
}

function cli(args: string[]): unknown {
  try {
    return {
      out: execFileSync("node", [CLI, ...args], { cwd: ROOT, encoding: "utf8", maxBuffer: 1 << 28, stdio: ["ignore", "pipe", "pipe"] }),
    };
  } catch (e) {
    const x = e as { status?: number; stdout?: string; stderr?: string };
    return { status: x.status, out: x.stdout, err: x.stderr };
  }
}

function cliCases(files: string[]): Case[] {
  const cases: Case[] = [];
  for (const f of files) {
    const rel = path.relative(ROOT, f);
    cases.push([`cli analyze ${rel}`, () => cli(["analyze", rel, "--json"])]);
    cases.push([`cli simulate ${rel}`, () => cli(["simulate", rel, "--json", "--trace"])]);
    cases.push([`cli simulate text ${rel}`, () => cli(["simulate", rel])]);
  }
  cases.push([`cli fidelity sessions`, () => cli(["fidelity", "fixtures/sessions", "--json", "--threads", "1"])]);
  cases.push([`cli fidelity ndjson`, () => cli(["fidelity", "fixtures/sessions/real-shape", "--ndjson", "--threads", "1"])]);
  for (const c of ["fixtures/catalogs/devkit", "fixtures/catalogs/blind-ko-en", "fixtures/catalogs/packs", "fixtures/hostile/skills"])
    cases.push([`cli lint ${c}`, () => cli(["lint", c, "--json"])]);
  const gold: [string, string][] = [
    ["fixtures/gold/devkit.jsonl", "fixtures/catalogs/devkit"],
    ["fixtures/gold/blind-ko-en.jsonl", "fixtures/catalogs/blind-ko-en"],
    ["fixtures/gold/blind-ko-en-fresh.jsonl", "fixtures/catalogs/blind-ko-en"],
  ];
  for (const [g, c] of gold) {
    cases.push([`cli bench ${g}`, () => cli(["bench", "--catalog", c, "--gold", g, "--json", "--details"])]);
    cases.push([`cli bench failures ${g}`, () => cli(["bench", "--catalog", c, "--gold", g, "--failures"])]);
  }
  cases.push([
    `cli bench fix-misses devkit`,
    () => cli(["bench", "--catalog", "fixtures/catalogs/devkit", "--gold", "fixtures/gold/devkit.jsonl", "--fix-misses", "--json"]),
  ]);
  cases.push([
    `cli bench compare korean`,
    () => cli(["bench", "--catalog", "fixtures/catalogs/devkit", "--gold", "fixtures/gold/devkit.jsonl", "--compare", "korean", "--json"]),
  ]);
  cases.push([
    `cli bench sweep`,
    () =>
      cli([
        "bench",
        "--catalog",
        "fixtures/catalogs/devkit",
        "--gold",
        "fixtures/gold/devkit.jsonl",
        "--sweep",
        "score-min=2:8:2",
        "--json",
      ]),
  ]);
  const prompts = [
    "릴리스 노트 써줘",
    "write the release notes for this week",
    "배포해줘",
    "hi",
    "fix the flaky test and then open a PR",
    "도커 이미지 빌드하고 배포",
  ];
  for (const p of prompts) {
    cases.push([`cli route ${p}`, () => cli(["route", p, "--catalog", "fixtures/catalogs/devkit", "--json"])]);
    cases.push([`cli route text ${p}`, () => cli(["route", p, "--catalog", "fixtures/catalogs/devkit", "--why", "release-notes"])]);
  }
  return cases;
}

async function main() {
  const argv = process.argv.slice(2);
  const save = argv.includes("--save") ? argv[argv.indexOf("--save") + 1] : undefined;
  const against = argv.includes("--against") ? argv[argv.indexOf("--against") + 1] : undefined;
  const only = argv.includes("--only") ? argv[argv.indexOf("--only") + 1] : undefined;
  await loadCounter("o200k").catch(() => undefined);
  const files = inputs();
  const cases = [...files.flatMap(engineCases), ...cliCases(files)].filter(([n]) => !only || n.includes(only));
  const hashes: Record<string, string> = {};
  for (const [name, run] of cases) {
    let v: unknown;
    try {
      v = run();
    } catch (e) {
      v = { threw: e instanceof Error ? e.message : String(e) };
    }
    hashes[name] = sha(stable(v));
  }
  if (save) fs.writeFileSync(save, JSON.stringify(hashes, null, 1) + "\n");
  if (against) {
    const before = JSON.parse(fs.readFileSync(against, "utf8")) as Record<string, string>;
    const moved = Object.keys(hashes).filter((k) => k in before && before[k] !== hashes[k]);
    const missing = Object.keys(before).filter((k) => !(k in hashes) && (!only || k.includes(only)));
    for (const k of moved) console.log(`moved: ${k}`);
    for (const k of missing) console.log(`gone: ${k}`);
    console.log(`behaviour hash: ${Object.keys(hashes).length} cases, ${moved.length} moved, ${missing.length} gone`);
    process.exit(moved.length || missing.length ? 1 : 0);
  }
  console.log(`behaviour hash: ${Object.keys(hashes).length} cases, all ${sha(stable(hashes))}`);
}

void main();
