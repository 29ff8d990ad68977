import AxeBuilder from "@axe-core/playwright";
import { test, expect, type Page } from "@playwright/test";
import { ready } from "./helpers";
import { shotBoth } from "./shots";

// Follow: a session file that grows while the page watches it. Chromium's showOpenFilePicker is
// replaced before the page loads by one that returns a handle whose getFile() gives a File of the
// text appended so far (window.__live, which the test appends to); everything after the pick is
// the app's own code path: the timer, getFile(), reading what grew, the load and the forecast.

const u = (input: number) => ({
  input_tokens: 4,
  cache_creation_input_tokens: 500,
  cache_read_input_tokens: input - 504,
  output_tokens: 10,
});
let n = 0;
const rec = (o: object) =>
  JSON.stringify({ sessionId: "live", version: "2.1.88", uuid: `u${++n}`, timestamp: "2026-03-01T09:00:00Z", ...o }) + "\n";
const user = (text: string) => rec({ type: "user", message: { role: "user", content: text } });
const reply = (id: string, text: string, input: number) =>
  rec({ type: "assistant", message: { id, role: "assistant", content: [{ type: "text", text }], usage: u(input) } });
const readCall = (id: string, input: number) =>
  rec({
    type: "assistant",
    message: {
      id,
      role: "assistant",
      content: [{ type: "tool_use", id: "toolu_1", name: "Read", input: { file_path: "/home/dev/app/notes.md" } }],
      usage: u(input),
    },
  });
const readResult = () =>
  rec({
    type: "user",
    message: { role: "user", content: [{ type: "tool_result", tool_use_id: "toolu_1", content: "1\tplan: ship the parser" }] },
  });

async function fakePicker(page: Page, first: string) {
  await page.addInitScript((text) => {
    const w = window as unknown as { __live: string[]; __reads: number[]; showOpenFilePicker: unknown };
    w.__live = [text];
    // the byte offsets the app slices from: it reads only what grew
    w.__reads = [];
    const handle = {
      kind: "file",
      name: "live.jsonl",
      getFile: async () => {
        const f = new File(w.__live, "live.jsonl", { type: "application/jsonl" });
        const slice = f.slice.bind(f);
        f.slice = (start?: number, ...rest: unknown[]) => (w.__reads.push(start ?? 0), slice(start, ...(rest as [number?, string?])));
        return f;
      },
    };
    w.showOpenFilePicker = async () => [handle];
  }, first);
}

const append = (page: Page, text: string) => page.evaluate((t) => (window as unknown as { __live: string[] }).__live.push(t), text);

