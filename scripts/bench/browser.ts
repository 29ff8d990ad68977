// Child of the benchmark: figures in real Chromium against the production build (out/):
// drop-to-interactive for a 20 MB session, p95 frame time while scrubbing 100k events, and the
// gzipped JavaScript the first page loads. Prints JSON rows.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { chromium, type Page } from "playwright-core";
import { makeSession } from "./gen";

const ROOT = path.resolve(__dirname, "../..");
const OUT = path.join(ROOT, "out");
const PORT = 3300;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const rows: { figure: string; value: string; budget?: string; ok?: boolean }[] = [];

async function loadFile(page: Page, name: string, text: string, events: number): Promise<number> {
  const label = `/ ${events.toLocaleString("en-US")}`;
  const t0 = Date.now();
  // (the clock starts before the file is handed over: reading it is part of the load)
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "cl-bench-")), name);
  fs.writeFileSync(file, text);
  await page.getByTestId("file-input").setInputFiles(file);
  // interactive: the step counter names the new session's length and the next-step button works
  await page.waitForFunction((l) => document.querySelector('[data-testid="step-counter"]')?.textContent?.includes(l), label, { timeout: 300_000 });
  return Date.now() - t0;
}

async function main() {
  const server = spawn(process.execPath, [path.join(ROOT, "scripts/serve.mjs"), OUT, String(PORT)], { stdio: "ignore" });
  await new Promise((r) => setTimeout(r, 700));
  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run", "--disable-sync"],
  });
  try {
    // 3. gzipped JS of the first page load, main thread only (the worker and its tokenizer tables
    //    load in the worker). Counted when the built-in example's first step is interactive (the step
    //    counter names its length); the timeline chart's code (recharts) is fetched after that, when
    //    the page is idle, and is reported apart once the chart has drawn.
    {
      const page = await browser.newPage();
      await page.goto(`http://127.0.0.1:${PORT}/`);
      // the moment the step became interactive, taken in the page: the chart's code is requested
      // as soon as the page idles after it, often before this script's next look, so only what
      // was requested by then counts
      const ready = (await (
        await page.waitForFunction(() => (/\/\s*[1-9]/.test(document.querySelector('[data-testid="step-counter"]')?.textContent ?? "") ? performance.now() : 0), null, {
          timeout: 60_000,
          polling: "raf",
        })
      ).jsonValue()) as number;
      const scripts = async (until = Infinity) => {
        // every script has a resource entry with its request time; a <script> tag without one
        // (served from cache) counts as loaded with the page
        const res = (await page.evaluate(`performance.getEntriesByType("resource").filter((e) => e.name.endsWith(".js")).map((e) => [e.name, e.startTime])`)) as [string, number][];
        const timed = new Set(res.map(([u]) => u));
        const docScripts = ((await page.evaluate(`[...document.querySelectorAll("script[src]")].map((s) => s.src)`)) as string[]).filter((u) => !timed.has(u));
        const urls = [...docScripts, ...res.filter(([, t]) => t <= until).map(([u]) => u)];
        return [...new Set(urls)].filter((u) => u.endsWith(".js") && !/worker/i.test(u));
      };
      const gzOf = (urls: string[]) => {
        let gz = 0;
        for (const u of urls) {
          const f = path.join(OUT, new URL(u).pathname);
          if (fs.existsSync(f)) gz += zlib.gzipSync(fs.readFileSync(f), { level: 9 }).length;
        }
        return gz;
      };
      const first = await scripts(ready);
      const gz = gzOf(first);
      rows.push({ figure: `first page: gzipped JS to the first interactive step (${first.length} files)`, value: `${(gz / 1024).toFixed(0)} KB`, budget: "≤ 250 KB", ok: gz <= 250 * 1024 });
      await page.getByTestId("timeline-chart").waitFor({ timeout: 60_000 });
      await page.waitForTimeout(300);
      const all = await scripts();
      rows.push({ figure: `first page: gzipped JS once the timeline chart has drawn (${all.length} files)`, value: `${(gzOf(all) / 1024).toFixed(0)} KB` });
      await page.close();
    }

    // 1. drop a 20 MB session to the first interactive step
    {
      const text = makeSession({ bytes: 20 * 1024 * 1024, seed: 20 });
      const events = text.split("\n").length - 1;
      const times: number[] = [];
      for (let k = 0; k < RUNS; k++) {
        const ctx = await browser.newContext({ viewport: { width: 1440, height: 900 } });
        const page = await ctx.newPage();
        await page.goto(`http://127.0.0.1:${PORT}/`);
        await page.getByTestId("step-counter").waitFor();
        await page.waitForTimeout(500);
        times.push(await loadFile(page, `bench-20mb-${k}.jsonl`, text, events));
        await ctx.close();
      }
      rows.push({ figure: "browser: 20 MB session to first interactive step", value: `${median(times)} ms` });
    }

    // 2. p95 frame time while scrubbing a 100k-event session
    {
      const text = makeSession({ events: 100_000, seed: 100 });
      const events = text.split("\n").length - 1;
      const ctx = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      const page = await ctx.newPage();
      await page.goto(`http://127.0.0.1:${PORT}/`);
      await page.getByTestId("step-counter").waitFor();
      await loadFile(page, "bench-100k.jsonl", text, events);
      await page.waitForTimeout(1000);
      const p95s: number[] = [];
      for (let k = 0; k < RUNS; k++) {
        // a string, not a function: tsx's helpers (__name) do not exist in the page
        const frames = (await page.evaluate(`new Promise((resolve) => {
          const n = ${events};
          const input = document.querySelector('[data-testid="step-scrubber"]');
          const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value").set;
          const deltas = [];
          let last = performance.now();
          let i = 0;
          const frames = 240;
          const tick = () => {
            const now = performance.now();
            deltas.push(now - last);
            last = now;
            // a user dragging the scrubber: a new position every frame, across the whole session
            setter.call(input, String(Math.floor(((i * 7919) % frames) * (n / frames))));
            input.dispatchEvent(new Event("input", { bubbles: true }));
            input.dispatchEvent(new Event("change", { bubbles: true }));
            if (++i < frames) requestAnimationFrame(tick);
            else resolve(deltas.slice(5));
          };
          requestAnimationFrame(tick);
        })`)) as number[];
        const sorted = [...frames].sort((a, b) => a - b);
        p95s.push(sorted[Math.floor(sorted.length * 0.95)]);
      }
      rows.push({ figure: `browser: scrubbing ${events.toLocaleString("en-US")} events, p95 frame`, value: `${median(p95s).toFixed(1)} ms` });
      await ctx.close();
    }
  } finally {
    await browser.close();
    server.kill();
  }
  process.stdout.write(JSON.stringify(rows));
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
