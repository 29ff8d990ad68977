// Reduces any loaded session to a scenario document (docs/scenario-format.md): the shape of the
// session and its token counts survive, its text is dropped or redacted. A real session is large
// and private; the reduced one travels as a link. This file is the walk and the document; what
// each kind of event becomes is in reduce-events.ts, the state they share in reduction.ts.
import type { Session } from "../model";
import type { TokenTable } from "../tokens/count";
import { SCENARIO_FORMAT } from "../transcripts/scenario";
import { redact, type SecretFinding } from "./redact";
import { writeEvent } from "./reduce-events";
import { emit, type BlockAt, type Reduction } from "./reduction";
import { instant } from "../input/instant";
import { unrecordedPrefix } from "../context/unrecorded-prefix";

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
  /**
   * the sender's walk sized the system prompt + tools apart per model stream, at differing figures
   * (rules.md#model-streams): the scenario then states no system prompt item, and the receiver
   * infers each stream's figure from the usage and models its responses carry, as the sender did
   */
  overheadByStream?: boolean;
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

export function reduceToScenario(session: Session, table: TokenTable, options: Partial<ReduceOptions> = {}): ReduceResult {
  const chosen = { ...DEFAULT_REDUCE, ...options };
  const findings = new Map<string, number>();
  const reduction: Reduction = {
    session,
    table,
    options: chosen,
    shareText: textSharer(chosen.text, findings),
    events: [],
    stepOf: new Array<number>(session.events.length).fill(-1),
    expanded: 0,
    skills: new Map(),
    consumed: new Set(),
    resultOf: toolResults(session),
    dropped: new Map(),
  };
  writeEvents(reduction);
  settleSteps(reduction);
  return {
    scenario: scenarioDocument(reduction),
    findings: [...findings].map(([kind, count]) => ({ kind: kind as SecretFinding["kind"], count })),
    events: reduction.events.length,
    dropped: [...reduction.dropped].map(([kind, count]) => ({ kind, count })),
    stepOf: reduction.stepOf,
  };
}

/** A text as the mode shares it; each secret redacted is counted in `findings`. */
function textSharer(mode: TextMode, findings: Map<string, number>): (s: string) => string {
  return (s) => {
    if (mode === "drop") return "";
    if (mode === "keep") return s;
    const redacted = redact(s);
    for (const f of redacted.findings) findings.set(f.kind, (findings.get(f.kind) ?? 0) + 1);
    return redacted.text;
  };
}

/** Each tool call's result, by the call's id: a call and its result become one scenario event. */
function toolResults(session: Session): Map<string, BlockAt> {
  const resultOf = new Map<string, BlockAt>();
  for (const ev of session.events) {
    ev.blocks.forEach((b, k) => {
      if (b.type === "tool_result") resultOf.set(b.toolUseId, { ev, k });
    });
  }
  return resultOf;
}

/** The session's events in order, an idle gap of at least waitMinutes written as a wait before the event after it. */
function writeEvents(reduction: Reduction): void {
  let lastTime: number | undefined;
  for (const ev of reduction.session.events) {
    if (reduction.consumed.has(ev.i)) continue;
    const t = instant(ev.timestamp);
    if (!Number.isNaN(t)) {
      if (lastTime !== undefined && t - lastTime >= reduction.options.waitMinutes * 60_000) {
        emit(reduction, { type: "wait", minutes: Math.round((t - lastTime) / 60_000) });
      }
      lastTime = t;
    }
    writeEvent(ev, reduction);
  }
}

/** Events left out (and any not reached) open at the step before them; none past the last step. */
function settleSteps(reduction: Reduction): void {
  let last = 0;
  for (let i = 0; i < reduction.stepOf.length; i++) {
    if (reduction.stepOf[i] < 0) reduction.stepOf[i] = last;
    else last = reduction.stepOf[i] = Math.min(reduction.stepOf[i], Math.max(0, reduction.expanded - 1));
  }
}

/** The startup items with their counted sizes; without any, the overhead inferred from recorded usage. */
function startupItems(reduction: Reduction): Record<string, unknown>[] {
  const startup: Record<string, unknown>[] = reduction.session.startup.map((s, k) => ({
    category: s.category,
    label: s.label,
    tokens: Math.round(reduction.table.startup[k] ?? 0),
    afterCompaction: s.afterCompaction,
  }));
  if (!startup.length && reduction.options.overheadTokens) {
    const tokens = Math.round(reduction.options.overheadTokens);
    // a file that starts mid-conversation: what its first request carried beyond the system prompt
    // and tools is an earlier conversation a compaction summarises away (unrecorded-prefix.ts), so it
    // travels as its own item, lost at a compaction. Where the first request is smaller than that
    // size, the scenario keeps it whole: an item cannot grow at a compaction.
    const earlier = Math.max(0, Math.min(tokens, unrecordedPrefix(reduction.session, reduction.table, tokens).tokens));
    // a file that also starts mid-conversation keeps the one item: a scenario cannot say its first
    // request holds an earlier conversation, so the receiver would size it as system prompt + tools
    if (reduction.options.overheadByStream && earlier === 0) return startup;
    startup.push({ category: "system", label: "System prompt + tools (inferred from recorded usage)", tokens: tokens - earlier });
    if (earlier > 0)
      startup.push({
        category: "other",
        label: "The conversation before this file (inferred from recorded usage)",
        tokens: earlier,
        afterCompaction: "lost",
      });
  }
  return startup;
}

/** The scenario document: what it was reduced from, the session's scenario extras, startup, skills, events. */
function scenarioDocument(reduction: Reduction): Record<string, unknown> {
  const { session, table, options } = reduction;
  const textNote = options.text === "drop" ? ", text dropped" : options.text === "redact" ? ", secrets redacted" : "";
  return {
    format: SCENARIO_FORMAT,
    version: 1,
    title: options.title ?? session.meta.title ?? `Reduced from ${session.name}`,
    description: `Reduced from ${session.name} (${session.format}); token counts by ${table.estimator}${textNote}.`,
    ...(session.scenario?.preset ? { preset: session.scenario.preset } : {}),
    ...(session.scenario?.settings ? { settings: session.scenario.settings } : {}),
    ...(session.scenario?.sessionMemory ? { sessionMemory: session.scenario.sessionMemory } : {}),
    startup: startupItems(reduction),
    ...(reduction.skills.size ? { skills: [...reduction.skills.values()] } : {}),
    events: reduction.events,
  };
}
