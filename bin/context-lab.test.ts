// The launcher rebuilds a stale CLI unless CONTEXT_LAB_FROZEN=1 forbids it: a copy of the launcher
// in a scratch checkout whose only "source" is made newer than its "build".
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "cl-frozen-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

function checkout(sourceNewer: boolean): string {
  const root = fs.mkdtempSync(path.join(tmp, "co-"));
  for (const d of ["bin", "cli", "dist/cli", "lib"]) fs.mkdirSync(path.join(root, d), { recursive: true });
  fs.copyFileSync(path.join(__dirname, "context-lab.mjs"), path.join(root, "bin", "context-lab.mjs"));
  fs.writeFileSync(path.join(root, "cli", "main.ts"), "");
  fs.writeFileSync(path.join(root, "lib", "rule.ts"), "");
  fs.writeFileSync(path.join(root, "dist", "cli", "main.mjs"), 'console.log("the build ran");\n');
  fs.writeFileSync(path.join(root, "dist", "cli", "inputs.json"), JSON.stringify({ inputs: ["lib/rule.ts"] }));
  const built = new Date("2026-01-01T00:00:00Z");
  fs.utimesSync(path.join(root, "dist", "cli", "main.mjs"), built, built);
  const src = new Date(built.getTime() + (sourceNewer ? 60_000 : -60_000));
  fs.utimesSync(path.join(root, "lib", "rule.ts"), src, src);
  return root;
}

const run = (root: string, frozen: boolean) =>
  spawnSync(process.execPath, [path.join(root, "bin", "context-lab.mjs")], {
    encoding: "utf8",
    env: { ...process.env, CONTEXT_LAB_FROZEN: frozen ? "1" : "" },
    timeout: 30_000,
  });

describe("bin/context-lab.mjs", () => {
  it("runs a current build, frozen or not", () => {
    const root = checkout(false);
    for (const frozen of [false, true]) {
      const r = run(root, frozen);
      expect(r.status).toBe(0);
      expect(r.stdout).toBe("the build ran\n");
    }
  });
  it("with CONTEXT_LAB_FROZEN=1 refuses a stale build, naming the newer source, and runs nothing", () => {
    const r = run(checkout(true), true);
    expect(r.status).toBe(3);
    expect(r.stdout).toBe("");
    expect(r.stderr).toContain("lib/rule.ts is newer than the build");
  });
});
