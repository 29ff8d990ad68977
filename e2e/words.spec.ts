import { test, expect, type Page } from "@playwright/test";
import { loadExample, ready } from "./helpers";

// Words on screen are the user's words: the design notes' preset is stored as an internal id that
// share links carry, and no screen may print that id. Read what a user can read: the visible text,
// every menu option and every tooltip.
async function shownWords(page: Page): Promise<string> {
  return page.evaluate(() =>
    [
      document.body.innerText,
      ...Array.from(document.querySelectorAll("option"), (o) => o.textContent ?? ""),
      ...Array.from(document.querySelectorAll("[title]"), (e) => e.getAttribute("title") ?? ""),
    ].join("\n"),
  );
}
const INTERNAL_ID = /\bseed\b/i;

for (const path of ["/rules/", "/catalog/", "/routing/", "/lessons/", "/builder/"]) {
  test(`no words of ${path} name the design notes' preset by its internal id`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByTestId("nav-routing")).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(await shownWords(page)).not.toMatch(INTERNAL_ID);
  });
}

test("the inspector on the design notes' preset: settings, compare and share never print its internal id", async ({ page }) => {
  await page.goto("/");
  await ready(page);
  // this example asks for the design notes' preset
  await loadExample(page, "microcompact");
  await page.getByTestId("settings-button").click();
  await expect(page.getByTestId("preset-select")).toHaveValue("seed");
  expect(await shownWords(page)).not.toMatch(INTERNAL_ID);
  await page.keyboard.press("Escape");
  await page.getByTestId("tab-compare").click();
  await page.getByTestId("compare-pair-presets").click();
  await expect(page.getByTestId("compare-strips")).toBeVisible();
  await expect(page.getByTestId("compare-preset-B")).toHaveValue("seed");
  expect(await shownWords(page)).not.toMatch(INTERNAL_ID);
});
