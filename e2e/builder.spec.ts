// The scenario builder: a what-if composed in the browser from nothing, simulated live, shared as a
// link and opened in a fresh browser context with the same figures.
import AxeBuilder from "@axe-core/playwright";
import fs from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { fmt, ready } from "./helpers";
import { shotBoth } from "./shots";

async function openBuilder(page: Page) {
  await page.goto("/builder/");
  await expect(page.getByTestId("builder")).toBeVisible();
}

/** The figures a user reads at the current step: meter total and state, compactions, skills after the last one. */
async function figures(page: Page) {
  await page.getByTestId("tab-skills").click();
  await expect(page.getByTestId("skills-reattach-panel")).toBeVisible();
  const skills = await page
    .getByTestId("skills-row")
    .evaluateAll((rows) =>
      rows.map((r) => `${r.querySelector('[data-testid="skills-status"]')?.textContent?.trim()}:${r.textContent?.match(/skill-\d+/)?.[0]}`),
    );
  return {
    total: await page.getByTestId("side-total").textContent(),
    state: await page.getByTestId("meter-state").first().getAttribute("data-state"),
    step: await page.getByTestId("step-counter").textContent(),
    skills,
  };
}

test("from an empty draft to a compaction that drops a skill, shared and opened with the same figures", async ({ page, browser }) => {
  await openBuilder(page);
  await page.getByTestId("builder-start").selectOption("empty");
  await expect(page.getByTestId("builder-empty")).toBeVisible();

  // a prompt of 40 tokens
  await page.getByTestId("add-user").click();
  await page.getByTestId("field-text").fill("Prepare the release with our skills.");
  await page.getByTestId("field-tokens").fill("40");

  // six skills of 8,000 tokens, all invoked
  await page.getByText("Repeat and generate").click();
  await page.getByTestId("gen-skill-count").fill("6");
  await page.getByTestId("gen-skill-tokens").fill("8000");
  await page.getByTestId("gen-skills-make").click();
  await expect(page.getByTestId("gen-skills-preview")).toHaveText("invokes 6 skills, 48,000 tokens");
  await page.getByTestId("builder-event-open").first().click(); // close the prompt's editor: new events go at the end
  await page.getByTestId("gen-skills-add").click();

  // 25 reads of 5,000 tokens: 16,000 startup + 40 + 6 × (20 + 8 + 8,000) + 125,000 passes 167,000
  await page.getByTestId("gen-rounds").fill("25");
  await page.getByTestId("gen-read").fill("5000");
  await page.getByTestId("gen-edit").fill("0");
  await expect(page.getByTestId("gen-rounds-preview")).toHaveText(`adds 25 events, ${fmt(125_000)} tokens`);
  await page.getByTestId("gen-rounds-add").click();
  await expect(page.getByTestId("builder-event")).toHaveCount(1 + 6 + 25);

  // the simulation follows: one full compaction; after it five skills fit 25,000 and skill-1 is dropped
  await ready(page);
  await page.keyboard.press("End");
  await expect(page.getByTestId("tab-compaction")).toContainText("1");
  const sent = await figures(page);
  expect(sent.skills).toEqual([
    "truncated:skill-6",
    "truncated:skill-5",
    "truncated:skill-4",
    "truncated:skill-3",
    "truncated:skill-2",
    "dropped:skill-1",
  ]);

  // the draft survives a reload
  await page.waitForTimeout(400);
  await page.reload();
  await expect(page.getByTestId("builder-event")).toHaveCount(32);
  await ready(page);
  // 1 prompt + 6 skills × 3 records + 25 tool calls × 2 records
  await expect(page.getByTestId("step-counter")).toContainText("/ 69");
  await page.keyboard.press("End");
  await expect(page.getByTestId("step-counter")).toContainText("step 69 / 69");
  await page.getByTestId("builder-share").click();
  const href = await page.getByTestId("builder-link").getAttribute("href");
  expect(href).toMatch(/#[sz]=/);
  const senderAfterReload = await figures(page);

  const fresh = await browser.newContext();
  const p = await fresh.newPage();
  await p.goto(href!);
  await ready(p);
  const received = await figures(p);
  expect(received).toEqual(senderAfterReload);
  expect(received.skills).toEqual(sent.skills);
  await fresh.close();
});

test("an empty draft says how its chart starts, and the skills count follows the draft's Skill events", async ({ page }) => {
  await openBuilder(page);
  await page.getByTestId("builder-start").selectOption("empty");
  await expect(page.getByTestId("builder-empty")).toBeVisible();
  // nothing to draw yet: a plain line, not a chart that never finishes loading
  await expect(page.getByTestId("timeline-empty")).toHaveText(/Add an event to see the context grow/);
  await expect(page.getByTestId("timeline-loading")).toHaveCount(0);
  await expect(page.getByTestId("builder-skills-summary")).toHaveText("Skills (0)");
  // no events, no step to be at (the step bar says 0 / 0): the side panel names none
  await expect(page.getByTestId("sim-context-heading")).toHaveText("Simulated context");
  await shotBoth(page, "builder-empty");

  // the palette's Skill on a draft with no skills names my-skill: the count follows, and says where it is sized
  await page.getByTestId("add-skill").click();
  await expect(page.getByTestId("builder-skills-summary")).toHaveText("Skills (1)");
  const invoked = page.locator('[data-testid="builder-skill-invoked"][data-skill="my-skill"]');
  await expect(invoked).toContainText("4,000");
  await expect(page.getByTestId("timeline-empty")).toHaveCount(0);
  await expect(page.getByTestId("timeline")).toBeVisible();
  await expect(page.getByTestId("sim-context-heading")).toHaveText(/^Simulated context at step \d/);
  await shotBoth(page, "builder-skill");
  // defined here, it is still one skill
  await invoked.getByRole("button", { name: "Define" }).click();
  await expect(invoked).toHaveCount(0);
  await expect(page.getByRole("spinbutton", { name: "Size of my-skill in tokens" })).toHaveValue("4000");
  await expect(page.getByTestId("builder-skills-summary")).toHaveText("Skills (1)");
  // undone, the event goes and so does the count
  await page.getByTestId("builder-undo").click();
  await page.getByTestId("builder-undo").click();
  await expect(page.getByTestId("builder-skills-summary")).toHaveText("Skills (0)");
  await expect(page.getByTestId("timeline-empty")).toBeVisible();
});

test("undo, redo, keyboard reorder and removal", async ({ page }) => {
  await openBuilder(page);
  await page.getByTestId("builder-start").selectOption("empty");
  await page.getByTestId("add-user").click();
  await page.getByTestId("add-read").click();
  await page.getByTestId("add-wait").click();
  const kinds = () => page.locator('[data-testid="builder-event"] .bld-kind').allTextContents();
  await expect.poll(kinds).toEqual(["prompt", "read", "gap"]);

  // Alt+↑ on the focused gap moves it above the read
  await page.locator('[data-testid="builder-event"]').nth(2).focus();
  await page.keyboard.press("Alt+ArrowUp");
  await expect.poll(kinds).toEqual(["prompt", "gap", "read"]);
  await page.getByTestId("builder-undo").click();
  await expect.poll(kinds).toEqual(["prompt", "read", "gap"]);
  await page.getByTestId("builder-redo").click();
  await expect.poll(kinds).toEqual(["prompt", "gap", "read"]);

  await page.getByTestId("builder-event-remove").first().click();
  await expect.poll(kinds).toEqual(["gap", "read"]);
  // Ctrl+Z outside a text field undoes too
  await page.locator("body").click({ position: { x: 5, y: 880 } });
  await page.keyboard.press("Control+z");
  await expect.poll(kinds).toEqual(["prompt", "gap", "read"]);
});

test("saved as a scenario file with a caption, and opened again: the same events, and a lesson", async ({ page }) => {
  await openBuilder(page);
  await page.getByTestId("builder-start").selectOption("long-pause");
  await ready(page);
  const before = await page.locator('[data-testid="builder-event"] .bld-summary').allTextContents();
  await page.getByText(/^Captions/).click();
  await page.getByTestId("caption-title").fill("The cache has expired");
  await page.getByLabel("Caption text").fill("75 minutes passed: nothing is read from the prompt cache.");
  await page.getByTestId("caption-add").click();
  const download = page.waitForEvent("download");
  await page.getByTestId("builder-save").click();
  const file = await (await download).path();
  const doc = JSON.parse(fs.readFileSync(file, "utf8"));
  expect(doc.format).toBe("context-lab-scenario");
  expect(doc.lesson.captions).toEqual([
    { step: 0, panel: "context", title: "The cache has expired", text: "75 minutes passed: nothing is read from the prompt cache." },
  ]);

  await page.getByTestId("builder-start").selectOption("empty");
  await expect(page.getByTestId("builder-empty")).toBeVisible();
  await page.getByTestId("builder-file").setInputFiles(file);
  await expect(page.getByTestId("builder-title")).toHaveValue("A long pause before the next prompt");
  expect(await page.locator('[data-testid="builder-event"] .bld-summary').allTextContents()).toEqual(before);
});

test("edit as scenario: a loaded lesson opens in the builder", async ({ page }) => {
  await page.goto("/");
  await ready(page);
  await page.getByTestId("examples-button").click();
  await page.locator('[data-testid="example-item"][data-example="thresholds"]').click();
  await ready(page);
  const steps = await page.getByTestId("step-counter").textContent();
  await page.getByTestId("edit-as-scenario").click();
  await expect(page.getByTestId("builder")).toBeVisible();
  await expect(page.getByTestId("builder-title")).toHaveValue(/threshold/i);
  await ready(page);
  // the same scenario: the same number of steps
  expect((await page.getByTestId("step-counter").textContent())?.split("/")[1]).toBe(steps?.split("/")[1]);
});

test("edit as scenario: a real session is reduced, keeping its sizes, and opens in the builder", async ({ page }) => {
  await page.goto("/");
  await ready(page);
  await page.getByTestId("examples-button").click();
  await page.locator('[data-testid="example-item"][data-example="tool-calls"]').click();
  await ready(page);
  await page.getByTestId("edit-as-scenario").click();
  await expect(page.getByTestId("builder")).toBeVisible();
  await ready(page);
  // every event of the reduction is an editable row with a size, and the text is redacted
  expect(await page.getByTestId("builder-event").count()).toBeGreaterThan(10);
  const sizes = await page.locator('[data-testid="builder-event"] .bld-tokens').allTextContents();
  expect(sizes.filter((t) => !/^[\d,]+$/.test(t))).toEqual([]);
});

for (const scheme of ["light", "dark"] as const) {
  test(`the builder column has no serious accessibility violation (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await openBuilder(page);
    await page.getByTestId("builder-start").selectOption("skill-budget");
    await ready(page);
    await page.getByText("Repeat and generate").click();
    await page.getByTestId("builder-event-open").nth(2).click();
    await expect(page.getByTestId("event-editor")).toBeVisible();
    // scoped to the builder's own column: the inspector beside it has its own checks
    const r = await new AxeBuilder({ page })
      .include('[data-testid="builder"]')
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
      .analyze();
    const bad = r.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });
}
