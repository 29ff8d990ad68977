// One API request is one response, whatever message ids its records carry. Claude Code writes a
// streamed response as several records sharing the message id and the requestId; in some files
// (2.0.76 to 2.1.45 in the tune set, nearly all claude-sonnet-4-6) one request's thinking and text
// carry different message ids under one requestId (docs/versions.md#hidden-thinking-evidence).
// Read as two responses, the second counts as an API round of its own, a compaction check and a
// measured growth of 0 between them.
import type { DraftEvent } from "./structure";

/** Gives the records of one request (consecutive assistant records sharing a requestId) the
    message id of its first, so every reader after this sees one response. */
export function oneResponsePerRequest(events: DraftEvent[]): void {
  let last: DraftEvent | undefined;
  for (const ev of events) {
    if (ev.kind !== "assistant") continue;
    if (last && ev.requestId !== undefined && ev.requestId === last.requestId && last.messageId !== undefined) {
      ev.messageId = last.messageId;
    }
    last = ev;
  }
}
