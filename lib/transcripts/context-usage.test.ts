// The /context reader on text shaped like what Claude Code prints (grid glyphs, ANSI colours,
// detail sections) and on the Agent SDK's two structured forms. Expectations are the printed
// numbers read by hand.
import { describe, expect, it } from "vitest";
import { ingest } from "./ingest";
import { parseContextUsage, parseCount, startupFromUsage, usageToScenario } from "./context-usage";

const GRID = [
  "> /context",
  "  ⎿  ",
  "      Context Usage",
  "     ⛁ ⛀ ⛁ ⛁ ⛁ ⛁ ⛁ ⛁ ⛁ ⛁   claude-sonnet-4-5-20250929 · 68k/200k tokens (34%)",
  "     ⛁ ⛁ ⛁ ⛁ ⛁ ⛁ ⛁ ⛁ ⛁ ⛁",
  "     ⛁ ⛁ ⛁ ⛁ ⛁ ⛁ ⛁ ⛁ ⛁ ⛁   \x1b[38;5;246m⛁\x1b[39m System prompt: 3.1k tokens (1.6%)",
  "     ⛁ ⛁ ⛁ ⛁ ⛁ ⛁ ⛁ ⛁ ⛁ ⛁   ⛁ System tools: 12.4k tokens (6.2%)",
  "     ⛁ ⛁ ⛁ ⛁ ⛁ ⛁ ⛁ ⛁ ⛁ ⛁   ⛁ MCP tools: 4.8k tokens (2.4%)",
  "     ⛁ ⛁ ⛁ ⛶ ⛶ ⛶ ⛶ ⛶ ⛶ ⛶   ⛁ Custom agents: 1.1k tokens (0.6%)",
  "     ⛶ ⛶ ⛶ ⛶ ⛶ ⛶ ⛶ ⛶ ⛶ ⛶   ⛁ Memory files: 2.2k tokens (1.1%)",
  "     ⛶ ⛶ ⛶ ⛶ ⛶ ⛶ ⛶ ⛶ ⛶ ⛶   ⛁ Skills: 418 tokens (0.2%)",
  "     ⛶ ⛶ ⛶ ⛶ ⛶ ⛶ ⛶ ⛶ ⛶ ⛶   ⛁ Messages: 44.0k tokens (22.0%)",
  "     ⛶ ⛶ ⛶ ⛶ ⛶ ⛶ ⛝ ⛝ ⛝ ⛝   ⛶ Free space: 87k (43.5%)",
  "     ⛝ ⛝ ⛝ ⛝ ⛝ ⛝ ⛝ ⛝ ⛝ ⛝   ⛝ Autocompact buffer: 45.0k tokens (22.5%)",
  "",
  "     MCP tools · /mcp",
  "     └ mcp__linear__list_issues (linear): 1.9k tokens",
  "     └ mcp__linear__create_issue (linear): 2.9k tokens",
  "",
  "     Custom agents · /agents",
  "     └ migration-reviewer (Project): 1.1k tokens",
  "",
  "     Memory files · /memory",
  "     └ User (/home/dev/.claude/CLAUDE.md): 640 tokens",
  "     └ Project (/work/app/CLAUDE.md): 1.6k tokens",
  "",
  "     Skills and slash commands · /skills",
  "     └ release-notes: 212 tokens",
  "     └ db-migrate: 206 tokens",
].join("\n");

