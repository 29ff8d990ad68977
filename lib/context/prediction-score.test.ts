// Scores that cannot read the answer (rules.md#fidelity): worked by hand on a small recording with
// chars/4 text (4 characters a token) and calibration off, so every estimate is whole.
import { describe, expect, it } from "vitest";
import { ingest } from "../transcripts";
import { countSession } from "../tokens/count";
import { chars4Counter } from "../tokens/estimators";
import { RecordedSession, usage } from "../../test-support/recorded-session";
import { presetSettings } from "./settings";
import { simulate } from "./simulate";
import { oneStepAhead, whatIfScore } from "./prediction-score";

const S = presetSettings("cc-2.1.88");

describe("one step ahead", () => {
  it("compares each request's recorded input with the replay just before it, not with the usage it anchors on", () => {
    // request 1: 20,000 in + 100 out (overhead inferred here, left out); a 1,000-token prompt;
    // request 2 records 21,300 in: the replay predicts 20,100 + 1,000 = 21,100 -> |error| 200 / 21,300
    const s = new RecordedSession();
    s.prompt("a".repeat(40))
      .text("b".repeat(400), usage(0, 20_000, 0, 100))
      .prompt("c".repeat(4_000))
      .text("d".repeat(40), usage(0, 1_300, 20_000, 10));
    const ses = ingest(s.toString(), "s.jsonl");
    const sim = simulate(ses, countSession(ses, chars4Counter), S, { calibrate: false });
    const e = oneStepAhead(ses, sim)!;
    expect(e.points).toBe(1);
    expect(e.meanAbsPct).toBeCloseTo((200 / 21_300) * 100, 6);
    expect(e.meanPct).toBeCloseTo((-200 / 21_300) * 100, 6);
  });
});

/**
 * A manual compaction, then four 40,000-token prompts and an auto compaction at 170,000 (which the
 * rules alone reach at the same request under S: A = 167,000), and one request after it.
 */
function growingAfterManual() {
  const s = new RecordedSession();
  s.prompt("go").text("x", usage(0, 20_000, 0, 1));
  s.boundary("manual", 20_001, 2_000).summary("s".repeat(8_000));
  let used = 20_000 + 2_000;
  for (let k = 0; k < 4; k++) {
    s.prompt("p".repeat(160_000)); // 40,000 tokens
    used += 40_000;
    s.text("y", usage(0, 40_000, used - 40_000, 1));
  }
  s.boundary("auto", 170_000, 5_000)
    .summary("t".repeat(8_000))
    .prompt("after")
    .text("z", usage(0, 5_000, 20_000, 1));
  const ses = ingest(s.toString(), "w.jsonl");
  const table = countSession(ses, chars4Counter);
  return { ses, table, replay: simulate(ses, table, S, { calibrate: false }) };
}

describe("what-if from the first compaction", () => {
  it("runs the rules alone after the first compaction: the meter in points of the window, later compactions found, extras", () => {
    // after the first (manual) compaction the recording grows by 40,000-token prompts and auto-compacts
    // at 170,000; the rules alone reach A = 167,000 at the same request, so it is found, none extra
    const { ses, table, replay } = growingAfterManual();
    const w = whatIfScore(ses, table, S, replay, chars4Counter)!;
    expect(w.later).toBe(1);
    expect(w.found).toBe(1);
    expect(w.extra).toBe(0);
    expect(w.points).toBe(5);
    expect(w.meanAbsWindowPct).toBeLessThan(5);
  });

  it("takes settings chosen at the fork (what the recording shows before it) when given a function", () => {
    // the recording of the first case; settings chosen at the fork with auto-compact off: the
    // rules alone never compact, so the later auto compaction at 170,000 is not found
    const { ses, table, replay } = growingAfterManual();
    const asked: number[] = [];
    const w = whatIfScore(
      ses,
      table,
      (fork) => {
        asked.push(fork);
        return { ...S, autoCompactEnabled: false };
      },
      replay,
      chars4Counter,
    )!;
    expect(asked).toEqual([w.forkStep]);
    expect([w.later, w.found, w.extra]).toEqual([1, 0, 0]);
  });

  it("a compaction the rules try and fail is no extra: a failed compaction writes no boundary", () => {
    // after the first compaction one prompt of 300,000 tokens: more than the window, so the rules'
    // auto compaction cannot succeed; the recording has no later compaction to pair it with
    const s = new RecordedSession();
    s.prompt("go").text("x", usage(0, 20_000, 0, 1));
    s.boundary("manual", 20_001, 2_000).summary("s".repeat(8_000));
    s.prompt("q".repeat(40)).text("y", usage(0, 2_000, 20_000, 1));
    s.prompt("p".repeat(1_200_000)).text("z", usage(0, 10, 22_000, 1));
    const ses = ingest(s.toString(), "f.jsonl");
    const table = countSession(ses, chars4Counter);
    const replay = simulate(ses, table, S, { calibrate: false });
    const w = whatIfScore(ses, table, S, replay, chars4Counter)!;
    const fork = simulate(ses, table, S, { calibrate: false, forkAt: w.forkStep });
    // the rules did try, and failed
    expect(fork.compactions.some((c) => !c.predicted && !c.ok && c.step >= w.forkStep)).toBe(true);
    expect(w.later).toBe(0);
    expect(w.extra).toBe(0);
  });

  it("runs a later manual /compact where the user ran it, and does not count it as the rules' extra", () => {
    // after the first compaction the user runs /compact again (its command written after the
    // boundary); the rules alone run it there (a /compact is the user's input), not as their own
    const s = new RecordedSession();
    s.prompt("go").text("x", usage(0, 20_000, 0, 1));
    s.boundary("manual", 20_001, 2_000).summary("s".repeat(8_000));
    s.prompt("p".repeat(40_000)).text("y", usage(0, 10_000, 22_000, 1));
    s.boundary("manual", 32_001, 2_000).summary("t".repeat(8_000)).command("compact");
    s.prompt("after").text("z", usage(0, 3_000, 20_000, 1));
    const ses = ingest(s.toString(), "m.jsonl");
    const table = countSession(ses, chars4Counter);
    const replay = simulate(ses, table, S, { calibrate: false });
    const w = whatIfScore(ses, table, S, replay, chars4Counter)!;
    const fork = simulate(ses, table, S, { calibrate: false, forkAt: w.forkStep });
    const second = ses.events.findIndex((e, i) => i > w.forkStep && e.kind === "compact-boundary");
    expect(fork.compactions.filter((c) => c.step === second && c.trigger === "manual" && c.ok && !c.predicted)).toHaveLength(1);
    // after it the context is the system prompt and tools plus the rules' summary, sized for 2.1.120
    // at its version range's median postTokens (9,636): the 10,000-token prompt is summarised away
    expect(fork.tokens[second]).toBe(fork.overhead.tokens + 9_636);
    expect([w.later, w.extra]).toEqual([0, 0]);
  });
});
