// Export: the scenario file, and the chart on screen as SVG (colours written in) and as PNG.
import { expect, test, type Page } from "@playwright/test";
import fs from "node:fs";
import { loadExample, ready } from "./helpers";

async function exportItem(page: Page, id: string) {
  await page.getByTestId("export-button").click();
  await expect(page.getByTestId("export-menu")).toBeVisible();
  const [dl] = await Promise.all([page.waitForEvent("download"), page.getByTestId(`export-${id}`).click()]);
  return { name: dl.suggestedFilename(), data: fs.readFileSync((await dl.path())!) };
}

test("the scenario file: a session reduced and redacted, a scenario as loaded", async ({ page }) => {
  await page.goto("/");
  await ready(page);
  const reduced = await exportItem(page, "scenario");
  expect(reduced.name).toMatch(/\.scenario\.json$/);
  const doc = JSON.parse(reduced.data.toString("utf8"));
  // a real session is exported as a snapshot: every event in place with its counted size, its text
  // redacted, so the file replays the same figures
  expect(doc.format).toBe("context-lab-snapshot");
  expect(doc.source).toBe("claude-code-jsonl");
  const jsonl = fs.readFileSync("fixtures/sessions/compaction.jsonl", "utf8");
  expect(doc.events.length).toBeGreaterThan(100);
  expect(reduced.data.length).toBeLessThan(Buffer.byteLength(jsonl) / 2);

  await loadExample(page, "thresholds");
  const asLoaded = await exportItem(page, "scenario");
  const original = JSON.parse(fs.readFileSync("fixtures/scenarios/thresholds.json", "utf8"));
  expect(JSON.parse(asLoaded.data.toString("utf8"))).toEqual(original);
});

test("the chart as SVG with its colours inlined, and as PNG; compare mode exports both strips", async ({ page }) => {
  await page.goto("/");
  await ready(page);
  await loadExample(page, "thresholds");
  const svg = await exportItem(page, "chart-svg");
  expect(svg.name).toMatch(/-timeline\.svg$/);
  const text = svg.data.toString("utf8");
  expect(text.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  expect(text).toContain("Climbing through the thresholds");
  // the page's CSS variables are resolved into the file: no var(), real colours
  expect(text).not.toContain("var(--");
  expect(text).toMatch(/stroke:rgb\(/);
  expect(text).not.toMatch(/class="/);

  const png = await exportItem(page, "chart-png");
  expect(png.name).toMatch(/-timeline\.png$/);
  expect(png.data.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(png.data.length).toBeGreaterThan(5_000);

  await page.getByTestId("compare-button").click();
  await expect(page.getByTestId("compare-strips")).toBeVisible();
  const both = await exportItem(page, "chart-svg");
  expect(both.name).toMatch(/-compare\.svg$/);
  const t2 = both.data.toString("utf8");
  expect(t2).toContain("A: ");
  expect(t2).toContain("B: ");
  expect(t2.match(/<svg /g)?.length).toBe(3); // the file and its two strips
});

test("the export menu works from the keyboard", async ({ page }) => {
  await page.goto("/");
  await ready(page);
  await page.getByTestId("export-button").focus();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("export-scenario")).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByTestId("export-chart-svg")).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("export-menu")).toHaveCount(0);
  await expect(page.getByTestId("export-button")).toBeFocused();
});
