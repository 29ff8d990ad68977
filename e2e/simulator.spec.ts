import { test, expect, type Page } from "@playwright/test";
import fs from "node:fs";
import path from "node:path";
import { ingest } from "../lib/transcripts";
import { ESTIMATOR_LABEL } from "../lib/model";
import { countSession } from "../lib/tokens/count";
import { chars4Counter } from "../lib/tokens/estimators";
import { resolveSettings, type PresetName } from "../lib/context/settings";
import { simulate, snapshotAt, TIER_LABEL, type Compaction, type Simulation, type Tier } from "../lib/context/simulate";
import { TIER_SCENARIOS as LESSONS } from "../lib/lessons/tier-scenarios";
import { shotBoth } from "./shots";

// The simulator UI against the static export. Expectations come from running the engine on the
// same fixture (chars/4, the app's default estimator), so they follow the rules and the fixtures.
const FIXTURES = path.resolve(__dirname, "..", "fixtures");
const nf = new Intl.NumberFormat("en-US");
const fmt = (n: number) => nf.format(Math.round(n));

interface ExampleJson {
  id: string;
  title: string;
  kind?: string;
  file: string;
}

function examples(): ExampleJson[] {
  const doc = JSON.parse(fs.readFileSync(path.join(FIXTURES, "examples.json"), "utf8"));
  return Array.isArray(doc) ? doc : doc.examples;
}

function example(id: string): ExampleJson {
  const e = examples().find((x) => x.id === id);
  if (!e) throw new Error(`examples.json has no "${id}"`);
  return e;
}

/** What the engine makes of an example, as the app's worker runs it. */
function engine(id: string, opts: { preset?: PresetName; overrides?: Record<string, unknown> } = {}): Simulation {
  const e = example(id);
  const text = fs.readFileSync(path.join(FIXTURES, e.file), "utf8");
  const session = ingest(text, path.basename(e.file));
  const table = countSession(session, chars4Counter);
  const { settings } = resolveSettings(session.scenario, {
    ...(opts.preset ? { preset: opts.preset } : {}),
    overrides: opts.overrides ?? {},
  });
  return simulate(session, table, settings, { counter: chars4Counter });
}

function first(sim: Simulation, tier: Tier): Compaction {
  const c = sim.compactions.find((x) => x.tier === tier && x.ok);
  if (!c) throw new Error(`no ${tier} compaction`);
  return c;
}

async function ready(page: Page) {
  await expect(page.getByTestId("event-row").first()).toBeVisible();
  await expect(page.getByTestId("progress-label")).toHaveCount(0);
  await expect(page.getByTestId("meter-state")).toBeVisible();
}

async function loadExample(page: Page, id: string) {
  await page.getByTestId("examples-button").click();
  await page.locator(`[data-testid="example-item"][data-example="${id}"]`).click();
  await expect(page.getByTestId("session-name")).toHaveText(example(id).title);
  await ready(page);
}

/** Makes step index `i` (0-based) the current step. */
async function goStep(page: Page, i: number) {
  await page.getByTestId("step-scrubber").fill(String(i));
  await expect(page.getByTestId("step-counter")).toContainText(`step ${fmt(i + 1)} /`);
}

async function expectMeter(page: Page, sim: Simulation, step: number) {
  const s = snapshotAt(sim, step);
  await expect(page.getByTestId("meter-state")).toHaveText(s.meter);
  await expect(page.getByTestId("meter-percent")).toHaveText(`${s.percentLeft}% until auto-compact`);
  await expect(page.getByTestId("side-total")).toHaveText(fmt(s.tokens));
}

test.beforeEach(async ({ page }) => {
  await page.goto("/");
  await ready(page);
});

