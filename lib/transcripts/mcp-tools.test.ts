// MCP tools as their own category (rules.md#mcp-tools): from the MCP parts of the tools records,
// from a request's tool definitions and from a /context report. Every figure is worked by hand at
// chars/4 (Math.round(characters / 4)).
import { describe, expect, it } from "vitest";
import { CATEGORY_INDEX, NC, countSession } from "../tokens/count";
import { chars4Counter } from "../tokens/estimators";
import { readAttachment } from "./attachments";
import { parseContextUsage, startupFromUsage, usageToScenario } from "./context-usage";
import { ingest } from "./ingest";
import { isMcpToolName, mcpSources } from "./mcp-tools";
import { readSnapshot, snapshotSession } from "../share/snapshot";

const base = { isSidechain: false, userType: "external", cwd: "/w", sessionId: "s", version: "2.1.120" };
let n = 0;
const uuid = () => `00000000-0000-4000-8000-${String(++n).padStart(12, "0")}`;
const attachment = (a: object) => ({ ...base, type: "attachment", uuid: uuid(), timestamp: "2026-11-02T10:00:00.000Z", attachment: a });
const prompt = (text: string) => ({
  ...base,
  type: "user",
  uuid: uuid(),
  timestamp: "2026-11-02T10:00:01.000Z",
  message: { role: "user", content: text },
});
const jsonl = (...recs: object[]) => recs.map((r) => JSON.stringify(r)).join("\n");

const byCat = (text: string) => {
  const s = ingest(text, "s.jsonl");
  const t = countSession(s, chars4Counter);
  const sum = (c: "tools" | "mcpTools") => {
    let x = 0;
    for (let i = 0; i < s.events.length; i++) x += t.byCategory[i * NC + CATEGORY_INDEX[c]];
    return x;
  };
  return { session: s, tools: sum("tools"), mcp: sum("mcpTools") };
};

describe("MCP tool names", () => {
  it("knows an MCP tool by its mcp__ prefix, in a bare name or a listing line", () => {
    expect(isMcpToolName("mcp__github__create_issue")).toBe(true);
    expect(isMcpToolName("- mcp__linear__list_issues: List issues")).toBe(true);
    expect(isMcpToolName("WebFetch")).toBe(false);
    expect(isMcpToolName("- WebSearch: mcp__x is mentioned, not named")).toBe(false);
  });
});

describe("the MCP parts of the tools records", () => {
  it("splits a deferred_tools_delta: mcp__ names as MCP tools, the rest built-in, each line once", () => {
    const r = readAttachment({
      type: "deferred_tools_delta",
      addedNames: ["WebFetch", "mcp__github__create_issue", "mcp__github__list_prs"],
      addedLines: ["WebFetch", "mcp__github__create_issue", "mcp__github__list_prs"],
      readdedNames: ["WebFetch", "TaskCreate"],
      removedNames: ["mcp__old__gone"],
      pendingMcpServers: ["slack"],
    });
    expect(r.category).toBe("tools");
    // built-in: WebFetch, then TaskCreate (re-added, not among the lines); WebFetch is not counted twice
    expect(r.blocks[0]).toEqual({ type: "text", text: "WebFetch\nTaskCreate" });
    // MCP: the two added, the one removed, the server still connecting
    expect(r.blocks[1]).toEqual({
      type: "text",
      text: "mcp__github__create_issue\nmcp__github__list_prs\nmcp__old__gone\nslack",
      category: "mcpTools",
    });
  });

  it("counts them in their categories: hand-worked at chars/4", () => {
    const { tools, mcp, session } = byCat(
      jsonl(
        attachment({
          type: "deferred_tools_delta",
          addedNames: ["WebFetch", "mcp__db__query"],
          addedLines: ["WebFetch", "mcp__db__query"],
          removedNames: [],
        }),
        attachment({
          type: "mcp_instructions_delta",
          addedNames: ["db"],
          addedBlocks: ["## db\nUse query for read-only SQL; never write."],
          removedNames: [],
        }),
        prompt("hi"),
      ),
    );
    // "WebFetch" is 8 characters: 2 tokens; "mcp__db__query" is 14: round(3.5) = 4
    expect(tools).toBe(2);
    // the instructions block: "## db" (5) + newline (1) + the sentence (41) = 47 characters
    const block = "## db\nUse query for read-only SQL; never write.";
    expect(block.length).toBe(47);
    // 4 (the deferred MCP name) + round(47 / 4) = 4 + 12 = 16
    expect(mcp).toBe(16);
    expect(mcpSources(session)).toEqual({ startup: [], records: 2 });
  });

  it("a deferred_tools_delta with no MCP name stays wholly under tools", () => {
    const { tools, mcp } = byCat(
      jsonl(
        attachment({ type: "deferred_tools_delta", addedNames: ["WebSearch"], addedLines: ["WebSearch"], removedNames: [] }),
        prompt("hi"),
      ),
    );
    // "WebSearch" is 9 characters: round(2.25) = 2
    expect([tools, mcp]).toEqual([2, 0]);
  });

  it("keeps the split through a share link", () => {
    const s = ingest(
      jsonl(
        attachment({
          type: "deferred_tools_delta",
          addedNames: ["Grep", "mcp__db__query"],
          addedLines: ["Grep", "mcp__db__query"],
          removedNames: [],
        }),
        prompt("hi"),
      ),
      "s.jsonl",
    );
    const t = countSession(s, chars4Counter);
    const { doc } = snapshotSession(s, t, { text: "blank", paths: false, title: false });
    const back = readSnapshot(JSON.parse(JSON.stringify(doc)), "shared", 0);
    const t2 = countSession(back, chars4Counter);
    const ev = back.events.findIndex((e) => e.kind === "attachment");
    // "Grep" 1 token under tools, "mcp__db__query" 4 under MCP tools, carried as counted sizes
    expect(t2.byCategory[ev * NC + CATEGORY_INDEX.tools]).toBe(1);
    expect(t2.byCategory[ev * NC + CATEGORY_INDEX.mcpTools]).toBe(4);
  });
});

