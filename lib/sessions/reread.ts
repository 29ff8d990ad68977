// Reading a kept folder again (rules.md#transcripts-folder): only the session files whose size or
// last-modified time differ from what the kept list was made of are read; files added since are
// read, files gone since are marked. The files are found by the one walk every folder gets (walk.ts).
import type { FileLike, FoundFile } from "./walk";

/** A file as the list was made of it, or as it is now. */
export interface FileStamp {
  path: string;
  size: number;
  lastModified: number;
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
