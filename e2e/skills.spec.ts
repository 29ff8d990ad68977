import { test, expect, type Page } from "@playwright/test";
import { bundledCatalogFiles } from "./helpers";
import fs from "node:fs";
import path from "node:path";
import { strToU8, zipSync } from "fflate";
import { loadCatalog, type CatalogFile } from "../lib/skills/catalog";
import { lintCatalog } from "../lib/skills/lint";
import { buildListing, LISTING_PRESETS } from "../lib/skills/listing";
import { chars4Counter } from "../lib/tokens/estimators";

// Skills in the context: the re-attachment panel inside the inspector (the built-in skills-budget
// scenario) and the Catalog screen (the bundled devkit catalog, a hostile .zip). Expectations
// about devkit are computed here with the same lib/ code, from the files on disk.
const SHOTS = process.env.SHOTS_DIR ?? "/tmp/shots";

const devkitFiles = (): CatalogFile[] => bundledCatalogFiles("devkit");

async function openSkillsBudget(page: Page) {
  await page.goto("/");
  await expect(page.getByTestId("event-row").first()).toBeVisible();
  await page.getByTestId("examples-button").click();
  await page.locator('[data-testid="example-item"][data-example="skills-budget"]').click();
  await expect(page.getByTestId("session-name")).toHaveText("Skills and the re-attachment budget");
  await expect(page.getByTestId("progress-label")).toHaveCount(0);
  // The compaction runs at the last event: step to it, then open the Skills tab.
  const last = page.getByTestId("step-last");
  if (await last.isEnabled()) await last.click();
  await expect(page.getByTestId("step-counter")).toHaveText(/step (\d[\d,]*) \/ \1$/);
  await page.getByTestId("tab-skills").click();
  await expect(page.getByTestId("skills-reattach-panel")).toBeVisible();
}

/** The catalog screen, hydrated (its effects set webkitdirectory and the drop listeners together). */
async function gotoCatalog(page: Page) {
  await page.goto("/catalog/");
  await expect(page.locator('[data-testid="catalog-folder-input"][webkitdirectory]')).toHaveCount(1);
}

const row = (page: Page, name: string) => page.locator(`[data-testid="skills-row"][data-skill="${name}"]`);

