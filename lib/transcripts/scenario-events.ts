// The session events each kind of scenario event becomes (docs/scenario-format.md, "Events"): one
// parser per `type`, looked up in EVENT_PARSERS. Apart from the reader's walk (scenario.ts) so a
// kind is found, read and changed by its name; the checks of its fields are in scenario-fields.ts.
import type { Block, ParseIssue, ScenarioExtras } from "../model";
import { bump, toUsage } from "./blocks";
import type { DraftEvent } from "./structure";
import { skillBodyMessage } from "../skills/skill-body";
import { httpStatus, modelField, textField, tokenField, waitMinutes } from "./scenario-fields";

export type ScenarioSkill = NonNullable<ScenarioExtras["skills"]>[number];

/** One event of the file, as its parser sees it. */
export interface ScenarioEvent {
  fields: Record<string, unknown>;
  line: number;
  /** how warnings name it: events[idx] */
  where: string;
  /** the clock at this event (a wait moves it itself) */
  timestamp: string | undefined;
  /** its fields the format does not model, kept and shown */
  extra: Record<string, unknown>;
}

/** What the events read so far have built, and the counters that name the next ones. */
export interface ScenarioReading {
  events: DraftEvent[];
  warnings: ParseIssue[];
  unknownTypes: Record<string, number>;
  /** the document's "skills", which a skill event takes its body and tokens from */
  skillDefs: ReadonlyMap<string, ScenarioSkill>;
  /** milliseconds since the epoch */
  clock: number;
  /** assistant messages so far: each is an API round with its own id */
  rounds: number;
  /** tool calls so far (tool and skill events), each with its own id */
  toolCalls: number;
}

type EventParser = (e: ScenarioEvent, reading: ScenarioReading) => void;

/** The explicit-token fields of a block, present only when the file gave a count. */
const withTokens = (tokens: number | undefined) => (tokens !== undefined ? { tokens } : {});

function textBlock(text: string | undefined, tokens: number | undefined, fallback: string): Block {
  return { type: "text", text: text ?? fallback, ...withTokens(tokens) };
}

const tokensOf = (e: ScenarioEvent, reading: ScenarioReading, field: string) =>
  tokenField(e.fields[field], e.where, e.line, reading.warnings);

/** The assistant record of a tool or Skill call, opening a new API round. */
function callRecord(e: ScenarioEvent, reading: ScenarioReading, block: Block, skill?: DraftEvent["skill"]): DraftEvent {
  const { line, timestamp, extra } = e;
  const messageId = `scenario-msg-${++reading.rounds}`;
  return {
    line,
    kind: "assistant",
    recordType: "assistant",
    role: "assistant",
    timestamp,
    messageId,
    extra,
    ...(skill ? { skill } : {}),
    blocks: [block],
  };
}

/** The response's usage and model, read like recorded usage and model in a transcript. */
function attachUsage(record: DraftEvent, e: ScenarioEvent, reading: ScenarioReading): void {
  const usage = toUsage(e.fields.usage, (m) => reading.warnings.push({ line: e.line, message: `${e.where}: ${m}` }));
  if (usage) record.usage = usage;
  const model = modelField(e.fields.model, e.where, e.line, reading.warnings);
  if (model !== undefined) record.model = model;
}

const parseUser: EventParser = (e, reading) => {
  const { line, timestamp, extra } = e;
  const blocks = [textBlock(textField(e.fields.text), tokensOf(e, reading, "tokens"), "")];
  reading.events.push({ line, kind: "user", recordType: "user", role: "user", timestamp, extra, blocks });
};

const parseAssistant: EventParser = (e, reading) => {
  const blocks: Block[] = [];
  if (e.fields.thinking !== undefined || e.fields.thinkingTokens !== undefined) {
    const tokens = tokensOf(e, reading, "thinkingTokens");
    blocks.push({ type: "thinking", thinking: textField(e.fields.thinking) ?? "", ...withTokens(tokens) });
  }
  blocks.push(textBlock(textField(e.fields.text), tokensOf(e, reading, "tokens"), ""));
  const { line, timestamp, extra } = e;
  const messageId = `scenario-msg-${++reading.rounds}`;
  const record: DraftEvent = { line, kind: "assistant", recordType: "assistant", role: "assistant", timestamp, messageId, blocks, extra };
  attachUsage(record, e, reading);
  reading.events.push(record);
};

/** A tool call and the result answering it: one API round. */
const parseTool: EventParser = (e, reading) => {
  const { line, timestamp } = e;
  const name = textField(e.fields.name) ?? "Tool";
  const id = `toolu_scenario_${++reading.toolCalls}`;
  const useTokens = tokensOf(e, reading, "useTokens");
  const resultTokens = tokensOf(e, reading, "resultTokens");
  const use = callRecord(e, reading, { type: "tool_use", id, name, input: e.fields.input ?? {}, ...withTokens(useTokens) });
  attachUsage(use, e, reading);
  const result: Block = {
    type: "tool_result",
    toolUseId: id,
    content: textField(e.fields.result) ?? "",
    ...(e.fields.isError === true ? { isError: true } : {}),
    ...withTokens(resultTokens),
  };
  reading.events.push(use, { line, kind: "tool-result", recordType: "user", role: "user", timestamp, extra: {}, blocks: [result] });
};

