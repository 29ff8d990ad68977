// /compact (rules.md#commands): session memory first unless instructions are given, then the full compaction.
// Scenario token counts are explicit (test-support/sim-scenario.ts); stubs are counted with chars/4.
import { describe, expect, it } from "vitest";
import { scenario, run, read, type Ev } from "../../test-support/sim-scenario";

describe("/compact (rules.md#commands)", () => {
  const evs: Ev[] = [
    { type: "user", text: "Fix the login bug", tokens: 100 }, // e0
    read("src/login.ts", 3_000), // e1, e2 (use 10)
    { type: "assistant", text: "Fixed.", tokens: 200 }, // e3
    { type: "compact", instructions: "keep the test plan" }, // e4
    { type: "user", text: "thanks", tokens: 50 }, // e5
    { type: "assistant", text: "welcome", tokens: 50 }, // e6
    { type: "compact" }, // e7
  ];
  const sim = run(scenario(evs, { startup: [{ category: "system", label: "System", tokens: 10_000 }], sessionMemory: { tokens: 2_000 } }));

  it("with instructions: a full compaction that records them, session memory skipped", () => {
    const c = sim.compactions[0];
    expect(c).toMatchObject({ step: 4, tier: "full", trigger: "manual", instructions: "keep the test plan", cutIndex: 4 });
    // summarised 100 + 10 + 3,000 + 200 = 3,310 -> round(165.5) = 166; login.ts re-attached whole
    expect(c.summary?.tokens).toBe(166);
    expect(c.summary?.instructions).toBe("keep the test plan");
    expect(c.summary?.sections[0].text).toContain("keep the test plan");
    expect(c.summary?.sections[0].text).toContain("Fix the login bug");
    expect(c.reattached.files).toEqual([{ path: "src/login.ts", event: 2, tokens: 3_000, originalTokens: 3_000, named: false }]);
    expect(c.tokensAfter).toBe(10_000 + 166 + 3_000);
  });

  it("without instructions: session memory first", () => {
    const c = sim.compactions[1];
    // list: boundary, summary, login.ts, e5, e6; the floor is after the re-attachment (index 3)
    expect(c).toMatchObject({ step: 7, tier: "session-memory", trigger: "manual", cutIndex: 3 });
    expect(c.kept).toEqual({ items: 2, tokens: 100, firstEvent: 5, lastEvent: 6 });
    expect(c.tokensAfter).toBe(10_000 + 2_000 + 100);
  });

  it("/context compacts only under seed (the seed's slip)", () => {
    const s = scenario([
      { type: "user", text: "hi", tokens: 10 },
      { type: "assistant", text: "yo", tokens: 10 },
      { type: "user", text: "/context", tokens: 2 },
    ]);
    expect(run(s).compactions).toHaveLength(0);
    expect(run(s, {}, "seed").compactions.map((c) => [c.step, c.tier, c.trigger])).toEqual([[2, "full", "context-command"]]);
  });

  it("with nothing to compact it fails", () => {
    const s = run(scenario([{ type: "compact" }]));
    expect(s.compactions[0]).toMatchObject({ ok: false, failure: "nothing-to-compact" });
  });
});
