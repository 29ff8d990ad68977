// Reduces any loaded session to a scenario document (docs/scenario-format.md): the shape of the
// session and its token counts survive, its text is dropped or redacted. A real session is large
// and private; the reduced one travels as a link.
import type { Event, Session } from "../model";
import { blocksText } from "../transcripts/blocks";
import type { TokenTable } from "../tokens/count";
import { SCENARIO_FORMAT } from "../transcripts/scenario";
import { redact, type SecretFinding } from "./redact";

export type TextMode = "drop" | "redact" | "keep";

export interface ReduceOptions {
  /** drop: no text at all (token counts only); redact: text with secrets replaced; keep: as is */
  text: TextMode;
  /** keep file paths and commands in tool inputs (they drive file re-attachment and microcompact) */
  keepToolInputs: boolean;
  /** idle gaps at least this long become `wait` events (time-based microcompact depends on them) */
  waitMinutes: number;
  /** system prompt + tools tokens, when the session does not carry them */
  overheadTokens?: number;
  title?: string;
}

export const DEFAULT_REDUCE: ReduceOptions = { text: "redact", keepToolInputs: true, waitMinutes: 5 };

export interface ReduceResult {
  scenario: Record<string, unknown>;
  findings: { kind: SecretFinding["kind"]; count: number }[];
  events: number;
  dropped: { kind: string; count: number }[];
  /**
   * For each event of the session, the step (event index) of the reduced scenario once it is read
   * back: a share link made at step i opens at stepOf[i]. Events the scenario leaves out map to the
   * step before them.
   */
  stepOf: number[];
}

/** How many session events each scenario event becomes when read back (lib/transcripts/scenario.ts). */
const EXPANDS: Record<string, number> = { tool: 2, skill: 3 };

const INPUT_KEYS = ["file_path", "path", "offset", "limit", "pattern", "glob", "command", "skill", "subagent_type", "description"];

