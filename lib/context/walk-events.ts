// What the walk does at each kind of event, one function per kind: a recorded boundary is followed
// (recorded-boundaries.ts), a /compact or a 413 compacts, what Claude Code wrote after a boundary
// belongs to that compaction, a prompt or tool result is added, and an assistant response first
// sends its request (request-pipeline.ts). Alone so simulate.ts holds the walk's order and nothing
// else; the decisions where the rules are silent are listed there.
import { eventText, type Event } from "../model";
import { inContext } from "../tokens/count";
import { appendEvent } from "./append";
import { compact } from "./compact";
import { sendRequest } from "./prompt-cache";
import { enterStream } from "./model-stream-overhead";
import { compactBoundary, microcompactBoundary } from "./recorded-boundaries";
import { prepareRequest } from "./request-pipeline";
import type { Run } from "./run";
import type { RequestSeries } from "./step-series";
import { COMMAND_RECORD, CONTEXT_COMMAND } from "./text-signals";
import { isPromptTooLongRecord, on413 } from "./tiers/reactive";

/** The last assistant record seen: streaming splits one response into records sharing its messageId. */
export interface ResponseTracker {
  seenAssistant: boolean;
  lastAssistantId: string | undefined;
}

function onCompactCommand(run: Run, i: number, ev: Event): void {
  // Claude Code 2.1.109 on writes the /compact command after the boundary it made: the
  // compaction already happened there (recorded-boundaries.ts), this is only its record
  if (run.commandAfterBoundary) return;
  const c = compact(run, i, "manual", "full", !ev.compact?.instructions, ev.compact?.instructions, run.following);
  if (!c.ok && !run.following) run.notes.push({ step: i, kind: "compaction-failed", message: `/compact failed (${c.failure})` });
  run.manualCommandAt = i;
}

function onApiError(run: Run, i: number, ev: Event): void {
  // a scenario's api-error is a 413 unless its status says otherwise (scenario.ts reads it)
  if (isPromptTooLongRecord(ev)) on413(run, i, "the API answered 413 prompt is too long");
  else
    run.notes.push({
      step: i,
      kind: "api-error",
      message: `the API answered with an error here (${eventText(ev).slice(0, 80) || "no text"}); its usage is not context`,
    });
}

/** A compact summary, meta record, attachment or skill body. */
function onAfterBoundaryRecord(run: Run, i: number): void {
  // What Claude Code wrote right after a recorded boundary belongs to that compaction.
  if (!run.skipRecordedReattach) appendEvent(run, i);
  // postTokens counts the summary and what came back with it (rules.md#after-compaction): the
  // records add their categories, the total stays Claude Code's own count
  if (run.postAnchor !== null) run.anchorTo(run.postAnchor);
}

/** A user prompt or a tool result. */
function onPromptOrResult(run: Run, i: number, ev: Event): void {
  // A /compact command's own records, written after its boundary, still belong to that
  // compaction (a what-if that left the recording skips them and what follows); postTokens
  // ends at them: what is written after them comes on top (rules.md#after-compaction).
  const ofCompaction = ev.kind === "user" && (run.postAnchor !== null || run.skipRecordedReattach) && COMMAND_RECORD.test(eventText(ev));
  if (ofCompaction) {
    run.postAnchor = null;
    if (!run.skipRecordedReattach) appendEvent(run, i);
    return;
  }
  run.skipRecordedReattach = false;
  run.postAnchor = null;
  run.commandAfterBoundary = false;
  // `/context` compacts under the seed preset only (rules.md#commands)
  if (ev.kind === "user" && run.settings.contextCommandCompacts && CONTEXT_COMMAND.test(eventText(ev))) {
    compact(run, i, "context-command", "full", false, undefined, run.following);
    if (!run.following) return;
  }
  appendEvent(run, i);
}

/** An assistant record; `time` is its timestamp (NaN when it has none). */
function onAssistant(run: Run, i: number, ev: Event, time: number, responses: ResponseTracker, requests: RequestSeries): void {
  run.skipRecordedReattach = false;
  run.postAnchor = null;
  run.commandAfterBoundary = false;
  // a /compact command answered by no boundary before the next response
  run.manualCommandAt = null;
  if (isPromptTooLongRecord(ev)) {
    // Claude Code's synthetic "Prompt is too long" answer: the recorded API said 413 here.
    on413(run, i, "the transcript records a prompt-too-long answer");
    return;
  }
  const newRequest = !responses.seenAssistant || ev.messageId === undefined || ev.messageId !== responses.lastAssistantId;
  // a request is its model's: a stream already sized carries its own system prompt + tools (model-stream-overhead.ts)
  if (newRequest) enterStream(run, i);
  if (newRequest && prepareRequest(run, i)) sendRequest(run, i, requests);
  responses.seenAssistant = true;
  responses.lastAssistantId = ev.messageId;
  appendEvent(run, i);
  if (Number.isFinite(time)) run.lastAssistantTime = time;
}

/** Event i, by its kind. */
export function walkEvent(run: Run, i: number, ev: Event, time: number, responses: ResponseTracker, requests: RequestSeries): void {
  switch (ev.kind) {
    case "compact-boundary":
      return compactBoundary(run, i);
    case "microcompact-boundary":
      return microcompactBoundary(run, i);
    case "compact-command":
      return onCompactCommand(run, i, ev);
    case "api-error":
      return onApiError(run, i, ev);
    case "compact-summary":
    case "meta":
    case "attachment":
    case "skill-body":
      return onAfterBoundaryRecord(run, i);
    case "user":
    case "tool-result":
      return onPromptOrResult(run, i, ev);
    case "assistant":
      return onAssistant(run, i, ev, time, responses, requests);
    default:
      if (inContext(ev)) appendEvent(run, i);
  }
}