test("stepping through an auto-compaction: meter, chart marker and compaction panel", async ({ page }) => {
  const sim = engine("thresholds");
  const c = first(sim, "full");
  expect(c.trigger).toBe("auto");
  await loadExample(page, "thresholds");

  // Before: the request that compacts has not been made; the context is over the thresholds.
  await goStep(page, c.step - 1);
  await expectMeter(page, sim, c.step - 1);
  expect(snapshotAt(sim, c.step - 1).meter).not.toBe("ok");
  await expect(page.getByTestId("meter")).toHaveAttribute("data-state", snapshotAt(sim, c.step - 1).meter);

  // The chart marks the compaction with its tier.
  const marker = page.locator(`[data-testid="chart-marker"][data-compaction="${c.index}"]`);
  await expect(marker).toHaveAttribute("data-tier", "full");
  await expect(marker).toHaveAttribute("data-step", String(c.step));
  await expect(page.locator('[data-testid="chart-marker"]')).toHaveCount(sim.compactions.length);

  // After.
  await page.keyboard.press("ArrowRight");
  await expect(page.getByTestId("step-counter")).toContainText(`step ${fmt(c.step + 1)} /`);
  await expectMeter(page, sim, c.step);
  expect(snapshotAt(sim, c.step).meter).toBe("ok");

  // The panel: tier, tokens before and after, the nine sections.
  await page.getByTestId("tab-compaction").click();
  const panel = page.getByTestId("compaction-panel");
  await expect(panel).toHaveAttribute("data-tier", "full");
  await expect(panel.getByTestId("compaction-tier")).toHaveText(TIER_LABEL.full);
  await expect(panel.getByTestId("compaction-before")).toHaveText(fmt(c.tokensBefore));
  await expect(panel.getByTestId("compaction-after")).toHaveText(fmt(c.tokensAfter));
  // a scenario records no usage: both counts are the estimator's, and say which
  await expect(panel.getByTestId("compaction-tokens-by")).toContainText(`· estimate, ${ESTIMATOR_LABEL[sim.estimator]}`);
  // the span counts too, each with its estimator
  await expect(panel.getByTestId("compaction-summarised")).toContainText(`tokens (estimate, ${ESTIMATOR_LABEL[sim.estimator]})`);
  await expect(panel.getByTestId("compaction-trigger")).toHaveAttribute("data-trigger", "auto");
  await expect(panel.getByTestId("summary-section")).toHaveCount(9);
  expect(c.summary!.sections).toHaveLength(9);
  const s3 = c.summary!.sections[2];
  await expect(panel.getByTestId("summary-section").nth(2)).toContainText(s3.title);
  await expect(panel.getByTestId("summary-section").nth(2)).toContainText(fmt(s3.tokens));
  // A section opens to its text.
  await panel.getByTestId("summary-section").first().getByRole("button").click();
  await expect(panel.getByTestId("summary-section").first().locator("pre")).toBeVisible();
  // Why the cheaper tiers did not do.
  await expect(panel.getByTestId("compaction-why")).toContainText("Session memory");

  // The message list: the cut, and what became of the events above it.
  await expect(page.locator(`[data-testid="cut-line"][data-compaction="${c.index}"]`)).toBeVisible();
  await expect(page.locator('[data-testid="event-status"][data-status="summarised"]').first()).toBeVisible();
});

test("a chart marker selects its compaction; a click on the chart jumps to its step", async ({ page }) => {
  const sim = engine("session-memory");
  const c = first(sim, "session-memory");
  await loadExample(page, "session-memory");
  await page.keyboard.press("Home");
  await expect(page.getByTestId("step-counter")).toContainText("step 1 /");

  await page.locator(`[data-testid="chart-marker"][data-compaction="${c.index}"]`).click();
  await expect(page.getByTestId("step-counter")).toContainText(`step ${fmt(c.step + 1)} /`);
  await expect(page.getByTestId("tab-compaction")).toHaveAttribute("aria-selected", "true");
  const panel = page.getByTestId("compaction-panel");
  await expect(panel.getByTestId("compaction-tier")).toHaveText(TIER_LABEL["session-memory"]);
  await expect(panel.getByTestId("compaction-kept")).toContainText(`${fmt(c.kept.items)} items`);
  // Kept messages are marked in the list, below the cut.
  await expect(page.locator(`[data-testid="cut-line"][data-compaction="${c.index}"]`)).toBeVisible();
  await expect(page.locator('[data-testid="event-status"][data-status="kept"]').first()).toBeVisible();

  // A click on the left part of the chart goes back in time.
  const box = (await page.getByTestId("timeline-chart").boundingBox())!;
  await page.mouse.click(box.x + box.width * 0.25, box.y + box.height * 0.5);
  await expect
    .poll(async () => Number(/step ([\d,]+)/.exec((await page.getByTestId("step-counter").textContent()) ?? "")![1].replace(/,/g, "")))
    .toBeLessThan(c.step / 2);
});

