import { describe, expect, it } from "vitest";
import { ingest } from "../transcripts";
import { chars4Counter } from "../tokens/estimators";
import { countSession } from "../tokens/count";
import { buildRecordedTimeline, estimateError, recordedSnapshot } from "./recorded";

const u = (input: number, create: number, read: number, out: number) => ({
  input_tokens: input, cache_creation_input_tokens: create, cache_read_input_tokens: read, output_tokens: out,
});
// Texts of known chars/4 sizes: "a".repeat(4n) is n tokens.
const text = (tokens: number) => "a".repeat(tokens * 4);
const rec = (type: string, content: unknown, more: object = {}) => JSON.stringify({ type, uuid: Math.random().toString(36), sessionId: "s", message: { role: type, content }, ...more });
const asst = (id: string, tokens: number, usage?: object) =>
  JSON.stringify({ type: "assistant", uuid: id, sessionId: "s", message: { id, role: "assistant", content: [{ type: "text", text: text(tokens) }], usage } });

describe("recorded timeline", () => {
  const lines = [
    rec("user", text(100)), // 0
    asst("m1", 50, u(10, 15_000, 0, 50)), // 1: usage 15,060; messages so far 150 -> overhead 14,910
    rec("user", text(1_000)), // 2
    asst("m2", 20, u(5, 1_000, 15_050, 20)), // 3: usage 16,075
    JSON.stringify({ type: "system", subtype: "compact_boundary", uuid: "b", sessionId: "s", compactMetadata: { trigger: "auto", preTokens: 16_075 } }), // 4
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
