// holdsAt and statusAt must give, at every step, exactly what a walk over liveAt(sim, step) gives:
// the walk is written out here as the reference (it is what the inspector did on every step
// before), and both are compared on the fixtures whose simulations compact and clear, under
// several presets, and on a generated session long enough to compact many times.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { countSession, inContext } from "../tokens/count";
import { chars4Counter } from "../tokens/estimators";
import { ingest } from "../transcripts";
import { makeSession } from "../../scripts/bench/gen";
import { presetSettings, resolveSettings, type PresetName } from "./settings";
import { simulate, type LiveItem, type Simulation } from "./simulate";
import { liveAt, snapshotAt } from "./snapshot";
import { holdsAt, recordedStanding, statusAt, type EventStatus, type Holds } from "./stepindex";
import { recordingSettings } from "./versions";

const root = path.resolve(__dirname, "../..");

function holdsByWalk(sim: Simulation, step: number): Holds {
  const snap = snapshotAt(sim, step);
  const h: Holds = {
    events: 0,
    eventTokens: 0,
    kept: 0,
    cleared: 0,
    clearedSaved: 0,
    summary: 0,
    files: 0,
    fileTokens: 0,
    skills: 0,
    skillTokens: 0,
    boundary: 0,
  };
  const last = snap.lastCompaction;
  for (const it of snap.live) {
    if (it.kind === "event") {
      h.events++;
      h.eventTokens += it.tokens;
      if (last && it.event < last.step) h.kept++;
      if (it.cleared?.length) {
        h.cleared += it.cleared.length;
        h.clearedSaved += it.cleared.reduce((a, x) => a + x.tokens - x.stubTokens, 0);
      }
    } else if (it.kind === "summary") h.summary += it.tokens;
    else if (it.kind === "file") {
      h.files++;
      h.fileTokens += it.tokens;
    } else if (it.kind === "skill") {
      h.skills++;
      h.skillTokens += it.tokens;
    } else h.boundary++;
  }
  return h;
}

/** The status of each event from the live list (the inspector's former per-step lookup). */
function statusByWalk(sim: Simulation, step: number, removedBy: (e: number) => { by: number; how: number }, ctx: (i: number) => boolean) {
  const snap = snapshotAt(sim, step);
  const last = snap.lastCompaction;
  const live = new Map<number, LiveItem>();
  const reattached = new Map<number, LiveItem>();
  for (const it of snap.live) {
    if (it.kind === "event") live.set(it.event, it);
    else if ((it.kind === "file" || it.kind === "skill") && it.event >= 0) reattached.set(it.event, it);
  }
  return (e: number): EventStatus | null => {
    if (e > snap.step) return null;
    const it = live.get(e);
    if (it) {
      const cleared = it.cleared?.length ? it.cleared : undefined;
      if (last && e < last.step) return { kind: "kept", compaction: last, ...(cleared ? { cleared } : {}) };
      return cleared ? { kind: "cleared", cleared } : null;
    }
    const f = removedBy(e);
    // taken out by a compaction the replay took from the recording
    if (f.by < -1 && sim.recorded[-2 - f.by].step <= snap.step) return { kind: "outside", recorded: sim.recorded[-2 - f.by] };
    const c = f.by >= 0 ? sim.compactions[f.by] : undefined;
    if (c && c.step <= snap.step) {
      const r = reattached.get(e);
      return { kind: f.how === 2 ? "dropped" : "summarised", compaction: c, ...(r ? { reattached: r } : {}) };
    }
    return ctx(e) ? { kind: "outside" } : null;
  };
}

/** Which compaction removed each event, found by walking every step's live list. */
function removalsByWalk(sim: Simulation) {
  const by = new Int32Array(sim.steps).fill(-1);
  const how = new Uint8Array(sim.steps);
  for (let k = 1; k < sim.epochs.length; k++) {
    const ep = sim.epochs[k];
    const c = sim.compactions[ep.compaction];
    // an epoch a recorded compaction opened (the replay took it): its removals are marked -2 - k
    const rk = c ? -1 : sim.recorded.findIndex((r) => r.taken && r.kind === "compact" && r.step === ep.start);
    if (!c && rk < 0) continue;
    const prev = sim.epochs[k - 1];
    const before = prev.start === ep.start ? prev.base : liveAt(sim, ep.start - 1);
    const after = new Set(ep.base.filter((x) => x.kind === "event").map((x) => x.event));
    for (const it of before) {
      if (it.kind !== "event" || after.has(it.event) || by[it.event] !== -1) continue;
      if (!c) {
        by[it.event] = -2 - rk;
        continue;
      }
      by[it.event] = c.index;
      how[it.event] = c.dropped.items > 0 && it.event >= c.dropped.firstEvent && it.event <= c.dropped.lastEvent ? 2 : 1;
    }
  }
  return (e: number) => ({ by: by[e], how: how[e] });
}

function check(sim: Simulation, ctx: (i: number) => boolean, every = 1) {
  const removals = removalsByWalk(sim);
  let compared = 0;
  for (let s = -1; s < sim.steps; s += s < 0 ? 1 : every) {
    expect(holdsAt(sim, s), `holds at step ${s}`).toEqual(holdsByWalk(sim, s));
    const fast = statusAt(sim, s, ctx);
    const slow = statusByWalk(sim, s, removals, ctx);
    // one comparison per step: an expect per event makes the large case slow on a loaded machine
    const got: unknown[] = [];
    const want: unknown[] = [];
    for (let e = 0; e < sim.steps; e++) {
      got.push(fast(e));
      want.push(slow(e));
      compared++;
    }
    expect(got, `status of each event at step ${s}`).toEqual(want);
  }
  return compared;
}

