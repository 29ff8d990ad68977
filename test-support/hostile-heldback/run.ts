// Runs the held-back hostile set (cases.ts) and says, per case, whether it ran clean:
// no crash (no stack trace, no exit code past 2), no hang (20 s a case), every number in a JSON
// answer finite and within 1e15, a refusal one line that names its place, a load that keeps the
// records it should. Prints one line a case and the count clean; exits 0 either way (a measure).
//   npx tsx test-support/hostile-heldback/run.ts
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

function runCli(c: Extract<Case, { way: "cli" }>): string | null {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cl-heldback-"));
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
    if (/\n\s+at .+:\d+:\d+\)?/.test(r.stderr)) return `stack trace: ${r.stderr.split("\n")[0].slice(0, 160)}`;
    if (r.status !== 0 && r.status !== 1 && r.status !== 2) return `exit ${r.status}`;
    if (c.mustSay && !new RegExp(c.mustSay).test(out)) return `does not say /${c.mustSay}/`;
    if (r.status !== 0) {
      if (c.expect === "load") return `refused: ${r.stderr.trim().slice(0, 200)}`;
      const lines = r.stderr.trim().split("\n");
      if (lines.length !== 1) return `refusal of ${lines.length} lines`;
      if (c.names && !lines[0].includes(c.names)) return `refusal does not name ${c.names}: ${lines[0].slice(0, 200)}`;
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
        const events = (doc as { events?: number }).events;
        if (typeof events !== "number" || events < c.minEvents) return `events ${events}, expected at least ${c.minEvents}`;
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
    return `threw ${e instanceof Error ? `${e.name}: ${e.message}` : String(e)}`.slice(0, 200);
  }
  if (performance.now() - t > 20_000) return "hang (past 20 s)";
  if (c.mustSay && !new RegExp(c.mustSay).test(text)) return `does not say /${c.mustSay}/`;
  return null;
}

async function main() {
  // HELDBACK_ONLY=id,id runs those cases alone
  const only = process.env.HELDBACK_ONLY?.split(",");
  const all = cases().filter((c) => !only || only.includes(c.id));
  let clean = 0;
  const byClass = new Map<string, [number, number]>();
  for (const c of all) {
    const why = c.way === "cli" ? runCli(c) : await runLib(c);
    if (!why) clean++;
    const k = byClass.get(c.klass) ?? [0, 0];
    byClass.set(c.klass, [k[0] + (why ? 0 : 1), k[1] + 1]);
    process.stdout.write(`${why ? "FAIL" : "ok  "} ${c.id.padEnd(26)} ${why ?? ""}\n`);
  }
  process.stdout.write(`\n${clean} of ${all.length} clean; ${byClass.size} classes\n`);
  for (const [k, [ok, n]] of byClass) process.stdout.write(`  ${ok}/${n}  ${k}\n`);
}

void main();
