import { test, expect, type Page } from "@playwright/test";
import fs from "node:fs";
import path from "node:path";
import { FIXTURES, fmt, goStep, loadExample, loadText } from "./helpers";

// A generated real-shape Claude Code 2.1.19 session (scripts/make-replay-fixture.ts) replays as
// recorded; a 1M window makes it a what-if that forks at the first recorded compaction. The
// expectations come from the file itself (where its boundaries are) and the rules (docs/versions.md:
// 2.1.19 auto-compacts at 155,000; a 1M window's threshold is far above the recorded 159k).
const NAME = "replay-real-shape.jsonl";
const text = fs.readFileSync(path.join(FIXTURES, "sessions", NAME), "utf8");
const lines = text.trimEnd().split("\n");
const boundaryLines = lines.flatMap((l, k) => (l.includes('"compact_boundary"') ? [k + 1] : []));
const firstPre = JSON.parse(lines[boundaryLines[0] - 1]).compactMetadata.preTokens as number;

test("a recorded session replays as recorded, and a changed setting forks it into a what-if", async ({ page }) => {
  expect(boundaryLines).toHaveLength(2);
  await page.goto("/");
  await loadText(page, NAME, text);

  const mode = page.getByTestId("replay-mode");
  await expect(mode).toHaveAttribute("data-mode", "replay");
  await expect(mode).toContainText("Replay");
  await expect(page.getByTestId("recording-preset")).toContainText("cc-2.1.20");
  await expect(page.getByTestId("recording-preset")).toContainText("Claude Code 2.1.19");
  // usage grows 1.25 tokens per chars/4 token in this file
  await expect(page.getByTestId("calibration")).toContainText("calibrated (chars/4 ×1.25");
  await expect(page.locator('[data-testid="chart-recorded"]')).toHaveCount(2);
  await expect(page.getByTestId("chart-fork")).toHaveCount(0);

  // the step of the first boundary (the permission-mode line 1 is bookkeeping, so steps are lines - 1... found by the counter)
  await page.getByTestId("settings-button").click();
  await page.getByTestId("window-1M").click();
  await expect(mode).toHaveAttribute("data-mode", "what-if");
  const fork = page.getByTestId("fork-point");
  await expect(fork).toContainText(`(line ${fmt(boundaryLines[0])})`);
  await expect(fork).toContainText(`auto-compacted at ${fmt(firstPre)} tokens`);
  await expect(page.getByTestId("chart-fork")).toHaveCount(1);

  const step = Number(await mode.getAttribute("data-fork-step"));
  await goStep(page, step);
  await page.screenshot({ path: "test-results/replay-what-if.png", fullPage: false });
});

test("rules alone from here: the recording after the chosen step is ignored, and following it again returns", async ({ page }) => {
  await page.goto("/");
  await loadText(page, NAME, text);
  const mode = page.getByTestId("replay-mode");
  await expect(mode).toHaveAttribute("data-mode", "replay");
  // a step well before the first recorded boundary: the rules alone must meet the auto-compact
  // threshold on their own count from there (the recording's boundary is then only listed)
  await goStep(page, 5);
  await page.getByTestId("rules-alone").click();
  await expect(mode).toHaveAttribute("data-mode", "what-if");
  await expect(mode).toHaveAttribute("data-fork-step", "5");
  await expect(page.getByTestId("fork-point")).toContainText("the rules alone from here");
  await expect(page.getByTestId("chart-fork")).toHaveCount(1);
  await page.getByTestId("rules-alone-off").click();
  await expect(mode).toHaveAttribute("data-mode", "replay");
  await expect(page.getByTestId("chart-fork")).toHaveCount(0);
});

/** The compaction tab's panel with its first simulated compaction open: at step 1 none has run yet, and the panel names the first. */
async function openFirstCompaction(page: Page) {
  await page.getByTestId("tab-compaction").click();
  const panel = page.getByTestId("compaction-panel");
  await panel
    .getByRole("button", { name: /^step / })
    .first()
    .click();
  return panel;
}

test("a calibrated replay's counts say they are calibrated: the compaction's tokens and spans, and compare's used tokens", async ({
  page,
}) => {
  await page.goto("/");
  await loadText(page, NAME, text);
  // usage grows 1.25 tokens per chars/4 token in this file: the simulation counts with the scaled table
  await expect(page.getByTestId("calibration")).toContainText("calibrated (chars/4 ×1.25");
  // the context tab's categories are the simulation's table too
  await page.getByTestId("tab-context").click();
  await expect(page.getByTestId("category-table").locator("th").first()).toHaveText("Category (estimate, chars/4, calibrated)");
  const panel = await openFirstCompaction(page);
  await expect(panel).not.toHaveAttribute("data-empty", "true");
  // after a compaction the context is the simulation's own estimate, made with the calibrated table
  await expect(panel.getByTestId("compaction-tokens-by")).toContainText("after: estimate, chars/4, calibrated");
  await expect(panel.getByTestId("compaction-summarised")).toContainText("(estimate, chars/4, calibrated)");
  await page.getByTestId("compare-button").click();
  await goStep(page, 3);
  await expect(page.getByTestId("compare-step-used").locator("th")).toHaveText(/calibrated|recorded usage/);
  await expect(page.getByTestId("compare-step-used").locator("th")).not.toHaveText(/\(chars\/4\)|estimate, chars\/4\)/);
});

test("a calibrated replay's cleared tool results say their counts are the calibrated estimate", async ({ page }) => {
  await page.goto("/");
  await loadExample(page, "real-shape-two-compactions");
  // its first simulated compaction clears a re-read file's result to a stub
  const panel = await openFirstCompaction(page);
  await expect(panel.getByTestId("compaction-cleared-head")).toContainText("tokens (estimate, chars/4, calibrated)");
});