const cases: { file: string; presets: PresetName[] }[] = [
  { file: "fixtures/sessions/compaction.jsonl", presets: ["cc-2.1.88", "seed", "docs-2026"] },
  { file: "fixtures/sessions/tool-calls.jsonl", presets: ["cc-2.1.88", "seed"] },
  { file: "fixtures/sessions/skills.jsonl", presets: ["cc-2.1.88"] },
  { file: "fixtures/scenarios/lesson-cache-edit-microcompact.json", presets: [] },
  { file: "fixtures/scenarios/lesson-time-based-microcompact.json", presets: [] },
  { file: "fixtures/scenarios/lesson-file-unchanged.json", presets: [] },
  { file: "fixtures/scenarios/session-memory.json", presets: [] },
  { file: "fixtures/scenarios/reactive-413.json", presets: [] },
  { file: "fixtures/scenarios/lesson-manual-compact.json", presets: [] },
  // replays two recorded auto compactions (and a recorded microcompaction)
  { file: "fixtures/sessions/real-shape/auto-compact-2.1.19.jsonl", presets: [] },
];

describe("holdsAt / statusAt agree with a walk over the live list", () => {
  for (const c of cases) {
    for (const preset of c.presets.length ? c.presets : [undefined]) {
      it(`${path.basename(c.file)}${preset ? ` (${preset})` : ""}`, () => {
        const session = ingest(fs.readFileSync(path.join(root, c.file), "utf8"), path.basename(c.file));
        const table = countSession(session, chars4Counter);
        // a recorded session without a preset named runs under its recording's preset, as in the app
        const rec = !preset && session.format !== "scenario" ? recordingSettings(session).settings.preset : undefined;
        const { settings } = resolveSettings(session.scenario, preset ? { preset } : rec ? { preset: rec } : {});
        const sim = simulate(session, table, settings);
        const compared = check(sim, (i) => inContext(session.events[i]));
        expect(compared).toBeGreaterThan(0);
      });
    }
  }

  it("a generated 3,000-event session that compacts and clears many times", () => {
    const session = ingest(makeSession({ events: 3_000, seed: 3 }), "gen.jsonl");
    const sim = simulate(session, countSession(session, chars4Counter), presetSettings("cc-2.1.88"), { replay: false });
    expect(sim.compactions.length).toBeGreaterThan(0);
    expect(sim.epochs.some((e) => e.clears.length > 0)).toBe(true);
    check(sim, (i) => inContext(session.events[i]), 23);
  });
});

// The generated 2.1.19 session (scripts/make-real-shape-fixtures.ts) records two auto compactions at
// preTokens 155,912 and 155,694; 2.1.19's preset auto-compacts near 155,000 (docs/versions.md).
describe("recorded compactions the replay takes", () => {
  const file = "fixtures/sessions/real-shape/auto-compact-2.1.19.jsonl";
  const text = fs.readFileSync(path.join(root, file), "utf8");
  const session = ingest(text, "auto-compact-2.1.19.jsonl");
  const table = countSession(session, chars4Counter);
  const lines = text.trimEnd().split("\n");
  const boundaryLines = lines.flatMap((l, k) => (l.includes('"compact_boundary"') ? [k + 1] : []));

  it("takes the events out of the context as outside, naming the recorded compaction", () => {
    const sim = simulate(session, table, recordingSettings(session).settings);
    expect(sim.mode).toBe("replay");
    const compacts = sim.recorded.filter((r) => r.kind === "compact");
    expect(compacts.map((r) => r.line)).toEqual(boundaryLines);
    const first = compacts[0];
    expect(first.taken).toBe(true);
    // the first prompt is in the context until the boundary; at the boundary the recording took it out
    const prompt = session.events.findIndex((e) => e.kind === "user" && inContext(e));
    expect(prompt).toBeGreaterThanOrEqual(0);
    expect(statusAt(sim, first.step - 1, () => true)(prompt)).toBeNull();
    expect(statusAt(sim, first.step, () => true)(prompt)).toEqual({ kind: "outside", recorded: first });
    // both predicted within one round: matched
    expect(compacts.map((r) => recordedStanding(sim, r))).toEqual(["matched", "matched"]);
  });

  it("after a what-if's fork, an unpaired recorded compaction is outside, not missed", () => {
    // a 1M window: its threshold is far above either recorded preTokens, so the what-if forks at the first
    const settings = { ...recordingSettings(session).settings, window: 1_000_000 };
    const sim = simulate(session, table, settings);
    expect(sim.mode).toBe("what-if");
    const compacts = sim.recorded.filter((r) => r.kind === "compact");
    expect(sim.fork?.step).toBe(compacts[0].step);
    expect(compacts.every((r) => !r.taken && r.match === null)).toBe(true);
    expect(compacts.map((r) => recordedStanding(sim, r))).toEqual(["outside", "outside"]);
    // nothing left the context at the declined boundary
    const prompt = session.events.findIndex((e) => e.kind === "user" && inContext(e));
    expect(statusAt(sim, compacts[0].step, () => true)(prompt)?.kind ?? null).not.toBe("outside");
  });
});
