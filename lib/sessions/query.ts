// Finding sessions in a folder's list: search words (each must occur in the session's prompts,
// title, project, tools, skills or files, or in those of its subagents, which the list then
// names), the three questions people bring (did it compact, did a skill not come back, did it
// reach the warning line) and a sort.
import type { SessionEntry } from "./group";
import { summaryModels, type SessionSummary } from "./summary";

export type SortKey =
  "start" | "project" | "title" | "version" | "model" | "peak" | "compactions" | "skills" | "notBack" | "error" | "subagents";

export const SORT_KEYS: readonly SortKey[] = [
  "start",
  "project",
  "title",
  "version",
  "model",
  "peak",
  "compactions",
  "skills",
  "notBack",
  "error",
  "subagents",
];

export interface SessionFilters {
  compacted: boolean;
  skillNotBack: boolean;
  reachedWarning: boolean;
}

export const NO_FILTERS: SessionFilters = { compacted: false, skillNotBack: false, reachedWarning: false };

export interface SessionQuery {
  text: string;
  filters: SessionFilters;
  sort: SortKey;
  descending: boolean;
}

function haystack(s: SessionSummary): string {
  return [s.title ?? "", s.prompts, s.project.label, s.tools.join(" "), s.skills.join(" "), s.files.join(" ")].join("\n").toLowerCase();
}

const searchWords = (text: string) => text.toLowerCase().split(/\s+/).filter(Boolean);

/** Whether every word of `text` occurs in the session or one of its subagents. */
export function matchesText(e: SessionEntry, text: string): boolean {
  const words = searchWords(text);
  if (!words.length) return true;
  const hay = [e.main, ...e.subagents].map(haystack).join("\n");
  return words.every((w) => hay.includes(w));
}

/**
 * Where a session that matches `text` matched, when not in itself alone: the names of the subagent
 * files holding a word the session's own file does not, by name; empty
 * when the session holds every word, or when there is nothing to search.
 */
export function subagentMatches(e: SessionEntry, text: string): string[] {
  const words = searchWords(text);
  const own = haystack(e.main);
  const missing = words.filter((w) => !own.includes(w));
  if (!missing.length) return [];
  return e.subagents
    .filter((a) => missing.some((w) => haystack(a).includes(w)))
    .map((a) => a.name)
    .sort();
}

export function passesFilters(e: SessionEntry, f: SessionFilters): boolean {
  const s = e.main;
  if (f.compacted && !s.compactions.length) return false;
  if (f.skillNotBack && !s.skillsNotBack.length) return false;
  if (f.reachedWarning && !(s.peak > 0 && s.peak >= s.warningAt)) return false;
  return true;
}

/** The value a column sorts by; null sorts last whichever the direction. */
function sortValue(e: SessionEntry, k: SortKey): string | number | null {
  const s = e.main;
  switch (k) {
    case "start":
      return s.start;
    case "project":
      return s.project.label;
    case "title":
      return (s.title ?? s.firstPrompt)?.toLowerCase() ?? null;
    case "version":
      return s.version ? s.version.replace(/\d+/g, (d) => d.padStart(6, "0")) : null;
    case "model":
      return summaryModels(s).join(" + ") || null;
    case "peak":
      return s.peak || null;
    case "compactions":
      return s.compactions.length;
    case "skills":
      return s.skills.length;
    case "notBack":
      return s.skillsNotBack.length;
    case "error":
      return s.estimateError ? Math.abs(s.estimateError.meanPct) : null;
    case "subagents":
      return e.subagents.length;
  }
}

export function querySessions(list: readonly SessionEntry[], q: SessionQuery): SessionEntry[] {
  const rows = list.filter((e) => passesFilters(e, q.filters) && matchesText(e, q.text));
  const dir = q.descending ? -1 : 1;
  const keyed = rows.map((e) => ({ e, v: sortValue(e, q.sort) }));
  keyed.sort((a, b) => {
    if (a.v === null || b.v === null) return a.v === b.v ? 0 : a.v === null ? 1 : -1;
    const c = typeof a.v === "number" && typeof b.v === "number" ? a.v - b.v : String(a.v).localeCompare(String(b.v));
    return c * dir || a.e.main.path.localeCompare(b.e.main.path);
  });
  return keyed.map((x) => x.e);
}
