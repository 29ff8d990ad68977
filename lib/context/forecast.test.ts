// The forecast (rules.md#forecast), numbers worked out by hand in comments. Scenario token counts
// are explicit (test-support/sim-scenario.ts); cc-2.1.88 at 200k: A = 167,000, blocking 177,000.
import { describe, expect, it } from "vitest";
import { countSession } from "../tokens/count";
import { chars4Counter } from "../tokens/estimators";
import { ingest } from "../transcripts";
import { resolveSettings, type Settings } from "./settings";
import { recordingSettings } from "./versions";
import { forecastLine, forecastSession, type Forecast } from "./forecast";
import { read, scenario, type Ev } from "../../test-support/sim-scenario";

const startup = [{ category: "system", label: "System prompt", tokens: 20_000 }];

function forecast(events: Ev[], more: Record<string, unknown> = {}, overrides: Partial<Settings> = {}) {
  const s = scenario(events, { startup, ...more });
  const { settings } = resolveSettings(s.scenario, { overrides });
  return forecastSession(s, countSession(s, chars4Counter), settings).forecast;
}

// e0 user 1,000: 21,000; each Read is a request (its tool_use) and 10 + 10,000 = 10,010 tokens more
const reads = (k: number, tokens = 10_000): Ev[] => Array.from({ length: k }, (_, i) => read(`src/f${i + 1}.ts`, tokens));

