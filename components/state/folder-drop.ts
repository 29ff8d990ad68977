// A folder dropped on the inspector (a ~/.claude/projects folder, or one project's folder): its
// .jsonl files with their paths, for the sessions list (components/sessions/), which places each
// subagents/ folder with its session. DOM only, main thread.

import { walkEntries, type EntryLike } from "@/lib/sessions/walk";
import { noneLeft, type WalkLeft } from "@/lib/sessions/walk-left";

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

/** A dropped entry as a walk sees it (lib/sessions/walk.ts), so a drop is walked as a picked folder is. */
function asEntryLike(entry: FileSystemEntry): EntryLike<File> | null {
  if (entry.isFile) {
    const file = entry as FileSystemFileEntry;
    return { kind: "file", name: entry.name, getFile: () => new Promise<File>((res, rej) => file.file(res, rej)) };
  }
  if (!entry.isDirectory) return null;
  const dir = entry as FileSystemDirectoryEntry;
  return {
    kind: "directory",
    name: entry.name,
    async *values() {
      const reader = dir.createReader();
      // readEntries returns the children in batches until an empty one
      for (;;) {
        const batch = await new Promise<FileSystemEntry[]>((res, rej) => reader.readEntries(res, rej));
        if (!batch.length) return;
        for (const child of batch) {
          const e = asEntryLike(child);
          if (e) yield e;
        }
      }
    },
  };
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
    const left = noneLeft();
    const found = await walkEntries(
      entries.map(asEntryLike).filter((e): e is EntryLike<File> => !!e),
      { left },
    );
    return { files: found.map((f) => f.file), paths: found.map((f) => f.path), left };
  };
}
