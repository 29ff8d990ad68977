// Runs the Next.js CLI with its telemetry off. `next build` and `next dev` otherwise report usage to
// Vercel, and this app promises that nothing the user does leaves the machine; an env prefix in the
// npm script would not run on Windows' cmd, so the variable is set here.
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const bin = require.resolve("next/dist/bin/next");
const run = spawnSync(process.execPath, [bin, ...process.argv.slice(2)], {
  stdio: "inherit",
  env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
});
process.exit(run.status ?? 1);
