// MCP tools as their own category (rules.md#mcp-tools): a pasted /context report whose MCP tools
// take 40% of the window draws them as their own row and meter segment; a session whose
// attachment records list MCP tools counts those apart, and its inferred system prompt + tools
// stays whole (no record gives the MCP share of it). Each step waits for what it checks.
import { expect, test } from "@playwright/test";
import { fmt, loadText, ready } from "./helpers";

const REPORT = [
  "      Context Usage",
  "     ⛁ ⛀ ⛁ ⛁ ⛁ ⛁ ⛁ ⛁ ⛁ ⛁   claude-sonnet-4-5-20250929 · 118k/200k tokens (59%)",
  "     ⛁ ⛁ ⛁ ⛁ ⛁ ⛁ ⛁ ⛁ ⛁ ⛁   ⛁ System prompt: 3.0k tokens (1.5%)",
  "     ⛁ ⛁ ⛁ ⛁ ⛁ ⛁ ⛁ ⛁ ⛁ ⛁   ⛁ System tools: 15.0k tokens (7.5%)",
  "     ⛁ ⛁ ⛁ ⛁ ⛁ ⛁ ⛁ ⛁ ⛁ ⛁   ⛁ MCP tools: 80.0k tokens (40.0%)",
  "     ⛶ ⛶ ⛶ ⛶ ⛶ ⛶ ⛶ ⛶ ⛶ ⛶   ⛁ Memory files: 2.0k tokens (1.0%)",
  "     ⛶ ⛶ ⛶ ⛶ ⛶ ⛶ ⛶ ⛶ ⛶ ⛶   ⛁ Messages: 18.0k tokens (9.0%)",
  "     ⛶ ⛶ ⛶ ⛶ ⛶ ⛶ ⛝ ⛝ ⛝ ⛝   ⛶ Free space: 49k (24.5%)",
  "     ⛝ ⛝ ⛝ ⛝ ⛝ ⛝ ⛝ ⛝ ⛝ ⛝   ⛝ Autocompact buffer: 33.0k tokens (16.5%)",
  "",
  "     MCP tools · /mcp",
  "     └ mcp__github__create_issue (github): 42.0k tokens",
  "     └ mcp__linear__list_issues (linear): 38.0k tokens",
].join("\n");

const row = (page: import("@playwright/test").Page, c: string) => page.locator(`[data-testid="category-table"] tr[data-category="${c}"]`);

test("a pasted /context report with MCP tools draws them as their own row and meter segment", async ({ page }) => {
  await page.goto("/");
  await ready(page);
  await page.getByTestId("clear-button").click();
  await expect(page.getByTestId("empty-state")).toBeVisible();
  await page.getByTestId("paste-button").click();
  await page.getByTestId("paste-textarea").fill(REPORT);
  await page.getByTestId("paste-load").click();
  await expect(page.getByTestId("session-name")).toHaveText("/context report");
  await ready(page);
  // 3.0k + 15.0k + 80.0k + 2.0k of startup and 18.0k of messages
  await expect(page.getByTestId("side-total")).toHaveText(fmt(118_000));
  await expect(row(page, "mcpTools")).toContainText("MCP tools");
  await expect(row(page, "mcpTools")).toContainText(fmt(80_000));
  await expect(row(page, "mcpTools")).toContainText("40.0%");
  await expect(row(page, "mcpTools").getByTestId("mcp-source")).toHaveText("from the /context report");
  await expect(row(page, "tools")).toContainText(fmt(15_000));
  await expect(row(page, "system")).toContainText(fmt(3_000));
  // the meter's segment: 40% of the bar's width, its own colour, named in its title
  const seg = page.locator('[data-testid="meter-bar"] [data-category="mcpTools"]').first();
  await expect(seg).toHaveAttribute("title", /^MCP tools: 80,000 tokens \(40\.0% of the window\)$/);
  const bar = (await page.getByTestId("meter-bar").first().boundingBox())!;
  const box = (await seg.boundingBox())!;
  expect(box.width / bar.width).toBeCloseTo(0.4, 1);
  const colours = await page.evaluate(() => {
    const s = (c: string) => {
      const el = document.querySelector(`[data-testid="meter-bar"] [data-category="${c}"]`);
      return el ? getComputedStyle(el).backgroundColor : null;
    };
    return { mcp: s("mcpTools"), tools: s("tools") };
  });
  expect(colours.mcp).not.toBeNull();
  expect(colours.mcp).not.toBe(colours.tools);
  // the startup list names where the figure comes from
  await expect(page.getByTestId("context-holds")).toContainText("MCP tools (from /context)");
});

test("a session's deferred MCP tools count apart; its inferred system prompt + tools is not split", async ({ page }) => {
  const base = { isSidechain: false, userType: "external", cwd: "/w", sessionId: "s-mcp", version: "2.1.120" };
  const at = (s: number) => `2026-11-02T10:00:${String(s).padStart(2, "0")}.000Z`;
  const recs = [
    {
      ...base,
      type: "attachment",
      uuid: "a1",
      parentUuid: null,
      timestamp: at(0),
      attachment: {
        type: "deferred_tools_delta",
        addedNames: ["WebFetch", "mcp__github__create_issue", "mcp__github__list_prs"],
        addedLines: ["WebFetch", "mcp__github__create_issue", "mcp__github__list_prs"],
        removedNames: [],
      },
    },
    { ...base, type: "user", uuid: "u1", parentUuid: "a1", timestamp: at(1), message: { role: "user", content: "List my open PRs." } },
    {
      ...base,
      type: "assistant",
      uuid: "r1",
      parentUuid: "u1",
      timestamp: at(5),
      requestId: "req_1",
      message: {
        id: "msg_1",
        type: "message",
        role: "assistant",
        model: "claude-sonnet-4-5-20250929",
        content: [{ type: "text", text: "You have two open pull requests." }],
        stop_reason: "end_turn",
        usage: { input_tokens: 4, cache_creation_input_tokens: 21_000, cache_read_input_tokens: 0, output_tokens: 12 },
      },
    },
  ];
  await page.goto("/");
  await ready(page);
  await loadText(page, "mcp-session.jsonl", recs.map((r) => JSON.stringify(r)).join("\n"));
  await page.getByTestId("step-scrubber").fill("2");
  await expect(row(page, "mcpTools").getByTestId("mcp-source")).toHaveText("from 1 attachment record");
  // "mcp__github__create_issue\nmcp__github__list_prs" is 47 characters: 12 tokens at chars/4; the
  // shown estimator may differ, so only "more than nothing" is checked here (the unit tests work the figures)
  await expect(row(page, "mcpTools")).not.toHaveClass(/zero/);
  await expect(page.getByTestId("overhead-mcp")).toContainText("no record gives their share, so it is not split");
  await expect(page.getByTestId("overhead-mcp")).toContainText("counted apart, as MCP tools");
});
