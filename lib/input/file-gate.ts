// The checks every file that comes in shares (docs/hostile-inputs.md, mechanism 1), whichever way
// it comes: a path the CLI opens (cli/file-access.ts adds what only a path has: a folder, a FIFO,
// a device, permissions) and a File the page or a worker is handed by a pick or a drop
// (components/input/read-picked.ts). One size limit per kind of input, one way to say a name,
// one sentence for a refusal, so the same file over the same limit reads the same everywhere.
import { MAX_ENTRY_BYTES, MAX_LINE_CHARS, MAX_TOTAL_BYTES, MAX_WHOLE_FILE_BYTES, mib } from "../limits";
import { byteSignature } from "./signature";

/** Bytes past which each kind of input is refused before it is read. */
export const FILE_LIMITS = {
  /** one JSON document read whole: a scenario, a Messages API file, a gold set, settings, a baseline */
  document: MAX_LINE_CHARS,
  /** a file read whole as one string that is not one document: a subagent transcript, a /context report */
  wholeText: MAX_WHOLE_FILE_BYTES,
  /** one file of a skill catalog */
  catalogFile: MAX_ENTRY_BYTES,
  /** a zip of a catalog: every entry together may hold MAX_TOTAL_BYTES, plus its headers */
  zip: MAX_TOTAL_BYTES + 32 * 1024 * 1024,
  /** a session: read a piece at a time, so no size is too large */
  session: Number.POSITIVE_INFINITY,
} as const;

export type FileKind = keyof typeof FILE_LIMITS;

/** A name as a message shows it: a 5,000-character path is cut in the middle, not printed whole. */
export function showPath(p: string): string {
  return p.length > 240 ? `${p.slice(0, 120)}…${p.slice(-100)}` : p;
}

/** Why a file of `size` bytes is refused under `max`, or null when it is within it. */
export function sizeRefusal(size: number, max: number): string | null {
  if (!(size > max)) return null;
  return `is ${size.toLocaleString("en-US")} bytes, over the ${max.toLocaleString("en-US")}-byte (${mib(max)}) limit for this input: not read`;
}

/** One line naming the file: `what` (a flag or a role: "--gold", "settings") first when given. */
export function fileMessage(name: string, why: string, what?: string): string {
  return `${what ? `${what} ` : ""}${showPath(name)} ${why}`;
}

/**
 * A file's text from its bytes: UTF-8, or UTF-16 when a byte-order mark says so (PowerShell's `>`
 * writes UTF-16LE with one), the mark itself dropped. Bytes that are no UTF-8 become U+FFFD.
 */
export function decodeText(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder("utf-16le").decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder("utf-16be").decode(bytes.subarray(2));
  // TextDecoder drops a UTF-8 byte-order mark itself
  return new TextDecoder("utf-8").decode(bytes);
}

/**
 * Why a decoded text is no text a reader can use, by its signature (a compressed file, an image,
 * UTF-16 without a byte-order mark), or null: asked of every file read whole, whatever reads it.
 */
export function textRefusal(text: string): string | null {
  const s = byteSignature(text);
  return s ? `is ${s.what}, not text: ${s.hint}` : null;
}
