// Reading a kept folder again (rules.md#transcripts-folder): only the session files whose size or
// last-modified time differ from what the kept list was made of are read; files added since are
// read, files gone since are marked. Written against the part of the File System Access API it
// uses (a directory's entries, a file's getFile), so tests walk plain objects and the page walks
// the FileSystemDirectoryHandle it kept.
import { mayEnter, mayTake, noneLeft, type WalkLeft } from "./walk-left";

/** A file as the list was made of it, or as it is now. */
export interface FileStamp {
  path: string;
  size: number;
  lastModified: number;
}

export interface FileLike {
  size: number;
  lastModified: number;
}

/** The part of FileSystemFileHandle / FileSystemDirectoryHandle a walk uses. */
export interface FileHandleLike<F extends FileLike = FileLike> {
  kind: "file";
  name: string;
  getFile(): Promise<F>;
}

export interface DirHandleLike<F extends FileLike = FileLike> {
  kind: "directory";
  name: string;
  values(): AsyncIterable<FileHandleLike<F> | DirHandleLike<F>>;
}

export interface FoundFile<F extends FileLike = FileLike> {
  /** the path as a folder pick names it: the folder's own name, then the path inside it */
  path: string;
  file: F;
}

/** Whether a file is as it was when listed: a kept stamp of the same size and time (none: nothing says so). */
const sameStamp = (kept: FileStamp | null | undefined, now: FileLike) =>
  !!kept && kept.size === now.size && kept.lastModified === now.lastModified;

/** A found or picked file's stamp: what a re-read compares against. */
export const stampOf = (f: { path: string; file: FileLike }): FileStamp => ({
  path: f.path,
  size: f.file.size,
  lastModified: f.file.lastModified,
});

/** A folder's entry as a walk sees it: a file or a folder. */
export type EntryLike<F extends FileLike = FileLike> = FileHandleLike<F> | DirHandleLike<F>;

/**
 * Every .jsonl file under `dir`, named as `<input webkitdirectory>` names a pick of the same folder,
 * to the depth and number of files every walk of a folder of sessions takes (walk-left.ts); what
 * lies past them is counted in `left`. `onFile` hears of each file as it is found (a folder of
 * thousands takes seconds to walk).
 */
export function walkFolder<F extends FileLike>(
  dir: DirHandleLike<F>,
  onFile?: (found: FoundFile<F>) => void,
  left: WalkLeft = noneLeft(),
): Promise<FoundFile<F>[]> {
  return walkEntries([dir], onFile, left);
}

/**
 * walkFolder over what a drop holds: folders (each walked as walkFolder walks one) and loose files
 * (named by their own name), sharing one count of files taken.
 */
export async function walkEntries<F extends FileLike>(
  roots: readonly EntryLike<F>[],
  onFile?: (found: FoundFile<F>) => void,
  left: WalkLeft = noneLeft(),
): Promise<FoundFile<F>[]> {
  const out: FoundFile<F>[] = [];
  const take = async (entry: FileHandleLike<F>, path: string) => {
    if (!/\.jsonl$/i.test(entry.name)) return;
    if (!mayTake(out.length)) {
      left.over++;
      return;
    }
    const found = { path, file: await entry.getFile() };
    out.push(found);
    onFile?.(found);
  };
  const walk = async (d: DirHandleLike<F>, prefix: string, depth: number): Promise<void> => {
    for await (const entry of d.values()) {
      const path = `${prefix}/${entry.name}`;
      if (entry.kind === "file") await take(entry, path);
      else if (mayEnter(depth)) await walk(entry, path, depth + 1);
      else left.deeper++;
    }
  };
  for (const root of roots) await (root.kind === "directory" ? walk(root, root.name, 0) : take(root, root.name));
  return out;
}

/** How far a walk has got: files found, and of them how many a re-read will read (changed or new). */
export interface WalkCount {
  found: number;
  changed: number;
}

/**
 * Counts a walk's files as they are found; `kept`: the stamps of the list being read again (a
 * found file counts as changed when its stamp differs or it has none, as planReread decides).
 */
export function walkCounter(kept: ReadonlyMap<string, FileStamp | null>): { count: WalkCount; add(f: FoundFile): void } {
  const count: WalkCount = { found: 0, changed: 0 };
  return {
    count,
    add(f) {
      count.found++;
      if (!sameStamp(kept.get(f.path), f.file)) count.changed++;
    },
  };
}

export interface RereadPlan {
  /** new or changed since the kept list: read these */
  read: string[];
  /** the same size and time as when listed: their kept summaries stand */
  unchanged: string[];
  /** listed then, not in the folder now */
  gone: string[];
}

/**
 * What to read again. A kept file without a stamp (a list kept before stamps were kept) counts as
 * changed: nothing says it is the same.
 */
export function planReread(kept: readonly { path: string; stamp: FileStamp | null }[], now: readonly FileStamp[]): RereadPlan {
  const nowByPath = new Map(now.map((f) => [f.path, f]));
  const keptPaths = new Set(kept.map((k) => k.path));
  const plan: RereadPlan = { read: [], unchanged: [], gone: [] };
  for (const k of kept) {
    const f = nowByPath.get(k.path);
    if (!f) plan.gone.push(k.path);
    else if (sameStamp(k.stamp, f)) plan.unchanged.push(k.path);
    else plan.read.push(k.path);
  }
  for (const f of now) if (!keptPaths.has(f.path)) plan.read.push(f.path);
  return plan;
}
