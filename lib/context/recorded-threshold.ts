// The auto-compact threshold a recording shows (rules.md#replay). Claude Code compacts at the
// first request over A, so a recorded auto compaction's preTokens sits at or just past the
// threshold it ran under (a median 1,400 tokens past it, docs/versions.md#whatif-evidence). When
// the recording's auto compactions sit under the chosen window's A by more than LOW_SHARE of the
// window, it ran under a lower threshold than its version's (CLAUDE_AUTOCOMPACT_PCT_OVERRIDE, or a
// 1M-window model compacting as if its window were smaller): the percentage override is set to the
// largest whole percent of E whose A is at or under the lowest of them. Measured on public
// sessions: 4 files of the tune set, each read as a 1M window, auto-compact at 155,722 to
// 222,943 tokens; without this their what-if never reached the later compactions (5 misses).
import type { Session } from "../model";
import type { Settings } from "./settings-type";
import { thresholds } from "./thresholds";

/** How far under A, in shares of the window, a recorded auto compaction must sit to say so. */
export const LOW_SHARE = 0.05;

export interface RecordedThreshold {
  /** the whole percent of E the override is set to */
  pct: number;
  /** the lowest recorded auto compaction's preTokens */
  lowest: number;
  /** the threshold the settings had */
  was: number;
}

/**
 * The lower threshold the recording's auto compactions before event `before` show under
 * `settings` (all of them by default), or null when none sits more than LOW_SHARE of the window
 * under its A, or auto-compact is off.
 */
export function recordedThreshold(session: Session, settings: Settings, before = session.events.length): RecordedThreshold | null {
  if (!settings.autoCompactEnabled) return null;
  const t = thresholds(settings);
  let lowest = Infinity;
  for (const ev of session.events) {
    if (ev.i >= before) break;
    if (ev.kind !== "compact-boundary" || (ev.compact?.trigger ?? "auto") !== "auto") continue;
    const pre = ev.compact?.preTokens;
    if (pre !== undefined && pre > 0) lowest = Math.min(lowest, pre);
  }
  if (!Number.isFinite(lowest) || lowest >= t.autoCompactThreshold - LOW_SHARE * t.window) return null;
  const pct = Math.floor((lowest / t.effectiveWindow) * 100);
  return pct >= 1 ? { pct, lowest, was: t.autoCompactThreshold } : null;
}
