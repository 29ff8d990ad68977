// Claude Code's own count at its auto-compact check (rules.md#check-count). Before a request Claude
// Code compares with `A` not the context itself but its own count of it: the last response's
// recorded usage, plus a chars/4 estimate of records written after it. Which records that estimate
// covers changed with the version, and the boundary's `preTokens` is that count (tune set, 384
// auto compactions with a boundary, equal within 2 tokens; docs/versions.md#check-count):
// - 2.0.x: the last response's usage alone (input + cache + output as recorded): 96 of 108 equal,
//   though 101 had records after that response.
// - 2.1.6 to 2.1.72: plus the estimate of the records after the response's last record: 32 of 103
//   equal (43 of the rest after an output count that cannot be true, response-output.ts).
// - 2.1.81 on: plus the estimate of every record after the response's FIRST record, walking past
//   the tool results written among its records: its own later records are counted twice (in the
//   output count and in the estimate), 71 of 173 equal and none by the rule before.
// Versions with no recorded compaction between two eras (2.1.0 to 2.1.5, 2.1.73 to 2.1.80) are taken
// to behave as the next one recorded; a version before 2.0 or none as the newest.
// The meter stays the context (run.used()): the next request sends that, not the doubled count;
// only the auto-compact decision reads this one, and only while the recorded usage describes the
// context (the replay); past a what-if's fork the rules' own context is the count.
import { usageTotal } from "../model";
import { responseStart } from "./response-records";
import type { Run } from "./run";
import { compareVersions, parseVersion } from "./versions";

export type CheckCountEra = "usage" | "after-last-record" | "after-first-record";

/** The first versions recorded counting what follows the last record, and what follows the first. */
export const FIRST_AFTER_LAST_RECORD: [number, number, number] = [2, 1, 0];
export const FIRST_AFTER_FIRST_RECORD: [number, number, number] = [2, 1, 73];

/** What Claude Code `version` counts at its check (see above); unknown or none: the newest. */
export function checkCountEra(version: string | null | undefined): CheckCountEra {
  const p = version ? parseVersion(version) : null;
  if (!p || p[0] < 2 || compareVersions(p, FIRST_AFTER_FIRST_RECORD) >= 0) return "after-first-record";
  return compareVersions(p, FIRST_AFTER_LAST_RECORD) >= 0 ? "after-last-record" : "usage";
}

/**
 * Claude Code's rough estimate (chars/4 before calibration, its images at 2,000) of the live records
 * from..to-1: its count, not the display estimator's, whatever `--estimator` the meter is labelled with.
 */
function roughSince(run: Run, from: number, to: number): number {
  let sum = 0;
  for (let k = from; k < to; k++) if (run.eventPos[k] >= 0) sum += run.roughTable.perEvent[k];
  return sum;
}

/** Claude Code's count before the request at step `i` (the records before it are in the context). */
export function checkCount(run: Run, i: number): number {
  const at = run.anchorEvent;
  if (at < 0 || !run.inSync) return run.used();
  const ev = run.events[at];
  const era = checkCountEra(ev.version ?? run.session.meta.version);
  // the recorded output, even where it cannot be true: 2.0.x counted what it wrote
  if (era === "usage") return usageTotal(ev.usage!);
  const from = era === "after-first-record" ? responseStart(run.events, at, true) : at;
  // the anchor is the response's usage with its output as the meter reads it (response-output.ts)
  return run.anchorUsed + roughSince(run, from + 1, i);
}
