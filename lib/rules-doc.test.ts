// Comments and docs cite docs/rules.md by anchor (rules.md#thresholds): every cited anchor exists.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(__dirname, "..");
const rules = fs.readFileSync(path.join(ROOT, "docs/rules.md"), "utf8");
const anchors = new Set([...rules.matchAll(/<a id="([a-z0-9-]+)"><\/a>/g)].map((m) => m[1]));

describe("docs/rules.md anchors", () => {
  it("has the anchors the code is told to cite", () => {
    for (const a of [
      "thresholds",
      "message-groups",
      "microcompact",
      "session-memory",
      "full-summary",
      "reactive",
      "commands",
      "skills-listing",
      "reattachment",
      "routing",
      "transcripts",
      "token-counting",
      "reference-session",
    ]) {
      expect(anchors.has(a), a).toBe(true);
    }
  });

  it("every anchor of rules.md cited in a tracked file exists", () => {
    const files = execFileSync("git", ["ls-files", "*.ts", "*.tsx", "*.mjs", "*.md"], { cwd: ROOT, encoding: "utf8" })
      .split("\n")
      .filter(Boolean);
    const missing: string[] = [];
    for (const f of files) {
      const p = path.join(ROOT, f);
      if (!fs.existsSync(p) || f === "lib/rules-doc.test.ts") continue;
      for (const m of fs.readFileSync(p, "utf8").matchAll(/rules\.md#([a-z0-9-]+)/g))
        if (!anchors.has(m[1])) missing.push(`${f}: #${m[1]}`);
    }
    expect(missing).toEqual([]);
  });
});
