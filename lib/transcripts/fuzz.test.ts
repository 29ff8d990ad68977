// Property tests: any input ends in a Session or an IngestError naming the file, never another
// exception or a hang. CI runs a fixed seed and a bounded number of runs; `npm run fuzz` runs more.
import fs from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { IngestError, type Session } from "../model";
import { chars4Counter } from "../tokens/estimators";
import { countSession } from "../tokens/count";
import { buildRecordedTimeline, recordedSnapshot } from "../context/recorded";
import { ingest } from "./ingest";
import { presetSettings } from "../context/settings";
import { simulate, snapshotAt } from "../context/simulate";

const RUNS = Number(process.env.FUZZ_RUNS ?? 150);
const SEED = Number(process.env.FUZZ_SEED ?? 20261130);
const FIX = path.resolve(__dirname, "../../fixtures");
const real = (f: string) => fs.readFileSync(path.join(FIX, f), "utf8");

/** Everything downstream of ingest must also cope: counting, the timeline, a snapshot anywhere. */
function exercise(text: string): Session | IngestError {
  try {
    const s = ingest(text, "fuzz.jsonl");
    const table = countSession(s, chars4Counter);
    const tl = buildRecordedTimeline(s, table);
    if (s.events.length) {
      const snap = recordedSnapshot(tl, s, s.events.length - 1);
      expect(Number.isFinite(snap.tokens)).toBe(true);
      expect(snap.tokens).toBeGreaterThanOrEqual(0);
    }
    // line 0 names the whole document (a scenario without "events"); any other is a real line
    for (const preset of ["cc-2.1.88", "seed"] as const) {
      const sim = simulate(s, table, presetSettings(preset));
      const last = snapshotAt(sim, s.events.length - 1);
      expect(Number.isFinite(last.tokens)).toBe(true);
    }
    for (const e of [...s.errors, ...s.warnings]) expect(Number.isInteger(e.line) && e.line >= 0).toBe(true);
    return s;
  } catch (e) {
    if (e instanceof IngestError) {
      expect(e.message).toMatch(/^fuzz\.jsonl /);
      return e;
    }
    throw e;
  }
}

/** Mutations of real input: cut, duplicate, splice garbage, flip characters. */
const mutation = (base: string) =>
  fc
    .tuple(
      fc.nat({ max: base.length }),
      fc.nat({ max: 200 }),
      fc.string({ maxLength: 40 }),
      fc.constantFrom("cut", "splice", "dup", "flip", "crlf"),
    )
    .map(([at, len, junk, op]) => {
      switch (op) {
        case "cut":
          return base.slice(0, at);
        case "splice":
          return base.slice(0, at) + junk + base.slice(at + len);
        case "dup":
          return base.slice(0, at) + base.slice(at, at + len * 10) + base.slice(at);
        case "flip":
          return base.slice(0, at) + String.fromCharCode((base.charCodeAt(at) || 65) ^ 0x20) + base.slice(at + 1);
        default:
          return base.replace(/\n/g, "\r\n");
      }
    });

const jsonValue = fc.jsonValue({ maxDepth: 4 });
const recordish = fc.record(
  {
    type: fc.constantFrom("user", "assistant", "system", "summary", "attachment", "progress", "weird", 42 as unknown as string),
    uuid: fc.string(),
    sessionId: fc.string(),
    parentUuid: fc.option(fc.string()),
    isSidechain: fc.boolean(),
    isMeta: fc.boolean(),
    isCompactSummary: fc.boolean(),
    subtype: fc.constantFrom("compact_boundary", "local_command", undefined),
    compactMetadata: fc.oneof(
      jsonValue,
      fc.record({ trigger: fc.constantFrom("auto", "manual", "x"), preTokens: fc.oneof(fc.integer(), fc.double(), fc.constant(-1)) }),
    ),
    message: fc.oneof(
      jsonValue,
      fc.record({
        id: fc.oneof(fc.string(), fc.integer()),
        role: fc.constantFrom("user", "assistant"),
        content: fc.oneof(
          fc.string(),
          fc.array(
            fc.oneof(
              jsonValue,
              fc.record({
                type: fc.constantFrom("text", "tool_use", "tool_result", "thinking", "image"),
                text: jsonValue,
                id: jsonValue,
                tool_use_id: jsonValue,
                content: jsonValue,
                input: jsonValue,
              }),
            ),
            { maxLength: 4 },
          ),
        ),
        usage: fc.oneof(
          jsonValue,
          fc.record({ input_tokens: fc.oneof(fc.integer(), fc.double()), output_tokens: fc.oneof(fc.integer(), fc.constant(Number.NaN)) }),
        ),
      }),
    ),
  },
  { requiredKeys: [] },
);

