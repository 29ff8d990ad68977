// Claude Code's own count at its auto-compact check (rules.md#check-count), by version: the last
// response's usage alone (2.0.x), plus chars/4 of the records after its last record (2.1.0 to
// 2.1.72), plus chars/4 of every record after its first record (2.1.73 on). Expectations are worked
// by hand from the rule; text of n * 4 characters is n tokens under chars/4.
import { describe, expect, it } from "vitest";
import type { Event } from "../model";
import { countSession } from "../tokens/count";
import { chars4Counter, type TextCounter } from "../tokens/estimators";
import { ingest } from "../transcripts";
import { checkCountEra } from "./check-count";
import { responseStart } from "./response-records";
import { simulate } from "./simulate";
import { recordingSettings } from "./versions";

describe("checkCountEra", () => {
  it("2.0.x counts the last response's usage alone", () => {
    expect(checkCountEra("2.0.8")).toBe("usage");
    expect(checkCountEra("2.0.76")).toBe("usage");
  });
  it("2.1.0 to 2.1.72 add what follows the response's last record", () => {
    expect(checkCountEra("2.1.0")).toBe("after-last-record");
    expect(checkCountEra("2.1.72")).toBe("after-last-record");
  });
  it("2.1.73 on, and an unknown version, add what follows its first record", () => {
    expect(checkCountEra("2.1.73")).toBe("after-first-record");
    expect(checkCountEra("2.1.165")).toBe("after-first-record");
    expect(checkCountEra(null)).toBe("after-first-record");
  });
});

describe("responseStart", () => {
  const ev = (i: number, kind: Event["kind"], messageId?: string) => ({ i, kind, messageId }) as unknown as Event;
  // a tool result written between two records of response m, after a record of response a
  const events = [ev(0, "assistant", "a"), ev(1, "assistant", "m"), ev(2, "tool-result"), ev(3, "assistant", "m")];
  it("by default stops at the first record that is not the response's own", () => {
    expect(responseStart(events, 3)).toBe(3);
  });
  it("over other records, walks past the tool result and stops at another response", () => {
    expect(responseStart(events, 3, true)).toBe(1);
  });
  it("a record with no message id is a response of its own", () => {
    expect(responseStart([ev(0, "assistant", "m"), ev(1, "assistant")], 1, true)).toBe(1);
  });
});

describe("the count a replay's check reads before a recorded boundary", () => {
  const text = (tokens: number) => "a".repeat(tokens * 4);
  const usage = { input_tokens: 166_000, cache_creation_input_tokens: 0, cache_read_input_tokens: 0, output_tokens: 300 };
  // one response in two records (a tool call, its result written between them, then 100 tokens of
  // text carrying the counted usage: 166,000 in, 300 out), a 50-token prompt, then the boundary
  const lines = (version: string) =>
    [
      { type: "user", message: { role: "user", content: text(10) } },
      {
        type: "assistant",
        message: { id: "m1", role: "assistant", content: [{ type: "tool_use", id: "t1", name: "Bash", input: {} }], usage },
      },
      { type: "user", message: { role: "user", content: [{ type: "tool_result", tool_use_id: "t1", content: text(400) }] } },
      { type: "assistant", message: { id: "m1", role: "assistant", content: [{ type: "text", text: text(100) }], usage } },
      { type: "user", message: { role: "user", content: text(50) } },
      {
        type: "system",
        subtype: "compact_boundary",
        content: "Conversation compacted",
        compactMetadata: { trigger: "auto", preTokens: 170_000 },
      },
    ]
      .map((l, k) => JSON.stringify({ ...l, uuid: String(k + 1), sessionId: "s", version }))
      .join("\n");
  const replay = (version: string) => {
    const session = ingest(lines(version), "s.jsonl");
    const sim = simulate(session, countSession(session, chars4Counter), recordingSettings(session).settings, { calibrate: false });
    const boundary = session.events.findIndex((e) => e.kind === "compact-boundary");
    return { sim, boundary, rec: sim.recorded.find((r) => r.kind === "compact")! };
  };

  it("2.0.76: the usage alone, 166,000 + 300", () => {
    expect(replay("2.0.76").rec.estimatedPre).toBe(166_300);
  });
  it("2.1.20: and the 50-token prompt after the response", () => {
    expect(replay("2.1.20").rec.estimatedPre).toBe(166_350);
  });
  it("2.1.90: and the tool result and text record after its first record, 166,300 + 400 + 100 + 50", () => {
    const { rec } = replay("2.1.90");
    expect(rec.estimatedPre).toBe(166_850);
  });
  it("under another estimator the count still adds chars/4: Claude Code's own rough count, not the display's", () => {
    // a stand-in estimator that sizes text at two characters a token, twice chars/4
    const halves: TextCounter = { estimator: "o200k", count: (t) => Math.round(t.length / 2) };
    for (const [v, expected] of [
      ["2.1.90", 166_850],
      ["2.1.20", 166_350],
    ] as const) {
      const session = ingest(lines(v), "s.jsonl");
      const sim = simulate(session, countSession(session, halves), recordingSettings(session).settings, { calibrate: false });
      expect(sim.recorded.find((r) => r.kind === "compact")!.estimatedPre).toBe(expected);
    }
  });
  it("the meter stays the context: the usage and the prompt after it, whatever the version", () => {
    for (const v of ["2.0.76", "2.1.20", "2.1.90"]) {
      const { sim, boundary } = replay(v);
      expect(sim.tokens[boundary - 1]).toBe(166_350);
    }
  });
});

