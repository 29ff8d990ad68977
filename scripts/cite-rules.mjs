#!/usr/bin/env node
// Rewrites citations of the unshipped spec and design notes ("spec 3", "spec section 5",
// "seed 001") into anchors of docs/rules.md, which ships. Run once after a merge:
//
//   node scripts/cite-rules.mjs            # every tracked .ts/.tsx/.mjs/.md file
//   node scripts/cite-rules.mjs FILE...    # only these
//   node scripts/cite-rules.mjs --check    # list what it would change, exit 1 if anything
//
// The section-to-anchor table is the one place the old numbering is written down.
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";

export const SPEC_ANCHORS = {
  1: "thresholds",
  2: "message-groups",
  3: "tiers",
  4: "commands",
  5: "skills",
  6: "routing",
  7: "transcripts",
  8: "token-counting",
  9: "reference-session",
};
export const SEED_ANCHORS = { "000": "reattachment-skills", "001": "routing", "003": "tiers" };
const SEED_NAMES = { "000": "the skills design note", "001": "the routing design note", "003": "the compaction design note" };

const cite = (n) => {
  const a = SPEC_ANCHORS[n];
  if (!a) throw new Error(`no rules.md anchor for spec section ${n}`);
  return `rules.md#${a}`;
};

export function rewrite(text) {
  return (
    text
      // "(spec = /work/shared/spec.md)", "../shared/spec.md", "shared/spec.md"
      .replace(/\(spec = \/work\/shared\/spec\.md\)/g, "(docs/rules.md)")
      .replace(/(?:\/work\/|\.\.\/)?shared\/spec\.md/g, "docs/rules.md")
      // "spec 1 and 3", "spec 1, 3"
      .replace(/\bspec(?: section| §)? ?(\d)(?:,| and) (\d)\b/g, (_, a, b) => `${cite(a)} and ${cite(b)}`)
      .replace(/\bspec(?: section| §)? ?(\d)(?:\.\d+)?\b/g, (_, a) => cite(a))
      // "seed 001's bench" reads better as the note's name; a bare "seed 001" becomes its anchor
      .replace(/\bseed (00\d)'s\b/g, (_, n) => `${SEED_NAMES[n] ?? "the design note"}'s (rules.md#${SEED_ANCHORS[n] ?? "presets"})`)
      .replace(/\bseed (00\d)\b/g, (_, n) => `rules.md#${SEED_ANCHORS[n] ?? "presets"}`)
  );
}

function main(argv) {
  const check = argv.includes("--check");
  let files = argv.filter((a) => !a.startsWith("--"));
  if (!files.length) {
    files = execFileSync("git", ["ls-files", "*.ts", "*.tsx", "*.mjs", "*.md"], { encoding: "utf8" })
      .split("\n")
      .filter(
        (f) => f && f !== "docs/rules.md" && f !== "scripts/cite-rules.mjs" && !f.startsWith("fixtures/") && !f.startsWith("node_modules/"),
      );
  }
  let changed = 0;
  for (const f of files) {
    const before = readFileSync(f, "utf8");
    const after = rewrite(before);
    if (after === before) continue;
    changed++;
    if (check) console.log(f);
    else writeFileSync(f, after);
  }
  console.error(`${changed} file(s) ${check ? "would change" : "rewritten"}`);
  if (check && changed) process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) main(process.argv.slice(2));
