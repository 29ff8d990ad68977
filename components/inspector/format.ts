// Display helpers only: number and time formatting, labels for kinds. No engine rules here.
import type { EventKind } from "@/lib/model";

const nf = new Intl.NumberFormat("en-US");
export const fmt = (n: number) => nf.format(Math.round(n));

/** A duration: "940 ms", "1.2 s". */
export const dur = (ms: number) => (ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`);

/** A phrase with its indefinite article: "an auto compaction", "a manual compaction" (by its first letter). */
export function withArticle(phrase: string, capital = false): string {
  const a = /^[aeiou]/i.test(phrase) ? "an" : "a";
  return `${capital ? a[0].toUpperCase() + a.slice(1) : a} ${phrase}`;
}

export function fmtPct(x: number, digits = 1): string {
  return `${x.toFixed(digits)}%`;
}

export function fmtSignedPct(x: number, digits = 1): string {
  return `${x > 0 ? "+" : x < 0 ? "−" : "±"}${Math.abs(x).toFixed(digits)}%`;
}

export function fmtBytes(n: number | undefined): string {
  if (n === undefined) return "size unknown";
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KB`;
  return `${(n / 1024 / 1024).toFixed(1)} MB`;
}

export function fmtTime(ts: string | undefined): string {
  if (!ts) return "";
  const d = new Date(ts);
  if (Number.isNaN(d.getTime())) return ts.slice(0, 8);
  const p = (x: number) => String(x).padStart(2, "0");
  return `${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
}

export const KIND_LABEL: Record<EventKind, string> = {
  user: "user",
  "tool-result": "tool result",
  assistant: "assistant",
  meta: "meta",
  "skill-body": "skill body",
  "compact-boundary": "compact boundary",
  "microcompact-boundary": "microcompact boundary",
  "compact-summary": "compact summary",
  "compact-command": "/compact",
  system: "system",
  attachment: "attachment",
  bookkeeping: "bookkeeping",
  wait: "wait",
  "api-error": "api error",
  unknown: "unknown",
};

export const FORMAT_LABEL: Record<string, string> = {
  "claude-code-jsonl": "Claude Code session (JSONL)",
  "messages-api": "Messages API request (JSON)",
  scenario: "Context Lab scenario",
};

/** The same, short, where a line has little room (the Context tab's facts, the Share dialog). */
export const SHORT_FORMAT_LABEL: Record<string, string> = {
  "claude-code-jsonl": "Claude Code JSONL",
  "messages-api": "Messages API JSON",
  scenario: "scenario",
};

/** Lines of a text, counting a trailing newline as no extra line. */
export function lineCount(s: string): number {
  if (!s) return 0;
  let n = 1;
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) === 10) n++;
  if (s.endsWith("\n")) n--;
  return n;
}

export function firstLine(s: string, max = 160): string {
  const t = s.trimStart();
  const nl = t.indexOf("\n");
  const line = nl === -1 ? t : t.slice(0, nl);
  return line.length > max ? line.slice(0, max - 1) + "…" : line;
}

export function prettyJson(v: unknown): string {
  try {
    return JSON.stringify(v, null, 2) ?? String(v);
  } catch {
    return String(v);
  }
}

export function shortJson(v: unknown, max = 200): string {
  let s: string;
  if (typeof v === "string") s = JSON.stringify(v);
  else {
    try {
      s = JSON.stringify(v) ?? String(v);
    } catch {
      s = String(v);
    }
  }
  return s.length > max ? s.slice(0, max - 1) + "…" : s;
}

export function plural(n: number, one: string, many = one + "s"): string {
  return `${fmt(n)} ${n === 1 ? one : many}`;
}

/** a fraction as a percentage with one decimal; "–" where the metric has no case */
export const pct = (x: number | null) => (x === null ? "–" : `${(x * 100).toFixed(1)}%`);
