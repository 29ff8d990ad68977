import type { Compaction } from "@/lib/context/simulate";

/**
 * The event row above which the cut of compaction `c` is drawn: the first event it kept, else the
 * event it ran before (nothing kept). Null for microcompacts, which do not cut.
 */
export function cutRow(c: Compaction): number | null {
  if (c.cutIndex === null) return null;
  return c.kept.items > 0 && c.kept.firstEvent >= 0 ? c.kept.firstEvent : c.step;
}
