// One JSON document as it enters (docs/hostile-inputs.md, mechanisms 6 and 7): bounded in length
// and depth before JSON.parse, so nothing after it (structuredClone to a worker, a recursive count,
// React) can overflow the stack; a syntax error named with its real line and column; common wrong
// inputs (JSON with comments, several documents, a trailing comma) said as such. Every reader of a
// whole JSON document (settings files, baselines, share links, stored state, sessions read whole)
// calls this, never JSON.parse on its own.
import { MAX_DEPTH, MAX_LINE_CHARS, mib } from "../limits";
import { jsonTextDepth } from "./check";

export type JsonRead = { ok: true; value: unknown } | { ok: false; message: string };

/** Line and column (1-based) of a character offset. */
export function lineCol(text: string, offset: number): { line: number; col: number } {
  let line = 1;
  let start = 0;
  for (let i = text.indexOf("\n"); i !== -1 && i < offset; i = text.indexOf("\n", i + 1)) {
    line++;
    start = i + 1;
  }
  return { line, col: offset - start + 1 };
}

/** The offset V8's message gives ("... at position 12", "(line 2 column 5)"), or -1. */
function errorOffset(text: string, message: string): number {
  const pos = /at position (\d+)/.exec(message);
  if (pos) return Number(pos[1]);
  const lc = /line (\d+) column (\d+)/.exec(message);
  if (lc) {
    let off = 0;
    for (let l = 1; l < Number(lc[1]); l++) off = text.indexOf("\n", off) + 1;
    return off + Number(lc[2]) - 1;
  }
  return /end of JSON input/.test(message) ? text.length : -1;
}

/** What a syntax error most likely is, in words, from the text around it. */
function syntaxHint(text: string, offset: number): string {
  const at = text.slice(offset, offset + 2);
  if (at === "//" || at === "/*") return "a comment (JSON has none)";
  const before = text.slice(0, offset).trimEnd();
  if (before.endsWith(",") && /^\s*[}\]]/.test(text.slice(offset))) return "a comma before a closing bracket (JSON allows none)";
  if (/^[}\]]\s*$/.test(before.slice(-1)) && /^\s*[{[]/.test(text.slice(offset))) return "a second document after the first";
  if (offset >= text.trimEnd().length) return "the text ends before the document closes";
  return `unexpected ${JSON.stringify(text.slice(offset, offset + 12))}`;
}

/**
 * Parses one JSON document named `where` ("settings.json", "the share link", "stored view"). The
 * message of a refusal starts with `where` and gives the line and column.
 */
export function readJson(text: string, where: string, maxChars = MAX_LINE_CHARS): JsonRead {
  if (typeof text !== "string") return { ok: false, message: `${where} is not text` };
  if (text.length > maxChars) return { ok: false, message: `${where} is ${mib(text.length)}, over the ${mib(maxChars)} limit: not read` };
  const depth = jsonTextDepth(text);
  if (depth > MAX_DEPTH) return { ok: false, message: `${where} is nested more than ${MAX_DEPTH} levels deep (the limit): not read` };
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  try {
    return { ok: true, value: JSON.parse(body) };
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    const off = errorOffset(body, message);
    if (off < 0) return { ok: false, message: `${where} is not JSON` };
    const { line, col } = lineCol(body, off);
    return { ok: false, message: `${where} is not JSON: ${syntaxHint(body, off)} at line ${line}, column ${col}` };
  }
}

/** Like readJson, but nothing in the value is deeper than the limit even when it did not come as text
 * (a value read back from browser storage, a structured clone). */
export { valueDepth } from "./check";
