// The page's side of sessions.worker.ts: hands a pick's File objects over in slices (so the page
// is never held while thousands are handed), or has the worker walk a folder handle and read its
// files itself; takes the summaries as they come into the store, and asks for the list kept in
// this browser at start. One worker for the page's life.
import { folderNotEntered, mayTake, noneLeft, walkLeftNote, type WalkLeft } from "@/lib/sessions/walk-left";
import { isSubagentPath } from "@/lib/transcripts/subagent-file";
import {
  nothingWalked,
  type PathFile,
  type SessionsRequest,
  type SessionsResponse,
  type Stamped,
  type Walked,
} from "@/components/worker/sessions-protocol";
import type { FileStamp } from "@/lib/sessions/reread";
import { addSummaries, clearFiles, fileStamps, finished, folderFiles, resetList, useSessions } from "./store";
import { forgetListView, readListView } from "./list-view";

/**
 * Handing a File to the worker costs the page 0.3 to 2 ms (measured at 2,000 and 4,000 files on an
 * idle machine: a 4,000-file folder is 2.6 s of the page's time, the most of any part of listing
 * it) and ten times that on a busy one: a fixed 40 a message made single tasks of 50 to 85 ms idle
 * and 100 to 270 ms busy. So each message holds as many Files as the last ones' cost says fit in
 * MESSAGE_MS, never more than MAX_PER_MESSAGE, and the page takes a turn once half a SLICE_MS is
 * spent. A message is checked only once sent, and on a busy machine a File now and then waits 20
 * to 40 ms on the browser (a page trace, load average 5 to 8: slices of 8 to 18 Files ran 60 to 120
 * ms): small messages keep such waits from adding up inside one task.
 */
const MAX_PER_MESSAGE = 40;
const SLICE_MS = 16;
const MESSAGE_MS = 4;
/** the cost of one File before any is measured (ms): the idle machine's upper figure */
const FIRST_GUESS_MS = 2;

let worker: Worker | null = null;
let run = 0;

function send(m: SessionsRequest) {
  if (!worker) {
    // named, so a test can find it among the page's workers
    worker = new Worker(new URL("../worker/sessions.worker.ts", import.meta.url), { type: "module", name: "sessions" });
    worker.onmessage = (e: MessageEvent<SessionsResponse>) => receive(e.data);
    worker.onerror = (e) => useSessions.setState({ storageError: `The sessions reader stopped: ${e.message || "unknown error"}.` });
  }
  worker.postMessage(m);
}

/** The walk the page waits on: its number, what hears its count, and what takes its end. */
let walking: { walk: number; count(m: WalkingCount): void; done(w: Walked): void } | null = null;

/** How far a walk has got (`walk`: its number, for a run that reads its files as they are found). */
export interface WalkingCount {
  walk: number;
  found: number;
  changed: number | null;
}
let walks = 0;

function receive(m: SessionsResponse) {
  if (m.type === "walking" || m.type === "walked") {
    if (m.walk !== walking?.walk) return;
    if (m.type === "walking") walking.count(m);
    else {
      walking.done(m);
      walking = null;
    }
    return;
  }
  if (m.run !== run) return;
  if (m.type === "summaries") addSummaries(m.summaries, m.stamps, m.failed, m.bytesRead, m.bytes);
  else if (m.type === "storage-error") useSessions.setState({ storageError: m.message });
  else if (m.restored !== undefined) {
    if (m.restored) {
      // the list comes back as it was left: on screen if the user was on it, its opened row marked
      const view = readListView();
      useSessions.setState({
        label: m.restored.label,
        restored: { savedAt: m.restored.savedAt },
        handle: m.restored.handle ?? null,
        progress: null,
        ...(view ? { listOpen: view.open, opened: view.opened } : {}),
      });
    }
  } else finished(m.ms);
}

// scheduler.yield (Chromium) lets the page's other tasks run and then resumes the hand-over ahead
// of them; a setTimeout turn waits behind every render and message the list's growth queues, and
// measured the hand-over of a 4,000-file folder spread over 18 s of a 22 s listing
const turn = (): Promise<void> => {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise<void>((r) => setTimeout(r, 0));
};

/** What a folder is called: the first folder its paths share, else "N files". */
function labelOf(paths: string[]): string {
  const first = paths[0]?.split("/")[0];
  return first && paths.length > 0 && paths.every((p) => p.includes("/") && p.split("/")[0] === first) ? first : `${paths.length} files`;
}

/** Whether a pick or drop is a list of sessions: a folder, or more than one session file. */
export function listsSessions(files: File[], paths?: string[]): boolean {
  const names = files.map((f, k) => paths?.[k] ?? f.name).filter((n) => /\.jsonl$/i.test(n));
  return paths ? names.length > 0 : names.filter((n) => !isSubagentPath(n)).length > 1;
}

/**
 * Lists a folder's (or a pick's) session files: every .jsonl (their `paths` as the folder names
 * them), up to the files a folder gives (walk-left.ts), each read by the worker. `left`: what the
 * walk that found the files left out. (A folder given as a handle is listed by folder-handle.ts.)
 */
