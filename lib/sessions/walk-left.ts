// What a walk of a folder of sessions leaves out, and the sentence that says so. Every way a folder
// reaches the sessions list (a pick, a drop, a kept folder read again) walks to the same depth and
// takes the same number of files (lib/limits.ts): what lies past either is counted, never dropped
// without a word.
import { MAX_SCAN_DEPTH, MAX_SESSION_FILES } from "../limits";

export interface WalkLeft {
  /** folders not entered: more than MAX_SCAN_DEPTH levels below the folder */
  deeper: number;
  /** session files found past the first MAX_SESSION_FILES */
  over: number;
}

export const noneLeft = (): WalkLeft => ({ deeper: 0, over: 0 });

/** Whether a walk at `depth` (0: the folder's own entries) may enter a folder found there. */
export const mayEnter = (depth: number) => depth + 1 <= MAX_SCAN_DEPTH;

/**
 * For a file a folder pick names (the folder's own name, the folders inside it, the file: the file
 * input gives every file however deep), the first folder of its path a walk would not enter, or
 * null when a walk would find it: so a folder lists the same files picked as files or as a handle.
 */
export function folderNotEntered(path: string): string | null {
  const parts = path.split("/");
  return parts.length - 2 > MAX_SCAN_DEPTH ? parts.slice(0, MAX_SCAN_DEPTH + 2).join("/") : null;
}

/** Whether the list, holding `taken` session files, may take one more. */
export const mayTake = (taken: number) => taken < MAX_SESSION_FILES;

/** The sentence for the list's header, or null when the walk left nothing out. */
export function walkLeftNote(left: WalkLeft): string | null {
  const parts: string[] = [];
  if (left.over)
    parts.push(
      `${left.over.toLocaleString("en-US")} session file${left.over === 1 ? "" : "s"} past the first ${MAX_SESSION_FILES.toLocaleString("en-US")} not read`,
    );
  if (left.deeper)
    parts.push(
      `${left.deeper.toLocaleString("en-US")} folder${left.deeper === 1 ? "" : "s"} more than ${MAX_SCAN_DEPTH} levels down not read`,
    );
  return parts.length ? `${parts.join("; ")} (pick a folder further down to list them)` : null;
}
