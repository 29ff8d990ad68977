// The one walk of a folder of sessions (rules.md#transcripts-folder), whichever way it came: a
// handle picked or dropped (the File System Access API), a kept folder read again, a drop's entries.
// Written against the part of those APIs it uses (a folder's entries, a file's getFile), so tests
// walk plain objects. In Chromium each listing and each getFile is a round trip to the browser
// (1 to 2 ms a file, one after another), so the walk asks ahead: the listings of the next folders
// and the Files of the next session files are asked for while it waits on the current one. What it
// yields does not depend on which answer comes first: folders are taken in the walk's fixed order
// (each folder's entries in the order the folder gives them, a subfolder's before the next entry),
// files in that order, and the cap and depth are decided on the names alone, before any getFile.
import { mayEnter, mayTake, noneLeft, type WalkLeft } from "./walk-left";

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

/** A folder's entry as a walk sees it: a file or a folder. */
export type EntryLike<F extends FileLike = FileLike> = FileHandleLike<F> | DirHandleLike<F>;

export interface FoundFile<F extends FileLike = FileLike> {
  /** the path as a folder pick names it: the folder's own name, then the path inside it */
  path: string;
  file: F;
}

/**
 * Folder listings asked for ahead of the one the walk waits on, and Files ahead of the one it
 * takes. Chromium answers them mostly one after another: the bench's 4,002 files walked alone in
 * a worker took 3.51 s (median of 3) against 4.00 s one at a time, and 3.27 s 32 and 64 ahead
 * (docs/performance.md, "The walk asks ahead").
 */
export const LISTS_AHEAD = 8;
export const FILES_AHEAD = 16;

export interface WalkOptions<F extends FileLike> {
  /** hears of each file as it is found, in the walk's order (a folder of thousands takes seconds) */
  onFile?: (found: FoundFile<F>) => void;
  /** counts what lies past the depth and the number of files every walk takes (walk-left.ts) */
  left?: WalkLeft;
  /**
   * Why the walk is given up, or null while it is not: asked before every listing and getFile,
   * so a walk given up asks for nothing more, and rejects with that reason.
   */
  givenUp?: () => string | null;
  listsAhead?: number;
  filesAhead?: number;
}

const ignore = () => undefined;

/**
 * A folder's listing, read whole: its entries, and the error its listing failed with after them
 * (a folder removed while read), which the walk meets after taking those entries, as a walk one
 * entry at a time would.
 */
interface Listing<F extends FileLike> {
  entries: EntryLike<F>[];
  failed?: { error: unknown };
}

/**
 * Folder listings, each read whole, at most `ahead` asked for and not yet taken by the walk. The
 * folders a listing holds (those the walk will enter) are asked for next, before folders known
 * earlier: the walk takes a folder's subfolders before its next entries, so this is its order.
 */
class Lister<F extends FileLike> {
  private asked = new Map<DirHandleLike<F>, Promise<Listing<F>>>();
  private taken = new WeakSet<DirHandleLike<F>>();
  /** known folders not asked for yet, the next one last */
  private known: { dir: DirHandleLike<F>; depth: number }[] = [];

  constructor(
    private ahead: number,
    private check: () => void,
  ) {}

  /** `dir`'s entries (asked for now if not already); `depth`: 0 for the folder given. */
  list(dir: DirHandleLike<F>, depth: number): Promise<Listing<F>> {
    const p = this.asked.get(dir) ?? this.ask(dir, depth);
    this.asked.delete(dir);
    this.taken.add(dir);
    this.askAhead();
    return p;
  }

  private ask(dir: DirHandleLike<F>, depth: number): Promise<Listing<F>> {
    this.check();
    const p = (async (): Promise<Listing<F>> => {
      const entries: EntryLike<F>[] = [];
      let failed: Listing<F>["failed"];
      try {
        for await (const e of dir.values()) entries.push(e);
      } catch (error) {
        // answered when the walk reaches it, if it does, after the entries listed before it
        failed = { error };
      }
      if (mayEnter(depth))
        for (let k = entries.length - 1; k >= 0; k--) {
          const e = entries[k];
          if (e.kind === "directory") this.known.push({ dir: e, depth: depth + 1 });
        }
      this.askAhead();
      return failed ? { entries, failed } : { entries };
    })();
    this.asked.set(dir, p);
    return p;
  }

