// The property harness of mechanism 1 (docs/hostile-inputs.md): paths of every kind a user can
// name (a regular file of any size, a folder, a FIFO, a symbolic link to each, a broken link, a
// missing path, a path too long) through the one file-access layer, as every CLI reader uses it.
// Asserted: never a hang, never an error other than the layer's, and a refusal is one line that
// starts with the path. 100 runs in the unit run, `npm run fuzz` 5,000 (FUZZ_RUNS, FUZZ_SEED).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { InputFileError, readFileText, showPath } from "./file-access";

const RUNS = Number(process.env.FUZZ_RUNS ?? 100);
const SEED = Number(process.env.FUZZ_SEED ?? 20261205);
const root = fs.mkdtempSync(path.join(os.tmpdir(), "cl-fafz-"));

// one of each kind, made once: the property picks among them (a FIFO per run would cost a process)
const KINDS: Record<string, string> = {};
const at = (n: string) => path.join(root, n);
fs.writeFileSync(at("small.json"), '{"a":1}');
fs.writeFileSync(at("empty.json"), "");
fs.writeFileSync(at("big.json"), "x".repeat(4096));
fs.mkdirSync(at("folder"));
execFileSync("mkfifo", [at("pipe")]);
fs.symlinkSync(at("small.json"), at("link-file"));
fs.symlinkSync(at("folder"), at("link-folder"));
fs.symlinkSync(at("pipe"), at("link-pipe"));
fs.symlinkSync(at("gone"), at("link-broken"));
fs.symlinkSync(at("loop-b"), at("loop-a"));
fs.symlinkSync(at("loop-a"), at("loop-b"));
for (const n of [
  "small.json",
  "empty.json",
  "big.json",
  "folder",
  "pipe",
  "link-file",
  "link-folder",
  "link-pipe",
  "link-broken",
  "loop-a",
])
  KINDS[n] = at(n);
KINDS.missing = at("missing/nothing.json");
KINDS.long = at("n".repeat(5_000));
KINDS.notdir = at("small.json/x");

describe("file kinds through the file-access layer", () => {
  it("every kind: text, or one line naming the path", () => {
    fc.assert(
      fc.property(fc.constantFrom(...Object.keys(KINDS)), fc.integer({ min: 0, max: 8192 }), (kind, max) => {
        const p = KINDS[kind];
        try {
          const text = readFileText(p, { maxBytes: max });
          expect(["small.json", "empty.json", "big.json", "link-file"]).toContain(kind);
          expect(text.length).toBeLessThanOrEqual(max);
        } catch (e) {
          expect(e).toBeInstanceOf(InputFileError);
          const m = (e as Error).message;
          expect(m.startsWith(showPath(p))).toBe(true);
          expect(m).not.toContain("\n");
        }
      }),
      { numRuns: RUNS, seed: SEED },
    );
  });
});
