// Small helpers shared by the share, lessons, compare, persistence and routing specs.
import { expect, type Page } from "@playwright/test";
import fs from "node:fs";
import path from "node:path";

export const FIXTURES = path.resolve(__dirname, "..", "fixtures");
const nf = new Intl.NumberFormat("en-US");
export const fmt = (n: number) => nf.format(Math.round(n));

export interface ExampleJson {
  id: string;
  title: string;
  file: string;
  kind?: string;
}

export function example(id: string): ExampleJson {
  const doc = JSON.parse(fs.readFileSync(path.join(FIXTURES, "examples.json"), "utf8"));
  const list: ExampleJson[] = Array.isArray(doc) ? doc : doc.examples;
  const e = list.find((x) => x.id === id);
  if (!e) throw new Error(`examples.json has no "${id}"`);
  return e;
}

export async function ready(page: Page) {
  await expect(page.getByTestId("event-row").first()).toBeVisible();
  await expect(page.getByTestId("progress-label")).toHaveCount(0);
  await expect(page.getByTestId("meter-state").first()).toBeVisible();
}

export async function loadExample(page: Page, id: string) {
  await page.getByTestId("examples-button").click();
  await page.locator(`[data-testid="example-item"][data-example="${id}"]`).click();
  await expect(page.getByTestId("session-name")).toHaveText(example(id).title);
  await ready(page);
}

/** Opens the skills example in the inspector, then its Routing tab. */
export async function openSkillsRouting(page: Page) {
  await page.goto("/");
  await expect(page.getByTestId("event-row").first()).toBeVisible();
  await loadExample(page, "skills");
  await page.getByTestId("tab-routing").click();
}

/** Makes step index `i` (0-based) the current step. */
export async function goStep(page: Page, i: number) {
  await page.getByTestId("step-scrubber").fill(String(i));
  await expect(page.getByTestId("step-counter")).toContainText(`step ${fmt(i + 1)} /`);
}

/** Loads a text as a file through the file picker. */
export async function loadText(page: Page, name: string, text: string) {
  await page.getByTestId("file-input").setInputFiles({ name, mimeType: "application/json", buffer: Buffer.from(text) });
  await expect(page.getByTestId("session-name")).toHaveText(name);
  await ready(page);
}

/** Opens the share dialog and waits for the link. */
export async function openShare(page: Page): Promise<string> {
  await page.getByTestId("share-button").click();
  await expect(page.getByTestId("share-dialog")).toBeVisible();
  await expect(page.getByTestId("share-url")).toHaveValue(/#z=/, { timeout: 30_000 });
  return page.getByTestId("share-url").inputValue();
}

/** Every .md file below a bundled catalog folder, with paths as the app names them (`<name>/...`). */
export function bundledCatalogFiles(name: string): { path: string; text: string }[] {
  const root = path.join(FIXTURES, "catalogs", name);
  const out: { path: string; text: string }[] = [];
  const walk = (rel: string) => {
    for (const e of fs.readdirSync(path.join(root, rel), { withFileTypes: true })) {
      const r = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) walk(r);
      else if (/\.md$/i.test(e.name)) out.push({ path: `${name}/${r}`, text: fs.readFileSync(path.join(root, r), "utf8") });
    }
  };
  walk("");
  return out;
}

const squash = (s: string | null) => (s ?? "").replace(/\s+/g, " ").trim();

/**
 * Every figure the page shows for the current step: the step, the meter, the categories, what the
 * context holds, the compactions and, for the current one, its sizes, its summary and what it
 * re-attached. Two pages that show the same session at the same step give the same record. With
 * `paths`, the re-attached files' paths are left out of the record and pushed there instead.
 */
export async function figures(page: Page, opts: { paths?: string[] } = {}): Promise<Record<string, string>> {
  const text = async (id: string) => squash(await page.getByTestId(id).first().textContent());
  await page.getByTestId("tab-context").click();
  await expect(page.getByTestId("tabpanel-context")).toBeVisible();
  const out: Record<string, string> = {
    step: await text("step-counter"),
    meter: await text("meter"),
    categories: await text("category-table"),
    holds: await text("context-holds"),
  };
  await page.getByTestId("tab-compaction").click();
  const panel = page.getByTestId("compaction-panel");
  await expect(panel).toBeVisible();
  out.compactions = (await page.getByTestId("compaction-list-item").allTextContents()).map(squash).join(" | ");
  if ((await panel.getAttribute("data-empty")) !== "true") {
    for (const id of ["compaction-tier", "compaction-before", "compaction-after", "compaction-summarised", "compaction-kept"])
      if (await page.getByTestId(id).count()) out[id] = await text(id);
    out.summary = (await panel.locator(".sub h3", { hasText: /^Summary/ }).allTextContents()).map(squash).join(" | ");
    if (await page.getByTestId("compaction-reattached").count()) {
      const box = page.getByTestId("compaction-reattached").first();
      if (opts.paths) {
        // a link without paths names each file by an alias: the files' order and sizes are compared
        // here, the paths themselves one by one by the caller
        opts.paths.push(...(await box.locator(".path").evaluateAll((els) => els.map((e) => e.getAttribute("title") ?? ""))));
        out.reattached = squash(
          await box.evaluate((el) => {
            const copy = el.cloneNode(true) as HTMLElement;
            copy.querySelectorAll(".path").forEach((p) => (p.textContent = "[path] "));
            return copy.textContent;
          }),
        );
      } else out.reattached = await text("compaction-reattached");
    }
  }
  await page.getByTestId("tab-skills").click();
  await expect(page.getByTestId("tabpanel-skills")).toBeVisible();
  if (await page.getByTestId("skills-summary").count()) out.skills = await text("skills-summary");
  await page.getByTestId("tab-context").click();
  return out;
}
