import { describe, expect, it } from "vitest";
import { ingest } from "../transcripts";
import { chars4Counter } from "../tokens/estimators";
import { countSession } from "../tokens/count";
import { buildRecordedTimeline, estimateError, impliedCompactions, pairCompactions, recordedSnapshot, scoredPoints } from "./recorded";
import type { Compaction, RecordedCompaction } from "./simulate";

const u = (input: number, create: number, read: number, out: number) => ({
  input_tokens: input,
  cache_creation_input_tokens: create,
  cache_read_input_tokens: read,
  output_tokens: out,
});
// Texts of known chars/4 sizes: "a".repeat(4n) is n tokens.
const text = (tokens: number) => "a".repeat(tokens * 4);
const rec = (type: string, content: unknown, more: object = {}) =>
  JSON.stringify({ type, uuid: Math.random().toString(36), sessionId: "s", message: { role: type, content }, ...more });
const asst = (id: string, tokens: number, usage?: object, model?: string) =>
  JSON.stringify({
    type: "assistant",
    uuid: id,
    sessionId: "s",
    message: { id, role: "assistant", ...(model ? { model } : {}), content: [{ type: "text", text: text(tokens) }], usage },
  });

describe("recorded timeline", () => {
  const lines = [
    rec("user", text(100)), // 0
    asst("m1", 50, u(10, 15_000, 0, 50)), // 1: usage 15,060; messages so far 150 -> overhead 14,910
    rec("user", text(1_000)), // 2
    asst("m2", 20, u(5, 1_000, 15_050, 20)), // 3: usage 16,075
    JSON.stringify({
      type: "system",
      subtype: "compact_boundary",
      uuid: "b",
      sessionId: "s",
      compactMetadata: { trigger: "auto", preTokens: 16_075 },
    }), // 4
    rec("user", text(300), { isCompactSummary: true }), // 5
    rec("user", text(10)), // 6
  ];
  const session = ingest(lines.join("\n"), "r.jsonl");
  const table = countSession(session, chars4Counter);
  const tl = buildRecordedTimeline(session, table);

  it("infers the unrecorded system prompt and tools from the first usage", () => {
    expect(tl.overhead).toEqual({ tokens: 15_060 - 150, source: "inferred", atEvent: 1 });
  });

  it("uses recorded usage plus an estimate of what came after, never a sum of usages", () => {
    const s3 = recordedSnapshot(tl, session, 3);
    expect(s3.recorded).toEqual({ tokens: 16_075, usageTokens: 16_075, atEvent: 3, estimatedAfter: 0 });
    expect(s3.source).toBe("recorded usage");
    const s2 = recordedSnapshot(tl, session, 2);
    expect(s2.recorded).toEqual({ tokens: 15_060 + 1_000, usageTokens: 15_060, atEvent: 1, estimatedAfter: 1_000 });
    // estimate: overhead + 100 + 50 + 1000 + 20
    expect(s3.estimated).toBe(14_910 + 1_170);
    expect(s3.byCategory.userText).toBe(1_100);
    expect(s3.byCategory.system).toBe(14_910);
  });

  it("starts the live context after the last compact boundary", () => {
    const s6 = recordedSnapshot(tl, session, 6);
    expect(s6.liveStart).toBe(4);
    expect(s6.recorded).toBeNull();
    expect(s6.byCategory.summary).toBe(300);
    expect(s6.byCategory.userText).toBe(10);
    expect(s6.estimated).toBe(14_910 + 310);
    expect(s6.source).toBe("chars4");
  });

  it("measures the estimate against recorded usage", () => {
    expect(tl.accuracy).toEqual([
      { event: 1, recorded: 15_060, estimated: 15_060 },
      { event: 3, recorded: 16_075, estimated: 16_080 },
    ]);
    const err = estimateError(tl)!;
    expect(err.points).toBe(1);
    expect(err.meanPct).toBeCloseTo((5 / 16_075) * 100, 6);
  });

  it("adds a given overhead to the snapshot, like an inferred one", () => {
    const given = buildRecordedTimeline(session, table, { overhead: 20_000 });
    expect(given.overhead).toEqual({ tokens: 20_000, source: "given" });
    const s6 = recordedSnapshot(given, session, 6);
    expect(s6.byCategory.system).toBe(20_000);
    expect(s6.estimated).toBe(20_000 + 310);
  });
});

