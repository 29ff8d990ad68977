// The tool call's round trip (rules.md#tool-call-overhead), worked by hand: 20 tokens per tool
// result, none for anything else; calibration learns its ratio on what is left once they are out.
import { describe, expect, it } from "vitest";
import type { Event } from "../model";
import { PRESETS } from "../context/settings";
import { simulate } from "../context/simulate";
import { ingest } from "../transcripts";
import { calibrate, calibratedTable } from "./calibrate";
import { countSession } from "./count";
import { chars4Counter } from "./estimators";
import { blockToolCallOverhead, eventToolCallOverhead, TOOL_CALL_OVERHEAD } from "./tool-call-overhead";

const text = (tokens: number) => "a".repeat(tokens * 4);
const u = (input: number) => ({ input_tokens: input, cache_creation_input_tokens: 0, cache_read_input_tokens: 0, output_tokens: 120 });

describe("the tool call's round trip", () => {
  it("is 20 tokens a tool result, nothing for text, a call or thinking", () => {
    expect(TOOL_CALL_OVERHEAD).toBe(20);
    expect(blockToolCallOverhead({ type: "tool_result", toolUseId: "t", content: "" })).toBe(20);
    expect(blockToolCallOverhead({ type: "text", text: "x" })).toBe(0);
    expect(blockToolCallOverhead({ type: "tool_use", id: "t", name: "Bash", input: {} })).toBe(0);
    const ev = {
      blocks: [
        { type: "tool_result", toolUseId: "a", content: "1" },
        { type: "text", text: "x" },
        { type: "tool_result", toolUseId: "b", content: "2" },
      ],
    } as unknown as Event;
    expect(eventToolCallOverhead(ev)).toBe(40);
  });

  it("is taken out of each measured delta before the ratio is learnt, and put back unscaled", () => {
    // Four requests; between two of them: the answer (a call of 100 tokens by chars/4, its name
    // included) and its result of 1,000 tokens. The input grows by 1,340 each time: with 20 of it
    // the round trip, the ratio is (1,340 - 20) / 1,100 = 1.2, not 1,340 / 1,100 = 1.218.
    let n = 0;
    const lines = [JSON.stringify({ type: "user", uuid: `u${++n}`, sessionId: "s", message: { role: "user", content: text(1_000) } })];
    for (let k = 0; k < 4; k++) {
      const call = { type: "tool_use", id: `t${k}`, name: "Bash", input: text(100 - 1).slice(0, 394) };
      lines.push(
        JSON.stringify({
          type: "assistant",
          uuid: `u${++n}`,
          sessionId: "s",
          message: { id: `m${k}`, role: "assistant", content: [call], usage: u(10_000 + 1_340 * k) },
        }),
      );
      lines.push(
        JSON.stringify({
          type: "user",
          uuid: `u${++n}`,
          sessionId: "s",
          message: { role: "user", content: [{ type: "tool_result", tool_use_id: `t${k}`, content: text(1_000) }] },
        }),
      );
    }
    const s = ingest(lines.join("\n"), "t.jsonl");
    const table = countSession(s, chars4Counter);
    // the call: "Bash" (1) and its input, a JSON string of 394 characters plus its quotes (99)
    expect(table.perEvent[1]).toBe(100);
    expect(table.perEvent[2]).toBe(1_000);
    const c = calibrate(s, table);
    expect(c.measurements.map((m) => [m.real, m.estimated, m.hidden])).toEqual([
      [1_340, 1_100, 20],
      [1_340, 1_100, 20],
      [1_340, 1_100, 20],
    ]);
    expect(c.ratio).toBeCloseTo(1_320 / 1_100, 10);
    // real 1,340 against 1,100 x 1.2 + 20: no error left
    expect(c.deltaError!.after).toBeCloseTo(0, 10);
    const t = calibratedTable(c, s, table);
    // the result: 1,000 x 1.2 + 20; the call: 100 x 1.2, no round trip of its own
    expect(t.perEvent[2]).toBe(1_220);
    expect(t.perEvent[1]).toBe(120);
  });
});

