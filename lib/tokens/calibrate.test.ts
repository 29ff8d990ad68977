// Calibration on hand-built JSONL sessions: "a" x (4 x n) is n tokens under chars/4, so every
// estimate below is exact and every ratio is worked out by hand.
import { describe, expect, it } from "vitest";
import { ingest } from "../transcripts";
import { countSession } from "./count";
import { chars4Counter } from "./estimators";
import { calibrate, calibratedTable, isPlaceholderOutput } from "./calibrate";

const text = (tokens: number) => "a".repeat(tokens * 4);
const u = (input: number, out: number) => ({
  input_tokens: input,
  cache_creation_input_tokens: 0,
  cache_read_input_tokens: 0,
  output_tokens: out,
});
let n = 0;
const user = (content: string) => JSON.stringify({ type: "user", uuid: `u${++n}`, sessionId: "s", message: { role: "user", content } });
const asst = (id: string, content: unknown[], usage: object) =>
  JSON.stringify({ type: "assistant", uuid: `u${++n}`, sessionId: "s", message: { id, role: "assistant", content, usage } });
const say = (tokens: number) => [{ type: "text", text: text(tokens) }];

/**
 * Four requests; between two of them the records appended are the previous answer (100) and a
 * prompt (1,000): an estimate of 1,100 each time, while the input grows by 1,320 each time.
 */
function fourRequests(out = 1) {
  const lines = [user(text(1_000))];
  for (let k = 0; k < 4; k++) {
    lines.push(asst(`m${k}`, say(100), u(10_000 + 1_320 * k, out)));
    lines.push(user(text(1_000)));
  }
  return ingest(lines.join("\n"), "c.jsonl");
}

