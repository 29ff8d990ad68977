// What came back after a compaction, in real Chromium: the generated 2.1.120 session
// (fixtures/sessions/real-shape/reattach-2.1.120.jsonl) opened as an example, stepped to just after
// its auto compaction, and the Skills tab's table of the recording's account beside the rules'; then
// the lesson on the same session, whose captions open the panels that show it. The expectations
// are what the generator wrote (the three skills, the 20,000-character cut, prices.ts renamed by a
// shell command), read from the file here, not from the page.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import fs from "node:fs";
import path from "node:path";
import { readLesson, type Lesson } from "../lib/lessons/lesson";
import { ingest } from "../lib/transcripts";
import { FIXTURES, fmt, goStep, loadExample, ready } from "./helpers";

const SHOTS = process.env.SHOTS_DIR ?? "/tmp/shots";
const SESSION = "sessions/real-shape/reattach-2.1.120.jsonl";
const session = ingest(fs.readFileSync(path.join(FIXTURES, SESSION), "utf8"), "reattach-2.1.120.jsonl");
const [AUTO, MANUAL] = session.events.filter((e) => e.kind === "compact-boundary").map((e) => e.i);

function lesson(id: string): Lesson {
  const r = readLesson(JSON.parse(fs.readFileSync(path.join(FIXTURES, "lessons", `${id}.json`), "utf8")));
  if (!r.ok) throw new Error(r.error);
  return r.lesson;
}

/** The Skills tab's account: one row per skill, recorded and rules' characters, its mark. */
async function expectSkillsSame(page: Page) {
  const rows = page.getByTestId("came-back-skill");
  await expect(rows).toHaveCount(3);
  // most recent first: run-checks was invoked again last
  for (const [k, [name, chars]] of (
    [
      ["run-checks", 1_874],
      ["release-notes", 20_000],
      ["simplify", 3_046],
    ] as const
  ).entries()) {
    const row = rows.nth(k);
    await expect(row).toHaveAttribute("data-name", name);
    await expect(row.locator("td.num")).toHaveText([fmt(chars), fmt(chars)]);
    await expect(row.getByTestId("came-back-mark")).toHaveAttribute("data-mark", "same");
    await expect(row.getByTestId("came-back-mark")).toHaveText("same");
  }
}

/** Opens the example and steps to the step right after its auto compaction (the summary). */
async function openAfterAuto(page: Page) {
  await page.goto("/");
  await ready(page);
  await loadExample(page, "real-shape-came-back");
  await goStep(page, AUTO + 1);
  await page.getByTestId("tab-skills").click();
  await expect(page.getByTestId("tabpanel-skills")).toBeVisible();
}

test("just after the auto compaction the Skills tab lays the recording beside the rules", async ({ page }) => {
  await openAfterAuto(page);
  const section = page.getByTestId("tabpanel-skills").getByTestId("came-back-section");
  await expect(section).toBeVisible();
  await expect(section.getByTestId("came-back")).toHaveAttribute("data-step", String(AUTO));
  await expect(section.getByTestId("came-back-pick")).toHaveText([`auto at step ${fmt(AUTO + 1)}`, `/compact at step ${fmt(MANUAL + 1)}`]);
  await expect(section.getByTestId("came-back-pick").first()).toHaveAttribute("aria-pressed", "true");
  await expectSkillsSame(page);
  await expect(section.getByTestId("came-back-skill").nth(1)).toContainText("cut at character 19,900 of 28,687, in both");
  // files: four the same (CHANGELOG.md only named), prices.ts renamed by the shell: only the rules put it back
  const files = section.getByTestId("came-back-file");
  await expect(files).toHaveCount(5);
  const prices = files.filter({ hasText: "prices.ts" });
  await expect(prices.getByTestId("came-back-mark")).toHaveAttribute("data-mark", "only-rules");
  await expect(prices).toContainText("only in the rules");
  await expect(files.filter({ hasText: "CHANGELOG.md" })).toContainText("named only");
  await expect(files.locator('[data-mark="same"]')).toHaveCount(4);

  // the /compact's account: the same three skills, carried forward, and every file the same
  await section.getByTestId("came-back-pick").nth(1).click();
  await expect(section.getByTestId("came-back")).toHaveAttribute("data-step", String(MANUAL));
  await expectSkillsSame(page);
  await expect(section.getByTestId("came-back-file")).toHaveCount(5);
  await expect(section.locator('[data-testid="came-back-file"] [data-mark="same"]')).toHaveCount(5);

  // the Compaction tab shows the same account
  await page.getByTestId("tab-compaction").click();
  const inCompaction = page.getByTestId("compaction-panel").getByTestId("came-back-section");
  await expect(inCompaction.getByTestId("came-back")).toHaveAttribute("data-step", String(AUTO));
  await expect(inCompaction.locator('[data-testid="came-back-file"] [data-mark="only-rules"]')).toHaveCount(1);
});