test("a followed file that grows shows the new steps and the forecast", async ({ page }) => {
  test.setTimeout(120_000);
  const first = user("start the parser") + readCall("m1", 20_000) + readResult();
  await fakePicker(page, first);
  await page.goto("/");
  await ready(page);
  await page.getByTestId("follow-file").click();
  await expect(page.getByTestId("follow-strip")).toContainText("Following live.jsonl");
  await expect(page.getByTestId("session-name")).toHaveText("live.jsonl");
  await expect(page.getByTestId("follow-status")).toContainText("3 lines");
  // one request so far: no rate yet
  await expect(page.getByTestId("follow-forecast")).toContainText("too few requests since the last compaction for a rate", {
    timeout: 30_000,
  });

  // the next reply arrives, and half of the one after it: the half waits for its newline
  const third = reply("m3", "gamma reply", 40_000);
  await append(page, user("now the tests") + reply("m2", "beta reply", 30_000) + third.slice(0, 50));
  await expect(page.getByTestId("event-row").filter({ hasText: "beta reply" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("follow-status")).toContainText("a line is being written");
  await append(page, third.slice(50));
  await expect(page.getByTestId("event-row").filter({ hasText: "gamma reply" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("follow-status")).toContainText("6 lines");
  // the view stays at the last step as it grows: 6 records, 6 steps
  await expect(page.getByTestId("step-counter")).toContainText("step 6 / 6");
  // recorded inputs 20,000, 30,000, 40,000: +10,000 a request; used 40,000 + 10 output = 40,010;
  // 2.1.88 at 200k: A = 167,000, so (167,000 - 40,010) / 10,000 = 12.7 -> about 13 requests;
  // blocking at 177,000: 13.7 -> about 14
  await expect(page.getByTestId("follow-forecast")).toContainText(
    "40,010 tokens now (recorded usage); auto-compact in about 13 requests at the recent rate (+10,000 tokens a request over the last 2 requests, recorded usage), blocking in about 14 requests",
    { timeout: 30_000 },
  );
  // still the one file; how it comes back now depends on the calibration these made-up inputs give
  await expect(page.getByTestId("follow-come-back")).toContainText("notes.md");
  await shotBoth(page, "follow");
  // the strip passes axe in both schemes (serious and critical violations fail)
  for (const scheme of ["dark", "light"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    const r = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
      .include('[data-testid="follow-strip"]')
      .analyze();
    expect(r.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${scheme}: ${v.id}`)).toEqual([]);
  }
  // each read started where the last one ended: never at 0 again after the first
  const reads = await page.evaluate(() => (window as unknown as { __reads: number[] }).__reads);
  expect(reads[0]).toBe(0);
  expect(reads.slice(1).every((x) => x > 0)).toBe(true);

  await page.getByTestId("follow-stop").click();
  await expect(page.getByTestId("follow-strip")).toHaveCount(0);
});

test("without the File System Access API, the file is picked again and what grew is read", async ({ page }) => {
  test.setTimeout(120_000);
  // a browser with no showOpenFilePicker (Firefox, Safari)
  await page.addInitScript(() => delete (window as unknown as { showOpenFilePicker?: unknown }).showOpenFilePicker);
  await page.goto("/");
  await ready(page);
  await page.getByTestId("follow-file").click();
  await expect(page.getByTestId("follow-strip")).toContainText("This browser cannot watch a file: pick it again to read what was added.");
  const first = user("first prompt") + reply("r1", "alpha reply", 20_000);
  const file = (text: string) => ({ name: "again.jsonl", mimeType: "application/jsonl", buffer: Buffer.from(text) });
  await page.getByTestId("follow-input").setInputFiles(file(first));
  await expect(page.getByTestId("session-name")).toHaveText("again.jsonl");
  await expect(page.getByTestId("follow-status")).toContainText("2 lines");
  await page.getByTestId("follow-input").setInputFiles(file(first + user("second prompt") + reply("r2", "beta reply", 26_000)));
  await expect(page.getByTestId("event-row").filter({ hasText: "beta reply" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("follow-status")).toContainText("4 lines");
  // inputs 20,000 then 26,000: +6,000 a request; used 26,010; (167,000 - 26,010) / 6,000 = 23.5 -> about 24
  await expect(page.getByTestId("follow-forecast")).toContainText("26,010 tokens now (recorded usage); auto-compact in about 24 requests", {
    timeout: 30_000,
  });
  await shotBoth(page, "follow-repick", page.getByTestId("follow-strip"));

  // the file replaced by a shorter one (a new session under the same name): read from its start, said
  await page.getByTestId("follow-input").setInputFiles(file(user("fresh start") + reply("r9", "new reply", 5_000)));
  await expect(page.getByTestId("follow-message")).toContainText("again.jsonl got shorter (cut or replaced): read again from the start.");
  await expect(page.getByTestId("event-row").filter({ hasText: "new reply" })).toBeVisible({ timeout: 30_000 });
  // once it grows again the note has done its work and goes
  await page
    .getByTestId("follow-input")
    .setInputFiles(file(user("fresh start") + reply("r9", "new reply", 5_000) + user("next") + reply("r10", "later reply", 6_000)));
  await expect(page.getByTestId("event-row").filter({ hasText: "later reply" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("follow-message")).toHaveCount(0);
});
