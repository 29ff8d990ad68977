import { describe, expect, it } from "vitest";
import { ingest } from "./ingest";
import { parseJsonl } from "./jsonl";

const base = {
  isSidechain: false,
  userType: "external",
  cwd: "/home/dev/app",
  sessionId: "0b6c1c9e-3f57-4d7e-9a55-4f5c7d2d1a10",
  version: "2.1.88",
  gitBranch: "main",
};
let n = 0;
const uuid = () => `00000000-0000-4000-8000-${String(++n).padStart(12, "0")}`;
const usage = (input: number, create: number, read: number, out: number) => ({
  input_tokens: input,
  cache_creation_input_tokens: create,
  cache_read_input_tokens: read,
  output_tokens: out,
  service_tier: "standard",
});
const user = (content: unknown, more: object = {}) => ({
  ...base,
  type: "user",
  uuid: uuid(),
  timestamp: "2026-03-02T10:00:00.000Z",
  message: { role: "user", content },
  ...more,
});
const assistant = (id: string, block: object, u = usage(4, 100, 14000, 50), more: object = {}) => ({
  ...base,
  type: "assistant",
  uuid: uuid(),
  requestId: `req_${id}`,
  timestamp: "2026-03-02T10:00:05.000Z",
  message: {
    id,
    type: "message",
    role: "assistant",
    model: "claude-sonnet-4-5-20250929",
    content: [block],
    stop_reason: null,
    stop_sequence: null,
    usage: u,
  },
  ...more,
});
const jsonl = (...records: unknown[]) => records.map((r) => JSON.stringify(r)).join("\n") + "\n";

