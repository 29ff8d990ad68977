// Guided lessons: a lesson is a scenario document (docs/scenario-format.md) with a `lesson` block,
// so it loads in the inspector and travels as a share link like any scenario. The block holds one
// rule in a sentence and a short script of captions: "go to step N, open panel X, look at Y; here
// is the rule". Each caption may carry an `expect` block: what the engine must show at that step
// for the caption to be true (tests check it, so a caption cannot drift from the rules).
// A lesson that needs a recorded Claude Code session (what came back after a compaction is only in a
// recording) is a lesson document instead: the same `lesson` block beside the path of a bundled
// session file, which loads the way the examples load.
// Plain data and a tolerant reader: runs in Node, the browser and a Worker.
import { filePathKey } from "../context/file-path";
import type { AgreementMark } from "../context/reattach-agreement";
import type { MeterState, PresetName } from "../context/settings";
import { isPresetName } from "../context/settings";
import type { Simulation, Tier } from "../context/simulate";
import { snapshotAt } from "../context/snapshot";
import type { ReattachStatus } from "../skills/reattach";
import { SCENARIO_FORMAT } from "../transcripts/scenario";

/** The `format` of a lesson that runs on a recorded session rather than a scenario. */
export const LESSON_FORMAT = "context-lab-lesson";

/** Where a caption points the inspector: a side-panel tab, the settings drawer or compare mode. */
export type LessonPanel = "context" | "compaction" | "skills" | "settings" | "compare" | "routing";

export const LESSON_PANELS: readonly LessonPanel[] = ["context", "compaction", "skills", "settings", "compare", "routing"];

/** A simulator choice as the app keeps it: a preset (null = the scenario's own) and overrides. */
export interface LessonSim {
  preset: PresetName | null;
  overrides: Record<string, unknown>;
}

export interface LessonExpect {
  /** the meter's state at the step */
  meter?: MeterState;
  /** a compaction of this tier runs at the step (null: none runs there) */
  compaction?: Tier | null;
  /** compactions that have run up to and including the step */
  compactionsSoFar?: number;
  /** the re-attached skills of the most recent compaction up to the step, by name */
  skills?: Record<string, ReattachStatus>;
  /** compare mode: compactions B runs over the whole session */
  compareCompactions?: number;
  /** compare mode: the tier of B's first compaction */
  compareTier?: Tier;
  /**
   * a recorded session: what came back at the most recent recorded compaction up to the step, the
   * recording's account beside the rules' (marks by skill name and by file path, any spelling)
   */
  cameBack?: {
    trigger?: "auto" | "manual";
    skillsEqual?: boolean;
    skills?: Record<string, AgreementMark>;
    /** characters the recording re-attached, by skill */
    recordedChars?: Record<string, number>;
    files?: Record<string, Exclude<AgreementMark, "cut-differently">>;
  };
  /** the skill router's decision for a prompt (checked against the devkit catalog by the tests) */
  route?: { prompt: string; decision: "skip" | "forced" | "native" | "skill" | "ask"; chosen?: string | null; synonyms?: string[] };
}

export interface LessonCaption {
  /** 0-based step (event index of the session the scenario becomes) */
  step: number;
  panel: LessonPanel;
  title: string;
  text: string;
  /** where to look, in a few words ("the meter", "the compaction panel's kept tail") */
  look?: string;
  /** the simulator choice while this caption shows (default: the scenario's own settings) */
  sim?: LessonSim;
  /** compare mode on, with this as B (A is `sim`) */
  compare?: LessonSim;
  expect?: LessonExpect;
}

export interface Lesson {
  id: string;
  title: string;
  /** the rule, in one sentence */
  rule: string;
  /** position in the list */
  order: number;
  captions: LessonCaption[];
  /** the whole scenario document, `lesson` block included; null for a lesson on a recorded session */
  scenario: Record<string, unknown> | null;
  /** a lesson on a recorded session: its file under fixtures/, named as examples.json names files */
  session?: string;
}

