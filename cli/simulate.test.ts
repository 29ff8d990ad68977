import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { parseWindow, simulateCommand } from "./simulate";
import { TRUNCATION_MARKER } from "../lib/skills/reattach";
import { continuedSession, RecordedSession, usage } from "../test-support/recorded-session";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ctxlab-sim-"));
const write = (name: string, doc: unknown) => {
  const p = path.join(dir, name);
  fs.writeFileSync(p, typeof doc === "string" ? doc : JSON.stringify(doc));
  return p;
};

const scenario = {
  format: "context-lab-scenario",
  version: 1,
  startup: [{ category: "system", label: "System", tokens: 20_000 }],
  events: [
    { type: "user", text: "go", tokens: 100 },
    { type: "tool", name: "Read", input: { file_path: "a.ts" }, useTokens: 50, resultTokens: 146_850 },
    { type: "assistant", text: "done", tokens: 10 },
    { type: "compact", instructions: "keep it short" },
  ],
};

function capture() {
  let out = "";
  let err = "";
  vi.spyOn(process.stdout, "write").mockImplementation((s: string | Uint8Array) => ((out += String(s)), true));
  vi.spyOn(process.stderr, "write").mockImplementation((s: string | Uint8Array) => ((err += String(s)), true));
  return { out: () => out, err: () => err };
}

afterEach(() => vi.restoreAllMocks());

describe("parseWindow", () => {
  it("reads 200000, 200k, 1m, 1,000,000", () => {
    expect(parseWindow("200000")).toBe(200_000);
    expect(parseWindow("200k")).toBe(200_000);
    expect(parseWindow("1M")).toBe(1_000_000);
    expect(parseWindow("1,000,000")).toBe(1_000_000);
    expect(parseWindow("lots")).toBeNull();
    expect(parseWindow("0")).toBeNull();
  });
});

describe("simulate command", () => {
  it("--json prints settings, steps, compactions and recorded", async () => {
    const file = write("s.json", scenario);
    const io = capture();
    expect(await simulateCommand([file, "--json"])).toBe(0);
    const out = JSON.parse(io.out());
    expect(out.settings).toMatchObject({
      window: 200_000,
      effectiveWindow: 180_000,
      autoCompactThreshold: 167_000,
      warningThreshold: 147_000,
      blockingThreshold: 177_000,
    });
    expect(out.steps).toBe(5);
    // 20,000 + 100 + 50 + 146,850 = 167,000 at the request of e3
    expect(out.compactions.map((c: Record<string, unknown>) => [c.step, c.tier, c.trigger, c.tokensBefore, c.cutIndex])).toEqual([
      [3, "full", "auto", 167_000, 3],
      [4, "full", "manual", expect.any(Number), 4],
    ]);
    expect(Object.keys(out.compactions[0]).slice(0, 8)).toEqual([
      "step",
      "tier",
      "trigger",
      "ok",
      "tokensBefore",
      "tokensAfter",
      "cutIndex",
      "summarisedTokens",
    ]);
    expect(out.recorded).toEqual([]);
  });

  it("--preset and --window change the thresholds", async () => {
    const file = write("s.json", scenario);
    const io = capture();
    expect(await simulateCommand([file, "--json", "--window", "1m", "--preset", "seed"])).toBe(0);
    const out = JSON.parse(io.out());
    expect(out.preset).toBe("seed");
    expect(out.settings.autoCompactThreshold).toBe(967_000);
    expect(out.compactions.map((c: Record<string, unknown>) => c.trigger)).toEqual(["manual"]);
  });

  it("prints a readable table without --json", async () => {
    const file = write("s.json", scenario);
    const io = capture();
    expect(await simulateCommand([file])).toBe(0);
    expect(io.out()).toContain("auto-compact 167,000");
    expect(io.out()).toMatch(/3 {2}Full compaction +auto +167,000/);
  });

  it("errors go to stderr with a non-zero exit", async () => {
    const io = capture();
    expect(await simulateCommand([])).toBe(2);
    expect(await simulateCommand([path.join(dir, "missing.jsonl")])).toBe(2);
    expect(await simulateCommand([write("s.json", scenario), "--preset", "x"])).toBe(2);
    expect(await simulateCommand([write("s.json", scenario), "--estimator", "bpe"])).toBe(2);
    expect(await simulateCommand([write("bad.json", { a: 1 })])).toBe(1);
    expect(io.out()).toBe("");
    expect(io.err().split("\n").filter(Boolean)).toHaveLength(5);
  });
});

