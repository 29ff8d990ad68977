// Layout at the e2e viewport, 1440 × 900: nothing a user needs is cut off at an edge. Each case is
// one a new user ran into (issue "First use and sharing, round 3"); screenshots in both colour
// schemes go to SHOTS_DIR as ux-*.png.
import { test, expect, type Locator, type Page } from "@playwright/test";
import fs from "node:fs";
import path from "node:path";
import { strToU8, zipSync } from "fflate";
import { ingest } from "../lib/transcripts";
import { FIXTURES, goStep, loadExample } from "./helpers";
import { shotBoth } from "./shots";

async function box(l: Locator) {
  const b = await l.boundingBox();
  if (!b) throw new Error("not laid out");
  return { left: b.x, right: b.x + b.width, top: b.y, bottom: b.y + b.height };
}

async function insideViewport(page: Page, l: Locator) {
  const vp = page.viewportSize()!;
  const b = await box(l);
  expect(b.left).toBeGreaterThanOrEqual(0);
  expect(b.top).toBeGreaterThanOrEqual(0);
  expect(b.right).toBeLessThanOrEqual(vp.width);
  expect(b.bottom).toBeLessThanOrEqual(vp.height);
}

test("compare mode with changed settings: every top-bar button is inside the viewport, Clear included", async ({ page }) => {
  expect(page.viewportSize()).toEqual({ width: 1440, height: 900 });
  await page.goto("/");
  await loadExample(page, "compaction");
  await page.getByTestId("compare-button").click();
  await expect(page.getByTestId("compare-button")).toHaveAttribute("aria-pressed", "true");
  // two quick pairs: the Settings button then carries "cc-2.1.88 +2", the widest the bar gets
  for (const name of ["session memory on vs off", "auto-compact on vs off"]) {
    await page.getByRole("button", { name }).click();
    await expect(page.getByRole("button", { name })).toHaveAttribute("aria-pressed", "true");
  }
  await expect(page.getByTestId("settings-preset")).toHaveText(/\+2$/);
  await insideViewport(page, page.getByTestId("clear-button"));
  await expect(page.getByTestId("clear-button")).toBeEnabled();
  for (const b of await page.locator("header.topbar > .btn, header.topbar .menu-wrap > .btn").all()) await insideViewport(page, b);
  // the button keeps its word; only the preset beside it may give way
  await expect(page.getByTestId("settings-button")).toContainText("Settings");
  // and shows it whole: a label cut to "Settin…" still holds the word in its text
  const label = page.getByTestId("settings-button").locator("span", { hasText: /^Settings$/ });
  expect(await label.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await expect(page.getByTestId("settings-button")).toHaveAttribute("title", /cc-2\.1\.88, 2 changed/);
  await shotBoth(page, "compare", page.locator("header.topbar"));
});

test("the step bar shows a long step kind with its whole line number", async ({ page }) => {
  const session = ingest(fs.readFileSync(path.join(FIXTURES, "sessions/real-shape/auto-compact-2.1.19.jsonl"), "utf8"), "s.jsonl");
  const i = session.events.findIndex((e) => e.kind === "microcompact-boundary");
  expect(i).toBeGreaterThan(0);
  await page.goto("/");
  await loadExample(page, "real-shape-two-compactions");
  await goStep(page, i);
  const kind = page.getByTestId("step-kind");
  await expect(kind).toContainText("microcompact boundary");
  await expect(kind).toHaveText(new RegExp(`line ${session.events[i].line}$`));
  const line = kind.getByText(/^line \d+$/);
  const k = await box(kind);
  const l = await box(line);
  expect(l.left).toBeGreaterThanOrEqual(k.left);
  expect(l.right).toBeLessThanOrEqual(k.right);
  // nothing in it is clipped: the kind's label is whole too
  expect(await kind.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await shotBoth(page, "stepbar", page.getByTestId("stepbar"));
});

test("the side panel's tabs, with counts, stay inside the panel with its inset", async ({ page }) => {
  await page.goto("/");
  await loadExample(page, "skills-budget");
  await page.keyboard.press("End");
  const tabs = page.getByRole("tablist", { name: "Side panel" });
  await expect(page.getByTestId("tab-compaction").locator(".count")).toHaveText("1");
  await expect(page.getByTestId("tab-skills").locator(".count")).toHaveText("7");
  await page.getByTestId("tab-routing").click();
  const list = await box(tabs);
  const inset = await tabs.evaluate((el) => parseFloat(getComputedStyle(el).paddingRight));
  expect(inset).toBeGreaterThan(0);
  for (const id of ["context", "compaction", "skills", "compare", "routing"]) {
    const t = await box(page.getByTestId(`tab-${id}`));
    expect(t.left, id).toBeGreaterThanOrEqual(list.left + inset - 0.5);
    expect(t.right, id).toBeLessThanOrEqual(list.right - inset + 0.5);
  }
  await insideViewport(page, page.getByTestId("tab-routing"));
  await shotBoth(page, "sidetabs", page.getByTestId("side-panel"));
});

// Every top-bar button laid out (a menu's items only while it is open) that stands past the window's
// edge, read at once: a screen still loading draws its bar again.
const topBarButtonsOutside = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("header.topbar .btn")]
      .filter((b) => b.offsetParent !== null)
      .filter((b) => {
        const r = b.getBoundingClientRect();
        return r.left < 0 || r.right > window.innerWidth;
      })
      .map((b) => b.textContent),
  );

