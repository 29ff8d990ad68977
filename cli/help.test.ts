// The help lists what the commands accept, and the built CLI (bin/context-lab.mjs) runs as a user
// starts it.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { COMMANDS, commandHelp, usage } from "./help";
import { SETTING_BOOLS, SETTING_FLAGS } from "./route";
import { PRESET_NAMES } from "../lib/context/settings";
import { LISTING_PRESETS } from "../lib/skills/listing";

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

  it("has one entry for each command main.ts runs, and a file for each", () => {
    const main = fs.readFileSync(path.join(ROOT, "cli", "main.ts"), "utf8");
    const run = [...main.matchAll(/^\s+([a-z]+): async \(\) => \(await import\("\.\/([a-z]+)"\)\)/gm)].map((m) => m[1]);
    expect(run.length).toBeGreaterThan(0);
    expect(COMMANDS.map((c) => c.name).sort()).toEqual([...run].sort());
    for (const c of COMMANDS) expect(fs.existsSync(path.join(ROOT, "cli", `${c.name}.ts`))).toBe(true);
  });

  for (const c of COMMANDS) {
    it(`lists no flag ${c.name} would refuse`, () => {
      const flags = new Set(accepted(`${c.name}.ts`));
      const listed = c.flags.map((f) => f.flag.split(/[ =]/)[0].slice(2));
      expect(listed.filter((f) => !flags.has(f))).toEqual([]);
      // and no flag twice
      expect(new Set(listed).size).toBe(listed.length);
    });
  }

  it("offers the presets the engine has", () => {
    const values = (cmd: string) =>
      COMMANDS.find((c) => c.name === cmd)!
        .flags.find((f) => f.flag.startsWith("--preset "))!
        .flag.slice("--preset ".length)
        .split("|");
    expect(values("simulate")).toEqual([...PRESET_NAMES]);
    expect(values("lint").sort()).toEqual(Object.keys(LISTING_PRESETS).sort());
  });

  it("names the flags the old help left out", () => {
    expect(commandHelp("route")).toContain("--why SKILL");
    expect(commandHelp("bench")).toContain("--sweep PARAM=FROM:TO:STEP");
    expect(commandHelp("bench")).toContain("--baseline PREV.json");
    expect(usage()).toMatch(/^ {2}fidelity DIR\.\.\./m);
    expect(commandHelp("simulate")).toContain("--trace");
  });
});

describe("the built cli", () => {
  it("prints every command's help with each of its flags", () => {
    for (const c of COMMANDS) {
      const h = bin(c.name, "--help");
      expect(h.status, c.name).toBe(0);
      for (const f of c.flags) expect(h.stdout, `${c.name} ${f.flag}`).toContain(f.flag);
    }
  });

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