test("the lesson on the same session points at the panels that show what came back", async ({ page }) => {
  const l = lesson("came-back");
  expect(l.session).toBe(SESSION);
  await page.goto("/lessons/");
  await ready(page);
  await page.locator(`[data-testid="lesson-start"][data-lesson="${l.id}"]`).click();
  await expect(page.getByTestId("lesson-card")).toHaveAttribute("data-lesson", l.id);
  await expect(page.getByTestId("session-name")).toHaveText(`Lesson: ${l.title}`);
  const cap = page.getByTestId("lesson-caption");
  const skills = l.captions.findIndex((c) => c.panel === "skills");
  const files = l.captions.findIndex((c) => c.panel === "compaction" && c.step > AUTO);
  expect(l.captions[skills].step).toBeGreaterThan(AUTO);
  for (let k = 0; k < l.captions.length; k++) {
    const c = l.captions[k];
    await expect(cap).toHaveAttribute("data-caption", String(k));
    await expect(cap).toContainText(c.title);
    await expect(page.getByTestId("step-counter")).toContainText(`step ${fmt(c.step + 1)} /`);
    await expect(page.getByTestId(`tab-${c.panel}`)).toHaveAttribute("aria-selected", "true");
    if (k === skills) {
      await expect(cap).toContainText("release-notes is 20,000 characters");
      await expect(page.getByTestId("tabpanel-skills").getByTestId("came-back")).toHaveAttribute("data-step", String(AUTO));
      await expectSkillsSame(page);
    }
    if (k === files) {
      await expect(cap).toContainText("prices.ts");
      const prices = page.getByTestId("compaction-panel").getByTestId("came-back-file").filter({ hasText: "prices.ts" });
      await expect(prices).toContainText("only in the rules");
    }
    if (k < l.captions.length - 1) await page.getByTestId("lesson-next").click();
  }
  // the last caption: /compact carried the same three skills forward
  await expect(page.getByTestId("tabpanel-skills").getByTestId("came-back")).toHaveAttribute("data-step", String(MANUAL));
  await expectSkillsSame(page);
  // a reload comes back to the lesson, on its session, at the same caption
  await page.reload();
  await ready(page);
  await expect(page.getByTestId("lesson-card")).toHaveAttribute("data-lesson", l.id);
  await expect(cap).toHaveAttribute("data-caption", String(l.captions.length - 1));
});

test.describe("screenshots", () => {
  for (const scheme of ["light", "dark"] as const) {
    test(`the Skills tab's account, ${scheme}`, async ({ page }) => {
      fs.mkdirSync(SHOTS, { recursive: true });
      // tall enough for the whole account to show in the side panel without scrolling it
      await page.setViewportSize({ width: 1440, height: 1400 });
      await page.emulateMedia({ colorScheme: scheme });
      await openAfterAuto(page);
      const section = page.getByTestId("tabpanel-skills").getByTestId("came-back-section");
      await expectSkillsSame(page);
      await page.screenshot({ path: path.join(SHOTS, `came-back-skills-${scheme}.png`) });
      await section.screenshot({ path: path.join(SHOTS, `came-back-section-${scheme}.png`) });
      const r = await new AxeBuilder({ page })
        .include('[data-testid="came-back-section"]')
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
        .analyze();
      expect(r.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
    });
  }
});
