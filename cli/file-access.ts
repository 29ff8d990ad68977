// The one way the CLI opens a file (docs/hostile-inputs.md, mechanism 1). Every path a command
// reads (a session, a subagent file, a catalog's .md files, a gold set, router settings, a bench
// baseline) and every path it writes (--log) goes through here, so each gets the same answers:
// a regular file, under its size limit, opened without blocking (O_NONBLOCK: a FIFO that appears
// between the check and the open still cannot hang the CLI), and a refusal as one line that names
// the path. Nothing here throws anything but InputFileError.
import fs from "node:fs";
import { decodeText, FILE_LIMITS, fileMessage, showPath, sizeRefusal, textRefusal } from "../lib/input/file-gate";
import { InputFileError } from "./errors";

export { InputFileError, showPath };

const ERRNO: Record<string, string> = {
  ENOENT: "does not exist",
  EACCES: "cannot be read (permission denied)",
  EPERM: "cannot be read (permission denied)",
  ENAMETOOLONG: "is a path too long for this system",
  ELOOP: "is a loop of symbolic links",
  ENOTDIR: "has a part that is not a folder",
  EISDIR: "is a folder, not a file",
};

/** Why an fs call failed, in words; never a stack trace. */
export function errnoWords(e: unknown): string {
  const code = (e as NodeJS.ErrnoException)?.code;
  return (code && Object.hasOwn(ERRNO, code) ? ERRNO[code] : undefined) ?? `cannot be read (${code ?? "error"})`;
}

/** What a stat says a path is when it is no regular file; null for a regular file. */
function kindWords(st: fs.Stats): string | null {
  if (st.isFile()) return null;
  if (st.isDirectory()) return "is a folder, not a file";
  if (st.isFIFO()) return "is a named pipe (FIFO), not a file: reading it would wait for a writer";
  if (st.isSocket()) return "is a socket, not a file";
  if (st.isCharacterDevice() || st.isBlockDevice()) return "is a device, not a file";
  return "is not a regular file";
}

/** What a path is when it is not a regular file, for a message; null for a regular file. Opens nothing. */
export function notAFile(file: string): string | null {
  let st: fs.Stats;
  try {
    // lstat: a symlink is said as such, and nothing is opened (opening a FIFO blocks until a writer comes)
    st = fs.lstatSync(file);
  } catch (e) {
    return errnoWords(e);
  }
  if (st.isSymbolicLink()) {
    try {
      st = fs.statSync(file);
    } catch (e) {
      return (e as NodeJS.ErrnoException).code === "ENOENT" ? "is a broken symbolic link" : errnoWords(e);
    }
  }
  return kindWords(st);
}

export interface OpenOptions {
  /** what the file is, for the message: "--gold", "settings", "SKILL.md" */
  what?: string;
  /** bytes past which it is refused (default FILE_LIMITS.document, one JSON document) */
  maxBytes?: number;
}

function refuse(file: string, why: string, what?: string): never {
  throw new InputFileError(fileMessage(file, why, what));
}

/** A path's size in bytes by lstat, to order work by; 0 when it cannot be stat'ed (reading it will say why). Opens nothing. */
export function fileSize(file: string): number {
  try {
    return fs.lstatSync(file).size;
  } catch {
    return 0;
  }
}

/** An open descriptor of a regular file within its limit, and its size. The caller closes it. */
export function openFile(file: string, opts: OpenOptions = {}): { fd: number; size: number } {
  const why = notAFile(file);
  if (why) refuse(file, why, opts.what);
  let fd: number;
  try {
    fd = fs.openSync(file, fs.constants.O_RDONLY | (fs.constants.O_NONBLOCK ?? 0));
  } catch (e) {
    refuse(file, errnoWords(e), opts.what);
  }
  const st = fs.fstatSync(fd);
  const kind = kindWords(st);
  const refusal = kind ?? sizeRefusal(st.size, opts.maxBytes ?? FILE_LIMITS.document);
  if (refusal) {
    fs.closeSync(fd);
    refuse(file, refusal, opts.what);
  }
  return { fd, size: st.size };
}

/** A whole file's bytes, through openFile. */
export function readFileBytes(file: string, opts: OpenOptions = {}): Buffer {
  const { fd, size } = openFile(file, opts);
  try {
    const buf = Buffer.alloc(size);
    let n = 0;
    for (let r = 1; n < size && r > 0; n += r) r = fs.readSync(fd, buf, n, size - n, n);
    return buf.subarray(0, n);
  } catch (e) {
    refuse(file, errnoWords(e), opts.what);
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * A whole file as text (UTF-8, or UTF-16 by its byte-order mark; bad bytes as U+FFFD), through
 * openFile, refused when its signature says it is no text (lib/input/file-gate.ts).
 */
export function readFileText(file: string, opts: OpenOptions = {}): string {
  const text = decodeText(readFileBytes(file, opts));
  const why = textRefusal(text);
  if (why) refuse(file, why, opts.what);
  return text;
}

/**
 * A file as UTF-8 text in 1 MB pieces, so a large session never has to be one string. Sessions
 * have no size limit of their own (they stream); everything else about the file is checked.
 */
export function* filePieces(file: string, onRead?: () => void, opts: OpenOptions = {}): Generator<string> {
  const { fd } = openFile(file, { maxBytes: FILE_LIMITS.session, ...opts });
  try {
    // not zero-filled: only the n bytes each read writes are decoded, and zeroing 1 MB a session
    // file was measurable over a folder of thousands of them
    const buf = Buffer.allocUnsafe(1 << 20);
    const dec = new TextDecoder("utf-8");
    for (let n = fs.readSync(fd, buf); n > 0; n = fs.readSync(fd, buf)) {
      yield dec.decode(buf.subarray(0, n), { stream: true });
      onRead?.();
    }
    yield dec.decode();
  } finally {
    fs.closeSync(fd);
  }
}

/** The first bytes of a file (for format signatures), through openFile. */
export function fileHead(file: string, n: number, opts: OpenOptions = {}): Uint8Array {
  const { fd } = openFile(file, { maxBytes: FILE_LIMITS.session, ...opts });
  try {
    const buf = Buffer.alloc(n);
    return buf.subarray(0, fs.readSync(fd, buf, 0, n, 0));
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * Appends text to a file the user named (--log): a regular file or a new one, never a folder, a
 * FIFO or a device; one line naming the path when it cannot.
 */
export function appendToFile(file: string, text: string, what = "--log"): void {
  let st: fs.Stats | null = null;
  try {
    st = fs.statSync(file);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== "ENOENT") refuse(file, errnoWords(e), what);
  }
  if (st) {
    const kind = kindWords(st);
    if (kind) refuse(file, `${kind}; nothing was written`, what);
  }
  try {
    const fd = fs.openSync(file, fs.constants.O_WRONLY | fs.constants.O_APPEND | fs.constants.O_CREAT | (fs.constants.O_NONBLOCK ?? 0));
    try {
      fs.writeSync(fd, text);
    } finally {
      fs.closeSync(fd);
    }
  } catch (e) {
    refuse(file, `${errnoWords(e).replace("cannot be read", "cannot be written")}; nothing was written`, what);
  }
}

/** A folder's entries, or a message naming it. */
export function listFolder(dir: string): { entries: fs.Dirent[] } | { error: string } {
  try {
    return { entries: fs.readdirSync(dir, { withFileTypes: true }) };
  } catch (e) {
    return { error: `${showPath(dir)} ${errnoWords(e).replace("cannot be read", "cannot be listed")}` };
  }
}
