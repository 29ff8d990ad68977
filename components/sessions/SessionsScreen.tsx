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
  // both deferred: typing in the search box stays responsive while the list is filtered behind it,
  // and a batch of summaries is sorted and drawn in a render React can interrupt (a store update
  // itself renders at once, in one task), while the header's count is drawn at once
  const sessions = useDeferredValue(useSessions((s) => s.grouped.sessions));
  const query = useSessions((s) => s.query);
  const deferred = useDeferredValue(query);
  const rows = useMemo(() => querySessions(sessions, deferred), [sessions, deferred]);
  return (
    <section className={c.screen} data-testid="sessions-screen" aria-label="Sessions">
      <SessionsHeader />
      <SessionsToolbar shown={rows.length} total={sessions.length} />
      <SessionsTable rows={rows} />
    </section>
  );
}
