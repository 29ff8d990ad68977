// What each kind of session event becomes in a reduced scenario (docs/scenario-format.md): one
// writer per kind, looked up in EVENT_WRITERS; a kind without one is left out and counted. Apart
// from the walk (reduce.ts) so what a kind becomes is found by its name; a response, which becomes
// several events, is in reduce-calls.ts.
import type { Event, EventKind } from "../model";
import { blocksText } from "../transcripts/blocks";
import { writeResponse } from "./reduce-calls";
import { emit, eventTokens, type Reduction } from "./reduction";

type EventWriter = (ev: Event, reduction: Reduction) => void;

const writeUser: EventWriter = (ev, reduction) => {
  reduction.stepOf[ev.i] = emit(reduction, {
    type: "user",
    text: reduction.shareText(blocksText(ev.blocks)),
    tokens: eventTokens(reduction, ev),
  });
};

const writeCompactCommand: EventWriter = (ev, reduction) => {
  reduction.stepOf[ev.i] = emit(reduction, {
    type: "compact",
    ...(ev.compact?.instructions ? { instructions: reduction.shareText(ev.compact.instructions) } : {}),
  });
};

/** A skill run as a slash command: no Skill tool_use before it. */
const writeSkillBody: EventWriter = (ev, reduction) => {
  const name = ev.skill?.name ?? "skill";
  const tokens = eventTokens(reduction, ev);
  reduction.skills.set(name, {
    name,
    tokens,
    ...(reduction.options.text !== "drop" ? { body: reduction.shareText(blocksText(ev.blocks)) } : {}),
  });
  reduction.stepOf[ev.i] = emit(reduction, { type: "skill", name, tokens }) + 2;
};

/** A meta record or an attachment: a memory event of its size. */
const writeMemory: EventWriter = (ev, reduction) => {
  reduction.stepOf[ev.i] = emit(reduction, {
    type: "memory",
    label: ev.kind === "meta" ? "meta record" : "attachment",
    text: reduction.shareText(blocksText(ev.blocks)),
    tokens: eventTokens(reduction, ev),
  });
};

/** A result whose call is not in the file (orphan): its size kept as a memory-like record. */
const writeOrphanResult: EventWriter = (ev, reduction) => {
  reduction.stepOf[ev.i] = emit(reduction, { type: "memory", label: "orphan tool result", tokens: eventTokens(reduction, ev) });
};

/**
 * A scenario's api-error is a 413 (docs/scenario-format.md); other errors (rate limits, overload)
 * never reached the model and change nothing in the context.
 */
const writeApiError: EventWriter = (ev, reduction) => {
  if (reduction.session.format === "scenario" || ev.extra.status === 413 || /prompt is too long/i.test(blocksText(ev.blocks)))
    reduction.stepOf[ev.i] = emit(reduction, { type: "api-error", status: 413 });
  else drop(reduction, "api error (not 413)");
};

const writeWait: EventWriter = (ev, reduction) => {
  reduction.stepOf[ev.i] = emit(reduction, { type: "wait", minutes: ev.waitMinutes ?? 0 });
};

/**
 * Kinds missing here are left out: boundaries and summaries the file records are results of
 * compaction, which the simulator recomputes; bookkeeping never reached the model.
 */
const EVENT_WRITERS: Partial<Record<EventKind, EventWriter>> = {
  user: writeUser,
  "compact-command": writeCompactCommand,
  assistant: writeResponse,
  "skill-body": writeSkillBody,
  meta: writeMemory,
  attachment: writeMemory,
  "tool-result": writeOrphanResult,
  "api-error": writeApiError,
  wait: writeWait,
};

export function writeEvent(ev: Event, reduction: Reduction): void {
  const writer = EVENT_WRITERS[ev.kind];
  if (writer) writer(ev, reduction);
  else drop(reduction, ev.kind);
}

function drop(reduction: Reduction, kind: string): void {
  reduction.dropped.set(kind, (reduction.dropped.get(kind) ?? 0) + 1);
}
