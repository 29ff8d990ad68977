// What a what-if costs (rules.md#costs): in Compare, both sides' cost lines with their sources,
// a price changed in the panel moving the dollars by exactly what the table's tokens say, the
// edit kept through a reload (read back from browser storage) and undone. No fixed sleeps: the
// save is awaited by reading browser storage.
import { expect, test, type Page } from "@playwright/test";
import { loadExample, ready } from "./helpers";

const usd = (s: string | null): number => Number((s ?? "").replace(/[$,]/g, ""));
const num = (s: string | null): number => Number((s ?? "").replace(/,/g, ""));

/** The price edits as browser storage holds them (components/state/persist.ts, the "view" record). */
const storedPrices = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<unknown>((resolve) => {
        const open = indexedDB.open("context-lab");
        open.onsuccess = () => {
          const db = open.result;
          const get = db.transaction("inspector", "readonly").objectStore("inspector").get("view");
          get.onsuccess = () => {
            resolve((get.result as { prices?: unknown } | undefined)?.prices ?? null);
            db.close();
          };
          get.onerror = () => resolve(null);
        };
        open.onerror = () => resolve(null);
      }),
  );

test("Compare shows what A and B cost, with their sources; a price edit moves the dollars and is kept", async ({ page }) => {
  await page.goto("/");
  await ready(page);
  await loadExample(page, "compaction");
  await page.getByTestId("compare-button").click();
  await page.getByTestId("compare-pair-window").click();
  await expect(page.getByTestId("compare-pair-window")).toHaveAttribute("aria-pressed", "true");

  const lineA = page.getByTestId("compare-cost-A");
  const lineB = page.getByTestId("compare-cost-B");
  // A replays the recording: every turn from recorded usage; B (1M) leaves it where the 200k
  // window compacted, and its turns from there are simulated
  await expect(lineA).toContainText(/over \d+ turns/);
  await expect(lineA).toContainText("from recorded usage");
  await expect(lineA).not.toContainText(/\d+ simulated/);
  await expect(lineB).toContainText("from recorded usage");
  await expect(lineB).toContainText(/\d+ simulated/);
  for (const l of [lineA, lineB]) await expect(l).toContainText(/price table of \d{4}-\d{2}-\d{2}/);
  await expect(page.getByTestId("cost-dollars")).toContainText("$");
  await expect(page.getByTestId("cost-at-step")).toContainText(/recorded usage|simulated|no request yet/);

  // the cache read price up by $1 a million: A's dollars rise by its cache-read tokens / 1,000,000
  const read = num(await page.getByTestId("cost-cacheRead").locator("td").first().textContent());
  expect(read).toBeGreaterThan(0);
  const before = usd(await page.getByTestId("compare-cost-A-dollars").textContent());
  await page.getByTestId("price-editor").locator("summary").click();
  const input = page.getByTestId("price-input-cacheRead");
  const old = Number(await input.inputValue());
  await input.fill(String(old + 1));
  await expect
    .poll(async () => usd(await page.getByTestId("compare-cost-A-dollars").textContent()))
    .toBeCloseTo(before + read / 1_000_000, 1);
  await expect(page.getByTestId("cost-dollars")).toContainText("edited");
  await expect(lineA).toContainText("edited");
  await expect(page.getByTestId("price-editor").locator("summary")).toContainText("edited");
  // a price that is no price is refused, and shown as such
  await input.fill("-3");
  await expect(input).toHaveAttribute("aria-invalid", "true");
  await input.fill(String(old + 1));
  await expect(input).toHaveAttribute("aria-invalid", "false");

  // kept: wait until browser storage holds it, then reload
  await expect.poll(async () => JSON.stringify(await storedPrices(page))).toContain(`"cacheRead":${old + 1}`);
  await page.reload();
  await ready(page);
  await expect(page.getByTestId("tab-compare")).toHaveAttribute("aria-selected", "true");
  await expect(page.getByTestId("compare-cost-A")).toContainText("edited");
  await page.getByTestId("price-editor").locator("summary").click();
  await expect(page.getByTestId("price-input-cacheRead")).toHaveValue(String(old + 1));

  // back to the table's prices
  await page.getByTestId("price-reset").click();
  await expect(page.getByTestId("price-input-cacheRead")).toHaveValue(String(old));
  await expect(page.getByTestId("compare-cost-A")).not.toContainText("edited");
  await expect.poll(async () => usd(await page.getByTestId("compare-cost-A-dollars").textContent())).toBeCloseTo(before, 2);
});