export async function listFolder(files: File[], paths?: string[], left: WalkLeft = noneLeft()): Promise<void> {
  // files given now are the list: a folder still being walked is not
  endWalk();
  // out of the pick's own event: the list is drawn and the files handed over in tasks of their own
  await turn();
  const list: PathFile[] = [];
  clearFiles();
  fileStamps.clear();
  const deeper = new Set<string>();
  files.forEach((file, k) => {
    const path = (paths?.[k] ?? file.name).replace(/\\/g, "/").replace(/^\/+/, "");
    if (!/\.jsonl$/i.test(path) || folderFiles.has(path)) return;
    const notEntered = folderNotEntered(path);
    if (notEntered) {
      deeper.add(notEntered);
      return;
    }
    if (!mayTake(list.length)) {
      left.over++;
      return;
    }
    folderFiles.set(path, file);
    list.push({ path, file });
  });
  // the file input gives every file however deep: left out past the depth a walk enters, as a walk leaves them
  left.deeper += deeper.size;
  const label = labelOf(list.map((x) => x.path));
  // the run before is dropped here, not at the hand-over: its answers in the turn below would be
  // taken into this list (and its `done` say this list was read)
  dropRun();
  const me = run;
  resetList(label, list.length, 0);
  // no handle: such a list cannot be read again, only picked again
  useSessions.setState({ handle: null, left: walkLeftNote(left) });
  // the list's first drawing (the store's update renders at the end of this task) in a task of its
  // own, not in the hand-over's first slice
  await turn();
  // a newer pick, walk or Forget took this list's place in the turn
  if (me !== run) return;
  await handOver(list, label);
}

/** Hands `list` to the worker as a new run. */
async function handOver(list: PathFile[], label: string): Promise<void> {
  const me = ++run;
  send({ type: "begin", run: me, label, files: list.length, handle: null });
  let perFile = FIRST_GUESS_MS;
  let t0 = performance.now();
  for (let i = 0; i < list.length;) {
    const n = Math.max(1, Math.min(MAX_PER_MESSAGE, Math.floor(MESSAGE_MS / perFile)));
    const sent = performance.now();
    send({ type: "files", run: me, files: list.slice(i, i + n) });
    // a running mean, so one slow message (the machine busy for a moment) does not shrink all the rest
    perFile = 0.7 * perFile + (0.3 * (performance.now() - sent)) / n;
    i += n;
    if (performance.now() - t0 > SLICE_MS / 2) {
      await turn();
      if (me !== run) return;
      t0 = performance.now();
    }
  }
  send({ type: "end", run: me });
}

/**
 * Has the worker walk a folder given as a handle (its files are then read there, never handed
 * over); `kept`: on a re-read, the listed files' stamps. `count` hears how far the walk has got.
 * A newer walk makes this one's answer go unheard (it resolves with nothing found).
 */
export function walkInWorker(
  handle: FileSystemDirectoryHandle,
  kept: { path: string; stamp: FileStamp | null }[] | undefined,
  count: (m: WalkingCount) => void,
): Promise<Walked & { walk: number }> {
  const walk = ++walks;
  endWalk();
  return new Promise((resolve) => {
    walking = { walk, count, done: (w) => resolve({ ...w, walk }) };
    send({ type: "walk", walk, handle, kept });
  });
}

/** Ends the walk the page waits on, quietly: a newer folder or Forget took its place. */
function endWalk(): void {
  walking?.done(nothingWalked({ superseded: true }));
  walking = null;
}

/** Stops the list being read: its summaries still to come are not of the list now on screen. */
export function dropRun(): void {
  if (worker) send({ type: "cancel", run });
  run++;
}

/**
 * Reads, as a new run, the files a new folder's walk `walk` finds, as it finds them (endRun once
 * the walk is done).
 */
export function beginWalkedRun(walk: number, label: string, handle: FileSystemDirectoryHandle): void {
  send({ type: "begin", run: ++run, label, files: 0, handle, walk });
}

/** No more files for the run being read: its `done` follows the last summary. */
export function endRun(): void {
  send({ type: "end", run });
}

/** Reads, as a new run, the files walk `walk` found to read, after the summaries `carry` keeps. */
export function readWalked(walk: number, files: number, label: string, handle: FileSystemDirectoryHandle, carry?: Stamped): void {
  const me = ++run;
  send({ type: "begin", run: me, label, files, handle, carry, walk });
  send({ type: "end", run: me });
}

/** The list kept in this browser, when none is on screen (once, at start). */
export function restoreList(): void {
  const ask = () => {
    if (useSessions.getState().summaries.length || run > 0) return;
    send({ type: "restore", run: ++run });
  };
  // the list was on screen when the page was left: it is what the user sees first, so it is asked for now
  if (readListView()?.open) ask();
  // else when the page is idle: the worker's start-up must not compete with the first session's load
  else if (typeof requestIdleCallback === "function") requestIdleCallback(ask, { timeout: 3_000 });
  else setTimeout(ask, 1_000);
}

/** Forgets the list, here and in storage. */
export function forgetList(): void {
  endWalk();
  send({ type: "forget", run: ++run });
  clearFiles();
  fileStamps.clear();
  resetList("", 0, 0);
  useSessions.setState({ label: null, progress: null, listOpen: false, handle: null, left: null, walking: null });
  // after the list is gone: the new empty list resetList made above was kept as open for a moment
  forgetListView();
}
