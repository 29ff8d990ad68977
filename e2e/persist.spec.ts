// Persistence: what the user loaded or edited survives a reload (inputs, settings, step, open
// panel, compare mode, the catalog on /catalog/), Clear forgets it, and a storage failure is shown.
import { expect, test } from "@playwright/test";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ingest } from "../lib/transcripts";
import { makeSession } from "../scripts/bench/gen";
import { example, goStep, loadExample, ready } from "./helpers";

test("a reload keeps the scenario, preset, step, open panel and compare mode; Clear forgets them", async ({ page }) => {
  await page.goto("/");
  await ready(page);
  await loadExample(page, "session-memory");
  await page.getByTestId("settings-button").click();
  await page.getByTestId("preset-select").selectOption("docs-2026");
  await page.getByTestId("settings-button").click();
  await page.getByTestId("compare-button").click();
  await expect(page.getByTestId("compare-strips")).toBeVisible();
  await page.getByTestId("tab-skills").click();
  await goStep(page, 12);
  await page.waitForTimeout(700); // the view is saved after a short debounce

  await page.reload();
  await expect(page.getByTestId("session-name")).toHaveText(example("session-memory").title);
  await ready(page);
  await expect(page.getByTestId("saved-mark")).toBeVisible();
  await expect(page.getByTestId("step-counter")).toContainText("step 13 /");
  await expect(page.getByTestId("settings-preset")).toContainText("docs-2026");
  await expect(page.getByTestId("tab-skills")).toHaveAttribute("aria-selected", "true");
  await expect(page.getByTestId("compare-strips")).toBeVisible();

  await page.getByTestId("clear-button").click();
  await expect(page.getByTestId("empty-state")).toBeVisible();
  await page.reload();
  await ready(page);
  await expect(page.getByTestId("saved-mark")).toHaveCount(0);
  await expect(page.getByTestId("compare-strips")).toHaveCount(0);
  await expect(page.getByTestId("settings-preset")).toContainText("cc-2.1.88");
});

test("an edit of the default example is kept too", async ({ page }) => {
  await page.goto("/");
  await ready(page);
  await expect(page.getByTestId("saved-mark")).toHaveCount(0);
  await page.getByTestId("settings-button").click();
  await page.getByTestId("window-1M").click();
  await expect(page.getByTestId("saved-mark")).toBeVisible();
  await page.waitForTimeout(700);
  await page.reload();
  await ready(page);
  await expect(page.getByTestId("saved-mark")).toBeVisible();
  await expect(page.getByTestId("settings-preset")).toContainText("+1");
  await expect(page.getByTestId("window-1M")).toHaveAttribute("aria-checked", "true");
});

test("the catalog loaded on /catalog/ and its tab survive a reload; its Clear forgets them", async ({ page }) => {
  await page.goto("/catalog/");
  await page.locator('[data-testid="catalog-bundled"][data-catalog="devkit"]').click();
  await expect(page.getByTestId("catalog-name")).toContainText("devkit", { timeout: 30_000 });
  await page.getByTestId("catalog-tab-lint").click();
  await page.waitForTimeout(300);
  await page.reload();
  await expect(page.getByTestId("catalog-name")).toContainText("devkit", { timeout: 30_000 });
  await expect(page.getByTestId("catalog-tab-lint")).toHaveAttribute("aria-selected", "true");
  await page.getByTestId("catalog-clear").click();
  await expect(page.getByTestId("catalog-empty")).toBeVisible();
  await page.waitForTimeout(300);
  await page.reload();
  await expect(page.getByTestId("catalog-empty")).toBeVisible();
  // the inspector's Clear and the catalog's are separate: the inspector's session is untouched
  await page.goto("/");
  await ready(page);
});

