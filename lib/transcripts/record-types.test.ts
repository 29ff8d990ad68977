// The record types of current Claude Code, one by one, read from records written the way real
// sessions write them (field names and shapes as measured; text of our own).
import { describe, expect, it } from "vitest";
import { analyze } from "../analyze";
import { usageTotal } from "../model";
import { JsonlReader, parseJsonl } from "./jsonl";
import { apiErrorStatus, BOOKKEEPING_TYPES, KNOWN_RECORD_TYPES, RECORD_TYPES } from "./record-types";
import { utf8Length } from "./utf8-bytes";

const sid = "5f0c2a7e-9d61-4c1b-8a33-2b7e6d1f0a44";
let n = 0;
const uuid = () => `00000000-0000-4000-8000-${String(++n).padStart(12, "0")}`;
const env = (version: string) => ({
  parentUuid: null,
  isSidechain: false,
  userType: "external",
  cwd: "/w",
  sessionId: sid,
  version,
  gitBranch: "main",
});
const user = (text: string, version = "2.1.220") => ({
  ...env(version),
  type: "user",
  uuid: uuid(),
  timestamp: "2026-08-01T10:00:00.000Z",
  message: { role: "user", content: text },
});
const usage = (input: number, creation: number, read: number, out: number) => ({
  input_tokens: input,
  cache_creation_input_tokens: creation,
  cache_read_input_tokens: read,
  output_tokens: out,
  service_tier: "standard",
});
const assistant = (id: string, text: string, u: object, version = "2.1.220") => ({
  ...env(version),
  type: "assistant",
  uuid: uuid(),
  requestId: `req_${id}`,
  timestamp: "2026-08-01T10:00:05.000Z",
  message: {
    model: "claude-opus-4-8",
    id,
    type: "message",
    role: "assistant",
    content: [{ type: "text", text }],
    stop_reason: null,
    stop_sequence: null,
    usage: u,
  },
});
const zero = {
  input_tokens: 0,
  output_tokens: 0,
  cache_creation_input_tokens: 0,
  cache_read_input_tokens: 0,
  server_tool_use: { web_search_requests: 0, web_fetch_requests: 0 },
  service_tier: null,
};
const synthetic = (text: string, isApiError: boolean, error?: string) => ({
  ...env("2.1.220"),
  type: "assistant",
  uuid: uuid(),
  timestamp: "2026-08-01T10:00:09.000Z",
  message: {
    id: uuid(),
    model: "<synthetic>",
    role: "assistant",
    stop_reason: "stop_sequence",
    stop_sequence: "",
    type: "message",
    usage: zero,
    content: [{ type: "text", text }],
  },
  ...(error ? { error } : {}),
  isApiErrorMessage: isApiError,
});
const jsonl = (...records: unknown[]) => records.map((r) => JSON.stringify(r)).join("\n") + "\n";
const read = (text: string) => parseJsonl(text, { name: "t.jsonl" });

