import { test, expect } from "@playwright/test";
import { strToU8, zipSync } from "fflate";

// The catalog the user chose for routing: picked on the Routing screen from the Catalog screen's,
// it survives a reload (IndexedDB) and is the one the inspector's Routing tab routes over.
const SHOTS = process.env.SHOTS_DIR ?? "/tmp/shots";
const md = (name: string, description: string) => strToU8(`---\nname: ${name}\ndescription: ${description}\n---\n\n# ${name}\n`);
const files = {
  "mine/skills/invoice-audit/SKILL.md": md(
    "invoice-audit",
    "Audits supplier invoices against purchase orders. Use when checking invoices, 송장 검토.",
  ),
  "mine/skills/haiku-writer/SKILL.md": md("haiku-writer", "Writes haiku about code. Use when asked for a poem."),
  "mine/skills/sprint-retro/SKILL.md": md("sprint-retro", "Runs a sprint retrospective and writes its notes. Use for a retro."),
};

test("the catalog chosen for routing survives a reload and reaches the inspector's Routing tab", async ({ page }) => {
  await page.goto("/catalog/");
  await page
    .getByTestId("catalog-zip-input")
    .setInputFiles({ name: "mine.zip", mimeType: "application/zip", buffer: Buffer.from(zipSync(files)) });
  await expect(page.getByTestId("catalog-entry")).toHaveCount(3);
  await page.getByTestId("nav-routing").click();
  await expect(page.getByTestId("routing-catalog")).toHaveAttribute("data-status", "ready");
  // picked five times in a row it stays picked (it used to fall back to the bundled one)
  for (let i = 0; i < 5; i++) {
    await page.getByTestId("routing-catalog-select").selectOption("bundled:devkit");
    await page.getByTestId("routing-catalog-select").selectOption("catalog-screen");
    await expect(page.getByTestId("routing-catalog")).toHaveAttribute("data-status", "ready");
    await expect(page.getByTestId("routing-catalog-size")).toContainText("3 skills indexed");
    await expect(page.getByTestId("routing-catalog-select")).toHaveValue("catalog-screen");
  }

  await page.reload();
  await expect(page.getByTestId("routing-catalog")).toHaveAttribute("data-status", "ready");
  await expect(page.getByTestId("routing-catalog-size")).toContainText("3 skills indexed");
  await expect(page.getByTestId("routing-catalog-select")).toHaveValue("catalog-screen");
  // the examples menu follows the catalog: no devkit skill prompts over this one
  await expect(page.getByTestId("route-examples").locator("option").first()).toContainText("prompts that need no skill");
  await expect(page.getByTestId("route-examples").locator("option").first()).not.toContainText("devkit");
  await page.screenshot({ path: `${SHOTS}/routing-catalog-reloaded.png` });
  // what the router learned from this catalog: its names written as one word, worked out by hand
  await page.getByTestId("routing-tab-dictionary").click();
  await expect(page.getByTestId("dict-learned-count")).toHaveText("3");
  for (const pair of ["invoiceaudit=invoice audit", "haikuwriter=haiku writer", "sprintretro=sprint retro"])
    await expect(page.locator(`[data-testid="dict-learned-row"][data-pair="${pair}"]`)).toHaveCount(1);
  await page.screenshot({ path: `${SHOTS}/routing-learned.png` });

  // the inspector's Routing tab routes over it
  await page.goto("/");
  await page.getByTestId("examples-button").click();
  await page.locator('[data-testid="example-item"][data-example="skills"]').click();
  await expect(page.getByTestId("session-name")).toHaveText("Skill invocations");
  await page.getByTestId("tab-routing").click();
  const panel = page.getByTestId("tabpanel-routing");
  await expect(panel.getByTestId("routing-catalog")).toHaveAttribute("data-status", "ready");
  await expect(panel.getByTestId("routing-catalog-size")).toContainText("3 skills indexed");
  await page.screenshot({ path: `${SHOTS}/inspector-routing-own-catalog.png` });
});
