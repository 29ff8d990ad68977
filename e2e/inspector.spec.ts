import { test, expect, type Page } from "@playwright/test";
import fs from "node:fs";
import path from "node:path";

// The inspector against the static export, in real Chromium. Expectations about the fixtures are
// computed from the files themselves, so regenerating fixtures/ does not break these tests.
const FIXTURES = path.resolve(__dirname, "..", "fixtures");
const BROKEN = path.join(FIXTURES, "sessions", "broken.jsonl");

interface ExampleJson {
  title?: string;
  name?: string;
  file?: string;
  path?: string;
}

function examples(): ExampleJson[] {
  const doc = JSON.parse(fs.readFileSync(path.join(FIXTURES, "examples.json"), "utf8"));
  return Array.isArray(doc) ? doc : doc.examples;
}

/** Lines of a JSONL file that are not a JSON object with a "type": the ones reported as errors. */
function brokenLines(file: string): number[] {
  const out: number[] = [];
  fs.readFileSync(file, "utf8")
    .split("\n")
    .forEach((raw, k) => {
      const line = raw.replace(/\r$/, "");
      if (!line.trim()) return;
      try {
        const v = JSON.parse(line);
        if (typeof v !== "object" || v === null || Array.isArray(v) || typeof v.type !== "string" || !v.type) out.push(k + 1);
      } catch {
        out.push(k + 1);
      }
    });
  return out;
}

/** The first record of the main chain (not isSidechain): event 1 of the list. */
function firstMainLine(file: string): number {
  const lines = fs.readFileSync(file, "utf8").split("\n");
  for (let k = 0; k < lines.length; k++) {
    try {
      const v = JSON.parse(lines[k]);
      if (v && typeof v === "object" && !Array.isArray(v) && v.isSidechain !== true) return k + 1;
    } catch {
      /* broken line */
    }
  }
  throw new Error(`${file} has no main-chain record`);
}

async function ready(page: Page) {
  await expect(page.getByTestId("event-row").first()).toBeVisible();
  await expect(page.getByTestId("progress-label")).toHaveCount(0);
}

async function counter(page: Page): Promise<{ step: number; total: number }> {
  const text = (await page.getByTestId("step-counter").textContent()) ?? "";
  const m = /step ([\d,]+) \/ ([\d,]+)/.exec(text);
  if (!m) throw new Error(`unexpected step counter: ${text}`);
  return { step: Number(m[1].replace(/,/g, "")), total: Number(m[2].replace(/,/g, "")) };
}

async function loadFile(page: Page, file: string) {
  await page.getByTestId("file-input").setInputFiles(file);
  await expect(page.getByTestId("session-name")).toHaveText(path.basename(file));
  await ready(page);
}

test("the first example loads with no user action", async ({ page }) => {
  const first = examples()[0];
  await page.goto("/");
  await ready(page);
  await expect(page.getByTestId("session-name")).toHaveText(first.title ?? first.name ?? "");
  const { step, total } = await counter(page);
  expect(total).toBeGreaterThan(0);
  // it opens at the first step, under the guide, not at the end
  expect(step).toBe(1);
  await expect(page.locator('[data-testid="event-row"][data-current="true"]')).toBeVisible();
  await expect(page.getByTestId("side-total")).toHaveText(/^[\d,]+$/);
});

test("the file picker loads a session and the Problems panel lists its broken lines", async ({ page }) => {
  const broken = brokenLines(BROKEN);
  expect(broken.length).toBeGreaterThan(0);
  await page.goto("/");
  await ready(page);
  await loadFile(page, BROKEN);

  // Its records are in the list: the first main-chain record is event 1.
  await page.keyboard.press("Home");
  const current = page.locator('[data-testid="event-row"][data-current="true"]');
  await expect(current).toHaveAttribute("data-line", String(firstMainLine(BROKEN)));
  expect(Number(await page.getByTestId("fact-events").textContent())).toBeGreaterThan(0);

  // The valid part is loaded and every broken line is listed with its number.
  const panel = page.getByTestId("problems-panel");
  await expect(panel.getByTestId("problems-errors")).toHaveText(new RegExp(`^${broken.length} errors?$`));
  const toggle = page.getByTestId("problems-toggle");
  if ((await toggle.getAttribute("aria-expanded")) !== "true") await toggle.click();
  for (const line of broken) {
    const item = panel.locator(`[data-testid="problem-item"][data-severity="error"][data-line="${line}"]`);
    await expect(item).toBeVisible();
    await expect(item).toContainText(`line ${line}`);
  }
});

