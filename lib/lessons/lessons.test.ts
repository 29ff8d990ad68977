// The guided lessons (fixtures/lessons/*.json): each is a scenario, or names a recorded session, with
// a script of captions, and every caption's `expect` block holds under the engine, so what a caption
// says is what the inspector shows at that step.
import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { ingest } from "../transcripts";
import { countSession } from "../tokens/count";
import { chars4Counter } from "../tokens/estimators";
import { resolveSettings, isPresetName } from "../context/settings";
import { simulate, type Simulation } from "../context/simulate";
import { recordingSettings } from "../context/versions";
import { compareSimulations } from "../context/compare";
import { encodeShare } from "../share/link";
import { loadCatalog } from "../skills/catalog";
import { buildRouter, type Router } from "../routing";
import { captionSim, checkCaption, lessonIdOfSession, lessonSessionName, readLesson, type Lesson, type LessonSim } from "./lesson";

const ROOT = path.resolve(__dirname, "../..");
const DIR = path.join(ROOT, "fixtures/lessons");

function lessons(): Lesson[] {
  return fs
    .readdirSync(DIR)
    .filter((f) => f.endsWith(".json"))
    .map((f) => {
      const r = readLesson(JSON.parse(fs.readFileSync(path.join(DIR, f), "utf8")));
      if (!r.ok) throw new Error(`${f}: ${r.error}`);
      return r.lesson;
    })
    .sort((a, b) => a.order - b.order);
}

function simOf(doc: Record<string, unknown>, choice: LessonSim): Simulation {
  return simulateInput(JSON.stringify(doc), "lesson.json", choice);
}

/** A lesson's simulation as the app runs it: a recorded session starts from the settings its version ran under. */
function simulateInput(text: string, name: string, choice: LessonSim): Simulation {
  const session = ingest(text, name);
  expect(session.errors).toEqual([]);
  expect(session.warnings).toEqual([]);
  const rec = !choice.preset && session.format !== "scenario" ? recordingSettings(session).settings : null;
  const { settings, problems } = resolveSettings(session.scenario, {
    ...(choice.preset && isPresetName(choice.preset) ? { preset: choice.preset } : rec ? { preset: rec.preset } : {}),
    overrides: rec ? { window: rec.window, ...choice.overrides } : choice.overrides,
  });
  expect(problems).toEqual([]);
  return simulate(session, countSession(session, chars4Counter), settings, { counter: chars4Counter });
}

/** The lesson's own input: its scenario, or the bundled session it names, under the name the app loads it by. */
function simOfLesson(l: Lesson, choice: LessonSim): Simulation {
  if (l.scenario) return simOf(l.scenario, choice);
  return simulateInput(fs.readFileSync(path.join(ROOT, "fixtures", l.session!), "utf8"), lessonSessionName(l.id), choice);
}

function readTree(root: string): { path: string; text: string }[] {
  const out: { path: string; text: string }[] = [];
  const walk = (dir: string) => {
    for (const f of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, f.name);
      if (f.isDirectory()) walk(p);
      else if (f.name.endsWith(".md")) out.push({ path: path.relative(root, p), text: fs.readFileSync(p, "utf8") });
    }
  };
  walk(root);
  return out;
}

let router: Router;
beforeAll(() => {
  router = buildRouter(loadCatalog(readTree(path.join(ROOT, "fixtures/catalogs/devkit")), "devkit").entries);
});

