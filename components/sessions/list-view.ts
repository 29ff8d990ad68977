// Which of the two the user was on, the sessions list or the inspector, and the session last opened
// from the list, kept in this browser (localStorage) so a reload puts them back as they were left:
// the inspector's session comes back with its own saved inputs (components/state/persist.ts), the
// list with its kept summaries (sessions-store.ts), and this says which was on screen.
import { useSessions } from "./store";

const KEY = "context-lab:sessions-view";
/** A path longer than this is no list's: the value is someone else's, and is left alone. */
const MAX_PATH = 10_000;

export interface ListView {
  /** the list was on screen */
  open: boolean;
  /** the path of the session last opened from it */
  opened: string | null;
}

/** The kept view, read as a stranger's value (another version or tab may have written it); null when none. */
export function readListView(): ListView | null {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(KEY);
  } catch {
    return null;
  }
  if (!raw || raw.length > MAX_PATH + 100) return null;
  try {
    const v = JSON.parse(raw) as Record<string, unknown>;
    if (!v || typeof v !== "object" || typeof v.open !== "boolean") return null;
    const opened = typeof v.opened === "string" && v.opened.length <= MAX_PATH ? v.opened : null;
    return { open: v.open, opened };
  } catch {
    return null;
  }
}

function write(v: ListView | null): void {
  try {
    if (v) window.localStorage.setItem(KEY, JSON.stringify(v));
    else window.localStorage.removeItem(KEY);
  } catch {
    /* storage refused (private mode, full): the view is not kept, the list itself still is */
  }
}

/** Forgets the kept view (the list was forgotten). */
export const forgetListView = () => write(null);

/**
 * Keeps the view while a list exists: each time the list is opened or left, or a row opened. A
 * page with no list yet (the kept one not restored) writes nothing, so it never overwrites the
 * view it is about to restore. Returns the unsubscribe.
 */
export function keepListView(): () => void {
  let last = "";
  return useSessions.subscribe((s) => {
    if (s.label === null) return;
    const v: ListView = { open: s.listOpen, opened: s.opened };
    const sig = JSON.stringify(v);
    if (sig === last) return;
    last = sig;
    write(v);
  });
}