  private askAhead() {
    while (this.asked.size < this.ahead && this.known.length) {
      const next = this.known.pop()!;
      if (this.taken.has(next.dir) || this.asked.has(next.dir)) continue;
      try {
        this.ask(next.dir, next.depth);
      } catch {
        // given up: the walk hears of it at its next step
        this.known = [];
      }
    }
  }
}

/**
 * The session files to take, in the walk's order, with their paths; what lies past the depth or
 * the number of files is counted in `left`, never opened.
 */
async function* sessionEntries<F extends FileLike>(roots: readonly EntryLike<F>[], left: WalkLeft, lister: Lister<F>) {
  let taken = 0;
  function* take(entry: FileHandleLike<F>, path: string) {
    if (!/\.jsonl$/i.test(entry.name)) return;
    if (!mayTake(taken)) {
      left.over++;
      return;
    }
    taken++;
    yield { entry, path };
  }
  async function* walk(d: DirHandleLike<F>, prefix: string, depth: number): AsyncGenerator<{ entry: FileHandleLike<F>; path: string }> {
    const { entries, failed } = await lister.list(d, depth);
    for (const entry of entries) {
      const path = `${prefix}/${entry.name}`;
      if (entry.kind === "file") yield* take(entry, path);
      else if (mayEnter(depth)) yield* walk(entry, path, depth + 1);
      else left.deeper++;
    }
    if (failed) throw failed.error;
  }
  for (const root of roots)
    if (root.kind === "directory") yield* walk(root, root.name, 0);
    else yield* take(root, root.name);
}

/**
 * Every .jsonl file under `roots` (folders, each named as `<input webkitdirectory>` names a pick of
 * it, and loose files, named by their own name), sharing one count of files taken, to the depth
 * and number of files every walk of a folder of sessions takes (walk-left.ts). The files, their
 * order and what the limits leave are those of walking one entry at a time, whatever order the
 * browser answers in; a folder or file that cannot be read fails the walk where a walk one entry
 * at a time would reach it, after every file before it was heard of.
 */
export async function walkEntries<F extends FileLike>(roots: readonly EntryLike<F>[], opts: WalkOptions<F> = {}): Promise<FoundFile<F>[]> {
  const { onFile, left = noneLeft(), givenUp = () => null } = opts;
  const filesAhead = Math.max(1, opts.filesAhead ?? FILES_AHEAD);
  let stopped = false;
  const check = () => {
    const why = stopped ? "the walk was stopped" : givenUp();
    if (why) throw new Error(why);
  };
  const lister = new Lister<F>(Math.max(1, opts.listsAhead ?? LISTS_AHEAD), check);
  // the files asked for, in the walk's order; the walk below takes them one by one
  const asked: { path: string; file: Promise<F> }[] = [];
  let ended = false;
  let failure: { error: unknown } | null = null;
  let wake: () => void = ignore;
  let room: () => void = ignore;
  // what it asks for is taken below in order; it ends by itself (a listing it waits on may outlast the walk)
  void (async () => {
    try {
      for await (const { entry, path } of sessionEntries(roots, left, lister)) {
        while (asked.length >= filesAhead && !stopped) await new Promise<void>((r) => (room = r));
        check();
        const file = entry.getFile();
        file.catch(ignore);
        asked.push({ path, file });
        wake();
      }
    } catch (e) {
      failure = { error: e };
    }
    ended = true;
    wake();
  })();
  const out: FoundFile<F>[] = [];
  try {
    for (;;) {
      const next = asked.shift();
      if (!next) {
        if (ended) break;
        await new Promise<void>((r) => (wake = r));
        continue;
      }
      room();
      const found = { path: next.path, file: await next.file };
      check();
      out.push(found);
      onFile?.(found);
    }
    if (failure) throw (failure as { error: unknown }).error;
  } finally {
    stopped = true;
    room();
  }
  return out;
}

/** walkEntries of one folder. */
export function walkFolder<F extends FileLike>(dir: DirHandleLike<F>, opts: WalkOptions<F> = {}): Promise<FoundFile<F>[]> {
  return walkEntries([dir], opts);
}
