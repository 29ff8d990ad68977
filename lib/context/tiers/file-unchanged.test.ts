// The file-unchanged rule (rules.md#microcompact-file-unchanged), numbers worked out in comments.
// Scenario token counts are explicit (test-support/sim-scenario.ts); stubs are counted with chars/4.
import { describe, expect, it } from "vitest";
import { snapshotAt } from "../simulate";
import { scenario, run, read, type Ev } from "../../../test-support/sim-scenario";

describe("file unchanged (rules.md#tiers, tier 1)", () => {
  const evs: Ev[] = [
    { type: "user", text: "go", tokens: 10 }, // e0
    read("a.ts", 3_000), // e1, e2
    read("a.ts", 3_000), // e3, e4: unchanged -> stub
    { type: "tool", name: "Edit", input: { file_path: "a.ts", old_string: "x", new_string: "y" }, useTokens: 10, resultTokens: 20 }, // e5, e6
    read("a.ts", 3_000), // e7, e8: edited in between -> whole
    read("a.ts", 3_000, { offset: 10 }), // e9, e10: another offset -> whole
    read("a.ts", 3_000), // e11, e12: unchanged since e8 -> stub
  ];
  const session = scenario(evs, { startup: [{ category: "system", label: "System", tokens: 1_000 }] });

  it("a repeat Read of the same path, offset and limit with no edit between returns the 39-token stub", () => {
    const sim = run(session);
    expect(sim.compactions.map((c) => [c.step, c.tier, c.trigger])).toEqual([
      [4, "file-unchanged", "repeat-read"],
      [12, "file-unchanged", "repeat-read"],
    ]);
    // at e4: 1,000 + 10 + 3,010 + 10 + 3,000 = 7,030, less 3,000 - 39 = 2,961
    expect(sim.compactions[0].tokensBefore).toBe(7_030);
    expect(sim.compactions[0].tokensAfter).toBe(4_069);
    expect(sim.compactions[0].cache.preserved).toBe(true);
    expect(sim.tokens[4]).toBe(4_069);
    expect(snapshotAt(sim, 4).live[4].cleared?.[0]).toEqual({
      event: 4,
      block: 0,
      tool: "Read",
      how: "file-unchanged",
      tokens: 3_000,
      stubTokens: 39,
    });
  });

  it("can be turned off", () => {
    expect(run(session, { fileUnchangedEnabled: false }).compactions).toHaveLength(0);
  });
});