describe("a session with no measurement pair", () => {
  it("still carries the round trip: it is known, not learnt, whatever the number of pairs", () => {
    // one request (no pair to measure), then its call of 100 tokens and a result of 1,000: the ratio
    // stays 1, the result is 1,000 + 20 as in any calibrated table, the call 100
    const lines = [
      { type: "user", message: { role: "user", content: text(1_000) } },
      {
        type: "assistant",
        message: {
          id: "m0",
          role: "assistant",
          content: [{ type: "tool_use", id: "t0", name: "Bash", input: text(100 - 1).slice(0, 394) }],
          usage: u(10_000),
        },
      },
      { type: "user", message: { role: "user", content: [{ type: "tool_result", tool_use_id: "t0", content: text(1_000) }] } },
    ].map((l, k) => JSON.stringify({ ...l, uuid: `u${k}`, sessionId: "s" }));
    const s = ingest(lines.join("\n"), "t.jsonl");
    const table = countSession(s, chars4Counter);
    const c = calibrate(s, table);
    expect(c.pairs).toBe(0);
    const t = calibratedTable(c, s, table);
    expect(t.perEvent[2]).toBe(1_020);
    expect(t.perEvent[1]).toBe(100);
  });
});

describe("a cleared tool result", () => {
  // Four Bash calls of 100 tokens, each answered by 1,000 tokens, the input growing 1,340 each time
  // (ratio 1.2 once the 20-token round trip is out, as above); then an hour's silence, a prompt and
  // a response (its input 1,110 x 1.2 + 20 = 1,352 more). Time-based microcompact (60 minutes, keep the most recent 1) clears the first three
  // results: each keeps its call's id and wrapper, so clearing saves 1,000 x 1.2 = 1,200 tokens less
  // the 8-token stub ("[Old tool result content cleared]", chars/4), not the round trip's 20 too.
  const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 0, minutes)).toISOString();
  let n = 0;
  const line = (l: Record<string, unknown>, minutes: number) =>
    JSON.stringify({ ...l, uuid: `u${++n}`, sessionId: "s", version: "2.1.88", timestamp: at(minutes) });
  const lines = [line({ type: "user", message: { role: "user", content: text(1_000) } }, 0)];
  for (let k = 0; k < 4; k++) {
    const call = { type: "tool_use", id: `t${k}`, name: "Bash", input: text(100 - 1).slice(0, 394) };
    lines.push(line({ type: "assistant", message: { id: `m${k}`, role: "assistant", content: [call], usage: u(10_000 + 1_340 * k) } }, k));
    const result = { type: "tool_result", tool_use_id: `t${k}`, content: text(1_000) };
    lines.push(line({ type: "user", message: { role: "user", content: [result] } }, k));
  }
  lines.push(line({ type: "user", message: { role: "user", content: text(10) } }, 70));
  lines.push(
    line({ type: "assistant", message: { id: "m9", role: "assistant", content: [{ type: "text", text: "ok" }], usage: u(15_372) } }, 70),
  );
  const s = ingest(lines.join("\n"), "t.jsonl");
  const settings = { ...PRESETS.seed, timeMicrocompactEnabled: true, microcompactKeepRecent: 1, compactableTools: ["Bash"] };

  // cleared by the rules alone (from the first record), and laid beside the recording (the replay)
  for (const replay of [false, true])
    it(`keeps its round trip: clearing saves the content's calibrated tokens less the stub (replay ${replay})`, () => {
      const sim = simulate(s, countSession(s, chars4Counter), settings, { replay });
      expect(sim.calibration?.ratio).toBeCloseTo(1.2, 10);
      const c = sim.compactions.find((x) => x.tier === "microcompact-time")!;
      expect(c.cleared.map((x) => x.tokens - x.stubTokens)).toEqual([1_192, 1_192, 1_192]);
    });
});
