import { test, expect } from "@playwright/test";
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { FIXTURES, goStep, ready } from "./helpers";
import { shotBoth } from "./shots";

// Three generated real-shape sessions (scripts/make-real-shape-fixtures.ts) loaded together, the
// first with its subagent file: the fidelity panel shows for each and in total what
// `npm run --silent cli -- fidelity <files> --json` prints. The counts are checked by hand against
// the generator (fixtures/sessions/real-shape/README.md); the error figures against the CLI.
const DIR = path.join(FIXTURES, "sessions", "real-shape");
const SHOTS = process.env.SHOTS_DIR ?? "/tmp/shots";
const ROOT = path.resolve(FIXTURES, "..");
const FILES = ["recent-2.1.220.jsonl", "auto-compact-2.1.19.jsonl", "implied-compaction-2.0.76.jsonl"];
const SUBAGENT = path.join(DIR, "recent-2.1.220", "subagents", "agent-a3f9c41d07b2e58a6.jsonl");

// By hand, from the generator:
// - recent-2.1.220 (versions 2.1.220 -> 2.1.221): no compact boundary, one microcompaction only;
//   one record type no reader knows, future-record-kind.
// - auto-compact-2.1.19: two auto compact boundaries at preTokens 155,912 and 155,694; 2.1.19's
//   preset auto-compacts at 155,000 (docs/versions.md), which the context crosses on the very
//   request the recording compacted at: both matched within a round, nothing extra.
// - implied-compaction-2.0.76: no boundary; usage falls from 170,000 to 12,000, an implied
//   compaction. The 155,000 threshold is crossed rounds before usage reaches 170,000, so the
//   rules' compaction is not within one round of it: missed.
const HAND: Record<string, { version: string; recorded: number; matched: number; missed: number; extra: number; unknown: string }> = {
  "recent-2.1.220.jsonl": { version: "2.1.221", recorded: 0, matched: 0, missed: 0, extra: 0, unknown: "future-record-kind 1" },
  "auto-compact-2.1.19.jsonl": { version: "2.1.19", recorded: 2, matched: 2, missed: 0, extra: 0, unknown: "none" },
  "implied-compaction-2.0.76.jsonl": { version: "2.0.76", recorded: 1, matched: 0, missed: 1, extra: 0, unknown: "none" },
};

type Fig = { meanPct: number } | null;
/** The CLI's own format for an error figure (cli/fidelity.ts prints "-16.3%"). */
const pct = (f: Fig) => (f ? `${f.meanPct >= 0 ? "+" : ""}${f.meanPct.toFixed(1)}%` : "-");

