// A tool call's round trip costs tokens no estimate of its text sees (rules.md#tool-call-overhead):
// the call's id, which the API writes and the output count leaves out, comes back in the next
// request twice (in the call and in its result), with the result's wrapper. Measured on the tune
// set (docs/versions.md#tool-call-overhead): where one call and its result of at most 6 tokens
// (chars/4) were all that was added between two requests, the next request's input grew by the
// response's output count plus the result's estimate plus a median of 20 tokens (705 deltas of
// Claude models before any fork; quartiles 12.5 and 33). Calibration takes it out of each measured
// delta before learning a ratio, and the calibrated table carries it unscaled, as it does hidden
// thinking: scaled into the ratio, it made many small results (edits, short commands) grow too
// little after a what-if's fork wherever large file reads had set the ratio before it.
import type { Block, Event } from "../model";

/** Tokens a tool result adds beyond its content: its call's id twice and its wrapper (median of the tune set). */
export const TOOL_CALL_OVERHEAD = 20;

/** The overhead one block carries: a tool result's round trip, nothing for any other block. */
export const blockToolCallOverhead = (b: Block): number => (b.type === "tool_result" ? TOOL_CALL_OVERHEAD : 0);

/** The overhead of every tool result an event carries. */
export function eventToolCallOverhead(ev: Event): number {
  let t = 0;
  for (const b of ev.blocks) t += blockToolCallOverhead(b);
  return t;
}
