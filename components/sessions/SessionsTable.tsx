"use client";
// The list itself: a sortable header and the matching sessions, virtualised so a folder of
// thousands of sessions renders only the rows in view.
import { memo, useEffect, useRef } from "react";
import { useVirtualizer } from "@tanstack/react-virtual";
import type { SessionEntry } from "@/lib/sessions/group";
import type { SortKey } from "@/lib/sessions/query";
import { setQuery, useSessions } from "./store";
import { SessionRow } from "./SessionRow";
import c from "./sessions.module.css";

const ROW = 34;

/** The columns: their sort key and heading; every token figure says where it comes from. */
const COLUMNS: { key: SortKey; label: string; title: string; num?: boolean }[] = [
  { key: "project", label: "Project", title: "The working directory, when the folder's name encodes it; else the folder's name" },
  { key: "start", label: "Started", title: "The first record's time" },
  { key: "title", label: "Title or first prompt", title: "The session's title (ai-title or summary record), else its first prompt" },
  { key: "version", label: "Version", title: "The newest Claude Code version the records carry" },
  { key: "model", label: "Model", title: "The model of the first response" },
  {
    key: "peak",
    label: "Window",
    title: "The context window the session ran in (its version's preset, 1M when its usage needs it)",
    num: true,
  },
  { key: "peak", label: "Peak (recorded)", title: "The largest context a response recorded (recorded usage)", num: true },
  { key: "compactions", label: "Compactions, recorded pre→post", title: "Each compaction's recorded preTokens → postTokens" },
  { key: "skills", label: "Skills invoked", title: "Skills invoked in the session" },
  { key: "notBack", label: "Not back", title: "Skills invoked before a compaction that the recording did not put back after it" },
  {
    key: "error",
    label: "chars/4 estimate error",
    title: "The chars/4 estimate of the context against recorded usage (mean, signed)",
    num: true,
  },
  { key: "subagents", label: "Subagents", title: "Subagent files placed with this session", num: true },
];

// memo: typing in the search box renders the screen at once with the rows as they were (the
// deferred query brings the new ones), and that render need not render the table again
/** `search`: the words the rows were found by (the deferred query's, as the rows are). */
export const SessionsTable = memo(function SessionsTable({ rows, search }: { rows: SessionEntry[]; search: string }) {
  const scroller = useRef<HTMLDivElement>(null);
  const table = useRef<HTMLDivElement>(null);
  const query = useSessions((s) => s.query);
  const opened = useSessions((s) => s.opened);
  const walking = useSessions((s) => s.walking !== null);
  const virt = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW,
    overscan: 12,
    getItemKey: (i) => rows[i].main.path,
  });
  // the right-edge fade is as tall as the table (sessions.module.css): set as a property of the
  // scroller, so a table that grows as files are read draws only its background again
  useEffect(() => {
    const t = table.current;
    const sc = scroller.current;
    if (!t || !sc) return;
    const ro = new ResizeObserver(() => sc.style.setProperty("--table-height", `${t.offsetHeight}px`));
    ro.observe(t);
    return () => ro.disconnect();
  }, []);
  return (
    <div className={c.scroller} ref={scroller} data-testid="sessions-table">
      <div role="table" aria-label="Sessions" aria-rowcount={rows.length} className={c.table} ref={table}>
        <div role="row" className={c.headRow}>
          {COLUMNS.map((col, k) => {
            const sorted = query.sort === col.key && !(k === 5);
            return (
              <span
                key={col.label}
                role="columnheader"
                aria-sort={sorted ? (query.descending ? "descending" : "ascending") : "none"}
                className={col.num ? c.num : undefined}
              >
                {k === 5 ? (
                  <span className={c.th} title={col.title}>
                    {col.label}
                  </span>
                ) : (
                  <button
                    className={c.th}
                    title={col.title}
                    data-testid={`sessions-sort-${col.key}`}
                    onClick={() =>
                      setQuery({
                        sort: col.key,
                        descending: query.sort === col.key ? !query.descending : col.key !== "project" && col.key !== "title",
                      })
                    }
                  >
                    {col.label}
                    {sorted ? (query.descending ? " ▾" : " ▴") : ""}
                  </button>
                )}
              </span>
            );
          })}
        </div>
        <div role="rowgroup" style={{ position: "relative", height: virt.getTotalSize() }}>
          {virt.getVirtualItems().map((v) => (
            <SessionRow
              key={v.key}
              e={rows[v.index]}
              top={v.start}
              opened={rows[v.index].main.path === opened}
              subagents={rows[v.index].subagents.length}
              search={search}
            />
          ))}
        </div>
      </div>
      {rows.length === 0 && <div className={c.empty}>{walking ? "Looking for session files…" : "No session matches."}</div>}
    </div>
  );
});
