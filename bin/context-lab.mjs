#!/usr/bin/env node
// context-lab: the built CLI (dist/cli/main.mjs). In a checkout it is rebuilt first when a source
// it was built from is newer than the build (a stat per source, about a millisecond), so
// `npm run cli` never runs stale code; an installed copy without sources just runs.
// CONTEXT_LAB_FROZEN=1 refuses to rebuild: a script that runs many benches sets it, so an edit to
// lib/ between two of its runs stops the script instead of measuring two routers as one.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const MAIN = path.join(ROOT, "dist", "cli", "main.mjs");

/** Why the build is stale ("no build", a source newer than it), or "" when it is current. */
function stale() {
  let built;
  try {
    built = fs.statSync(MAIN).mtimeMs;
  } catch {
    return "there is no build";
  }
  let inputs;
  try {
    inputs = JSON.parse(fs.readFileSync(path.join(ROOT, "dist", "cli", "inputs.json"), "utf8")).inputs;
  } catch {
    return "the build lists no sources";
  }
  for (const f of inputs) {
    let t;
    try {
      t = fs.statSync(path.join(ROOT, f)).mtimeMs;
    } catch {
      // a source that is gone: rebuild where sources exist, else this is an installed copy
      if (fs.existsSync(path.join(ROOT, "cli", "main.ts"))) return `${f} is gone`;
      continue;
    }
    if (t > built) return `${f} is newer than the build`;
  }
  return "";
}

const why = fs.existsSync(path.join(ROOT, "cli", "main.ts")) ? stale() : "";
if (why && process.env.CONTEXT_LAB_FROZEN === "1") {
  process.stderr.write(`context-lab: ${why}; CONTEXT_LAB_FROZEN=1 forbids rebuilding (run npm run build:cli first)\n`);
  process.exit(3);
}
if (why) {
  const { buildCli } = await import(pathToFileURL(path.join(ROOT, "scripts", "build-cli.mjs")).href);
  await buildCli();
}
await import(pathToFileURL(MAIN).href);
