import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawnSync } from "node:child_process";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fidelityCommand, sessionFiles } from "./fidelity";
import { NDJSON_COLUMNS } from "./fidelity-ndjson";
import { defaultThreads, largestFirst } from "./fidelity-pool";

const ROOT = path.resolve(__dirname, "..");
/** The built CLI, as a user runs it: only the build has the worker threads' entry. */
const bin = (...args: string[]) =>
  spawnSync(process.execPath, [path.join(ROOT, "bin/context-lab.mjs"), ...args], { cwd: ROOT, encoding: "utf8", timeout: 120_000 });

afterEach(() => vi.restoreAllMocks());

const text = (tokens: number) => "a".repeat(tokens * 4);
const u = (input: number, out: number) => ({
  input_tokens: input,
  cache_creation_input_tokens: 0,
  cache_read_input_tokens: 0,
  output_tokens: out,
});
const rec = (o: object) => JSON.stringify({ sessionId: "s", version: "2.1.30", ...o });

/** A ~/.claude/projects folder: one session with a subagent folder, and an old-style agent file. */
function projects(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "ctxlab-fid-"));
  const proj = path.join(root, "-home-dev-app");
  fs.mkdirSync(path.join(proj, "s1", "subagents"), { recursive: true });
  const lines = [
    rec({ type: "user", uuid: "1", message: { role: "user", content: text(100) } }),
    rec({
      type: "assistant",
      uuid: "2",
      message: { id: "m1", role: "assistant", content: [{ type: "text", text: text(50) }], usage: u(15_060, 0) },
    }),
    rec({ type: "user", uuid: "3", message: { role: "user", content: text(153_000) } }),
    // 15,060 + 153,000 = 168,060 >= A = 167,000 (2.1.30: cc-2.1.88)
    rec({ type: "system", subtype: "compact_boundary", uuid: "4", compactMetadata: { trigger: "auto", preTokens: 168_060 } }),
    rec({ type: "user", uuid: "5", isCompactSummary: true, message: { role: "user", content: text(300) } }),
    rec({
      type: "assistant",
      uuid: "6",
      message: { id: "m2", role: "assistant", content: [{ type: "text", text: text(10) }], usage: u(15_300, 10) },
    }),
    rec({ type: "ai-title", aiTitle: "x" }),
  ];
  fs.writeFileSync(path.join(proj, "s1.jsonl"), lines.join("\n"));
  const agent = rec({ type: "user", uuid: "a1", isSidechain: true, agentId: "x", message: { role: "user", content: "go" } });
  fs.writeFileSync(path.join(proj, "s1", "subagents", "agent-x.jsonl"), agent);
  fs.writeFileSync(path.join(proj, "agent-old.jsonl"), agent);
  return root;
}

describe("fidelity", () => {
  it("finds sessions in a projects folder; subagent files are attached, not counted", () => {
    const root = projects();
    const { sessions, subagentFiles } = sessionFiles([root]);
    expect(sessions.map((s) => path.basename(s))).toEqual(["s1.jsonl"]);
    expect(subagentFiles).toBe(2);
  });

  it("--json: one recorded compaction matched within one round, nothing extra", async () => {
    let out = "";
    vi.spyOn(process.stdout, "write").mockImplementation((s: string | Uint8Array) => ((out += String(s)), true));
    expect(await fidelityCommand([projects(), "--json"])).toBe(0);
    const doc = JSON.parse(out);
    expect(doc.sessions).toHaveLength(1);
    expect(doc.sessions[0]).toMatchObject({
      version: "2.1.30",
      preset: "cc-2.1.88",
      recorded: 1,
      matched: 1,
      matchedByEstimate: 1,
      missed: 0,
      extra: 0,
      subagents: 1,
    });
    expect(doc.total).toMatchObject({ sessions: 1, recorded: 1, matched: 1, missed: 0, extra: 0 });
    expect(Object.keys(doc.byVersion)).toEqual(["2.1.30"]);
  });

  it("--ndjson: one row a file with every column, an unreadable file named with its problem", async () => {
    const root = projects();
    const proj = path.join(root, "-home-dev-app");
    fs.writeFileSync(path.join(proj, "notes.jsonl"), "not json at all\n");
    let out = "";
    vi.spyOn(process.stdout, "write").mockImplementation((s: string | Uint8Array) => ((out += String(s)), true));
    expect(await fidelityCommand([root, "--ndjson", "--threads", "1"])).toBe(0);
    const rows = out
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(rows).toHaveLength(2);
    for (const r of rows) expect(Object.keys(r)).toEqual([...NDJSON_COLUMNS]);
    const s1 = rows.find((r) => r.file.endsWith("s1.jsonl"));
    // the session of projects(): one auto compaction recorded and predicted in its round
    expect(s1).toMatchObject({
      project: "-home-dev-app",
      session_id: "s",
      problem: null,
      version: "2.1.30",
      compactions_recorded: 1,
      compactions_matched: 1,
      compactions_missed: 0,
      subagents: 1,
      estimator: "chars4",
    });
    const bad = rows.find((r) => r.file.endsWith("notes.jsonl"));
    expect(bad.problem).toMatch(/./);
    expect(bad.compactions_recorded).toBeNull();
  });

  it("--ndjson writes each session's row as it is done, before the next session is read", async () => {
    // b.jsonl is not a session until a.jsonl's row is written: a row written only at the end would
    // find it unreadable; written as it goes, b is read after and is the session a was
    const proj = path.join(projects(), "-home-dev-app");
    const session = fs.readFileSync(path.join(proj, "s1.jsonl"), "utf8");
    fs.renameSync(path.join(proj, "s1.jsonl"), path.join(proj, "a.jsonl"));
    fs.writeFileSync(path.join(proj, "b.jsonl"), "not yet\n");
    const rows: { file: string; problem: string | null; compactions_recorded: number | null }[] = [];
    vi.spyOn(process.stdout, "write").mockImplementation((s: string | Uint8Array) => {
      for (const l of String(s).split("\n").filter(Boolean)) rows.push(JSON.parse(l));
      if (rows.length === 1) fs.writeFileSync(path.join(proj, "b.jsonl"), session);
      return true;
    });
    expect(await fidelityCommand([proj, "--ndjson", "--threads", "1"])).toBe(0);
    expect(rows.map((r) => [path.basename(r.file), r.problem, r.compactions_recorded])).toEqual([
      ["a.jsonl", null, 1],
      ["b.jsonl", null, 1],
    ]);
  });

  it("--threads: out of range is a usage error naming the flag", async () => {
    let err = "";
    vi.spyOn(process.stderr, "write").mockImplementation((s: string | Uint8Array) => ((err += String(s)), true));
    expect(await fidelityCommand([projects(), "--threads", "0"])).toBe(2);
    expect(err).toMatch(/--threads must be a whole number from 1 to 64/);
  });
});

