"use client";
// Search and filters over the list (lib/sessions/query.ts does the finding).
import { setQuery, useSessions } from "./store";
import type { SessionFilters } from "@/lib/sessions/query";
import c from "./sessions.module.css";

const FILTERS: { key: keyof SessionFilters; label: string; title: string }[] = [
  { key: "compacted", label: "compacted", title: "Sessions with a compaction recorded" },
  {
    key: "skillNotBack",
    label: "a skill not back",
    title: "Sessions where the recording says an invoked skill did not come back after a compaction",
  },
  {
    key: "reachedWarning",
    label: "reached the warning line",
    title: "Sessions whose recorded usage reached the warning line of their window",
  },
];

/** `shown` of `total`: both from the screen's one render (its rows, of the deferred query), so they never disagree for a moment. */
export function SessionsToolbar({ shown, total }: { shown: number; total: number }) {
  const query = useSessions((s) => s.query);
  return (
    <div className={c.toolbar}>
      <input
        className={c.search}
        type="search"
        data-testid="sessions-search"
        placeholder="Search prompts, tools, skills, files"
        aria-label="Search the sessions: prompt text, tools, skills, files"
        value={query.text}
        onChange={(e) => setQuery({ text: e.currentTarget.value })}
      />
      {FILTERS.map((f) => (
        <label key={f.key} className={c.check} title={f.title}>
          <input
            type="checkbox"
            data-testid={`sessions-filter-${f.key}`}
            checked={query.filters[f.key]}
            onChange={(e) => setQuery({ filters: { ...query.filters, [f.key]: e.currentTarget.checked } })}
          />
          {f.label}
        </label>
      ))}
      <span className="muted" data-testid="sessions-shown">
        {shown === total
          ? `${total.toLocaleString("en-US")} shown`
          : `${shown.toLocaleString("en-US")} of ${total.toLocaleString("en-US")} shown`}
      </span>
    </div>
  );
}