/** A Skill call, its "Launching skill" result and the meta record holding the body, as Claude Code writes them. */
const parseSkill: EventParser = (e, reading) => {
  const { line, where, timestamp } = e;
  const name = textField(e.fields.name);
  if (!name) {
    reading.warnings.push({ line, message: `${where}: skill event without a name; ignored` });
    return;
  }
  const def = reading.skillDefs.get(name);
  if (!def && e.fields.body === undefined && e.fields.tokens === undefined) {
    reading.warnings.push({ line, message: `${where}: skill "${name}" is not in "skills" and has no body or tokens` });
  }
  const id = `toolu_scenario_${++reading.toolCalls}`;
  const bodyTokens = tokensOf(e, reading, "tokens") ?? def?.tokens;
  const body = textField(e.fields.body) ?? def?.body ?? "";
  const use = callRecord(
    e,
    reading,
    { type: "tool_use", id, name: "Skill", input: { skill: name }, tokens: 20 },
    { name, phase: "tool_use" },
  );
  const model = modelField(e.fields.model, where, line, reading.warnings);
  if (model !== undefined) use.model = model;
  const dir = `/scenario/skills/${name}`;
  reading.events.push(
    use,
    {
      line,
      kind: "tool-result",
      recordType: "user",
      role: "user",
      timestamp,
      extra: {},
      skill: { name, phase: "launch" },
      blocks: [{ type: "tool_result", toolUseId: id, content: `Launching skill: ${name}`, tokens: 8 }],
    },
    {
      line,
      kind: "skill-body",
      recordType: "user",
      role: "user",
      isMeta: true,
      timestamp,
      extra: {},
      skill: { name, phase: "body", dir },
      blocks: [{ type: "text", text: skillBodyMessage(dir, body), ...withTokens(bodyTokens) }],
    },
  );
};

/** A meta user record such as a path-scoped rule or hook output. */
const parseMemory: EventParser = (e, reading) => {
  const { line, timestamp, extra } = e;
  const blocks = [textBlock(textField(e.fields.text), tokensOf(e, reading, "tokens"), textField(e.fields.label) ?? "memory")];
  reading.events.push({ line, kind: "meta", recordType: "user", role: "user", isMeta: true, category: "memory", timestamp, extra, blocks });
};

/** Idle time: no message, the clock moves by the wait's own minutes. */
const parseWait: EventParser = (e, reading) => {
  const minutes = waitMinutes(e.fields.minutes, e.where, e.line, reading.warnings);
  reading.clock += minutes * 60_000;
  reading.events.push({
    line: e.line,
    kind: "wait",
    recordType: "wait",
    timestamp: iso(reading.clock),
    blocks: [],
    extra: e.extra,
    waitMinutes: minutes,
  });
};

/** The user typing /compact [instructions]. */
const parseCompact: EventParser = (e, reading) => {
  const { line, timestamp, extra } = e;
  const instructions = textField(e.fields.instructions);
  reading.events.push({
    line,
    kind: "compact-command",
    recordType: "user",
    role: "user",
    timestamp,
    extra,
    compact: { trigger: "manual", ...(instructions ? { instructions } : {}) },
    blocks: [{ type: "text", text: `/compact${instructions ? " " + instructions : ""}`, tokens: 0 }],
  });
};

const parseApiError: EventParser = (e, reading) => {
  const { line, timestamp } = e;
  const status = httpStatus(e.fields.status, e.where, line, reading.warnings);
  reading.events.push({ line, kind: "api-error", recordType: "api-error", timestamp, blocks: [], extra: { ...e.extra, status } });
};

/** A type the format does not know: kept, counted by type, holding no tokens. */
const parseUnknown: EventParser = (e, reading) => {
  const type = typeof e.fields.type === "string" ? e.fields.type : "(none)";
  bump(reading.unknownTypes, type);
  reading.warnings.push({ line: e.line, message: `${e.where}: unknown event type "${type}"; kept, holds no tokens` });
  reading.events.push({ line: e.line, kind: "unknown", recordType: type, timestamp: e.timestamp, blocks: [], extra: e.extra });
};

export const EVENT_PARSERS: Readonly<Record<string, EventParser>> = {
  user: parseUser,
  assistant: parseAssistant,
  tool: parseTool,
  skill: parseSkill,
  memory: parseMemory,
  wait: parseWait,
  compact: parseCompact,
  "api-error": parseApiError,
};

/** The parser of an event's type; a name such as "constructor" is no kind, however objects are built. */
export function parserFor(type: unknown): EventParser {
  return typeof type === "string" && Object.hasOwn(EVENT_PARSERS, type) ? EVENT_PARSERS[type] : parseUnknown;
}

/** A timestamp, or none when the clock ran past what a Date holds (an `at` near year 275760). */
export function iso(ms: number): string | undefined {
  const d = new Date(ms);
  return Number.isNaN(d.getTime()) ? undefined : d.toISOString();
}

/** The fields the parsers read; any other goes to the event's `extra`. */
export const KNOWN_FIELDS = new Set([
  "type",
  "text",
  "tokens",
  "thinking",
  "thinkingTokens",
  "usage",
  "model",
  "name",
  "input",
  "useTokens",
  "result",
  "resultTokens",
  "isError",
  "body",
  "label",
  "minutes",
  "instructions",
  "status",
  "at",
]);
