// One session file's fidelity row, read and judged in whichever thread runs it: the worker threads
// of `fidelity DIR` (cli/fidelity-worker.ts) and the in-process path (one file, --threads 1, or a
// run from the sources) call the same function, so both print the same figures.
import { IngestError } from "../lib/model";
import { fidelityRow, type SessionFidelity } from "../lib/context/fidelity";
import type { TextCounter } from "../lib/tokens/estimators";
import { notAFile, readSession, subagentPaths, UsageError } from "./io";

export interface FidelityJob {
  index: number;
  file: string;
}

export interface FidelityDone {
  index: number;
  file: string;
  /** null: not judged (not a Claude Code session, or unreadable) */
  row: SessionFidelity | null;
  sessionId: string | null;
  /** why the file could not be read (the reader's message naming the file) */
  unreadable?: string;
}

export function fidelityOne(job: FidelityJob, counter: TextCounter): FidelityDone {
  try {
    // The report counts a session's subagent files and reads none of their records: left unread,
    // they cost nothing (a third of the bytes of a real projects folder)
    const session = readSession(job.file, { subagents: false });
    const row = fidelityRow({ file: job.file, session }, counter);
    if (row) row.subagents = subagentPaths(job.file).filter((p) => notAFile(p) === null).length;
    return { ...job, row, sessionId: session.meta.sessionId ?? null };
  } catch (e) {
    if (e instanceof IngestError || e instanceof UsageError) return { ...job, row: null, sessionId: null, unreadable: e.message };
    throw e;
  }
}
