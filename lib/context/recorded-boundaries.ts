// The compactions a recording shows (rules.md#replay): a compact_boundary record, a
// microcompact_boundary record, or an implied one (a large drop of recorded usage with no boundary,
// recorded.ts). Each is listed as recorded; while the replay follows the recording it is taken as
// it happened; after a what-if forked, its summary and re-attachments are not this context's.
import { meetRecorded, takeRecorded } from "./follow-recording";
import type { Run } from "./run";
import type { RecordedCompaction } from "./sim-types";

function place(run: Run, i: number): Pick<RecordedCompaction, "round" | "line"> {
  const ev = run.events[i];
  return { round: ev.group, ...(ev.line !== undefined ? { line: ev.line } : {}) };
}

/** A usage drop with no boundary before the request at step i. */
export function impliedCompaction(run: Run, i: number, pre: number): void {
  const rec: RecordedCompaction = {
    step: i,
    kind: "compact",
    trigger: "auto",
    implied: true,
    preTokens: pre,
    ...place(run, i),
    taken: false,
    match: null,
  };
  run.recorded.push(rec);
  if (run.following && meetRecorded(run, i, "auto", pre)) {
    takeRecorded(run, i);
    rec.taken = true;
  }
}

export function compactBoundary(run: Run, i: number): void {
  const cp = run.events[i].compact;
  const trigger = cp?.trigger ?? "auto";
  const rec: RecordedCompaction = {
    step: i,
    kind: "compact",
    trigger,
    ...(cp?.preTokens !== undefined ? { preTokens: cp.preTokens } : {}),
    ...(cp?.postTokens !== undefined ? { postTokens: cp.postTokens } : {}),
    ...(cp?.durationMs !== undefined ? { durationMs: cp.durationMs } : {}),
    ...place(run, i),
    taken: false,
    match: null,
  };
  run.recorded.push(rec);
  // preTokens is Claude Code's own count of the context here: recorded usage, so the meter shows it.
  if (run.following) rec.estimatedPre = Math.round(run.used());
  if (run.following && cp?.preTokens !== undefined && cp.preTokens > 0) run.anchorTo(cp.preTokens);
  if (run.following && meetRecorded(run, i, trigger, cp?.preTokens ?? run.used())) {
    takeRecorded(run, i);
    rec.taken = true;
    run.skipRecordedReattach = false;
  } else {
    // After the fork the recorded boundary, its summary and re-attachments are not this context's.
    run.inSync = false;
    run.skipRecordedReattach = true;
  }
}

export function microcompactBoundary(run: Run, i: number): void {
  const cp = run.events[i].compact;
  run.recorded.push({
    step: i,
    kind: "microcompact",
    trigger: cp?.trigger ?? "auto",
    ...(cp?.preTokens !== undefined ? { preTokens: cp.preTokens } : {}),
    ...(cp?.tokensSaved !== undefined ? { tokensSaved: cp.tokensSaved } : {}),
    ...place(run, i),
    taken: run.following,
    match: null,
  });
  // Which results it cleared is not recorded; what it freed is, and the next usage re-anchors.
  if (run.following && cp?.tokensSaved) run.anchorUsed -= cp.tokensSaved;
}