describe("simulate --json lines, rounds and --trace", () => {
  it("gives each compaction its file line and round, and --trace one entry per event", async () => {
    const text = (tokens: number) => "a".repeat(tokens * 4);
    const u = (input: number, out: number) => ({
      input_tokens: input,
      cache_creation_input_tokens: 0,
      cache_read_input_tokens: 0,
      output_tokens: out,
    });
    const lines = [
      JSON.stringify({ type: "user", uuid: "1", sessionId: "s", version: "2.1.19", message: { role: "user", content: text(100) } }),
      JSON.stringify({
        type: "assistant",
        uuid: "2",
        sessionId: "s",
        version: "2.1.19",
        message: { id: "m1", role: "assistant", content: [{ type: "text", text: text(50) }], usage: u(15_060, 0) },
      }),
      JSON.stringify({ type: "user", uuid: "3", sessionId: "s", version: "2.1.19", message: { role: "user", content: text(141_000) } }),
      JSON.stringify({
        type: "system",
        subtype: "compact_boundary",
        uuid: "4",
        sessionId: "s",
        version: "2.1.19",
        compactMetadata: { trigger: "auto", preTokens: 156_060 },
      }),
      JSON.stringify({
        type: "user",
        uuid: "5",
        sessionId: "s",
        version: "2.1.19",
        isCompactSummary: true,
        message: { role: "user", content: text(300) },
      }),
      JSON.stringify({
        type: "assistant",
        uuid: "6",
        sessionId: "s",
        version: "2.1.19",
        message: { id: "m2", role: "assistant", content: [{ type: "text", text: text(10) }], usage: u(15_300, 10) },
      }),
    ];
    const file = write("v.jsonl", lines.join("\n"));
    const io = capture();
    expect(await simulateCommand([file, "--json", "--trace"])).toBe(0);
    const out = JSON.parse(io.out());
    // 2.1.19: A = 155,000 (docs/versions.md); 15,060 + 141,000 = 156,060 at the boundary on line 4
    expect(out.version).toMatchObject({ chosen: "cc-2.1.20", version: "2.1.19", known: true });
    expect(out.settings.autoCompactThreshold).toBe(155_000);
    expect(out.mode).toBe("replay");
    expect(out.recorded).toEqual([
      expect.objectContaining({ line: 4, kind: "compact", taken: true, match: expect.objectContaining({ roundDiff: 0, tokenDiff: 0 }) }),
    ]);
    expect(out.compactions.map((c: Record<string, unknown>) => [c.line, c.round, c.predicted])).toEqual([[4, out.recorded[0].round, true]]);
    expect(out.trace).toHaveLength(6);
    expect(out.trace.map((t: { line: number }) => t.line)).toEqual([1, 2, 3, 4, 5, 6]);
    // m1 records an output of 0 for 50 tokens of text, a count that cannot be true (rules.md#untrue-output):
    // the meter counts its 50, 15,060 + 50 = 15,110, and 156,110 with the prompt; after the boundary: the
    // system prompt and tools (15,060 - 150 = 14,910), the summary, then m2's usage 15,310
    expect(out.trace.map((t: { tokens: number }) => t.tokens)).toEqual([100 + 14_910, 15_110, 156_110, 14_910, 15_210, 15_310]);
  });
});

describe("simulate: what came back at each recorded compaction", () => {
  // a body record of 28,687 characters (header included), a bundled skill, two Reads, a boundary and
  // what Claude Code wrote after it
  const header = "Base directory for this skill: /home/dev/.claude/skills/notes\n\n";
  const notes = header + "Write one line per change.\n".repeat(1_200).slice(0, 28_687 - header.length);
  const s = new RecordedSession();
  s.prompt("Notes, then tidy up.")
    .skill("t1", "notes", notes, usage(10, 15_000, 0, 20))
    .skill("t2", "simplify", "Review the changed code and fix what you find.\n".repeat(40))
    .tool("t3", "Read", { file_path: "/w/a.ts" }, "a\n".repeat(500), usage(5, 500, 15_000, 10))
    .boundary("auto", 168_000, 8_000)
    .summary("Done so far.")
    .attachment({
      type: "invoked_skills",
      skills: [
        { name: "simplify", path: "bundled", content: "Review the changed code and fix what you find.\n".repeat(40) },
        { name: "notes", path: "/home/dev/.claude/skills/notes", content: notes.slice(0, 19_900) + TRUNCATION_MARKER },
      ],
    })
    .attachment({ type: "compact_file_reference", filename: "/w/b.ts", displayPath: "b.ts" })
    .prompt("Go on.")
    .text("Going on.", usage(5, 12_000, 15_000, 10));
  const file = write("came-back.jsonl", s.toString());

  it("--json gives reattached and ruleReattached in the same shape", async () => {
    const io = capture();
    expect(await simulateCommand([file, "--json"])).toBe(0);
    const out = JSON.parse(io.out());
    const r = out.recorded.find((x: { kind: string }) => x.kind === "compact");
    // the recording: simplify (1,880 characters: 47 x 40), notes cut to 20,000; one file named only
    expect(r.reattached).toEqual({
      skills: [
        { name: "simplify", chars: 1_880 },
        { name: "notes", chars: 20_000 },
      ],
      files: [{ path: "/w/b.ts" }],
    });
    // the rules: the same skills; the file they re-attach is the one read, /w/a.ts
    expect(r.ruleReattached).toEqual({
      skills: [
        { name: "simplify", chars: 1_880 },
        { name: "notes", chars: 20_000 },
      ],
      files: [{ path: "/w/a.ts" }],
    });
    expect(r.agreement.skillsEqual).toBe(true);
    expect(r.agreement.files.map((f: { path: string; mark: string }) => [f.path, f.mark])).toEqual([
      ["/w/b.ts", "only-recorded"],
      ["/w/a.ts", "only-rules"],
    ]);
  });

  it("prints what came back under the recorded compaction", async () => {
    const io = capture();
    expect(await simulateCommand([file])).toBe(0);
    expect(io.out()).toMatch(/what came back \(recorded \| rules\): skills equal, files 0 the same of 1 recorded and 1 by the rules/);
    expect(io.out()).toMatch(/skill notes\s+20,000 \|\s+20,000 chars\s+same\s+cut at character 19,900 of 28,687, in both/);
    expect(io.out()).toMatch(/file {2}\/w\/b\.ts {2}only in the recording \(named only, too large to re-read\)/);
  });
});