describe("reading /context", () => {
  it("reads counts as /context rounds them", () => {
    expect(parseCount("2.6k")).toBe(2_600);
    expect(parseCount("907")).toBe(907);
    expect(parseCount("1,234")).toBe(1_234);
    expect(parseCount("1.2M")).toBe(1_200_000);
    expect(parseCount("7627.9k")).toBe(7_627_900);
    expect(parseCount("lots")).toBeNull();
  });

  it("reads the terminal grid: header, every category, every detail line", () => {
    const u = parseContextUsage(GRID)!;
    expect(u.source).toBe("text");
    expect(u.model).toBe("claude-sonnet-4-5-20250929");
    expect(u.totalTokens).toBe(68_000);
    expect(u.windowTokens).toBe(200_000);
    expect(u.categories.map((c) => [c.key, c.tokens])).toEqual([
      ["system", 3_100],
      ["tools", 12_400],
      ["mcpTools", 4_800],
      ["agents", 1_100],
      ["memory", 2_200],
      ["skills", 418],
      ["messages", 44_000],
      ["free", 87_000],
      ["buffer", 45_000],
    ]);
    expect(u.mcpTools).toEqual([
      { name: "mcp__linear__list_issues", detail: "linear", tokens: 1_900 },
      { name: "mcp__linear__create_issue", detail: "linear", tokens: 2_900 },
    ]);
    expect(u.agents).toEqual([{ name: "migration-reviewer", detail: "Project", tokens: 1_100 }]);
    expect(u.memoryFiles.map((m) => [m.name, m.detail, m.tokens])).toEqual([
      ["User", "/home/dev/.claude/CLAUDE.md", 640],
      ["Project", "/work/app/CLAUDE.md", 1_600],
    ]);
    expect(u.skills.map((s) => s.tokens)).toEqual([212, 206]);
  });

  it("turns the report into the meter's startup items; messages, free space and the buffer are not startup", () => {
    const s = startupFromUsage(parseContextUsage(GRID)!);
    expect(s.map((x) => [x.category, x.tokens])).toEqual([
      ["system", 3_100],
      ["tools", 12_400],
      ["mcpTools", 4_800],
      ["tools", 1_100],
      ["memory", 2_200],
      ["skills", 418],
    ]);
    // 3.1k + 12.4k + 4.8k + 1.1k + 2.2k + 418, by hand
    expect(s.reduce((a, x) => a + (x.tokens ?? 0), 0)).toBe(24_018);
  });

  it("reads a deferred category and the older 'Reserved' line", () => {
    const u = parseContextUsage(
      [
        "Context Usage",
        "System prompt: 6.2k tokens (0.6%)",
        "MCP tools (deferred): 5.9k tokens (0.6%)",
        "Reserved: 45.0k tokens (22.5%) [autocompact + output tokens]",
      ].join("\n"),
    )!;
    expect(u.categories.map((c) => c.key)).toEqual(["system", "deferred", "buffer"]);
    expect(startupFromUsage(u).map((x) => x.tokens)).toEqual([6_200]);
  });

  it("reads the SDK's SDKContextUsage (snake_case, categories by kind)", () => {
    const u = parseContextUsage(
      JSON.stringify({
        model: "claude-opus-4-5",
        total_tokens: 51_230,
        raw_max_tokens: 200_000,
        percentage: 25.6,
        categories: [
          { name: "System prompt", tokens: 2_611, kind: "used" },
          { name: "System tools", tokens: 17_580, kind: "used" },
          { name: "MCP tools", tokens: 907, kind: "used" },
          { name: "Messages", tokens: 30_132, kind: "used" },
          { name: "Free space", tokens: 115_770, kind: "free" },
          { name: "Autocompact buffer", tokens: 33_000, kind: "buffer" },
          { name: "MCP tools (deferred)", tokens: 5_000, kind: "deferred" },
        ],
        mcp_tools: [{ name: "mcp__db__query", server_name: "db", tokens: 907 }],
        memory_files: [],
        agents: [{ agent_type: "reviewer", source: "projectSettings", tokens: 300 }],
      }),
    )!;
    expect(u.source).toBe("sdk");
    expect(u.rounded).toBe(false);
    expect(u.windowTokens).toBe(200_000);
    expect(u.categories.map((c) => c.key)).toEqual(["system", "tools", "mcpTools", "messages", "free", "buffer", "deferred"]);
    expect(u.mcpTools).toEqual([{ name: "mcp__db__query", detail: "db", tokens: 907 }]);
    expect(u.agents).toEqual([{ name: "reviewer", detail: "projectSettings", tokens: 300 }]);
  });

  it("reads the control response (camelCase) and a message that carries context_usage", () => {
    const control = {
      totalTokens: 9_000,
      maxTokens: 180_000,
      rawMaxTokens: 200_000,
      categories: [
        { name: "System prompt", tokens: 3_000, color: "promptBorder" },
        { name: "Messages", tokens: 6_000, color: "purple" },
      ],
      gridRows: [],
    };
    expect(parseContextUsage(JSON.stringify(control))!.windowTokens).toBe(200_000);
    const wrapped = {
      type: "assistant",
      context_usage: {
        model: "m",
        total_tokens: 1,
        raw_max_tokens: 10,
        percentage: 10,
        categories: [{ name: "Messages", tokens: 1, kind: "used" }],
        mcp_tools: [],
        memory_files: [],
        agents: [],
      },
    };
    expect(parseContextUsage(JSON.stringify(wrapped))!.categories[0].key).toBe("messages");
  });

  it("is not fooled by a session or ordinary JSON", () => {
    expect(parseContextUsage('{"type":"user","message":{"role":"user","content":"hi"}}')).toBeNull();
    expect(parseContextUsage('{"categories":[{"name":"x","tokens":1}]}')).toBeNull();
    expect(parseContextUsage("just some prose about tokens")).toBeNull();
  });

  it("loads on its own as a scenario: the meter starts from the reported split", () => {
    const s = ingest(JSON.stringify(usageToScenario(parseContextUsage(GRID)!)), "context.json");
    expect(s.startup.map((x) => x.tokens)).toEqual([3_100, 12_400, 4_800, 1_100, 2_200, 418]);
    expect(s.events).toHaveLength(1);
    expect(s.events[0].blocks[0]).toMatchObject({ tokens: 44_000 });
    expect(s.scenario?.settings).toEqual({ window: 200_000 });
  });
});
