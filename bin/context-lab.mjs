#!/usr/bin/env node
// context-lab: the built CLI (dist/cli/main.mjs). In a checkout it is rebuilt first when a source
// it was built from is newer than the build (a stat per source, about a millisecond), so
// `npm run cli` never runs stale code; an installed copy without sources just runs.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const MAIN = path.join(ROOT, "dist", "cli", "main.mjs");

function stale() {
  let built;
  try {
    built = fs.statSync(MAIN).mtimeMs;
  } catch {
    return true;
  }
  let inputs;
  try {
    inputs = JSON.parse(fs.readFileSync(path.join(ROOT, "dist", "cli", "inputs.json"), "utf8")).inputs;
  } catch {
    return true;
  }
  for (const f of inputs) {
    let t;
    try {
      t = fs.statSync(path.join(ROOT, f)).mtimeMs;
    } catch {
      // a source that is gone: rebuild where sources exist, else this is an installed copy
      if (fs.existsSync(path.join(ROOT, "cli", "main.ts"))) return true;
      continue;
    }
    if (t > built) return true;
  }
  return false;
}

if (fs.existsSync(path.join(ROOT, "cli", "main.ts")) && stale()) {
  const { buildCli } = await import(pathToFileURL(path.join(ROOT, "scripts", "build-cli.mjs")).href);
  await buildCli();
}
await import(pathToFileURL(MAIN).href);
