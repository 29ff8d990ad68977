// The text the router injects (rules.md#routing-delegate): no skills header over an empty list, and
// a subagent handed the request from outside its own index's list says which scale its score is on.
import { describe, expect, it } from "vitest";
import { injectionText } from "./injection";
import { DEFAULT_ROUTER_SETTINGS } from "./settings";
import type { Candidate } from "./trace";

const settings = { ...DEFAULT_ROUTER_SETTINGS, scoreMin: 6, topK: 5 };
const cand = (name: string, kind: "skill" | "agent", score: number, rank: number): Candidate => ({
  name,
  kind,
  path: `${kind === "skill" ? "skills" : "agents"}/${name}`,
  score,
  rank,
  description: `does ${name}`,
  terms: [],
});

describe("injectionText", () => {
  it("with no skill through the gate, prints no skills header, and says none passed over the subagents", () => {
    const text = injectionText(settings, [], [cand("migration-runner", "agent", 7.84, 1)]);
    expect(text).not.toMatch(/Skill candidates/);
    expect(text.split("\n")).toEqual([
      "Subagent candidates for this prompt (no skill passed; BM25 ≥ 6.0, top 5):",
      "- migration-runner (7.8): does migration-runner",
    ]);
  });

  it("with skills, lists them under the gate they passed, the subagents after", () => {
    const text = injectionText(settings, [cand("commit-message", "skill", 4.72, 1)], [cand("migration-runner", "agent", 6.06, 1)], 1.4);
    expect(text.split("\n")).toEqual([
      "Skill candidates for this prompt (BM25 ≥ 1.4, top 5):",
      "- commit-message (4.7): does commit-message",
      "Subagent candidates:",
      "- migration-runner (6.1): does migration-runner",
    ]);
  });

  it("a subagent handed the request from outside the list is named once, its score marked as the joint one", () => {
    const handed = { name: "migration-runner", description: "does migration-runner", jointScore: 12.89 };
    const text = injectionText(settings, [], [cand("security-auditor", "agent", 6.5, 1)], 6, handed);
    const lines = text.split("\n");
    expect(lines.filter((l) => l.includes("migration-runner ("))).toEqual([
      "- migration-runner (12.9 scored with the skills): does migration-runner",
    ]);
    // the other subagent keeps its own index's score, unmarked
    expect(lines).toContain("- security-auditor (6.5): does security-auditor");
    expect(lines[0]).toMatch(/^Subagent candidates for this prompt/);
  });

  it("nothing through either gate and nothing handed: no text", () => {
    expect(injectionText(settings, [], [])).toBe("");
  });
});
