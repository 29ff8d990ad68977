"use client";
// The sessions list: in place of the inspector's step bar, chart and panels while it is open.
import { useDeferredValue, useMemo } from "react";
import { querySessions } from "@/lib/sessions/query";
import { useSessions } from "./store";
import { SessionsHeader } from "./SessionsHeader";
import { SessionsToolbar } from "./SessionsToolbar";
import { SessionsTable } from "./SessionsTable";
import c from "./sessions.module.css";

export function SessionsScreen() {
  const sessions = useSessions((s) => s.grouped.sessions);
  const query = useSessions((s) => s.query);
  // typing in the search box stays responsive while the list is filtered behind it (the list's own
  // batches are not deferred: a deferred render is a second commit and a second frame a batch, more
  // of the page's time in all, measured in a page trace)
  const deferred = useDeferredValue(query);
  const rows = useMemo(() => querySessions(sessions, deferred), [sessions, deferred]);
  return (
    <section className={c.screen} data-testid="sessions-screen" aria-label="Sessions">
      <SessionsHeader />
      <SessionsToolbar shown={rows.length} total={sessions.length} />
      <SessionsTable rows={rows} search={deferred.text} />
    </section>
  );
}
