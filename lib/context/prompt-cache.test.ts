// The prompt cache (prompt-cache.ts) across microcompacts and cache edits, numbers worked out in comments.
// Scenario token counts are explicit (test-support/sim-scenario.ts); stubs are counted with chars/4.
import { describe, expect, it } from "vitest";
import { snapshotAt } from "./simulate";
import { scenario, run, read, type Ev } from "../../test-support/sim-scenario";

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
