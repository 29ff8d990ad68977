// The records of one API response (rules.md#replay): a streamed response is written as several
// assistant records sharing its message id, the last of them carrying the usage that counts. The
// readers that group a response (its estimate, the request it answers, Claude Code's own count
// before the next request) find its first record here.
import type { Event } from "../model";

/**
 * The first record of the response whose counted usage is at `i`. By default the response's
 * records are the assistant records just before `i` with its message id; `overOtherRecords` also
 * walks past the records written between them (tool results a streamed response's tools returned
 * while it was still streaming), as Claude Code's own count does (check-count.ts), stopping at
 * an assistant record of another response.
 */
export function responseStart(events: readonly Event[], i: number, overOtherRecords = false): number {
  const id = events[i].messageId;
  if (id === undefined) return i;
  let start = i;
  for (let j = i - 1; j >= 0; j--) {
    const ev = events[j];
    if (ev.kind === "assistant" && ev.messageId === id) start = j;
    else if (!overOtherRecords || ev.kind === "assistant") break;
  }
  return start;
}