// At 1280 px the bar held every button only at 1440: "Clear" stood 54 px past the edge on the first
// screen, and on the catalog screen. Each screen's bar, and the inspector's with the Sessions
// button as well, keeps every button inside the window.
test("at 1280 px every top-bar button of every screen is inside the window, the Sessions button's bar included", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 860 });
  const allInside = () => expect.poll(() => topBarButtonsOutside(page)).toEqual([]);
  for (const route of ["/catalog/", "/routing/", "/lessons/", "/builder/", "/"]) {
    await page.goto(route);
    await expect(page.locator("header.topbar .btn").first()).toBeVisible();
    await allInside();
  }
  await expect(page.getByTestId("clear-button")).toBeVisible();
  await shotBoth(page, "topbar-1280", page.locator("header.topbar"));
  const dir = path.join(FIXTURES, "sessions", "real-shape");
  await page.getByTestId("file-input").setInputFiles(["recent-2.1.220.jsonl", "auto-compact-2.1.19.jsonl"].map((f) => path.join(dir, f)));
  await expect(page.getByTestId("sessions-button")).toBeVisible();
  await allInside();
  await shotBoth(page, "topbar-1280-sessions", page.locator("header.topbar"));
});

// Narrower still, at 1024 px, the bar went past the window's edge (Edit cut in half, Share, Export,
// ? and Clear out of reach): it takes a second line instead.
test("at 1024 px every top-bar button is inside the window, on a second line when the bar needs one", async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 800 });
  for (const route of ["/", "/lessons/", "/builder/", "/routing/", "/catalog/"]) {
    await page.goto(route);
    await expect(page.locator("header.topbar .btn").first()).toBeVisible();
    await expect.poll(() => topBarButtonsOutside(page)).toEqual([]);
  }
  await page.goto("/");
  await expect(page.getByTestId("clear-button")).toBeInViewport();
  await shotBoth(page, "topbar-1024");
});