test("the fidelity panel shows, for each loaded session and in total, the figures the CLI prints", async ({ page }) => {
  test.setTimeout(120_000);
  const cli = JSON.parse(
    execFileSync(process.execPath, ["bin/context-lab.mjs", "fidelity", ...FILES.map((f) => path.join(DIR, f)), "--json"], {
      cwd: ROOT,
      encoding: "utf8",
    }),
  ) as {
    sessions: {
      file: string;
      version: string;
      recorded: number;
      matched: number;
      missed: number;
      far: number;
      extra: number;
      errorBefore: Fig;
      errorAfter: Fig;
    }[];
    total: { recorded: number; matched: number; missed: number; far: number; extra: number; errorBefore: Fig; errorAfter: Fig };
  };
  expect(cli.sessions.map((s) => path.basename(s.file))).toEqual(FILES);

  await page.goto("/");
  await page.getByTestId("file-input").setInputFiles([path.join(DIR, FILES[0]), SUBAGENT, ...FILES.slice(1).map((f) => path.join(DIR, f))]);
  // several sessions are listed; the subagent file goes to the session its sessionId names, the first
  await expect(page.getByTestId("session-row")).toHaveCount(3);
  const first = page.locator(`[data-testid="session-row"][data-path="${FILES[0]}"]`);
  await expect(first).toHaveAttribute("data-subagents", path.basename(SUBAGENT));
  await first.getByTestId("session-open").click();
  await expect(page.getByTestId("session-name")).toHaveText(FILES[0]);
  await ready(page);
  await expect(page.getByTestId("replay-mode")).toHaveAttribute("data-mode", "replay");
  const button = page.getByTestId("fidelity-button");
  await expect(button).toHaveText("fidelity report (3 sessions)");
  await button.click();

  const panel = page.getByTestId("fidelity-panel");
  await expect(panel.getByTestId("fidelity-report")).toBeVisible({ timeout: 60_000 });
  await expect(panel.getByTestId("fidelity-report")).toHaveAttribute("data-estimator", "chars4");
  const rows = panel.getByTestId("fidelity-row");
  await expect(rows).toHaveCount(3);
  for (const [k, file] of FILES.entries()) {
    const row = rows.nth(k);
    await expect(row).toHaveAttribute("data-file", file);
    const cell = (key: string) => row.locator(`[data-k="${key}"]`);
    const hand = HAND[file];
    const c = cli.sessions[k];
    // the CLI agrees with the hand-checked counts, and the panel with both
    expect([c.version, c.recorded, c.matched, c.missed + c.far, c.extra]).toEqual([
      hand.version,
      hand.recorded,
      hand.matched,
      hand.missed,
      hand.extra,
    ]);
    await expect(cell("version")).toHaveText(hand.version);
    await expect(cell("recorded")).toHaveText(String(hand.recorded));
    await expect(cell("matched")).toHaveText(String(hand.matched));
    await expect(cell("missed")).toHaveText(String(hand.missed));
    await expect(cell("extra")).toHaveText(String(hand.extra));
    await expect(cell("unknown")).toHaveText(hand.unknown);
    await expect(cell("error")).toHaveText(pct(c.errorBefore));
    await expect(cell("calibrated")).toHaveText(pct(c.errorAfter));
  }
  const total = panel.getByTestId("fidelity-total");
  await expect(total.locator('[data-k="recorded"]')).toHaveText("3");
  await expect(total.locator('[data-k="matched"]')).toHaveText("2");
  await expect(total.locator('[data-k="missed"]')).toHaveText("1");
  await expect(total.locator('[data-k="extra"]')).toHaveText("0");
  await expect(total.locator('[data-k="unknown"]')).toHaveText("future-record-kind 1");
  await expect(total.locator('[data-k="error"]')).toHaveText(pct(cli.total.errorBefore));
  await expect(total.locator('[data-k="calibrated"]')).toHaveText(pct(cli.total.errorAfter));
  await expect(panel.getByTestId("fidelity-skipped")).toContainText("1 subagent file attached");
  // no /compact among them; the two auto boundaries are crossed on their own request (by the meter), the implied one missed
  await expect(panel.getByTestId("fidelity-summary")).toContainText("auto compactions 2 of 3 before the count, 0 manual (/compact) apart");
  // the rules' size after a compaction names the estimator it was made with, as every count does
  await expect(panel.getByTestId("fidelity-came-back")).toContainText(
    "Size after, against the next request: the rules alone (chars/4, calibrated)",
  );
  fs.mkdirSync(SHOTS, { recursive: true });
  await panel.screenshot({ path: path.join(SHOTS, "fidelity-panel.png") });
  await page.getByTestId("fidelity-close").click();
  await expect(panel).toHaveCount(0);
});