export type LessonRead = { ok: true; lesson: Lesson } | { ok: false; error: string };

const isObj = (v: unknown): v is Record<string, unknown> => !!v && typeof v === "object" && !Array.isArray(v);
const str = (v: unknown) => (typeof v === "string" && v.trim() ? v : undefined);

function readSim(v: unknown): LessonSim | undefined {
  if (!isObj(v)) return undefined;
  const preset = v.preset === null || v.preset === undefined ? null : isPresetName(v.preset) ? v.preset : undefined;
  if (preset === undefined) return undefined;
  return { preset, overrides: isObj(v.overrides) ? v.overrides : {} };
}

/** A session file a lesson may name: a relative path to a .jsonl file, never out of its folder. */
const SESSION_PATH = /^(?!.*\.\.)[A-Za-z0-9][\w./-]*\.jsonl$/;

/** The name a lesson's session is loaded under, so the lessons page knows the lesson again after a reload. */
export const lessonSessionName = (id: string) => `lesson-${id}.jsonl`;

/** The lesson id a loaded session's name says, or null. */
export function lessonIdOfSession(name: string): string | null {
  const m = /^lesson-([\w-]+)\.jsonl$/.exec(name);
  return m ? m[1] : null;
}

/**
 * Reads a lesson from a scenario document, or from a lesson document naming the recorded session
 * it runs on; a document without a usable `lesson` block is refused with a sentence.
 */
export function readLesson(doc: unknown): LessonRead {
  if (!isObj(doc) || (doc.format !== SCENARIO_FORMAT && doc.format !== LESSON_FORMAT))
    return { ok: false, error: "A lesson is a Context Lab scenario, or a lesson on a recorded session; this document is neither." };
  let session: string | undefined;
  if (doc.format === LESSON_FORMAT) {
    session = typeof doc.session === "string" && SESSION_PATH.test(doc.session) ? doc.session : undefined;
    if (!session) return { ok: false, error: "This lesson does not name the session file it runs on." };
  }
  const l = doc.lesson;
  if (!isObj(l)) return { ok: false, error: "This scenario has no lesson block." };
  const id = str(l.id);
  if (!id) return { ok: false, error: "The lesson has no id." };
  const raw = Array.isArray(l.captions) ? l.captions : [];
  const captions: LessonCaption[] = [];
  raw.forEach((c) => {
    if (!isObj(c)) return;
    const step = typeof c.step === "number" && Number.isInteger(c.step) && c.step >= 0 ? c.step : undefined;
    const text = str(c.text);
    if (step === undefined || !text) return;
    const panel = LESSON_PANELS.includes(c.panel as LessonPanel) ? (c.panel as LessonPanel) : "context";
    const sim = readSim(c.sim);
    const compare = readSim(c.compare);
    captions.push({
      step,
      panel,
      title: str(c.title) ?? `Step ${step + 1}`,
      text,
      ...(str(c.look) ? { look: str(c.look) } : {}),
      ...(sim ? { sim } : {}),
      ...(compare ? { compare } : {}),
      ...(isObj(c.expect) ? { expect: c.expect as LessonExpect } : {}),
    });
  });
  if (!captions.length) return { ok: false, error: `The lesson "${id}" has no captions.` };
  return {
    ok: true,
    lesson: {
      id,
      title: str(doc.title) ?? id,
      rule: str(l.rule) ?? "",
      order: typeof l.order === "number" ? l.order : 0,
      captions,
      scenario: session ? null : doc,
      ...(session ? { session } : {}),
    },
  };
}

/** The simulator choice a caption asks for (the scenario's own when it says nothing). */
export function captionSim(c: LessonCaption): LessonSim {
  return c.sim ?? { preset: null, overrides: {} };
}

/**
 * What is not true of a caption's `expect` block in a simulation (and, for compare mode, in B's):
 * one sentence per mismatch, none when the caption holds. Router claims are not checked here.
 */
