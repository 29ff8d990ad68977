// What a newcomer meets first: the guide on the first screen, one keyboard model with its sheet,
// share links that replay the sender's figures, a pasted /context report, and the round trip
// from a Task call to its subagent's own session and back. No test here depends on speed: each
// waits for what it checks.
import { expect, test } from "@playwright/test";
import fs from "node:fs";
import path from "node:path";
import { FIXTURES, example, figures, fmt, loadExample, openShare, ready } from "./helpers";

test("the first screen opens at step 1 with a guide that says what to press and where sessions are", async ({ page }) => {
  // the default example: one event per line of its file
  const lines = fs
    .readFileSync(path.join(FIXTURES, example("compaction").file), "utf8")
    .split("\n")
    .filter(Boolean).length;
  await page.goto("/");
  await ready(page);
  await expect(page.getByTestId("step-counter")).toHaveText(`step 1 / ${fmt(lines)}`);
  // the loaded session is named where it can be read at 1440 px, not squeezed out of the top bar
  const name = page.getByTestId("session-name");
  await expect(name).toBeVisible();
  expect((await name.boundingBox())!.width).toBeGreaterThan(150);
  const guide = page.getByTestId("first-guide");
  await expect(guide).toBeVisible();
  await expect(page.getByTestId("guide-what")).toHaveText(`${example("compaction").title}: an example session.`);
  await expect(guide).toContainText("T for the next notable event");
  await expect(page.getByTestId("guide-path")).toHaveText("~/.claude/projects/<project>/<session>.jsonl");
  await expect(guide).toContainText("%USERPROFILE%\\.claude\\projects");
  await expect(guide).toContainText("(macOS, Linux; Windows:");
  await expect(guide).toContainText("drop one here");
  await expect(page.getByTestId("guide-rules")).toHaveAttribute("href", "/rules/");
  // every key, from the guide
  await page.getByTestId("guide-keys").click();
  await expect(page.getByTestId("shortcuts-sheet")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("shortcuts-sheet")).toHaveCount(0);
  // the three ways in, from the guide itself
  await guide.getByRole("button", { name: "pick an example" }).click();
  await expect(page.getByTestId("examples-menu")).toBeVisible();
  await page.keyboard.press("Escape");
  // dismissed once, it stays dismissed
  await page.getByTestId("guide-dismiss").click();
  await expect(guide).toHaveCount(0);
  await page.reload();
  await ready(page);
  await expect(page.getByTestId("first-guide")).toHaveCount(0);
});

