// The builder's document: a scenario (docs/scenario-format.md) being composed event by event.
// Each event is kept as the scenario event it will be written as, plus an id that survives reorders,
// so a scenario opened in the builder is written back with every field it had (unknown ones too).

export const SCENARIO_FORMAT = "context-lab-scenario";

/** The event types a scenario file knows, in the order the builder's palette offers them. */
export type EventType = "user" | "assistant" | "tool" | "skill" | "memory" | "wait" | "compact" | "api-error";

export const EVENT_TYPES: readonly EventType[] = ["user", "assistant", "tool", "skill", "memory", "wait", "compact", "api-error"];

/** A scenario event as written in the file: `type` plus that type's fields (and any others kept). */
export type ScenarioEvent = { type: string } & Record<string, unknown>;

export interface DraftEvent {
  /** stable across edits and reorders; never written to the file */
  id: string;
  event: ScenarioEvent;
}

export interface DraftSkill {
  name: string;
  description?: string;
  body?: string;
  tokens?: number;
}

/** A lesson caption as the scenario format writes it (`lesson.captions[]`). */
export interface DraftCaption {
  step: number;
  panel: string;
  title: string;
  text: string;
  [field: string]: unknown;
}

export interface Draft {
  title: string;
  description?: string;
  preset?: string;
  settings: Record<string, unknown>;
  startup: Record<string, unknown>[];
  sessionMemory?: { text?: string; tokens?: number };
  skills: DraftSkill[];
  events: DraftEvent[];
  /** captions at steps: present when the draft is (or is becoming) a lesson */
  lesson?: { id: string; rule: string; captions: DraftCaption[]; [field: string]: unknown };
  /** top-level fields of an opened scenario that the builder does not edit, written back as they were */
  rest: Record<string, unknown>;
  /** the next event id's number */
  nextId: number;
}

/** What a new draft starts the context with: Claude Code's own startup, as the bundled examples give it. */
export const DEFAULT_STARTUP: Record<string, unknown>[] = [
  { category: "system", label: "System prompt", tokens: 3200 },
  { category: "tools", label: "Built-in tools", tokens: 11600 },
  { category: "memory", label: "CLAUDE.md", tokens: 1200, afterCompaction: "reinjected" },
];

export function emptyDraft(title = "Untitled scenario"): Draft {
  return { title, settings: {}, startup: DEFAULT_STARTUP.map((s) => ({ ...s })), skills: [], events: [], rest: {}, nextId: 1 };
}

/** How many inspector steps an event becomes: a tool call is its use and its result, a skill three records. */
export function stepsOf(e: ScenarioEvent): number {
  if (e.type === "tool") return 2;
  if (e.type === "skill") return 3;
  return 1;
}

/** The 0-based inspector step at which the event at `index` starts. */
export function stepOfEvent(d: Draft, index: number): number {
  let step = 0;
  for (let i = 0; i < index && i < d.events.length; i++) step += stepsOf(d.events[i].event);
  return step;
}

/** The event index whose steps contain inspector step `step` (the last event when past the end). */
export function eventAtStep(d: Draft, step: number): number {
  let at = 0;
  for (let i = 0; i < d.events.length; i++) {
    const n = stepsOf(d.events[i].event);
    if (step < at + n) return i;
    at += n;
  }
  return d.events.length - 1;
}

/** The explicit tokens an event adds, for the builder's list (text without a count is left to the estimator). */
export function explicitTokens(e: ScenarioEvent, skills: readonly DraftSkill[]): number | null {
  const n = (v: unknown) => (typeof v === "number" && Number.isFinite(v) && v >= 0 ? v : 0);
  switch (e.type) {
    case "user":
    case "memory":
      return typeof e.tokens === "number" ? n(e.tokens) : null;
    case "assistant":
      return typeof e.tokens === "number" || typeof e.thinkingTokens === "number" ? n(e.tokens) + n(e.thinkingTokens) : null;
    case "tool":
      return typeof e.resultTokens === "number" || typeof e.useTokens === "number" ? n(e.useTokens) + n(e.resultTokens) : null;
    case "skill": {
      if (typeof e.tokens === "number") return n(e.tokens);
      const def = skills.find((s) => s.name === e.name);
      return def?.tokens ?? null;
    }
    default:
      return 0;
  }
}

/** A skill the draft's Skill events invoke by a name it does not define, sized on the events. */
export interface InvokedSkill {
  name: string;
  /** how many Skill events name it */
  events: number;
  /** the first of those events' own size, if it gives one */
  tokens: number | null;
}

/** The skills the draft's events invoke without a definition in `skills`, in the order they first appear. */
export function undefinedSkills(d: Draft): InvokedSkill[] {
  const defined = new Set(d.skills.map((s) => s.name));
  const out = new Map<string, InvokedSkill>();
  for (const { event: e } of d.events) {
    if (e.type !== "skill" || typeof e.name !== "string" || !e.name || defined.has(e.name)) continue;
    const seen = out.get(e.name);
    const tokens = typeof e.tokens === "number" && Number.isFinite(e.tokens) && e.tokens >= 0 ? e.tokens : null;
    if (seen) {
      seen.events++;
      if (seen.tokens === null) seen.tokens = tokens;
    } else out.set(e.name, { name: e.name, events: 1, tokens });
  }
  return [...out.values()];
}

/** How many skills the draft holds: the ones it defines and the ones its events invoke without a definition. */
export function skillCount(d: Draft): number {
  return d.skills.length + undefinedSkills(d).length;
}
