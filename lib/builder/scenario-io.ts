// The builder's drafts to and from the scenario format (docs/scenario-format.md). Writing then reading
// gives the same draft back (ids aside), and reading then writing gives the same scenario back: fields
// the builder does not edit are carried through untouched.
import { SCENARIO_FORMAT, type Draft, type DraftCaption, type DraftEvent, type DraftSkill, type ScenarioEvent } from "./draft";
import { isRecord } from "../input/check";

const OWN = new Set([
  "format",
  "version",
  "title",
  "description",
  "preset",
  "settings",
  "startup",
  "sessionMemory",
  "skills",
  "events",
  "lesson",
]);

/** The scenario document a draft is written as. */
export function draftToScenario(d: Draft): Record<string, unknown> {
  const doc: Record<string, unknown> = { format: SCENARIO_FORMAT, version: 1, title: d.title };
  if (d.description) doc.description = d.description;
  if (d.preset) doc.preset = d.preset;
  if (Object.keys(d.settings).length) doc.settings = d.settings;
  doc.startup = d.startup;
  if (d.sessionMemory) doc.sessionMemory = d.sessionMemory;
  if (d.skills.length) doc.skills = d.skills;
  doc.events = d.events.map((e) => e.event);
  if (d.lesson) doc.lesson = d.lesson;
  for (const [k, v] of Object.entries(d.rest)) if (!(k in doc)) doc[k] = v;
  return doc;
}

export function draftToText(d: Draft): string {
  return JSON.stringify(draftToScenario(d), null, 2) + "\n";
}

export type DraftRead = { ok: true; draft: Draft; warnings: string[] } | { ok: false; error: string };

/** Reads a scenario document into a draft. What cannot be used is named, by place, and left out. */
export function scenarioToDraft(doc: unknown): DraftRead {
  if (!isRecord(doc)) return { ok: false, error: "not a scenario: the file is not a JSON object" };
  if (doc.format !== SCENARIO_FORMAT) return { ok: false, error: `not a scenario: "format" is not "${SCENARIO_FORMAT}"` };
  if (!Array.isArray(doc.events)) return { ok: false, error: 'not a scenario: it has no "events" list' };
  const warnings: string[] = [];
  let next = 1;
  const events: DraftEvent[] = [];
  doc.events.forEach((e, k) => {
    if (!isRecord(e) || typeof e.type !== "string") {
      warnings.push(`events[${k}] is not an event with a "type"; left out`);
      return;
    }
    events.push({ id: `e${next++}`, event: e as ScenarioEvent });
  });
  const skills: DraftSkill[] = [];
  if (Array.isArray(doc.skills)) {
    doc.skills.forEach((s, k) => {
      if (isRecord(s) && typeof s.name === "string") skills.push(s as unknown as DraftSkill);
      else warnings.push(`skills[${k}] has no name; left out`);
    });
  }
  const startup = Array.isArray(doc.startup) ? doc.startup.filter(isRecord) : [];
  let lesson: Draft["lesson"];
  if (isRecord(doc.lesson)) {
    const raw = doc.lesson;
    const captions: DraftCaption[] = [];
    if (Array.isArray(raw.captions)) {
      raw.captions.forEach((c, k) => {
        if (isRecord(c) && typeof c.step === "number" && Number.isInteger(c.step) && c.step >= 0) captions.push(c as DraftCaption);
        else warnings.push(`lesson.captions[${k}] has no whole "step"; left out`);
      });
    }
    lesson = { ...raw, id: typeof raw.id === "string" ? raw.id : "lesson", rule: typeof raw.rule === "string" ? raw.rule : "", captions };
  }
  const rest: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(doc)) if (!OWN.has(k)) rest[k] = v;
  const draft: Draft = {
    title: typeof doc.title === "string" && doc.title ? doc.title : "Untitled scenario",
    ...(typeof doc.description === "string" ? { description: doc.description } : {}),
    ...(typeof doc.preset === "string" ? { preset: doc.preset } : {}),
    settings: isRecord(doc.settings) ? doc.settings : {},
    startup,
    ...(isRecord(doc.sessionMemory) ? { sessionMemory: doc.sessionMemory as Draft["sessionMemory"] } : {}),
    skills,
    events,
    ...(lesson ? { lesson } : {}),
    rest,
    nextId: next,
  };
  return { ok: true, draft, warnings };
}

/** Reads scenario text (a file the user opens, or one pasted). */
export function textToDraft(text: string): DraftRead {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (e) {
    return { ok: false, error: `not JSON: ${(e as Error).message}` };
  }
  return scenarioToDraft(doc);
}
