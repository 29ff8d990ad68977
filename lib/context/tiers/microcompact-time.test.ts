// Time-based microcompact (rules.md#microcompact-time) on hand-built scenarios whose numbers are worked out in comments.
// Scenario token counts are explicit (test-support/sim-scenario.ts); stubs are counted with chars/4.
import { describe, expect, it } from "vitest";
import { liveAt, snapshotAt, STUB_TEXT } from "../simulate";
import { chars4Counter } from "../../tokens/estimators";
import { scenario, run, read, type Ev } from "../../../test-support/sim-scenario";

describe("stub sizes", () => {
  it("are counted with the counter", () => {
    expect(chars4Counter.count(STUB_TEXT.time)).toBe(8);
    expect(chars4Counter.count(STUB_TEXT["file-unchanged"])).toBe(39);
  });
});

describe("time-based microcompact (rules.md#tiers, tier 1)", () => {
  // 7 compactable results of 1,000 tokens, then more than an hour of silence
  const evs: Ev[] = [
    { type: "user", text: "go", tokens: 10 },
    ...[1, 2, 3, 4, 5, 6, 7].map((k) => read(`f${k}.ts`, 1_000)),
    { type: "wait", minutes: 61 },
    { type: "user", text: "back", tokens: 10 },
    { type: "assistant", text: "hi", tokens: 10 },
  ];
  const session = scenario(evs, { startup: [{ category: "system", label: "System", tokens: 5_000 }] });
  const last = session.events.length - 1; // e17

  it("is off in cc-2.1.88", () => {
    const sim = run(session);
    expect(sim.compactions).toHaveLength(0);
  });

  it("in seed, clears all compactable results but the most recent 5, with an 8-token stub", () => {
    const sim = run(session, {}, "seed");
    expect(sim.compactions).toHaveLength(1);
    const c = sim.compactions[0];
    expect(c).toMatchObject({ step: last, tier: "microcompact-time", trigger: "time-gap", cutIndex: null });
    expect(c.cleared.map((x) => [x.event, x.tool, x.tokens, x.stubTokens])).toEqual([
      [2, "Read", 1_000, 8],
      [4, "Read", 1_000, 8],
    ]);
    // before: 5,000 + 10 + 7 x 1,010 + 10 = 12,090; saved 2 x 992 = 1,984
    expect(c.tokensBefore).toBe(12_090);
    expect(c.tokensAfter).toBe(10_106);
    // a local edit: the cached prefix is invalid from the first edited message (5,000 + 10 + 10)
    expect(c.cache).toEqual({ preserved: false, invalidatedFrom: 5_020, deletedFromCache: 0 });
    const s = snapshotAt(sim, last);
    expect(s.live[2].cleared?.[0].how).toBe("time");
    expect(s.live[2].tokens).toBe(8);
    // one step earlier the results are whole
    expect(liveAt(sim, last - 1)[2].tokens).toBe(1_000);
  });

  it("waits for the whole gap", () => {
    const sim = run(session, { timeMicrocompactGapMinutes: 63 }, "seed");
    expect(sim.compactions).toHaveLength(0);
  });

  it("leaves non-compactable tools alone", () => {
    const sim = run(session, { compactableTools: ["Bash"] }, "seed");
    expect(sim.compactions).toHaveLength(0);
  });
});