test("stepping with the keyboard and the buttons moves the highlight and the context", async ({ page }) => {
  await page.goto("/");
  await ready(page);
  const { total } = await counter(page);
  expect(total).toBeGreaterThan(3);
  const current = page.locator('[data-testid="event-row"][data-current="true"]');

  await page.keyboard.press("Home");
  await expect(page.getByTestId("step-counter")).toHaveText(`step 1 / ${total.toLocaleString("en-US")}`);
  await expect(current).toHaveAttribute("data-index", "0");
  const firstTotal = await page.getByTestId("side-total").textContent();

  await page.keyboard.press("ArrowRight");
  await expect(page.getByTestId("step-counter")).toContainText("step 2 /");
  await expect(current).toHaveAttribute("data-index", "1");

  await page.getByTestId("step-next").click();
  await expect(page.getByTestId("step-counter")).toContainText("step 3 /");
  await expect(current).toHaveAttribute("data-index", "2");

  await page.getByTestId("step-prev").click();
  await expect(page.getByTestId("step-counter")).toContainText("step 2 /");

  await page.keyboard.press("ArrowLeft");
  await expect(page.getByTestId("step-counter")).toContainText("step 1 /");

  await page.keyboard.press("End");
  await expect(page.getByTestId("step-counter")).toHaveText(`step ${total.toLocaleString("en-US")} / ${total.toLocaleString("en-US")}`);
  await expect(current).toHaveAttribute("data-index", String(total - 1));
  await expect(current).toBeInViewport();
  await expect(page.getByTestId("side-total")).not.toHaveText(firstTotal ?? "");

  // the timeline's current-step line is drawn over the chart and follows the step
  await expect(page.getByTestId("timeline-chart")).toBeVisible();
  const cursorX = async () => (await page.getByTestId("step-cursor").boundingBox())?.x ?? NaN;
  const atEnd = await cursorX();

  await page.getByTestId("step-scrubber").fill("0");
  await expect(page.getByTestId("step-counter")).toContainText("step 1 /");
  await expect(page.getByTestId("side-total")).toHaveText(firstTotal ?? "");
  await expect.poll(cursorX).toBeLessThan(atEnd - 50);

  await page.getByTestId("step-last").click();
  await expect(page.getByTestId("step-counter")).toContainText(`step ${total.toLocaleString("en-US")} /`);

  // Space plays from the start (playing at the end starts over) and pauses.
  await page.getByTestId("step-scrubber").fill("0");
  await page.keyboard.press("Space");
  await expect(page.getByTestId("step-play")).toHaveAttribute("aria-pressed", "true");
  await expect.poll(async () => (await counter(page)).step).toBeGreaterThan(1);
  await page.keyboard.press("Space");
  await expect(page.getByTestId("step-play")).toHaveAttribute("aria-pressed", "false");

  // The scrubber sets the step too.
  await page.getByTestId("step-scrubber").fill("1");
  await expect(page.getByTestId("step-counter")).toContainText("step 2 /");
});

test("switching the estimator re-counts and relabels", async ({ page }) => {
  await page.goto("/");
  await ready(page);
  const labels = page.getByTestId("event-tokens").filter({ hasText: "tok ·" });
  await expect(labels.first()).toContainText("chars/4");
  await page.getByTestId("estimator-select").selectOption("o200k");
  await expect(labels.first()).toContainText("o200k", { timeout: 30_000 });
  await expect(page.getByTestId("category-table")).toContainText("o200k");
  await page.getByTestId("estimator-select").selectOption("cl100k");
  await expect(labels.first()).toContainText("cl100k", { timeout: 30_000 });
});

