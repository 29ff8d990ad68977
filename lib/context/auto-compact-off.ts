// Auto-compact off, read from the recording (rules.md#replay). With auto-compact on, Claude Code
// compacts before the next request once its count passes the threshold. A recording with no auto
// compaction whose recorded context stays over the threshold request after request ran with it
// off, or with a higher threshold than its version's (the recording cannot tell which; the
// settings say what was assumed). Measured on public sessions: 31 of 259 files with no auto
// compaction have 3 to 90 such requests; 3 files with auto compactions have 3, 18 and 43, so an
// auto compaction anywhere in the file keeps auto-compact on.
import { usageTotal, type Session } from "../model";

/** Requests over the threshold, each followed by another with no boundary between, that make the case. */
export const AUTO_OFF_MIN_REQUESTS = 3;

/**
 * How many recorded requests passed `threshold` and were followed by another request with no
 * compaction between; null when the recording has an auto compaction or fewer than the minimum.
 */
export function autoCompactOffEvidence(session: Session, threshold: number): { requests: number } | null {
  let over = false;
  let requests = 0;
  let lastId: string | undefined;
  for (const ev of session.events) {
    if (ev.kind === "compact-boundary") {
      if ((ev.compact?.trigger ?? "auto") === "auto") return null;
      over = false;
      continue;
    }
    if (ev.kind !== "assistant" || !ev.usage || !ev.usageCounted || ev.extra.isApiErrorMessage === true) continue;
    if (ev.messageId !== undefined && ev.messageId === lastId) continue;
    lastId = ev.messageId;
    if (over) requests++;
    over = usageTotal(ev.usage) > threshold;
  }
  return requests >= AUTO_OFF_MIN_REQUESTS ? { requests } : null;
}
