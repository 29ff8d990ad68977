// A count that doubles, worked by hand (2.1.116 recordings; the 200,000 window's A is 167,000).
import { describe, expect, it } from "vitest";
import { ingest } from "../transcripts";
import { RecordedSession, usage } from "../../test-support/recorded-session";
import { doubledCounts } from "./doubled-count";
import { maxRecordedUsage, recordingSettings } from "./versions";

type Req = { read: number; write: number };
function recording(reqs: Req[], autoAfter: number[] = []) {
  const s = new RecordedSession("2.1.116");
  reqs.forEach((r, k) => {
    s.prompt(`step ${k}`).text("ok", usage(100, r.write, r.read, 10));
    if (autoAfter.includes(k)) s.boundary("auto", 100 + r.write + r.read).summary("summary");
  });
  return ingest(s.toString(), "d.jsonl");
}

const assistantIndexes = (ses: ReturnType<typeof recording>) => ses.events.filter((e) => e.kind === "assistant").map((e) => e.i);

describe("a count that doubles", () => {
  it("reads a request with no cache read at twice the cached request before it as a doubled count, not the context", () => {
    // inputs 90,100 (read), 150,100 (read), then 300,100 written with no read: 300,100 / 150,100 = 2.0
    const ses = recording(
      [
        { read: 90_000, write: 0 },
        { read: 150_000, write: 0 },
        { read: 0, write: 300_000 },
      ],
      [2],
    );
    const [, , third] = assistantIndexes(ses);
    expect([...doubledCounts(ses)]).toEqual([third]);
    // the context's peak is the 150,100 input plus its 10 output tokens: no 1M window; the
    // recorded peak, as the sessions list shows it, is still the doubled 300,110
    expect(maxRecordedUsage(ses, doubledCounts(ses))).toBe(150_110);
    expect(maxRecordedUsage(ses)).toBe(300_110);
    expect(recordingSettings(ses).settings.window).toBe(200_000);
    // the window holds the prompt: the doubled request sent 300,100 (its input, docs/versions.md#window-evidence)
    expect(recordingSettings(ses).why.join(" ")).toMatch(/reached 300,100 tokens only where .* not as a 1,000,000-token window/);
  });

  it("keeps a count that grows by less than 1.85 times, or whose request before it read no cache", () => {
    // 120,100 -> 210,100 is 1.75 times: real growth, and over 200,000: a 1M window
    const grown = recording([
      { read: 120_000, write: 0 },
      { read: 0, write: 210_000 },
    ]);
    expect(doubledCounts(grown).size).toBe(0);
    expect(recordingSettings(grown).settings.window).toBe(1_000_000);
    // 110,100 -> 220,100 is 2.0 times, but the request before read nothing from the cache
    const uncached = recording([
      { read: 0, write: 110_000 },
      { read: 0, write: 220_000 },
    ]);
    expect(doubledCounts(uncached).size).toBe(0);
    expect(recordingSettings(uncached).settings.window).toBe(1_000_000);
  });

  it("does not compare across a compact boundary", () => {
    // 100,100 then a boundary, then 200,100: the count after a compaction is no repeat of the one before
    const ses = recording(
      [
        { read: 100_000, write: 0 },
        { read: 0, write: 200_000 },
      ],
      [0],
    );
    expect(doubledCounts(ses).size).toBe(0);
  });
  it("reads a doubled count after a request with no cache read only when an auto compaction follows it", () => {
    // 110,100 (no read) -> 220,100 (no read) is 2.0 times; an auto compaction after it: the count
    // that started the compaction, so the context counted twice, and no 1M window
    const reqs = [
      { read: 0, write: 110_000 },
      { read: 0, write: 220_000 },
      { read: 0, write: 30_000 },
    ];
    const auto = recording(reqs, [1]);
    expect([...doubledCounts(auto)]).toEqual([assistantIndexes(auto)[1]]);
    expect(recordingSettings(auto).settings.window).toBe(200_000);
    // the same counts with a manual compaction after: nothing says the count was doubled
    const s = new RecordedSession("2.1.116");
    reqs.forEach((r, k) => {
      s.prompt(`step ${k}`).text("ok", usage(100, r.write, r.read, 10));
      if (k === 1) s.boundary("manual", 100 + r.write).summary("summary");
    });
    const manual = ingest(s.toString(), "m.jsonl");
    expect(doubledCounts(manual).size).toBe(0);
    expect(recordingSettings(manual).settings.window).toBe(1_000_000);
  });
});
