// The routing screens in a new user's words: "wrong loads" (the README's word) rather than
// "Hallucination", and a visible one-line gloss wherever the router's own terms appear (Gated,
// native, triage, incorporation, same-job similarity). Screenshots in both schemes go to SHOTS_DIR.
import { test, expect, type Locator, type Page } from "@playwright/test";
import { openSkillsRouting } from "./helpers";
import { shotBoth } from "./shots";

async function gotoRouting(page: Page, hash = "") {
  await page.goto(`/routing/${hash}`);
  await expect(page.getByTestId("routing-catalog")).toHaveAttribute("data-status", "ready");
}

/** The gloss of `term` in a glossary: shown, on screen, and saying something. */
async function glossed(glossary: Locator, term: string) {
  const item = glossary.locator(`[data-term="${term}"]`);
  await expect(item).toBeVisible();
  await expect(item.locator("dd")).toHaveText(/\w{3,}.*\w{3,}/);
  await expect(item.locator("dd")).toBeInViewport();
}

test("the bench says wrong loads, and glosses its column and row words on screen", async ({ page }) => {
  await gotoRouting(page, "#bench");
  await page.getByTestId("bench-run").click();
  await expect(page.getByTestId("bench-table")).toBeVisible();
  const head = page.getByTestId("bench-table").locator("thead");
  await expect(head).toContainText("Wrong loads");
  await expect(page.getByTestId("bench")).not.toContainText(/hallucinat/i);
  await expect(page.getByTestId("bench-chart")).toContainText("Wrong loads");
  const g = page.getByTestId("bench-glossary");
  for (const t of ["recall", "top1", "gated", "wrong", "native", "steps"]) await glossed(g, t);
  await expect(g.locator('[data-term="gated"] dt')).toHaveText("Gated");
  await expect(g.locator('[data-term="wrong"] dt')).toHaveText("Wrong loads");
  // the sweep's lines and table, same words
  await page.getByTestId("sweep-from").fill("3");
  await page.getByTestId("sweep-to").fill("9");
  await page.getByTestId("sweep-step").fill("3");
  await page.getByTestId("sweep-run").click();
  await expect(page.getByTestId("sweep-row")).toHaveCount(3);
  await expect(page.getByTestId("bench")).not.toContainText(/hallucinat/i);
  await expect(page.getByTestId("bench")).toContainText("Wrong loads");
  await shotBoth(page, "bench");
});

test("the Route tab glosses triage, native and incorporation under the flow, and same-job similarity in the settings", async ({ page }) => {
  await gotoRouting(page);
  const g = page.getByTestId("route-glossary");
  for (const t of ["triage", "native", "incorporation"]) await glossed(g, t);
  // one line each at 1440 px
  const lines = await g
    .locator("dd")
    .evaluateAll((dds) => dds.map((d) => Math.round(d.getBoundingClientRect().height / parseFloat(getComputedStyle(d).lineHeight))));
  expect(lines).toEqual([1, 1, 1]);
  const same = page.getByTestId("gloss-same-job");
  await expect(same).toBeVisible();
  await expect(same).toContainText("near-tied");
  await expect(page.getByLabel("same-job similarity")).toBeVisible();
  await page.getByTestId("route-input").fill("write release notes for v2.3");
  await page.getByTestId("route-input").press("Enter");
  await expect(page.getByTestId("route-decision")).toBeVisible();
  await shotBoth(page, "routing");
});

test("the inspector's Routing tab glosses the same words under its flow", async ({ page }) => {
  await openSkillsRouting(page);
  await page.getByTestId("step-scrubber").fill("0");
  await page.getByTestId("step-next").click();
  const panel = page.getByTestId("tabpanel-routing");
  await expect(panel.getByTestId("route-decision")).toBeVisible();
  const g = panel.getByTestId("route-glossary");
  await g.scrollIntoViewIfNeeded();
  for (const t of ["triage", "native", "incorporation"]) await glossed(g, t);
  await shotBoth(page, "inspector-routing", page.getByTestId("side-panel"));
});

test("a word the catalog never uses reaches its skill through WordNet, and the term says so", async ({ page }) => {
  // "jot" is in no devkit description; WordNet's jot (a note) is: the worker loads the table itself
  await gotoRouting(page);
  await page.getByTestId("route-input").fill("jot down the minutes of our sync");
  await page.getByTestId("route-input").press("Enter");
  await expect(page.getByTestId("route-decision")).toBeVisible();
  const row = page.locator('[data-testid="candidate-row"][data-name="meeting-notes"]');
  await expect(row).toBeVisible({ timeout: 30_000 });
  await row.getByTestId("candidate-expand").click();
  const note = page.locator('[data-testid="term-row"][data-term="note"]');
  await expect(note).toHaveAttribute("data-source", "paraphrase");
  await shotBoth(page, "routing-paraphrase", page.getByTestId("candidates"));
});
