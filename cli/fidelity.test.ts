import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fidelityCommand, sessionFiles } from "./fidelity";

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
});