// The lessons page and the builder put a column before the message list: at 1280 px the list was
// left 540 px, and each row's head (step, kind, record type, line, fields, its tokens) and the
// list's own head wrapped onto two lines. The column gives way below 1440 px, down to 260 px.
test("at 1280 px, beside the lessons, a row's head and the list's head stay on one line", async ({ page }) => {
  for (const width of [1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/lessons/");
    await expect(page.getByTestId("event-row").first()).toBeVisible();
    // one line: every part's vertical centre within a few pixels of the first's
    const oneLine = (sel: string) =>
      page
        .locator(sel)
        .first()
        .evaluate((el) => {
          const mids = [...el.children].map((c) => {
            const r = c.getBoundingClientRect();
            return r.top + r.height / 2;
          });
          return Math.max(...mids) - Math.min(...mids) <= 4 && [...el.children].every((c) => c.getBoundingClientRect().height < 26);
        });
    expect(await oneLine('[data-testid="event-row"] .row-head'), `${width} px: the first row's head`).toBe(true);
    expect(await oneLine(".listhead"), `${width} px: the list's head`).toBe(true);
    await shotBoth(page, `lessons-${width}`);
  }
});

// The builder's column is wider than the lessons' (its editor needs the room at 1440 px): at 1280 px
// the message list beside it was 460 px and its head ("Main session", the counts, the subagents
// picker) wrapped onto two lines. The column gives way below 1440 px, and the counts give way last.
test("at 1280 px, beside the builder, the list's head stays on one line", async ({ page }) => {
  for (const width of [1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/builder/");
    for (const start of ["empty", "long-pause"]) {
      await page.getByTestId("builder-start").selectOption(start);
      await expect(page.locator(".listhead strong")).toHaveText("Main session");
      const parts = await page.locator(".listhead").evaluate((el) =>
        [...el.children].map((c) => {
          const r = c.getBoundingClientRect();
          return { mid: r.top + r.height / 2, height: r.height };
        }),
      );
      const mids = parts.map((p) => p.mid);
      expect(Math.max(...mids) - Math.min(...mids), `${width} px, ${start}: parts side by side`).toBeLessThanOrEqual(4);
      for (const p of parts) expect(p.height, `${width} px, ${start}: each part one line`).toBeLessThan(26);
    }
    await shotBoth(page, `builder-${width}`);
  }
  // narrower than the head can be on one line (a lesson beside a 1,024 px window): the picker takes a
  // second line, and the view's name is whole rather than cut to nothing
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.goto("/lessons/");
  const name = page.locator(".listhead strong");
  await expect(name).toHaveText("Main session");
  expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  // and the picker inside the list's own column, not over the side panel beside it
  const picker = await box(page.getByTestId("view-select"));
  const pane = await box(page.locator(".listpane"));
  expect(picker.right).toBeLessThanOrEqual(pane.right);
  await shotBoth(page, "lessons-1024-listhead", page.locator(".listhead"));
});

// The shortcuts sheet is a table per group, each as wide as its own keys: the "Side panel" group's
// descriptions began 40 px left of the other groups'. Every description starts at one x.
test("the shortcuts sheet's descriptions start at one place in every group", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByTestId("event-row").first()).toBeVisible();
  await page.keyboard.press("?");
  const sheet = page.getByTestId("shortcuts-sheet");
  await expect(sheet).toBeVisible();
  expect(await sheet.locator(".keys-group").count()).toBeGreaterThan(1);
  const lefts = await sheet.locator(".keys-table td").evaluateAll((tds) => tds.map((td) => Math.round(td.getBoundingClientRect().left)));
  expect(new Set(lefts).size, `description lefts ${lefts.join(", ")}`).toBe(1);
  await shotBoth(page, "shortcuts-sheet", sheet);
});

// At 1280 px the step bar cut the loaded session's name to its first word ("Subagents…") while the
// format and the subagent count beside it stayed whole: the name now keeps its room first, and what
// is cut is its middle, so its start and its end both show; the tooltip holds it whole.
test("at 1280 px the step bar shows the session's name whole, or its start and end, with the full name in the tooltip", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 860 });
  await page.goto("/");
  await loadExample(page, "subagents");
  const name = page.getByTestId("session-name");
  const full = (await name.getAttribute("title")) ?? "";
  expect(full.length).toBeGreaterThan(10);
  await expect(name).toHaveText(full);
  // what shows: every child's visible part, read off its own box (an ellipsis hides what overflows)
  const shown = await name.evaluate((el) =>
    [el, ...el.querySelectorAll<HTMLElement>("*")].every((e) => e.scrollWidth <= e.clientWidth + 1)
      ? "whole"
      : [...el.querySelectorAll<HTMLElement>("span")].map((e) => (e.scrollWidth <= e.clientWidth + 1 ? "whole" : "cut")).join(","),
  );
  // whole, or a cut start followed by a whole end
  expect(["whole", "cut,whole"]).toContain(shown);
  const b = await name.boundingBox();
  expect(b!.width).toBeGreaterThan(120);
  await shotBoth(page, "stepbar-1280", page.getByTestId("stepbar"));
});

