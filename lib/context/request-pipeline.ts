// What runs before each request (rules.md#tiers): time-based microcompact, else cache edit, then
// auto-compact at A, then the blocking limit. While the replay follows the recording, the
// recording sent this request: the rules' decisions are only laid beside it.
import { autoCompact } from "./auto-compact";
import { followRequest } from "./follow-recording";
import type { Run } from "./run";
import { microcompactCache } from "./tiers/microcompact-cache";
import { microcompactTime, timeGapReached } from "./tiers/microcompact-time";

/** Returns false when the request is blocked (over the blocking limit: never sent). */
export function prepareRequest(run: Run, i: number): boolean {
  const { settings, thresholds } = run;
  if (run.following && followRequest(run, i)) return true;
  let timeFired = false;
  if (settings.timeMicrocompactEnabled && timeGapReached(run, settings)) timeFired = microcompactTime(run, i);
  if (!timeFired && settings.cacheEditEnabled) microcompactCache(run, i);
  autoCompact(run, i);
  if (run.used() >= thresholds.blockingThreshold) {
    run.notes.push({
      step: i,
      kind: "blocked",
      message: `${Math.round(run.used())} tokens >= blocking limit ${thresholds.blockingThreshold}: request not sent ("Prompt is too long")`,
    });
    return false;
  }
  return true;
}
