// The routing screen's example prompts: over the bundled devkit catalog the first one shown is a
// prompt the router gets right; over a user's own catalog only the prompts that fit it are offered,
// in its own name, never "the devkit gold set". Expectations come from lib/routing on the same files.
import { test, expect, type Page } from "@playwright/test";
import fs from "node:fs";
import path from "node:path";
import { strToU8, zipSync } from "fflate";
import { buildRouter, parseGold } from "../lib/routing";
import { casesForCatalog, needsNoSkill } from "../lib/routing/cases-for-catalog";
import { loadCatalog } from "../lib/skills/catalog";
// the page's router has the English paraphrase table (the worker loads it): so does the one that says what to expect
import wordnet from "../lib/routing/data/wordnet-paraphrases.json";
import { bundledCatalogFiles } from "./helpers";
import { shotBoth } from "./shots";

const ROOT = path.resolve(__dirname, "..");
const gold = parseGold(fs.readFileSync(path.join(ROOT, "fixtures", "gold", "devkit.jsonl"), "utf8")).cases;
const router = buildRouter(loadCatalog(bundledCatalogFiles("devkit"), "devkit").entries, {}, { paraphrases: wordnet.table });

async function options(page: Page) {
  return page
    .getByTestId("route-examples")
    .locator("option")
    .evaluateAll((os) => os.map((o) => ({ value: (o as HTMLOptionElement).value, text: o.textContent ?? "" })));
}

test("the first example over the bundled devkit catalog is one the router gets right", async ({ page }) => {
  await page.goto("/routing/");
  await expect(page.getByTestId("routing-catalog")).toHaveAttribute("data-status", "ready");
  await expect(page.getByTestId("route-examples")).toBeEnabled();
  const [head, first] = await options(page);
  expect(head.value).toBe("");
  expect(head.text).toBe(`Examples: ${gold.length} prompts of the devkit gold set…`);
  const c = gold.find((x) => x.id === first.value)!;
  const t = router.route(c.query);
  expect(t.decision).toBe("skill");
  expect([...c.gold, ...(c.acceptable ?? [])]).toContain(t.chosen);
  // picked, the screen says the same
  await page.getByTestId("route-examples").selectOption(c.id);
  await expect(page.getByTestId("route-input")).toHaveValue(c.query);
  await expect(page.getByTestId("route-decision")).toHaveAttribute("data-decision", "skill");
  await expect(page.getByTestId("route-decision")).toHaveAttribute("data-chosen", t.chosen!);
  await shotBoth(page, "routing-first-example");
});

test("over a user's own catalog the examples are only those that fit it, worded for it", async ({ page }) => {
  const md = (name: string, description: string) => strToU8(`---\nname: ${name}\ndescription: ${description}\n---\n\n# ${name}\n`);
  const files = {
    "mine/skills/invoice-audit/SKILL.md": md("invoice-audit", "Audits supplier invoices against purchase orders."),
    "mine/skills/code-review/SKILL.md": md("code-review", "Reviews a diff before it is pushed: bugs, risks, style."),
  };
  const names = new Set(["invoice-audit", "code-review"]);
  const fits = casesForCatalog(gold, names);
  const own = fits.filter((c) => !needsNoSkill(c)).length;
  const none = fits.length - own;
  expect(own).toBeGreaterThan(0);
  await page.goto("/routing/");
  await expect(page.getByTestId("routing-catalog")).toHaveAttribute("data-status", "ready");
  await page
    .getByTestId("routing-zip-input")
    .setInputFiles({ name: "mine.zip", mimeType: "application/zip", buffer: Buffer.from(zipSync(files)) });
  await expect(page.getByTestId("routing-catalog-size")).toContainText("2 skills indexed");
  await expect(page.getByTestId("route-examples").locator("option").first()).toHaveText(
    `Examples over mine.zip: ${own + none} prompts that fit it…`,
  );
  const [head, ...rest] = await options(page);
  expect(head.text).not.toMatch(/devkit/);
  // the groups say which need one of its skills and which need none
  const groups = await page
    .getByTestId("route-examples")
    .locator("optgroup")
    .evaluateAll((gs) => gs.map((g) => g.getAttribute("label")));
  expect(groups[0]).toMatch(/^single: /);
  expect(groups).toContain("native: work Claude does with its own tools (no skill)");
  expect(rest.map((o) => o.value).sort()).toEqual(fits.map((c) => c.id).sort());
  for (const o of rest) {
    const c = gold.find((x) => x.id === o.value)!;
    expect(
      c.gold.every((g) => names.has(g)),
      c.id,
    ).toBe(true);
  }
  await shotBoth(page, "routing-own-examples");
});
