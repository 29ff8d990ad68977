// How a held-back hostile set is judged (both rounds: test-support/hostile-heldback and
// hostile-heldback4): no crash (no stack trace, no exit code past 2), no hang (20 s a case), every
// number in a JSON answer (the CLI's or a library call's) finite and within 1e15, a refusal one
// line that names its place, a load that keeps the records it should, nothing said that must not
// be (a raw control character), and Object.prototype unchanged after every case.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** How a case enters: a CLI command on generated files, or a library call the page makes. */
export type Case =
  | {
      id: string;
      klass: string;
      way: "cli";
      /** files to write (relative path -> content) in a fresh folder */
      files: Record<string, string | Uint8Array>;
      /** the CLI arguments; "$D" is replaced by that folder */
      args: string[];
      /** load: exit 0 (JSON on stdout with --json); refuse: exit 1 or 2 with one line naming `names` */
      expect: "load" | "refuse" | "either";
      /** for load: the least number of events the JSON must report */
      minEvents?: number;
      /** text the output (stdout + stderr) must hold, as a regular expression */
      mustSay?: string;
      /** text the output must not hold (a raw control character, a name read wrong) */
      mustNotSay?: string;
      /** what the refusal must name (a path's last part) */
      names?: string;
    }
  | {
      id: string;
      klass: string;
      way: "lib";
      /** the call; returns text to check (JSON is checked for its numbers), throws on a wrong result */
      run: () => Promise<string> | string;
      mustSay?: string;
    };

const ROOT = path.resolve(__dirname, "../..");
const BIN = path.join(ROOT, "bin", "context-lab.mjs");

/** Every number in a value finite and within 1e15, else the path of the first that is not. */
export function numbersOk(v: unknown, at = "$", depth = 0): string | null {
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

/** Runs a held-back set and prints one line a case, the count clean and the count by class. */
export async function runSet(set: Case[]): Promise<void> {
  // HELDBACK_ONLY=id,id runs those cases alone
  const only = process.env.HELDBACK_ONLY?.split(",");
  const all = set.filter((c) => !only || only.includes(c.id));
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
