// Fix each miss: the words the right skill lacks, what the winner won on, and the bench again with
// those words in its description.
import { describe, expect, it } from "vitest";
import { parseEntry } from "../skills/catalog";
import type { GoldCase } from "./bench";
import { addedSentence, applyFixes, fixMissesWhatIf } from "./fix-miss";
import { buildRouter } from "./router";

const skill = (name: string, description: string) =>
  parseEntry(`${name}/SKILL.md`, `---\nname: ${name}\ndescription: ${description}\n---\n# ${name}\n`)!;

const entries = [
  skill("flaky-tests", "Finds why a test passes and fails without code changes. Use when a test is intermittent."),
  skill("ci-triage", "Triages a failing CI pipeline run from its logs. Use when the CI build is red."),
  skill("release-notes", "Drafts release notes from merged pull requests. Use when preparing a release."),
];
// the request for flaky-tests in the user's words: "CI" and "runs" are ci-triage's; "flaky" is in flaky-tests' name
const cases: GoldCase[] = [
  { id: "m1", kind: "single", query: "checkout spec is flaky on CI runs", gold: ["flaky-tests"] },
  { id: "ok", kind: "single", query: "draft release notes from the merged pull requests", gold: ["release-notes"] },
];

describe("fix each miss", () => {
  const router = buildRouter(entries, { scoreMin: 0.5, confidenceMin: 0 });
  const x = fixMissesWhatIf(router, cases, entries);

  it("names the prompt's words the right skill lacks, and what the winner won on", () => {
    expect(x.before.results.find((r) => r.id === "m1")!.chosen).toBe("ci-triage");
    expect(x.fixes).toHaveLength(1);
    const f = x.fixes[0];
    expect(f.skill).toBe("flaky-tests");
    // checkout, spec, ci, runs: none in flaky-tests' name or text ("is", "on" are stop words)
    expect([...f.add].sort()).toEqual(["checkout", "ci", "runs", "spec"]);
    expect(f.winner).toBe("ci-triage");
    expect(f.winnerWins).toEqual(expect.arrayContaining(["ci", "runs"]));
  });

  it("the edit appends one sentence with those words to that skill only", () => {
    const { entries: edited, edits } = applyFixes(entries, x.fixes);
    expect(edits).toHaveLength(1);
    expect(edits[0].after).toBe(`${entries[0].description} ${addedSentence(x.fixes[0].add)}`);
    expect(edited[1]).toBe(entries[1]);
  });

  it("the bench again over the edited catalog fixes the miss and breaks nothing", () => {
    expect(x.diff.fixed.map((c) => c.id)).toEqual(["m1"]);
    expect(x.diff.broken).toEqual([]);
    expect(x.after.top1).toBe(1);
  });
});
