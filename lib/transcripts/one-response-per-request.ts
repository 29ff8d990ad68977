// One API request is one response, whatever message ids its records carry. Claude Code writes a
// streamed response as several records sharing the message id and the requestId; in some files
// (2.0.76 to 2.1.45 in the tune set, nearly all claude-sonnet-4-6) one request's thinking and text
// carry different message ids under one requestId (docs/versions.md#hidden-thinking-evidence).
// Read as two responses, the second counts as an API round of its own, a compaction check and a
// measured growth of 0 between them.
// Every record of a requestId takes the message id of its first record that has one, wherever it
// sits in the file (calibration keys requests by requestId the same way): a request is one request
// even when another request's records, or its own tool results, are written between its records.
import type { DraftEvent } from "./structure";

/** Gives every assistant record of one request (one requestId) the message id of the request's
    first record that carries one, so every reader after this sees one response. */
export function oneResponsePerRequest(events: DraftEvent[]): void {
  const idOf = new Map<string, string>();
  for (const ev of events) {
    if (ev.kind !== "assistant" || ev.requestId === undefined) continue;
    const first = idOf.get(ev.requestId);
    if (first !== undefined) ev.messageId = first;
    else if (ev.messageId !== undefined) idOf.set(ev.requestId, ev.messageId);
  }
}
