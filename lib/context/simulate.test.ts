// Each rule of rules.md#tiers on a small hand-built scenario whose numbers are worked out in comments.
// Scenario token counts are explicit, so the numbers hold under every estimator; stubs are
// counted with chars/4: "[Old tool result content cleared]" is 33 characters = 8 tokens, the
// file-unchanged stub 154 characters = 39 tokens.
import { describe, expect, it, vi } from "vitest";
import type { Session } from "../model";
import { countSession } from "../tokens/count";
import { chars4Counter } from "../tokens/estimators";
import { ingest, parseScenario, SCENARIO_FORMAT } from "../transcripts";
import { resolveSettings, type PresetName, type Settings } from "./settings";
import { liveAt, series, simulate, snapshotAt, STUB_TEXT, type SimulateOptions } from "./simulate";

type Ev = Record<string, unknown>;

function scenario(events: Ev[], more: Record<string, unknown> = {}): Session {
  return parseScenario({ format: SCENARIO_FORMAT, version: 1, events, ...more }, "test.json", 0);
}

function run(session: Session, overrides: Partial<Settings> = {}, preset?: PresetName, opts: SimulateOptions = {}) {
  const table = countSession(session, chars4Counter);
  const { settings, problems } = resolveSettings(session.scenario, { ...(preset ? { preset } : {}), overrides });
  expect(problems).toEqual([]);
  return simulate(session, table, settings, opts);
}

const read = (path: string, resultTokens: number, extra: Ev = {}): Ev => ({
  type: "tool",
  name: "Read",
  input: { file_path: path, ...extra },
  useTokens: 10,
  resultTokens,
});