test("the re-attachment panel shows which skills survive the compaction, and where each is cut", async ({ page }) => {
  await openSkillsBudget(page);
  const panel = page.getByTestId("skills-reattach-panel");
  await expect(panel.getByTestId("skills-summary")).toContainText("6 of 7 re-attached");
  await expect(panel.getByTestId("skills-estimator")).toContainText("chars/4, what Claude Code 2.1.88 does");

  // Statuses and sizes, in re-attachment order (most recent first).
  await expect(panel.getByTestId("skills-row")).toHaveCount(7);
  await expect(panel.getByTestId("skills-row").first()).toHaveAttribute("data-skill", "commit-style");
  await expect(row(page, "commit-style")).toHaveAttribute("data-status", "kept");
  await expect(row(page, "commit-style").getByTestId("skills-kept")).toHaveText("3,000");
  await expect(row(page, "security-review")).toHaveAttribute("data-status", "truncated");
  await expect(row(page, "security-review").getByTestId("skills-kept")).toHaveText("5,000");
  await expect(row(page, "security-review").getByTestId("skills-lost")).toHaveText("1,500");
  await expect(row(page, "pdf-forms")).toHaveAttribute("data-status", "dropped");
  await expect(row(page, "pdf-forms").getByTestId("skills-kept")).toHaveText("0");

  // The stacked bar: six segments in order, the dropped one apart, past the budget line.
  await expect(panel.getByTestId("skills-bar").getByTestId("skills-bar-seg")).toHaveCount(6);
  await expect(panel.getByTestId("skills-bar").getByTestId("skills-bar-dropped")).toHaveAttribute("data-skill", "pdf-forms");

  // The dropped skill is listed with a warning and the reason.
  const dropped = panel.getByTestId("skills-dropped");
  await expect(dropped).toContainText("silently dropped");
  await expect(dropped.getByTestId("skills-dropped-item")).toHaveAttribute("data-skill", "pdf-forms");
  await expect(dropped).toContainText("dropped: 5,000 more would make 25,900 of the 25,000 budget");

  // The skill view: the cut drawn in the truncated body, the text after it greyed, the lost "Never do" listed.
  await row(page, "security-review").click();
  const view = panel.getByTestId("skills-view");
  await expect(view).toHaveAttribute("data-skill", "security-review");
  await expect(view).toContainText("Cut at character 20,000");
  await expect(view.getByTestId("skills-cut-line")).toBeVisible();
  await expect(view.getByTestId("skills-cut-line")).toContainText("skill content truncated for compaction");
  const lost = view.getByTestId("skills-lost-item");
  await expect(lost.filter({ hasText: "## Never do" })).toHaveCount(1);
  await expect(lost.filter({ hasText: "Never skip the checks listed above" })).toHaveCount(1);
  // The heading sits below the cut line in the body.
  const cutBox = await view.getByTestId("skills-cut-line").boundingBox();
  await lost.filter({ hasText: "## Never do" }).getByRole("button").click();
  const never = view.getByTestId("skills-body").locator("[data-line]").filter({ hasText: "## Never do" });
  await expect(never).toBeVisible();
  const body = await view.getByTestId("skills-body").evaluate((el) => {
    const cut = el.querySelector("[data-cut]") as HTMLElement;
    const line = [...el.querySelectorAll("[data-line]")].find((x) => x.textContent?.includes("## Never do")) as HTMLElement;
    return { cut: cut.offsetTop, never: line.offsetTop, after: line.className };
  });
  expect(body.never).toBeGreaterThan(body.cut);
  expect(cutBox).not.toBeNull();

  // A kept skill has no cut; the dropped one has none of its body re-attached.
  await row(page, "commit-style").click();
  await expect(view).toHaveAttribute("data-status", "kept");
  await expect(view.getByTestId("skills-cut-line")).toHaveCount(0);

  // "invoked at" jumps to the step of the invocation.
  await row(page, "commit-style").getByTestId("skills-jump").click();
  await expect(page.getByTestId("step-counter")).toContainText("step 35 /");
});

test("what-if: re-invoking pdf-forms after the compaction makes it kept and pushes api-design out", async ({ page }) => {
  await openSkillsBudget(page);
  const w = page.getByTestId("skills-whatif");
  await w.locator('[data-testid="whatif-reinvoke"][data-skill="pdf-forms"]').check();
  const pdf = w.locator('[data-testid="whatif-row"][data-skill="pdf-forms"]');
  await expect(pdf).toHaveAttribute("data-status-before", "dropped");
  await expect(pdf).toHaveAttribute("data-status-after", "kept");
  await expect(w.getByTestId("whatif-row").first()).toHaveAttribute("data-skill", "pdf-forms");
  await expect(w.locator('[data-testid="whatif-row"][data-skill="api-design"]')).toHaveAttribute("data-status-after", "dropped");
  // The original is still shown beside it.
  await expect(row(page, "pdf-forms")).toHaveAttribute("data-status", "dropped");

  // A bigger total budget keeps everyone.
  await w.locator('[data-testid="whatif-reinvoke"][data-skill="pdf-forms"]').uncheck();
  await w.getByTestId("whatif-total").fill("30000");
  await expect(w.locator('[data-testid="whatif-row"][data-skill="pdf-forms"]')).toHaveAttribute("data-status-after", "kept");
  await expect(w.locator('[data-testid="whatif-row"][data-status-after="dropped"]')).toHaveCount(0);
});

