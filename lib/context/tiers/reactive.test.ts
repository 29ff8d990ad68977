// The reactive compaction on a 413 (rules.md#reactive), and how it meets session memory.
// Scenario token counts are explicit (test-support/sim-scenario.ts); stubs are counted with chars/4.
import { describe, expect, it } from "vitest";
import { ingest } from "../../transcripts";
import { liveAt } from "../simulate";
import { scenario, run, type Ev } from "../../../test-support/sim-scenario";

describe("reactive compaction on a 413 (rules.md#tiers, tier 4)", () => {
  it("compacts at the api-error though the estimate is under every threshold", () => {
    const evs: Ev[] = [
      { type: "user", text: "hello", tokens: 100 },
      { type: "assistant", text: "hi", tokens: 100 },
      { type: "api-error", status: 413 }, // e2
      { type: "assistant", text: "retried", tokens: 100 }, // e3
    ];
    const sim = run(scenario(evs, { startup: [{ category: "system", label: "System", tokens: 10_000 }], sessionMemory: { tokens: 50 } }));
    expect(sim.compactions).toHaveLength(1);
    // summarised 200 -> 10; no session memory for reactive compaction
    expect(sim.compactions[0]).toMatchObject({
      step: 2,
      tier: "reactive",
      trigger: "prompt-too-long",
      ok: true,
      tokensBefore: 10_200,
      tokensAfter: 10_010,
    });
    expect(sim.notes.map((n) => n.kind)).toEqual(["api-error"]);
    expect(sim.tokens[3]).toBe(10_110);
  });
});

describe("more reactive and session-memory cases", () => {
  it("a JSONL's synthetic prompt-too-long answer is a 413: reactive compaction, the record not sent", () => {
    const text = (tokens: number) => "a".repeat(tokens * 4);
    const lines = [
      JSON.stringify({ type: "user", uuid: "1", sessionId: "s", message: { role: "user", content: text(100) } }),
      JSON.stringify({
        type: "assistant",
        uuid: "2",
        sessionId: "s",
        message: { id: "m1", role: "assistant", content: [{ type: "text", text: text(50) }] },
      }),
      JSON.stringify({ type: "user", uuid: "3", sessionId: "s", message: { role: "user", content: text(10) } }),
      JSON.stringify({
        type: "assistant",
        uuid: "4",
        sessionId: "s",
        isApiErrorMessage: true,
        message: { id: "e1", model: "<synthetic>", role: "assistant", content: [{ type: "text", text: "Prompt is too long" }] },
      }),
    ];
    const sim = run(ingest(lines.join("\n"), "s.jsonl"));
    expect(sim.compactions.map((c) => [c.step, c.tier, c.tokensBefore])).toEqual([[3, "reactive", 160]]);
    expect(liveAt(sim, 3).map((x) => x.kind)).toEqual(["boundary", "summary"]);
  });

  it("a session memory that would summarise nothing falls through to full", () => {
    const s = scenario([{ type: "user", text: "a", tokens: 100 }, { type: "assistant", text: "b", tokens: 100 }, { type: "compact" }], {
      sessionMemory: { tokens: 100 },
    });
    const c = run(s).compactions[0];
    expect(c.tier).toBe("full");
    expect(c.sessionMemoryAttempt?.cutIndex).toBe(0);
  });

  it("following a recording, its prompt-too-long answer lays no reactive compaction: the user saw the error", () => {
    const text = (tokens: number) => "a".repeat(tokens * 4);
    const usage = { input_tokens: 150, cache_creation_input_tokens: 0, cache_read_input_tokens: 0, output_tokens: 50 };
    const lines = [
      { type: "user", uuid: "1", sessionId: "s", message: { role: "user", content: text(100) } },
      {
        type: "assistant",
        uuid: "2",
        sessionId: "s",
        message: { id: "m1", role: "assistant", content: [{ type: "text", text: text(50) }], usage },
      },
      { type: "user", uuid: "3", sessionId: "s", message: { role: "user", content: text(10) } },
      {
        type: "assistant",
        uuid: "4",
        sessionId: "s",
        isApiErrorMessage: true,
        message: { id: "e1", model: "<synthetic>", role: "assistant", content: [{ type: "text", text: "Prompt is too long" }] },
      },
    ];
    const sim = run(ingest(lines.map((l) => JSON.stringify(l)).join("\n"), "s.jsonl"));
    expect(sim.compactions).toEqual([]);
    expect(sim.notes.map((n) => [n.step, n.kind])).toEqual([[3, "api-error"]]);
  });
});
