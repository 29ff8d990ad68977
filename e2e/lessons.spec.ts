// Guided lessons: run through one with the keyboard only, each caption moving the inspector to its
// step and panel; a lesson's share link opens it with its card; a reload keeps the caption.
import { expect, test, type Page } from "@playwright/test";
import fs from "node:fs";
import path from "node:path";
import { readLesson, type Lesson } from "../lib/lessons/lesson";
import { FIXTURES, fmt, ready } from "./helpers";

function lesson(id: string): Lesson {
  const r = readLesson(JSON.parse(fs.readFileSync(path.join(FIXTURES, "lessons", `${id}.json`), "utf8")));
  if (!r.ok) throw new Error(r.error);
  return r.lesson;
}

/** The inspector shows caption `k` of `l`: its step, its panel, its text. */
async function expectCaption(page: Page, l: Lesson, k: number) {
  const c = l.captions[k];
  const cap = page.getByTestId("lesson-caption");
  await expect(cap).toHaveAttribute("data-caption", String(k));
  await expect(cap).toContainText(c.title);
  await expect(page.getByTestId("step-counter")).toContainText(`step ${fmt(c.step + 1)} /`);
  // one number for a step everywhere: the caption's "Step N" is the number on the current row
  await expect(page.getByTestId("lesson-caption")).toContainText(`Step ${fmt(c.step + 1)} ·`);
  await expect(page.locator('[data-current="true"] [data-testid="row-step"]')).toHaveText(fmt(c.step + 1));
  await expect(page.getByTestId("progress-label")).toHaveCount(0);
  if (c.panel === "settings") await expect(page.getByTestId("preset-select")).toBeVisible();
  else if (c.panel === "routing") {
    // the routing view is another module's: its tab when this build has it, a note when not
    if (await page.locator("#tab-routing").count()) await expect(page.locator("#tab-routing")).toHaveAttribute("aria-selected", "true");
    else await expect(page.getByTestId("lesson-routing-note")).toBeVisible();
  } else await expect(page.getByTestId(`tab-${c.panel}`)).toHaveAttribute("aria-selected", "true");
  if (c.compare) await expect(page.getByTestId("compare-strips")).toBeVisible();
  else await expect(page.getByTestId("compare-strips")).toHaveCount(0);
  if (c.expect?.meter && !c.compare) await expect(page.getByTestId("meter-state")).toHaveText(c.expect.meter);
}

test("the lessons page lists seven lessons, each on a scenario with a share link", async ({ page }) => {
  await page.goto("/lessons/");
  await expect(page.getByTestId("lesson-item")).toHaveCount(7);
  // the lesson on a recorded session has none: it opens from this list
  await expect(page.getByTestId("lesson-share-link")).toHaveCount(6);
  await expect(page.getByTestId("nav-lessons")).toHaveAttribute("aria-current", "page");
  for (const a of await page.getByTestId("lesson-share-link").all()) expect(await a.getAttribute("href")).toMatch(/^\/lessons\/#[sz]=/);
});

test("a lesson runs through with the keyboard: each caption moves the step and opens its panel", async ({ page }) => {
  const l = lesson("thresholds");
  await page.goto("/lessons/");
  await ready(page);
  // reach the first lesson's Start button with Tab
  const start = page.locator(`[data-testid="lesson-start"][data-lesson="${l.id}"]`);
  await page.getByTestId("lesson-list").locator("h2").click();
  for (let i = 0; i < 40 && !(await start.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab");
  await expect(start).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("lesson-card")).toHaveAttribute("data-lesson", l.id);
  await expect(page.getByTestId("lesson-next")).toBeFocused();
  await expectCaption(page, l, 0);

  for (let k = 1; k < l.captions.length; k++) {
    await page.keyboard.press("Enter");
    await expectCaption(page, l, k);
  }
  // the last caption's button leads to the next lesson, and keeps the focus
  await expect(page.getByTestId("lesson-next-lesson")).toBeFocused();

  // back with Shift+Tab and Enter
  await page.keyboard.press("Shift+Tab");
  await expect(page.getByTestId("lesson-back")).toBeFocused();
  await page.keyboard.press("Enter");
  await expectCaption(page, l, l.captions.length - 2);

  // a reload comes back to the same caption
  await page.waitForTimeout(700);
  await page.reload();
  await ready(page);
  await expectCaption(page, l, l.captions.length - 2);
});

test("lessons with compare mode and skills: the captions hold in the app", async ({ page }) => {
  const l = lesson("microcompact-saves");
  await page.goto("/lessons/");
  await ready(page);
  await page.locator(`[data-testid="lesson-start"][data-lesson="${l.id}"]`).click();
  await expectCaption(page, l, 0);
  for (let k = 1; k < l.captions.length; k++) {
    await page.getByTestId("lesson-next").click();
    await expectCaption(page, l, k);
  }
  // the last caption compares with cc-2.1.88: B compacts fully, A only microcompacts
  await expect(page.getByTestId("compare-strip-A")).toHaveAttribute("data-compactions", "1");
  await expect(page.locator('[data-testid="compare-dot-B"][data-tier="full"]')).toHaveCount(1);

  // the sixth-skill lesson: the oldest skill is dropped at the first compaction
  await page.getByTestId("lesson-all").click();
  const six = lesson("sixth-skill");
  await page.locator(`[data-testid="lesson-start"][data-lesson="${six.id}"]`).click();
  await expect(page.getByTestId("lesson-card")).toHaveAttribute("data-lesson", six.id);
  await page.getByTestId("lesson-next").click();
  await expectCaption(page, six, 1);
  await expect(page.locator('[data-testid="skills-bar-dropped"][data-skill="api-design"]')).toBeVisible();
});

test("a lesson's share link opens the lesson with its card in a fresh context", async ({ page, browser }) => {
  const l = lesson("router");
  await page.goto("/lessons/");
  const href = await page.locator(`[data-testid="lesson-share-link"][data-lesson="${l.id}"]`).first().getAttribute("href");
  const fresh = await browser.newContext();
  const p = await fresh.newPage();
  await p.goto(href!);
  await expect(p.getByTestId("lesson-card")).toHaveAttribute("data-lesson", l.id);
  await ready(p);
  await expect(p.getByTestId("lesson-caption")).toHaveAttribute("data-caption", "0");
  await expect(p.getByTestId("step-counter")).toContainText(`step ${fmt(l.captions[0].step + 1)} /`);
  await fresh.close();
});

test("starting a lesson while the saved session is still being restored", async ({ page }) => {
  // The restore's engine worker is still loading its scripts when the lesson replaces its request:
  // it must not be terminated then (the next worker's script load would fail with it).
  await page.goto("/");
  await ready(page);
  await page.getByTestId("examples-button").click();
  await page.getByRole("menuitem").nth(2).click();
  await expect(page.getByTestId("progress-label")).toHaveCount(0);
  await expect(page.getByTestId("saved-mark")).toBeVisible();
  await page.goto("/lessons/");
  await page.locator('[data-testid="lesson-start"][data-lesson="session-memory"]').click();
  await expect(page.getByTestId("lesson-card")).toHaveAttribute("data-lesson", "session-memory");
  await ready(page);
  await expect(page.getByTestId("error-banner")).toHaveCount(0);
});
