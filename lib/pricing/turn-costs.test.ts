// What a simulation is billed, turn by turn (rules.md#costs), and what it costs: recorded usage
// where the walk follows the recording, the prompt cache's figures where the rules decide, every
// figure worked by hand. Texts are multiples of 4 characters, so chars/4 counts them exactly.
import { describe, expect, it } from "vitest";
import { countSession } from "../tokens/count";
import { chars4Counter } from "../tokens/estimators";
import { ingest } from "../transcripts/ingest";
import { simulate } from "../context/simulate";
import { recordingSettings } from "../context/versions";
import { PRICE_TABLE } from "./prices";
import { billOf, costOf, turnAt, type SideBill } from "./turn-costs";
import { run, scenario } from "../../test-support/sim-scenario";

const base = { isSidechain: false, userType: "external", cwd: "/w", sessionId: "s", version: "2.1.88" };
let n = 0;
const uuid = () => `00000000-0000-4000-8000-${String(++n).padStart(12, "0")}`;
const user = (text: string, s: number) => ({
  ...base,
  type: "user",
  uuid: uuid(),
  timestamp: `2026-11-02T10:00:${String(s).padStart(2, "0")}.000Z`,
  message: { role: "user", content: text },
});
const assistant = (id: string, text: string, s: number, u: [number, number, number, number]) => ({
  ...base,
  type: "assistant",
  uuid: uuid(),
  requestId: `req_${id}`,
  timestamp: `2026-11-02T10:00:${String(s).padStart(2, "0")}.000Z`,
  message: {
    id,
    type: "message",
    role: "assistant",
    model: "claude-sonnet-4-5-20250929",
    content: [{ type: "text", text }],
    stop_reason: "end_turn",
    usage: { input_tokens: u[0], cache_creation_input_tokens: u[1], cache_read_input_tokens: u[2], output_tokens: u[3] },
  },
});

// "hi!!" 1 token; the first answer 40 characters = 10 tokens; "more" 1 token; the second answer
// 40 characters = 10 tokens, recorded with the placeholder output count 1
const ANSWER = "The retry counter is read twice per loop"; // 40 characters
const session = ingest(
  [
    user("hi!!", 0),
    assistant("msg_1", ANSWER, 5, [3, 12_000, 0, 40]),
    user("more", 10),
    assistant("msg_2", ANSWER, 15, [5, 300, 12_000, 1]),
  ]
    .map((r) => JSON.stringify(r))
    .join("\n"),
  "s.jsonl",
);
const table = countSession(session, chars4Counter);
const rec = recordingSettings(session).settings;

describe("the bill of a recorded session", () => {
  it("a replay is billed as the recording's usage says; a placeholder output of 1 gives way to the estimate", () => {
    expect(ANSWER.length).toBe(40);
    const sim = simulate(session, table, rec, { calibrate: false });
    expect(sim.mode).toBe("replay");
    const bill = billOf(sim, session);
    expect(bill.turns.map((t) => [t.step, t.source, t.outputSource])).toEqual([
      [1, "recorded usage", "recorded usage"],
      [3, "recorded usage", "estimate"],
    ]);
    expect(bill.turns[0].tokens).toEqual({ input: 3, cacheWrite: 12_000, cacheRead: 0, output: 40 });
    expect(bill.turns[1].tokens).toEqual({ input: 5, cacheWrite: 300, cacheRead: 12_000, output: 10 });
    // 3 + 5; 12,000 + 300; 0 + 12,000; 40 + 10
    expect(bill.total).toEqual({ input: 8, cacheWrite: 12_300, cacheRead: 12_000, output: 50 });
    expect([bill.recordedTurns, bill.simulatedTurns, bill.estimatedOutputs]).toEqual([2, 0, 1]);
    // at Sonnet 4.5's row: 8 x 3 + 12,300 x 3.75 + 12,000 x 0.30 + 50 x 15 = 24 + 46,125 + 3,600 + 750 = 50,499 per million
    const cost = costOf(bill, PRICE_TABLE, session.meta.model, null);
    expect(cost.dollars).toBeCloseTo(0.050499, 12);
    expect(cost.perTurn).toBeCloseTo(0.0252495, 12);
    expect(cost.rows).toEqual([{ row: "sonnet-4", label: "Claude Sonnet 3.7 to 4.6", turns: 2, by: "model" }]);
  });

  it("the rules alone from the first record: every turn simulated by the prompt cache, outputs still the response's own", () => {
    const sim = simulate(session, table, rec, { calibrate: false, replay: false });
    const bill = billOf(sim, session);
    // system prompt + tools inferred: 3 + 12,000 + 0 + 40 = 12,043 recorded minus the messages up to
    // it (1 + 10) = 12,032. Request 1: 12,032 + 1 = 12,033, nothing cached: all written.
    expect(bill.turns[0].tokens).toEqual({ input: 0, cacheWrite: 12_033, cacheRead: 0, output: 40 });
    // request 2: 12,033 + 10 + 1 = 12,044; the 12,033 sent before is read, 11 written
    expect(bill.turns[1].tokens).toEqual({ input: 0, cacheWrite: 11, cacheRead: 12_033, output: 10 });
    expect(bill.turns.map((t) => t.source)).toEqual(["simulated", "simulated"]);
    expect(bill.total).toEqual({ input: 0, cacheWrite: 12_044, cacheRead: 12_033, output: 50 });
    // 12,044 x 3.75 + 12,033 x 0.30 + 50 x 15 = 45,165 + 3,609.9 + 750 = 49,524.9 per million
    expect(costOf(bill, PRICE_TABLE, session.meta.model, null).dollars).toBeCloseTo(0.0495249, 12);
  });

  it("finds the turn at a step: the last request at or before it", () => {
    const bill = billOf(simulate(session, table, rec, { calibrate: false }), session);
    expect(turnAt(bill, 0)).toBeNull();
    expect(turnAt(bill, 1)?.step).toBe(1);
    expect(turnAt(bill, 2)?.step).toBe(1);
    expect(turnAt(bill, 3)?.step).toBe(3);
  });
});