describe("Claude Code JSONL", () => {
  it("merges streaming splits into one API round and counts their usage once", () => {
    const u = usage(3, 2_000, 14_000, 180);
    const s = parseJsonl(
      jsonl(
        user("Fix the failing test in auth.ts"),
        assistant("msg_01A", { type: "thinking", thinking: "Look at the test first.", signature: "sig" }, u),
        assistant("msg_01A", { type: "text", text: "Reading the test." }, u),
        assistant("msg_01A", { type: "tool_use", id: "toolu_1", name: "Read", input: { file_path: "/app/auth.test.ts" } }, u),
        user([{ type: "tool_result", tool_use_id: "toolu_1", content: "test('refresh', ...)" }]),
        assistant("msg_01B", { type: "text", text: "Found it." }, usage(3, 300, 16_000, 40)),
      ),
      { name: "t.jsonl" },
    );
    expect(s.format).toBe("claude-code-jsonl");
    expect(s.events.map((e) => e.group)).toEqual([0, 1, 1, 1, 1, 2]);
    expect(s.groups).toHaveLength(3);
    expect(s.groups[1]).toMatchObject({ start: 1, end: 4, messageId: "msg_01A" });
    // three records repeat one usage: only the last of them counts
    expect(s.events.filter((e) => e.usageCounted).map((e) => e.i)).toEqual([3, 5]);
    expect(s.toolPairs).toEqual([{ id: "toolu_1", name: "Read", use: 3, result: 4 }]);
    expect(s.warnings).toEqual([]);
    expect(s.meta).toMatchObject({ sessionId: base.sessionId, version: "2.1.88", model: "claude-sonnet-4-5-20250929" });
  });

  it("reports broken lines by number and reason and loads the rest", () => {
    const good = jsonl(user("one"), assistant("msg_1", { type: "text", text: "two" }));
    const text =
      good +
      '{"type":"user", "message": {\n' +
      "\n" +
      "42\n" +
      JSON.stringify(user("three")) +
      "\n" +
      '{"type":"assistant","uuid":"x","mess';
    const s = parseJsonl(text, { name: "broken.jsonl" });
    expect(s.events.map((e) => e.kind)).toEqual(["user", "assistant", "user"]);
    expect(s.errors.map((e) => e.line)).toEqual([3, 5, 7]);
    expect(s.errors[0].message).toMatch(/^invalid JSON/);
    expect(s.errors[1].message).toMatch(/not a record: a JSON number/);
    expect(s.errors[2].message).toMatch(/^truncated last line/);
  });

  it("recognises compact boundaries, compact summaries and /compact commands", () => {
    const s = parseJsonl(
      jsonl(
        user(
          "<command-name>/compact</command-name>\n<command-message>compact</command-message>\n<command-args>keep the plan</command-args>",
        ),
        {
          ...base,
          type: "system",
          subtype: "compact_boundary",
          content: "Conversation compacted",
          isMeta: false,
          level: "info",
          parentUuid: null,
          logicalParentUuid: "abc",
          uuid: uuid(),
          timestamp: "2026-03-02T11:00:00.000Z",
          compactMetadata: { trigger: "manual", preTokens: 171_234, postTokens: 9_800 },
        },
        user("This session is being continued from a previous conversation that ran out of context.", {
          isCompactSummary: true,
          isVisibleInTranscriptOnly: true,
        }),
      ),
      { name: "c.jsonl" },
    );
    expect(s.events.map((e) => e.kind)).toEqual(["compact-command", "compact-boundary", "compact-summary"]);
    expect(s.events[0].compact).toEqual({ trigger: "manual", instructions: "keep the plan" });
    expect(s.events[1].compact).toEqual({ trigger: "manual", preTokens: 171_234, postTokens: 9_800 });
    // fields the reader does not model are kept
    expect(s.events[1].extra).toMatchObject({ level: "info", logicalParentUuid: "abc" });
    expect(s.events[2].extra).toMatchObject({ isVisibleInTranscriptOnly: true });
  });

  it("recognises a Skill invocation by its three records, and a slash-command skill", () => {
    const s = parseJsonl(
      jsonl(
        user("fill the tax form"),
        assistant("msg_1", { type: "tool_use", id: "toolu_s", name: "Skill", input: { skill: "pdf-forms" } }),
        user([{ type: "tool_result", tool_use_id: "toolu_s", content: "Launching skill: pdf-forms" }]),
        user([{ type: "text", text: "Base directory for this skill: /home/dev/.claude/skills/pdf-forms\n\n# PDF forms\nStep 1" }], {
          isMeta: true,
        }),
        user("<command-message>review-pr is running…</command-message>\n<command-name>/review-pr</command-name>"),
        user([{ type: "text", text: "Base directory for this skill: /home/dev/.claude/skills/review\n\n# Review" }], { isMeta: true }),
      ),
      { name: "s.jsonl" },
    );
    expect(s.events[1].skill).toEqual({ name: "pdf-forms", phase: "tool_use" });
    expect(s.events[2].skill).toEqual({ name: "pdf-forms", phase: "launch" });
    expect(s.events[3].kind).toBe("skill-body");
    expect(s.skills).toEqual([
      { name: "pdf-forms", event: 3, dir: "/home/dev/.claude/skills/pdf-forms", body: "# PDF forms\nStep 1" },
      // the body takes the command's name, not its folder's
      { name: "review-pr", event: 5, dir: "/home/dev/.claude/skills/review", body: "# Review" },
    ]);
  });

  it("keeps sidechain records apart and unknown record types and fields", () => {
    const s = parseJsonl(
      jsonl(
        user("go"),
        { ...user("sub prompt"), isSidechain: true, agentId: "a1" },
        { type: "queue-operation", operation: "enqueue", sessionId: base.sessionId, timestamp: "2026-03-02T10:00:00Z", content: "later" },
        { type: "file-history-snapshot", messageId: "m", snapshot: { trackedFileBackups: {} } },
        { ...assistant("msg_1", { type: "text", text: "ok" }), futureField: { nested: 1 } },
      ),
      { name: "x.jsonl" },
    );
    expect(s.events.map((e) => e.kind)).toEqual(["user", "bookkeeping", "bookkeeping", "assistant"]);
    expect(s.sidechain).toHaveLength(1);
    expect(s.sidechain[0].extra.agentId).toBe("a1");
    expect(s.unknownTypes).toEqual({});
    expect(s.events[3].extra.futureField).toEqual({ nested: 1 });
    const u = parseJsonl(jsonl(user("a"), { type: "brand-new-type", uuid: "z", payload: [1, 2] }), { name: "u.jsonl" });
    expect(u.unknownTypes).toEqual({ "brand-new-type": 1 });
    expect(u.events[1]).toMatchObject({ kind: "unknown", recordType: "brand-new-type", extra: { payload: [1, 2] } });
  });

  it("flags orphan tool_results and tool_uses that never got an answer", () => {
    const s = parseJsonl(
      jsonl(
        user([{ type: "tool_result", tool_use_id: "toolu_gone", content: "x" }]),
        assistant("msg_1", { type: "tool_use", id: "toolu_a", name: "Bash", input: { command: "ls" } }),
        user("never mind"),
        assistant("msg_2", { type: "tool_use", id: "toolu_b", name: "Read", input: {} }),
      ),
      { name: "o.jsonl" },
    );
    expect(s.warnings.map((w) => w.message)).toEqual([
      "orphan tool_result: no tool_use with id toolu_gone before it",
      "orphan tool_use: Bash (toolu_a) has no tool_result",
    ]);
  });

  it("tolerates CRLF, a BOM and image blocks", () => {
    const text =
      "\ufeff" +
      jsonl(user([{ type: "image", source: { type: "base64", media_type: "image/png", data: "iVBORw0KGgo=" } }])).replace(/\n/g, "\r\n");
    const s = ingest(text, "crlf.jsonl");
    expect(s.errors).toEqual([]);
    expect(s.events[0].blocks[0]).toEqual({ type: "image", mediaType: "image/png", sizeBytes: 8 });
  });
});