export function reduceToScenario(session: Session, table: TokenTable, options: Partial<ReduceOptions> = {}): ReduceResult {
  const o = { ...DEFAULT_REDUCE, ...options };
  const findings = new Map<string, number>();
  const dropped = new Map<string, number>();
  const T = (s: string): string => {
    if (o.text === "drop") return "";
    if (o.text === "keep") return s;
    const r = redact(s);
    for (const f of r.findings) findings.set(f.kind, (findings.get(f.kind) ?? 0) + 1);
    return r.text;
  };
  const drop = (k: string) => dropped.set(k, (dropped.get(k) ?? 0) + 1);
  const blockTok = (ev: Event, k: number) => Math.round(table.blockTokens[table.blockOffset[ev.i] + k]);

  const resultOf = new Map<string, { ev: Event; k: number }>();
  for (const ev of session.events) {
    ev.blocks.forEach((b, k) => {
      if (b.type === "tool_result") resultOf.set(b.toolUseId, { ev, k });
    });
  }

  const events: Record<string, unknown>[] = [];
  const stepOf = new Array<number>(session.events.length).fill(-1);
  let expanded = 0;
  /** appends a scenario event and returns the step its first session event will have */
  const emit = (e: Record<string, unknown>): number => {
    events.push(e);
    const at = expanded;
    expanded += EXPANDS[e.type as string] ?? 1;
    return at;
  };
  const skills = new Map<string, { name: string; tokens: number; body?: string }>();
  let lastTime: number | undefined;
  const consumed = new Set<number>();

  for (const ev of session.events) {
    if (consumed.has(ev.i)) continue;
    const t = ev.timestamp ? Date.parse(ev.timestamp) : NaN;
    if (!Number.isNaN(t)) {
      if (lastTime !== undefined && t - lastTime >= o.waitMinutes * 60_000) {
        emit({ type: "wait", minutes: Math.round((t - lastTime) / 60_000) });
      }
      lastTime = t;
    }
    switch (ev.kind) {
      case "user":
        stepOf[ev.i] = emit({ type: "user", text: T(blocksText(ev.blocks)), tokens: Math.round(table.perEvent[ev.i]) });
        break;
      case "compact-command":
        stepOf[ev.i] = emit({ type: "compact", ...(ev.compact?.instructions ? { instructions: T(ev.compact.instructions) } : {}) });
        break;
      case "assistant": {
        let text = "";
        let textTokens = 0;
        let thinkingTokens = 0;
        ev.blocks.forEach((b, k) => {
          if (b.type === "text") {
            text += b.text;
            textTokens += blockTok(ev, k);
          } else if (b.type === "thinking" || b.type === "redacted_thinking") thinkingTokens += blockTok(ev, k);
        });
        const counted = ev.usage && ev.usageCounted ? { usage: { ...ev.usage } } : {};
        const hasTool = ev.blocks.some((b) => b.type === "tool_use");
        let lastTool = -1;
        ev.blocks.forEach((b, k) => b.type === "tool_use" && b.name !== "Skill" && (lastTool = k));
        if (textTokens || thinkingTokens || (counted.usage && !hasTool)) {
          stepOf[ev.i] = emit({
            type: "assistant",
            text: T(text),
            tokens: textTokens,
            ...(thinkingTokens ? { thinkingTokens } : {}),
            ...(hasTool ? {} : counted),
          });
        }
        ev.blocks.forEach((b, k) => {
          if (b.type !== "tool_use") return;
          const res = resultOf.get(b.id);
          if (res) consumed.add(res.ev.i);
          if (b.name === "Skill") {
            const name = skillName(b.input) ?? "skill";
            const body = res ? session.events[res.ev.i + 1] : undefined;
            const bodyTokens = body?.kind === "skill-body" ? Math.round(table.perEvent[body.i]) : 0;
            if (body?.kind === "skill-body") {
              consumed.add(body.i);
              skills.set(name, { name, tokens: bodyTokens, ...(o.text !== "drop" ? { body: T(blocksText(body.blocks)) } : {}) });
            }
            const at = emit({ type: "skill", name, ...(bodyTokens ? { tokens: bodyTokens } : {}) });
            if (stepOf[ev.i] < 0) stepOf[ev.i] = at;
            if (res) stepOf[res.ev.i] = at + 1;
            if (body?.kind === "skill-body") stepOf[body.i] = at + 2;
            return;
          }
          const input = o.keepToolInputs ? pickInput(b.input, T) : {};
          const r = res ? (res.ev.blocks[res.k] as Extract<Event["blocks"][number], { type: "tool_result" }>) : undefined;
          const at = emit({
            type: "tool",
            name: b.name,
            input,
            useTokens: blockTok(ev, k),
            ...(r ? { result: T(r.content), resultTokens: blockTok(res!.ev, res!.k) } : {}),
            ...(r?.isError ? { isError: true } : {}),
            // the response's usage rides on its last block, which is often a tool call
            ...(k === lastTool ? counted : {}),
          });
          if (stepOf[ev.i] < 0) stepOf[ev.i] = at;
          if (res) stepOf[res.ev.i] = at + 1;
        });
        break;
      }
      case "skill-body": {
        // a skill run as a slash command: no Skill tool_use before it
        const name = ev.skill?.name ?? "skill";
        const tokens = Math.round(table.perEvent[ev.i]);
        skills.set(name, { name, tokens, ...(o.text !== "drop" ? { body: T(blocksText(ev.blocks)) } : {}) });
        stepOf[ev.i] = emit({ type: "skill", name, tokens }) + 2;
        break;
      }
      case "meta":
      case "attachment":
        stepOf[ev.i] = emit({
          type: "memory",
          label: ev.kind === "meta" ? "meta record" : "attachment",
          text: T(blocksText(ev.blocks)),
          tokens: Math.round(table.perEvent[ev.i]),
        });
        break;
      case "tool-result":
        // a result whose call is not in the file (orphan): keep its size as a memory-like record
        stepOf[ev.i] = emit({ type: "memory", label: "orphan tool result", tokens: Math.round(table.perEvent[ev.i]) });
        break;
      case "api-error":
        // a scenario's api-error is a 413 (docs/scenario-format.md); other errors (rate limits,
        // overload) never reached the model and change nothing in the context
        if (session.format === "scenario" || ev.extra.status === 413 || /prompt is too long/i.test(blocksText(ev.blocks)))
          stepOf[ev.i] = emit({ type: "api-error", status: 413 });
        else drop("api error (not 413)");
        break;
      case "wait":
        stepOf[ev.i] = emit({ type: "wait", minutes: ev.waitMinutes ?? 0 });
        break;
      default:
        // boundaries and summaries the file records are results of compaction, which the
        // simulator recomputes; bookkeeping never reached the model
        drop(ev.kind);
    }
  }

  // events left out (and any not reached) open at the step before them
  let last = 0;
  for (let i = 0; i < stepOf.length; i++) {
    if (stepOf[i] < 0) stepOf[i] = last;
    else last = stepOf[i] = Math.min(stepOf[i], Math.max(0, expanded - 1));
  }

  const startup: Record<string, unknown>[] = session.startup.map((s, k) => ({
    category: s.category,
    label: s.label,
    tokens: Math.round(table.startup[k] ?? 0),
    afterCompaction: s.afterCompaction,
  }));
  if (!startup.length && o.overheadTokens) {
    startup.push({
      category: "system",
      label: "System prompt + tools (inferred from recorded usage)",
      tokens: Math.round(o.overheadTokens),
    });
  }

  const scenario: Record<string, unknown> = {
    format: SCENARIO_FORMAT,
    version: 1,
    title: o.title ?? session.meta.title ?? `Reduced from ${session.name}`,
    description: `Reduced from ${session.name} (${session.format}); token counts by ${table.estimator}${o.text === "drop" ? ", text dropped" : o.text === "redact" ? ", secrets redacted" : ""}.`,
    ...(session.scenario?.preset ? { preset: session.scenario.preset } : {}),
    ...(session.scenario?.settings ? { settings: session.scenario.settings } : {}),
    ...(session.scenario?.sessionMemory ? { sessionMemory: session.scenario.sessionMemory } : {}),
    startup,
    ...(skills.size ? { skills: [...skills.values()] } : {}),
    events,
  };
  return {
    scenario,
    findings: [...findings].map(([kind, count]) => ({ kind: kind as SecretFinding["kind"], count })),
    events: events.length,
    dropped: [...dropped].map(([kind, count]) => ({ kind, count })),
    stepOf,
  };
}

function skillName(input: unknown): string | undefined {
  if (!input || typeof input !== "object") return undefined;
  const v = (input as Record<string, unknown>).skill ?? (input as Record<string, unknown>).command;
  return typeof v === "string" ? v.replace(/^\//, "") : undefined;
}

function pickInput(input: unknown, T: (s: string) => string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (!input || typeof input !== "object") return out;
  for (const k of INPUT_KEYS) {
    const v = (input as Record<string, unknown>)[k];
    if (typeof v === "string") out[k] = T(v);
    else if (typeof v === "number") out[k] = v;
  }
  return out;
}
