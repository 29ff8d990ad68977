// A compaction that did not shrink the context (rules.md#fidelity). Claude Code's compaction
// replaces the conversation by its summary and what comes back, so the next request sends a
// fraction of what the boundary counted. When the first request after an auto boundary still sends
// at least half of the boundary's preTokens, what the API counted is not the context the recording
// describes: a backend that keeps its own history, or compactions repeated request after request.
// Measured on public sessions: 30 of 247 with a compaction show it, most on third-party model names.
import type { RecordedCompaction } from "./sim-types";

/** The share of preTokens the next request may still send after a compaction that shrank it. */
export const UNSHRUNK_SHARE = 0.5;

/** The recorded auto compactions whose next request sent at least UNSHRUNK_SHARE of their preTokens. */
export function unshrunkCompactions(recorded: readonly RecordedCompaction[]): number {
  return recorded.filter(
    (r) =>
      r.kind === "compact" &&
      r.trigger === "auto" &&
      !r.implied &&
      r.preTokens !== undefined &&
      r.preTokens > 0 &&
      r.recordedAfter !== undefined &&
      r.recordedAfter >= UNSHRUNK_SHARE * r.preTokens,
  ).length;
}
