// A folder as the File System Access API shows it to a walk (lib/sessions/walk.ts), built from a
// tree of plain objects, for the walk's tests: every listing and getFile it is asked for is
// written down in the order asked, how many were outstanding at once is counted, and each answer
// can be held back (a scrambled number of microtask turns, or until a test lets it go), so the
// answers arrive in another order than they were asked in. No timers: nothing here waits on a clock.
import type { DirHandleLike, EntryLike, FileHandleLike } from "../lib/sessions/walk";

export interface FakeFile {
  size: number;
  lastModified: number;
}
export type Tree = { [name: string]: Tree | FakeFile };
const isFile = (x: Tree | FakeFile): x is FakeFile => typeof (x as FakeFile).size === "number";

export const fakeFile = (size: number, lastModified: number): FakeFile => ({ size, lastModified });

/** What a walk asked of a fake folder. */
export interface Asked {
  /** "list PATH" and "file PATH", in the order asked */
  calls: string[];
  lists: number;
  files: number;
  maxLists: number;
  maxFiles: number;
}

export interface FakeOptions {
  /** waited on before a listing or file (by its path) is answered */
  hold?: (path: string) => Promise<void>;
  /** paths whose listing or getFile rejects */
  fail?: ReadonlySet<string>;
}

/** A hold of a seeded, scrambled number (0 to 40) of microtask turns for each answer. */
export function scrambled(seed: number): (path: string) => Promise<void> {
  let s = seed >>> 0 || 1;
  return async () => {
    s = (Math.imul(s, 1_103_515_245) + 12_345) >>> 0;
    for (let k = (s >>> 16) % 41; k > 0; k--) await Promise.resolve();
  };
}

export function fakeFolder(name: string, tree: Tree, opts: FakeOptions = {}): { dir: DirHandleLike<FakeFile>; asked: Asked } {
  const asked: Asked = { calls: [], lists: 0, files: 0, maxLists: 0, maxFiles: 0 };
  const hold = opts.hold ?? (() => Promise.resolve());
  const answer = async <T>(kind: "lists" | "files", path: string, value: () => T): Promise<T> => {
    asked.calls.push(`${kind === "lists" ? "list" : "file"} ${path}`);
    asked[kind]++;
    if (kind === "lists") asked.maxLists = Math.max(asked.maxLists, asked.lists);
    else asked.maxFiles = Math.max(asked.maxFiles, asked.files);
    try {
      await hold(path);
      if (opts.fail?.has(path)) throw new Error(`${path} could not be read`);
      return value();
    } finally {
      asked[kind]--;
    }
  };
  const dir = (n: string, t: Tree, at: string): DirHandleLike<FakeFile> => ({
    kind: "directory",
    name: n,
    async *values() {
      const entries = await answer("lists", at, () =>
        Object.entries(t).map(([k, v]): EntryLike<FakeFile> => (isFile(v) ? file(k, v, `${at}/${k}`) : dir(k, v, `${at}/${k}`))),
      );
      yield* entries;
    },
  });
  const file = (n: string, f: FakeFile, at: string): FileHandleLike<FakeFile> => ({
    kind: "file",
    name: n,
    getFile: () => answer("files", at, () => f),
  });
  return { dir: dir(name, tree, name), asked };
}
