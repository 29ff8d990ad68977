// Session-memory compaction (rules.md#session-memory), numbers worked out in comments.
// Scenario token counts are explicit (test-support/sim-scenario.ts); stubs are counted with chars/4.
import { describe, expect, it } from "vitest";
import { snapshotAt } from "../simulate";
import { scenario, run, type Ev } from "../../../test-support/sim-scenario";

describe("session-memory compaction (rules.md#tiers, tier 2)", () => {
  // system 10,000; u1 100; five Reads (use 100, result 30,000); then text messages
  const evs: Ev[] = [
    { type: "user", text: "u1", tokens: 100 }, // e0
    ...[1, 2, 3, 4, 5].map((k) => ({ type: "tool", name: "Read", input: { file_path: `f${k}.ts` }, useTokens: 100, resultTokens: 30_000 })), // e1-e10: 160,600
    { type: "user", text: "u2", tokens: 2_000 }, // e11: 162,600
    { type: "assistant", text: "a1", tokens: 2_000 }, // e12: request sees 162,600; 164,600
    { type: "user", text: "u3", tokens: 2_000 }, // e13: 166,600
    { type: "assistant", text: "a2", tokens: 2_000 }, // e14: request sees 166,600 < 167,000; 168,600
    { type: "user", text: "u4", tokens: 1_000 }, // e15: 169,600
    { type: "assistant", text: "a3", tokens: 500 }, // e16: request sees 169,600 >= A
  ];
  const startup = [{ category: "system", label: "System", tokens: 10_000 }];

  it("keeps a tail of >= 10,000 tokens and >= 5 text messages, moved back to keep the tool pair", () => {
    const sim = run(scenario(evs, { startup, sessionMemory: { tokens: 3_000 } }));
    expect(sim.compactions).toHaveLength(1);
    const c = sim.compactions[0];
    // growing back from e15: 1,000 + 2,000 x 4 = 9,000 with 5 text messages, still < 10,000;
    // e10 (30,000) makes 39,000 <= 40,000: start at e10. e10 is the result of e9's tool_use: cut at 9.
    expect(c).toMatchObject({ step: 16, tier: "session-memory", trigger: "auto", ok: true, cutIndex: 9, tokensBefore: 169_600 });
    expect(c.kept).toEqual({ items: 7, tokens: 39_100, firstEvent: 9, lastEvent: 15 });
    expect(c.summarised).toEqual({ items: 9, tokens: 120_500, firstEvent: 0, lastEvent: 8 });
    // after: 10,000 + 3,000 memory + 39,100 kept = 52,100
    expect(c.tokensAfter).toBe(52_100);
    expect(c.summary?.source).toBe("session-memory");
    expect(c.reattached.files).toEqual([]);
    expect(snapshotAt(sim, 16).live.map((x) => (x.kind === "event" ? x.event : x.kind))).toEqual([
      "boundary",
      "summary",
      9,
      10,
      11,
      12,
      13,
      14,
      15,
      16,
    ]);
    expect(sim.tokens[16]).toBe(52_600);
  });

  it("never holds more than the max: with max 30,000 the tail stops before e10", () => {
    const sim = run(scenario(evs, { startup, sessionMemory: { tokens: 3_000 } }), { sessionMemoryMaxTokens: 30_000 });
    const c = sim.compactions[0];
    // e11-e15 = 9,000; adding e10 would make 39,000 > 30,000: start stays at e11
    expect(c.cutIndex).toBe(11);
    expect(c.kept.tokens).toBe(9_000);
  });

  it("falls through to full compaction when the result would still be >= A", () => {
    const sim = run(scenario(evs, { startup, sessionMemory: { tokens: 130_000 } }));
    const c = sim.compactions[0];
    // 10,000 + 130,000 + 39,100 = 179,100 >= 167,000
    expect(c.sessionMemoryAttempt).toEqual({
      tokensAfter: 179_100,
      cutIndex: 9,
      kept: { items: 7, tokens: 39_100, firstEvent: 9, lastEvent: 15 },
    });
    expect(c.tier).toBe("full");
    // full: round(159,600 x 0.05) = 7,980; five files over 5,000, each back as its name only,
    // "f5.ts" at round(5 / 4) = 1 token: 10,000 + 7,980 + 5
    expect(c.summary?.tokens).toBe(7_980);
    expect(c.reattached.files.map((f) => f.path)).toEqual(["f5.ts", "f4.ts", "f3.ts", "f2.ts", "f1.ts"]);
    expect(c.tokensAfter).toBe(17_985);
  });

  it("is skipped without a session memory, or when turned off", () => {
    expect(run(scenario(evs, { startup })).compactions[0].tier).toBe("full");
    expect(run(scenario(evs, { startup, sessionMemory: { tokens: 3_000 } }), { sessionMemoryEnabled: false }).compactions[0].tier).toBe(
      "full",
    );
  });
});
