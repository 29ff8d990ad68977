// The bug report: one session exported from the Export menu as a single HTML file, then opened
// from disk in a fresh, offline browser context where every request is recorded (and all but the
// file itself refused). It must render its timeline and compactions and ask for nothing else.
// Screenshots of the opened report, light and dark, go to /tmp/shots/report-*.png.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Browser, type Page } from "@playwright/test";
import fs from "node:fs";
import { pathToFileURL } from "node:url";
import { loadExample, loadText, ready } from "./helpers";
import { HOSTILE_SKILL, PRIVATE_DIR, SECRET, reportSessionJsonl } from "../test-support/report-session";

const SHOTS = "/tmp/shots";

/** Opens the Export menu's bug report, ticks what is asked, saves the file and returns its path and name. */
async function exportReport(page: Page, file: string, ticks: ("text" | "title" | "paths")[] = []) {
  await page.getByTestId("export-button").click();
  await page.getByTestId("export-report").click();
  const dialog = page.getByTestId("report-dialog");
  await expect(dialog).toBeVisible();
  // nothing private unless ticked: the share links' defaults
  for (const t of ["text", "title", "paths"] as const) await expect(page.getByTestId(`report-${t}`)).not.toBeChecked();
  for (const t of ticks) await page.getByTestId(`report-${t}`).check();
  const [dl] = await Promise.all([page.waitForEvent("download"), page.getByTestId("report-download").click()]);
  await dl.saveAs(file);
  await expect(dialog).toHaveCount(0);
  return { file, name: dl.suggestedFilename(), html: fs.readFileSync(file, "utf8") };
}

/**
 * The saved file opened in a context of its own, offline, every request recorded and every one
 * but the file's refused; dialogs (an alert) and errors recorded too.
 */
async function openOffline(browser: Browser, file: string, colorScheme: "light" | "dark") {
  const context = await browser.newContext({ colorScheme, viewport: { width: 1200, height: 900 } });
  await context.setOffline(true);
  const url = pathToFileURL(file).href;
  const requests: string[] = [];
  const problems: string[] = [];
  context.on("request", (r) => requests.push(r.url()));
  await context.route("**", (route) => (route.request().url() === url ? route.continue() : route.abort()));
  const page = await context.newPage();
  page.on("dialog", (d) => {
    problems.push(`dialog: ${d.message()}`);
    void d.dismiss();
  });
  page.on("pageerror", (e) => problems.push(`error: ${e.message}`));
  page.on("console", (m) => m.type() === "error" && problems.push(`console: ${m.text()}`));
  await page.goto(url);
  await expect(page.locator("h1")).toHaveText(/Context report/);
  return { context, page, url, requests, problems };
}

