// The walk as a whole: recorded usage and recorded compactions, the series, and scale. Each tier
// has its own tests beside its file (tiers/*.test.ts, auto-compact, compact, prompt-cache, reattach).
import { describe, expect, it } from "vitest";
import { ingest } from "../transcripts";
import { liveAt, series, snapshotAt } from "./simulate";
import { run, scenario, type Ev } from "../../test-support/sim-scenario";

describe("recorded usage and recorded compactions", () => {
  it("used = last recorded usage + estimate of what follows; the drift goes at a compaction", () => {
    const evs: Ev[] = [
      { type: "user", text: "a", tokens: 100 }, // e0
      {
        type: "assistant",
        text: "b",
        tokens: 100,
        usage: { input_tokens: 10, cache_creation_input_tokens: 20_000, cache_read_input_tokens: 0, output_tokens: 100 },
      }, // e1: 20,110
      { type: "user", text: "c", tokens: 50 }, // e2
      { type: "compact", instructions: "x" }, // e3
    ];
    const sim = run(scenario(evs, { startup: [{ category: "system", label: "System", tokens: 10_000 }] }));
    expect(snapshotAt(sim, 0).source).toBe("estimate");
    expect([sim.tokens[1], sim.estimated[1], snapshotAt(sim, 1).source]).toEqual([20_110, 10_200, "recorded usage"]);
    expect(sim.tokens[2]).toBe(20_160);
    expect(sim.compactions[0].tokensBefore).toBe(20_160);
    // after: 10,000 + round(250 x 0.05) = 13 -> estimate only
    expect([sim.tokens[3], snapshotAt(sim, 3).source]).toEqual([10_013, "estimate"]);
  });

  it("a JSONL's compact_boundary is taken as recorded, the rule's compaction laid beside it", () => {
    const text = (tokens: number) => "a".repeat(tokens * 4);
    const u = (input: number, create: number, read: number, out: number) => ({
      input_tokens: input,
      cache_creation_input_tokens: create,
      cache_read_input_tokens: read,
      output_tokens: out,
    });
    let n = 0;
    const rec = (type: string, content: unknown, more: object = {}) =>
      JSON.stringify({
        type,
        uuid: `u${++n}`,
        sessionId: "s",
        timestamp: "2026-01-01T00:00:00Z",
        message: { role: type, content },
        ...more,
      });
    const asst = (id: string, tokens: number, usage?: object) =>
      JSON.stringify({
        type: "assistant",
        uuid: `u${++n}`,
        sessionId: "s",
        timestamp: "2026-01-01T00:00:00Z",
        message: { id, role: "assistant", content: [{ type: "text", text: text(tokens) }], usage },
      });
    const lines = [
      rec("user", text(100)), // 0
      asst("m1", 50, u(10, 15_000, 0, 50)), // 1: 15,060 -> system + tools inferred: 15,060 - 150 = 14,910
      rec("user", text(150_000)), // 2
      asst("m2", 20, u(5, 150_000, 15_050, 20)), // 3: 165,075 (estimate 165,080: drift -5)
      rec("user", text(3_000)), // 4: 168,075
      JSON.stringify({
        type: "system",
        subtype: "compact_boundary",
        uuid: "b",
        sessionId: "s",
        compactMetadata: { trigger: "auto", preTokens: 168_075 },
      }), // 5
      rec("user", text(300), { isCompactSummary: true }), // 6: the recorded summary, now the context
      asst("m3", 10), // 7
    ];
    const session = ingest(lines.join("\n"), "s.jsonl");
    const sim = run(session, {}, undefined, { calibrate: false });
    expect(sim.mode).toBe("replay");
    expect(sim.overhead).toEqual({ tokens: 14_910, source: "inferred" });
    expect(sim.tokens[3]).toBe(165_075);
    expect(sim.tokens[4]).toBe(168_075);
    expect(snapshotAt(sim, 4).source).toBe("recorded usage");
    // 168,075 >= A = 167,000 at the boundary: the rule compacts there too (predicted, not applied)
    expect(sim.compactions.map((c) => [c.step, c.tier, c.tokensBefore, c.predicted])).toEqual([[5, "full", 168_075, true]]);
    // a recording's summary is sized as Claude Code's are in recordings (no version: the earliest range's 9,636)
    expect(sim.compactions[0].summary).toMatchObject({ sizing: "recorded", tokens: 9_636, capped: false });
    // the recording's compaction is taken: 14,910 of system prompt and tools, then its summary (300)
    expect([sim.tokens[5], sim.tokens[6], sim.tokens[7]]).toEqual([14_910, 15_210, 15_220]);
    expect(sim.recorded).toMatchObject([
      {
        step: 5,
        kind: "compact",
        trigger: "auto",
        preTokens: 168_075,
        estimatedPre: 168_075,
        round: session.events[5].group,
        line: 6,
        taken: true,
        match: { compaction: 0, step: 5, tier: "full", stepDiff: 0, roundDiff: 0, tokenDiff: 0, tokenAfterDiff: null },
      },
    ]);
    // no attachment record follows the boundary: the recording does not say what came back
    expect(sim.recorded[0].reattached).toEqual({ written: false, skills: [], files: [], others: [] });
    expect(sim.extra).toEqual([]);
    expect(series(sim).recorded).toEqual([{ step: 5, trigger: "auto", preTokens: 168_075 }]);
    expect(liveAt(sim, 6).map((x) => [x.kind, x.event])).toEqual([
      ["boundary", 5],
      ["event", 6],
    ]);
  });
});

describe("series", () => {
  it("has one value per step and a marker per compaction", () => {
    const sim = run(scenario([{ type: "user", text: "a", tokens: 10 }, { type: "assistant", text: "b", tokens: 10 }, { type: "compact" }]));
    const s = series(sim);
    expect(s.steps).toBe(3);
    expect(Array.from(s.tokens)).toEqual([10, 20, 1]);
    expect(s.markers).toEqual([{ step: 2, tier: "full", trigger: "manual", ok: true, compaction: 0, tokensBefore: 20, tokensAfter: 1 }]);
  });
});

describe("scale", () => {
  // Speed is measured by `npm run bench` (stepping at 1k vs 100k events), not asserted here.
  it("a 100,000-event session simulates and every tier it provokes fires", () => {
    const evs: Ev[] = [];
    for (let k = 0; k < 50_000; k++) {
      if (k % 10 === 0) evs.push({ type: "user", text: "next", tokens: 200 });
      else
        evs.push({
          type: "tool",
          name: k % 3 ? "Read" : "Bash",
          input: { file_path: `f${k % 97}.ts` },
          useTokens: 50,
          resultTokens: 500 + (k % 7) * 300,
        });
      if (k % 5_000 === 4_999) evs.push({ type: "wait", minutes: 90 });
    }
    const session = scenario(evs, { startup: [{ category: "system", label: "System", tokens: 15_000 }], sessionMemory: { tokens: 4_000 } });
    expect(session.events.length).toBeGreaterThan(95_000);
    const sim = run(session, { cacheEditEnabled: true }, "seed");
    expect(new Set(sim.compactions.map((c) => c.tier))).toEqual(new Set(["microcompact-cache", "microcompact-time", "session-memory"]));
    for (let j = 0; j < 100; j++) {
      const snap = snapshotAt(sim, (j * 7_919) % sim.steps);
      expect(snap.tokens).toBeLessThan(sim.thresholds.blockingThreshold);
    }
  });
});