describe("where the replay lays its auto compaction", () => {
  const text = (tokens: number) => "a".repeat(tokens * 4);
  const usage = (input: number, output: number) => ({
    input_tokens: input,
    cache_creation_input_tokens: 0,
    cache_read_input_tokens: 0,
    output_tokens: output,
  });
  // a response in two records (tool result of 400 between, 100 tokens of text last: 166,400 in, 300
  // out), a 50-token prompt, a second response (167,300 in), then Claude Code's boundary
  const lines = (version: string) =>
    [
      { type: "user", message: { role: "user", content: text(10) } },
      {
        type: "assistant",
        message: {
          id: "m1",
          role: "assistant",
          content: [{ type: "tool_use", id: "t1", name: "Bash", input: {} }],
          usage: usage(166_400, 300),
        },
      },
      { type: "user", message: { role: "user", content: [{ type: "tool_result", tool_use_id: "t1", content: text(400) }] } },
      {
        type: "assistant",
        message: { id: "m1", role: "assistant", content: [{ type: "text", text: text(100) }], usage: usage(166_400, 300) },
      },
      { type: "user", message: { role: "user", content: text(50) } },
      {
        type: "assistant",
        message: { id: "m2", role: "assistant", content: [{ type: "text", text: text(10) }], usage: usage(167_300, 10) },
      },
      {
        type: "system",
        subtype: "compact_boundary",
        content: "Conversation compacted",
        compactMetadata: { trigger: "auto", preTokens: 167_400 },
      },
    ]
      .map((l, k) => JSON.stringify({ ...l, uuid: String(k + 1), sessionId: "s", version }))
      .join("\n");
  const laidAt = (version: string) => {
    const session = ingest(lines(version), "s.jsonl");
    const sim = simulate(session, countSession(session, chars4Counter), recordingSettings(session).settings, { calibrate: false });
    const second = session.events.findIndex((e) => e.messageId === "m2");
    const boundary = session.events.findIndex((e) => e.kind === "compact-boundary");
    const laid = sim.compactions.filter((c) => c.predicted && c.trigger === "auto" && c.tier === "full");
    return { steps: laid.map((c) => c.step), second, boundary, meter: sim.tokens[second - 1] };
  };

  it("2.1.90: before the second request, where Claude Code's count is 166,700 + 550 = 167,250, over 167,000", () => {
    const { steps, second, meter } = laidAt("2.1.90");
    expect(steps[0]).toBe(second);
    // the meter there is the context, 166,700 + 50: under the line
    expect(meter).toBe(166_750);
  });
  it("2.1.50: its count there is 166,750, so only the boundary's own count reaches the line", () => {
    const { steps, boundary } = laidAt("2.1.50");
    expect(steps).toEqual([boundary]);
  });
});