test("the catalog screen lints the bundled devkit catalog and shows its listing", async ({ page }) => {
  const files = devkitFiles();
  const catalog = loadCatalog(files, "devkit");
  const cap = LISTING_PRESETS["cc-2.1.88"].perEntryCap;
  const lint = lintCatalog(catalog, { perEntryCap: cap });
  const byRule = new Map<string, number>();
  for (const r of lint) for (const p of r.problems) byRule.set(p.rule, (byRule.get(p.rule) ?? 0) + 1);
  const total = [...byRule.values()].reduce((a, b) => a + b, 0);
  const listing = buildListing(catalog.entries, { ...LISTING_PRESETS["cc-2.1.88"], window: 200_000 }, chars4Counter);
  const skills = catalog.entries.filter((e) => e.kind === "skill").length;
  const agents = catalog.entries.filter((e) => e.kind === "agent").length;

  await page.goto("/");
  await page.getByTestId("nav-catalog").click();
  await expect(page).toHaveURL(/\/catalog\/$/);
  await page.locator('[data-testid="catalog-bundled"][data-catalog="devkit"]').click();
  await expect(page.getByTestId("catalog-counts")).toContainText(`${skills} skills · ${agents} subagents`);
  await expect(page.getByTestId("catalog-entry").first()).toBeVisible();

  // An entry opens to its front matter fields.
  await page.getByTestId("catalog-entry").first().click();
  await expect(page.getByTestId("catalog-frontmatter").first()).toContainText("description");

  // Tokenizer counts on demand, in the worker.
  await page.getByTestId("count-o200k").click();
  await expect(page.getByTestId("count-o200k")).toHaveCount(0);

  // Lint: the counts per rule are the linter's.
  await page.getByTestId("catalog-tab-lint").click();
  await expect(page.getByTestId("lint-total")).toContainText(`${total} finding`);
  for (const [rule, n] of byRule) {
    await expect(page.locator(`[data-testid="lint-rule-count"][data-rule="${rule}"]`)).toHaveAttribute("data-count", String(n));
  }
  await page.locator('[data-testid="lint-rule-count"][data-rule="body-cut"]').click();
  await expect(page.getByTestId("lint-problem").first()).toHaveAttribute("data-rule", "body-cut");

  // Listing: the text as the model sees it, the budget, the cost per turn and the noise tax.
  await page.getByTestId("catalog-tab-listing").click();
  await expect(page.getByTestId("listing-text")).toHaveText(listing.text);
  await expect(page.getByTestId("listing-budget")).toContainText(`${listing.chars.toLocaleString("en-US")} / 8,000 chars`);
  await expect(page.getByTestId("listing-cost")).toContainText(listing.tokens.toLocaleString("en-US"));
  await expect(page.getByTestId("listing-noise")).toContainText((listing.tokens * 50).toLocaleString("en-US"));
  // A 1M window has five times the room: fewer descriptions are trimmed.
  await page.getByTestId("listing-window").selectOption("1000000");
  await expect(page.getByTestId("listing-budget")).toContainText("/ 40,000 chars");
});

/** Rewrites the uncompressed size a central-directory record declares (a zip bomb's lie). */
function declareSize(zip: Uint8Array, name: string, size: number): Uint8Array {
  const out = zip.slice();
  const dv = new DataView(out.buffer);
  for (let o = 0; o + 46 <= out.length; o++) {
    if (dv.getUint32(o, true) !== 0x02014b50) continue;
    const len = dv.getUint16(o + 28, true);
    if (new TextDecoder().decode(out.subarray(o + 46, o + 46 + len)) === name) dv.setUint32(o + 24, size, true);
  }
  return out;
}

function hostileZip(): Buffer {
  const md = (name: string) =>
    strToU8(`---\nname: ${name}\ndescription: Formats ${name} output. Use when asked.\nx-custom: kept\n---\n\n# ${name}\n\nNever do X.\n`);
  const zip = zipSync({
    "mycat/skills/good-skill/SKILL.md": md("good-skill"),
    "mycat/agents/helper.md": md("helper"),
    "../evil/SKILL.md": md("evil"),
    "mycat/skills/bomb/SKILL.md": md("bomb"),
  });
  return Buffer.from(declareSize(zip, "mycat/skills/bomb/SKILL.md", 6 * 1024 * 1024));
}