describe("forecast: auto-compact at the recent rate (rules.md#forecast)", () => {
  it("six Reads of 10,010 tokens: about 9 requests to A, 10 to blocking", () => {
    const f = forecast([{ type: "user", text: "go", tokens: 1_000 }, ...reads(6)]);
    // used after the sixth result: 21,000 + 6 * 10,010 = 81,060
    expect(f.used).toBe(81_060);
    // the requests went out at 21,000, 31,010, ..., 71,050: five growths of 10,010
    expect(f.recent).toEqual({ requests: 6, perRequest: 10_010, source: "estimate" });
    // (167,000 - 81,060) / 10,010 = 8.59 -> 9; (177,000 - 81,060) / 10,010 = 9.58 -> 10
    expect(f.autoCompactAt).toBe(167_000);
    expect(f.autoCompactIn).toBe(9);
    expect(f.blockingIn).toBe(10);
    expect(forecastLine(f, "chars/4")).toBe(
      "81,060 tokens now (estimate, chars/4); auto-compact in about 9 requests at the recent rate (+10,010 tokens a request over the last 5 requests, estimate, chars/4), blocking in about 10 requests",
    );
  });

  it("the rate is the last five growths only: an early large read does not count", () => {
    // requests at 21,000, then +50,010 (f1), then +10,010 five times: the last six requests are f2..f7
    const f = forecast([{ type: "user", text: "go", tokens: 1_000 }, read("src/big.ts", 50_000), ...reads(6)]);
    expect(f.recent).toEqual({ requests: 6, perRequest: 10_010, source: "estimate" });
    // 21,000 + 50,010 + 6 * 10,010 = 131,070; (167,000 - 131,070) / 10,010 = 3.59 -> 4
    expect(f.used).toBe(131_070);
    expect(f.autoCompactIn).toBe(4);
  });

  it("auto-compact off: only the blocking limit, E - 3,000", () => {
    const f = forecast([{ type: "user", text: "go", tokens: 1_000 }, ...reads(6)], {}, { autoCompactEnabled: false });
    expect(f.autoCompactAt).toBeNull();
    expect(f.autoCompactIn).toBeNull();
    expect(f.blockingIn).toBe(10);
    expect(forecastLine(f, "chars/4")).toMatch(/auto-compact is off: blocked in about 10 requests/);
  });

  it("after a compaction only the requests since count; one request is no rate", () => {
    const f = forecast([{ type: "user", text: "go", tokens: 1_000 }, ...reads(3), { type: "compact" }, read("src/g.ts", 2_000)]);
    expect(f.recent).toBeNull();
    expect(f.autoCompactIn).toBeNull();
    expect(forecastLine(f, "chars/4")).toMatch(/too few requests since the last compaction for a rate/);
  });

  it("if it compacted now: five files over 5,000 come back as their names, the sixth is dropped; skills by the skill rule", () => {
    const skills = [
      { name: "pdf", body: "# PDF\nFill forms.", tokens: 6_200 },
      { name: "review", body: "# Review\nCheck diffs.", tokens: 3_000 },
    ];
    const f = forecast(
      [{ type: "user", text: "go", tokens: 1_000 }, { type: "skill", name: "pdf" }, { type: "skill", name: "review" }, ...reads(6)],
      { skills },
    );
    // skills: most recent first; review 3,000 <= 5,000 whole; pdf 6,200 cut to 5,000
    expect(f.skills.map((s) => [s.name, s.status, s.tokens, s.originalTokens])).toEqual([
      ["review", "back", 3_000, 3_000],
      ["pdf", "cut", 5_000, 6_200],
    ]);
    // files: most recently read first, at most 5; each 10,000 > 5,000, so only its name comes back,
    // "src/f6.ts" at round(9 / 4) = 2 tokens; f1 is the sixth
    expect(f.files.map((x) => [x.path, x.status, x.tokens])).toEqual([
      ["src/f6.ts", "named", 2],
      ["src/f5.ts", "named", 2],
      ["src/f4.ts", "named", 2],
      ["src/f3.ts", "named", 2],
      ["src/f2.ts", "named", 2],
      ["src/f1.ts", "dropped", 0],
    ]);
    expect(f.files[0].why).toBe("too large to include: only its name comes back");
    expect(f.files[5].why).toBe("past the number of files re-attached");
  });

  it("a recording: the rate is the recorded inputs' growth, not the estimate's", () => {
    const u = (input: number) => ({
      input_tokens: 4,
      cache_creation_input_tokens: 1_000,
      cache_read_input_tokens: input - 1_004,
      output_tokens: 10,
    });
    const rec = (o: object, k: number) => JSON.stringify({ sessionId: "r", version: "2.1.88", uuid: `u${k}`, ...o });
    const lines = [20_000, 32_000, 44_000].flatMap((input, k) => [
      rec({ type: "user", message: { role: "user", content: `prompt ${k}` } }, 2 * k),
      rec(
        { type: "assistant", message: { id: `m${k}`, role: "assistant", content: [{ type: "text", text: "ok" }], usage: u(input) } },
        2 * k + 1,
      ),
    ]);
    const s = ingest(lines.join("\n"), "r.jsonl");
    const f = forecastSession(s, countSession(s, chars4Counter), recordingSettings(s).settings).forecast;
    // inputs 20,000, 32,000, 44,000: two growths of 12,000
    expect(f.recent).toEqual({ requests: 3, perRequest: 12_000, source: "recorded usage" });
    // used: the last response's input + output = 44,010; (167,000 - 44,010) / 12,000 = 10.2 -> 11
    expect(f.used).toBe(44_010);
    expect(f.autoCompactIn).toBe(11);
    // the last step is a response with its usage: the figure is the recording's
    expect(f.usedSource).toBe("recorded usage");
    expect(forecastLine(f, "chars/4")).toBe(
      "44,010 tokens now (recorded usage); auto-compact in about 11 requests at the recent rate (+12,000 tokens a request over the last 2 requests, recorded usage), blocking in about 12 requests",
    );
  });

  it("the line at the threshold, and when the context shrinks", () => {
    const base: Forecast = {
      step: 9,
      used: 170_000,
      usedSource: "estimate",
      autoCompactAt: 167_000,
      blockingAt: 177_000,
      recent: { requests: 3, perRequest: 2_000, source: "estimate" },
      autoCompactIn: 0,
      blockingIn: 4,
      skills: [],
      files: [],
    };
    expect(forecastLine(base, "o200k")).toBe(
      "170,000 tokens now (estimate, o200k): at the auto-compact threshold (167,000); the next request compacts",
    );
    const shrinking = {
      ...base,
      used: 90_000,
      recent: { requests: 3, perRequest: -500, source: "estimate" as const },
      autoCompactIn: null,
      blockingIn: null,
    };
    expect(forecastLine(shrinking, "o200k")).toBe(
      "90,000 tokens now (estimate, o200k); not growing at the recent rate (-500 tokens a request over the last 2 requests, estimate, o200k): no auto-compact in sight",
    );
  });
});
