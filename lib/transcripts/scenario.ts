// Reader for Context Lab's own scenario files (docs/scenario-format.md): hand-written teaching
// cases whose events may carry explicit token counts.
import type { Block, Category, ParseIssue, Session, StartupItem } from "../model";
import { bump, isRecord, otherFields, toUsage } from "./blocks";
import { finalizeSession, type DraftEvent } from "./structure";
import { skillBodyMessage } from "../skills/skill-body";
import { depthMessage, kindOf, valueDepth } from "../input/check";
import { boundedNumber, readNumber, COUNT } from "../input/number";

const HTTP_STATUS = { min: 100, max: 599, integer: true };
import { MAX_DEPTH } from "../limits";

export const SCENARIO_FORMAT = "context-lab-scenario";
const START = Date.parse("2026-01-01T00:00:00Z");
const STEP_MS = 30_000;
/** a year: longer waits would push timestamps past what a Date can hold */
const MAX_WAIT_MINUTES = 525_600;

const STARTUP_CATEGORIES = new Set<Category>(["system", "tools", "mcpTools", "memory", "skills", "other"]);
const AFTER = new Set(["unchanged", "reinjected", "lost", "not-reinjected"]);

export function looksLikeScenario(doc: unknown): boolean {
  return isRecord(doc) && doc.format === SCENARIO_FORMAT;
}

