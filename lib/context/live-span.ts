// The extent and size of a list of live items (what a compaction summarises, keeps or drops): read by
// the compaction, its plan and the tiers. Alone because none of them owns the live list's shape.
import type { LiveItem, Span } from "./sim-types";

export const emptySpan = (): Span => ({ items: 0, tokens: 0, firstEvent: -1, lastEvent: -1 });

export function spanOf(items: readonly LiveItem[]): Span {
  const s = emptySpan();
  for (const it of items) {
    s.items++;
    s.tokens += it.tokens;
    if (it.kind === "event") {
      if (s.firstEvent < 0) s.firstEvent = it.event;
      s.lastEvent = it.event;
    }
  }
  return s;
}

export const sumTokens = (items: readonly LiveItem[]) => items.reduce((a, x) => a + x.tokens, 0);
