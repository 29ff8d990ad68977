// The sessions worker's walk of a folder given as a handle (picked through showDirectoryPicker,
// dropped, or kept and read again): the walk every folder of sessions gets (lib/sessions/walk.ts),
// its count posted as it goes, and on a re-read the plan of what changed. Done in the worker so
// the files it finds are read there: handed over by the page, each File cost the page 0.3 to 2 ms.
import { planReread, stampOf, walkCounter, type FileStamp, type WalkCount } from "@/lib/sessions/reread";
import { walkFolder, type DirHandleLike } from "@/lib/sessions/walk";
import { noneLeft } from "@/lib/sessions/walk-left";
import type { PathFile, Walked } from "./sessions-protocol";

/** The walk's count is posted at most this often (a folder of thousands finds hundreds a second). */
export const WALK_POST_MS = 100;

/**
 * Walks `handle`; `kept` (a re-read): the listed files' stamps. `count` hears how far it has got,
 * on a timer, so the count shown catches up when the walk waits on the disk; `current` false stops
 * it before it asks the browser for anything more; `onFound` hears of each file as it is found. Resolves to what was found and
 * the files to read, in the walk's order.
 */
export async function walkHandle(
  handle: FileSystemDirectoryHandle,
  kept: { path: string; stamp: FileStamp | null }[] | undefined,
  count: (c: WalkCount) => void,
  current: () => boolean,
  onFound?: (f: PathFile) => void,
): Promise<{ walked: Walked; read: PathFile[] }> {
  const counter = walkCounter(new Map(kept?.map((k) => [k.path, k.stamp])));
  const left = noneLeft();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let posted = 0;
  let found: PathFile[];
  try {
    found = await walkFolder(handle as unknown as DirHandleLike<File>, {
      // a newer walk was asked for: this one's answer would go unheard, so it asks for nothing more
      givenUp: () => (current() ? null : "a newer folder was given"),
      left,
      onFile: (f) => {
        counter.add(f);
        onFound?.(f);
        timer ??= setTimeout(
          () => {
            timer = undefined;
            posted = performance.now();
            count({ ...counter.count });
          },
          counter.count.found === 1 ? 0 : Math.max(0, posted + WALK_POST_MS - performance.now()),
        );
      },
    });
  } finally {
    clearTimeout(timer);
  }
  const paths = found.map((f) => f.path);
  if (!kept) return { walked: { paths, read: paths, gone: [], left }, read: found };
  const plan = planReread(kept, found.map(stampOf));
  const byPath = new Map(found.map((f) => [f.path, f]));
  return { walked: { paths, read: plan.read, gone: plan.gone, left }, read: plan.read.map((p) => byPath.get(p)!) };
}