describe("fidelity on worker threads (the built CLI)", () => {
  /** Three copies of the session of projects() under other names, and a file that is no session. */
  function folder(): string {
    const root = projects();
    const proj = path.join(root, "-home-dev-app");
    for (const n of ["s2", "s3"]) fs.copyFileSync(path.join(proj, "s1.jsonl"), path.join(proj, `${n}.jsonl`));
    fs.writeFileSync(path.join(proj, "broken.jsonl"), "{");
    return root;
  }

  it("two threads print the same report as one", () => {
    const root = folder();
    const one = bin("fidelity", root, "--json", "--threads", "1");
    const two = bin("fidelity", root, "--json", "--threads", "2");
    expect(one.status, one.stderr).toBe(0);
    expect(two.status, two.stderr).toBe(0);
    expect(two.stdout).toBe(one.stdout);
    const doc = JSON.parse(two.stdout);
    // s1, s2, s3 alike: 3 recorded compactions, each matched; broken.jsonl is not judged
    expect(doc.sessions.map((s: { file: string }) => path.basename(s.file))).toEqual(["s1.jsonl", "s2.jsonl", "s3.jsonl"]);
    expect(doc.total).toMatchObject({ sessions: 3, recorded: 3, matched: 3 });
    // the text says how many threads ran: two, not a quiet fall-back to one
    expect(bin("fidelity", root, "--threads", "2").stdout).toMatch(/estimator chars4, 2 threads;/);
  });

  it("--ndjson on two threads: a row for every file, whatever order they finish in", () => {
    const r = bin("fidelity", folder(), "--ndjson", "--threads", "2");
    expect(r.status, r.stderr).toBe(0);
    const rows = r.stdout
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(rows.map((x) => path.basename(x.file)).sort()).toEqual(["broken.jsonl", "s1.jsonl", "s2.jsonl", "s3.jsonl"]);
    expect(rows.filter((x) => x.compactions_matched === 1)).toHaveLength(3);
  });
});

describe("fidelity's default number of threads", () => {
  it("one a free core: the cores less the load average, at most the files, at least one", () => {
    // 8 cores, load 2.5: 8 - 2 = 6 free
    expect(defaultThreads(100, 8, 2.5)).toBe(6);
    // fewer files than free cores
    expect(defaultThreads(3, 8, 0)).toBe(3);
    // every core busy: one thread
    expect(defaultThreads(100, 2, 11)).toBe(1);
    expect(defaultThreads(0, 2, 0)).toBe(1);
  });
});

describe("the order fidelity's threads take the files in", () => {
  it("largest first, ties in file order, a file that could not be sized (0) last", () => {
    // sizes of files 0..5: 300, 0, 1000, 300, 50, 1000 bytes
    expect(largestFirst([300, 0, 1000, 300, 50, 1000])).toEqual([2, 5, 0, 3, 4, 1]);
    expect(largestFirst([])).toEqual([]);
  });
});
