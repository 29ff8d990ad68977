import { describe, expect, it } from "vitest";
import { IngestError } from "../model";
import { attachSubagent, ingest } from "./ingest";

const request = {
  model: "claude-sonnet-4-5",
  max_tokens: 8192,
  system: [{ type: "text", text: "You are a careful coding agent." }],
  tools: [{ name: "Read", description: "Read a file", input_schema: { type: "object", properties: { file_path: { type: "string" } } } }],
  messages: [
    { role: "user", content: "What does auth.ts export?" },
    { role: "assistant", content: [{ type: "tool_use", id: "toolu_1", name: "Read", input: { file_path: "auth.ts" } }] },
    {
      role: "user",
      content: [
        {
          type: "tool_result",
          tool_use_id: "toolu_1",
          content: [
            { type: "text", text: "export const a = 1" },
            { type: "image", source: { type: "base64", media_type: "image/png", data: "AAAA" } },
          ],
        },
      ],
    },
  ],
};

describe("format detection", () => {
  it("reads a Messages API request with system and tools as startup items", () => {
    const s = ingest(JSON.stringify(request), "req.json");
    expect(s.format).toBe("messages-api");
    expect(s.startup.map((x) => [x.category, x.label])).toEqual([
      ["system", "System prompt"],
      ["tools", "Tool definitions (1)"],
    ]);
    expect(s.events.map((e) => e.kind)).toEqual(["user", "assistant", "tool-result"]);
    expect(s.toolPairs).toEqual([{ id: "toolu_1", name: "Read", use: 1, result: 2 }]);
    const result = s.events[2].blocks[0];
    expect(result).toMatchObject({ type: "tool_result", content: "export const a = 1", images: 1 });
    expect(s.events[0].extra.request).toEqual({ model: "claude-sonnet-4-5", max_tokens: 8192 });
  });

  it("names what is OpenAI's chat format in a request instead of passing over it", () => {
    const s = ingest(
      JSON.stringify({
        model: "gpt-like",
        messages: [
          { role: "system", content: "Be brief." },
          { role: "user", content: "List the files." },
          { role: "assistant", content: "", tool_calls: [{ id: "c1", type: "function", function: { name: "ls", arguments: "{}" } }] },
          { role: "tool", tool_call_id: "c1", content: "a.ts" },
        ],
      }),
      "openai.json",
    );
    // the user's and the assistant's messages load; each OpenAI-only part is named where it is
    expect(s.events.map((e) => e.kind)).toEqual(["unknown", "user", "assistant", "unknown"]);
    expect(s.warnings.map((w) => [w.line, w.message])).toEqual([
      [1, `messages[0] has role "system", OpenAI's chat format: not read or counted`],
      [3, "messages[2].tool_calls is OpenAI's chat format: its calls are not read or counted"],
      [4, `messages[3] has role "tool", OpenAI's chat format: not read or counted`],
    ]);
  });

  it("takes the response's usage as ground truth of an exchange", () => {
    const s = ingest(
      JSON.stringify({
        request,
        response: {
          id: "msg_9",
          type: "message",
          role: "assistant",
          model: "claude-sonnet-4-5",
          content: [{ type: "text", text: "It exports a." }],
          stop_reason: "end_turn",
          usage: { input_tokens: 310, cache_creation_input_tokens: 0, cache_read_input_tokens: 0, output_tokens: 9 },
        },
      }),
      "ex.json",
    );
    const last = s.events[s.events.length - 1];
    expect(last).toMatchObject({ kind: "assistant", messageId: "msg_9", usageCounted: true });
    expect(last.usage?.input_tokens).toBe(310);
    expect(last.extra.stop_reason).toBe("end_turn");
  });

  it("reads a scenario with explicit token counts and reports bad ones", () => {
    const s = ingest(
      JSON.stringify({
        format: "context-lab-scenario",
        version: 1,
        title: "t",
        startup: [{ category: "system", label: "System prompt", tokens: 4200 }],
        skills: [{ name: "pdf", body: "# PDF", tokens: 6200 }],
        events: [
          { type: "user", text: "hi", tokens: 45 },
          { type: "tool", name: "Read", input: { file_path: "a.ts" }, resultTokens: 2400 },
          { type: "skill", name: "pdf" },
          { type: "wait", minutes: 75 },
          { type: "assistant", text: "done", tokens: -5 },
          { type: "compact", instructions: "keep tests" },
          { type: "teleport" },
        ],
      }),
      "sc.json",
    );
    expect(s.format).toBe("scenario");
    expect(s.events.map((e) => e.kind)).toEqual([
      "user",
      "assistant",
      "tool-result",
      "assistant",
      "tool-result",
      "skill-body",
      "wait",
      "assistant",
      "compact-command",
      "unknown",
    ]);
    expect(s.events[2].blocks[0]).toMatchObject({ type: "tool_result", tokens: 2400 });
    expect(s.events[5].blocks[0]).toMatchObject({ tokens: 6200 });
    expect(s.skills.map((k) => k.name)).toEqual(["pdf"]);
    // the wait moves the clock by 75 minutes
    const t = (i: number) => Date.parse(s.events[i].timestamp!);
    expect(t(6) - t(5)).toBe(75 * 60_000);
    expect(s.warnings.map((w) => w.line)).toEqual([5, 7]);
    expect(s.warnings[0].message).toMatch(/token count -5/);
    expect(s.unknownTypes).toEqual({ teleport: 1 });
  });

  it("names the file and says in one sentence what it is not", () => {
    expect(() => ingest("hello world\nthis is prose", "notes.txt")).toThrow(IngestError);
    expect(() => ingest("hello world", "notes.txt")).toThrow(
      /^notes\.txt is not a Claude Code session \(JSONL\), an Anthropic Messages API request \(JSON\) or a Context Lab scenario: the start of the file is not JSON\.$/,
    );
    expect(() => ingest('{"name":"pkg","version":"1.0.0"}', "package.json")).toThrow(
      /it is JSON, but an object with the keys "name", "version"/,
    );
    expect(() => ingest('{"a":1}\n{"b":2}\n', "data.jsonl")).toThrow(/its lines are JSON, but none/);
    expect(() => ingest("   ", "empty.jsonl")).toThrow("empty.jsonl is empty.");
  });

  it("attaches a subagent transcript as its own session", () => {
    const parent = ingest(
      JSON.stringify({ type: "user", uuid: "u1", sessionId: "s", message: { role: "user", content: "go" } }) + "\n",
      "p.jsonl",
    );
    const sub = [
      { type: "user", uuid: "a", isSidechain: true, agentId: "a1b2", sessionId: "s", message: { role: "user", content: "search" } },
      {
        type: "assistant",
        uuid: "b",
        isSidechain: true,
        agentId: "a1b2",
        sessionId: "s",
        message: { id: "m", role: "assistant", content: [{ type: "text", text: "found" }] },
      },
    ]
      .map((r) => JSON.stringify(r))
      .join("\n");
    const s = attachSubagent(parent, "agent-a1b2.jsonl", sub);
    expect(s.subagents).toHaveLength(1);
    expect(s.subagents[0].agentId).toBe("a1b2");
    expect(s.subagents[0].session.events.map((e) => e.kind)).toEqual(["user", "assistant"]);
    expect(s.events).toHaveLength(1);
  });
});
