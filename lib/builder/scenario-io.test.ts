import { describe, expect, it } from "vitest";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { countSession } from "../tokens/count";
import { chars4Counter } from "../tokens/estimators";
import { parseScenario } from "../transcripts";
import { resolveSettings } from "../context/settings";
import { simulate } from "../context/simulate";
import { applyEdit } from "./edit";
import { emptyDraft } from "./draft";
import { draftToScenario, draftToText, scenarioToDraft, textToDraft } from "./scenario-io";
import { STARTERS } from "./starters";

const root = join(__dirname, "..", "..", "fixtures");

function simulateDoc(doc: Record<string, unknown>) {
  const session = parseScenario(doc, "built.json", 0);
  const { settings, problems } = resolveSettings(session.scenario, {});
  expect(problems).toEqual([]);
  return { session, sim: simulate(session, countSession(session, chars4Counter), settings) };
}

describe("round trip through the scenario format", () => {
  it("every bundled scenario and lesson is written back field for field", () => {
    const files = [
      ...readdirSync(join(root, "scenarios")).map((f) => join(root, "scenarios", f)),
      // the lessons written as scenarios (a lesson on a recorded session holds no scenario)
      ...readdirSync(join(root, "lessons"))
        .filter((f) => f.endsWith(".json"))
        .map((f) => join(root, "lessons", f))
        .filter((f) => JSON.parse(readFileSync(f, "utf8")).format === "context-lab-scenario"),
    ];
    expect(files.length).toBeGreaterThan(10);
    for (const f of files) {
      const doc = JSON.parse(readFileSync(f, "utf8"));
      const r = scenarioToDraft(doc);
      if (!r.ok) throw new Error(`${f}: ${r.error}`);
      expect(r.warnings, f).toEqual([]);
      const back = draftToScenario(r.draft);
      // key order aside, the same document
      expect(back, f).toEqual(doc);
    }
  });

  it("a draft written and read again is the same draft", () => {
    let d = emptyDraft("Round trip");
    d = applyEdit(d, { op: "skill", skill: { name: "pdf", tokens: 6000 } });
    d = applyEdit(d, {
      op: "insert",
      at: 0,
      events: [
        { type: "user", text: "go", tokens: 10 },
        { type: "skill", name: "pdf" },
        { type: "wait", minutes: 61 },
        { type: "compact", instructions: "keep the plan" },
      ],
    });
    d = applyEdit(d, { op: "caption", caption: { step: 4, panel: "skills", title: "Back", text: "The skill came back." } });
    d = applyEdit(d, { op: "meta", patch: { settings: { window: 1_000_000 }, preset: "seed" } });
    const r = textToDraft(draftToText(d));
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.draft).toEqual(d);
  });

  it("what cannot be read is named by place, and the rest is kept", () => {
    expect(textToDraft("{nope")).toMatchObject({ ok: false });
    expect(scenarioToDraft([])).toEqual({ ok: false, error: "not a scenario: the file is not a JSON object" });
    expect(scenarioToDraft({ format: "other", events: [] })).toMatchObject({ ok: false });
    const r = scenarioToDraft({
      format: "context-lab-scenario",
      version: 1,
      events: [{ type: "user", text: "a" }, 5, { text: "no type" }],
      skills: [{ tokens: 3 }],
    });
    expect(r.ok && r.warnings).toEqual([
      'events[1] is not an event with a "type"; left out',
      'events[2] is not an event with a "type"; left out',
      "skills[0] has no name; left out",
    ]);
    expect(r.ok && r.draft.events.map((e) => e.event)).toEqual([{ type: "user", text: "a" }]);
  });
});

describe("starting points, through the engine", () => {
  it("the 25k skill budget: after auto-compact five skills come back cut to 5,000 and the first invoked is dropped", () => {
    const d = STARTERS.find((s) => s.id === "skill-budget")!.make();
    const { sim } = simulateDoc(draftToScenario(d));
    const full = sim.compactions.find((c) => c.tier === "full");
    expect(full).toBeDefined();
    // six 8,000-token skills; each cut to 5,000; most recent first while the total stays within 25,000
    expect(full!.reattached.skills?.skills.map((s) => [s.name, s.status, s.tokens])).toEqual([
      ["skill-6", "truncated", 5000],
      ["skill-5", "truncated", 5000],
      ["skill-4", "truncated", 5000],
      ["skill-3", "truncated", 5000],
      ["skill-2", "truncated", 5000],
      ["skill-1", "dropped", 0],
    ]);
  });

  it("the long pause clears old tool results by time; the 1M window never compacts", () => {
    const pause = simulateDoc(draftToScenario(STARTERS.find((s) => s.id === "long-pause")!.make())).sim;
    expect(pause.compactions.map((c) => c.tier)).toContain("microcompact-time");
    const million = STARTERS.find((s) => s.id === "million")!.make();
    // 40 reads of 5,000 = 200,000 tokens of results: past 167,000 at 200k, far below 1M's threshold
    expect(simulateDoc(draftToScenario(million)).sim.compactions).toEqual([]);
    const at200k = applyEdit(million, { op: "meta", patch: { settings: { window: 200_000 } } });
    expect(simulateDoc(draftToScenario(at200k)).sim.compactions.some((c) => c.tier === "full")).toBe(true);
  });
});
