// Properties over random sessions: snapshotAt at any step equals the end state of a simulation
// of the session cut after that step (a step-by-step replay), the rebuilt live list adds up to
// the per-step numbers, and session-memory cuts keep the API invariants on transcripts with
// streaming splits and parallel tool calls.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Session } from "../model";
import { countSession } from "../tokens/count";
import { chars4Counter } from "../tokens/estimators";
import { ingest, parseScenario, SCENARIO_FORMAT } from "../transcripts";
import { mergeSettings, presetSettings, type Settings } from "./settings";
import { simulate, snapshotAt, type Simulation, type Snapshot } from "./simulate";

const files = ["a.ts", "b.ts", "c.json"];

const scenarioEvent = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      type: fc.constant("user"),
      text: fc.constantFrom("fix it", "don't touch tests", "ok?"),
      tokens: fc.integer({ min: 0, max: 6_000 }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      type: fc.constant("assistant"),
      text: fc.constantFrom("Looking.", "Done?", "Next I will edit."),
      tokens: fc.integer({ min: 0, max: 3_000 }),
      thinkingTokens: fc.integer({ min: 0, max: 1_000 }),
    }),
  },
  {
    weight: 6,
    arbitrary: fc.record({
      type: fc.constant("tool"),
      name: fc.constantFrom("Read", "Read", "Bash", "Grep", "Edit", "mcp__db__query"),
      input: fc.record({ file_path: fc.constantFrom(...files), command: fc.constant("npm test") }, { requiredKeys: ["file_path"] }),
      useTokens: fc.integer({ min: 0, max: 200 }),
      resultTokens: fc.oneof(
        { weight: 4, arbitrary: fc.integer({ min: 0, max: 2_000 }) },
        { weight: 1, arbitrary: fc.integer({ min: 0, max: 30_000 }) },
      ),
      isError: fc.boolean(),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant("skill"),
      name: fc.constantFrom("pdf", "review"),
      tokens: fc.integer({ min: 0, max: 8_000 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ type: fc.constant("memory"), label: fc.constant("rule"), tokens: fc.integer({ min: 0, max: 800 }) }),
  },
  { weight: 1, arbitrary: fc.record({ type: fc.constant("wait"), minutes: fc.integer({ min: 0, max: 120 }) }) },
  { weight: 1, arbitrary: fc.oneof(fc.constant({ type: "compact" }), fc.constant({ type: "compact", instructions: "keep the plan" })) },
  { weight: 1, arbitrary: fc.constant({ type: "api-error" }) },
);

const scenarioDoc = fc.record({
  events: fc.array(scenarioEvent, { minLength: 1, maxLength: 80, size: "max" }),
  sessionMemory: fc.option(fc.record({ tokens: fc.integer({ min: 0, max: 20_000 }) }), { nil: undefined }),
  system: fc.integer({ min: 0, max: 30_000 }),
});

const settingsArb = fc.record({
  preset: fc.constantFrom("cc-2.1.88" as const, "seed" as const),
  window: fc.constantFrom(60_000, 100_000, 200_000, 1_000_000),
  cacheEditEnabled: fc.boolean(),
  cacheEditTrigger: fc.integer({ min: 1, max: 8 }),
  cacheEditKeep: fc.integer({ min: 0, max: 4 }),
  timeMicrocompactGapMinutes: fc.integer({ min: 1, max: 90 }),
  cacheTtlMinutes: fc.integer({ min: 5, max: 60 }),
  sessionMemoryMinTokens: fc.integer({ min: 0, max: 15_000 }),
});

function build(doc: { events: object[]; sessionMemory?: { tokens: number }; system: number }): Session {
  return parseScenario(
    {
      format: SCENARIO_FORMAT,
      version: 1,
      startup: [
        { category: "system", label: "System", tokens: doc.system },
        { category: "memory", label: "CLAUDE.md", tokens: 700 },
        { category: "skills", label: "Listing", tokens: 300 },
      ],
      skills: [
        { name: "pdf", body: "# PDF", tokens: 6_000 },
        { name: "review", body: "# Review", tokens: 2_000 },
      ],
      events: doc.events,
      ...(doc.sessionMemory ? { sessionMemory: doc.sessionMemory } : {}),
    },
    "random.json",
    0,
  );
}

function settingsOf(s: { preset: "cc-2.1.88" | "seed" } & Record<string, unknown>): Settings {
  const { preset, ...rest } = s;
  return mergeSettings(presetSettings(preset), rest).settings;
}

function truncated(session: Session, step: number): Session {
  return { ...session, events: session.events.slice(0, step + 1) };
}

/** The parts of a snapshot that must not depend on how it was reached. */
function view(s: Snapshot) {
  return {
    step: s.step,
    tokens: s.tokens,
    source: s.source,
    estimated: s.estimated,
    byCategory: s.byCategory,
    meter: s.meter,
    percentLeft: s.percentLeft,
    startup: s.startup,
    live: s.live,
    compactions: s.compactions,
    notes: s.notes,
    request: s.request,
    cachedPrefix: s.cachedPrefix,
  };
}

function checkSums(sim: Simulation, step: number) {
  const s = snapshotAt(sim, step);
  const cat = Object.values(s.byCategory).reduce((a, b) => a + b, 0);
  expect(cat).toBeCloseTo(s.estimated, 6);
  const startup = s.startup.filter((x) => x.live).reduce((a, x) => a + x.tokens, 0) + sim.overhead.tokens;
  const live = s.live.reduce((a, x) => a + x.tokens, 0);
  expect(startup + live).toBeCloseTo(s.estimated, 6);
}

describe("snapshotAt equals a step-by-step replay", () => {
  it("at random steps of random scenarios under random settings", () => {
    fc.assert(
      fc.property(scenarioDoc, settingsArb, fc.array(fc.nat(), { minLength: 1, maxLength: 4 }), (doc, st, picks) => {
        const session = build(doc);
        const settings = settingsOf(st);
        const sim = simulate(session, countSession(session, chars4Counter), settings);
        const n = session.events.length;
        for (const p of picks) {
          const step = p % n;
          const cut = truncated(session, step);
          const replay = simulate(cut, countSession(cut, chars4Counter), settings);
          expect(view(snapshotAt(sim, step))).toEqual(view(snapshotAt(replay, step)));
          checkSums(sim, step);
        }
        checkSums(sim, -1);
      }),
      { numRuns: 150 },
    );
  });

  it("in any order: scrubbing back and forth gives the same snapshots", () => {
    fc.assert(
      fc.property(scenarioDoc, settingsArb, fc.array(fc.nat(), { minLength: 2, maxLength: 8 }), (doc, st, picks) => {
        const session = build(doc);
        const sim = simulate(session, countSession(session, chars4Counter), settingsOf(st));
        const n = session.events.length;
        const first = picks.map((p) => view(snapshotAt(sim, p % n)));
        const again = [...picks]
          .reverse()
          .map((p) => view(snapshotAt(sim, p % n)))
          .reverse();
        expect(again).toEqual(first);
      }),
      { numRuns: 60 },
    );
  });
});

// ---- JSONL with streaming splits and parallel tool calls ----

const round = fc.record({
  userTokens: fc.integer({ min: 0, max: 3_000 }),
  splits: fc.array(fc.record({ kind: fc.constantFrom("thinking", "text", "tool"), tokens: fc.integer({ min: 1, max: 2_000 }) }), {
    minLength: 1,
    maxLength: 4,
  }),
  resultTokens: fc.array(fc.integer({ min: 0, max: 8_000 }), { maxLength: 4 }),
  interleave: fc.boolean(),
});

function jsonl(
  rounds: { userTokens: number; splits: { kind: string; tokens: number }[]; resultTokens: number[]; interleave: boolean }[],
): string {
  const lines: string[] = [];
  let n = 0;
  let tool = 0;
  const text = (t: number) => "a".repeat(t * 4);
  const base = () => ({ uuid: `u${++n}`, sessionId: "s", timestamp: new Date(Date.UTC(2026, 0, 1, 0, 0, n)).toISOString() });
  rounds.forEach((r, k) => {
    lines.push(JSON.stringify({ type: "user", ...base(), message: { role: "user", content: text(r.userTokens) } }));
    const id = `msg_${k}`;
    const pending: string[] = [];
    const flush = () => {
      for (const t of pending.splice(0)) {
        lines.push(
          JSON.stringify({
            type: "user",
            ...base(),
            message: {
              role: "user",
              content: [{ type: "tool_result", tool_use_id: t, content: text(r.resultTokens[tool % (r.resultTokens.length || 1)] ?? 10) }],
            },
          }),
        );
      }
    };
    r.splits.forEach((sp) => {
      const block =
        sp.kind === "thinking"
          ? { type: "thinking", thinking: text(sp.tokens) }
          : sp.kind === "text"
            ? { type: "text", text: text(sp.tokens) }
            : { type: "tool_use", id: `toolu_${++tool}`, name: "Read", input: { file_path: `f${tool % 3}.ts` } };
      lines.push(JSON.stringify({ type: "assistant", ...base(), message: { id, role: "assistant", content: [block] } }));
      if ("id" in block && block.id) pending.push(block.id);
      if (r.interleave) flush();
    });
    flush();
  });
  return lines.join("\n");
}

describe("session-memory cuts on transcripts with streaming splits", () => {
  it("never keep a tool_result without its tool_use, nor part of a split response", () => {
    fc.assert(
      fc.property(
        fc.array(round, { minLength: 1, maxLength: 40, size: "max" }),
        fc.integer({ min: 1_000, max: 12_000 }),
        (rounds, minTokens) => {
          const session: Session = { ...ingest(jsonl(rounds), "s.jsonl"), scenario: { sessionMemory: { tokens: 500 } } };
          const settings = mergeSettings(presetSettings(), {
            window: 60_000,
            sessionMemoryMinTokens: minTokens,
            sessionMemoryMaxTokens: 15_000,
            sessionMemoryMinTextMessages: 2,
          }).settings;
          const sim = simulate(session, countSession(session, chars4Counter), settings);
          const useEvent = new Map<string, number>();
          session.events.forEach((ev) => ev.blocks.forEach((b) => b.type === "tool_use" && useEvent.set(b.id, ev.i)));
          for (const c of sim.compactions) {
            if (c.tier !== "session-memory") continue;
            const live = snapshotAt(sim, c.step).live.filter((x) => x.kind === "event");
            const liveEvents = new Set(live.map((x) => x.event));
            for (const it of live) {
              const ev = session.events[it.event];
              for (const b of ev.blocks) if (b.type === "tool_result") expect(liveEvents.has(useEvent.get(b.toolUseId)!)).toBe(true);
              if (ev.kind === "assistant") {
                for (let j = 0; j < it.event; j++) {
                  const other = session.events[j];
                  if (other.kind === "assistant" && other.messageId === ev.messageId) expect(liveEvents.has(j)).toBe(true);
                }
              }
            }
          }
        },
      ),
      { numRuns: 120 },
    );
  });
});
