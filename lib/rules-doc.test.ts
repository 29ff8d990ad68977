// Comments and docs cite docs/rules.md by anchor (rules.md#thresholds), and the app's Source links
// open its rules page at one (/rules/#thresholds, <RuleLink anchor="...">, the anchor maps of the
// panels): every cited anchor exists, so a dead Source link fails here.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CLEAR_RULE, TIER_RULE, TRIGGER_RULE } from "../components/sim/labels";
import { FIELD_HELP } from "../components/sim/fieldDocs";

const ROOT = path.resolve(__dirname, "..");
const rules = fs.readFileSync(path.join(ROOT, "docs/rules.md"), "utf8");
const anchors = new Set([...rules.matchAll(/<a id="([a-z0-9-]+)"><\/a>/g)].map((m) => m[1]));

/** The anchors a file's <RuleLink>s name: anchor="x", or each quoted name in anchor={a ? "x" : "y"}. */
function ruleLinkAnchors(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/<RuleLink\b[^>]*?\banchor=(?:"([^"]*)"|\{([^}]*)\})/g)) {
    if (m[1] !== undefined) out.push(m[1]);
    else for (const q of m[2].matchAll(/"([^"]*)"/g)) out.push(q[1]);
  }
  return out;
}

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
      const text = fs.readFileSync(p, "utf8");
      for (const m of text.matchAll(/rules(?:\.md|\/)#([a-z0-9-]+)/g)) if (!anchors.has(m[1])) missing.push(`${f}: #${m[1]}`);
      if (f.endsWith(".tsx")) for (const a of ruleLinkAnchors(text)) if (!anchors.has(a)) missing.push(`${f}: #${a}`);
    }
    expect(missing).toEqual([]);
  });

  it("every Source link of the panels' anchor maps exists", () => {
    const cited = [
      ...Object.values(TIER_RULE).map((a) => `tier: ${a}`),
      ...Object.values(TRIGGER_RULE).map((a) => `trigger: ${a}`),
      ...Object.values(CLEAR_RULE).map((a) => `cleared: ${a}`),
      ...Object.entries(FIELD_HELP).map(([k, h]) => `${k}: ${h.rule}`),
    ];
    expect(cited.length).toBeGreaterThan(20);
    expect(cited.filter((c) => !anchors.has(c.replace(/^.*: /, "")))).toEqual([]);
  });

  it("the test's own patterns catch a dead link", () => {
    const sample = '<RuleLink anchor="no-such-rule" /> <RuleLink anchor={x ? "thresholds" : "gone-too"} /> <a href="/rules/#also-missing">';
    expect(ruleLinkAnchors(sample)).toEqual(["no-such-rule", "thresholds", "gone-too"]);
    expect([...sample.matchAll(/rules(?:\.md|\/)#([a-z0-9-]+)/g)].map((m) => m[1])).toEqual(["also-missing"]);
    expect(ruleLinkAnchors(sample).filter((a) => !anchors.has(a))).toEqual(["no-such-rule", "gone-too"]);
  });
});
