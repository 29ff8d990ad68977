// Accessibility: axe-core over every screen, in the light and the dark theme (the theme follows
// the system setting, emulated here before the page loads). A serious or critical violation fails.
// A dialog, menu or drawer is checked on its own (the page behind it was checked already), and
// each test has the time it needs on a slow, shared two-core machine: nothing here is timed.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

const SCHEMES = ["light", "dark"] as const;

async function ready(page: Page) {
  await expect(page.getByTestId("event-row").first()).toBeVisible();
  await expect(page.getByTestId("progress-label")).toHaveCount(0);
  await expect(page.getByTestId("meter-state").first()).toBeVisible();
}

async function loadExample(page: Page, id: string) {
  await page.getByTestId("examples-button").click();
  await page.locator(`[data-testid="example-item"][data-example="${id}"]`).click();
  await expect(page.getByTestId("progress-label")).toHaveCount(0);
  await ready(page);
}

/** Runs axe and fails on serious or critical violations, naming each with its elements. */
async function check(page: Page, screen: string, scope?: string) {
  // no animation to wait for: transitions are off (reducedMotion) and each caller waits for what it checks
  let axe = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]);
  if (scope) axe = axe.include(scope);
  const r = await axe.analyze();
  const bad = r.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  const text = bad
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n${v.nodes
          .slice(0, 8)
          .map((n) => `    ${n.target.join(" ")}  ${n.failureSummary?.split("\n")[1]?.trim() ?? ""}`)
          .join("\n")}`,
    )
    .join("\n");
  // soft: every screen is checked and reported in one run
  expect.soft(text, `axe on ${screen}`).toBe("");
}

for (const scheme of SCHEMES) {
  test.describe(`${scheme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      // axe over a full inspector takes tens of seconds on two busy cores
      test.setTimeout(240_000);
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: "reduce" });
    });

    test(`inspector, settings, side tabs, share dialog and compare mode (${scheme})`, async ({ page }) => {
      await page.goto("/");
      await ready(page);
      const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      expect(bg).toBe(scheme === "dark" ? "rgb(27, 28, 31)" : "rgb(255, 255, 255)");
      await check(page, "inspector with a session");

      await page.getByTestId("settings-button").click();
      await expect(page.getByTestId("preset-select")).toBeVisible();
      await check(page, "settings drawer", ".drawer");
      await page.getByTestId("settings-button").click();

      await loadExample(page, "skills-budget");
      await page.getByTestId("tab-compaction").click();
      await expect(page.getByTestId("compaction-panel")).toBeVisible();
      await check(page, "compaction tab");
      // a new input opens at step 1: the re-attachment is shown from the compaction on
      await page.keyboard.press("End");
      await page.getByTestId("tab-skills").click();
      await expect(page.getByTestId("skills-reattach-panel")).toBeVisible();
      await check(page, "skills tab");

      await page.getByTestId("share-button").click();
      await expect(page.getByTestId("share-url")).toHaveValue(/#z=/, { timeout: 30_000 });
      await check(page, "share dialog (scenario)", '[data-testid="share-dialog"]');
      await page.keyboard.press("Escape");
      await expect(page.getByTestId("share-dialog")).toHaveCount(0);

      await page.getByTestId("compare-button").click();
      await expect(page.getByTestId("compare-strips")).toBeVisible();
      await expect(page.getByTestId("compare-table")).toBeVisible();
      await check(page, "compare mode");

      await page.getByTestId("export-button").click();
      await expect(page.getByTestId("export-menu")).toBeVisible();
      await check(page, "export menu", '[data-testid="export-menu"]');
      await page.keyboard.press("Escape");
    });

    test(`share dialog for a real session (${scheme})`, async ({ page }) => {
      await page.goto("/");
      await ready(page);
      await page.getByTestId("share-button").click();
      await expect(page.getByTestId("share-reduce-options")).toBeVisible();
      await expect(page.getByTestId("share-url")).toHaveValue(/#z=/, { timeout: 30_000 });
      await check(page, "share dialog (session)", '[data-testid="share-dialog"]');
      await page.keyboard.press("Escape");
      await page.keyboard.press("?");
      await expect(page.getByTestId("shortcuts-sheet")).toBeVisible();
      await check(page, "shortcuts sheet", '[data-testid="shortcuts-sheet"]');
    });

    test(`catalog screen, each tab (${scheme})`, async ({ page }) => {
      await page.goto("/catalog/");
      await expect(page.getByTestId("catalog-empty")).toBeVisible();
      await check(page, "catalog screen, empty");
      await page.locator('[data-testid="catalog-bundled"][data-catalog="devkit"]').click();
      await expect(page.getByTestId("catalog-name")).toContainText("devkit", { timeout: 30_000 });
      for (const tab of ["entries", "listing", "lint"]) {
        await page.getByTestId(`catalog-tab-${tab}`).click();
        await expect(page.getByTestId(`catalog-tab-${tab}`)).toHaveAttribute("aria-selected", "true");
        await check(page, `catalog ${tab}`);
      }
    });

    test(`lessons page and a lesson (${scheme})`, async ({ page }) => {
      await page.goto("/lessons/");
      await expect(page.getByTestId("lesson-list")).toBeVisible();
      await ready(page);
      await check(page, "lessons list");
      await page.locator('[data-testid="lesson-start"][data-lesson="session-memory"]').click();
      await expect(page.getByTestId("lesson-card")).toBeVisible();
      await ready(page);
      await check(page, "lesson card");
      // a caption in compare mode
      for (let i = 0; i < 3; i++) await page.getByTestId("lesson-next").click();
      await expect(page.getByTestId("lesson-caption")).toHaveAttribute("data-panel", "compare");
      await expect(page.getByTestId("compare-table")).toBeVisible();
      await check(page, "lesson in compare mode");
    });
  });
}
