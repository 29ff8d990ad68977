// The sessions list's state: the summaries of a picked or dropped folder as the worker sends them
// (sessions-client.ts), grouped with their subagent files (lib/sessions/group.ts), the query, and
// whether the list or the inspector is on screen. The folder's File objects are held here, in this
// page only, so a row can be opened; a list restored from storage has none until the folder is
// picked again.
import { create } from "zustand";
import { SessionGrouper, type Grouped } from "@/lib/sessions/group";
import { NO_FILTERS, type SessionQuery } from "@/lib/sessions/query";
import type { SessionSummary } from "@/lib/sessions/summary";
import type { FileStamp } from "@/lib/sessions/reread";
import type { FailedFile } from "@/components/worker/sessions-protocol";

export interface Progress {
  files: number;
  read: number;
  bytes: number;
  bytesRead: number;
  /** from the first file handed over to the last summary, once done */
  ms: number | null;
}

export interface SessionsState {
  /** what the list is of: the folder's name, or "N files" */
  label: string | null;
  summaries: SessionSummary[];
  grouped: Grouped;
  failed: FailedFile[];
  progress: Progress | null;
  /** the list came from this browser's storage: its files must be picked (or read) again to open a row */
  restored: { savedAt: string } | null;
  /** the folder as picked through showDirectoryPicker, kept so it can be read again; null after a drop or an input pick */
  handle: FileSystemDirectoryHandle | null;
  /** a kept, picked or dropped folder being walked for its files: how many so far (changed: null on a first read) */
  walking: { folder: string; found: number; changed: number | null } | null;
  /** what the last walk left out (walk-left.ts walkLeftNote), or null */
  left: string | null;
  /** listed files the folder no longer holds, found by reading it again */
  gone: string[];
  listOpen: boolean;
  query: SessionQuery;
  storageError: string | null;
  /** the path of the session last opened, marked in the list */
  opened: string | null;
}

const EMPTY: Grouped = { sessions: [], orphans: [] };

export const useSessions = create<SessionsState>(() => ({
  label: null,
  summaries: [],
  grouped: EMPTY,
  failed: [],
  progress: null,
  restored: null,
  handle: null,
  walking: null,
  left: null,
  gone: [],
  listOpen: false,
  query: { text: "", filters: NO_FILTERS, sort: "start", descending: true },
  storageError: null,
  opened: null,
}));

/** The files of the folder on screen, by path (this page only). */
export const folderFiles = new Map<string, File>();
/**
 * The folder handle on screen whose walk, in the worker, found these files (by path): a row of it
 * opens by asking the handle for its files (open.ts), none of them handed to the page before.
 */
export const walkedFolder: { handle: FileSystemDirectoryHandle | null; paths: Set<string> } = { handle: null, paths: new Set() };
/** Forgets the files of the list on screen, handed over or walked. */
export function clearFiles(): void {
  folderFiles.clear();
  walkedFolder.handle = null;
  walkedFolder.paths = new Set();
}
/** The size and time of the file each listed summary was made of (null: a list kept before these were). */
export const fileStamps = new Map<string, FileStamp | null>();

/** The list's grouping, grown batch by batch (regrouping every summary on each batch held the page). */
let grouper = new SessionGrouper();

/** What came since the last take, taken in at once. */
interface Pending {
  summaries: SessionSummary[];
  stamps: (FileStamp | null)[];
  failed: FailedFile[];
  bytesRead: number;
  bytes: number;
}
let pending: Pending | null = null;
/**
 * The list is taken in at most this often while it is read: each take is a render, and a frame of
 * the whole list (layout, paint, layering) after it; on a shared machine every task the page runs
 * may wait for a core. The worker answers every 150 ms (sessions-protocol.ts BATCH_MS). A take runs
 * in a task of its own, not in an animation frame: there its render and the frame's layout and
 * paint made one longer task (one listing picked, load 9: 39 tasks over 50 ms against 17 before).
 */
const TAKE_EVERY_MS = 300;
let lastTake = 0;

/** Takes what is pending in TAKE_EVERY_MS after the last take. */
function takeLater(): void {
  setTimeout(() => takePending(), Math.max(0, lastTake + TAKE_EVERY_MS - performance.now()));
}

/** A new list; `kept`: the summaries a re-read carries over (their files unchanged). */
export function resetList(label: string, files: number, bytes: number, kept: SessionSummary[] = []): void {
  // batches not yet taken in are of the list before
  pending = null;
  grouper = new SessionGrouper();
  grouper.add(kept);
  useSessions.setState({
    label,
    summaries: kept,
    grouped: kept.length ? grouper.snapshot() : EMPTY,
    gone: [],
    failed: [],
    progress: { files, read: 0, bytes, bytesRead: 0, ms: null },
    restored: null,
    listOpen: true,
    opened: null,
    // a message of the last list (a folder that could not be read) is not of this one
    storageError: null,
  });
}

/**
 * A batch of summaries for the list on screen, taken into the list with any that come before the
 * take (takeLater): each take re-renders and re-lays out the list.
 */
export function addSummaries(
  summaries: SessionSummary[],
  stamps: (FileStamp | null)[],
  failed: FailedFile[],
  bytesRead: number,
  bytes: number,
): void {
  if (!pending) {
    pending = { summaries: [], stamps: [], failed: [], bytesRead, bytes };
    takeLater();
  }
  // pushed one by one: a batch is at most a few hundred, and no array is copied per batch
  for (let k = 0; k < summaries.length; k++) {
    pending.summaries.push(summaries[k]);
    pending.stamps.push(stamps[k] ?? null);
  }
  for (const f of failed) pending.failed.push(f);
  pending.bytesRead = bytesRead;
  pending.bytes = bytes;
}

/** Takes into the list what came since the last take (also before the list is said complete). */
function takePending(): void {
  const p = pending;
  pending = null;
  if (!p) return;
  lastTake = performance.now();
  p.summaries.forEach((s, k) => fileStamps.set(s.path, p.stamps[k]));
  const st = useSessions.getState();
  const progress = st.progress && {
    ...st.progress,
    read: st.progress.read + p.summaries.length + p.failed.length,
    bytesRead: p.bytesRead,
    bytes: p.bytes,
  };
  grouper.add(p.summaries);
  useSessions.setState({
    summaries: st.summaries.concat(p.summaries),
    grouped: grouper.snapshot(),
    failed: p.failed.length ? st.failed.concat(p.failed) : st.failed,
    progress,
  });
}

/** The files the list is of, as a walk that feeds its reading finds more. */
export const setProgressFiles = (files: number) => useSessions.setState((s) => (s.progress ? { progress: { ...s.progress, files } } : {}));

export function finished(ms: number): void {
  takePending();
  const p = useSessions.getState().progress;
  if (p) useSessions.setState({ progress: { ...p, ms } });
}

export const setQuery = (q: Partial<SessionQuery>) => useSessions.setState((s) => ({ query: { ...s.query, ...q } }));

export const showList = (open: boolean) => useSessions.setState({ listOpen: open });

/** Whether every file of a session is at hand in this page. */
export const canOpen = (paths: string[]) => paths.every((p) => folderFiles.has(p) || walkedFolder.paths.has(p));