describe("stub sizes", () => {
  it("are counted with the counter", () => {
    expect(chars4Counter.count(STUB_TEXT.time)).toBe(8);
    expect(chars4Counter.count(STUB_TEXT["file-unchanged"])).toBe(39);
  });
});

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
    // re-attached: b.ts and a.ts, most recent first, each cut from 70,000 to 5,000
    expect(c.reattached.files).toEqual([
      { path: "src/b.ts", event: 4, tokens: 5_000, originalTokens: 70_000, truncated: true },
      { path: "src/a.ts", event: 2, tokens: 5_000, originalTokens: 70_000, truncated: true },
    ]);
    // the listing goes, CLAUDE.md is re-injected
    expect(c.removedStartup).toEqual([{ index: 2, label: "Skill listing", tokens: 500, afterCompaction: "not-reinjected" }]);
    expect(c.reattached.memory).toEqual([{ index: 1, label: "CLAUDE.md", tokens: 1_000 }]);
    // after: 21,000 startup + 7,275 summary + 10,000 files = 38,275
    expect(c.tokensAfter).toBe(38_275);
    expect(c.cleanup).toContain("reset microcompact state (time-based and cache-edit bookkeeping)");
    expect(c.cleanup).toContain("invoked skills kept (not cleared)");
    // then the response: 38,475
    const s7 = snapshotAt(sim, 7);
    expect(s7.tokens).toBe(38_475);
    expect(s7.meter).toBe("ok");
    // round((167,000 - 38,475) / 167,000 * 100) = round(76.96) = 77
    expect(s7.percentLeft).toBe(77);
    expect(s7.live.map((x) => [x.kind, x.tokens])).toEqual([
      ["boundary", 0],
      ["summary", 7_275],
      ["file", 5_000],
      ["file", 5_000],
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

describe("prompt cache: a local microcompact invalidates from the edit, a cache edit keeps the prefix", () => {
  // system 10,000; user 100; ten Reads (use 10, result 1,000); 10 minutes idle; user 50; assistant 100
  const evs: Ev[] = [
    { type: "user", text: "go", tokens: 100 },
    ...Array.from({ length: 10 }, (_, k) => read(`f${k + 1}.ts`, 1_000)),
    { type: "wait", minutes: 10 },
    { type: "user", text: "and now?", tokens: 50 },
    { type: "assistant", text: "ok", tokens: 100 },
  ];
  const session = scenario(evs, { startup: [{ category: "system", label: "System", tokens: 10_000 }] });
  const last = session.events.length - 1; // e23

  it("requests before the edit read the previous request's input from cache", () => {
    const sim = run(session);
    // request 1 (e1): input 10,100, nothing cached yet
    expect([sim.requestInput[1], sim.cacheRead[1], sim.cacheCreation[1]]).toEqual([10_100, 0, 10_100]);
    // request 2 (e3): 10,100 cached, 1,010 new
    expect([sim.requestInput[3], sim.cacheRead[3], sim.cacheCreation[3]]).toEqual([11_110, 10_100, 1_010]);
    // request 10 (e19): 10,100 + 9 x 1,010 = 19,190
    expect(sim.requestInput[19]).toBe(19_190);
    // no microcompact: e23 reads 19,190 and writes the 1,010 + 50 after it
    expect([sim.requestInput[last], sim.cacheRead[last], sim.cacheCreation[last]]).toEqual([20_250, 19_190, 1_060]);
  });

  it("cache edit: deletes 5 x 992 server-side, reads 19,190 - 4,960 = 14,230, writes 1,060", () => {
    const sim = run(session, { cacheEditEnabled: true, cacheEditTrigger: 10, cacheEditKeep: 5 });
    const c = sim.compactions[0];
    expect(c).toMatchObject({ step: last, tier: "microcompact-cache", trigger: "tool-count", tokensBefore: 20_250, tokensAfter: 15_290 });
    expect(c.cleared.map((x) => x.event)).toEqual([2, 4, 6, 8, 10]);
    expect(c.cache).toEqual({ preserved: true, invalidatedFrom: null, deletedFromCache: 4_960 });
    expect([sim.requestInput[last], sim.cacheRead[last], sim.cacheCreation[last]]).toEqual([15_290, 14_230, 1_060]);
    expect(snapshotAt(sim, last).live[2].cleared?.[0].how).toBe("cache-edit");
  });

  it("local (time-based, gap 5 min): same tokens, but only 10,110 read and 5,180 written", () => {
    const sim = run(session, { timeMicrocompactEnabled: true, timeMicrocompactGapMinutes: 5 });
    const c = sim.compactions[0];
    expect(c).toMatchObject({ tier: "microcompact-time", tokensBefore: 20_250, tokensAfter: 15_290 });
    expect(c.cleared.map((x) => x.event)).toEqual([2, 4, 6, 8, 10]);
    // the first edited message starts at 10,000 + 100 + 10 = 10,110
    expect(c.cache.invalidatedFrom).toBe(10_110);
    expect([sim.requestInput[last], sim.cacheRead[last], sim.cacheCreation[last]]).toEqual([15_290, 10_110, 5_180]);
    expect(snapshotAt(sim, last).request).toEqual({ input: 15_290, cacheRead: 10_110, cacheCreation: 5_180 });
  });

  it("the cache expires after its lifetime", () => {
    const sim = run(session, { cacheTtlMinutes: 5 });
    expect(sim.cacheRead[last]).toBe(0);
    expect(sim.cachedPrefix[last - 1]).toBe(0);
    expect(sim.cachedPrefix[last - 3]).toBe(19_190);
  });

  it("cache edit triggers again only when the uncleared count reaches the trigger again", () => {
    // trigger 4, keep 2: fires at the requests that see 4 uncleared results (e9, e13, e17, e21... see below)
    const sim = run(session, { cacheEditEnabled: true, cacheEditTrigger: 4, cacheEditKeep: 2 });
    // requests at e1, e3, ..., e19, e23; uncleared results before request at e(2k+1) = k (minus cleared)
    // e9: 4 -> clear 2, left 2; e13: 4 -> clear 2; e17: 4 -> clear 2; e21 is no request; e23: 2 + 2 = 4 -> clear 2
    expect(sim.compactions.map((c) => [c.step, c.cleared.length])).toEqual([
      [9, 2],
      [13, 2],
      [17, 2],
      [last, 2],
    ]);
  });
});

describe("file unchanged (rules.md#tiers, tier 1)", () => {
  const evs: Ev[] = [
    { type: "user", text: "go", tokens: 10 }, // e0
    read("a.ts", 3_000), // e1, e2
    read("a.ts", 3_000), // e3, e4: unchanged -> stub
    { type: "tool", name: "Edit", input: { file_path: "a.ts", old_string: "x", new_string: "y" }, useTokens: 10, resultTokens: 20 }, // e5, e6
    read("a.ts", 3_000), // e7, e8: edited in between -> whole
    read("a.ts", 3_000, { offset: 10 }), // e9, e10: another offset -> whole
    read("a.ts", 3_000), // e11, e12: unchanged since e8 -> stub
  ];
  const session = scenario(evs, { startup: [{ category: "system", label: "System", tokens: 1_000 }] });

  it("a repeat Read of the same path, offset and limit with no edit between returns the 39-token stub", () => {
    const sim = run(session);
    expect(sim.compactions.map((c) => [c.step, c.tier, c.trigger])).toEqual([
      [4, "file-unchanged", "repeat-read"],
      [12, "file-unchanged", "repeat-read"],
    ]);
    // at e4: 1,000 + 10 + 3,010 + 10 + 3,000 = 7,030, less 3,000 - 39 = 2,961
    expect(sim.compactions[0].tokensBefore).toBe(7_030);
    expect(sim.compactions[0].tokensAfter).toBe(4_069);
    expect(sim.compactions[0].cache.preserved).toBe(true);
    expect(sim.tokens[4]).toBe(4_069);
    expect(snapshotAt(sim, 4).live[4].cleared?.[0]).toEqual({
      event: 4,
      block: 0,
      tool: "Read",
      how: "file-unchanged",
      tokens: 3_000,
      stubTokens: 39,
    });
  });

  it("can be turned off", () => {
    expect(run(session, { fileUnchangedEnabled: false }).compactions).toHaveLength(0);
  });
});

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
    // full: round(159,600 x 0.05) = 7,980; five files at 5,000 = 25,000; 10,000 + 7,980 + 25,000
    expect(c.summary?.tokens).toBe(7_980);
    expect(c.reattached.files.map((f) => f.path)).toEqual(["f5.ts", "f4.ts", "f3.ts", "f2.ts", "f1.ts"]);
    expect(c.tokensAfter).toBe(42_980);
  });

  it("is skipped without a session memory, or when turned off", () => {
    expect(run(scenario(evs, { startup })).compactions[0].tier).toBe("full");
    expect(run(scenario(evs, { startup, sessionMemory: { tokens: 3_000 } }), { sessionMemoryEnabled: false }).compactions[0].tier).toBe(
      "full",
    );
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
    // 10,000 + round(10 x 0.05) = 1 + huge.log cut to 5,000
    expect(c.tokensAfter).toBe(15_001);
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
    expect(c.reattached.files).toEqual([{ path: "src/login.ts", event: 2, tokens: 3_000, originalTokens: 3_000, truncated: false }]);
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

describe("reactive compaction on a 413 (rules.md#tiers, tier 4)", () => {
  it("compacts at the api-error though the estimate is under every threshold", () => {
    const evs: Ev[] = [
      { type: "user", text: "hello", tokens: 100 },
      { type: "assistant", text: "hi", tokens: 100 },
      { type: "api-error", status: 413 }, // e2
      { type: "assistant", text: "retried", tokens: 100 }, // e3
    ];
    const sim = run(scenario(evs, { startup: [{ category: "system", label: "System", tokens: 10_000 }], sessionMemory: { tokens: 50 } }));
    expect(sim.compactions).toHaveLength(1);
    // summarised 200 -> 10; no session memory for reactive compaction
    expect(sim.compactions[0]).toMatchObject({
      step: 2,
      tier: "reactive",
      trigger: "prompt-too-long",
      ok: true,
      tokensBefore: 10_200,
      tokensAfter: 10_010,
    });
    expect(sim.notes.map((n) => n.kind)).toEqual(["api-error"]);
    expect(sim.tokens[3]).toBe(10_110);
  });
});

describe("more reactive and session-memory cases", () => {
  it("a JSONL's synthetic prompt-too-long answer is a 413: reactive compaction, the record not sent", () => {
    const text = (tokens: number) => "a".repeat(tokens * 4);
    const lines = [
      JSON.stringify({ type: "user", uuid: "1", sessionId: "s", message: { role: "user", content: text(100) } }),
      JSON.stringify({
        type: "assistant",
        uuid: "2",
        sessionId: "s",
        message: { id: "m1", role: "assistant", content: [{ type: "text", text: text(50) }] },
      }),
      JSON.stringify({ type: "user", uuid: "3", sessionId: "s", message: { role: "user", content: text(10) } }),
      JSON.stringify({
        type: "assistant",
        uuid: "4",
        sessionId: "s",
        isApiErrorMessage: true,
        message: { id: "e1", model: "<synthetic>", role: "assistant", content: [{ type: "text", text: "Prompt is too long" }] },
      }),
    ];
    const sim = run(ingest(lines.join("\n"), "s.jsonl"));
    expect(sim.compactions.map((c) => [c.step, c.tier, c.tokensBefore])).toEqual([[3, "reactive", 160]]);
    expect(liveAt(sim, 3).map((x) => x.kind)).toEqual(["boundary", "summary"]);
  });

  it("a session memory that would summarise nothing falls through to full", () => {
    const s = scenario([{ type: "user", text: "a", tokens: 100 }, { type: "assistant", text: "b", tokens: 100 }, { type: "compact" }], {
      sessionMemory: { tokens: 100 },
    });
    const c = run(s).compactions[0];
    expect(c.tier).toBe("full");
    expect(c.sessionMemoryAttempt?.cutIndex).toBe(0);
  });
});

describe("re-attachment budgets (rules.md#tiers and rules.md#skills)", () => {
  const sizes = [1_000, 6_000, 2_000, 3_000, 4_000, 500, 7_000];
  const evs: Ev[] = [
    { type: "user", text: "read them all", tokens: 10 },
    ...sizes.map((t, k) => read(`f${k + 1}.ts`, t)),
    { type: "compact", instructions: "x" },
  ];
  const session = scenario(evs, { startup: [{ category: "system", label: "System", tokens: 1_000 }] });

  it("up to 5 most recent files, each cut to 5,000", () => {
    const c = run(session).compactions[0];
    expect(c.reattached.files.map((f) => [f.path, f.tokens, f.truncated])).toEqual([
      ["f7.ts", 5_000, true],
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

  it("within the total: with 10,000 in all, f4 and f3 no longer fit", () => {
    const c = run(session, { fileReattachTotalTokens: 10_000 }).compactions[0];
    // 5,000 + 500 + 4,000 = 9,500; + 3,000 or + 2,000 would pass 10,000
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
    expect(sim.compactions[0].summary).toMatchObject({ sizing: "measured", tokens: 20_000, capped: true });
    // the recording's compaction is taken: 14,910 of system prompt and tools, then its summary (300)
    expect([sim.tokens[5], sim.tokens[6], sim.tokens[7]]).toEqual([14_910, 15_210, 15_220]);
    expect(sim.recorded).toEqual([
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
