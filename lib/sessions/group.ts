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

export function groupSessions(files: readonly SessionSummary[]): Grouped {
  const sessions: SessionEntry[] = [];
  const byStem = new Map<string, SessionEntry>();
  const byId = new Map<string, SessionEntry[]>();
  for (const f of files) {
    if (f.subagent) continue;
    const entry: SessionEntry = { main: f, subagents: [] };
    sessions.push(entry);
    byStem.set(stemOf(f.path), entry);
    // a session file is named after its sessionId; its records may carry another (a resumed session)
    for (const id of new Set([lastPart(stemOf(f.path)), f.sessionId ?? ""])) if (id) byId.set(id, [...(byId.get(id) ?? []), entry]);
  }
  const orphans: SessionSummary[] = [];
  for (const f of files) {
    if (!f.subagent) continue;
    const parent = folderParent(f.path);
    let entry = parent === null ? undefined : byStem.get(parent);
    if (!entry && f.sessionId) {
      const named = byId.get(f.sessionId) ?? [];
      // the session of that id in the agent's own project, the one named after the id first
      const rank = (e: SessionEntry) =>
        (e.main.project.folder === f.project.folder ? 0 : 2) + (lastPart(stemOf(e.main.path)) === f.sessionId ? 0 : 1);
      entry = [...named].sort((a, b) => rank(a) - rank(b))[0];
    }
    if (entry) entry.subagents.push(f);
    else orphans.push(f);
  }
  return { sessions, orphans };
}