test("pasting a Messages API request loads it", async ({ page }) => {
  await page.goto("/");
  await ready(page);
  const request = {
    model: "claude-sonnet-4-5",
    max_tokens: 1024,
    system: "You are a careful assistant.",
    tools: [{ name: "get_weather", description: "Weather for a city", input_schema: { type: "object" } }],
    messages: [
      { role: "user", content: "What is the weather in Paris?" },
      { role: "assistant", content: [{ type: "tool_use", id: "toolu_1", name: "get_weather", input: { city: "Paris" } }] },
      { role: "user", content: [{ type: "tool_result", tool_use_id: "toolu_1", content: "18°C and sunny" }] },
    ],
  };
  await page.getByTestId("paste-button").click();
  await page.getByTestId("paste-textarea").fill(JSON.stringify(request, null, 2));
  await page.getByTestId("paste-load").click();
  await expect(page.getByTestId("session-name")).toHaveText("pasted text");
  // a new input opens at its first step
  await expect(page.getByTestId("step-counter")).toHaveText("step 1 / 3");
  await expect(page.getByTestId("session-facts")).toContainText("Messages API");
  await expect(page.locator('[data-testid="event-row"][data-kind="user"]')).toContainText("What is the weather in Paris?");
  await expect(page.locator('[data-testid="event-row"][data-kind="assistant"]')).toContainText("get_weather");
  await expect(page.locator('[data-testid="event-row"][data-kind="tool-result"]')).toContainText("18°C and sunny");

  // The call links to its result and back.
  await page.getByTestId("step-scrubber").fill("0");
  await page.getByTestId("jump-result").click();
  await expect(page.locator('[data-testid="event-row"][data-current="true"]')).toHaveAttribute("data-kind", "tool-result");
  await page.getByTestId("jump-call").click();
  await expect(page.locator('[data-testid="event-row"][data-current="true"]')).toHaveAttribute("data-kind", "assistant");
});

test("Ctrl/Cmd+V and a dropped file load too", async ({ page }) => {
  await page.goto("/");
  await ready(page);
  const body = JSON.stringify({ model: "m", messages: [{ role: "user", content: "pasted with the keyboard" }] });
  await page.evaluate((text) => {
    const dt = new DataTransfer();
    dt.setData("text/plain", text);
    document.body.dispatchEvent(new ClipboardEvent("paste", { clipboardData: dt, bubbles: true, cancelable: true }));
  }, body);
  await expect(page.locator('[data-testid="event-row"][data-kind="user"]')).toContainText("pasted with the keyboard");

  const jsonl = fs.readFileSync(BROKEN, "utf8");
  await page.evaluate((text) => {
    const dt = new DataTransfer();
    dt.items.add(new File([text], "dropped.jsonl", { type: "application/x-ndjson" }));
    window.dispatchEvent(new DragEvent("dragenter", { dataTransfer: dt, bubbles: true, cancelable: true }));
  }, jsonl);
  await expect(page.getByTestId("drop-overlay")).toBeVisible();
  await page.evaluate((text) => {
    const dt = new DataTransfer();
    dt.items.add(new File([text], "dropped.jsonl", { type: "application/x-ndjson" }));
    window.dispatchEvent(new DragEvent("drop", { dataTransfer: dt, bubbles: true, cancelable: true }));
  }, jsonl);
  await expect(page.getByTestId("drop-overlay")).toHaveCount(0);
  await expect(page.getByTestId("session-name")).toHaveText("dropped.jsonl");
});

test("a file that is no transcript shows one sentence and keeps the loaded session", async ({ page }) => {
  await page.goto("/");
  await ready(page);
  const before = await page.getByTestId("session-name").textContent();
  const rowsBefore = await counter(page);
  await page.getByTestId("file-input").setInputFiles({
    name: "notes.txt",
    mimeType: "text/plain",
    buffer: Buffer.from("Shopping list\n- milk\n- bread\n"),
  });
  const banner = page.getByTestId("error-banner");
  await expect(banner).toBeVisible();
  await expect(banner).toContainText(
    "notes.txt is not a Claude Code session (JSONL), an Anthropic Messages API request (JSON) or a Context Lab scenario",
  );
  // One sentence, on one line, ending with a full stop.
  const sentence = (await banner.locator("p").textContent()) ?? "";
  expect(sentence.trim()).toMatch(/^[^\n]+\.$/);
  await expect(page.getByTestId("session-name")).toHaveText(before ?? "");
  expect(await counter(page)).toEqual(rowsBefore);
  await page.keyboard.press("Home");
  await expect(page.getByTestId("step-counter")).toContainText("step 1 /");
});

