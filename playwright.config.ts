import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS } from "./test-support/chromium-args";

// E2E_PORT lets two checkouts run their suites side by side on one machine.
const port = Number(process.env.E2E_PORT ?? 3100);

// Real Chromium against the static export (out/), served by scripts/serve.mjs. `npm run test:e2e`
// builds first; `npx playwright test` alone expects a fresh `npm run build`.
export default defineConfig({
  testDir: "e2e",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // the JSON report feeds the closing line of `npm test` (scripts/test-all.mjs)
  reporter: [["list"], ["json", { outputFile: "reports/e2e.json" }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    ...devices["Desktop Chrome"],
    viewport: { width: 1440, height: 900 },
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: CHROMIUM_ARGS,
    },
    trace: "off",
  },
  webServer: {
    command: `node scripts/serve.mjs out ${port}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
