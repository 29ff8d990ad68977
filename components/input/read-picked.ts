// The one way the page and its workers read a File a user picked or dropped (docs/hostile-inputs.md,
// mechanism 1; the CLI's paths go through cli/file-access.ts). The size is checked against the
// input's limit before a byte is read, so a 2 GB file given as a gold set is refused in a line
// rather than crashing the tab, and a file that changed or went away since it was picked says so.
import { decodeText, FILE_LIMITS, fileMessage, sizeRefusal, textRefusal, type FileKind } from "@/lib/input/file-gate";

export type Picked<T> = { ok: true; value: T } | { ok: false; message: string };

interface ReadOptions {
  /** which limit applies */
  kind: FileKind;
  /** what the file is for, first in the message ("gold set", "scenario") */
  what?: string;
}

/** Why reading failed, in words: Chromium says NotReadableError when the file changed since the pick. */
function readFailure(e: unknown): string {
  const name = e instanceof DOMException ? e.name : "";
  if (name === "NotReadableError" || name === "NotFoundError")
    return "could not be read: it changed or was removed since it was picked; pick it again";
  return `could not be read (${e instanceof Error ? e.message : String(e)})`;
}

async function read<T>(file: Blob & { name?: string }, opts: ReadOptions, how: (f: Blob) => Promise<T>): Promise<Picked<T>> {
  const name = file.name ?? "the file";
  const over = sizeRefusal(file.size, FILE_LIMITS[opts.kind]);
  if (over) return { ok: false, message: fileMessage(name, over, opts.what) };
  try {
    return { ok: true, value: await how(file) };
  } catch (e) {
    return { ok: false, message: fileMessage(name, readFailure(e), opts.what) };
  }
}

/**
 * A picked file's text (UTF-8, or UTF-16 by its byte-order mark; bad bytes as U+FFFD), or one line
 * naming it and why not: too large, unreadable, or by its signature no text (a zip, UTF-16 without a mark).
 */
export async function readPickedText(file: Blob & { name?: string }, opts: ReadOptions): Promise<Picked<string>> {
  const r = await read(file, opts, async (f) => decodeText(new Uint8Array(await f.arrayBuffer())));
  if (!r.ok) return r;
  const why = textRefusal(r.value);
  return why ? { ok: false, message: fileMessage(file.name ?? "the file", why, opts.what) } : r;
}

/** A picked file's bytes, or one line naming it and why not. */
export function readPickedBytes(file: Blob & { name?: string }, opts: ReadOptions): Promise<Picked<ArrayBuffer>> {
  return read(file, opts, (f) => f.arrayBuffer());
}