describe("simulate: a file that starts mid-conversation", () => {
  // a 2.0.76 file whose first message answers a record of another file, no request after its
  // compaction: the system prompt + tools are 2.0.x's usual 31,629, and the rest of the first
  // request's overhead (about 60,100 - 31,629, 28,4xx) was an earlier conversation
  const file = write("continued.jsonl", continuedSession());

  it("says how much of the first request was earlier conversation, and the size it keeps", async () => {
    const io = capture();
    expect(await simulateCommand([file])).toBe(0);
    expect(io.out()).toMatch(/system prompt \+ tools inferred from the first usage: 31,629/);
    expect(io.out()).toMatch(/starts mid-conversation: about 28,4\d\d tokens of the first request were earlier conversation/);
  });
});

describe("simulate: a first request that implies no system prompt + tools", () => {
  // a prompt of 4,000 characters (1,000 tokens, chars/4) and a reply recording 500 in and 100 out:
  // less than the file holds before it, so no size can be inferred and the walk takes 2.1.120's
  // usual 26,900 (rules.md#model-streams); the report says so, not that it was inferred
  const s = new RecordedSession("2.1.120");
  s.prompt("a".repeat(4000)).text("b".repeat(400), usage(0, 500, 0, 100));
  const file = write("implies-none.jsonl", s.toString());

  it("names the version's usual size as where the figure comes from", async () => {
    const io = capture();
    expect(await simulateCommand([file])).toBe(0);
    expect(io.out()).toMatch(/system prompt \+ tools: 26,900, the usual size for Claude Code 2\.1\.120 \(the first usage implied none\)/);
    expect(io.out()).not.toMatch(/inferred from the first usage/);
  });
});

describe("simulate --fork-at: the rules alone from a line", () => {
  // two rounds, then a boundary at 168,000 with a large recorded drop; forked before it, the rules
  // never see the boundary and carry on from their own count
  const s = new RecordedSession();
  s.prompt("Start.")
    .text("a".repeat(400), usage(10, 20_000, 0, 100)) // line 2: 20,110
    .prompt("b".repeat(4_000)) // line 3: +1,000
    .text("c".repeat(400), usage(10, 1_100, 20_000, 100)) // line 4: 21,210
    .boundary("auto", 168_000, 5_000) // line 5
    .summary("Summary.")
    .prompt("Again.")
    .text("d".repeat(40), usage(10, 6_000, 15_000, 10));
  const file = write("fork.jsonl", s.toString());

  it("follows the recording up to the line and ignores it after", async () => {
    const io = capture();
    expect(await simulateCommand([file, "--fork-at", "5", "--json"])).toBe(0);
    const out = JSON.parse(io.out());
    expect(out.mode).toBe("what-if");
    expect(out.fork).toMatchObject({ line: 5, reason: expect.stringMatching(/rules alone from here/) });
    // the recorded boundary is listed, not taken: the rules' context never dropped
    expect(out.recorded[0]).toMatchObject({ line: 5, taken: false });
    expect(out.final.tokens).toBeGreaterThan(21_000);
  });

  it("refuses a line past the end and a scenario", async () => {
    const io = capture();
    expect(await simulateCommand([file, "--fork-at", "999"])).toBe(2);
    expect(io.err()).toMatch(/--fork-at 999 is past the last record/);
    expect(await simulateCommand([file, "--fork-at", "x"])).toBe(2);
    expect(io.err()).toMatch(/--fork-at must be a line number/);
  });
});
