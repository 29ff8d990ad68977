// A share link replays the sender's figures in the browser: the sender's page and the receiver's
// (a fresh browser context opening the link) show the same meter, categories, contents,
// compactions, summary and re-attachments at the same step. The links are the default ones (no
// text, no path, no title), so the receiver names each re-attached file by an alias: the files are
// compared by order, size and state, and the aliases one per file. The expectation is the sender's
// own page, never the link's decoding. Every example and lesson is checked through the engine in
// lib/share/replay.test.ts; here, in Chromium, seven examples of every kind (scenario, session,
// Messages API) and two lessons, which keeps the suite's time on two cores.
import { expect, test, type Browser, type Page } from "@playwright/test";
import fs from "node:fs";
import path from "node:path";
import { readLesson } from "../lib/lessons/lesson";
import { FIXTURES, figures, loadExample, openShare, ready, type ExampleJson } from "./helpers";

const allExamples = JSON.parse(fs.readFileSync(path.join(FIXTURES, "examples.json"), "utf8")) as ExampleJson[];
const allLessons = fs
  .readdirSync(path.join(FIXTURES, "lessons"))
  .filter((f) => f.endsWith(".json"))
  .map((f) => f.replace(/\.json$/, ""));
// the default example; the skills session (re-attachment); subagents; a real-shape replay; a Messages API file; scenarios with session memory and a 413
const CHOSEN = ["compaction", "skills", "subagents", "real-shape-two-compactions", "api-request", "session-memory", "reactive-413"];
const examples = allExamples.filter((e) => CHOSEN.includes(e.id));
const lessonIds = allLessons.filter((id) => id === "session-memory" || id === "sixth-skill");

/** The receiver's figures: a fresh context opens the link and waits until it shows what was shared, not the default example. */
async function received(
  browser: Browser,
  url: string,
  shown: (p: Page) => Promise<void>,
  paths?: string[],
): Promise<Record<string, string>> {
  const fresh = await browser.newContext();
  try {
    const p = await fresh.newPage();
    await p.goto(url);
    await shown(p);
    await ready(p);
    return await figures(p, paths ? { paths } : {});
  } finally {
    await fresh.close();
  }
}

test("the examples and lessons below are the ones meant", () => {
  expect(allExamples.length).toBeGreaterThanOrEqual(20);
  expect(examples.map((e) => e.id)).toEqual(CHOSEN);
  expect(new Set(examples.map((e) => e.kind))).toEqual(new Set(["scenario", "session", "api"]));
  expect(lessonIds).toEqual(["session-memory", "sixth-skill"]);
});

for (const e of examples) {
  test(`the example "${e.id}" replays from its share link at its last step`, async ({ page, browser }) => {
    await page.goto("/");
    await ready(page);
    await loadExample(page, e.id);
    // the last step: past every compaction, so the link has to carry all of them
    await page.keyboard.press("End");
    await expect(page.getByTestId("step-last")).toBeDisabled();
    const sentPaths: string[] = [];
    const sent = await figures(page, { paths: sentPaths });
    const url = await openShare(page);
    await expect(page.getByTestId("share-intro-step")).toHaveText(sent.step.replace(/ \/.*/, ""));
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("share-dialog")).toHaveCount(0);
    // a scenario is shared as written, every other input as a snapshot of its sizes
    const gotPaths: string[] = [];
    const shown = (p: Page) => expect(p.getByTestId("session-name")).toHaveText(/^Shared (scenario|session)/);
    expect(await received(browser, url, shown, gotPaths)).toEqual(sent);
    // a session's files come back under aliases, one per file; a scenario's as it wrote them
    expect(gotPaths).toHaveLength(sentPaths.length);
    const aliasOf = new Map<string, string>();
    const pathOf = new Map<string, string>();
    sentPaths.forEach((p, k) => {
      const a = gotPaths[k];
      expect(aliasOf.get(p) ?? a).toBe(a);
      expect(pathOf.get(a) ?? p).toBe(p);
      aliasOf.set(p, a);
      pathOf.set(a, p);
      if (e.kind !== "scenario") expect(a).not.toBe(p);
    });
  });
}

for (const id of lessonIds) {
  test(`the lesson "${id}" replays from its share link`, async ({ page, browser }) => {
    const r = readLesson(JSON.parse(fs.readFileSync(path.join(FIXTURES, "lessons", `${id}.json`), "utf8")));
    if (!r.ok) throw new Error(r.error);
    const l = r.lesson;
    await page.goto("/lessons/");
    const start = page.locator(`[data-testid="lesson-start"][data-lesson="${l.id}"]`);
    await expect(start).toBeEnabled();
    const href = await page.locator(`[data-testid="lesson-share-link"][data-lesson="${l.id}"]`).first().getAttribute("href");
    await start.click();
    await expect(page.getByTestId("lesson-card")).toHaveAttribute("data-lesson", l.id);
    await expect(page.getByTestId("lesson-caption")).toHaveAttribute("data-caption", "0");
    await ready(page);
    const sent = await figures(page);
    expect(sent.step).toContain(`step ${(l.captions[0].step + 1).toLocaleString("en-US")} /`);
    const shown = async (p: Page) => {
      await expect(p.getByTestId("lesson-card")).toHaveAttribute("data-lesson", l.id);
      await expect(p.getByTestId("lesson-caption")).toHaveAttribute("data-caption", "0");
    };
    expect(await received(browser, new URL(href!, page.url()).toString(), shown)).toEqual(sent);
  });
}
