// The help lists what the commands accept, and the built CLI (bin/context-lab.mjs) runs as a user
// starts it.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { COMMANDS, commandHelp, usage } from "./help";
import { SETTING_BOOLS, SETTING_FLAGS } from "./route";

const ROOT = path.resolve(__dirname, "..");
const bin = (...args: string[]) =>
  spawnSync(process.execPath, [path.join(ROOT, "bin/context-lab.mjs"), ...args], { cwd: ROOT, encoding: "utf8", timeout: 60_000 });

/** The flags a command's source hands to parseArgs and takeRepeated, read from the file. */
function accepted(file: string): string[] {
  const src = fs.readFileSync(path.join(ROOT, "cli", file), "utf8");
  const out: string[] = [];
  for (const m of src.matchAll(/parseArgs\([^,]+,\s*\[([^\]]*)\],\s*\[([^\]]*)\]/g)) {
    const lists = m[1] + "," + m[2];
    for (const s of lists.matchAll(/"([a-z-]+)"/g)) out.push(s[1]);
    if (lists.includes("...SETTING_FLAGS")) out.push(...SETTING_FLAGS);
    if (lists.includes("...SETTING_BOOLS")) out.push(...SETTING_BOOLS);
  }
  for (const m of src.matchAll(/takeRepeated\([^,]+,\s*"([a-z-]+)"\)/g)) out.push(m[1]);
  return out;
}

describe("cli help", () => {
  for (const c of COMMANDS) {
    const file = `${c.name}.ts`;
    if (!fs.existsSync(path.join(ROOT, "cli", file))) continue;
    it(`lists every flag ${c.name} accepts`, () => {
      const flags = accepted(file);
      expect(flags.length).toBeGreaterThan(0);
      const listed = new Set(c.flags.map((f) => f.flag.split(/[ =]/)[0].slice(2)));
      expect(flags.filter((f) => !listed.has(f))).toEqual([]);
    });
  }

  it("names the flags the old help left out", () => {
    expect(commandHelp("route")).toContain("--why SKILL");
    expect(commandHelp("bench")).toContain("--sweep PARAM=FROM:TO:STEP");
    expect(commandHelp("bench")).toContain("--baseline PREV.json");
    expect(usage()).toMatch(/^ {2}fidelity DIR\.\.\./m);
    expect(commandHelp("simulate")).toContain("--trace");
  });
});

describe("the built cli", () => {
  it("prints a command's help and exits 0; an unknown command exits 2", () => {
    const h = bin("route", "--help");
    expect(h.status).toBe(0);
    expect(h.stdout).toContain("--catalog DIR");
    expect(h.stdout).toContain("--why SKILL");
    const u = bin("frobnicate");
    expect(u.status).toBe(2);
    expect(u.stderr).toContain('unknown command "frobnicate"');
  });

  it("analyzes a session as the README shows", () => {
    // the expectation read from the file itself: the lines that parse as JSON and carry a message
    const file = "fixtures/sessions/broken.jsonl";
    const messages = fs
      .readFileSync(path.join(ROOT, file), "utf8")
      .split("\n")
      .filter((l) => {
        try {
          const j = JSON.parse(l);
          return !!j.message && (j.type === "user" || j.type === "assistant");
        } catch {
          return false;
        }
      }).length;
    const r = bin("analyze", file, "--json");
    expect(r.status).toBe(0);
    const a = JSON.parse(r.stdout);
    expect(a.format).toBe("claude-code-jsonl");
    expect(a.messages).toBe(messages);
  });
});
