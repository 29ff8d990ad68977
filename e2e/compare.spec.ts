// Compare mode: one session simulated under two settings in the worker, two strips on one scale,
// the compactions of A and B lined up with differences marked, and the meter of each.
import { expect, test } from "@playwright/test";
import fs from "node:fs";
import path from "node:path";
import { ingest } from "../lib/transcripts";
import { countSession } from "../lib/tokens/count";
import { chars4Counter } from "../lib/tokens/estimators";
import { resolveSettings, type PresetName } from "../lib/context/settings";
import { simulate, snapshotAt, type Simulation } from "../lib/context/simulate";
import { compareSimulations } from "../lib/context/compare";
import { FIXTURES, example, fmt, goStep, loadExample, openShare, ready } from "./helpers";
import { shotBoth } from "./shots";

function engine(id: string, opts: { preset?: PresetName; overrides?: Record<string, unknown> }): Simulation {
  const e = example(id);
  const session = ingest(fs.readFileSync(path.join(FIXTURES, e.file), "utf8"), path.basename(e.file));
  const { settings } = resolveSettings(session.scenario, {
    ...(opts.preset ? { preset: opts.preset } : {}),
    overrides: opts.overrides ?? {},
  });
  return simulate(session, countSession(session, chars4Counter), settings, { counter: chars4Counter });
}

test("200k vs 1M: two strips, the compactions table and both meters", async ({ page }) => {
  const a = engine("thresholds", { overrides: { window: 200_000 } });
  const b = engine("thresholds", { overrides: { window: 1_000_000 } });
  const cmp = compareSimulations(a, b);
  await page.goto("/");
  await ready(page);
  await loadExample(page, "thresholds");
  await page.getByTestId("compare-button").click();
  await expect(page.getByTestId("compare-button")).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByTestId("tab-compare")).toHaveAttribute("aria-selected", "true");
  await page.getByTestId("compare-pair-window").click();
  await expect(page.getByTestId("compare-pair-window")).toHaveAttribute("aria-pressed", "true");

  await expect(page.getByTestId("compare-strip-A")).toHaveAttribute("data-compactions", String(a.compactions.length));
  await expect(page.getByTestId("compare-strip-B")).toHaveAttribute("data-compactions", String(b.compactions.length));
  await expect(page.getByTestId("compare-strip-A")).toContainText("window 200k");
  await expect(page.getByTestId("compare-strip-B")).toContainText("window 1M");

  const rows = page.getByTestId("compare-row");
  await expect(rows).toHaveCount(cmp.rows.length);
  for (const [k, r] of cmp.rows.entries()) {
    await expect(rows.nth(k)).toHaveAttribute("data-step", String(r.step));
    await expect(rows.nth(k)).toHaveAttribute("data-diff", r.diff.join(" "));
    await expect(rows.nth(k)).toHaveClass(r.diff.length ? /diff/ : /^(?!.*diff)/);
  }

  // at the compaction step: A compacted, B did not; the meters say so
  const c = a.compactions[0];
  const cursorX = (side: "A" | "B") => async () =>
    (await page.getByTestId(`compare-strip-${side}`).getByTestId("step-cursor").boundingBox())?.x ?? NaN;
  await goStep(page, 0);
  const startA = await cursorX("A")();
  await goStep(page, c.step);
  // each strip's current-step line (drawn over the chart) moves with the step, to the same x
  await expect.poll(cursorX("A")).toBeGreaterThan(startA + 20);
  expect(Math.abs((await cursorX("A")()) - (await cursorX("B")()))).toBeLessThan(1.5);
  const sa = snapshotAt(a, c.step);
  const sb = snapshotAt(b, c.step);
  await expect(page.getByTestId("compare-step-used")).toHaveAttribute("data-diff", "true");
  await expect(page.getByTestId("compare-step-used")).toContainText(fmt(sa.tokens));
  await expect(page.getByTestId("compare-step-used")).toContainText(fmt(sb.tokens));
  // the count says what made it: a scenario records no usage, so both are the estimator's
  await expect(page.getByTestId("compare-step-used").locator("th")).toHaveText(/^Used tokens \(estimate, chars\/4\)/);
  await expect(page.getByTestId("compare-meter-A").getByTestId("side-total")).toHaveText(fmt(sa.tokens));
  await expect(page.getByTestId("compare-meter-B").getByTestId("side-total")).toHaveText(fmt(sb.tokens));
  await expect(page.getByTestId("compare-meter-A").getByTestId("meter-state")).toHaveText(sa.meter);
  await expect(page.getByTestId("compare-meter-B").getByTestId("meter-state")).toHaveText(sb.meter);

  // the link carries compare mode
  const url = await openShare(page);
  await page.keyboard.press("Escape");
  const p = await (await page.context().browser()!.newContext()).newPage();
  await p.goto(url);
  await ready(p);
  await expect(p.getByTestId("compare-strips")).toBeVisible();
  await expect(p.getByTestId("compare-strip-B")).toContainText("window 1M");
  await expect(p.getByTestId("tab-compare")).toHaveAttribute("aria-selected", "true");
  await p.context().close();

  // exit: the single timeline is back
  await page.getByTestId("compare-exit").click();
  await expect(page.getByTestId("compare-strips")).toHaveCount(0);
  await expect(page.getByTestId("timeline-chart")).toBeVisible();
});

test("cc-2.1.88 vs seed on the microcompact example: the settings that differ and the rows", async ({ page }) => {
  const a = engine("microcompact", { preset: "cc-2.1.88" });
  const b = engine("microcompact", { preset: "seed" });
  const cmp = compareSimulations(a, b);
  await page.goto("/");
  await ready(page);
  await loadExample(page, "microcompact");
  await page.getByTestId("tab-compare").click();
  await page.getByTestId("compare-pair-presets").click();
  await expect(page.getByTestId("compare-strips")).toBeVisible();
  await expect(page.getByTestId("compare-row")).toHaveCount(cmp.rows.length);
  expect(cmp.rows.some((r) => r.diff.length > 0)).toBe(true);
  const table = page.getByTestId("compare-settings");
  for (const s of cmp.settings) await expect(table).toContainText(s.label);
  // B's preset is changed in its own control, A's stays
  await expect(page.getByTestId("compare-preset-B")).toHaveValue("seed");
  await expect(page.getByTestId("compare-preset-A")).toHaveValue("cc-2.1.88");
  await page.getByTestId("compare-swap").click();
  await expect(page.getByTestId("compare-preset-A")).toHaveValue("seed");
  await expect(page.getByTestId("settings-preset")).toContainText("design notes");
});

// With no preset picked, A runs a recorded session under the recording's settings and B under the
// default preset (a scenario: its own, both); the option said "scenario's own" on a recording too.
test("compare's preset pickers say what no preset runs: the recording's or the default, the scenario's own on a scenario", async ({
  page,
}) => {
  const own = (side: "A" | "B") => page.getByTestId(`compare-preset-${side}`).locator('option[value=""]');
  await page.goto("/");
  await ready(page);
  await page.getByTestId("compare-button").click();
  await expect(own("A")).toHaveText("the recording's");
  await expect(own("B")).toHaveText("the default");
  await shotBoth(page, "compare-own-recording", page.getByTestId("compare-side-A").locator(".."));
  await loadExample(page, "reference-session");
  if ((await page.getByTestId("compare-button").getAttribute("aria-pressed")) !== "true") await page.getByTestId("compare-button").click();
  await expect(own("A")).toHaveText("the scenario's own");
  await expect(own("B")).toHaveText("the scenario's own");
});
