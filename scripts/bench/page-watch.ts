// What the browser figures share (scripts/bench/browser.ts and browser-sessions.ts): the run's
// settings, the rows it prints, and the watches a page is given to say how long it was blocked.
import fs from "node:fs";
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

// In the page: every task the main thread ran over 50 ms (the Long Tasks API), and the moment the
// page is handed what was picked or dropped (the input's first event, or the drop event). Playwright's
// setInputFiles builds the files in the page before that, in one task (9 s for 26,000 files, 0.4 s
// for 1,200) that is the harness's, not the app's; a drop dispatched through the DevTools protocol
// comes after a drag's enter and over events, which are the harness's drag, not the listing. The
// clock starts at the event, the part of a task after it counts as blocked, and the hand-over is
// reported apart. The bench's own timers in the page (the sessions list's heap and done watch,
// WATCH_LIST) stamp each of their runs in window.__own: a timer's callback is a task of its own, so a
// long task holding one of those stamps is the bench's, reported apart from the app's.
export const WATCH_TASKS = `(() => { window.__tasks = []; window.__own = []; window.__picked = undefined; new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__tasks.push([e.startTime, e.duration]); }).observe({ type: "longtask" }); const mark = () => { if (window.__picked === undefined) window.__picked = performance.now(); }; for (const t of ["input", "change", "drop"]) window.addEventListener(t, mark, true); })()`;

/** How long the page was blocked since a moment: the app's longest task, the bench's own, and the longest of any (as measured before the bench's own were told apart). */
export interface Blocked {
  /** the longest task that is not the bench's own, from `t0` */
  app: number;
  /** how many of those were over 50 ms */
  appTasks: number;
  /** the longest of the bench's own tasks (WATCH_LIST's timer), from `t0` */
  own: number;
  /** the longest task of any kind from `since` (the bench's figure before session 19: from before the drag, its own tasks in) */
  any: number;
}
export const blockedSince = (page: Page, t0: number, since = t0) =>
  page.evaluate(`(() => {
    const mine = ([s, d]) => window.__own.some((a) => a >= s && a <= s + d);
    const from = (t) => window.__tasks.filter(([s, d]) => s + d > t).map(([s, d]) => [s, d, s + d - Math.max(s, t)]);
    const after = from(${t0});
    const app = after.filter((x) => !mine(x)), own = after.filter(mine);
    const most = (xs) => Math.max(0, ...xs.map((x) => x[2]));
    return { app: most(app), appTasks: app.length, own: most(own), any: most(from(${since})) };
  })()`) as Promise<Blocked>;
export const longestSince = async (page: Page, t0: number) => (await blockedSince(page, t0)).app;
/**
 * The main thread of every Chromium renderer this process started: its time on a core and its time
 * waiting for one (ns, Linux's schedstat; empty where there is none). A long task is the page's work
 * or the page waiting for a core while the machine is shared; the two tell them apart.
 */
export function rendererMainThreads(): Map<number, { run: number; wait: number }> {
  const out = new Map<number, { run: number; wait: number }>();
  if (!fs.existsSync("/proc/self/schedstat")) return out;
  const parent = new Map<number, number>();
  for (const d of fs.readdirSync("/proc").filter((x) => /^\d+$/.test(x)))
    try {
      const stat = fs.readFileSync(`/proc/${d}/stat`, "utf8");
      parent.set(Number(d), Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]));
    } catch {
      /* gone meanwhile */
    }
  const ours = (pid: number) => {
    for (let p = parent.get(pid) ?? 0, up = 0; p > 1 && up < 8; p = parent.get(p) ?? 0, up++) if (p === process.pid) return true;
    return false;
  };
  for (const pid of parent.keys())
    try {
      if (!ours(pid) || !fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("--type=renderer")) continue;
      const [run, wait] = fs.readFileSync(`/proc/${pid}/task/${pid}/schedstat`, "utf8").split(" ").map(Number);
      out.set(pid, { run, wait });
    } catch {
      /* gone meanwhile */
    }
  return out;
}

/** Of two readings of rendererMainThreads, the busiest renderer's main thread between them (ms), or null. */
export function busiestRenderer(before: ReturnType<typeof rendererMainThreads>, after: ReturnType<typeof rendererMainThreads>) {
  let best: { run: number; wait: number } | null = null;
  for (const [pid, b] of after) {
    const a = before.get(pid) ?? { run: 0, wait: 0 };
    const d = { run: (b.run - a.run) / 1e6, wait: (b.wait - a.wait) / 1e6 };
    if (!best || d.run > best.run) best = d;
  }
  return best;
}

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