test("changing a setting re-simulates at once and keeps the step", async ({ page }) => {
  const sim = engine("thresholds");
  const big = engine("thresholds", { overrides: { window: 1_000_000 } });
  const c = first(sim, "full");
  expect(big.compactions).toHaveLength(0);
  await loadExample(page, "thresholds");
  await goStep(page, c.step);
  await expect(page.locator('[data-testid="chart-marker"][data-tier="full"]')).toHaveCount(1);

  await page.getByTestId("settings-button").click();
  const drawer = page.getByTestId("settings-drawer");
  await expect(drawer).toBeVisible();
  await expect(page.getByTestId("preset-select")).toHaveValue("cc-2.1.88");
  // Every control has an accessible name.
  await expect(drawer.getByRole("spinbutton", { name: "Context window", exact: true })).toHaveValue("200000");
  await expect(drawer.getByRole("checkbox", { name: "Auto-compact", exact: true })).toBeChecked();

  await page.getByTestId("window-1M").click();
  await expect(page.locator('[data-testid="chart-marker"]')).toHaveCount(0);
  await expect(page.getByTestId("no-compactions")).toBeVisible();
  await expect(page.getByTestId("step-counter")).toContainText(`step ${fmt(c.step + 1)} /`);
  await expectMeter(page, big, c.step);
  await expect(drawer.getByRole("spinbutton", { name: "Context window", exact: true })).toHaveValue("1000000");
  await expect(drawer.locator('[data-testid="setting-field"][data-key="window"]')).toHaveAttribute("data-origin", "changed");
  await expect(page.getByTestId("settings-preset")).toHaveText("cc-2.1.88 +1");

  // A value the engine refuses is reported, not applied.
  await drawer.getByRole("spinbutton", { name: "Auto-compact buffer", exact: true }).fill("-5");
  await expect(page.getByTestId("settings-problems")).toContainText("autoCompactBufferTokens: -5 is negative");

  await page.getByTestId("settings-reset").click();
  await expect(page.locator('[data-testid="chart-marker"][data-tier="full"]')).toHaveCount(1);
  await expect(page.getByTestId("step-counter")).toContainText(`step ${fmt(c.step + 1)} /`);
  await expectMeter(page, sim, c.step);
  await page.keyboard.press("Escape");
  await expect(drawer).toHaveCount(0);
});

test("the microcompact example runs under seed, where time-based microcompact fires", async ({ page }) => {
  const sim = engine("microcompact");
  expect(sim.settings.preset).toBe("seed");
  const c = first(sim, "microcompact-time");
  await loadExample(page, "microcompact");
  await expect(page.getByTestId("settings-preset")).toHaveText("design notes");
  const marker = page.locator(`[data-testid="chart-marker"][data-tier="microcompact-time"]`);
  await expect(marker).toHaveCount(1);
  await marker.click();
  await expect(page.getByTestId("step-counter")).toContainText(`step ${fmt(c.step + 1)} /`);
  const panel = page.getByTestId("compaction-panel");
  await expect(panel.getByTestId("compaction-tier")).toHaveText(TIER_LABEL["microcompact-time"]);
  await expect(panel.getByTestId("compaction-trigger")).toHaveAttribute("data-trigger", "time-gap");
  await expect(panel.getByTestId("compaction-cleared-count")).toHaveText(
    `${c.cleared.length} tool result${c.cleared.length === 1 ? "" : "s"}`,
  );
  await expect(panel.getByTestId("compaction-before")).toHaveText(fmt(c.tokensBefore));
  await expect(panel.getByTestId("compaction-after")).toHaveText(fmt(c.tokensAfter));

  // Under cc-2.1.88 the same session has no time-based microcompact.
  const cc = engine("microcompact", { preset: "cc-2.1.88" });
  expect(cc.compactions.some((x) => x.tier === "microcompact-time")).toBe(false);
  await page.getByTestId("settings-button").click();
  await page.getByTestId("preset-select").selectOption("cc-2.1.88");
  await expect(marker).toHaveCount(0);
  await expect(page.getByTestId("settings-preset")).toHaveText("cc-2.1.88");
});

