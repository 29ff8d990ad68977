// Builds the CLI (cli/main.ts and what it imports) to plain JavaScript in dist/cli/ with esbuild:
// one file for start-up and a chunk per command, so a command loads only its own code (analyze
// never parses the tokenizer tables). Each command's module is a dynamic import in cli/main.ts.
// Writes dist/cli/inputs.json, the sources it was built from, for bin/context-lab.mjs to tell
// when the build is stale. Run by `npm ci` (prepare) and, when a source changed, by the bin.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const OUT = path.join(ROOT, "dist", "cli");

export async function buildCli() {
  const { build } = await import("esbuild");
  // built beside the old build and swapped in, so a CLI started meanwhile finds whole files
  const tmp = `${OUT}.${process.pid}.tmp`;
  fs.rmSync(tmp, { recursive: true, force: true });
  const r = await build({
    absWorkingDir: ROOT,
    // the worker threads of `fidelity DIR` start from an entry of their own (cli/fidelity-pool.ts)
    entryPoints: { main: "cli/main.ts", "fidelity-worker": "cli/fidelity-worker.ts" },
    outdir: tmp,
    outExtension: { ".js": ".mjs" },
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "node",
    target: "node20",
    // the CommonJS dependencies (gray-matter, js-yaml) call require() for Node's own modules
    banner: { js: 'import { createRequire as __clRequire } from "node:module"; const require = __clRequire(import.meta.url);' },
    legalComments: "none",
    metafile: true,
    logLevel: "warning",
  });
  const inputs = Object.keys(r.metafile.inputs).filter((f) => !f.includes("node_modules/"));
  fs.writeFileSync(path.join(tmp, "inputs.json"), JSON.stringify({ inputs: [...inputs, "package-lock.json"] }));
  const old = `${OUT}.${process.pid}.old`;
  if (fs.existsSync(OUT)) fs.renameSync(OUT, old);
  fs.renameSync(tmp, OUT);
  fs.rmSync(old, { recursive: true, force: true });
  return r;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildCli();
}
