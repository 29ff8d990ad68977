// The folder kept as a handle (Chromium's File System Access API): picked through
// showDirectoryPicker or dropped (DataTransferItem.getAsFileSystemHandle), stored with the list,
// and read again on a click, reading only the files whose size or time changed since the list was
// made (lib/sessions/reread.ts). Browsers without the API pick through <input webkitdirectory> or
// a drop of entries, which give no handle: their restored list says the folder must be picked again.
import type { FileStamp } from "@/lib/sessions/reread";
import { walkLeftNote } from "@/lib/sessions/walk-left";
import { useInspector } from "@/components/state/store";
import { beginWalkedRun, dropRun, endRun, readWalked, walkInWorker } from "./sessions-client";
import { clearFiles, fileStamps, resetList, setProgressFiles, useSessions, walkedFolder } from "./store";

type PermissionAsker = { requestPermission?(d: { mode: "read" }): Promise<PermissionState> };
type DirectoryPicker = (o: { id?: string; mode?: "read" }) => Promise<FileSystemDirectoryHandle>;

const picker = (): DirectoryPicker | null =>
  typeof window !== "undefined" && "showDirectoryPicker" in window
    ? (window as unknown as { showDirectoryPicker: DirectoryPicker }).showDirectoryPicker
    : null;

const reason = (e: unknown) => (e instanceof Error ? e.message : String(e));

/**
 * Has the worker walk a folder handle (sessions-client.ts walkInWorker), the header counting the
 * files found so far (and, on a re-read, how many changed): a walk of thousands of files takes
 * seconds. `kept`: on a re-read, the listed files' stamps.
 */
async function walkShown(handle: FileSystemDirectoryHandle, kept?: { path: string; stamp: FileStamp | null }[]) {
  const show = (found: number, changed: number | null) => useSessions.setState({ walking: { folder: handle.name, found, changed } });
  let opened = false;
  if (kept) show(0, 0);
  try {
    const w = await walkInWorker(handle, kept, (m) => {
      // a new folder: the list opens on its name at its first session file and its reading starts
      // then, each file read as the walk finds it (a folder without one leaves the list as it was)
      if (!kept && !opened && m.found > 0) {
        opened = true;
        dropRun();
        useInspector.setState({ error: null, notice: null });
        fileStamps.clear();
        resetList(handle.name, m.found, 0);
        useSessions.setState({ handle: null });
        beginWalkedRun(m.walk, handle.name, handle);
      } else if (opened) setProgressFiles(m.found);
      show(m.found, m.changed);
    });
    // a newer folder or Forget took this walk's place: the header is theirs now
    if (w.superseded) return null;
    useSessions.setState({ walking: null });
    if (w.error) throw new Error(w.error);
    return { ...w, reading: opened };
  } catch (e) {
    useSessions.setState({ walking: null });
    // the list had opened on this folder: it is left empty, not "reading 0 of 0" with the last one's notes
    if (opened) {
      dropRun();
      clearFiles();
      useSessions.setState({ progress: null, left: null });
    }
    throw e;
  }
}

/** The files of a folder handle found by the worker's walk: a row opens by asking the handle for its file. */
function takeWalked(handle: FileSystemDirectoryHandle, paths: string[]) {
  clearFiles();
  walkedFolder.handle = handle;
  walkedFolder.paths = new Set(paths);
}

/**
 * Lists a folder given as a handle (picked or dropped), keeping the handle with the list. False,
 * with nothing listed, when the folder holds no session file and `empty` says to leave it so.
 */
export async function listHandle(handle: FileSystemDirectoryHandle, empty: "list" | "leave" = "list"): Promise<boolean> {
  try {
    const w = await walkShown(handle);
    if (!w) return true;
    if (!w.paths.length && empty === "leave") return false;
    takeWalked(handle, w.paths);
    useSessions.setState({ handle, left: walkLeftNote(w.left) });
    if (w.reading) {
      setProgressFiles(w.read.length);
      endRun();
    } else {
      // a walk too short to have said how far it got: its list opens and its files are read now
      useInspector.setState({ error: null, notice: null });
      fileStamps.clear();
      resetList(handle.name, w.read.length, 0);
      readWalked(w.walk, w.read.length, handle.name, handle);
    }
  } catch (e) {
    useSessions.setState({ storageError: `The folder ${handle.name} could not be read: ${reason(e)}.` });
  }
  return true;
}

/**
 * Picks a folder of sessions: through showDirectoryPicker where the browser has it (the handle is
 * kept), else by clicking the hidden folder input.
 */
export async function pickFolder(input: HTMLInputElement | null): Promise<void> {
  const pick = picker();
  if (!pick) {
    input?.click();
    return;
  }
  let handle: FileSystemDirectoryHandle;
  try {
    handle = await pick({ id: "sessions", mode: "read" });
  } catch (e) {
    // the user closed the dialog; a browser that refuses the API gets the plain input instead
    if ((e as DOMException)?.name !== "AbortError") input?.click();
    return;
  }
  await listHandle(handle);
}

/**
 * Reads the kept folder again (on a click: the browser asks for permission then). Unchanged files
 * keep their summaries; changed and new ones are read; gone ones are marked.
 */
export async function readFolderAgain(): Promise<void> {
  const st = useSessions.getState();
  const handle = st.handle;
  if (!handle || !st.label) return;
  try {
    const ask = (handle as unknown as PermissionAsker).requestPermission;
    const state = ask ? await ask.call(handle, { mode: "read" }) : "granted";
    if (state !== "granted") {
      useSessions.setState({ storageError: `Reading ${handle.name} again needs the browser's permission; it was not given.` });
      return;
    }
    const w = await walkShown(
      handle,
      st.summaries.map((s) => ({ path: s.path, stamp: fileStamps.get(s.path) ?? null })),
    );
    if (!w) return;
    const notKept = new Set([...w.read, ...w.gone]);
    const kept = st.summaries.filter((s) => !notKept.has(s.path));
    const stamps = kept.map((s) => fileStamps.get(s.path) ?? null);
    takeWalked(handle, w.paths);
    resetList(st.label, w.read.length, 0, kept);
    useSessions.setState({ handle, gone: w.gone, left: walkLeftNote(w.left) });
    readWalked(w.walk, w.read.length, st.label, handle, { summaries: kept, stamps });
  } catch (e) {
    useSessions.setState({ storageError: `${handle.name} could not be read again: ${reason(e)}. Pick the folder again.` });
  }
}

/** A file of the walked folder by its path as listed (the folder's own name, then the path inside it). */
export async function walkedFile(path: string): Promise<File> {
  const handle = walkedFolder.handle;
  if (!handle || !walkedFolder.paths.has(path)) throw new Error("it is not in the folder listed");
  const parts = path.split("/").slice(1);
  let dir = handle;
  for (const name of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(name);
  return (await dir.getFileHandle(parts[parts.length - 1])).getFile();
}