test("a reload keeps the loaded file, its estimator and step; Clear forgets them", async ({ page }) => {
  await page.goto("/");
  await ready(page);
  await loadFile(page, BROKEN);
  await expect(page.getByTestId("saved-mark")).toBeVisible();
  await page.keyboard.press("Home");
  await page.keyboard.press("ArrowRight");
  await expect(page.getByTestId("step-counter")).toContainText("step 2 /");
  await page.getByTestId("estimator-select").selectOption("cl100k");
  await expect(page.getByTestId("event-tokens").filter({ hasText: "tok ·" }).first()).toContainText("cl100k", { timeout: 30_000 });
  await page.waitForTimeout(700); // the step is saved after a short debounce

  await page.reload();
  await expect(page.getByTestId("session-name")).toHaveText("broken.jsonl");
  await ready(page);
  await expect(page.getByTestId("step-counter")).toContainText("step 2 /");
  await expect(page.getByTestId("estimator-select")).toHaveValue("cl100k");
  await expect(page.getByTestId("storage-message")).toHaveCount(0);

  await page.getByTestId("clear-button").click();
  await expect(page.getByTestId("empty-state")).toBeVisible();
  await page.reload();
  const first = examples()[0];
  await expect(page.getByTestId("session-name")).toHaveText(first.title ?? first.name ?? "");
});

test("a storage failure is shown, not swallowed, and the app still works", async ({ page }) => {
  await page.addInitScript(() => {
    indexedDB.open = () => {
      throw new DOMException("storage is disabled in this test", "SecurityError");
    };
  });
  await page.goto("/");
  await ready(page);
  const msg = page.getByTestId("storage-message");
  await expect(msg).toContainText("Could not read the saved session from browser storage");
  await expect(msg).toContainText("SecurityError");
  await loadFile(page, BROKEN);
  await expect(msg).toContainText("Could not save the loaded files in browser storage");
  await expect(page.getByTestId("saved-mark")).toHaveCount(0);
});

test("loading a second file while the first is still counting cancels the first", async ({ page }) => {
  // A large session counted with o200k takes seconds: long enough to be overtaken.
  const lines: string[] = [];
  for (let n = 0; n < 4000; n++) {
    const text = `Step ${n}: ` + "the quick brown fox jumps over the lazy dog ".repeat(40);
    lines.push(JSON.stringify({ type: "user", uuid: `u${n}`, sessionId: "big", message: { role: "user", content: text } }));
    lines.push(
      JSON.stringify({
        type: "assistant",
        uuid: `a${n}`,
        sessionId: "big",
        message: { id: `m${n}`, role: "assistant", content: [{ type: "text", text }] },
      }),
    );
  }
  await page.goto("/");
  await ready(page);
  await page.getByTestId("estimator-select").selectOption("o200k");
  await expect(page.getByTestId("event-tokens").filter({ hasText: "tok ·" }).first()).toContainText("o200k", { timeout: 30_000 });

  await page
    .getByTestId("file-input")
    .setInputFiles({ name: "big.jsonl", mimeType: "application/x-ndjson", buffer: Buffer.from(lines.join("\n")) });
  await expect(page.getByTestId("progress-label")).toBeVisible();
  await page.getByTestId("file-input").setInputFiles(BROKEN);
  await expect(page.getByTestId("session-name")).toHaveText("broken.jsonl");
  await ready(page);
  // The first file's result never replaces the second.
  await page.waitForTimeout(3000);
  await expect(page.getByTestId("session-name")).toHaveText("broken.jsonl");
  await expect(page.getByTestId("error-banner")).toHaveCount(0);
});
