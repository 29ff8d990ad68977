// What each kind of session event becomes in a reduced scenario (docs/scenario-format.md): one
// writer per kind, looked up in EVENT_WRITERS; a kind without one is left out and counted. Apart
// from the walk (reduce.ts) so what a kind becomes is found by its name; a response, which becomes
// several events, is in reduce-calls.ts.
import type { Event, EventKind } from "../model";
import { blocksText } from "../transcripts/blocks";
import { writeResponse } from "./reduce-calls";
import { emit, eventTokens, type Reduction } from "./reduction";

type EventWriter = (ev: Event, r: Reduction) => void;

const writeUser: EventWriter = (ev, r) => {
  r.stepOf[ev.i] = emit(r, { type: "user", text: r.shareText(blocksText(ev.blocks)), tokens: eventTokens(r, ev) });
};

const writeCompactCommand: EventWriter = (ev, r) => {
  r.stepOf[ev.i] = emit(r, {
    type: "compact",
    ...(ev.compact?.instructions ? { instructions: r.shareText(ev.compact.instructions) } : {}),
  });
};

/** A skill run as a slash command: no Skill tool_use before it. */
const writeSkillBody: EventWriter = (ev, r) => {
  const name = ev.skill?.name ?? "skill";
  const tokens = eventTokens(r, ev);
  r.skills.set(name, { name, tokens, ...(r.options.text !== "drop" ? { body: r.shareText(blocksText(ev.blocks)) } : {}) });
  r.stepOf[ev.i] = emit(r, { type: "skill", name, tokens }) + 2;
};

/** A meta record or an attachment: a memory event of its size. */
const writeMemory: EventWriter = (ev, r) => {
  r.stepOf[ev.i] = emit(r, {
    type: "memory",
    label: ev.kind === "meta" ? "meta record" : "attachment",
    text: r.shareText(blocksText(ev.blocks)),
    tokens: eventTokens(r, ev),
  });
};

/** A result whose call is not in the file (orphan): its size kept as a memory-like record. */
const writeOrphanResult: EventWriter = (ev, r) => {
  r.stepOf[ev.i] = emit(r, { type: "memory", label: "orphan tool result", tokens: eventTokens(r, ev) });
};

/**
 * A scenario's api-error is a 413 (docs/scenario-format.md); other errors (rate limits, overload)
 * never reached the model and change nothing in the context.
 */
const writeApiError: EventWriter = (ev, r) => {
  if (r.session.format === "scenario" || ev.extra.status === 413 || /prompt is too long/i.test(blocksText(ev.blocks)))
    r.stepOf[ev.i] = emit(r, { type: "api-error", status: 413 });
  else drop(r, "api error (not 413)");
};

const writeWait: EventWriter = (ev, r) => {
  r.stepOf[ev.i] = emit(r, { type: "wait", minutes: ev.waitMinutes ?? 0 });
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

export function writeEvent(ev: Event, r: Reduction): void {
  const writer = EVENT_WRITERS[ev.kind];
  if (writer) writer(ev, r);
  else drop(r, ev.kind);
}

function drop(r: Reduction, kind: string): void {
  r.dropped.set(kind, (r.dropped.get(kind) ?? 0) + 1);
}
