// Re-attachment after a compaction (rules.md#reattachment): files and skills within their budgets.
// Scenario token counts are explicit (test-support/sim-scenario.ts); stubs are counted with chars/4.
import { describe, expect, it, vi } from "vitest";
import { snapshotAt } from "./simulate";
import { scenario, run, read, type Ev } from "../../test-support/sim-scenario";

describe("re-attachment budgets (rules.md#tiers and rules.md#skills)", () => {
  const sizes = [1_000, 6_000, 2_000, 3_000, 4_000, 500, 7_000];
  const evs: Ev[] = [
    { type: "user", text: "read them all", tokens: 10 },
    ...sizes.map((t, k) => read(`f${k + 1}.ts`, t)),
    { type: "compact", instructions: "x" },
  ];
  const session = scenario(evs, { startup: [{ category: "system", label: "System", tokens: 1_000 }] });

  it("up to 5 most recent files; one over 5,000 comes back as its name only", () => {
    const c = run(session).compactions[0];
    // f7.ts is 7,000 > 5,000: its name, round(5 / 4) = 1 token, not its first 5,000
    expect(c.reattached.files.map((f) => [f.path, f.tokens, f.named])).toEqual([
      ["f7.ts", 1, true],
      ["f6.ts", 500, false],
      ["f5.ts", 4_000, false],
      ["f4.ts", 3_000, false],
      ["f3.ts", 2_000, false],
    ]);
    expect(c.reattached.skippedFiles.map((f) => [f.path, f.reason])).toEqual([
      ["f2.ts", "over-file-count"],
      ["f1.ts", "over-file-count"],
    ]);
  });

  it("within the total: with 6,000 in all, f4 and f3 no longer fit", () => {
    const c = run(session, { fileReattachTotalTokens: 6_000 }).compactions[0];
    // 1 (f7's name) + 500 + 4,000 = 4,501; + 3,000 or + 2,000 would pass 6,000
    expect(c.reattached.files.map((f) => f.path)).toEqual(["f7.ts", "f6.ts", "f5.ts"]);
    expect(c.reattached.skippedFiles.map((f) => [f.path, f.reason])).toEqual([
      ["f4.ts", "over-total-budget"],
      ["f3.ts", "over-total-budget"],
      ["f2.ts", "over-file-count"],
      ["f1.ts", "over-file-count"],
    ]);
  });

  const skillDoc = {
    startup: [{ category: "system", label: "System", tokens: 1_000 }],
    skills: [
      { name: "pdf", body: "# PDF\nFill forms.", tokens: 6_200 },
      { name: "review", body: "# Review\nCheck diffs.", tokens: 3_000 },
    ],
  };
  const skillEvents: Ev[] = [
    { type: "user", text: "go", tokens: 10 }, // e0
    { type: "skill", name: "pdf" }, // e1 tool_use, e2 launch, e3 body
    { type: "skill", name: "review" }, // e4, e5, e6
    { type: "assistant", text: "done", tokens: 100 }, // e7
    { type: "compact", instructions: "x" }, // e8
  ];

  it("skills: most recent first, each cut to 5,000 (the skills module's rule by default)", () => {
    const sim = run(scenario(skillEvents, skillDoc));
    const c = sim.compactions[0];
    expect(c.reattached.skills?.skills.map((s) => [s.name, s.status, s.tokens])).toEqual([
      ["review", "kept", 3_000],
      ["pdf", "truncated", 5_000],
    ]);
    expect(
      snapshotAt(sim, 8)
        .live.filter((x) => x.kind === "skill")
        .map((x) => [x.label, x.tokens]),
    ).toEqual([
      ["review", 3_000],
      ["pdf", 5_000],
    ]);
  });

  it("skills: the hook receives every invocation and the budget", () => {
    const hook = vi.fn(() => ({ estimator: "chars4" as const, budget: { perSkill: 1, total: 1 }, skills: [], totalTokens: 0 }));
    const sim = run(scenario(skillEvents, skillDoc), { skillReattachTotalTokens: 7_000 }, undefined, { reattachSkills: hook });
    expect(hook).toHaveBeenCalledTimes(1);
    expect(hook).toHaveBeenCalledWith(
      [
        { name: "pdf", body: "# PDF\nFill forms.", step: 3, tokens: 6_200 },
        { name: "review", body: "# Review\nCheck diffs.", step: 6, tokens: 3_000 },
      ],
      { perSkill: 5_000, total: 7_000 },
    );
    expect(snapshotAt(sim, 8).live.filter((x) => x.kind === "skill")).toEqual([]);
  });
});
