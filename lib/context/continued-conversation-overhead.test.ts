// The overhead a compaction keeps in a file that continues a conversation from outside it, worked
// by hand: the first request sent 60,100 tokens for a file that shows a few, so the inferred
// "system prompt and tools" hold the history before the file; after the compaction only a fresh
// session's overhead stays.
import { describe, expect, it } from "vitest";
import { ingest } from "../transcripts";
import { countSession } from "../tokens/count";
import { chars4Counter } from "../tokens/estimators";
import { RecordedSession, usage } from "../../test-support/recorded-session";
import { continuesFromOutside, FRESH_OVERHEAD, freshOverhead, overheadAfterCompaction } from "./continued-conversation-overhead";
import { simulate } from "./simulate";
import { recordingSettings } from "./versions";

/** A 2.0.76 file: a prompt and its answer, a /compact, a prompt and its answer; `parent` on the first record when given. */
function recording(parent?: string) {
  const s = new RecordedSession("2.0.76");
  s.prompt("carry on with the refactor").text("done", usage(100, 0, 60_000, 10));
  s.boundary("manual", 60_110).summary("We refactored the parser.");
  s.prompt("now the tests").text("ok", usage(100, 0, 30_000, 10));
  const lines = s.toString().split("\n");
  if (parent !== undefined) lines[0] = JSON.stringify({ ...JSON.parse(lines[0]), parentUuid: parent });
  return ingest(lines.join("\n"), "c.jsonl");
}

describe("the overhead a compaction keeps", () => {
  it("takes a fresh session's overhead by the version that wrote the file", () => {
    expect(freshOverhead("2.0.76")).toBe(31_629);
    expect(freshOverhead("2.1.0")).toBe(29_249);
    expect(freshOverhead("2.1.100")).toBe(29_249);
    expect(freshOverhead("2.1.101")).toBe(26_900);
    // no version: the newest
    expect(freshOverhead(null)).toBe(FRESH_OVERHEAD.v2_1_101);
  });

  it("tells a file whose first message answers a record outside it", () => {
    expect(continuesFromOutside(recording("a-record-of-another-file"))).toBe(true);
    // a first message with no parent, or one whose parent is in the file, starts its own conversation
    expect(continuesFromOutside(recording())).toBe(false);
    expect(continuesFromOutside(recording("u2"))).toBe(false);
  });

  it("keeps the inferred overhead where the file starts its own conversation, or where it is not inferred", () => {
    expect(overheadAfterCompaction(recording(), { tokens: 58_000, source: "inferred" })).toBe(58_000);
    expect(overheadAfterCompaction(recording("elsewhere"), { tokens: 58_000, source: "startup" })).toBe(58_000);
    expect(overheadAfterCompaction(recording("elsewhere"), { tokens: 58_000, source: "inferred" })).toBe(31_629);
  });

  it("holds the inferred overhead up to the compaction and the fresh one after it", () => {
    const fresh = recording();
    const continued = recording("elsewhere");
    const run = (ses: typeof fresh) =>
      simulate(ses, countSession(ses, chars4Counter), recordingSettings(ses).settings, { calibrate: false });
    const a = run(fresh);
    const b = run(continued);
    // the same records, the same first request: the same inferred overhead (60,110 less the few
    // tokens of the first prompt and answer)
    expect(a.overhead.tokens).toBe(b.overhead.tokens);
    expect(a.overhead.tokens).toBeGreaterThan(60_000);
    // what the simulation says a compaction keeps: only where it differs from the inferred size
    expect(a.overhead.afterCompaction).toBeUndefined();
    expect(b.overhead.afterCompaction).toBe(31_629);
    const boundary = continued.events.findIndex((e) => e.kind === "compact-boundary");
    const prompt = continued.events.findIndex((e, i) => i > boundary && e.kind === "user");
    // before the compaction the two meters agree; after it the continued file's is lower by the
    // history the first request carried: the inferred overhead less 2.0.x's fresh 31,629
    expect(b.tokens[boundary - 1]).toBe(a.tokens[boundary - 1]);
    expect(a.tokens[prompt] - b.tokens[prompt]).toBe(a.overhead.tokens - 31_629);
  });
});