test("the report of a session with recorded compactions opens offline and asks for nothing", async ({ page, browser }, info) => {
  test.setTimeout(120_000);
  await page.goto("/");
  await ready(page);
  await loadExample(page, "real-shape-two-compactions");
  const { file, name, html } = await exportReport(page, info.outputPath("report.html"));
  expect(name).toBe("context-report.html");
  // the defaults leave out the title, the session id and the paths (the working folder is /home/dev/queue)
  expect(html).not.toMatch(/home|queue|25ad002d|lease-retries/i);
  expect(html).toContain("file 1");

  fs.mkdirSync(SHOTS, { recursive: true });
  for (const scheme of ["light", "dark"] as const) {
    const o = await openOffline(browser, file, scheme);
    const { page: report } = o;
    await expect(report.locator("#timeline svg.timeline")).toBeVisible();
    await expect(report.locator("#timeline svg .meter")).toHaveCount(1);
    await expect(report.locator("#timeline svg .rec")).toHaveCount(3); // a microcompaction and two compactions
    await expect(report.locator("article.compaction.recorded")).toHaveCount(2);
    const first = report.locator("article.compaction.recorded").first();
    await expect(first.locator("h3")).toContainText("R2 · auto compaction");
    await expect(first).toContainText("155,912");
    await expect(first.locator("h4", { hasText: "What came back" })).toBeVisible();
    await expect(first.locator("tr.file-row").first()).toContainText("only in the rules");
    await expect(report.locator("article.compaction.simulated")).toHaveCount(2);
    await expect(report.locator("#fidelity")).toContainText("Predicted within one round");
    await expect(report.locator("#counts")).toContainText("chars/4 estimator");
    await report.screenshot({ path: `${SHOTS}/report-${scheme}.png`, fullPage: true });
    await report.screenshot({ path: `${SHOTS}/report-${scheme}-top.png` });
    // a marker on the timeline is a link to its section
    await report.locator('#timeline a[href="#rec-2"]').click();
    await expect(report).toHaveURL(/#rec-2$/);
    await expect(report.locator("#rec-2")).toBeInViewport();
    expect(o.requests).toEqual([o.url]);
    expect(o.problems).toEqual([]);
    await o.context.close();
  }
});

test("the ticks let in text, title and paths; a skill named like a tag stays text", async ({ page, browser }, info) => {
  test.setTimeout(120_000);
  await page.goto("/");
  await ready(page);
  await loadText(page, "juniper.jsonl", reportSessionJsonl());

  const plain = await exportReport(page, info.outputPath("plain.html"));
  expect(plain.html).not.toContain("alice");
  expect(plain.html).not.toContain("keep the release notes");

  const { file, name, html } = await exportReport(page, info.outputPath("full.html"), ["text", "title", "paths"]);
  expect(name).toBe("release-notes-for-the-juniper-launch-context-report.html");
  expect(html).not.toContain(SECRET);

  const o = await openOffline(browser, file, "light");
  const { page: report } = o;
  await expect(report.locator("h1")).toHaveText("Context report: Release notes for the Juniper launch");
  const rows = report.locator("article.compaction.recorded tr.skill-row");
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0).locator("td").nth(0)).toHaveText(HOSTILE_SKILL);
  await expect(rows.nth(1).locator("td")).toHaveText([
    "release-notes",
    "15,000",
    "20,000",
    "cut differently",
    "the rules: cut at character 19,900 of 28,687; the recording: 15,000 characters",
  ]);
  await expect(report.locator("img")).toHaveCount(0);
  await expect(report.locator("article.compaction.recorded tr.file-row").first()).toContainText(`${PRIVATE_DIR}/src/util.ts`);
  await expect(report.locator("article.compaction.recorded blockquote").first()).toHaveText(
    "keep the release notes; the key was [REDACTED:anthropic-key]",
  );
  expect(o.requests).toEqual([o.url]);
  expect(o.problems).toEqual([]);
  await o.context.close();
});

/** axe's serious and critical violations, each with a few of its elements. */
async function axeProblems(page: Page, scope?: string): Promise<string[]> {
  let axe = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]);
  if (scope) axe = axe.include(scope);
  const r = await axe.analyze();
  return r.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 5)
          .join(", ")}`,
    );
}

// axe is slow on a shared two-core machine: each of these has the time it needs, nothing is timed
test("the report dialog is accessible in light and dark", async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto("/");
  await ready(page);
  await loadExample(page, "real-shape-two-compactions");
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.getByTestId("export-button").click();
    await page.getByTestId("export-report").click();
    await expect(page.getByTestId("report-dialog")).toBeVisible();
    expect.soft(await axeProblems(page, '[data-testid="report-dialog"]'), `axe on the report dialog (${scheme})`).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("report-dialog")).toHaveCount(0);
    await expect(page.getByTestId("export-button")).toBeFocused();
  }
});

test("the opened report is accessible in light and dark", async ({ page, browser }, info) => {
  test.setTimeout(180_000);
  await page.goto("/");
  await ready(page);
  await loadExample(page, "real-shape-two-compactions");
  const { file } = await exportReport(page, info.outputPath("report.html"));
  for (const scheme of ["light", "dark"] as const) {
    // axe is injected as a script: this context alone bypasses the report's CSP to let it in
    const context = await browser.newContext({ colorScheme: scheme, bypassCSP: true });
    const report = await context.newPage();
    await report.goto(pathToFileURL(file).href);
    expect.soft(await axeProblems(report), `axe on the report (${scheme})`).toEqual([]);
    await context.close();
  }
});
