// A span of the message list (summarised, kept, dropped) in words: the compaction panel's facts and
// its "why" sentences both say spans the same way.
import type { Span } from "@/lib/context/simulate";
import { fmt, plural } from "@/components/inspector/format";

export function spanText(s: Span): string {
  if (!s.items) return "none";
  const ev = s.firstEvent >= 0 ? ` · steps ${fmt(s.firstEvent + 1)}–${fmt(s.lastEvent + 1)}` : "";
  return `${plural(s.items, "item")}, ${plural(s.tokens, "token")}${ev}`;
}
