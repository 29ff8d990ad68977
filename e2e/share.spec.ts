// Share links: the whole view in the URL fragment, opened in a fresh browser context; damaged and
// too-long links; a real session reduced to a scenario with its secrets redacted by default.
import { expect, test } from "@playwright/test";
import fs from "node:fs";
import path from "node:path";
import { encodeShare } from "../lib/share/link";
import { FIXTURES, example, goStep, loadExample, loadText, openShare, ready } from "./helpers";

const KEY = "sk-ant-api03-AbCdEfGhIjKlMnOpQrStUvWxYz0123456789";
const MAIL = "ops.lead@example.com";

/** A tiny Claude Code session whose prompts hold an API key, an email address and a password. */
function secretSession(): string {
  const at = (m: number) => `2026-01-01T00:0${m}:00.000Z`;
  const usage = { input_tokens: 3000, cache_creation_input_tokens: 0, cache_read_input_tokens: 0, output_tokens: 12 };
  return [
    {
      type: "user",
      uuid: "u1",
      sessionId: "s1",
      timestamp: at(0),
      message: { role: "user", content: `Deploy with ANTHROPIC_API_KEY=${KEY} and mail ${MAIL} when done` },
    },
    {
      type: "assistant",
      uuid: "a1",
      parentUuid: "u1",
      sessionId: "s1",
      timestamp: at(1),
      message: { id: "m1", role: "assistant", content: [{ type: "text", text: "Deploying now." }], usage },
    },
    {
      type: "user",
      uuid: "u2",
      parentUuid: "a1",
      sessionId: "s1",
      timestamp: at(2),
      message: { role: "user", content: "the db password: hunter2-very-secret" },
    },
    {
      type: "assistant",
      uuid: "a2",
      parentUuid: "u2",
      sessionId: "s1",
      timestamp: at(3),
      message: { id: "m2", role: "assistant", content: [{ type: "text", text: "Done." }], usage: { ...usage, input_tokens: 3040 } },
    },
  ]
    .map((r) => JSON.stringify(r))
    .join("\n");
}

test("a link opens the same scenario, step, panel and preset in a fresh browser context", async ({ page, browser, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/");
  await ready(page);
  await loadExample(page, "thresholds");
  await page.getByTestId("settings-button").click();
  await page.getByTestId("preset-select").selectOption("seed");
  await expect(page.getByTestId("settings-preset")).toContainText("design notes");
  await page.getByTestId("settings-button").click();
  await page.getByTestId("tab-compaction").click();
  await goStep(page, 20);

  const url = await openShare(page);
  expect(new URL(url).search).toBe(""); // nothing in the query string
  await expect(page.getByTestId("share-scenario-options")).toBeVisible();
  await expect(page.getByTestId("share-length")).toHaveAttribute("data-too-long", "false");
  await page.getByTestId("share-copy").click();
  await expect(page.getByTestId("share-copied")).toHaveText("Link copied.");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("share-dialog")).toHaveCount(0);

  const fresh = await browser.newContext();
  const p = await fresh.newPage();
  await p.goto(url);
  await expect(p.getByTestId("session-name")).toHaveText(`Shared scenario: ${example("thresholds").title}`);
  await ready(p);
  await expect(p.getByTestId("step-counter")).toContainText("step 21 /");
  await expect(p.getByTestId("tab-compaction")).toHaveAttribute("aria-selected", "true");
  await expect(p.getByTestId("settings-preset")).toContainText("design notes");
  // the fragment is read once and removed, so a reload restores what the user does next
  expect(p.url()).not.toContain("#z=");
  await p.keyboard.press("ArrowRight");
  await expect(p.getByTestId("step-counter")).toContainText("step 22 /");
  await p.waitForTimeout(700);
  await p.reload();
  await ready(p);
  await expect(p.getByTestId("step-counter")).toContainText("step 22 /");
  await fresh.close();
});

