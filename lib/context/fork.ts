// Replay and what-if (rules.md#replay): under the settings the recording ran under, the simulator
// follows the recording; under other settings it follows it too, until the first step where those
// settings decide otherwise than the recording's. That step is the fork: from there on the session
// is a what-if, run by the rules alone.
import type { Settings } from "./settings-type";
import type { Thresholds } from "./thresholds";

/** What the rules decide before one request: which tiers would run. */
export interface Decision {
  time: boolean;
  cache: boolean;
  auto: boolean;
}

export const NO_DECISION: Decision = { time: false, cache: false, auto: false };

/** Settings that only name their preset differently decide the same everywhere. */
export function sameRules(a: Settings, b: Settings): boolean {
  for (const k of Object.keys(a) as (keyof Settings)[]) {
    if (k === "preset") continue;
    const x = a[k];
    const y = b[k];
    if (Array.isArray(x) && Array.isArray(y)) {
      if (x.length !== y.length || x.some((v, i) => v !== y[i])) return false;
    } else if (x !== y) return false;
  }
  return true;
}

export function sameDecision(a: Decision, b: Decision): boolean {
  return a.time === b.time && a.cache === b.cache && a.auto === b.auto;
}

const TIER_WORDS: Record<keyof Decision, string> = {
  time: "a time-based microcompact",
  cache: "a cache-edit microcompact",
  auto: "an auto-compaction",
};

/** Why the what-if left the recording at a request: what it runs that the recording's settings do not, or the reverse. */
export function forkReason(whatIf: Decision, recording: Decision): string {
  for (const k of ["auto", "time", "cache"] as const) {
    if (whatIf[k] && !recording[k]) return `these settings run ${TIER_WORDS[k]} here; the recording's do not`;
    if (!whatIf[k] && recording[k]) return `the recording's settings run ${TIER_WORDS[k]} here; these do not`;
  }
  return "the settings decide differently here";
}

/**
 * Would the what-if compact where the recording auto-compacted at `pre` tokens? The recording's
 * real threshold is at or below `pre`; the what-if's is taken to sit as far from it as its A sits
 * from the recording's preset A. So it declines when auto-compact is off, or when its A is higher
 * than the recording's by more than the recording had passed its own A.
 */
export function declinesRecorded(whatIf: Settings, tw: Thresholds, tr: Thresholds, pre: number): boolean {
  if (!whatIf.autoCompactEnabled) return true;
  const slack = Math.max(0, pre - tr.autoCompactThreshold);
  return tw.autoCompactThreshold - tr.autoCompactThreshold > slack;
}
