// What the browser figures share (scripts/bench/browser.ts and browser-sessions.ts): the run's
// settings, the rows it prints, and the watches a page is given to say how long it was blocked.
import os from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import { CHROMIUM_ARGS as E2E_CHROMIUM_ARGS } from "../../test-support/chromium-args";

export const ROOT = path.resolve(__dirname, "../..");
export const OUT = path.join(ROOT, "out");
export const PORT = Number(process.env.BENCH_PORT ?? 3300);
export const RUNS = Number(process.env.BENCH_RUNS ?? 3);
export const QUICK = !!process.env.BENCH_QUICK;
// BENCH_ONLY=page,session,scrub,catalogs,sessions: run only those parts (to look into one figure)
const ONLY = process.env.BENCH_ONLY?.split(",");
export const runs = (part: string) => !ONLY || ONLY.includes(part);
export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
export const rows: { figure: string; value: string; budget?: string; ok?: boolean }[] = [];
// each figure is printed to stderr the moment it lands, so a long run shows where it is
export const add = (...xs: typeof rows) => {
  for (const r of xs) process.stderr.write(`  ${r.figure}: ${r.value}${r.budget ? ` (${r.budget} ${r.ok ? "met" : "NOT MET"})` : ""}\n`);
  rows.push(...xs);
};

/** How the bench starts Chromium: as the e2e suite does, and performance.memory to the byte, for the sessions list's peak heap. */
export const CHROMIUM_ARGS = [...E2E_CHROMIUM_ARGS, "--enable-precise-memory-info"];

export const sec = (x: number) => `${(x / 1000).toFixed(2)} s`;

// In the page: the longest task the main thread ran since the mark (the Long Tasks API reports
// every task over 50 ms), and the moment the page is handed the picked files (the input's first
// event). Playwright's setInputFiles builds the files in the page before that, in one task (9 s for
// 26,000 files, 0.4 s for 1,200) that is the harness's, not the app's: the clock starts at the
// event, the part of a task after it counts as blocked, and the hand-over is reported apart.
export const WATCH_TASKS = `(() => { window.__tasks = []; window.__picked = undefined; new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__tasks.push([e.startTime, e.duration]); }).observe({ type: "longtask" }); const mark = () => { if (window.__picked === undefined) window.__picked = performance.now(); }; window.addEventListener("input", mark, true); window.addEventListener("change", mark, true); })()`;
// The page's JS heap, sampled every 50 ms from the mark: its peak (Chromium's performance.memory).
export const WATCH_HEAP = `(() => { window.__heapPeak = 0; setInterval(() => { window.__heapPeak = Math.max(window.__heapPeak, performance.memory.usedJSHeapSize); }, 50); })()`;
export const longestSince = (page: Page, t0: number) =>
  page.evaluate(
    `Math.max(0, ...window.__tasks.filter(([s, d]) => s + d > ${t0}).map(([s, d]) => s + d - Math.max(s, ${t0})))`,
  ) as Promise<number>;
/** When the page got the files (the click's moment when nothing was picked), and the hand-over before it. */
export const pickedAt = async (page: Page, t0: number) => {
  const at = ((await page.evaluate("window.__picked")) as number | undefined) ?? t0;
  return { at, handover: at - t0 };
};

/** A wait that, when it times out, says what the page showed instead (and keeps a screenshot). */
export async function explained<T>(page: Page, what: string, wait: Promise<T>): Promise<T> {
  try {
    return await wait;
  } catch (e) {
    const shot = path.join(os.tmpdir(), `cl-bench-${what.replace(/\W+/g, "-")}.png`);
    await page.screenshot({ path: shot }).catch(() => {});
    const seen = await page
      .evaluate(
        `[...document.querySelectorAll("[data-testid]")].filter((e) => /catalog|routing|error|message/.test(e.dataset.testid)).slice(0, 30).map((e) => e.dataset.testid + (e.dataset.status ? "[" + e.dataset.status + "]" : "") + ": " + (e.textContent || "").trim().slice(0, 120)).join("\\n")`,
      )
      .catch(() => "");
    throw new Error(`${what}: ${(e as Error).message.split("\n")[0]}\nthe page showed:\n${seen}\nscreenshot: ${shot}`);
  }
}