describe("one-to-one pairing of recorded and simulated compactions", () => {
  const rec = (
    step: number,
    round: number,
    trigger: "auto" | "manual" = "auto",
    more: Partial<RecordedCompaction> = {},
  ): RecordedCompaction => ({
    step,
    round,
    trigger,
    kind: "compact",
    taken: true,
    match: null,
    ...more,
  });
  const sim = (index: number, step: number, round: number, trigger: Compaction["trigger"] = "auto", more: Partial<Compaction> = {}) =>
    ({ index, step, round, trigger, tier: "full", ok: true, tokensBefore: 0, messagesAfter: 0, ...more }) as Compaction;

  it("one simulated compaction answers at most one recorded: the second is missed", () => {
    // recorded at rounds 10 and 12; one simulated at round 11, between them: the nearer (a tie: the first) takes it
    const r = [rec(100, 10), rec(120, 12)];
    const extra = pairCompactions(r, [sim(0, 110, 11)]);
    expect(r.map((x) => x.match?.compaction ?? null)).toEqual([0, null]);
    expect(r[0].match).toMatchObject({ roundDiff: 1, stepDiff: 10 });
    expect(extra).toEqual([]);
  });

  it("a simulated compaction past the next recorded one is not a candidate; unpaired ones are extra", () => {
    // recorded at steps 100 and 200; simulated at 250 can only pair with the second; one at 50 with the first
    const r = [rec(100, 10), rec(200, 20)];
    const extra = pairCompactions(r, [sim(0, 50, 5), sim(1, 60, 6), sim(2, 250, 25)]);
    // for the first: 60 (round 6) is nearer than 50 (round 5); 50 is left over
    expect(r.map((x) => x.match?.compaction)).toEqual([1, 2]);
    expect(extra).toEqual([0]);
  });

  it("triggers must agree: a manual /compact never answers an auto compaction; a 413's compaction does", () => {
    const r = [rec(100, 10, "auto"), rec(200, 20, "manual")];
    pairCompactions(r, [sim(0, 100, 10, "manual"), sim(1, 200, 20, "prompt-too-long", { tier: "reactive" })]);
    expect(r.map((x) => x.match?.compaction ?? null)).toEqual([null, null]);
    const r2 = [rec(100, 10, "auto")];
    pairCompactions(r2, [sim(0, 101, 10, "prompt-too-long", { tier: "reactive" })]);
    expect(r2[0].match?.compaction).toBe(0);
  });

  it("compares like with like: tokens before with preTokens, the message list after with postTokens", () => {
    const r = [rec(100, 10, "auto", { preTokens: 160_000, postTokens: 9_000 })];
    pairCompactions(r, [sim(0, 100, 10, "auto", { tokensBefore: 167_500, tokensAfter: 40_000, messagesAfter: 12_000 })]);
    // not 40,000 - 9,000: tokensAfter holds the system prompt and tools, postTokens does not
    expect(r[0].match).toMatchObject({ tokenDiff: 7_500, tokenAfterDiff: 3_000 });
  });

  it("microcompactions pair with microcompactions only; failed compactions never pair", () => {
    const r = [rec(100, 10, "auto", { kind: "microcompact" }), rec(200, 20)];
    const extra = pairCompactions(r, [
      sim(0, 100, 10, "time-gap", { tier: "microcompact-time" }),
      sim(1, 200, 20, "auto", { ok: false, failure: "prompt-too-long" }),
    ]);
    expect(r.map((x) => x.match?.compaction ?? null)).toEqual([0, null]);
    expect(extra).toEqual([]);
  });
});

