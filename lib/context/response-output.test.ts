// The response's output the meter counts (rules.md#replay): a recorded output count under a quarter
// of the estimate of the response's records cannot be true, and that estimate stands in for it.
// Expectations are worked by hand from the rule; text of n * 4 characters is n tokens under chars/4.
import { describe, expect, it } from "vitest";
import type { Event } from "../model";
import { countSession, type TokenTable } from "../tokens/count";
import type { TextCounter } from "../tokens/estimators";
import { simulate } from "./simulate";
import { recordingSettings } from "./versions";
import { ingest } from "../transcripts";
import { responseEstimate, responseOutput } from "./response-output";
import { run } from "../../test-support/sim-scenario";

const ev = (i: number, kind: Event["kind"], messageId?: string, output?: number): Event =>
  ({
    i,
    kind,
    messageId,
    blocks: [],
    extra: {},
    ...(output !== undefined
      ? { usage: { input_tokens: 1000, cache_creation_input_tokens: 0, cache_read_input_tokens: 0, output_tokens: output } }
      : {}),
  }) as unknown as Event;
const table = (perEvent: number[]) => ({ perEvent }) as unknown as TokenTable;

describe("responseOutput (rules.md#replay)", () => {
  // a prompt (500), then one response streamed as three records of message m (300 + 100 + 50)
  const events = (output: number) => [ev(0, "user"), ev(1, "assistant", "m"), ev(2, "assistant", "m"), ev(3, "assistant", "m", output)];
  const t = table([500, 300, 100, 50]);

  it("sizes the response as its own records: the prompt before it is not part of it", () => {
    expect(responseEstimate(events(1), t, 3)).toBe(450);
  });

  it("takes the estimate where the recorded count is a placeholder or under a quarter of it", () => {
    expect(responseOutput(events(1), t, t, 3)).toBe(450);
    // 112 < 450 / 4 = 112.5
    expect(responseOutput(events(112), t, t, 3)).toBe(450);
  });

  it("keeps a recorded count from a quarter of the estimate up, above it too (thinking no record shows)", () => {
    expect(responseOutput(events(113), t, t, 3)).toBe(113);
    expect(responseOutput(events(2000), t, t, 3)).toBe(2000);
  });

  it("stops at a record of another response", () => {
    const evs = [ev(0, "assistant", "a"), ev(1, "assistant", "b", 1)];
    const t2 = table([400, 40]);
    expect(responseOutput(evs, t2, t2, 1)).toBe(40);
  });

  it("judges the count against the estimate before calibration, and stands in the calibrated one", () => {
    // before calibration the response is 30 + 10 + 5 = 45 tokens: a quarter is 11.25
    const raw = table([500, 30, 10, 5]);
    expect(responseOutput(events(12), raw, t, 3)).toBe(12);
    expect(responseOutput(events(11), raw, t, 3)).toBe(450);
  });
});

describe("the replay's meter after a response with an untrue output count", () => {
  const text = (tokens: number) => "a".repeat(tokens * 4);
  const usage = (output: number) => ({
    input_tokens: 3000,
    cache_creation_input_tokens: 0,
    cache_read_input_tokens: 0,
    output_tokens: output,
  });
  const lines = (output: number) =>
    [
      { type: "user", uuid: "1", sessionId: "s", message: { role: "user", content: text(100) } },
      {
        type: "assistant",
        uuid: "2",
        sessionId: "s",
        message: { id: "m1", role: "assistant", content: [{ type: "text", text: text(200) }], usage: usage(output) },
      },
      {
        type: "assistant",
        uuid: "3",
        sessionId: "s",
        message: { id: "m1", role: "assistant", content: [{ type: "text", text: text(100) }], usage: usage(output) },
      },
    ]
      .map((l) => JSON.stringify(l))
      .join("\n");

  it("counts the response's 300 estimated tokens on top of its input, not the recorded 1", () => {
    const sim = run(ingest(lines(1), "s.jsonl"), {}, undefined, { calibrate: false });
    expect(sim.tokens[2]).toBe(3300);
  });

  it("counts a recorded output that can be true as recorded", () => {
    const sim = run(ingest(lines(250), "s.jsonl"), {}, undefined, { calibrate: false });
    expect(sim.tokens[2]).toBe(3250);
  });

  it("judges the count on chars/4 whatever the display estimator", () => {
    // 80 is over a quarter of the response's 300 tokens by chars/4 (75): true. A stand-in estimator
    // sizing text at two characters a token puts the response at 600, where 80 would look untrue.
    const halves: TextCounter = { estimator: "o200k", count: (t) => Math.round(t.length / 2) };
    const session = ingest(lines(80), "s.jsonl");
    const sim = simulate(session, countSession(session, halves), recordingSettings(session).settings, { calibrate: false });
    expect(sim.tokens[2]).toBe(3080);
  });
});