test("the rules page renders offline, and every setting's Source link points into it", async ({ page }) => {
  await page.goto("/");
  await ready(page);
  await page.getByTestId("settings-button").click();
  const links = page.locator(".drawer a.rule-link");
  await expect(links.first()).toBeVisible();
  expect(await links.count()).toBeGreaterThan(5);
  for (const href of new Set(await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")))))
    expect(href).toMatch(/^\/rules\/#[a-z-]+$/);
  const drawer = await page.locator(".drawer").textContent();
  expect(drawer).not.toMatch(/spec \d|\bseed\b|not public/i);
  await page.goto("/rules/");
  await expect(page.getByTestId("rules-doc")).toBeVisible();
});

test("the meter, the compaction panel and the skills panel link each rule they show to its place on the rules page", async ({ page }) => {
  const anchors = new Set<string>();
  const collect = async (where: string, min: number) => {
    const got = await page.getByTestId("rule-link").evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));
    expect(got.length, where).toBeGreaterThanOrEqual(min);
    for (const h of got) {
      expect(h, where).toMatch(/^\/rules\/#[a-z0-9-]+$/);
      anchors.add(h.slice("/rules/#".length));
    }
  };
  await page.goto("/");
  await ready(page);
  await loadExample(page, "skills-budget");
  await page.keyboard.press("End");
  await expect(page.getByTestId("meter").getByTestId("rule-link")).toHaveAttribute("href", "/rules/#thresholds");
  await collect("context tab", 3);
  await page.getByTestId("tab-compaction").click();
  await expect(page.getByTestId("compaction-panel")).not.toHaveAttribute("data-empty", "true");
  // the tier, its trigger, what it re-attached, the cache, the summary
  await collect("compaction panel", 6);
  await page.getByTestId("tab-skills").click();
  await expect(page.getByTestId("skills-reattach-panel").getByTestId("rule-link")).toHaveAttribute("href", "/rules/#reattachment-skills");
  await page.goto("/rules/");
  await expect(page.getByTestId("rules-doc")).toBeVisible();
  for (const a of anchors) await expect(page.locator(`[id="${a}"]`).first(), a).toBeAttached();
});

test("one keyboard model: stepping works wherever focus is except text fields; tabs move with [ and ]", async ({ page }) => {
  await page.goto("/");
  await ready(page);
  await page.keyboard.press("Home");
  await expect(page.getByTestId("step-counter")).toContainText("step 1 /");
  // focus on a side-panel tab: the arrows still step, they do not switch tabs
  await page.getByTestId("tab-compaction").click();
  await expect(page.getByTestId("tab-compaction")).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByTestId("step-counter")).toContainText("step 2 /");
  await expect(page.getByTestId("tab-compaction")).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("ArrowLeft");
  await expect(page.getByTestId("step-counter")).toContainText("step 1 /");
  // tabs have their own keys
  await page.keyboard.press("]");
  await expect(page.getByTestId("tab-skills")).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("[");
  await page.keyboard.press("[");
  await expect(page.getByTestId("tab-context")).toHaveAttribute("aria-selected", "true");
  // T: the next notable event is past step 1, and Shift+T comes back to an earlier one
  await page.keyboard.press("t");
  const after = Number(((await page.getByTestId("step-counter").textContent()) ?? "").match(/step ([\d,]+)/)![1].replace(/,/g, ""));
  expect(after).toBeGreaterThan(1);
  await page.keyboard.press("t");
  await expect(page.getByTestId("step-counter")).not.toContainText(`step ${fmt(after)} /`);
  await page.keyboard.press("Shift+T");
  await expect(page.getByTestId("step-counter")).toContainText(`step ${fmt(after)} /`);
  // inside a text field the keys are the field's
  await page.getByTestId("paste-button").click();
  await page.getByTestId("paste-textarea").focus();
  const before = await page.getByTestId("step-counter").textContent();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.type("t");
  await expect(page.getByTestId("paste-textarea")).toHaveValue("t");
  await expect(page.getByTestId("step-counter")).toHaveText(before ?? "");
  await page.keyboard.press("Escape");
  // ? opens the sheet, which lists the same keys
  await page.keyboard.press("?");
  const sheet = page.getByTestId("shortcuts-sheet");
  await expect(sheet).toBeVisible();
  for (const k of ["→", "Space", "T", "[", "]", "?"]) await expect(sheet.locator("kbd", { hasText: k }).first()).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(sheet).toHaveCount(0);
});

test("a share link of the default example replays every figure the sender saw, on the same step", async ({ page, browser }) => {
  await page.goto("/");
  await ready(page);
  // past the example's first compaction
  await page.keyboard.press("End");
  for (let i = 0; i < 5; i++) await page.keyboard.press("ArrowLeft");
  const sentPaths: string[] = [];
  const sent = await figures(page, { paths: sentPaths });
  const url = await openShare(page);
  await expect(page.getByTestId("share-intro-step")).toHaveText(sent.step.replace(/ \/.*/, ""));
  expect(url.length).toBeLessThan(16_000);
  await expect(page.getByTestId("share-length")).toHaveAttribute("data-too-long", "false");
  await page.keyboard.press("Escape");

  const fresh = await browser.newContext();
  const p = await fresh.newPage();
  await p.goto(url);
  await expect(p.getByTestId("session-name")).toHaveText(/^Shared session/);
  await ready(p);
  // the link holds no path: the re-attached files come back in the same order and sizes, under aliases
  const gotPaths: string[] = [];
  expect(await figures(p, { paths: gotPaths })).toEqual(sent);
  expect(gotPaths).toHaveLength(sentPaths.length);
  expect(gotPaths.filter((a, k) => a === sentPaths[k])).toEqual([]);
  await fresh.close();
});

test("a pasted /context report becomes the meter's startup split, alone and beside a session", async ({ page }) => {
  const report = [
    "      Context Usage",
    "     ⛁ ⛀ ⛁ ⛁ ⛁ ⛁ ⛁ ⛁ ⛁ ⛁   claude-sonnet-4-5-20250929 · 68k/200k tokens (34%)",
    "     ⛁ ⛁ ⛁ ⛁ ⛁ ⛁ ⛁ ⛁ ⛁ ⛁   ⛁ System prompt: 3.1k tokens (1.6%)",
    "     ⛁ ⛁ ⛁ ⛁ ⛁ ⛁ ⛁ ⛁ ⛁ ⛁   ⛁ System tools: 12.4k tokens (6.2%)",
    "     ⛁ ⛁ ⛁ ⛁ ⛁ ⛁ ⛁ ⛁ ⛁ ⛁   ⛁ MCP tools: 4.8k tokens (2.4%)",
    "     ⛁ ⛁ ⛁ ⛶ ⛶ ⛶ ⛶ ⛶ ⛶ ⛶   ⛁ Custom agents: 1.1k tokens (0.6%)",
    "     ⛶ ⛶ ⛶ ⛶ ⛶ ⛶ ⛶ ⛶ ⛶ ⛶   ⛁ Memory files: 2.2k tokens (1.1%)",
    "     ⛶ ⛶ ⛶ ⛶ ⛶ ⛶ ⛶ ⛶ ⛶ ⛶   ⛁ Skills: 418 tokens (0.2%)",
    "     ⛶ ⛶ ⛶ ⛶ ⛶ ⛶ ⛶ ⛶ ⛶ ⛶   ⛁ Messages: 44.0k tokens (22.0%)",
    "     ⛶ ⛶ ⛶ ⛶ ⛶ ⛶ ⛝ ⛝ ⛝ ⛝   ⛶ Free space: 87k (43.5%)",
    "     ⛝ ⛝ ⛝ ⛝ ⛝ ⛝ ⛝ ⛝ ⛝ ⛝   ⛝ Autocompact buffer: 45.0k tokens (22.5%)",
  ].join("\n");
  await page.goto("/");
  await ready(page);
  // alone (nothing loaded): the report itself, 3.1k + 12.4k + 4.8k + 1.1k + 2.2k + 418 of startup and 44.0k of messages
  await page.getByTestId("clear-button").click();
  await expect(page.getByTestId("empty-state")).toBeVisible();
  await page.getByTestId("paste-button").click();
  await page.getByTestId("paste-textarea").fill(report);
  await page.getByTestId("paste-load").click();
  await expect(page.getByTestId("session-name")).toHaveText("/context report");
  await ready(page);
  await expect(page.getByTestId("meter")).toContainText(fmt(24_018 + 44_000));
  await expect(page.getByTestId("category-table")).toContainText(fmt(3_100));
  // system tools and custom agents under Tools, MCP tools a row of their own (rules.md#mcp-tools)
  await expect(page.locator('[data-testid="category-table"] tr[data-category="tools"]')).toContainText(fmt(12_400 + 1_100));
  await expect(page.locator('[data-testid="category-table"] tr[data-category="mcpTools"]')).toContainText(fmt(4_800));

  // beside a session: its inferred system prompt + tools gives way to the report's split
  await loadExample(page, "tool-calls");
  await expect(page.getByTestId("overhead-note")).toContainText("inferred");
  await page.getByTestId("paste-button").click();
  await page.getByTestId("paste-textarea").fill(report);
  await page.getByTestId("paste-load").click();
  await expect(page.getByTestId("notice")).toContainText("/context report");
  await ready(page);
  await expect(page.getByTestId("session-name")).toHaveText(example("tool-calls").title);
  await expect(page.getByTestId("overhead-source")).toContainText("as the /context report splits them");
  await expect(page.getByTestId("overhead-source")).toContainText(fmt(24_018));
});

test("from a Task call to its subagent's own session and meter, and back to the same step", async ({ page }) => {
  await page.goto("/");
  await ready(page);
  await loadExample(page, "subagents");
  const main = fs.readFileSync(path.join(FIXTURES, "sessions/parallel-search.jsonl"), "utf8").split("\n").filter(Boolean);
  const callLine = main.findIndex((l) => l.includes('"name":"Task"'));
  expect(callLine).toBeGreaterThanOrEqual(0);
  const open = page.getByTestId("open-subagent").first();
  await open.scrollIntoViewIfNeeded();
  const agent = await open.getAttribute("data-agent");
  const step = await page.getByTestId("step-counter").textContent();
  const mainMeter = await page.getByTestId("meter").textContent();
  await open.click();
  await expect(page.getByTestId("view-select")).toHaveValue(`agent:${agent}`);
  await expect(page.getByTestId("back-to-main")).toBeVisible();
  await ready(page);
  // the subagent's own window: a meter of its own, not the parent's. At its last step (its final
  // response) the meter reads that response's recorded usage: input + cache write + cache read + output.
  await expect(page.getByTestId("meter")).toBeVisible();
  expect(await page.getByTestId("meter").textContent()).not.toBe(mainMeter);
  const sub = fs
    .readFileSync(path.join(FIXTURES, `sessions/parallel-search/subagents/agent-${agent}.jsonl`), "utf8")
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l));
  const u = sub[sub.length - 1].message.usage;
  await page.keyboard.press("End");
  await expect(page.getByTestId("step-counter")).toHaveText(`step ${fmt(sub.length)} / ${fmt(sub.length)}`);
  await expect(page.getByTestId("side-total")).toHaveText(
    fmt(u.input_tokens + (u.cache_creation_input_tokens ?? 0) + (u.cache_read_input_tokens ?? 0) + u.output_tokens),
  );
  await page.getByTestId("back-to-main").click();
  await expect(page.getByTestId("view-select")).toHaveValue("main");
  await expect(page.getByTestId("step-counter")).toHaveText(step ?? "");
  await expect(page.getByTestId("meter")).toHaveText(mainMeter ?? "");
});
