// A file that starts mid-conversation, worked by hand (chars/4: 4 characters a token).
import { describe, expect, it } from "vitest";
import { ingest } from "../transcripts";
import { countSession } from "../tokens/count";
import { chars4Counter } from "../tokens/estimators";
import { RecordedSession, usage } from "../../test-support/recorded-session";
import { buildRecordedTimeline, estimateError } from "./recorded";
import { simulate } from "./simulate";
import { recordingSettings } from "./versions";
import { FRESH_OVERHEAD, freshOverhead, unrecordedPrefix } from "./unrecorded-prefix";

/**
 * A prompt of 1,000 tokens and a reply of 100; the first request records 61,100 tokens (61,000 in,
 * 100 out), so 60,000 are not in the file. After an auto compaction: a summary of 500 tokens, a
 * prompt of 100 and a reply of 100, the request recording 20,800: 20,800 - 700 = 20,100 tokens of
 * system prompt + tools. The first request's other 60,000 - 20,100 = 39,900 were an earlier conversation.
 */
function file(firstParent: string | null, restartAt: number | null = null) {
  const s = new RecordedSession("2.1.120");
  s.parent(firstParent)
    .prompt("a".repeat(4000))
    .text("b".repeat(400), usage(0, 61_000, 0, 100));
  s.boundary("auto", 61_100).summary("c".repeat(2000));
  if (restartAt !== null) s.parent(null);
  s.prompt("d".repeat(400)).text("e".repeat(400), usage(0, 20_700, 0, 100));
  const ses = ingest(s.toString(), "p.jsonl");
  return { ses, table: countSession(ses, chars4Counter) };
}

describe("a file that starts mid-conversation", () => {
  it("sizes the earlier conversation as the first request's overhead beyond what the request after the compaction shows", () => {
    const { ses, table } = file("a-record-in-another-file");
    const p = unrecordedPrefix(ses, table, 60_000);
    expect(p.parentOutside).toEqual({ event: 0, line: 1 });
    expect(p.measured).toEqual({ event: 5, line: 6, systemAndTools: 20_100 });
    expect(p.tokens).toBe(39_900);
    expect(p.restarts).toEqual([]);
  });

  it("looks for the first message's parent only before it: one written later is outside, as a what-if forked after the first request knows", () => {
    // uuids are u1, u2, ... in order: u5 is the prompt after the compaction, written after the first message
    const { ses, table } = file("u5");
    expect(unrecordedPrefix(ses, table, 60_000).parentOutside).toEqual({ event: 0, line: 1 });
  });

  it("moves nothing when the first record's parent is in the file or names none", () => {
    const { ses, table } = file(null);
    expect(unrecordedPrefix(ses, table, 60_000)).toMatchObject({ parentOutside: null, tokens: 0, measured: null });
  });

  it("reads nothing at or after a fork: the system prompt + tools are then its version's usual size", () => {
    const { ses, table } = file("a-record-in-another-file");
    // the request after the compaction is event 5: a what-if forked at 4 may not read it; 2.1.120
    // is 2.1.101 or later, whose fresh files infer 26,900: 60,000 - 26,900 = 33,100 earlier
    const p = unrecordedPrefix(ses, table, 60_000, 4);
    expect(p.parentOutside).toEqual({ event: 0, line: 1 });
    expect(p.measured).toBeNull();
    expect(p.fromVersion).toBe(26_900);
    expect(p.tokens).toBe(33_100);
  });

  it("gives a first request smaller than the system prompt + tools after the compaction a negative earlier part", () => {
    const { ses, table } = file("a-record-in-another-file");
    // inferred 20,000 against the 20,100 measured after the compaction: 100 below, no earlier conversation
    expect(unrecordedPrefix(ses, table, 20_000)).toMatchObject({ tokens: -100, measured: { systemAndTools: 20_100 } });
  });

  it("takes a fresh session's system prompt + tools by the version that wrote the file", () => {
    expect(freshOverhead("2.0.76")).toBe(31_629);
    expect(freshOverhead("2.1.0")).toBe(29_249);
    expect(freshOverhead("2.1.100")).toBe(29_249);
    expect(freshOverhead("2.1.101")).toBe(26_900);
    // no version: the newest
    expect(freshOverhead(null)).toBe(FRESH_OVERHEAD.v2_1_101);
  });

  it("reads the first message's parent, not a system record's before it", () => {
    const s = new RecordedSession("2.1.120");
    s.parent(null)
      .prompt("a".repeat(4000))
      .text("b".repeat(400), usage(0, 61_000, 0, 100));
    // a system record that answers another file, then a first message that starts its own chain
    const system = { type: "system", subtype: "informational", content: "note", uuid: "s0", parentUuid: "elsewhere", sessionId: "s" };
    const ses = ingest([JSON.stringify(system), s.toString()].join("\n"), "p.jsonl");
    const p = unrecordedPrefix(ses, countSession(ses, chars4Counter), 60_000);
    expect(p.parentOutside).toBeNull();
    expect(p.tokens).toBe(0);
  });

  it("lists a record that starts the chain again inside the file as a restart", () => {
    const { ses, table } = file(null, 1);
    // the prompt after the summary (line 5) has a null parent: the boundary before it does not count
    expect(unrecordedPrefix(ses, table, 60_000).restarts).toEqual([{ event: 4, line: 5 }]);
  });

  it("counts the earlier conversation until the first compaction and then only the system prompt + tools", () => {
    const { ses, table } = file("a-record-in-another-file");
    const t = buildRecordedTimeline(ses, table);
    expect(t.overhead.tokens).toBe(20_100);
    expect(t.unrecordedPrefix.tokens).toBe(39_900);
    expect(t.prefixUntil).toBe(2);
    // both points are exact by construction (inferred, measured): none is left to judge the estimate on
    expect(estimateError(t)).toBeNull();
    const sim = simulate(ses, table, recordingSettings(ses).settings, { calibrate: false });
    // before the compaction the meter holds the whole first request; after it, system + tools
    // (20,100) and the summary (500) = 20,600, where taking it all as overhead would give 60,500
    expect(sim.tokens[1]).toBe(61_100);
    expect(sim.tokens[3]).toBe(20_600);
  });

  it("holds a small first request until the compaction and its version's size after it, where no request follows the compaction", () => {
    // 2.1.50 (fresh files: 29,249): a prompt of 1,000 and a reply of 100, the first request 21,100,
    // so 20,000 inferred; after the compaction a summary of 500 and no recorded request
    const s = new RecordedSession("2.1.50");
    s.parent("a-record-in-another-file")
      .prompt("a".repeat(4000))
      .text("b".repeat(400), usage(0, 21_000, 0, 100));
    s.boundary("manual", 21_100).summary("c".repeat(2000));
    s.prompt("d".repeat(400)).text("e".repeat(400));
    const ses = ingest(s.toString(), "p.jsonl");
    const sim = simulate(ses, countSession(ses, chars4Counter), recordingSettings(ses).settings, { calibrate: false });
    expect(sim.unrecordedPrefix).toMatchObject({ fromVersion: 29_249, tokens: 20_000 - 29_249 });
    // the meter: the first request as recorded (21,100); after the compaction 29,249 + the summary's 500
    expect(sim.tokens[1]).toBe(21_100);
    expect(sim.tokens[3]).toBe(29_749);
  });
});