describe("an implied compaction restarts the recorded count", () => {
  // usage climbs to 70,060, then the next response's input is 12,000 with no boundary between:
  // a drop of 58,060 (> 20,000 and > half), so the context restarts after the last response before it.
  const lines = [
    rec("user", text(100)), // 0
    asst("m1", 50, u(10, 20_000, 0, 50)), // 1: usage 20,060; messages 150 -> overhead 19,910
    rec("user", text(50_000)), // 2
    asst("m2", 10, u(0, 50_000, 20_050, 10)), // 3: usage 70,060
    rec("user", text(200)), // 4: the prompt after the last response before the drop
    asst("m3", 40, u(0, 12_000, 0, 40)), // 5: input 12,000, the drop
  ];
  const session = ingest(lines.join("\n"), "d.jsonl");
  const tl = buildRecordedTimeline(session, countSession(session, chars4Counter));

  it("counts from the record after the last response before the drop", () => {
    expect(tl.liveStart[4]).toBe(0);
    expect(tl.liveStart[5]).toBe(4);
    // estimate at the drop's response: overhead 19,910 + 200 + 40, not the 50,000 compacted away
    expect(tl.accuracy.map((p) => [p.event, p.estimated])).toEqual([
      [1, 19_910 + 150],
      [3, 19_910 + 150 + 50_000 + 10],
      [5, 19_910 + 240],
    ]);
    expect(recordedSnapshot(tl, session, 5).liveStart).toBe(4);
  });
});

describe("the recorded timeline by model stream (rules.md#model-streams)", () => {
  // Haiku first: its usage 170,060 less the 150 of messages = 169,910 of system prompt + tools.
  // Then Sonnet: 30,040 less the 390 of messages (100 + 50 + 200 + 40) = 29,650 of its own.
  // Then Sonnet again: 31,150 recorded, 29,650 + 390 + 1,010 = 31,050 estimated (100 under).
  const H = "claude-haiku-4-5";
  const S = "claude-sonnet-4-5";
  const lines = (second: string) => [
    rec("user", text(100)), // 0
    asst("m1", 50, u(10, 170_000, 0, 50), H), // 1
    rec("user", text(200)), // 2
    asst("m2", 40, u(0, 30_000, 0, 40), second), // 3
    rec("user", text(1_000)), // 4
    asst("m3", 10, u(0, 1_100, 30_040, 10), second), // 5
  ];
  const session = ingest(lines(S).join("\n"), "hs.jsonl");
  const tl = buildRecordedTimeline(session, countSession(session, chars4Counter));

  it("reads a drop where the stream changes as the stream's size, not a compaction", () => {
    // 170,060 -> 30,000 is a drop of 140,060 (> 20,000, and to under half), from Haiku to Sonnet
    expect([...impliedCompactions(session).keys()]).toEqual([]);
    // the same drop within one stream is one, keyed by the drop's response
    const same = ingest(lines(H).join("\n"), "hh.jsonl");
    expect([...impliedCompactions(same).entries()]).toEqual([[3, { pre: 170_060, post: 30_000 }]]);
  });

  it("estimates each request with its stream's system prompt + tools", () => {
    expect(tl.accuracy.map((p) => [p.event, p.estimated])).toEqual([
      [1, 170_060],
      [3, 30_040],
      [5, 31_050],
    ]);
    // the recorded view's System figure is the stream's at the step
    expect(recordedSnapshot(tl, session, 1).byCategory.system).toBe(169_910);
    expect(recordedSnapshot(tl, session, 4).byCategory.system).toBe(29_650);
  });

  it("leaves out of the estimate error each point a stream's figure was inferred from", () => {
    // points 1 and 3 are exact by construction: only point 5 is judged, 100 under 31,150
    expect(scoredPoints(tl).map((p) => p.event)).toEqual([5]);
    const e = estimateError(tl)!;
    expect(e.points).toBe(1);
    expect(e.meanPct).toBeCloseTo((-100 / 31_150) * 100, 6);
  });
});