export function checkCaption(c: LessonCaption, sim: Simulation, simB?: Simulation | null): string[] {
  const e = c.expect;
  if (!e) return [];
  const out: string[] = [];
  if (c.step >= sim.steps) return [`step ${c.step} is past the end (${sim.steps} steps)`];
  const snap = snapshotAt(sim, c.step, { live: false });
  if (e.meter !== undefined && snap.meter !== e.meter) out.push(`meter at step ${c.step} is ${snap.meter}, not ${e.meter}`);
  if (e.compaction !== undefined) {
    const tiers = snap.compactions.map((x) => x.tier);
    if (e.compaction === null ? tiers.length > 0 : !tiers.includes(e.compaction)) {
      out.push(`compactions at step ${c.step}: ${tiers.join(", ") || "none"}, expected ${e.compaction ?? "none"}`);
    }
  }
  if (e.compactionsSoFar !== undefined) {
    const n = sim.compactions.filter((x) => x.step <= c.step).length;
    if (n !== e.compactionsSoFar) out.push(`${n} compactions up to step ${c.step}, expected ${e.compactionsSoFar}`);
  }
  if (e.skills) {
    const last = [...sim.compactions].reverse().find((x) => x.step <= c.step && x.reattached.skills);
    const got = new Map((last?.reattached.skills?.skills ?? []).map((s) => [s.name, s.status]));
    for (const [name, status] of Object.entries(e.skills)) {
      if (got.get(name) !== status) out.push(`skill ${name} is ${got.get(name) ?? "absent"} after the compaction, expected ${status}`);
    }
  }
  if (e.cameBack) out.push(...checkCameBack(c.step, e.cameBack, sim));
  if (e.compareCompactions !== undefined || e.compareTier !== undefined) {
    if (!simB) out.push("the caption compares, but there is no B simulation");
    else {
      if (e.compareCompactions !== undefined && simB.compactions.length !== e.compareCompactions) {
        out.push(`B runs ${simB.compactions.length} compactions, expected ${e.compareCompactions}`);
      }
      if (e.compareTier !== undefined && simB.compactions[0]?.tier !== e.compareTier) {
        out.push(`B's first compaction is ${simB.compactions[0]?.tier ?? "none"}, expected ${e.compareTier}`);
      }
    }
  }
  return out;
}

/** What is not true of a caption's `cameBack` claims at the most recent recorded compaction up to `step`. */
function checkCameBack(step: number, e: NonNullable<LessonExpect["cameBack"]>, sim: Simulation): string[] {
  const r = [...sim.recorded].reverse().find((x) => x.kind === "compact" && x.step <= step && x.agreement);
  if (!r?.agreement || !r.reattached) return [`no recorded compaction up to step ${step} says what came back`];
  const a = r.agreement;
  const out: string[] = [];
  if (e.trigger !== undefined && r.trigger !== e.trigger)
    out.push(`the recorded compaction at step ${r.step} is ${r.trigger}, expected ${e.trigger}`);
  if (e.skillsEqual !== undefined && a.skillsEqual !== e.skillsEqual)
    out.push(
      `the recording's skills ${a.skillsEqual ? "equal" : "differ from"} the rules', expected ${e.skillsEqual ? "equal" : "different"}`,
    );
  for (const [name, mark] of Object.entries(e.skills ?? {})) {
    const got = a.skills.find((s) => s.name === name)?.mark;
    if (got !== mark) out.push(`skill ${name} is ${got ?? "absent"} in what came back, expected ${mark}`);
  }
  for (const [name, chars] of Object.entries(e.recordedChars ?? {})) {
    const got = r.reattached.skills.find((s) => s.name === name)?.chars;
    if (got !== chars) out.push(`the recording re-attached ${got ?? "no"} characters of ${name}, expected ${chars}`);
  }
  for (const [path, mark] of Object.entries(e.files ?? {})) {
    const got = a.files.find((f) => filePathKey(f.path) === filePathKey(path))?.mark;
    if (got !== mark) out.push(`file ${path} is ${got ?? "absent"} in what came back, expected ${mark}`);
  }
  return out;
}
