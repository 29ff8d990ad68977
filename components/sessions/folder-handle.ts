// The folder kept as a handle (Chromium's File System Access API): picked through
// showDirectoryPicker or dropped (DataTransferItem.getAsFileSystemHandle), stored with the list,
// and read again on a click, reading only the files whose size or time changed since the list was
// made (lib/sessions/reread.ts). Browsers without the API pick through <input webkitdirectory> or
// a drop of entries, which give no handle: their restored list says the folder must be picked again.
import { planReread, stampOf, walkCounter, walkFolder, type DirHandleLike, type FoundFile } from "@/lib/sessions/reread";
import { noneLeft, walkLeftNote, type WalkLeft } from "@/lib/sessions/walk-left";
import type { PathFile } from "@/components/worker/sessions-protocol";
import { useInspector } from "@/components/state/store";
import { handOver, listFolder } from "./sessions-client";
import { fileStamps, folderFiles, resetList, useSessions } from "./store";

type PermissionAsker = { requestPermission?(d: { mode: "read" }): Promise<PermissionState> };
type DirectoryPicker = (o: { id?: string; mode?: "read" }) => Promise<FileSystemDirectoryHandle>;

const picker = (): DirectoryPicker | null =>
  typeof window !== "undefined" && "showDirectoryPicker" in window
    ? (window as unknown as { showDirectoryPicker: DirectoryPicker }).showDirectoryPicker
    : null;

const asWalkable = (h: FileSystemDirectoryHandle) => h as unknown as DirHandleLike<File>;
const reason = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** The header's walk count is redrawn at most this often (a folder of thousands finds hundreds a second). */
const WALK_REDRAW_MS = 100;

/**
 * Walks a folder handle, the header counting the files found so far (and, on a re-read, how many
 * changed): a walk of thousands of files takes seconds, a step of the page's event loop each.
 */
async function walkShown(handle: FileSystemDirectoryHandle, reread: boolean, left: WalkLeft): Promise<FoundFile<File>[]> {
  const counter = walkCounter(reread ? fileStamps : new Map());
  const show = () =>
    useSessions.setState({ walking: { folder: handle.name, found: counter.count.found, changed: reread ? counter.count.changed : null } });
  let drawn = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (reread) show();
  try {
    return await walkFolder(
      asWalkable(handle),
      (f) => {
        counter.add(f);
        // a new folder: the list opens on its name at its first session file, counting, rather than
        // after the walk (a folder without one leaves the list as it was)
        if (!reread && counter.count.found === 1) {
          resetList(handle.name, 0, 0);
          useSessions.setState({ progress: null, handle: null });
        }
        // drawn on a timer, so the count shown catches up when the walk waits on the disk
        timer ??= setTimeout(
          () => {
            timer = undefined;
            drawn = performance.now();
            show();
          },
          Math.max(0, drawn + WALK_REDRAW_MS - performance.now()),
        );
      },
      left,
    );
  } finally {
    clearTimeout(timer);
    useSessions.setState({ walking: null });
  }
}

/**
 * Lists a folder given as a handle (picked or dropped), keeping the handle with the list. False,
 * with nothing listed, when the folder holds no session file and `empty` says to leave it so.
 */
export async function listHandle(handle: FileSystemDirectoryHandle, empty: "list" | "leave" = "list"): Promise<boolean> {
  try {
    const left = noneLeft();
    const found = await walkShown(handle, false, left);
    if (!found.length && empty === "leave") return false;
    // as a folder given as files does (session-files.ts): what the inspector said of the last load is not of this
    useInspector.setState({ error: null, notice: null });
    await listFolder(
      found.map((f) => f.file),
      found.map((f) => f.path),
      handle,
      left,
    );
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
    const left = noneLeft();
    const found = await walkShown(handle, true, left);
    const plan = planReread(
      st.summaries.map((s) => ({ path: s.path, stamp: fileStamps.get(s.path) ?? null })),
      found.map(stampOf),
    );
    const byPath = new Map(found.map((f) => [f.path, f.file]));
    const unchanged = new Set(plan.unchanged);
    const kept = st.summaries.filter((s) => unchanged.has(s.path));
    const stamps = kept.map((s) => fileStamps.get(s.path) ?? null);
    folderFiles.clear();
    for (const f of found) folderFiles.set(f.path, f.file);
    const list: PathFile[] = plan.read.map((path) => ({ path, file: byPath.get(path)! }));
    resetList(st.label, list.length, 0, kept);
    useSessions.setState({ handle, gone: plan.gone, left: walkLeftNote(left) });
    await handOver(list, st.label, handle, { summaries: kept, stamps });
  } catch (e) {
    useSessions.setState({ storageError: `${handle.name} could not be read again: ${reason(e)}. Pick the folder again.` });
  }
}
