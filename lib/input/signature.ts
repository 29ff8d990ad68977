// Format signatures (docs/hostile-inputs.md, mechanism 6): what a text most likely is when it is
// a common wrong input, recognised by its own evidence (magic bytes, byte patterns, the shape of
// its first lines) rather than by a reader failing on it. Works on decoded text, so the page, the
// worker and the CLI ask the same question of the same string: a byte that is no UTF-8 arrives as
// U+FFFD, which is why the magic numbers below hold \ufffd where the file has a byte >= 0x80.

export interface Signature {
  /** what the input is, for the refusal: "a gzip-compressed file" */
  what: string;
  /** what to do about it */
  hint: string;
  /** the 1-based line the evidence is on, when there is one */
  line?: number;
}

const R = "\ufffd";
const MAGIC: [string, string, string][] = [
  ["\u001f" + R, "a gzip-compressed file", "decompress it first (gunzip)"],
  ["PK\u0003\u0004", "a zip archive", "unzip it first; a skill catalog zip goes to the Catalog screen"],
  ["PK\u0005\u0006", "an empty zip archive", "it holds no files"],

  ["(" + R + "/" + R, "a zstd-compressed file", "decompress it first (zstd -d)"],
  [R + "7zXZ\u0000", "an xz-compressed file", "decompress it first (unxz)"],
  [R + "PNG", "a PNG image", "it holds no text"],
  ["%PDF-", "a PDF document", "it holds no session"],
];

/** UTF-16 read as UTF-8: every other character of ASCII text is NUL. */
function utf16Evidence(text: string): string | null {
  const n = Math.min(text.length, 200);
  if (n < 8) return null;
  let evenNul = 0;
  let oddNul = 0;
  for (let i = 0; i < n; i++) {
    if (text.charCodeAt(i) !== 0) continue;
    if (i % 2) oddNul++;
    else evenNul++;
  }
  if (oddNul > n * 0.4 && evenNul < n * 0.05) return "UTF-16 (little-endian) text";
  if (evenNul > n * 0.4 && oddNul < n * 0.05) return "UTF-16 (big-endian) text";
  // a BOM of FF FE or FE FF arrives as two replacement characters
  if (text.startsWith(R + R) && (oddNul > n * 0.3 || evenNul > n * 0.3)) return "UTF-16 text";
  return null;
}

/**
 * Several JSON documents pretty-printed across lines (jq's default output of a JSONL file): the
 * first line is a lone "{" or "[" and the first document closes on a later line.
 */
function prettyPrinted(text: string): Signature | null {
  const firstNl = text.indexOf("\n");
  if (firstNl === -1 || !/^\s*[{[]\s*$/.test(text.slice(0, firstNl))) return null;
  // find where the first document closes (strings skipped) within the first 1 MB
  let depth = 0;
  let inString = false;
  const end = Math.min(text.length, 1 << 20);
  for (let i = 0; i < end; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++;
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) depth++;
    else if (c === 125 || c === 93) {
      if (--depth === 0) {
        const rest = text.slice(i + 1).trimStart();
        if (!rest.startsWith("{")) return null;
        // the first document is whole JSON on its own: evidence, not a damaged line that happens to close
        try {
          JSON.parse(text.slice(0, i + 1));
        } catch {
          return null;
        }
        let line = 1;
        for (let j = text.indexOf("\n"); j !== -1 && j < i; j = text.indexOf("\n", j + 1)) line++;
        return {
          what: "JSON records pretty-printed across lines",
          hint: `the first record runs from line 1 to line ${line}; a session is one record a line (jq -c writes that)`,
          line,
        };
      }
    }
  }
  return null;
}

/** A comment at the start of a line in the first 50 lines of a would-be JSON text. */
function commentLine(text: string): number | null {
  const lines = text.slice(0, 1 << 16).split("\n", 50);
  const i = lines.findIndex((l) => /^\s*(\/\/|\/\*)/.test(l));
  return i === -1 ? null : i + 1;
}

/**
 * Strong evidence, asked before any reader: magic numbers and the NUL pattern of UTF-16. No text
 * a reader could use has them.
 */
export function byteSignature(text: string): Signature | null {
  const head = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  for (const [magic, what, hint] of MAGIC) if (head.startsWith(magic)) return { what, hint };
  // bzip2: "BZh", the block size 1-9, then the block magic (pi's digits, 1AY&SY): a text that only
  // starts "BZh" (a name) is text
  if (/^BZh[1-9]1AY&SY/.test(head)) return { what: "a bzip2-compressed file", hint: "decompress it first (bunzip2)" };
  const u16 = utf16Evidence(head);
  if (u16) return { what: `${u16} without a byte-order mark`, hint: "save it as UTF-8" };
  return null;
}

/**
 * Evidence in the shape of the JSON (comments, records pretty-printed across lines), asked only once
 * the readers found nothing to read: a session with one damaged line that starts "//" or "{" is a
 * session with a damaged line, not a wrong input.
 */
export function shapeSignature(text: string): Signature | null {
  const head = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const t = head.trimStart();
  if (t.startsWith("{") || t.startsWith("[") || t.startsWith("/")) {
    const c = commentLine(head);
    if (c !== null)
      return { what: "JSON with comments", hint: `line ${c} starts a comment, which JSON has none of; remove the comments`, line: c };
    const p = prettyPrinted(head);
    if (p) return p;
  }
  return null;
}

/** What the text is when it is a recognised wrong input; null when nothing is recognised. */
export function formatSignature(text: string): Signature | null {
  return byteSignature(text) ?? shapeSignature(text);
}

/** The one sentence a reader refuses a recognised wrong input with. */
export function signatureMessage(name: string, s: Signature): string {
  return `${name} is ${s.what}${s.line ? ` (line ${s.line})` : ""}, not a session: ${s.hint}.`;
}