describe("MCP tool definitions in a Messages API request", () => {
  it("puts the mcp__ tools in a startup item of their own", () => {
    const mcpTool = { name: "mcp__db__query", description: "Run SQL", input_schema: { type: "object" } };
    const read = { name: "Read", description: "Read a file", input_schema: { type: "object" } };
    const s = ingest(JSON.stringify({ model: "m", tools: [read, mcpTool], messages: [{ role: "user", content: "hi" }] }), "req.json");
    expect(s.startup.map((x) => [x.category, x.label])).toEqual([
      ["tools", "Tool definitions (1)"],
      ["mcpTools", "MCP tool definitions (1)"],
    ]);
    const t = countSession(s, chars4Counter);
    // each item is its tools' JSON at chars/4
    expect(t.startup).toEqual([Math.round(JSON.stringify([read]).length / 4), Math.round(JSON.stringify([mcpTool]).length / 4)]);
    expect(mcpSources(s).startup).toEqual(["MCP tool definitions (1)"]);
  });
});

describe("MCP tools from a /context report", () => {
  // a report where MCP tools take 40% of the window, as users of a peer tool report it
  const REPORT = [
    "Context Usage",
    "claude-sonnet-4-5 · 118k/200k tokens (59%)",
    "⛁ System prompt: 3.0k tokens (1.5%)",
    "⛁ System tools: 15.0k tokens (7.5%)",
    "⛁ MCP tools: 80.0k tokens (40.0%)",
    "⛁ Memory files: 2.0k tokens (1.0%)",
    "⛁ Messages: 18.0k tokens (9.0%)",
    "⛶ Free space: 49k (24.5%)",
    "⛝ Autocompact buffer: 33.0k tokens (16.5%)",
  ].join("\n");

  it("gives MCP tools a startup item of their own", () => {
    const s = startupFromUsage(parseContextUsage(REPORT)!);
    expect(s.map((x) => [x.category, x.tokens, x.label])).toEqual([
      ["system", 3_000, "System prompt (from /context)"],
      ["tools", 15_000, "System tools (from /context)"],
      ["mcpTools", 80_000, "MCP tools (from /context)"],
      ["memory", 2_000, "Memory files (from /context)"],
    ]);
  });

  it("loaded on its own, the MCP tools are 80,000 of 118,000: 40% of the window", () => {
    const s = ingest(JSON.stringify(usageToScenario(parseContextUsage(REPORT)!)), "context.json");
    expect(s.startup.find((x) => x.category === "mcpTools")?.tokens).toBe(80_000);
    expect(mcpSources(s)).toEqual({ startup: ["the /context report"], records: 0 });
    const t = countSession(s, chars4Counter);
    // 3,000 + 15,000 + 80,000 + 2,000 startup + 18,000 messages = 118,000
    expect(t.startup.reduce((a, b) => a + b, 0) + t.perEvent[0]).toBe(118_000);
  });
});