describe("fuzzing the readers", () => {
  it("random JSONL of record-like objects always loads or fails with one sentence", () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(recordish, jsonValue), { maxLength: 30 }), (recs) => {
        exercise(recs.map((r) => JSON.stringify(r) ?? "null").join("\n"));
      }),
      { numRuns: RUNS, seed: SEED },
    );
  });

  it("mutated real sessions, API requests and scenarios", () => {
    const bases = [
      "sessions/tool-calls.jsonl",
      "sessions/broken.jsonl",
      "api/messages-exchange.json",
      "scenarios/reference-session.json",
    ].map(real);
    for (const base of bases) {
      fc.assert(
        fc.property(mutation(base), (text) => void exercise(text)),
        { numRuns: Math.ceil(RUNS / 2), seed: SEED },
      );
    }
  });

  it("random Messages API and scenario documents", () => {
    const api = fc.record(
      {
        model: jsonValue,
        system: fc.oneof(fc.string(), jsonValue),
        tools: fc.oneof(jsonValue, fc.array(jsonValue)),
        messages: fc.array(
          fc.oneof(
            jsonValue,
            fc.record({ role: fc.constantFrom("user", "assistant", "system"), content: fc.oneof(fc.string(), fc.array(jsonValue)) }),
          ),
          { maxLength: 8 },
        ),
      },
      { requiredKeys: ["messages"] },
    );
    const scenario = fc.record(
      {
        format: fc.constant("context-lab-scenario"),
        version: fc.oneof(fc.constant(1), jsonValue),
        startup: fc.oneof(
          jsonValue,
          fc.array(fc.record({ category: fc.string(), tokens: fc.oneof(fc.integer(), fc.double(), fc.string()) })),
        ),
        events: fc.array(
          fc.oneof(
            jsonValue,
            fc.record(
              {
                type: fc.constantFrom("user", "assistant", "tool", "skill", "wait", "compact", "api-error", "memory", "nope"),
                tokens: fc.oneof(fc.integer({ min: -10, max: 2e9 }), fc.double(), fc.string()),
                minutes: fc.oneof(fc.double(), fc.string()),
                name: jsonValue,
                at: fc.oneof(
                  fc.string(),
                  fc.date().map((d) => (Number.isNaN(d.getTime()) ? "x" : d.toISOString())),
                ),
              },
              { requiredKeys: ["type"] },
            ),
          ),
          { maxLength: 12 },
        ),
      },
      { requiredKeys: ["format"] },
    );
    fc.assert(
      fc.property(fc.oneof(api, scenario), (doc) => void exercise(JSON.stringify(doc))),
      { numRuns: RUNS, seed: SEED },
    );
  });

  it("hostile shapes: deep nesting, a 5 MB line, invalid UTF-8, BOM, negative and huge counts", () => {
    const deep = "[".repeat(100_000) + "]".repeat(100_000);
    expect(exercise(deep)).toBeInstanceOf(IngestError);
    const deepLine =
      JSON.stringify({ type: "user", uuid: "u", message: { role: "user", content: "hi" } }) +
      "\n" +
      '{"type":"user","x":' +
      "[".repeat(100_000) +
      "]".repeat(100_000) +
      "}";
    const s = exercise(deepLine) as Session;
    // the deep line is reported with its number (it would overflow postMessage in the browser)
    expect(s.events).toHaveLength(1);
    expect(s.errors).toEqual([{ line: 2, message: expect.stringContaining("nested more than 100 levels") }]);
    const long = JSON.stringify({ type: "user", uuid: "u", message: { role: "user", content: "x".repeat(5_000_000) } });
    expect((exercise(long) as Session).events).toHaveLength(1);
    const badUtf8 = Buffer.from([
      0xef,
      0xbb,
      0xbf,
      ...Buffer.from('{"type":"user","uuid":"u","message":{"role":"user","content":"'),
      0xc3,
      0x28,
      0xff,
      ...Buffer.from('"}}\n'),
    ]).toString("utf8");
    expect((exercise(badUtf8) as Session).events).toHaveLength(1);
    const huge = JSON.stringify({
      type: "assistant",
      uuid: "a",
      message: {
        id: "m",
        role: "assistant",
        content: [],
        usage: { input_tokens: -5, output_tokens: 1e308, cache_read_input_tokens: "NaN" },
      },
    });
    const h = exercise(huge) as Session;
    // none of the three is a count: each reads as 0 and is reported on line 1
    // every count was refused, so nothing is left that measures the context: no usage at all
    // (an all-zero usage is not a measurement, rules.md#transcripts), never a meter at 0
    expect(h.events[0].usage).toBeUndefined();
    expect(h.warnings.map((w) => w.message)).toEqual(
      expect.arrayContaining([
        expect.stringContaining("input_tokens"),
        expect.stringContaining("output_tokens"),
        expect.stringContaining("cache_read_input_tokens"),
      ]),
    );
  });
});