test("a .zip with a ../ path and a zip bomb: the good entries load, the others are refused by name", async ({ page }) => {
  await gotoCatalog(page);
  await page.getByTestId("catalog-zip-input").setInputFiles({ name: "mycat.zip", mimeType: "application/zip", buffer: hostileZip() });
  await expect(page.getByTestId("catalog-counts")).toContainText("1 skill · 1 subagent");
  const refused = page.getByTestId("catalog-refused");
  await expect(refused).toContainText("2 files were refused");
  await expect(refused.getByTestId("catalog-refused-item").filter({ hasText: "../evil/SKILL.md" })).toContainText('contains ".."');
  await expect(refused.getByTestId("catalog-refused-item").filter({ hasText: "mycat/skills/bomb/SKILL.md" })).toContainText(
    "6.0 MB uncompressed, over the 5.0 MB limit",
  );
  await expect(page.locator('[data-testid="catalog-entry"][data-name="good-skill"]')).toBeVisible();
  await expect(page.locator('[data-testid="catalog-entry"][data-name="evil"]')).toHaveCount(0);
  // Unknown front matter fields are kept and shown.
  await page.locator('[data-testid="catalog-entry"][data-name="good-skill"]').click();
  await expect(page.locator('[data-field="x-custom"]')).toHaveAttribute("data-known", "false");
});

test("a .zip dropped on the page loads too", async ({ page }) => {
  await gotoCatalog(page);
  const bytes = [...hostileZip()];
  await page.evaluate((b) => {
    const dt = new DataTransfer();
    dt.items.add(new File([new Uint8Array(b)], "dropped.zip", { type: "application/zip" }));
    for (const type of ["dragenter", "dragover", "drop"])
      window.dispatchEvent(new DragEvent(type, { dataTransfer: dt, bubbles: true, cancelable: true }));
  }, bytes);
  await expect(page.getByTestId("catalog-name")).toHaveText("dropped.zip");
  await expect(page.locator('[data-testid="catalog-entry"][data-name="good-skill"]')).toBeVisible();
});

test.describe("screenshots", () => {
  for (const scheme of ["light", "dark"] as const) {
    test(`skills UI at 1440x900, ${scheme}`, async ({ page }) => {
      fs.mkdirSync(SHOTS, { recursive: true });
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.emulateMedia({ colorScheme: scheme });
      await openSkillsBudget(page);
      const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      expect(bg).toBe(scheme === "dark" ? "rgb(27, 28, 31)" : "rgb(255, 255, 255)");
      await page.screenshot({ path: path.join(SHOTS, `skills-panel-${scheme}.png`) });
      await row(page, "security-review").click();
      await page.getByTestId("skills-view").scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(SHOTS, `skills-cut-${scheme}.png`) });
      await page.locator('[data-testid="whatif-reinvoke"][data-skill="pdf-forms"]').check();
      await page.getByTestId("whatif-table").scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(SHOTS, `skills-whatif-${scheme}.png`) });

      await page.getByTestId("nav-catalog").click();
      await page.locator('[data-testid="catalog-bundled"][data-catalog="devkit"]').click();
      await expect(page.getByTestId("catalog-entry").first()).toBeVisible();
      await page.getByTestId("catalog-entry").nth(24).click();
      await page.screenshot({ path: path.join(SHOTS, `skills-catalog-entries-${scheme}.png`) });
      await page.getByTestId("catalog-tab-listing").click();
      await expect(page.getByTestId("listing-text")).toBeVisible();
      await page.screenshot({ path: path.join(SHOTS, `skills-catalog-listing-${scheme}.png`) });
      await page.getByTestId("catalog-tab-lint").click();
      await expect(page.getByTestId("lint-problem").first()).toBeVisible();
      await page.screenshot({ path: path.join(SHOTS, `skills-catalog-lint-${scheme}.png`) });
      await page.getByTestId("catalog-zip-input").setInputFiles({ name: "mycat.zip", mimeType: "application/zip", buffer: hostileZip() });
      await expect(page.getByTestId("catalog-refused")).toBeVisible();
      await page.screenshot({ path: path.join(SHOTS, `skills-catalog-zip-${scheme}.png`) });
    });
  }
});