test("a repeated Read of an unchanged file becomes a stub in the list", async ({ page }) => {
  const sim = engine("lesson-file-unchanged");
  const c = first(sim, "file-unchanged");
  await loadExample(page, "lesson-file-unchanged");
  await page.locator(`[data-testid="chart-marker"][data-tier="file-unchanged"]`).click();
  await expect(page.getByTestId("step-counter")).toContainText(`step ${fmt(c.step + 1)} /`);
  const row = page.locator('[data-testid="event-row"][data-current="true"]');
  await expect(row.getByTestId("event-status")).toHaveAttribute("data-status", "cleared");
  await expect(row.getByTestId("stub-line")).toContainText("File unchanged since last read");
  await expectMeter(page, sim, c.step);
});

test("the 413 scenario compacts reactively", async ({ page }) => {
  const sim = engine("reactive-413");
  const c = first(sim, "reactive");
  expect(c.tokensBefore).toBeLessThan(sim.thresholds.autoCompactThreshold);
  await loadExample(page, "reactive-413");
  await expect(page.locator('[data-testid="chart-marker"][data-tier="reactive"]')).toHaveCount(1);

  await goStep(page, c.step - 1);
  await expectMeter(page, sim, c.step - 1);
  await page.keyboard.press("ArrowRight");
  await expectMeter(page, sim, c.step);

  await page.getByTestId("tab-compaction").click();
  const panel = page.getByTestId("compaction-panel");
  await expect(panel.getByTestId("compaction-tier")).toHaveText(TIER_LABEL.reactive);
  await expect(panel.getByTestId("compaction-trigger")).toHaveAttribute("data-trigger", "prompt-too-long");
  await expect(panel.getByTestId("compaction-before")).toHaveText(fmt(c.tokensBefore));
  await expect(panel.getByTestId("compaction-after")).toHaveText(fmt(c.tokensAfter));
  await expect(panel.getByTestId("summary-section")).toHaveCount(9);
  await expect(panel.getByTestId("compaction-why")).toContainText("reactive compaction does not try it");
});

test("the built-in teaching scenarios show each tier firing", async ({ page }) => {
  // example id -> the tier it shows (lessons.ts names the tier of each lesson)
  const shows: [string, Tier | "circuit-breaker"][] = [
    ["thresholds", "full"],
    ["microcompact", "microcompact-cache"],
    ["session-memory", "session-memory"],
    ["reactive-413", "reactive"],
    ...LESSONS.filter((l) => examples().some((e) => e.id === `lesson-${l.id}`)).map(
      (l) => [`lesson-${l.id}`, l.tier] as [string, Tier | "circuit-breaker"],
    ),
  ];
  const tiers = new Set(shows.map(([, t]) => t));
  for (const t of ["microcompact-time", "microcompact-cache", "file-unchanged", "session-memory", "full", "reactive"] as Tier[])
    expect(tiers.has(t)).toBe(true);
  for (const [id, tier] of shows) {
    await loadExample(page, id);
    if (tier === "circuit-breaker") {
      const sim = engine(id);
      expect(sim.notes.some((n) => n.kind === "breaker-open")).toBe(true);
      await expect(page.locator('[data-testid="chart-marker"].failed')).toHaveCount(sim.compactions.filter((c) => !c.ok).length);
    } else {
      await expect(page.locator(`[data-testid="chart-marker"][data-tier="${tier}"]`).first()).toBeVisible();
      await expect(page.locator(`[data-testid="legend-tier"][data-tier="${tier}"]`)).toBeVisible();
    }
  }
});

