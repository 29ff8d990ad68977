// Reader for Context Lab's own scenario files (docs/scenario-format.md): hand-written teaching
// cases whose events may carry explicit token counts. This file is the walk over the document;
// each kind of event is built in scenario-events.ts, each field checked in scenario-fields.ts.
import type { Category, ParseIssue, ScenarioExtras, Session, StartupItem } from "../model";
import { isRecord, kindOf } from "../input/check";
import { otherFields } from "./blocks";
import { finalizeSession } from "./structure";
import { eventTime, textField, tokenField, unreadableEvent } from "./scenario-fields";
import { iso, KNOWN_FIELDS, parserFor, type ScenarioReading, type ScenarioSkill } from "./scenario-events";

export const SCENARIO_FORMAT = "context-lab-scenario";
const START = Date.parse("2026-01-01T00:00:00Z");
const STEP_MS = 30_000;

const STARTUP_CATEGORIES = new Set<Category>(["system", "tools", "mcpTools", "memory", "skills", "other"]);
const AFTER = new Set(["unchanged", "reinjected", "lost", "not-reinjected"]);

export function looksLikeScenario(doc: unknown): boolean {
  return isRecord(doc) && doc.format === SCENARIO_FORMAT;
}

export function parseScenario(doc: Record<string, unknown>, name: string, bytes: number): Session {
  const warnings: ParseIssue[] = [];
  const errors: ParseIssue[] = [];
  if (doc.version !== 1) {
    warnings.push({ line: 0, message: `scenario version is ${kindOf(doc.version)}, not 1; read as version 1` });
  }
  const startup = readStartup(doc.startup, warnings);
  const skills = readSkills(doc.skills, warnings);
  if (!Array.isArray(doc.events)) errors.push({ line: 0, message: 'scenario has no "events" array' });
  const reading = readEvents(Array.isArray(doc.events) ? doc.events : [], skills, warnings);
  return finalizeSession({
    format: "scenario",
    name,
    bytes,
    events: reading.events,
    errors,
    warnings,
    unknownTypes: reading.unknownTypes,
    startup,
    meta: { title: textField(doc.title), description: textField(doc.description) },
    scenario: readExtras(doc, skills, warnings),
  });
}

/** The items in the context before the first prompt; an item's default after compaction follows its category. */
function readStartup(raw: unknown, warnings: ParseIssue[]): StartupItem[] {
  const startup: StartupItem[] = [];
  if (!Array.isArray(raw)) return startup;
  raw.forEach((s, k) => {
    if (!isRecord(s)) return;
    const category = STARTUP_CATEGORIES.has(s.category as Category) ? (s.category as Category) : "other";
    const defaultAfter = category === "memory" ? "reinjected" : category === "skills" ? "not-reinjected" : "unchanged";
    const text = textField(s.text);
    const tokens = tokenField(s.tokens, `startup[${k}]`, 0, warnings);
    startup.push({
      category,
      label: textField(s.label) ?? category,
      ...(text !== undefined ? { text } : {}),
      ...(tokens !== undefined ? { tokens } : {}),
      afterCompaction: (AFTER.has(s.afterCompaction as string) ? s.afterCompaction : defaultAfter) as StartupItem["afterCompaction"],
    });
  });
  return startup;
}

/** The skills a skill event can invoke, in file order; one without a name is left out. */
function readSkills(raw: unknown, warnings: ParseIssue[]): ScenarioSkill[] {
  const skills: ScenarioSkill[] = [];
  if (!Array.isArray(raw)) return skills;
  raw.forEach((s, k) => {
    if (!isRecord(s) || typeof s.name !== "string") {
      warnings.push({ line: 0, message: `skills[${k}] has no name; ignored` });
      return;
    }
    const description = textField(s.description);
    const body = textField(s.body);
    skills.push({ name: s.name, description, body, tokens: tokenField(s.tokens, `skills[${k}]`, 0, warnings) });
  });
  return skills;
}

/** Every event in order, each by the parser of its type; its line is its place in "events", from 1. */
function readEvents(rawEvents: unknown[], skills: ScenarioSkill[], warnings: ParseIssue[]): ScenarioReading {
  const reading: ScenarioReading = {
    events: [],
    warnings,
    unknownTypes: {},
    skillDefs: new Map(skills.map((s) => [s.name, s])),
    clock: START,
    rounds: 0,
    toolCalls: 0,
  };
  rawEvents.forEach((raw, idx) => {
    const line = idx + 1;
    const unreadable = unreadableEvent(raw, idx);
    if (unreadable !== undefined) {
      warnings.push({ line, message: unreadable });
      return;
    }
    const fields = raw as Record<string, unknown>;
    advanceClock(reading, fields);
    const extra = otherFields(fields, KNOWN_FIELDS);
    parserFor(fields.type)({ fields, line, where: `events[${idx}]`, timestamp: iso(reading.clock), extra }, reading);
  });
  return reading;
}

/** An event's own `at` sets the clock; without one it comes 30 s after the last. A wait moves the clock by its own minutes only. */
function advanceClock(reading: ScenarioReading, fields: Record<string, unknown>): void {
  const at = eventTime(fields.at);
  if (fields.type !== "wait") reading.clock = at ?? (reading.events.length ? reading.clock + STEP_MS : reading.clock);
  else if (at !== undefined) reading.clock = at;
}

/** What the simulator takes from the document beside the events: preset, settings, session memory, skills. */
function readExtras(doc: Record<string, unknown>, skills: ScenarioSkill[], warnings: ParseIssue[]): ScenarioExtras {
  const scenario: ScenarioExtras = {};
  if (typeof doc.preset === "string") scenario.preset = doc.preset;
  if (isRecord(doc.settings)) scenario.settings = doc.settings;
  if (isRecord(doc.sessionMemory)) {
    const text = textField(doc.sessionMemory.text);
    const tokens = tokenField(doc.sessionMemory.tokens, "sessionMemory", 0, warnings);
    scenario.sessionMemory = { ...(text !== undefined ? { text } : {}), ...(tokens !== undefined ? { tokens } : {}) };
  }
  if (skills.length) scenario.skills = skills;
  return scenario;
}