describe("calibration from recorded usage deltas", () => {
  it("learns real / estimate from consecutive requests' input: 3 x 1,320 / 3 x 1,100 = 1.2", () => {
    const s = fourRequests();
    const c = calibrate(s, countSession(s, chars4Counter));
    expect(c.pairs).toBe(3);
    expect(c.ratio).toBeCloseTo(1.2, 10);
    // each delta is 1,000 / 1,100 = 91% user prose (>= 80%), 3 measurements: a ratio of its own
    expect(c.byKind.userText).toEqual({ ratio: expect.closeTo(1.2, 10), pairs: 3 });
    // before: |1,100 - 1,320| / 1,320 = 16.67% each; after: 0
    expect(c.deltaError!.before).toBeCloseTo(16.667, 2);
    expect(c.deltaError!.after).toBeCloseTo(0, 10);
  });

  it("detects placeholder output counts (output_tokens 1 for a 100-token answer)", () => {
    const s = fourRequests(1);
    const c = calibrate(s, countSession(s, chars4Counter));
    expect([c.placeholderOutputs, c.responses]).toEqual([4, 4]);
    const real = fourRequests(120);
    expect(calibrate(real, countSession(real, chars4Counter)).placeholderOutputs).toBe(0);
    expect(isPlaceholderOutput(s.events[1], 100)).toBe(true);
    expect(isPlaceholderOutput(s.events[1], 3)).toBe(false);
  });

  it("sizes hidden thinking (an empty block with only a signature) from output_tokens", () => {
    const lines = [
      user(text(10)),
      asst("m1", [{ type: "thinking", thinking: "", signature: "EqQBCkYIBxgCKkB" }, ...say(100)], u(5_000, 600)),
    ];
    const s = ingest(lines.join("\n"), "t.jsonl");
    const c = calibrate(s, countSession(s, chars4Counter));
    // 600 output tokens, 100 of them visible: 500 of thinking no estimate sees
    expect(c.hiddenThinking).toEqual({ responses: 1, tokens: 500 });
  });

  it("drops a measurement across a compact boundary or an API error", () => {
    const lines = [
      user(text(1_000)),
      asst("m0", say(100), u(10_000, 1)),
      user(text(1_000)),
      JSON.stringify({
        type: "system",
        subtype: "compact_boundary",
        uuid: "b",
        sessionId: "s",
        compactMetadata: { trigger: "auto", preTokens: 11_100 },
      }),
      user(text(50)),
      asst("m1", say(100), u(3_000, 1)),
    ];
    const s = ingest(lines.join("\n"), "b.jsonl");
    expect(calibrate(s, countSession(s, chars4Counter)).pairs).toBe(0);
  });

  it("CJK text gets its own ratio", () => {
    const cjk = (chars: number) => "漢".repeat(chars);
    const lines = [user(cjk(400))];
    // chars/4: 400 CJK characters = 100 tokens; the input grows by 400 each time (1 token a character)
    for (let k = 0; k < 4; k++) {
      lines.push(asst(`m${k}`, [{ type: "text", text: "" }], u(1_000 + 400 * k, 1)));
      lines.push(user(cjk(400)));
    }
    const s = ingest(lines.join("\n"), "cjk.jsonl");
    const c = calibrate(s, countSession(s, chars4Counter));
    expect(c.byKind.cjk).toEqual({ ratio: 4, pairs: 3 });
  });

  it("takes hidden thinking sized from its signature out of the ratio and puts it in the table unscaled", () => {
    // Each answer: an empty thinking block with a 1,000-byte signature on claude-opus-4-7 (380
    // tokens by the rule) and 100 tokens of text; then a 1,000-token prompt. The input grows by
    // 380 + 1,320 each time: the ratio is (1,700 - 380) / 1,100 = 1.2, not 1,700 / 1,100 = 1.545.
    const lines = [user(text(1_000))];
    for (let k = 0; k < 4; k++) {
      const thinking = { type: "thinking", thinking: "", signature: "S".repeat(1_000) };
      lines.push(
        JSON.stringify({
          type: "assistant",
          uuid: `h${k}`,
          sessionId: "s",
          message: {
            id: `h${k}`,
            model: "claude-opus-4-7",
            role: "assistant",
            content: [thinking, ...say(100)],
            usage: u(10_000 + 1_700 * k, 480),
          },
        }),
      );
      lines.push(user(text(1_000)));
    }
    const s = ingest(lines.join("\n"), "h.jsonl");
    const table = countSession(s, chars4Counter);
    const c = calibrate(s, table);
    expect(c.ratio).toBeCloseTo(1.2, 10);
    expect(c.measurements.map((m) => m.hidden)).toEqual([380, 380, 380]);
    // real 1,700 against 1,100 x 1.2 + 380: no error left
    expect(c.deltaError!.after).toBeCloseTo(0, 10);
    const t = calibratedTable(c, s, table);
    // the answer: 380 of thinking as sized, 100 of text x 1.2
    expect(t.perEvent[1]).toBe(500);
  });

  it("never learns a ratio of zero or less when the signatures size more thinking than the input grew by", () => {
    // As above, but each signature is 10,000 bytes (3,800 tokens on claude-opus-4-7) while the
    // input grows by only 1,000: the real growth less the hidden thinking is -2,800 each time, so
    // (1,000 - 3,800) x 3 / (1,100 x 3) would be a ratio of -2.55. No ratio is learnt: 1, as with
    // no measurement, and the 100-token answer text stays 100 tokens, never below zero.
    const lines = [user(text(1_000))];
    for (let k = 0; k < 4; k++) {
      const thinking = { type: "thinking", thinking: "", signature: "S".repeat(10_000) };
      lines.push(
        JSON.stringify({
          type: "assistant",
          uuid: `g${k}`,
          sessionId: "s",
          message: {
            id: `g${k}`,
            model: "claude-opus-4-7",
            role: "assistant",
            content: [thinking, ...say(100)],
            usage: u(10_000 + 1_000 * k, 3_900),
          },
        }),
      );
      lines.push(user(text(1_000)));
    }
    const s = ingest(lines.join("\n"), "g.jsonl");
    const table = countSession(s, chars4Counter);
    const c = calibrate(s, table);
    expect(c.measurements.map((m) => [m.real, m.hidden])).toEqual([
      [1_000, 3_800],
      [1_000, 3_800],
      [1_000, 3_800],
    ]);
    expect(c.ratio).toBe(1);
    const t = calibratedTable(c, s, table);
    // the answer: 3,800 of thinking as sized, 100 of text unscaled; the prompt 1,000
    expect([t.perEvent[1], t.perEvent[2]]).toEqual([3_900, 1_000]);
  });

  it("thinking and skills learn ratios of their own rather than taking the session's", () => {
    // Three deltas of 1,000 tokens of visible thinking and a 1-token prompt (99.9% thinking), grown
    // by exactly their estimate; a skill body of 1,000 tokens ("Base directory for this skill:
    // /s/x" + blank line + 3 "a" is 40 characters) after each of four answers, grown by 1.5 times it
    // (the first delta holds thinking and a body: mixed); then three
    // deltas of a 1-token answer and a 1,000-token prompt, grown by twice their estimate.
    const lines = [user(text(10))];
    let input = 10_000;
    const ask = (id: string, content: unknown[]) => lines.push(asst(id, content, u(input, 1)));
    for (let k = 0; k < 4; k++) {
      ask(`t${k}`, [{ type: "thinking", thinking: text(1_000), signature: "S" }]);
      lines.push(user(text(1)));
      input += 1_001;
    }
    const body = "Base directory for this skill: /s/x\n\naaa" + text(990);
    for (let k = 0; k < 4; k++) {
      lines.push(
        JSON.stringify({
          type: "user",
          uuid: `s${k}`,
          sessionId: "s",
          isMeta: true,
          message: { role: "user", content: [{ type: "text", text: body }] },
        }),
      );
      input += 1_500;
      ask(`k${k}`, []);
    }
    for (let k = 0; k < 3; k++) {
      ask(`p${k}`, say(1));
      lines.push(user(text(1_000)));
      input += 2_002;
    }
    ask("end", say(1));
    const s = ingest(lines.join("\n"), "kinds.jsonl");
    const table = countSession(s, chars4Counter);
    const c = calibrate(s, table);
    expect(c.byKind.thinking).toEqual({ ratio: 1, pairs: 3 });
    expect(c.byKind.skills).toEqual({ ratio: 1.5, pairs: 3 });
    expect(c.byKind.userText).toEqual({ ratio: 2, pairs: 3 });
    const t = calibratedTable(c, s, table);
    const thinking = s.events.findIndex((e) => e.blocks[0]?.type === "thinking");
    const skill = s.events.findIndex((e) => e.kind === "skill-body");
    expect([t.perEvent[thinking], t.perEvent[skill]]).toEqual([1_000, 1_500]);
  });

  it("one API request whose records carry two message ids is one request, not two with nothing between", () => {
    const rec = (req: string, id: string, content: unknown[], usage: object) =>
      JSON.stringify({
        type: "assistant",
        uuid: `u${++n}`,
        sessionId: "s",
        requestId: req,
        message: { id, role: "assistant", content, usage },
      });
    const lines = [
      user(text(10)),
      // request q1 written as two messages: its thinking (100) and its text (50), one usage
      rec("q1", "a1", [{ type: "thinking", thinking: text(100), signature: "S" }], u(5_000, 150)),
      rec("q1", "a2", say(50), u(5_000, 150)),
      user(text(1_000)),
      rec("q2", "a3", say(10), u(7_300, 10)),
    ];
    const s = ingest(lines.join("\n"), "q.jsonl");
    const c = calibrate(s, countSession(s, chars4Counter));
    // one measurement, q1 to q2: 100 + 50 + 1,000 estimated, 2,300 real; not a1 to a2 with a real growth of 0
    expect(c.measurements.map((m) => [m.from, m.to, m.real, m.estimated])).toEqual([[1, 4, 2_300, 1_150]]);
    expect(c.ratio).toBe(2);
  });

  it("the calibrated table scales every event, in whole tokens", () => {
    const s = fourRequests();
    const table = countSession(s, chars4Counter);
    const t = calibratedTable(calibrate(s, table), s, table);
    expect([t.perEvent[0], t.perEvent[1]]).toEqual([1_200, 120]);
  });
});
