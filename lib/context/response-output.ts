// The response's output the meter counts (rules.md#replay): Claude Code's own count before a request
// is the last response's usage (its input and output) plus an estimate of what came after it. Some
// versions write an output count that cannot be true: 1 to a few dozen tokens for a response whose
// records visibly hold thousands (thinking, text, a tool call). Anchored on that, the meter lost the
// response itself and reached the auto-compact threshold only when the boundary's own count was
// read. Where the recorded count is under a quarter of the estimate of the response's records, that
// estimate stands in for it. The cut sits in the gap real counts leave: of 12,737 tune-set responses
// estimated (chars/4) at 200 tokens or more, 3,268 recorded under 0.2 of it, 13 between 0.2 and
// 0.5, 9,456 above (docs/versions.md#output-counts-evidence).
import type { Event } from "../model";
import type { TokenTable } from "../tokens/count";
import { responseStart } from "./response-records";

/** Under this share of its records' estimate, a recorded output count is not taken as true (the gap between 0.2 and 0.5). */
export const UNTRUE_OUTPUT_SHARE = 0.25;

/** The estimate of the records of the response whose counted usage is at `i` (its streaming split shares a message id). */
export function responseEstimate(events: readonly Event[], table: TokenTable, i: number): number {
  let sum = 0;
  for (let j = responseStart(events, i); j <= i; j++) sum += table.perEvent[j];
  return sum;
}

/**
 * The output tokens of the response at `i`: recorded, or its records' estimate in `table` (the
 * meter's, calibrated) where the recorded count cannot be true. That is judged against chars/4
 * before calibration (`roughTable`), the estimate the evidence measured, whatever the display
 * estimator: a session whose usage grows far faster than its text calibrates every record large,
 * and a true count would look untrue; a tokenizer sizes code and JSON otherwise than the cut.
 */
export function responseOutput(events: readonly Event[], roughTable: TokenTable, table: TokenTable, i: number): number {
  const recorded = events[i].usage?.output_tokens ?? 0;
  return recorded < UNTRUE_OUTPUT_SHARE * responseEstimate(events, roughTable, i) ? responseEstimate(events, table, i) : recorded;
}