test("a damaged link says why in one sentence and the app stays usable", async ({ page }) => {
  const scenario = JSON.parse(fs.readFileSync(path.join(FIXTURES, "scenarios/thresholds.json"), "utf8"));
  const { fragment } = encodeShare({ v: 1, scenario, step: 3 });
  await page.goto(`/${fragment.slice(0, Math.floor(fragment.length / 2))}`);
  const banner = page.getByTestId("error-banner");
  await expect(banner).toContainText(/share link/);
  const sentence = ((await banner.locator("p").textContent()) ?? "").trim();
  expect(sentence).toMatch(/^The share link [^\n]+\.$/);
  // the state that was there (here: the first example) loads and works
  await ready(page);
  await page.keyboard.press("Home");
  await expect(page.getByTestId("step-counter")).toContainText("step 1 /");
});

test("a link too long to paste is said to be so, and the scenario file is offered", async ({ page }) => {
  // 3,000 prompts of varied text: the compressed state is far over 16,000 characters
  const events = Array.from({ length: 3_000 }, (_, i) => ({
    type: "user",
    text: `prompt ${i} ${Math.sin(i)} ${Math.cos(i * 7)}`,
    tokens: 40 + (i % 17),
  }));
  const doc = { format: "context-lab-scenario", version: 1, title: "A very long scenario", events };
  await page.goto("/");
  await ready(page);
  await loadText(page, "long-scenario.json", JSON.stringify(doc));
  await openShare(page);
  await expect(page.getByTestId("share-too-long")).toBeVisible();
  await expect(page.getByTestId("share-length")).toHaveAttribute("data-too-long", "true");
  expect(Number(await page.getByTestId("share-length").getAttribute("data-chars"))).toBeGreaterThan(16_000);
  await expect(page.getByTestId("share-download")).toHaveClass(/primary/);
  await expect(page.getByTestId("share-copy")).toBeEnabled();
  const [dl] = await Promise.all([page.waitForEvent("download"), page.getByTestId("share-download").click()]);
  expect(dl.suggestedFilename()).toBe("a-very-long-scenario.scenario.json");
  const saved = JSON.parse(fs.readFileSync((await dl.path())!, "utf8"));
  expect(saved.events).toHaveLength(3_000);
  expect(saved.format).toBe("context-lab-scenario");
});

test("a real session is reduced to its shape and sizes with its secrets redacted by default", async ({ page, browser }) => {
  await page.goto("/");
  await ready(page);
  await loadText(page, "deploy-session.jsonl", secretSession());
  const url = await openShare(page);
  await expect(page.getByTestId("share-reduce-options")).toBeVisible();
  await expect(page.getByTestId("share-mode-redact")).toBeChecked();
  const kinds = page.getByTestId("share-secret-kind");
  await expect(page.getByTestId("share-secrets-summary")).toContainText("3 secrets redacted");
  await expect(kinds.filter({ hasText: "Anthropic API key" })).toHaveAttribute("data-count", "1");
  await expect(kinds.filter({ hasText: "email address" })).toHaveAttribute("data-count", "1");
  await expect(kinds.filter({ hasText: "password" })).toHaveAttribute("data-count", "1");
  await page.getByTestId("share-review").click();
  await expect(page.getByTestId("share-snippets")).toContainText("[REDACTED:anthropic-key]");
  await expect(page.getByTestId("share-snippets")).not.toContainText(KEY);

  // the file holds the reduced scenario: counts kept, secrets gone
  const [dl] = await Promise.all([page.waitForEvent("download"), page.getByTestId("share-download").click()]);
  const text = fs.readFileSync((await dl.path())!, "utf8");
  expect(text).toContain("[REDACTED:anthropic-key]");
  expect(text).not.toContain(KEY);
  expect(text).not.toContain(MAIL);
  expect(text).not.toContain("hunter2");

  // drop: no text at all; keep: said to be shared as written
  await page.getByTestId("share-mode-drop").check();
  await expect(page.getByTestId("share-no-secrets")).toContainText("no text is shared");
  await page.getByTestId("share-mode-keep").check();
  await expect(page.getByTestId("share-secrets-summary")).toContainText("will be shared as written");
  await page.getByTestId("share-close").click();

  // the redacted link opens as a scenario with the same token counts
  const fresh = await browser.newContext();
  const p = await fresh.newPage();
  await p.goto(url);
  await expect(p.getByTestId("session-name")).toHaveText(/^Shared session/);
  await ready(p);
  await expect(p.getByTestId("message-list")).toContainText("[REDACTED:anthropic-key]");
  await expect(p.getByTestId("message-list")).not.toContainText(KEY);
  await fresh.close();
});
