/*
 * readme-screenshot.ts: writes docs/screenshot.png, the README's picture of the first screen, from
 * the static export: the default example at step 1 under the first-use guide, 1440 x 900, light.
 *
 *   npm run build && npx tsx scripts/readme-screenshot.ts [port]
 *
 * Serves out/ with scripts/serve.mjs on loopback (port 3399 unless given), opens a fresh page (no
 * stored state, so the guide shows) in the system Chromium the e2e suite uses, and waits for the
 * same signs of a loaded screen the e2e helpers wait for before taking the picture.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS } from "../test-support/chromium-args";

const ROOT = path.resolve(__dirname, "..");
const port = Number(process.argv[2] ?? 3399);
const url = `http://127.0.0.1:${port}/`;

async function waitForServer(): Promise<void> {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no server at ${url}; run "npm run build" first`);
}

async function main(): Promise<void> {
  const server = spawn(process.execPath, [path.join(ROOT, "scripts/serve.mjs"), path.join(ROOT, "out"), String(port)], {
    stdio: "inherit",
  });
  try {
    await waitForServer();
    const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: CHROMIUM_ARGS });
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, colorScheme: "light" });
    await page.goto(url);
    await page.getByTestId("event-row").first().waitFor();
    await page.getByTestId("first-guide").waitFor();
    await page.getByTestId("meter-state").first().waitFor();
    await page.getByTestId("progress-label").waitFor({ state: "detached" });
    // the chart loads apart from the page: its compaction markers say it has drawn
    await page.getByTestId("chart-marker").first().waitFor();
    await page.waitForTimeout(500);
    const out = path.join(ROOT, "docs/screenshot.png");
    await page.screenshot({ path: out });
    await browser.close();
    console.log(`wrote ${path.relative(ROOT, out)}`);
  } finally {
    server.kill();
  }
}

main().catch((e) => {
  console.error(e);
  process.exitCode = 1;
});
