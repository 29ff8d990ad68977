"use client";
// The top bar's way to the sessions list and back, once a list exists (Open ▾ picks a folder; the
// list's header another). At start it asks for the list kept in this browser, and keeps which of
// the two is on screen.
import { useEffect } from "react";
import { useSessions, showList } from "./store";
import { restoreList } from "./sessions-client";
import { keepListView } from "./list-view";

export function SessionsButtons() {
  const count = useSessions((s) => s.grouped.sessions.length);
  const hasList = useSessions((s) => s.label !== null);
  const listOpen = useSessions((s) => s.listOpen);

  useEffect(() => {
    // kept from here on, so a reload puts back the list or the inspector, whichever was on screen
    const stop = keepListView();
    restoreList();
    return stop;
  }, []);

  if (!hasList) return null;
  return (
    <button
      className={listOpen ? "btn primary" : "btn"}
      data-testid="sessions-button"
      aria-pressed={listOpen}
      onClick={() => showList(!listOpen)}
      title={listOpen ? "Back to the session in the inspector" : "The list of the sessions in the folder"}
    >
      Sessions ({count.toLocaleString("en-US")})
    </button>
  );
}
