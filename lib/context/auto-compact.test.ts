// Auto-compact at A and its circuit breaker (rules.md#thresholds), numbers worked out in comments.
// Scenario token counts are explicit (test-support/sim-scenario.ts); stubs are counted with chars/4.
import { describe, expect, it } from "vitest";
import { snapshotAt } from "./simulate";
import { scenario, run, type Ev } from "../../test-support/sim-scenario";

describe("auto-compact: full compaction at A (rules.md#thresholds and rules.md#tiers)", () => {
  // startup: system 20,000 (stays), CLAUDE.md 1,000 (re-injected), skill listing 500 (not re-injected) = 21,500
  const startup = [
    { category: "system", label: "System prompt", tokens: 20_000 },
    { category: "memory", label: "CLAUDE.md", tokens: 1_000 },
    { category: "skills", label: "Skill listing", tokens: 500 },
  ];
  const events = (bashResult: number): Ev[] => [
    { type: "user", text: "Fix the refresh token bug", tokens: 100 }, // e0: 21,600
    { type: "tool", name: "Read", input: { file_path: "src/a.ts" }, useTokens: 50, resultTokens: 70_000 }, // e1, e2: 91,650
    { type: "tool", name: "Read", input: { file_path: "src/b.ts" }, useTokens: 50, resultTokens: 70_000 }, // e3, e4: 161,700
    { type: "tool", name: "Bash", input: { command: "npm test" }, useTokens: 50, resultTokens: bashResult }, // e5, e6
    { type: "assistant", text: "Done.", tokens: 200 }, // e7: the request that sees A
  ];

  it("fires when the context reaches exactly 167,000", () => {
    const sim = run(scenario(events(5_250), { startup }));
    // after e6: 161,700 + 50 + 5,250 = 167,000 = A
    expect(sim.tokens[6]).toBe(167_000);
    expect(sim.compactions).toHaveLength(1);
    const c = sim.compactions[0];
    expect(c).toMatchObject({ step: 7, tier: "full", trigger: "auto", ok: true, tokensBefore: 167_000, cutIndex: 7 });
    // summarised: the 7 messages e0-e6 = 167,000 - 21,500 = 145,500; nothing kept
    expect(c.summarised).toEqual({ items: 7, tokens: 145_500, firstEvent: 0, lastEvent: 6 });
    expect(c.kept.items).toBe(0);
    // scenario sizing: round(145,500 * 0.05) = 7,275, under the 20,000 cap
    expect(c.summary?.tokens).toBe(7_275);
    expect(c.summary?.sizing).toBe("ratio");
    expect(c.summary?.sections.map((s) => s.n)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(c.summary?.sections.reduce((a, s) => a + s.tokens, 0)).toBe(7_275);
    // re-attached: b.ts and a.ts, most recent first; each 70,000 > 5,000, so only its name comes
    // back: "src/b.ts" is 8 characters, round(8 / 4) = 2 tokens
    expect(c.reattached.files).toEqual([
      { path: "src/b.ts", event: 4, tokens: 2, originalTokens: 70_000, named: true },
      { path: "src/a.ts", event: 2, tokens: 2, originalTokens: 70_000, named: true },
    ]);
    // the listing goes, CLAUDE.md is re-injected
    expect(c.removedStartup).toEqual([{ index: 2, label: "Skill listing", tokens: 500, afterCompaction: "not-reinjected" }]);
    expect(c.reattached.memory).toEqual([{ index: 1, label: "CLAUDE.md", tokens: 1_000 }]);
    // after: 21,000 startup + 7,275 summary + 2 + 2 file names = 28,279
    expect(c.tokensAfter).toBe(28_279);
    expect(c.cleanup).toContain("reset microcompact state (time-based and cache-edit bookkeeping)");
    expect(c.cleanup).toContain("invoked skills kept (not cleared)");
    // then the response: 28,479
    const s7 = snapshotAt(sim, 7);
    expect(s7.tokens).toBe(28_479);
    expect(s7.meter).toBe("ok");
    // round((167,000 - 28,479) / 167,000 * 100) = round(82.95) = 83
    expect(s7.percentLeft).toBe(83);
    expect(s7.live.map((x) => [x.kind, x.tokens])).toEqual([
      ["boundary", 0],
      ["summary", 7_275],
      ["file", 2],
      ["file", 2],
      ["event", 200],
    ]);
    expect(s7.startup.map((x) => x.live)).toEqual([true, true, false]);
    expect(s7.byCategory.summary).toBe(7_275);
    expect(s7.byCategory.skills).toBe(0);
    expect(s7.compactions.map((x) => x.index)).toEqual([0]);
    expect(s7.lastCompaction?.index).toBe(0);
  });

  it("does not fire one token below", () => {
    const sim = run(scenario(events(5_249), { startup }));
    expect(sim.tokens[6]).toBe(166_999);
    expect(sim.compactions).toHaveLength(0);
  });

  it("the meter passes ok, warning, auto-compact", () => {
    const sim = run(scenario(events(5_249), { startup }));
    expect(snapshotAt(sim, 2).meter).toBe("ok"); // 91,650
    expect(snapshotAt(sim, 4).meter).toBe("warning"); // 161,700 >= 147,000
    expect(snapshotAt(sim, 7).meter).toBe("auto-compact"); // 166,999 + 200 = 167,199
    expect(snapshotAt(sim, -1).tokens).toBe(21_500);
  });

  it("does nothing with auto-compact off, and blocks at E - 3,000", () => {
    const evs = [...events(5_250), { type: "user", text: "more", tokens: 10_000 }, { type: "assistant", text: "ok", tokens: 10 }];
    const sim = run(scenario(evs, { startup }), { autoCompactEnabled: false });
    expect(sim.compactions).toHaveLength(0);
    // e8: 167,200 + 10,000 = 177,200 >= 177,000: the request at e9 is not sent
    expect(sim.notes.map((n) => [n.step, n.kind])).toEqual([[9, "blocked"]]);
    expect(snapshotAt(sim, 8).meter).toBe("blocking");
    expect(Number.isNaN(sim.requestInput[9])).toBe(true);
    expect(sim.requestInput[7]).toBe(167_000);
  });

  it("an override lowers A: 50% of E = 90,000 fires at the request after a.ts", () => {
    const sim = run(scenario(events(5_250), { startup }), { autoCompactPctOverride: 50 });
    // request at e3 sees 91,650 >= 90,000
    expect(sim.compactions[0]).toMatchObject({ step: 3, tier: "full", tokensBefore: 91_650 });
  });
});

describe("circuit breaker (rules.md#thresholds)", () => {
  it("stops after 3 consecutive failed auto-compactions (a window too small to get under A)", () => {
    // window 60,000: E 40,000, A 27,000. The system prompt alone is 30,000: every compaction leaves >= A.
    const evs: Ev[] = [
      { type: "user", text: "hi", tokens: 10 },
      ...Array.from({ length: 5 }, () => ({ type: "assistant", text: "ok", tokens: 10 })),
    ];
    const sim = run(scenario(evs, { startup: [{ category: "system", label: "System", tokens: 30_000 }] }), { window: 60_000 });
    expect(sim.thresholds.autoCompactThreshold).toBe(27_000);
    expect(sim.compactions.map((c) => [c.step, c.ok, c.failure, c.consecutiveFailures])).toEqual([
      [1, false, "still-over-threshold", 1],
      [2, false, "still-over-threshold", 2],
      [3, false, "still-over-threshold", 3],
    ]);
    // summary of e0 alone: round(10 x 0.05) = 1; 30,000 + 1
    expect(sim.compactions[0].tokensAfter).toBe(30_001);
    expect(sim.notes.filter((n) => n.kind === "breaker-open").map((n) => n.step)).toEqual([3]);
  });

  it("a compaction request over E drops the oldest groups and retries, at most 3 times", () => {
    // one Read of 200,000 tokens: the request at e3 (210,200) is over E = 180,000. Only the first
    // group (e0, 100) can be dropped, the newest group is never dropped: the second retry has
    // nothing left to drop and the compaction fails. At e4 the Read's group is no longer the
    // newest: dropping groups e0 and e1-e2 (200,200) covers the 30,210 excess.
    const evs: Ev[] = [
      { type: "user", text: "read it", tokens: 100 },
      { type: "tool", name: "Read", input: { file_path: "huge.log" }, useTokens: 100, resultTokens: 200_000 },
      ...Array.from({ length: 2 }, () => ({ type: "assistant", text: "…", tokens: 10 })),
    ];
    const sim = run(scenario(evs, { startup: [{ category: "system", label: "System", tokens: 10_000 }] }));
    expect(sim.compactions.map((c) => [c.step, c.ok, c.failure, c.retries, c.consecutiveFailures])).toEqual([
      [3, false, "prompt-too-long", 2, 1],
      [4, true, undefined, 1, 0],
    ]);
    expect(sim.compactions[0].tokensAfter).toBe(sim.compactions[0].tokensBefore);
    const c = sim.compactions[1];
    expect(c.dropped).toEqual({ items: 3, tokens: 200_200, firstEvent: 0, lastEvent: 2, groups: 2 });
    expect(c.summarised).toEqual({ items: 1, tokens: 10, firstEvent: 3, lastEvent: 3 });
    // 10,000 + round(10 x 0.05) = 1 + huge.log's name only, round(8 / 4) = 2
    expect(c.tokensAfter).toBe(10_003);
    // still over the blocking limit after the failure: the request at e3 is not sent
    expect(sim.notes.filter((n) => n.kind === "blocked").map((n) => n.step)).toEqual([3]);
  });

  it("a success resets the count", () => {
    const evs: Ev[] = [
      { type: "user", text: "a", tokens: 10 },
      { type: "assistant", text: "b", tokens: 10 },
      { type: "user", text: "c", tokens: 170_000 },
      { type: "assistant", text: "d", tokens: 10 },
    ];
    const sim = run(scenario(evs, { startup: [{ category: "system", label: "System", tokens: 1_000 }] }));
    expect(sim.compactions.map((c) => [c.ok, c.consecutiveFailures])).toEqual([[true, 0]]);
  });
});
