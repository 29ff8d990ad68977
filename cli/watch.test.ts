// `watch FILE` on a file this test appends to, through the built CLI as a user runs it.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";

const ROOT = path.resolve(__dirname, "..");
const running: ChildProcess[] = [];
afterEach(() => {
  for (const p of running.splice(0)) p.kill();
});

const u = (input: number, out: number) => ({
  input_tokens: input,
  cache_creation_input_tokens: 0,
  cache_read_input_tokens: 0,
  output_tokens: out,
});
let uuid = 0;
const rec = (o: object) => JSON.stringify({ sessionId: "w", version: "2.1.88", uuid: `u${++uuid}`, ...o }) + "\n";
const user = (text: string) => rec({ type: "user", message: { role: "user", content: text } });
const assistant = (id: string, text: string, input: number) =>
  rec({ type: "assistant", message: { id, role: "assistant", content: [{ type: "text", text }], usage: u(input, 10) } });

/** Starts `watch` on the file and collects what it prints; waitFor resolves once the output matches. */
function watch(file: string) {
  const p = spawn(process.execPath, [path.join(ROOT, "bin/context-lab.mjs"), "watch", file, "--interval", "100"], { cwd: ROOT });
  running.push(p);
  let out = "";
  p.stdout.on("data", (d) => (out += String(d)));
  p.stderr.on("data", (d) => (out += String(d)));
  // resolves once the output matches; fails with the output so far when it does not within 30 s
  const waitFor = (re: RegExp) =>
    new Promise<string>((resolve, reject) => {
      const started = Date.now();
      const t = setInterval(() => {
        if (re.test(out)) {
          clearInterval(t);
          resolve(out);
        } else if (Date.now() - started > 30_000) {
          clearInterval(t);
          reject(new Error(`no ${re} in:\n${out}`));
        }
      }, 20);
    });
  return { waitFor, out: () => out };
}

describe("watch FILE", () => {
  it("prints the steps appended, waits for a line being written, and starts again when the file is cut", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ctxlab-watch-"));
    const file = path.join(dir, "live.jsonl");
    // requests at 20,000, 30,000, 40,000: +10,000 a request
    fs.writeFileSync(file, user("first prompt") + assistant("m1", "alpha reply", 20_000));
    const w = watch(file);
    await w.waitFor(/alpha reply/);
    await w.waitFor(/forecast: /);
    // a complete record and half of the next: the half must wait for the rest
    const next = assistant("m3", "gamma reply", 40_000);
    fs.appendFileSync(file, user("second prompt") + assistant("m2", "beta reply", 30_000) + next.slice(0, 40));
    await w.waitFor(/beta reply/);
    fs.appendFileSync(file, next.slice(40));
    const out = await w.waitFor(/gamma reply[\s\S]*forecast: [^\n]*\+10,000 tokens a request over the last 2 requests, recorded usage\)/);
    // each record once, and nothing read as damaged
    expect(out.match(/gamma reply/g)).toHaveLength(1);
    expect(out).not.toMatch(/damaged/);
    // 40,010 after m3; A = 167,000 at 200k: (167,000 - 40,010) / 10,000 = 12.7 -> about 13 requests
    expect(out).toMatch(/40,010 tokens now \(recorded usage\); auto-compact in about 13 requests at the recent rate/);
    fs.writeFileSync(file, user("a new start") + assistant("m9", "delta reply", 25_000));
    await w.waitFor(/got shorter[^\n]*reading it again from the start[\s\S]*delta reply/);
  }, 60_000);

  it("--once prints the file as it is and the forecast, then stops", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ctxlab-watch-"));
    const file = path.join(dir, "s.jsonl");
    fs.writeFileSync(file, user("hello") + assistant("m1", "hi there", 20_000));
    const p = spawn(process.execPath, [path.join(ROOT, "bin/context-lab.mjs"), "watch", file, "--once"], { cwd: ROOT });
    let out = "";
    p.stdout.on("data", (d) => (out += String(d)));
    const code = await new Promise((r) => p.on("exit", r));
    expect(code).toBe(0);
    expect(out).toMatch(/hi there/);
    // one request: no rate yet
    expect(out).toMatch(/forecast: .*too few requests since the last compaction for a rate/);
  }, 60_000);
});
