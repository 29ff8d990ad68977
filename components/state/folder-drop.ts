// A folder dropped on the inspector (a ~/.claude/projects folder, or one project's folder): its
// .jsonl files with their paths, for the sessions list (components/sessions/), which places each
// subagents/ folder with its session. DOM only, main thread.

import { mayEnter, mayTake, noneLeft, type WalkLeft } from "@/lib/sessions/walk-left";

type HandleItem = DataTransferItem & { getAsFileSystemHandle?(): Promise<FileSystemHandle | null> };

/**
 * The dropped folder's handle (Chromium's DataTransferItem.getAsFileSystemHandle), when the drop is
 * one folder and the browser gives one: kept with the list like a picked folder's, so the list can
 * read it again later. Resolves to null otherwise. Must be called inside the drop handler, like
 * droppedFolder (both may be: each asks the items once).
 */
export function droppedHandle(dt: DataTransfer): Promise<FileSystemDirectoryHandle | null> {
  const items = Array.from(dt.items ?? []).filter((i) => i.kind === "file") as HandleItem[];
  const ask = items.length === 1 ? items[0].getAsFileSystemHandle : undefined;
  if (typeof ask !== "function") return Promise.resolve(null);
  return ask.call(items[0]).then(
    (h) => (h?.kind === "directory" ? (h as FileSystemDirectoryHandle) : null),
    () => null,
  );
}

/**
 * The drop's folder reader, or null when it holds no folder. Must be called inside the drop
 * handler: a DataTransfer's entries can only be taken while the event is dispatched.
 */
export function droppedFolder(dt: DataTransfer): (() => Promise<{ files: File[]; paths: string[]; left: WalkLeft }>) | null {
  const entries = Array.from(dt.items ?? [])
    .filter((i) => i.kind === "file" && typeof i.webkitGetAsEntry === "function")
    .map((i) => i.webkitGetAsEntry())
    .filter((e): e is FileSystemEntry => !!e);
  if (!entries.some((e) => e.isDirectory)) return null;
  return async () => {
    const files: File[] = [];
    const paths: string[] = [];
    const left = noneLeft();
    // depth: 0 for what was dropped, 1 for its entries (walkFolder's 0), and so on
    const walk = async (entry: FileSystemEntry, depth: number): Promise<void> => {
      if (entry.isFile) {
        if (!/\.jsonl$/i.test(entry.name)) return;
        if (!mayTake(files.length)) {
          left.over++;
          return;
        }
        files.push(await new Promise<File>((res, rej) => (entry as FileSystemFileEntry).file(res, rej)));
        paths.push(entry.fullPath.replace(/^\/+/, ""));
        return;
      }
      if (!entry.isDirectory) return;
      if (depth > 0 && !mayEnter(depth - 1)) {
        left.deeper++;
        return;
      }
      const reader = (entry as FileSystemDirectoryEntry).createReader();
      // readEntries returns the children in batches until an empty one
      for (;;) {
        const batch = await new Promise<FileSystemEntry[]>((res, rej) => reader.readEntries(res, rej));
        if (!batch.length) break;
        for (const child of batch) await walk(child, depth + 1);
      }
    };
    for (const e of entries) await walk(e, 0);
    return { files, paths, left };
  };
}
