// Relations across records (docs/hostile-inputs.md, mechanism 5): facts no single record can
// check. A timestamp is an instant in the order of its neighbours: one that is no date, or that
// stands far ahead of the records on both sides of it (a clock ten years off), is reported and not
// used for time, so it cannot open a gap that expires the cache or triggers a time-based
// microcompact. Subagent files are told apart by agent id: a second file with an id already
// attached is reported, never silently put in the first one's place.
import type { Event, ParseIssue, Session } from "../model";
import { hasZone, instant } from "../input/instant";

/** How far a record may stand ahead of both neighbours before its clock is taken as wrong. */
export const CLOCK_OUTLIER_MS = 24 * 60 * 60 * 1000;

/**
 * Clears (and reports) the timestamps of `events` that are no instant or that stand more than
 * CLOCK_OUTLIER_MS ahead of the nearest dated record before and after them.
 */
export function checkTimestamps(events: Event[], warnings: ParseIssue[]): void {
  const dated: number[] = [];
  const t: number[] = [];
  let zoneless = false;
  for (let i = 0; i < events.length; i++) {
    const ts = events[i].timestamp;
    if (ts === undefined) continue;
    const v = instant(ts);
    if (!zoneless && Number.isFinite(v) && !hasZone(ts)) {
      // said once: a file written without zones is written so throughout
      zoneless = true;
      warnings.push({
        line: events[i].line ?? 0,
        message: `"timestamp" ${JSON.stringify(ts.slice(0, 40))} names no time zone; such timestamps are read as UTC`,
      });
    }
    if (!Number.isFinite(v)) {
      warnings.push({
        line: events[i].line ?? 0,
        message: `"timestamp" ${JSON.stringify(ts.slice(0, 40))} is not a date; not used for time`,
      });
      events[i].timestamp = undefined;
      continue;
    }
    dated.push(i);
    t.push(v);
  }
  // a list of the dated records, with the neighbours each has once others are cleared: clearing
  // one can make a neighbour stand ahead of its new neighbours, so those are checked again
  const n = dated.length;
  const prev = Array.from({ length: n }, (_, k) => k - 1);
  const next = Array.from({ length: n }, (_, k) => (k + 1 < n ? k + 1 : -1));
  const work = Array.from({ length: n }, (_, k) => n - 1 - k);
  const cleared = new Uint8Array(n);
  while (work.length) {
    const k = work.pop()!;
    if (cleared[k]) continue;
    const p = prev[k];
    const q = next[k];
    // judged only between two dated records: at either end, a far clock is a pause or a start
    if (p === -1 || q === -1) continue;
    if (!(t[k] - t[p] > CLOCK_OUTLIER_MS && t[k] - t[q] > CLOCK_OUTLIER_MS)) continue;
    cleared[k] = 1;
    next[p] = q;
    prev[q] = p;
    work.push(q, p);
    const ev = events[dated[k]];
    const days = Math.round((t[k] - Math.max(t[p], t[q])) / 86_400_000);
    warnings.push({
      line: ev.line ?? 0,
      message: `"timestamp" ${ev.timestamp} is ${days.toLocaleString("en-US")} days ahead of the records around it; its clock is not used for time`,
    });
    ev.timestamp = undefined;
  }
}

/**
 * The parent with `sub` attached, unless a subagent of another file already has its agent id:
 * then the first stays and the parent carries a warning naming both files.
 */
export function withSubagent(parent: Session, sub: Session["subagents"][number]): Session {
  const same = parent.subagents.find((s) => s.agentId === sub.agentId);
  if (same && same.fileName !== sub.fileName) {
    const message = `${sub.fileName}: agent id "${sub.agentId}" is already that of ${same.fileName}; not attached`;
    return { ...parent, warnings: [...parent.warnings, { line: 0, message }] };
  }
  // the same file read again replaces itself
  return { ...parent, subagents: [...parent.subagents.filter((s) => s.agentId !== sub.agentId), sub] };
}
