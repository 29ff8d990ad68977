// Which session each subagent file belongs to (rules.md#transcripts-folder): a file under
// <project>/<session>/subagents/ to <project>/<session>.jsonl; any other subagent file (an older
// agent-<id>.jsonl beside the sessions, or one whose session folder is missing) to the session its
// records' sessionId names, in its own project first. Never to whichever session is shown.
import type { SessionSummary } from "./summary";

export interface SessionEntry {
  main: SessionSummary;
  subagents: SessionSummary[];
}

export interface Grouped {
  sessions: SessionEntry[];
  /** subagent files no session of the folder claims */
  orphans: SessionSummary[];
}

const stemOf = (path: string) => path.replace(/\.jsonl$/i, "");
const lastPart = (path: string) => path.split("/").pop() ?? path;

/** The session a subagent file's folder names: <...>/<session>/subagents/<file> -> <...>/<session>. */
function folderParent(path: string): string | null {
  const parts = path.split("/");
  const at = parts.lastIndexOf("subagents");
  return at >= 1 && at < parts.length - 1 ? parts.slice(0, at).join("/") : null;
}

/** Where a folder's sessions are found: by path (less `.jsonl`) and by every sessionId they answer to. */
interface SessionLookup {
  byStem: Map<string, SessionEntry>;
  byId: Map<string, SessionEntry[]>;
}

/** A session file's entry, made findable by its path and by its ids. */
function addSession(f: SessionSummary, at: SessionLookup): SessionEntry {
  const entry: SessionEntry = { main: f, subagents: [] };
  at.byStem.set(stemOf(f.path), entry);
  // a session file is named after its sessionId; its records may carry another (a resumed session)
  for (const id of new Set([lastPart(stemOf(f.path)), f.sessionId ?? ""])) if (id) at.byId.set(id, [...(at.byId.get(id) ?? []), entry]);
  return entry;
}

/** The session a subagent file's folder names, if it has come. */
const byFolder = (f: SessionSummary, at: SessionLookup): SessionEntry | undefined => {
  const parent = folderParent(f.path);
  return parent === null ? undefined : at.byStem.get(parent);
};

/** The session a subagent file's sessionId names: in the agent's own project, the one named after the id first. */
function bySessionId(f: SessionSummary, at: SessionLookup): SessionEntry | undefined {
  if (!f.sessionId) return undefined;
  const rank = (e: SessionEntry) =>
    (e.main.project.folder === f.project.folder ? 0 : 2) + (lastPart(stemOf(e.main.path)) === f.sessionId ? 0 : 1);
  return [...(at.byId.get(f.sessionId) ?? [])].sort((a, b) => rank(a) - rank(b))[0];
}

export function groupSessions(files: readonly SessionSummary[]): Grouped {
  const at: SessionLookup = { byStem: new Map(), byId: new Map() };
  const sessions = files.filter((f) => !f.subagent).map((f) => addSession(f, at));
  const orphans: SessionSummary[] = [];
  for (const f of files) {
    if (!f.subagent) continue;
    const entry = byFolder(f, at) ?? bySessionId(f, at);
    if (entry) entry.subagents.push(f);
    else orphans.push(f);
  }
  return { sessions, orphans };
}

/**
 * groupSessions kept up to date as summaries arrive in batches, so the page's work for a batch is
 * the batch's, not the whole list's (regrouping thousands of summaries on every batch held the
 * page). What `snapshot` returns is what groupSessions returns for every summary added so far,
 * except the order of a session's subagents: a subagent file placed by its folder is final once
 * its session has come; the rest (by sessionId, or not yet placed) are placed again on each batch.
 */
export class SessionGrouper {
  private readonly sessions: SessionEntry[] = [];
  private readonly at: SessionLookup = { byStem: new Map(), byId: new Map() };
  /** subagent files not placed by their folder, and where each is now (null: an orphan) */
  private loose = new Map<SessionSummary, SessionEntry | null>();

  add(files: readonly SessionSummary[]): void {
    for (const f of files) if (!f.subagent) this.sessions.push(addSession(f, this.at));
    for (const f of files) {
      if (!f.subagent) continue;
      const entry = byFolder(f, this.at);
      if (entry) entry.subagents.push(f);
      else this.loose.set(f, null);
    }
    if (this.loose.size) this.placeLoose();
  }

  private placeLoose(): void {
    const next = new Map<SessionSummary, SessionEntry | null>();
    for (const [f, was] of this.loose) {
      if (was) was.subagents.splice(was.subagents.indexOf(f), 1);
      const folder = byFolder(f, this.at);
      if (folder) {
        // its session has come: placed for good
        folder.subagents.push(f);
        continue;
      }
      const entry = bySessionId(f, this.at);
      entry?.subagents.push(f);
      next.set(f, entry ?? null);
    }
    this.loose = next;
  }

  /** The grouping so far, as new arrays (the entries themselves are shared and grow). */
  snapshot(): Grouped {
    const orphans: SessionSummary[] = [];
    for (const [f, at] of this.loose) if (!at) orphans.push(f);
    return { sessions: this.sessions.slice(), orphans };
  }
}
