"use client";
// What the list is of and how far reading it has got: files read of all, bytes, the time it took;
// a list restored from this browser says that its sessions open only once the folder is picked
// again; files that could not be read and subagent files no session claims are named.
import { showList, useSessions } from "./store";
import { startText } from "./cells";
import { forgetList } from "./sessions-client";
import { FolderPicker } from "./FolderPicker";
import { readFolderAgain } from "./folder-handle";
import { dur, fmt, fmtBytes, plural } from "@/components/inspector/format";
import c from "./sessions.module.css";

export function SessionsHeader() {
  const label = useSessions((s) => s.label);
  const progress = useSessions((s) => s.progress);
  const restored = useSessions((s) => s.restored);
  const handle = useSessions((s) => s.handle);
  const gone = useSessions((s) => s.gone);
  const walking = useSessions((s) => s.walking);
  const sessions = useSessions((s) => s.grouped.sessions.length);
  const subagents = useSessions((s) => s.grouped.sessions.reduce((a, e) => a + e.subagents.length, 0));
  const orphans = useSessions((s) => s.grouped.orphans);
  const failed = useSessions((s) => s.failed);
  const storageError = useSessions((s) => s.storageError);
  const left = useSessions((s) => s.left);
  const reading = !!progress && progress.ms === null;

  return (
    <div className={c.head} data-testid="sessions-head">
      <button className="btn" data-testid="sessions-back" onClick={() => showList(false)} title="Back to the session in the inspector">
        ← Inspector
      </button>
      <span className={c.title}>{label || "Sessions"}</span>
      <span data-testid="sessions-count">
        {plural(sessions, "session")}, {plural(subagents, "subagent file")}
      </span>
      {progress && (
        <span className="muted" data-testid="sessions-progress" data-done={reading ? "false" : "true"} role="status">
          {reading
            ? `reading ${fmt(progress.read)} of ${fmt(progress.files)} files (${fmtBytes(progress.bytesRead)} of ${fmtBytes(progress.bytes)})`
            : `read ${fmt(progress.files)} files, ${fmtBytes(progress.bytes)}, in ${dur(progress.ms ?? 0)}`}
        </span>
      )}
      {walking && (
        <span className="muted" data-testid="sessions-walking" role="status">
          looking through {walking.folder}: {plural(walking.found, "session file")} found
          {walking.changed !== null && `, ${fmt(walking.changed)} changed or new`}
        </span>
      )}
      {restored && (
        <span className="muted" data-testid="sessions-restored" data-handle={handle ? "true" : "false"}>
          kept in this browser on {startText(restored.savedAt)}:{" "}
          {handle
            ? "read the folder again to open a session"
            : "pick the folder again to open a session (no way back to it was kept: picked through the file input, or this browser cannot)"}
        </span>
      )}
      {restored && handle && (
        <button
          className="btn primary"
          data-testid="sessions-reread"
          disabled={!!walking}
          onClick={() => void readFolderAgain()}
          title={`Read ${handle.name} again: the browser asks for permission; only files changed or added since are read, the others keep their summaries`}
        >
          Read the folder again
        </button>
      )}
      {gone.length > 0 && (
        <span className="muted" data-testid="sessions-gone" title={gone.join("\n")}>
          {plural(gone.length, "listed file")} no longer in the folder
        </span>
      )}
      {failed.length > 0 && (
        <span className={c.lost} data-testid="sessions-failed" title={failed.map((f) => `${f.path}: ${f.message}`).join("\n")}>
          {plural(failed.length, "file")} could not be read: {failed[0].path} ({failed[0].message})
        </span>
      )}
      {/* while the folder is still walked or read, a subagent file's session may simply not be read yet */}
      {orphans.length > 0 && !reading && !walking && (
        <span className="muted" data-testid="sessions-orphans" title={orphans.map((o) => o.path).join("\n")}>
          {plural(orphans.length, "subagent file")} whose session is not in the folder
        </span>
      )}
      {left && (
        <span className="muted" data-testid="sessions-left">
          {left}
        </span>
      )}
      {storageError && <span className={c.lost}>{storageError}</span>}
      <span className="spacer" />
      <button
        className="btn"
        data-testid="sessions-forget"
        onClick={forgetList}
        title="Forget this list, here and in this browser's storage"
      >
        Forget list
      </button>
      <FolderPicker testid="sessions-open-folder" label="Open another folder…" />
    </div>
  );
}
