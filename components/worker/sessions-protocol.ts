// Messages between the sessions list (components/sessions/) and sessions.worker.ts, which reads a
// folder's session files one at a time and answers with their summaries in batches.
import type { SessionSummary } from "@/lib/sessions/summary";
import type { FileStamp } from "@/lib/sessions/reread";
import { noneLeft, type WalkLeft } from "@/lib/sessions/walk-left";

export interface PathFile {
  path: string;
  file: File;
}

export type SessionsRequest =
  /**
   * a new folder: storage forgets the last one's list and keeps this one's under `label`, with the
   * folder's handle when it was picked through showDirectoryPicker (so it can be read again), and
   * `carry`: the summaries a re-read keeps (files unchanged since), stored before the new ones
   */
  | {
      type: "begin";
      run: number;
      label: string;
      files: number;
      handle: FileSystemDirectoryHandle | null;
      carry?: Stamped;
      /** read the files walk `walk` found to read (the page hands over none) */
      walk?: number;
    }
  /**
   * walk a folder given as a handle here, where its files are read, so the page neither walks it
   * nor hands thousands of File objects over (each costs the page a call into the browser);
   * `kept`: on a re-read, the listed files' stamps (the walk then finds what changed)
   */
  | { type: "walk"; walk: number; handle: FileSystemDirectoryHandle; kept?: { path: string; stamp: FileStamp | null }[] }
  /** more files of run `run`, read after those handed before */
  | { type: "files"; run: number; files: PathFile[] }
  /** no more files for this run: `done` follows the last summary */
  | { type: "end"; run: number }
  /** a newer folder replaces this one: its files are not read on */
  | { type: "cancel"; run: number }
  /** the list kept in this browser, sent back as summaries (`restored`), then `done` */
  | { type: "restore"; run: number }
  /** forget the kept list */
  | { type: "forget"; run: number };

export interface FailedFile {
  path: string;
  message: string;
}

/** Summaries and, beside each, the size and time of the file it was made of (null: not known). */
export interface Stamped {
  summaries: SessionSummary[];
  stamps: (FileStamp | null)[];
}

/** What storage keeps of a folder's list besides the summaries. */
export interface KeptList {
  label: string;
  files: number;
  savedAt: string;
  /** batches of summaries stored under "b0", "b1", ... (each a Stamped; a list kept before stamps, a bare array) */
  batches: number;
  /** the picked folder, when the browser gave a handle to it */
  handle?: FileSystemDirectoryHandle | null;
}

export type SessionsResponse =
  /** `bytes`: the size of every file handed over so far (the page does not look at sizes: each first look is a call into the browser) */
  | ({ type: "summaries"; run: number; failed: FailedFile[]; bytesRead: number; bytes: number } & Stamped)
  | { type: "done"; run: number; ms: number; restored?: KeptList | null }
  | { type: "storage-error"; run: number; message: string }
  /** how far walk `walk` has got: session files found, and of them changed or new (on a re-read) */
  | { type: "walking"; walk: number; found: number; changed: number | null }
  /** walk `walk` is done: every session file found, those to read, those listed and gone; or why it failed */
  | ({ type: "walked"; walk: number } & Walked);

export interface Walked {
  paths: string[];
  read: string[];
  gone: string[];
  left: WalkLeft;
  error?: string;
  /** (the page's own) a newer folder, or Forget, took the walk's place: nothing is to be said of it */
  superseded?: boolean;
}

/** A walk that found nothing to say: it failed (`error`), or another took its place (`superseded`). */
export const nothingWalked = (why: Pick<Walked, "error" | "superseded">): Walked => ({
  paths: [],
  read: [],
  gone: [],
  left: noneLeft(),
  ...why,
});

/** The worker answers at least this often while it reads (a batch of the summaries since the last). */
export const BATCH_MS = 150;
