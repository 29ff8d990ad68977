// Skills with no ratio of their own (rules.md#calibration), worked by hand: under chars/4 they take
// 1.25, not the session's overall ratio; under a tokenizer, the overall ratio as before.
import { describe, expect, it } from "vitest";
import { ingest } from "../transcripts";
import { calibrate, calibratedTable } from "./calibrate";
import { countSession, type TokenTable } from "./count";
import { chars4Counter } from "./estimators";
import { SKILLS_RATIO_CHARS4, skillsRatioWithoutOwn } from "./skills-ratio-without-own";

const text = (tokens: number) => "a".repeat(tokens * 4);
const u = (input: number) => ({ input_tokens: input, cache_creation_input_tokens: 0, cache_read_input_tokens: 0, output_tokens: 1 });

/**
 * Three deltas of a 1-token answer and a 1,000-token prompt, grown by twice their estimate (the
 * overall ratio 2); then one skill body of 1,000 tokens ("Base directory for this skill: /s/x" +
 * blank line + 3 "a" is 40 characters), one measurement only: no skills ratio of its own.
 */
function session(answered = false) {
  let n = 0;
  let input = 10_000;
  const lines = [JSON.stringify({ type: "user", uuid: `u${++n}`, sessionId: "s", message: { role: "user", content: text(10) } })];
  const ask = (content: unknown[]) =>
    lines.push(
      JSON.stringify({
        type: "assistant",
        uuid: `u${++n}`,
        sessionId: "s",
        message: { id: `m${n}`, role: "assistant", content, usage: u(input) },
      }),
    );
  for (let k = 0; k < 3; k++) {
    ask([{ type: "text", text: text(1) }]);
    lines.push(JSON.stringify({ type: "user", uuid: `u${++n}`, sessionId: "s", message: { role: "user", content: text(1_000) } }));
    input += 2_002;
  }
  ask([{ type: "text", text: text(1) }]);
  const body = "Base directory for this skill: /s/x\n\naaa" + text(990);
  lines.push(
    JSON.stringify({
      type: "user",
      uuid: `u${++n}`,
      sessionId: "s",
      isMeta: true,
      message: { role: "user", content: [{ type: "text", text: body }] },
    }),
  );
  // a response after the skill body, its input grown by 1,251 tokens
  if (answered) {
    input += 1_251;
    ask([{ type: "text", text: text(1) }]);
  }
  return ingest(lines.join("\n"), "skills.jsonl");
}

describe("skills with no ratio of their own", () => {
  it("take 1.25 under chars/4 and the overall ratio under a tokenizer", () => {
    expect(SKILLS_RATIO_CHARS4).toBe(1.25);
    expect(skillsRatioWithoutOwn("chars4", 2)).toBe(1.25);
    expect(skillsRatioWithoutOwn("o200k", 2)).toBe(2);
    expect(skillsRatioWithoutOwn("cl100k", 1.7)).toBe(1.7);
  });

  it("a skill body is sized 1,000 x 1.25 under chars/4, while prompts take the session's 2", () => {
    const s = session();
    const table = countSession(s, chars4Counter);
    const c = calibrate(s, table);
    expect(c.ratio).toBe(2);
    expect(c.byKind.skills).toBeUndefined();
    const t = calibratedTable(c, s, table);
    const skill = s.events.findIndex((e) => e.kind === "skill-body");
    const prompt = s.events.findIndex((e, i) => i > 0 && e.kind === "user");
    expect(table.perEvent[skill]).toBe(1_000);
    expect([t.perEvent[skill], t.perEvent[prompt]]).toEqual([1_250, 2_000]);
    // the same counts labelled as a tokenizer's: the skill takes the overall ratio
    const o200k: TokenTable = { ...table, estimator: "o200k" };
    expect(calibratedTable(calibrate(s, o200k), s, o200k).perEvent[skill]).toBe(2_000);
  });
});

describe("the calibration's error after", () => {
  it("judges a skills delta under the ratio its tokens are scaled by, 1.25 under chars/4", () => {
    // Deltas by hand: three of the 1-token answer and a 1,000-token prompt (1,001 estimated, 2,002
    // real: the prompts' own ratio 2, no error), one of the answer and the skill body (1,001
    // estimated, 1,251 real), the skills kind's only one: no ratio of its own, so 1.25, not the
    // overall (3 x 2,002 + 1,251) / (4 x 1,001) = 1.8125 (which would be 45% off on it)
    const s = session(true);
    const c = calibrate(s, countSession(s, chars4Counter));
    expect(c.measurements.map((m) => [m.estimated, m.real, m.kind])).toEqual([
      [1_001, 2_002, "userText"],
      [1_001, 2_002, "userText"],
      [1_001, 2_002, "userText"],
      [1_001, 1_251, "skills"],
    ]);
    expect(c.byKind.userText?.ratio).toBe(2);
    expect(c.byKind.skills).toBeUndefined();
    const skill = Math.abs(1_001 * 1.25 - 1_251) / 1_251;
    expect(c.deltaError!.after).toBeCloseTo(((3 * 0 + skill) / 4) * 100, 10);
  });
});