test("a catalog that cannot be saved says so", async ({ page }) => {
  await page.addInitScript(() => {
    indexedDB.open = () => {
      throw new DOMException("storage is disabled in this test", "SecurityError");
    };
  });
  await page.goto("/catalog/");
  await expect(page.getByTestId("catalog-storage-message")).toContainText("Could not read the saved catalog");
  await page.locator('[data-testid="catalog-bundled"][data-catalog="devkit"]').click();
  await expect(page.getByTestId("catalog-name")).toContainText("devkit", { timeout: 30_000 });
  await expect(page.getByTestId("catalog-storage-message")).toContainText("Could not save the catalog");
});

test("a session over 4 MB goes to the worker and to storage as a file, read in slices; a reload restores it", async ({ page }) => {
  // the same ingest over the whole text, for the figures the page must show
  const text = makeSession({ bytes: 6 * 1024 * 1024, seed: 6 });
  const want = ingest(text, "big.jsonl");
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "cl-big-")), "big.jsonl");
  fs.writeFileSync(file, text);
  expect(fs.statSync(file).size).toBeGreaterThan(4 * 1024 * 1024);

  await page.goto("/");
  await ready(page);
  await page.getByTestId("file-input").setInputFiles(file);
  const total = `/ ${want.events.length.toLocaleString("en-US")}`;
  await expect(page.getByTestId("step-counter")).toContainText(total, { timeout: 60_000 });
  await expect(page.getByTestId("session-name")).toHaveText("big.jsonl");
  // browser storage holds the file as a Blob, not as one string
  const stored = async () =>
    page.evaluate(
      () =>
        new Promise<string[]>((resolve, reject) => {
          const open = indexedDB.open("context-lab");
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const get = open.result.transaction("inspector", "readonly").objectStore("inspector").get("inputs");
            get.onerror = () => reject(get.error);
            get.onsuccess = () =>
              resolve(
                ((get.result?.inputs ?? []) as { text: unknown }[]).map((f) =>
                  typeof f.text === "string" ? "string" : f.text instanceof Blob ? `blob ${f.text.size}` : "other",
                ),
              );
          };
        }),
    );
  await expect.poll(stored).toEqual([`blob ${fs.statSync(file).size}`]);
  await page.keyboard.press("End");
  await page.waitForTimeout(700);

  await page.reload();
  await ready(page);
  await expect(page.getByTestId("session-name")).toHaveText("big.jsonl");
  await expect(page.getByTestId("step-counter")).toHaveText(`step ${want.events.length.toLocaleString("en-US")} ${total}`, {
    timeout: 60_000,
  });
});

test("'saved in this browser' shows only once the write has finished; until then it says saving", async ({ page }) => {
  // Hold the report of finished readwrite transactions until the test releases them: the write is
  // done in the database, but the page must not claim so before it hears back.
  await page.addInitScript(() => {
    const w = window as unknown as { __hold: boolean; __release: () => void; __released: Promise<void> };
    w.__hold = false;
    w.__released = new Promise<void>((r) => (w.__release = r));
    const desc = Object.getOwnPropertyDescriptor(IDBTransaction.prototype, "oncomplete")!;
    Object.defineProperty(IDBTransaction.prototype, "oncomplete", {
      configurable: true,
      get() {
        return desc.get!.call(this);
      },
      set(fn: ((this: IDBTransaction, ev: Event) => unknown) | null) {
        const held = w.__hold && this.mode === "readwrite" && fn;
        desc.set!.call(this, held ? (ev: Event) => void w.__released.then(() => fn.call(this, ev)) : fn);
      },
    });
  });
  await page.goto("/");
  await ready(page);
  await page.evaluate(() => ((window as unknown as { __hold: boolean }).__hold = true));
  await loadExample(page, "session-memory");
  await expect(page.getByTestId("session-name")).toHaveText(example("session-memory").title);
  await expect(page.getByTestId("saving-mark")).toBeVisible();
  await expect(page.getByTestId("saved-mark")).toHaveCount(0);
  await page.evaluate(() => (window as unknown as { __release: () => void }).__release());
  await expect(page.getByTestId("saved-mark")).toBeVisible();
  await expect(page.getByTestId("saving-mark")).toHaveCount(0);
  await page.reload();
  await ready(page);
  await expect(page.getByTestId("session-name")).toHaveText(example("session-memory").title);
});