// The table has eleven columns: at 1440 and 1280 px it fits the dialog whole; narrower it scrolls,
// and shows it does (a fade over the edge columns go past, the session's name kept in view while
// the rest scroll; its scrollbar, drawn in a browser, is hidden in headless Chromium).
test("the fidelity table fits its dialog at 1440 and 1280 px, and scrolls with the session kept in view when narrower", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto("/");
  await page.getByTestId("file-input").setInputFiles(FILES.map((f) => path.join(DIR, f)));
  await page.locator(`[data-testid="session-row"][data-path="${FILES[0]}"]`).getByTestId("session-open").click();
  await ready(page);
  await page.getByTestId("fidelity-button").click();
  const panel = page.getByTestId("fidelity-panel");
  await expect(panel.getByTestId("fidelity-report")).toBeVisible({ timeout: 60_000 });
  const scroller = panel.locator(".fidelity-scroll");
  const lastHead = panel.locator("thead th").last();
  for (const width of [1440, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(lastHead).toHaveText("unknown record types");
    const box = (await panel.boundingBox())!;
    const head = (await lastHead.boundingBox())!;
    expect(head.x + head.width, `${width} px: the last column inside the dialog`).toBeLessThanOrEqual(box.x + box.width);
    expect(await scroller.evaluate((el) => el.scrollWidth <= el.clientWidth), `${width} px: nothing to scroll`).toBe(true);
    await shotBoth(page, `fidelity-panel-${width}`);
  }
  await page.setViewportSize({ width: 900, height: 900 });
  expect(await scroller.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  const first = panel.getByTestId("fidelity-row").first().locator("td").first();
  const left = (await first.boundingBox())!.x;
  await scroller.evaluate((el) => (el.scrollLeft = el.scrollWidth));
  await expect(lastHead).toBeInViewport();
  expect((await first.boundingBox())!.x).toBeCloseTo(left, 0);
  await shotBoth(page, "fidelity-panel-900-scrolled");
});

test("the settings name the preset the recording chose, and why; another stays a choice away", async ({ page }) => {
  const name = "auto-compact-2.1.19.jsonl";
  await page.goto("/");
  await page.getByTestId("file-input").setInputFiles(path.join(DIR, name));
  await expect(page.getByTestId("session-name")).toHaveText(name);
  await ready(page);
  await page.getByTestId("settings-button").click();
  // 2.1.19 is before 2.1.21: the cc-2.1.20 preset (docs/versions.md), not the default one
  await expect(page.getByTestId("preset-select")).toHaveValue("cc-2.1.20");
  const why = page.getByTestId("recording-choice");
  await expect(why).toContainText("Chosen from the recording: Claude Code 2.1.19 → cc-2.1.20");
  await expect(why).toContainText("before 2.1.21");
  await page.getByTestId("preset-select").selectOption("cc-2.1.88");
  await expect(page.getByTestId("replay-mode")).toHaveAttribute("data-mode", "what-if");
  await expect(page.getByTestId("recording-choice")).toContainText("The recording ran under cc-2.1.20");
  await page.getByTestId("use-recording-preset").click();
  await expect(page.getByTestId("replay-mode")).toHaveAttribute("data-mode", "replay");
  await expect(page.getByTestId("preset-select")).toHaveValue("cc-2.1.20");
});

test("events a replayed recorded compaction took out say so", async ({ page }) => {
  const name = "auto-compact-2.1.19.jsonl";
  const lines = fs.readFileSync(path.join(DIR, name), "utf8").trimEnd().split("\n");
  const firstBoundary = lines.findIndex((l) => l.includes('"compact_boundary"')) + 1;
  await page.goto("/");
  await page.getByTestId("file-input").setInputFiles(path.join(DIR, name));
  await expect(page.getByTestId("session-name")).toHaveText(name);
  await ready(page);
  // the chart's recorded marker with the boundary's preTokens gives its step
  const pre = JSON.parse(lines[firstBoundary - 1]).compactMetadata.preTokens as number;
  const step = Number(await page.locator(`[data-testid="chart-recorded"][data-pre="${pre}"]`).getAttribute("data-step"));
  await goStep(page, step);
  const outside = page.locator('[data-testid="event-status"][data-status="outside"][data-recorded-step]').first();
  await expect(outside).toBeVisible();
  await expect(outside).toHaveAttribute("data-recorded-step", String(step));
  await expect(outside).toContainText(`compacted in the recording · step ${step + 1}`);
  await expect(outside).toHaveAttribute("title", new RegExp(`line ${firstBoundary}\\)`));
});

test("a session's record fields the reader does not know are listed in the Context tab", async ({ page }) => {
  await page.goto("/");
  // recent-2.1.220 ends with a record of a type no version writes, holding one field of its own
  // ("note"); every other field in the file is in the reader's list (docs/rules.md#record-fields)
  await page.getByTestId("file-input").setInputFiles(path.join(DIR, FILES[0]));
  await expect(page.getByTestId("session-name")).toHaveText(FILES[0]);
  await ready(page);
  await page.getByTestId("tab-context").click();
  await expect(page.getByTestId("fact-unknown-fields")).toContainText("note ×1");
  await expect(page.getByTestId("fact-unknown-fields")).not.toContainText("prNumber");
  await expect(page.getByTestId("fact-unknown-fields").getByTestId("rule-link")).toHaveAttribute("data-anchor", "record-fields");
});