test("a real session shows its recorded compactions beside the simulated ones", async ({ page }) => {
  const sim = engine("compaction");
  expect(sim.recorded.length).toBeGreaterThan(0);
  await loadExample(page, "compaction");
  await expect(page.getByTestId("chart-recorded")).toHaveCount(sim.recorded.length);
  await expect(page.locator('[data-testid="chart-marker"]')).toHaveCount(sim.compactions.length);
  // a new input opens at step 1, before any recorded usage: the comparison shows from the last step
  await page.keyboard.press("End");
  await expect(page.getByTestId("sim-vs-recorded")).toBeVisible();

  const r = sim.recorded.find((x) => x.match)!;
  await page.getByTestId("tab-compaction").click();
  await page.locator('[data-testid="compaction-list-item"]').nth(r.match!.compaction).click();
  const panel = page.getByTestId("compaction-panel");
  await expect(panel).toHaveAttribute("data-compaction", String(r.match!.compaction));
  const sign = (n: number) => `${n > 0 ? "+" : n < 0 ? "−" : "±"}${fmt(Math.abs(n))}`;
  // the difference is given in API rounds (rules.md#fidelity)
  await expect(panel.getByTestId("compaction-recorded")).toContainText(`${sign(r.match!.roundDiff)} API rounds`);
  // its article follows the word after it: "An auto compaction", "A manual compaction"
  const kind = r.kind === "microcompact" ? "microcompaction" : "compaction";
  const words = r.implied
    ? `An implied (a usage drop with no boundary record) ${r.trigger} ${kind}`
    : `${r.trigger === "auto" ? "An" : "A"} ${r.trigger} ${kind}`;
  await expect(panel.getByTestId("compaction-recorded")).toContainText(words);
  await expect(panel.getByTestId("compaction-recorded")).not.toContainText(/\bA (auto|implied)\b/);
  // the list's line for the recorded one says steps and tokens in words, the tokens with their estimator
  const line = page.getByTestId("recorded-list-item").nth(sim.recorded.indexOf(r)).locator(".num").last();
  await expect(line).toContainText(`#${r.match!.compaction + 1} ${sign(r.match!.stepDiff)} step`);
  if (r.match!.tokenDiff !== null) await expect(line).toContainText(`${sign(r.match!.tokenDiff)} tokens (chars/4)`);
  await expect(line).not.toContainText(/\b(st|tok)\b/);
  await page.setViewportSize({ width: 1280, height: 860 });
  // at 1280 px the side panel holds the whole row: its kind is not cut to "recorded …"
  const kindCell = page.getByTestId("recorded-list-item").nth(sim.recorded.indexOf(r)).locator(".t");
  await expect(kindCell).toHaveText(r.trigger);
  expect(await kindCell.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
  await shotBoth(page, "compaction-list-1280", page.getByTestId("compaction-list"));
});

test("a reload keeps the chosen preset and overrides", async ({ page }) => {
  const big = engine("thresholds", { preset: "seed", overrides: { window: 1_000_000 } });
  await loadExample(page, "thresholds");
  await page.getByTestId("settings-button").click();
  await page.getByTestId("preset-select").selectOption("seed");
  await page.getByTestId("window-1M").click();
  await expect(page.getByTestId("settings-preset")).toHaveText("design notes +1");
  await expect(page.locator('[data-testid="chart-marker"]')).toHaveCount(big.compactions.length);
  await page.waitForTimeout(700); // the view is saved after a short debounce

  await page.reload();
  await ready(page);
  await expect(page.getByTestId("session-name")).toHaveText(example("thresholds").title);
  await expect(page.getByTestId("settings-preset")).toHaveText("design notes +1");
  await expect(page.locator('[data-testid="chart-marker"]')).toHaveCount(big.compactions.length);
  // the drawer was open when the page was left: a reload opens it again
  await expect(page.getByTestId("settings-button")).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByTestId("preset-select")).toHaveValue("seed");
  await expect(page.getByTestId("settings-drawer").getByRole("spinbutton", { name: "Context window", exact: true })).toHaveValue("1000000");
});