describe("guided lessons", () => {
  const all = lessons();

  it("cover the seven rules, in order, with 4 to 8 captions each", () => {
    expect(all.map((l) => l.id)).toEqual([
      "thresholds",
      "microcompact-saves",
      "session-memory",
      "skill-cut",
      "sixth-skill",
      "router",
      "came-back",
    ]);
    expect(all.map((l) => l.order)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    for (const l of all) {
      expect(l.captions.length, l.id).toBeGreaterThanOrEqual(4);
      expect(l.captions.length, l.id).toBeLessThanOrEqual(8);
      expect(l.rule.length, l.id).toBeGreaterThan(20);
      for (const c of l.captions) expect(c.text.length, `${l.id}: ${c.title}`).toBeLessThan(600);
    }
  });

  for (const l of lessons()) {
    it(`${l.id}: every caption is true of the engine at its step`, () => {
      const cache = new Map<string, Simulation>();
      const get = (s: LessonSim) => {
        const k = JSON.stringify(s);
        if (!cache.has(k)) cache.set(k, simOfLesson(l, s));
        return cache.get(k)!;
      };
      for (const c of l.captions) {
        const sim = get(captionSim(c));
        expect(c.step, c.title).toBeLessThan(sim.steps);
        const b = c.compare ? get(c.compare) : null;
        expect(checkCaption(c, sim, b), `${l.id}: ${c.title}`).toEqual([]);
        const r = c.expect?.route;
        if (r) {
          const t = router.route(r.prompt);
          expect(t.decision, `${l.id}: ${r.prompt}`).toBe(r.decision);
          if (r.chosen !== undefined) expect(t.chosen).toBe(r.chosen);
          if (r.synonyms) {
            const top = t.candidates.find((x) => x.name === r.chosen) ?? t.candidates[0];
            const syn = top.terms.filter((x) => x.origin === "synonym").map((x) => x.term);
            expect(syn).toEqual(expect.arrayContaining(r.synonyms));
          }
        }
      }
    });

    if (l.scenario) {
      const scenario = l.scenario;
      it(`${l.id}: is a share link short enough to paste`, () => {
        const e = encodeShare({ v: 1, scenario, step: l.captions[0].step, panel: l.captions[0].panel });
        expect(e.tooLong).toBe(false);
      });
    } else {
      it(`${l.id}: names a bundled session, which the app knows again by the name it loads it under`, () => {
        expect(l.session).toMatch(/^sessions\/.+\.jsonl$/);
        expect(fs.existsSync(path.join(ROOT, "fixtures", l.session!))).toBe(true);
        expect(lessonIdOfSession(lessonSessionName(l.id))).toBe(l.id);
      });
    }
  }

  it("refuses documents that are not lessons, with a sentence", () => {
    expect(readLesson({ format: "context-lab-scenario", version: 1, events: [] })).toEqual({
      ok: false,
      error: "This scenario has no lesson block.",
    });
    expect(readLesson({ messages: [] })).toMatchObject({ ok: false });
    // a lesson on a recorded session names a .jsonl file below its folder, never out of it
    const onSession = (session: unknown) =>
      readLesson({ format: "context-lab-lesson", session, lesson: { id: "x", captions: [{ step: 1, text: "a" }] } });
    expect(onSession("sessions/a.jsonl")).toMatchObject({ ok: true, lesson: { scenario: null, session: "sessions/a.jsonl" } });
    for (const bad of [undefined, "../secrets.jsonl", "/etc/a.jsonl", "sessions/a.json", "https://x.example/a.jsonl"])
      expect(onSession(bad), String(bad)).toEqual({ ok: false, error: "This lesson does not name the session file it runs on." });
    expect(readLesson({ format: "context-lab-scenario", lesson: { id: "x", captions: [{ step: -1, text: "a" }, "junk"] } })).toEqual({
      ok: false,
      error: 'The lesson "x" has no captions.',
    });
    const r = readLesson({
      format: "context-lab-scenario",
      lesson: { id: "x", captions: [{ step: 2, text: "a", panel: "nowhere", sim: { preset: "bogus" } }] },
    });
    expect(r).toMatchObject({ ok: true, lesson: { captions: [{ step: 2, panel: "context", title: "Step 3", text: "a" }] } });
  });
});

describe("comparing two simulations", () => {
  const doc = JSON.parse(fs.readFileSync(path.join(DIR, "microcompact-saves.json"), "utf8"));

  it("lines up compactions by step and marks what differs", () => {
    const a = simOf(doc, { preset: "seed", overrides: {} });
    const b = simOf(doc, { preset: "cc-2.1.88", overrides: {} });
    const cmp = compareSimulations(a, b);
    expect(cmp.rows.map((r) => [r.step, r.a?.tier ?? null, r.b?.tier ?? null, r.diff])).toEqual([
      [a.compactions[0].step, "microcompact-time", null, ["only-a"]],
      [b.compactions[0].step, null, "full", ["only-b"]],
    ]);
    expect(cmp.firstDivergence).toBe(a.compactions[0].step);
    expect(cmp.a).toMatchObject({ compactions: 1, rewrites: 0, microcompacts: 1 });
    expect(cmp.b).toMatchObject({ compactions: 1, rewrites: 1, microcompacts: 0 });
    expect(cmp.settings.map((s) => s.key)).toEqual(expect.arrayContaining(["preset", "timeMicrocompactEnabled"]));
    // the same settings on both sides: nothing differs
    const same = compareSimulations(a, simOf(doc, { preset: "seed", overrides: {} }));
    expect(same.rows.every((r) => r.diff.length === 0)).toBe(true);
    expect(same.firstDivergence).toBeNull();
    expect(same.settings).toEqual([]);
  });

  it("200k vs 1M: the larger window never compacts", () => {
    const thresholds = JSON.parse(fs.readFileSync(path.join(DIR, "thresholds.json"), "utf8"));
    const a = simOf(thresholds, { preset: null, overrides: { window: 200_000 } });
    const b = simOf(thresholds, { preset: null, overrides: { window: 1_000_000 } });
    const cmp = compareSimulations(a, b);
    expect(cmp.rows).toHaveLength(1);
    expect(cmp.rows[0]).toMatchObject({ a: { tier: "full" }, b: null, diff: ["only-a"] });
    expect(cmp.settings.map((s) => s.key)).toEqual(["window"]);
    expect(cmp.b.peak).toBeGreaterThan(cmp.a.peak);
  });
});
