// A span of the message list (summarised, kept, dropped) in words: the compaction panel's facts and
// its "why" sentences both say spans the same way.
import type { Span } from "@/lib/context/simulate";
import { fmt, plural } from "@/components/inspector/format";

/**
 * `by` names what counted the span's tokens ("estimate, cl100k ..."): every count on screen says
 * which estimator made it, so a span standing alone in the panel carries its own label.
 */
export function spanText(s: Span, by?: string): string {
  if (!s.items) return "none";
  const ev = s.firstEvent >= 0 ? ` · steps ${fmt(s.firstEvent + 1)}–${fmt(s.lastEvent + 1)}` : "";
  return `${plural(s.items, "item")}, ${plural(s.tokens, "token")}${by ? ` (${by})` : ""}${ev}`;
}
