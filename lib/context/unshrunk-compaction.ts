// A compaction that did not shrink the conversation (rules.md#fidelity). Claude Code's compaction
// replaces the conversation by its summary and what comes back, so the next request sends a
// fraction of the conversation the boundary counted. When the first request after an auto boundary
// still sends at least half of it, what the API counted is not the context the recording
// describes: a backend that keeps its own history, or compactions repeated request after request.
// The system prompt + tools are no part of what a compaction shrinks: both counts are taken less
// their stream's (model-stream-overhead.ts), or a Haiku file sending 168,000 of them would read as
// unshrunk whatever its compaction did. Measured on public sessions: 30 of 247 with a compaction
// show it, most on third-party model names.
import { streamAt, type StreamFigure } from "./model-stream-overhead";
import type { RecordedCompaction } from "./sim-types";

/** The share of the conversation before a compaction the next request may still send after one that shrank it. */
export const UNSHRUNK_SHARE = 0.5;

/**
 * The recorded auto compactions whose next request sent at least UNSHRUNK_SHARE of their
 * conversation: preTokens and that request's count, each less the system prompt + tools of the
 * stream at it (`streams`, the simulation's; none where a file states its own size).
 */
export function unshrunkCompactions(recorded: readonly RecordedCompaction[], streams: readonly StreamFigure[]): number {
  const system = (step: number) => streamAt(streams, step)?.tokens ?? 0;
  return recorded.filter((r) => {
    if (r.kind !== "compact" || r.trigger !== "auto" || r.implied) return false;
    if (r.preTokens === undefined || r.recordedAfter === undefined || r.recordedAfterStep === undefined) return false;
    const before = r.preTokens - system(r.step);
    return before > 0 && r.recordedAfter - system(r.recordedAfterStep) >= UNSHRUNK_SHARE * before;
  }).length;
}