describe("record types of current Claude Code", () => {
  it("reads every bookkeeping type as bookkeeping, kept and never counted unknown", () => {
    const records = [
      { type: "permission-mode", permissionMode: "acceptEdits", sessionId: sid },
      { type: "mode", mode: "default", sessionId: sid },
      { type: "ai-title", aiTitle: "Fix the lease retry", sessionId: sid },
      { type: "last-prompt", lastPrompt: "fix it", leafUuid: uuid(), sessionId: sid },
      { type: "last-prompt", lastPrompt: "fix it again", leafUuid: uuid(), sessionId: sid },
      { type: "queue-operation", operation: "enqueue", timestamp: "2026-08-01T10:00:00.000Z", sessionId: sid, content: "next" },
      { type: "file-history-snapshot", messageId: uuid(), snapshot: { trackedFileBackups: {} }, isSnapshotUpdate: false },
      {
        type: "file-history-delta",
        messageId: uuid(),
        snapshotMessageId: uuid(),
        trackingPath: "a.ts",
        backup: {},
        timestamp: "2026-08-01T10:00:00.000Z",
      },
      { type: "bridge-session", sessionId: sid, bridgeSessionId: "bs_1", lastSequenceNum: 0 },
      {
        type: "pr-link",
        sessionId: sid,
        prNumber: 7,
        prUrl: "https://git.example.invalid/p/7",
        prRepository: "p",
        timestamp: "2026-08-01T10:00:00.000Z",
      },
      {
        type: "progress",
        data: { type: "hook_progress" },
        toolUseID: "t",
        parentToolUseID: "t",
        uuid: uuid(),
        timestamp: "2026-08-01T10:00:00.000Z",
      },
      { type: "custom-title", customTitle: "lease work", sessionId: sid },
      { type: "summary", summary: "Lease retry fix", leafUuid: uuid() },
      { type: "agent-name", agentName: "reviewer", sessionId: sid },
      { type: "agent-setting", agentSetting: "claude", sessionId: sid },
      { type: "agent-color", agentColor: "red", sessionId: sid },
      { type: "relocated", relocatedCwd: "/w2", sessionId: sid },
      { type: "worktree-state", worktreeSession: { path: "/w2" }, sessionId: sid },
      { type: "atis-latch", atis: "x", sessionId: sid },
    ];
    const s = read(jsonl(...records));
    expect(s.events.map((e) => [e.recordType, e.kind])).toEqual(records.map((r) => [r.type, "bookkeeping"]));
    expect(s.unknownTypes).toEqual({});
    expect(s.errors).toEqual([]);
    // what each says is kept for the inspector
    expect(s.events[0].extra.permissionMode).toBe("acceptEdits");
    expect(s.events[3].extra.lastPrompt).toBe("fix it");
  });

  it("keeps and counts a type no version of the table knows", () => {
    const s = read(jsonl(user("hi"), { type: "hologram", sessionId: sid, x: 1 }, { type: "hologram", sessionId: sid, x: 2 }));
    expect(s.unknownTypes).toEqual({ hologram: 2 });
    expect(s.events.filter((e) => e.kind === "unknown").map((e) => e.extra.x)).toEqual([1, 2]);
  });

  it("names the title: the user's own over Claude Code's over a branch summary, the latest generated one", () => {
    const t = (...r: object[]) => read(jsonl(user("x"), ...r)).meta.title;
    expect(t({ type: "summary", summary: "first branch" }, { type: "summary", summary: "second branch" })).toBe("first branch");
    expect(
      t(
        { type: "summary", summary: "branch" },
        { type: "ai-title", aiTitle: "Early guess", sessionId: sid },
        { type: "ai-title", aiTitle: "Better title", sessionId: sid },
      ),
    ).toBe("Better title");
    expect(
      t({ type: "custom-title", customTitle: "mine", sessionId: sid }, { type: "ai-title", aiTitle: "generated", sessionId: sid }),
    ).toBe("mine");
  });

  it("reads a recorded microcompaction as its own kind with preTokens and tokensSaved", () => {
    const s = read(
      jsonl(user("go"), {
        ...env("2.1.17"),
        type: "system",
        subtype: "microcompact_boundary",
        content: "Context microcompacted",
        isMeta: false,
        timestamp: "2026-08-01T10:00:00.000Z",
        uuid: uuid(),
        level: "info",
        microcompactMetadata: {
          trigger: "auto",
          preTokens: 60_364,
          tokensSaved: 21_294,
          compactedToolIds: ["toolu_1", "toolu_2"],
          clearedAttachmentUUIDs: [],
        },
      }),
    );
    const mc = s.events[1];
    expect(mc.kind).toBe("microcompact-boundary");
    expect(mc.compact).toEqual({ trigger: "auto", preTokens: 60_364, tokensSaved: 21_294 });
    expect(mc.extra.microcompactMetadata).toBeUndefined();
    expect(analyze(s).microcompactions).toEqual([{ line: 2, trigger: "auto", preTokens: 60_364, tokensSaved: 21_294 }]);
    expect(analyze(s).compactions).toEqual([]);
  });

  it("reads a full compaction boundary's trigger and preTokens, and no tokensSaved", () => {
    const s = read(
      jsonl(user("go"), {
        ...env("2.1.19"),
        type: "system",
        subtype: "compact_boundary",
        content: "Conversation compacted",
        uuid: uuid(),
        timestamp: "2026-08-01T10:00:00.000Z",
        compactMetadata: { trigger: "auto", preTokens: 155_577, tokensSaved: 9 },
      }),
    );
    expect(s.events[1].kind).toBe("compact-boundary");
    expect(s.events[1].compact).toEqual({ trigger: "auto", preTokens: 155_577 });
  });

  it("takes API-error records as errors: no usage, so the last context is the last real response, never 0", () => {
    const real = usage(3, 1_200, 40_000, 310);
    const s = read(
      jsonl(
        user("summarise the design"),
        assistant("msg_A", "Here it is.", real),
        user("and the scheduler"),
        synthetic('API Error: 529 {"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}', true, "unknown"),
        synthetic("API Error: Request rejected (429) · over the rate limit", true, "rate_limit"),
        synthetic("Prompt is too long", true, "invalid_request"),
        synthetic("You've hit your session limit · resets 1pm", true, "rate_limit"),
      ),
    );
    const errors = s.events.filter((e) => e.kind === "api-error");
    expect(errors).toHaveLength(4);
    expect(errors.every((e) => e.usage === undefined && e.role === "assistant")).toBe(true);
    expect(errors.map((e) => e.extra.status)).toEqual([529, 429, 413, undefined]);
    expect(errors[1].extra.error).toBe("rate_limit");
    // an API error opens no API round of its own
    expect(s.groups).toHaveLength(2);
    const a = analyze(s);
    expect(a.lastContextTokens).toBe(3 + 1_200 + 40_000 + 310);
    expect(a.apiErrors.map((e) => e.status)).toEqual([529, 429, 413, null]);
  });

  it("takes no usage from Claude Code's own <synthetic> messages that are not errors", () => {
    const real = usage(2, 800, 20_000, 90);
    const s = read(jsonl(user("stop"), assistant("msg_B", "ok", real), synthetic("No response requested.", false)));
    const last = s.events[2];
    expect(last.kind).toBe("assistant");
    expect(last.usage).toBeUndefined();
    expect(analyze(s).lastContextTokens).toBe(usageTotal(real));
  });

  it("takes no all-zero usage (a stream cut before it began)", () => {
    const s = read(
      jsonl(user("go"), assistant("msg_E", "part", usage(2, 500, 30_000, 40)), user("more"), assistant("msg_F", "", usage(0, 0, 0, 0))),
    );
    expect(s.events[3].kind).toBe("assistant");
    expect(s.events[3].usage).toBeUndefined();
    expect(analyze(s).lastContextTokens).toBe(30_542);
  });

  it("reads an API error of a version that did not flag it from its <synthetic> model and text", () => {
    const rec = synthetic("API Error: 500 {}", false);
    delete (rec as Record<string, unknown>).isApiErrorMessage;
    expect(read(jsonl(user("x"), rec)).events[1].kind).toBe("api-error");
  });

  it("names the HTTP status an error text gives", () => {
    expect(apiErrorStatus('API Error: 529 {"type":"error"}')).toBe(529);
    expect(apiErrorStatus("API Error: 500 Internal")).toBe(500);
    expect(apiErrorStatus("API Error: Request rejected (429) · slow down")).toBe(429);
    expect(apiErrorStatus("Prompt is too long")).toBe(413);
    expect(apiErrorStatus("API Error: Connection error.")).toBeUndefined();
    expect(apiErrorStatus("You've hit your session limit")).toBeUndefined();
  });

  it("carries each record's version, and every version of the file in the order met", () => {
    const s = read(
      jsonl(
        user("a", "2.1.17"),
        assistant("msg_C", "b", usage(1, 1, 1, 1), "2.1.17"),
        user("c", "2.1.19"),
        { type: "ai-title", aiTitle: "t", sessionId: sid },
        user("d", "2.1.17"),
      ),
    );
    expect(s.events.map((e) => e.version)).toEqual(["2.1.17", "2.1.17", "2.1.19", undefined, "2.1.17"]);
    expect(s.meta.version).toBe("2.1.17");
    expect(s.meta.versions).toEqual(["2.1.17", "2.1.19"]);
    expect(s.events[0].extra.version).toBeUndefined();
  });

  it("has one row per type (and system subtype), every row's kind one the reader gives", () => {
    const keys = RECORD_TYPES.map((r) => `${r.type}/${r.subtype ?? ""}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const t of ["permission-mode", "ai-title", "last-prompt", "queue-operation", "file-history-snapshot", "progress", "summary"]) {
      expect(KNOWN_RECORD_TYPES.has(t)).toBe(true);
      expect(BOOKKEEPING_TYPES.has(t)).toBe(true);
    }
    for (const t of ["user", "assistant", "system", "attachment"]) expect(BOOKKEEPING_TYPES.has(t)).toBe(false);
  });
});

describe("sizes in UTF-8 bytes", () => {
  it("counts a Chinese session in UTF-8 bytes, not UTF-16 code units", () => {
    const text = jsonl(user("请检查缓存配置为什么在重启后丢失"), assistant("msg_D", "好的，我先读取配置文件。", usage(2, 10, 100, 20)));
    const s = read(text);
    // each of these CJK characters is 3 bytes in UTF-8 and 1 code unit in UTF-16
    const cjkChars = [..."请检查缓存配置为什么在重启后丢失好的，我先读取配置文件。"].length;
    expect(s.bytes).toBe(Buffer.byteLength(text, "utf8"));
    expect(s.bytes - text.length).toBe(2 * cjkChars);
    expect(analyze(s).bytes).toBe(Buffer.byteLength(text, "utf8"));
  });

  it("counts a character split across two chunks once, an emoji as four bytes", () => {
    const text = jsonl(user("ship it 🚀 — done"));
    const cut = text.indexOf("🚀") + 1; // between the two halves of the surrogate pair
    const r = new JsonlReader({ name: "t.jsonl" });
    r.push(text.slice(0, cut));
    r.push(text.slice(cut));
    expect(r.end().bytes).toBe(Buffer.byteLength(text, "utf8"));
    expect(utf8Length("🚀")).toBe(4);
    expect(utf8Length("é")).toBe(2);
    expect(utf8Length("—")).toBe(3);
    expect(utf8Length("a")).toBe(1);
  });
});