describe("a recorded compaction's summary request", () => {
  it("is priced on the side that holds it, from its recorded preTokens and postTokens", () => {
    const boundary = {
      ...base,
      type: "system",
      subtype: "compact_boundary",
      uuid: uuid(),
      timestamp: "2026-11-02T10:00:20.000Z",
      content: "Conversation compacted",
      compactMetadata: { trigger: "manual", preTokens: 12_050, postTokens: 3_000 },
    };
    const summary = { ...user("Summary of the work so far", 21), isCompactSummary: true };
    const s = ingest(
      [user("hi!!", 0), assistant("msg_1", ANSWER, 5, [3, 12_000, 0, 40]), boundary, summary, user("more", 30)]
        .map((r) => JSON.stringify(r))
        .join("\n"),
      "s.jsonl",
    );
    const sim = simulate(s, countSession(s, chars4Counter), recordingSettings(s).settings, { calibrate: false });
    const bill = billOf(sim, s);
    // the boundary is e2. The prefix cached by request 1 (e1) is 12,033 (as above): of the 12,050
    // before the compaction, 12,033 are read and 17 written; the output is the 3,000 of postTokens
    expect(bill.summaries).toEqual([
      { step: 2, of: "recorded", compaction: 0, tokens: { input: 0, cacheWrite: 17, cacheRead: 12_033, output: 3_000 } },
    ]);
    // the one turn (3 in, 12,000 written, 40 out) plus the summary request (17 written, 12,033 read, 3,000 out)
    expect(bill.total).toEqual({ input: 3, cacheWrite: 12_017, cacheRead: 12_033, output: 3_040 });
  });
});

describe("the bill of a scenario", () => {
  // system 10,000; user 1,000; assistant 100; /compact; user 50; assistant 100
  const s = scenario(
    [
      { type: "user", text: "go", tokens: 1_000 },
      { type: "assistant", text: "ok", tokens: 100 },
      { type: "compact" },
      { type: "user", text: "next", tokens: 50 },
      { type: "assistant", text: "done", tokens: 100 },
    ],
    { startup: [{ category: "system", label: "System", tokens: 10_000 }] },
  );

  it("turns by the prompt cache, and the summary request of the compaction the rules ran", () => {
    const sim = run(s);
    const bill = billOf(sim, s);
    // request 1 (e1): 10,000 + 1,000 = 11,000, nothing cached
    expect(bill.turns[0]).toMatchObject({ step: 1, source: "simulated", outputSource: "estimate" });
    expect(bill.turns[0].tokens).toEqual({ input: 0, cacheWrite: 11_000, cacheRead: 0, output: 100 });
    // the /compact (e2): its request sends the 11,100 before it; the 11,000 request 1 sent is still
    // cached, 100 written; its output is the summary
    const c = sim.compactions.find((x) => x.tier === "full")!;
    expect(c.tokensBefore).toBe(11_100);
    expect(bill.summaries).toEqual([
      { step: 2, of: "rules", compaction: c.index, tokens: { input: 0, cacheWrite: 100, cacheRead: 11_000, output: c.summary!.tokens } },
    ]);
    // request 2 (e4): the compaction kept the system prompt only (10,000, still cached); the summary
    // and the prompt after it are written
    expect(bill.turns[1].tokens.cacheRead).toBe(10_000);
    expect(bill.turns[1].tokens.cacheWrite).toBe(sim.requestInput[4] - 10_000);
  });

  it("prices each turn by its model's row; a chosen row prices every turn", () => {
    const t = { input: 0, cacheWrite: 10_000, cacheRead: 100_000, output: 1_000 };
    const bill: SideBill = {
      turns: [
        { step: 1, tokens: t, source: "simulated", outputSource: "estimate", model: "claude-sonnet-4-5" },
        { step: 3, tokens: t, source: "simulated", outputSource: "estimate", model: "claude-opus-4-6" },
      ],
      summaries: [],
      total: { input: 0, cacheWrite: 20_000, cacheRead: 200_000, output: 2_000 },
      recordedTurns: 0,
      simulatedTurns: 2,
      estimatedOutputs: 2,
    };
    // Sonnet: 10,000 x 3.75 + 100,000 x 0.30 + 1,000 x 15 = 37,500 + 30,000 + 15,000 = 82,500 per million
    // Opus 4.6: 10,000 x 6.25 + 100,000 x 0.50 + 1,000 x 25 = 62,500 + 50,000 + 25,000 = 137,500 per million
    const c = costOf(bill, PRICE_TABLE, undefined, null);
    expect(c.dollars).toBeCloseTo(0.22, 12);
    expect(c.perTurn).toBeCloseTo(0.11, 12);
    expect(c.rows.map((r) => [r.row, r.turns, r.by])).toEqual([
      ["sonnet-4", 1, "model"],
      ["opus-4.5", 1, "model"],
    ]);
    // Opus 4.1 chosen for both: 187,500 + 150,000 + 75,000 = 412,500 per million a turn, twice
    expect(costOf(bill, PRICE_TABLE, undefined, "opus-4").dollars).toBeCloseTo(0.825, 12);
  });
});
