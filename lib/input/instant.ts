// The one reader of a timestamp. JavaScript reads a date-time written without a time zone
// ("2026-01-01T10:00:00", "2026-01-01 10:00") as the local time of whatever machine runs it, so
// the same file would give other gaps, other cache expiries and other time-based microcompacts in
// another time zone: the engine must not depend on where it runs. A timestamp without a zone is
// read as UTC, and the reader says so (relations.ts).

/** A zone at the end: Z, +09:00, -0500, GMT, UTC, UT. */
// regex-bounded: an anchored alternation of fixed shapes
const ZONE = /(?:Z|[+-]\d{2}:?\d{2}|\b(?:GMT|UTC|UT)\b(?:[+-]\d{1,4})?)\s*$/i;
/** ISO 8601 date and time without a zone, with a T or a space between them. */
// regex-bounded: fixed-width fields, one optional fraction
const ISO_LOCAL = /^(\d{4}-\d{2}-\d{2})[Tt ](\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?)$/;

/** Whether a timestamp names its time zone (a date alone, "2026-01-01", is UTC by the standard). */
export function hasZone(ts: string): boolean {
  const s = ts.trim();
  return ZONE.test(s) || /^\d{4}-\d{2}-\d{2}$/.test(s);
}

/** Milliseconds since the epoch, the same on every machine; NaN when it is no date. */
export function instant(ts: string | undefined): number {
  if (ts === undefined) return NaN;
  const s = ts.trim();
  const local = ISO_LOCAL.exec(s);
  if (local) return Date.parse(`${local[1]}T${local[2].replace(/(\.\d{3})\d+$/, "$1")}Z`);
  if (hasZone(s)) return Date.parse(s);
  // any other form without a zone ("January 1, 2026 10:00") would be the machine's local time
  return NaN;
}