for (const width of [1280, 1440])
  test(`at ${width} px what is loaded has its room beside the step bar's fixed kind column, and stepping moves nothing`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 860 });
    await page.goto("/");
    await loadExample(page, "real-shape-came-back");
    await goStep(page, 10);
    const source = page.getByTestId("source");
    // the name, the format and the saved mark are each whole (before: the format and the mark were cut to a word)
    const cut = await source.evaluate((el) =>
      [...el.querySelectorAll<HTMLElement>(":scope > span")].filter((e) => e.scrollWidth > e.clientWidth + 1).map((e) => e.textContent),
    );
    expect(cut).toEqual([]);
    await expect(source).toContainText("Claude Code session (JSONL)");
    await insideViewport(page, source);
    // the bar stays put while stepping: the kind column, the counter and the source keep their boxes
    const boxes = async () => Promise.all(["step-kind", "step-counter", "source"].map((id) => box(page.getByTestId(id))));
    const before = await boxes();
    await goStep(page, 150);
    expect(await boxes()).toEqual(before);
    await shotBoth(page, `stepbar-source-${width}`, page.getByTestId("stepbar"));
  });

test("the Catalog screen stays inside the window when a catalog has unreadable front matter, Clear in reach", async ({ page }) => {
  const md = (name: string, description: string) => strToU8(`---\nname: ${name}\ndescription: ${description}\n---\n\n# ${name}\n`);
  const zip = zipSync({
    "team/skills/api-convention/SKILL.md": md("api-convention", "REST API naming conventions. Use when designing endpoints."),
    // a colon and a space inside a plain YAML value: not valid YAML, listed as unreadable front matter
    "team/agents/migration-runner.md": md("migration-runner", "Plans schema migrations safely: checks locks, backfills columns."),
  });
  await page.goto("/catalog/");
  await page.getByTestId("catalog-zip-input").setInputFiles({ name: "team.zip", mimeType: "application/zip", buffer: Buffer.from(zip) });
  await expect(page.getByTestId("catalog-entry")).toHaveCount(2);
  await expect(page.getByTestId("catalog-counts")).toContainText("unreadable front matter");
  // cut beside a full top bar, whole in its title
  await expect(page.getByTestId("catalog-counts")).toHaveAttribute(
    "title",
    "1 skill · 1 subagent · 0 commands · 1 with unreadable front matter",
  );
  for (const width of [1280, 1440]) {
    await page.setViewportSize({ width, height: 860 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await insideViewport(page, page.getByTestId("catalog-clear"));
    await insideViewport(page, page.getByTestId("count-cl100k"));
    await shotBoth(page, `catalog-unreadable-${width}`);
  }
});

test("at 1280 px a prompt that wraps in the routing box shows whole, the box grown to hold it", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 860 });
  await page.goto("/routing/");
  const box = page.getByTestId("route-input");
  const one = (await box.boundingBox())!.height;
  await box.fill(
    "plan the postgresql schema migration and check the locks before we backfill the new column, then write the release notes",
  );
  // every line of it in view: nothing scrolled out of the box
  expect(await box.evaluate((el) => el.scrollHeight <= el.clientHeight + 1)).toBe(true);
  expect((await box.boundingBox())!.height).toBeGreaterThan(one);
  await shotBoth(page, "routing-prompt-1280", page.locator("form").first());
});