export function parseScenario(doc: Record<string, unknown>, name: string, bytes: number): Session {
  const warnings: ParseIssue[] = [];
  const errors: ParseIssue[] = [];
  const unknownTypes: Record<string, number> = {};
  if (doc.version !== 1) {
    warnings.push({ line: 0, message: `scenario version is ${kindOf(doc.version)}, not 1; read as version 1` });
  }

  /** A token field: whole, finite, at least 0; anything else is reported and ignored. */
  const tok = (v: unknown, where: string, line: number): number | undefined => {
    if (v === undefined || v === null) return undefined;
    // the one bounded reader; a fraction is rounded as before, without a note
    const r = readNumber(v, COUNT, "token count");
    if (r.value === undefined)
      warnings.push({ line, message: `${where}: token count ${kindOf(v)} is not a whole number from 0 to 1e9; ignored` });
    return r.value;
  };
  const str = (v: unknown) => (typeof v === "string" ? v : undefined);

  const startup: StartupItem[] = [];
  if (Array.isArray(doc.startup)) {
    doc.startup.forEach((s, k) => {
      if (!isRecord(s)) return;
      const category = STARTUP_CATEGORIES.has(s.category as Category) ? (s.category as Category) : "other";
      const defaultAfter = category === "memory" ? "reinjected" : category === "skills" ? "not-reinjected" : "unchanged";
      startup.push({
        category,
        label: str(s.label) ?? category,
        ...(str(s.text) !== undefined ? { text: str(s.text) } : {}),
        ...(tok(s.tokens, `startup[${k}]`, 0) !== undefined ? { tokens: tok(s.tokens, `startup[${k}]`, 0) } : {}),
        afterCompaction: (AFTER.has(s.afterCompaction as string) ? s.afterCompaction : defaultAfter) as StartupItem["afterCompaction"],
      });
    });
  }

  const skillDefs = new Map<string, { body?: string; tokens?: number; description?: string }>();
  const skills: NonNullable<Session["scenario"]>["skills"] = [];
  if (Array.isArray(doc.skills)) {
    doc.skills.forEach((s, k) => {
      if (!isRecord(s) || typeof s.name !== "string") {
        warnings.push({ line: 0, message: `skills[${k}] has no name; ignored` });
        return;
      }
      const def = { name: s.name, description: str(s.description), body: str(s.body), tokens: tok(s.tokens, `skills[${k}]`, 0) };
      skillDefs.set(s.name, def);
      skills.push(def);
    });
  }

  const events: DraftEvent[] = [];
  let clock = START;
  let round = 0;
  let toolN = 0;
  const rawEvents = Array.isArray(doc.events) ? doc.events : [];
  if (!Array.isArray(doc.events)) errors.push({ line: 0, message: 'scenario has no "events" array' });

  rawEvents.forEach((e, idx) => {
    const line = idx + 1;
    if (!isRecord(e)) {
      warnings.push({ line, message: `events[${idx}] is not an object; ignored` });
      return;
    }
    if (valueDepth(e, MAX_DEPTH) > MAX_DEPTH) {
      warnings.push({ line, message: `events[${idx}] is ${depthMessage(MAX_DEPTH)}` });
      return;
    }
    if (e.type !== undefined && typeof e.type !== "string") {
      warnings.push({ line, message: `events[${idx}]: "type" is ${kindOf(e.type)} where text was expected; ignored` });
      return;
    }
    const at = str(e.at) && !Number.isNaN(Date.parse(str(e.at)!)) ? Date.parse(str(e.at)!) : undefined;
    // a wait moves the clock by its own minutes only; every other event comes 30 s after the last
    if (e.type !== "wait") clock = at ?? (events.length ? clock + STEP_MS : clock);
    else if (at !== undefined) clock = at;
    const ts = () => iso(clock);
    const extra = otherFields(e, KNOWN_FIELDS);
    const where = `events[${idx}]`;
    const text = (t: string | undefined, tokens: number | undefined, fallback: string): Block => ({
      type: "text",
      text: t ?? fallback,
      ...(tokens !== undefined ? { tokens } : {}),
    });

    switch (e.type) {
      case "user": {
        events.push({
          line,
          kind: "user",
          recordType: "user",
          role: "user",
          timestamp: ts(),
          extra,
          blocks: [text(str(e.text), tok(e.tokens, where, line), "")],
        });
        break;
      }
      case "assistant": {
        const blocks: Block[] = [];
        if (e.thinking !== undefined || e.thinkingTokens !== undefined) {
          const t = tok(e.thinkingTokens, where, line);
          blocks.push({ type: "thinking", thinking: str(e.thinking) ?? "", ...(t !== undefined ? { tokens: t } : {}) });
        }
        blocks.push(text(str(e.text), tok(e.tokens, where, line), ""));
        const ev: DraftEvent = {
          line,
          kind: "assistant",
          recordType: "assistant",
          role: "assistant",
          timestamp: ts(),
          messageId: `scenario-msg-${++round}`,
          blocks,
          extra,
        };
        const usage = toUsage(e.usage, (m) => warnings.push({ line, message: `${where}: ${m}` }));
        if (usage) ev.usage = usage;
        events.push(ev);
        break;
      }
      case "tool": {
        const name = str(e.name) ?? "Tool";
        const id = `toolu_scenario_${++toolN}`;
        const useTokens = tok(e.useTokens, where, line);
        const resultTokens = tok(e.resultTokens, where, line);
        const use: DraftEvent = {
          line,
          kind: "assistant",
          recordType: "assistant",
          role: "assistant",
          timestamp: ts(),
          messageId: `scenario-msg-${++round}`,
          extra,
          blocks: [{ type: "tool_use", id, name, input: e.input ?? {}, ...(useTokens !== undefined ? { tokens: useTokens } : {}) }],
        };
        const usage = toUsage(e.usage, (m) => warnings.push({ line, message: `${where}: ${m}` }));
        if (usage) use.usage = usage;
        events.push(use);
        events.push({
          line,
          kind: "tool-result",
          recordType: "user",
          role: "user",
          timestamp: ts(),
          extra: {},
          blocks: [
            {
              type: "tool_result",
              toolUseId: id,
              content: str(e.result) ?? "",
              ...(e.isError === true ? { isError: true } : {}),
              ...(resultTokens !== undefined ? { tokens: resultTokens } : {}),
            },
          ],
        });
        break;
      }
      case "skill": {
        const name = str(e.name);
        if (!name) {
          warnings.push({ line, message: `${where}: skill event without a name; ignored` });
          return;
        }
        const def = skillDefs.get(name);
        if (!def && e.body === undefined && e.tokens === undefined) {
          warnings.push({ line, message: `${where}: skill "${name}" is not in "skills" and has no body or tokens` });
        }
        const id = `toolu_scenario_${++toolN}`;
        const bodyTokens = tok(e.tokens, where, line) ?? def?.tokens;
        const body = str(e.body) ?? def?.body ?? "";
        events.push({
          line,
          kind: "assistant",
          recordType: "assistant",
          role: "assistant",
          timestamp: ts(),
          messageId: `scenario-msg-${++round}`,
          extra,
          skill: { name, phase: "tool_use" },
          blocks: [{ type: "tool_use", id, name: "Skill", input: { skill: name }, tokens: 20 }],
        });
        events.push({
          line,
          kind: "tool-result",
          recordType: "user",
          role: "user",
          timestamp: ts(),
          extra: {},
          skill: { name, phase: "launch" },
          blocks: [{ type: "tool_result", toolUseId: id, content: `Launching skill: ${name}`, tokens: 8 }],
        });
        const dir = `/scenario/skills/${name}`;
        events.push({
          line,
          kind: "skill-body",
          recordType: "user",
          role: "user",
          isMeta: true,
          timestamp: ts(),
          extra: {},
          skill: { name, phase: "body", dir },
          blocks: [{ type: "text", text: skillBodyMessage(dir, body), ...(bodyTokens !== undefined ? { tokens: bodyTokens } : {}) }],
        });
        break;
      }
      case "memory": {
        events.push({
          line,
          kind: "meta",
          recordType: "user",
          role: "user",
          isMeta: true,
          category: "memory",
          timestamp: ts(),
          extra,
          blocks: [text(str(e.text), tok(e.tokens, where, line), str(e.label) ?? "memory")],
        });
        break;
      }
      case "wait": {
        const ok = typeof e.minutes === "number" && Number.isFinite(e.minutes) && e.minutes >= 0 && e.minutes <= MAX_WAIT_MINUTES;
        const minutes = ok ? (e.minutes as number) : 0;
        if (!ok)
          warnings.push({ line, message: `${where}: wait needs "minutes" (a number from 0 to ${MAX_WAIT_MINUTES}, a year); read as 0` });
        clock += minutes * 60_000;
        events.push({ line, kind: "wait", recordType: "wait", timestamp: iso(clock), blocks: [], extra, waitMinutes: minutes });
        break;
      }
      case "compact": {
        const instructions = str(e.instructions);
        events.push({
          line,
          kind: "compact-command",
          recordType: "user",
          role: "user",
          timestamp: ts(),
          extra,
          compact: { trigger: "manual", ...(instructions ? { instructions } : {}) },
          blocks: [{ type: "text", text: `/compact${instructions ? " " + instructions : ""}`, tokens: 0 }],
        });
        break;
      }
      case "api-error": {
        events.push({
          line,
          kind: "api-error",
          recordType: "api-error",
          timestamp: ts(),
          blocks: [],
          // an HTTP status through the bounded reader; absent, the documented 413
          extra: {
            ...extra,
            status:
              e.status === undefined
                ? 413
                : (boundedNumber(e.status, HTTP_STATUS, `${where}: "status"`, (m) => warnings.push({ line, message: m })) ?? 413),
          },
        });
        break;
      }
      default: {
        const t = typeof e.type === "string" ? e.type : "(none)";
        bump(unknownTypes, t);
        warnings.push({ line, message: `${where}: unknown event type "${t}"; kept, holds no tokens` });
        events.push({ line, kind: "unknown", recordType: t, timestamp: ts(), blocks: [], extra });
      }
    }
  });

  const scenario: NonNullable<Session["scenario"]> = {};
  if (typeof doc.preset === "string") scenario.preset = doc.preset;
  if (isRecord(doc.settings)) scenario.settings = doc.settings;
  if (isRecord(doc.sessionMemory)) {
    const sm = doc.sessionMemory;
    scenario.sessionMemory = {
      ...(str(sm.text) !== undefined ? { text: str(sm.text) } : {}),
      ...(tok(sm.tokens, "sessionMemory", 0) !== undefined ? { tokens: tok(sm.tokens, "sessionMemory", 0) } : {}),
    };
  }
  if (skills.length) scenario.skills = skills;

  return finalizeSession({
    format: "scenario",
    name,
    bytes,
    events,
    errors,
    warnings,
    unknownTypes,
    startup,
    meta: { title: str(doc.title), description: str(doc.description) },
    scenario,
  });
}

/** A timestamp, or none when the clock ran past what a Date holds (an `at` near year 275760). */
function iso(ms: number): string | undefined {
  const d = new Date(ms);
  return Number.isNaN(d.getTime()) ? undefined : d.toISOString();
}

const KNOWN_FIELDS = new Set([
  "type",
  "text",
  "tokens",
  "thinking",
  "thinkingTokens",
  "usage",
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