describe("reading in pieces", () => {
  it("gives the same session wherever the chunks split (CRLF, BOM and UTF-8 included)", async () => {
    const fc = (await import("fast-check")).default;
    const { JsonlReader } = await import("./jsonl");
    const { ingestChunks } = await import("./ingest");
    const fs = await import("node:fs");
    const path = await import("node:path");
    const text =
      "\ufeff" +
      fs.readFileSync(path.resolve(__dirname, "../../fixtures/sessions/broken.jsonl"), "utf8").replace(/\n/g, "\r\n") +
      '\n{"type":"user","uuid":"k","message":{"role":"user","content":"한국어 줄"}}';
    const whole = parseJsonl(text, { name: "b.jsonl" });
    const shape = (s: ReturnType<typeof parseJsonl>) =>
      JSON.stringify([s.events.map((e) => [e.line, e.kind, e.blocks.length]), s.errors, s.bytes]);
    fc.assert(
      fc.property(fc.array(fc.nat({ max: text.length }), { maxLength: 12 }), (cuts) => {
        const at = [...new Set(cuts)].sort((a, b) => a - b);
        const pieces: string[] = [];
        let prev = 0;
        for (const c of at) {
          pieces.push(text.slice(prev, c));
          prev = c;
        }
        pieces.push(text.slice(prev));
        const r = new JsonlReader({ name: "b.jsonl" });
        pieces.forEach((p) => r.push(p));
        expect(shape(r.end())).toBe(shape(whole));
        expect(shape(ingestChunks(pieces, "b.jsonl"))).toBe(shape(whole));
      }),
      { numRuns: 200, seed: 5 },
    );
  });
});

describe("two files joined", () => {
  it("reads a record whose line starts with a byte-order mark, and says where the files were joined", () => {
    const a = '{"type":"user","uuid":"u1","sessionId":"s","message":{"role":"user","content":"one"}}';
    const b = '\ufeff{"type":"user","uuid":"u2","sessionId":"s","message":{"role":"user","content":"two"}}';
    const s = ingest(`\ufeff${a}\n${b}\n`, "joined.jsonl");
    expect(s.events.map((e) => e.uuid)).toEqual(["u1", "u2"]);
    expect(s.errors).toEqual([]);
    expect(s.warnings).toContainEqual({
      line: 2,
      message: "starts with a byte-order mark (U+FEFF), as a file does: two files joined here? Read without it",
    });
  });

  it("writes an invisible character in a broken line's message as its escape", () => {
    const s = ingest('{"type":"user","uuid":"u1","sessionId":"s","message":{"role":"user","content":"one"}}\n\u200b{"type":\n', "z.jsonl");
    expect(s.errors).toHaveLength(1);
    expect(s.errors[0].message).toContain("\\u200b");
    expect(s.errors[0].message).not.toContain("\u200b");
  });
});
