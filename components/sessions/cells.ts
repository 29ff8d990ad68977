// How a summary's figures read in the list: short token counts, dates, a compaction's cost. Display
// only; every figure comes from the summary (lib/sessions/summary.ts).
import type { CompactionCost, SessionSummary } from "@/lib/sessions/summary";
import { fmt, fmtSignedPct } from "@/components/inspector/format";

/** 168,000 -> "168k", 9,500 -> "9.5k", 800 -> "800". */
export function kTokens(n: number): string {
  if (n < 1_000) return String(n);
  if (n >= 1_000_000) return `${+(n / 1_000_000).toFixed(2)}M`;
  return `${+(n / 1_000).toFixed(n < 10_000 ? 1 : 0)}k`;
}

/** "2026-03-04 09:00" in the viewer's own time zone. */
export function startText(ts: string | null): string {
  if (!ts) return "–";
  const d = new Date(ts);
  if (Number.isNaN(d.getTime())) return ts.slice(0, 16);
  const p = (x: number) => String(x).padStart(2, "0");
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
}

/** One compaction's cost as recorded: "168k→9.5k", "40k→?" when the boundary gives no post count. */
export function costText(c: CompactionCost): string {
  return `${c.pre === null ? "?" : kTokens(c.pre)}→${c.post === null ? "?" : kTokens(c.post)}`;
}

export function costTitle(s: SessionSummary): string {
  return s.compactions
    .map(
      (c, k) =>
        `${k + 1}. ${c.trigger}: ${c.pre === null ? "no pre count" : fmt(c.pre)} → ${c.post === null ? "no post count" : fmt(c.post)} tokens (recorded)` +
        (c.skillsBack === null
          ? "; the recording does not say what came back"
          : c.skillsNotBack.length
            ? `; not back: ${c.skillsNotBack.join(", ")}`
            : ""),
    )
    .join("\n");
}

export const errorText = (s: SessionSummary) => (s.estimateError ? fmtSignedPct(s.estimateError.meanPct) : "–");

/** The models a file uses, short ("haiku-4-5 + sonnet-4-5": no "claude-", no release date); the
 *  cell's tooltip gives them whole (modelTitle). */
export const modelText = (models: string[]) =>
  models.length ? models.map((m) => m.replace(/^claude-/, "").replace(/-\d{8}$/, "")).join(" + ") : "–";

export const modelTitle = (models: string[]) => models.join(", ");

/**
 * A path split before its last folder, the part that names the project: "/home/dev/shop.front" ->
 * ["/home/dev", "/shop.front"]. The list cuts the first part at its end, and the last folder only
 * when it alone is too wide, at its start. A name with no folder before its last is all last part.
 */
export function splitPath(p: string): [string, string] {
  const m = /^(.+?)([\\/][^\\/]+[\\/]?)$/.exec(p);
  return m ? [m[1], m[2]] : ["", p];
}
