// Messages between the sessions list (components/sessions/) and sessions.worker.ts, which reads a
// folder's session files one at a time and answers with their summaries in batches.
import type { SessionSummary } from "@/lib/sessions/summary";

export interface PathFile {
  path: string;
  file: File;
}

export type SessionsRequest =
  /** a new folder: storage forgets the last one's list and keeps this one's under `label` */
  | { type: "begin"; run: number; label: string; files: number }
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

/** What storage keeps of a folder's list besides the summaries. */
export interface KeptList {
  label: string;
  files: number;
  savedAt: string;
  /** batches of summaries stored under "b0", "b1", ... */
  batches: number;
}

export type SessionsResponse =
  /** `bytes`: the size of every file handed over so far (the page does not look at sizes: each first look is a call into the browser) */
  | { type: "summaries"; run: number; summaries: SessionSummary[]; failed: FailedFile[]; bytesRead: number; bytes: number }
  | { type: "done"; run: number; ms: number; restored?: KeptList | null }
  | { type: "storage-error"; run: number; message: string };

/** The worker answers at least this often while it reads (a batch of the summaries since the last). */
export const BATCH_MS = 150;
