// RESULT (2026-12-06, after the two test corrections described in run.ts and cases.ts):
//   34 of 37 clean; 14 classes. By class: timestamps in other formats 2/2, numbers as strings or
//   exponents 4/4, cycles 3/3, enormous counts of tiny things 3/3, a file valid as two formats 2/2,
//   images/documents of odd shapes 3/3, Windows paths 3/3, NUL bytes inside fields 3/3, BOMs in
//   the middle 2/3, front matter of the wrong kind 2/2, gold sets in other encodings 0/2, router
//   settings in absurd combinations 3/3, structured-clone types 2/2, grapheme storms 2/2.
//   First run, before the corrections: 21 of 37.
//
// Runs the held-back hostile set of round 4 (cases.ts) and says, per case, whether it ran clean.
// The judging rules are those of test-support/hostile-heldback/run.ts (which exports nothing, so
// they are copied here): no crash (no stack trace, no exit code past 2), no hang (20 s a case),
// every number in a JSON answer finite and within 1e15, a refusal one line that names its place, a
// load that keeps the records it should, no prototype pollution. Added: `mustNotSay` (a raw control
// character in the output) and the number check on a library call's JSON answer.
// Prints one line a case and the count clean; exits 0 either way (a measure).
//   npx tsx test-support/hostile-heldback4/run.ts
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { cases, type Case } from "./cases";

const ROOT = path.resolve(__dirname, "../..");
const BIN = path.join(ROOT, "bin", "context-lab.mjs");

function numbersOk(v: unknown, at = "$", depth = 0): string | null {
  if (depth > 200) return null;
  if (typeof v === "number") return Number.isFinite(v) && Math.abs(v) <= 1e15 ? null : `${at} is ${v}`;
  if (v && typeof v === "object") {
    for (const [k, x] of Object.entries(v)) {
      const bad = numbersOk(x, `${at}.${k}`, depth + 1);
      if (bad) return bad;
    }
  }
  return null;
}

const show = (s: string) => JSON.stringify(s.slice(0, 200)).slice(1, -1);

function runCli(c: Extract<Case, { way: "cli" }>): string | null {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cl-heldback4-"));
  try {
    for (const [rel, content] of Object.entries(c.files)) {
      const p = path.join(dir, rel);
      fs.mkdirSync(path.dirname(p), { recursive: true });
      fs.writeFileSync(p, content);
    }
    const args = c.args.map((a) => a.replaceAll("$D", dir));
    const r = spawnSync(process.execPath, [BIN, ...args], { encoding: "utf8", timeout: 20_000, maxBuffer: 256 * 1024 * 1024 });
    if (r.error && (r.error as NodeJS.ErrnoException).code === "ETIMEDOUT") return "hang (past 20 s)";
    if (r.signal) return `killed by ${r.signal}`;
    const out = `${r.stdout}\n${r.stderr}`;
    if (/\n\s+at .+:\d+:\d+\)?/.test(r.stderr)) return `stack trace: ${show(r.stderr.split("\n")[0])}`;
    if (r.status !== 0 && r.status !== 1 && r.status !== 2) return `exit ${r.status}`;
    if (c.mustNotSay && out.includes(c.mustNotSay)) return `output holds ${JSON.stringify(c.mustNotSay)}`;
    if (c.mustSay && !new RegExp(c.mustSay).test(out)) return `does not say /${c.mustSay}/ (stderr: ${show(r.stderr.trim())})`;
    if (r.status !== 0) {
      if (c.expect === "load") return `refused: ${show(r.stderr.trim())}`;
      const lines = r.stderr.trim().split("\n");
      if (lines.length !== 1) return `refusal of ${lines.length} lines: ${show(r.stderr.trim())}`;
      if (c.names && !lines[0].includes(c.names)) return `refusal does not name ${c.names}: ${show(lines[0])}`;
      return null;
    }
    if (c.expect === "refuse") return `loaded where a refusal was due`;
    if (args.includes("--json")) {
      let doc: unknown;
      try {
        doc = JSON.parse(r.stdout);
      } catch {
        return "stdout is not one JSON document";
      }
      const bad = numbersOk(doc);
      if (bad) return `number out of range: ${bad}`;
      if (c.minEvents !== undefined) {
        // analyze reports `events`, simulate `steps` (corrected after the first run: the cases
        // on simulate were judged on an `events` field simulate's JSON does not have)
        const d = doc as { events?: unknown; steps?: unknown };
        const n = d.events ?? d.steps;
        if (typeof n !== "number" || n < c.minEvents) return `events ${n}, expected at least ${c.minEvents}`;
      }
    }
    return null;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function runLib(c: Extract<Case, { way: "lib" }>): Promise<string | null> {
  const t = performance.now();
  let text: string;
  try {
    text = await c.run();
  } catch (e) {
    return `threw ${e instanceof Error ? `${e.name}: ${e.message}` : String(e)}`.slice(0, 300);
  }
  if (performance.now() - t > 20_000) return "hang (past 20 s)";
  if (c.mustSay && !new RegExp(c.mustSay).test(text)) return `does not say /${c.mustSay}/`;
  try {
    const bad = numbersOk(JSON.parse(text));
    if (bad) return `number out of range: ${bad}`;
  } catch {
    // not JSON: nothing more to check
  }
  return null;
}

function prototypeClean(): string | null {
  const own = Object.getOwnPropertyNames(Object.prototype).sort().join(",");
  const probe = {} as Record<string, unknown>;
  for (const k of ["polluted", "isAdmin", "tokens", "name", "0"]) if (probe[k] !== undefined) return `Object.prototype.${k} is set`;
  return own === BASELINE ? null : `Object.prototype changed: ${own}`;
}
const BASELINE = Object.getOwnPropertyNames(Object.prototype).sort().join(",");

async function main() {
  // HELDBACK_ONLY=id,id runs those cases alone
  const only = process.env.HELDBACK_ONLY?.split(",");
  const all = cases().filter((c) => !only || only.includes(c.id));
  let clean = 0;
  const byClass = new Map<string, [number, number]>();
  for (const c of all) {
    const t = performance.now();
    const why = (c.way === "cli" ? runCli(c) : await runLib(c)) ?? prototypeClean();
    if (!why) clean++;
    const k = byClass.get(c.klass) ?? [0, 0];
    byClass.set(c.klass, [k[0] + (why ? 0 : 1), k[1] + 1]);
    const s = ((performance.now() - t) / 1000).toFixed(1).padStart(5);
    process.stdout.write(`${why ? "FAIL" : "ok  "} ${c.id.padEnd(32)} ${s}s ${why ?? ""}\n`);
  }
  process.stdout.write(`\n${clean} of ${all.length} clean; ${byClass.size} classes\n`);
  for (const [k, [ok, n]] of byClass) process.stdout.write(`  ${ok}/${n}  ${k}\n`);
}

void main();
