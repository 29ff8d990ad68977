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

/**
 * The offset of the first character that makes `text` no JSON, found by scanning it (V8's message
 * gives no position in every version): a small state machine, iterative, strings and numbers
 * skipped whole. -1 when the scan finds no fault.
 */
export function syntaxErrorOffset(text: string): number {
  // what may come next: a value, a key (or "}" right after "{"), ":", "," or a close, the end
  type Want = "value" | "value-or-]" | "key" | "key-or-}" | "colon" | "comma-or-close" | "end";
  const stack: number[] = [];
  let want: Want = "value";
  let i = 0;
  const ws = (c: number) => c === 32 || c === 9 || c === 10 || c === 13;
  const afterValue = (): Want => (stack.length ? "comma-or-close" : "end");
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (ws(c)) {
      i++;
      continue;
    }
    if (want === "end") return i;
    if (want === "colon") {
      if (c !== 58) return i;
      want = "value";
      i++;
    } else if (want === "comma-or-close") {
      const top = stack[stack.length - 1];
      if (c === 44) want = top === 123 ? "key" : "value";
      else if ((c === 125 && top === 123) || (c === 93 && top === 91)) {
        stack.pop();
        want = afterValue();
      } else return i;
      i++;
    } else if (want === "key" || want === "key-or-}") {
      if (c === 125 && want === "key-or-}") {
        stack.pop();
        want = afterValue();
        i++;
      } else if (c === 34) {
        const end = stringEnd(text, i);
        if (end < 0) return end === -1 ? text.length : ~end;
        i = end;
        want = "colon";
      } else return i;
    } else {
      // a value (or "]" right after "[")
      if (c === 93 && want === "value-or-]") {
        stack.pop();
        want = afterValue();
        i++;
      } else if (c === 123 || c === 91) {
        stack.push(c);
        want = c === 123 ? "key-or-}" : "value-or-]";
        i++;
      } else if (c === 34) {
        const end = stringEnd(text, i);
        if (end < 0) return end === -1 ? text.length : ~end;
        i = end;
        want = afterValue();
      } else {
        // regex-bounded: one literal or number at a fixed position, no nested quantifier
        const m = /^(?:true|false|null|-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?)/.exec(text.slice(i, i + 400));
        if (!m) return i;
        i += m[0].length;
        want = afterValue();
      }
    }
  }
  return want === "end" ? -1 : text.length;
}

/** The offset just past the string that opens at `i`; -1 when it never closes; ~j for a raw control character at j. */
function stringEnd(text: string, i: number): number {
  for (let j = i + 1; j < text.length; j++) {
    const c = text.charCodeAt(j);
    if (c === 92) j++;
    else if (c === 34) return j + 1;
    else if (c < 32) return ~j;
  }
  return -1;
}

/** What a syntax error most likely is, in words, from the text around it. */
function syntaxHint(text: string, offset: number): string {
  const at = text.slice(offset, offset + 2);
  if (at === "//" || at === "/*") return "a comment (JSON has none)";
  const before = text.slice(0, offset).trimEnd();
  if (before.endsWith(",") && /^\s*[}\]]/.test(text.slice(offset))) return "a comma before a closing bracket (JSON allows none)";
  if (/^[}\]]\s*$/.test(before.slice(-1)) && /^\s*[{[]/.test(text.slice(offset))) return "a second document after the first";
  if (offset >= text.trimEnd().length) return "the text ends before the document closes";
  if (text.charCodeAt(offset) < 32) return "a line break or control character inside a string (JSON strings hold them escaped)";
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
    void e;
    const off = syntaxErrorOffset(body);
    if (off < 0) return { ok: false, message: `${where} is not JSON` };
    const { line, col } = lineCol(body, off);
    // a one-line document (a gold line, a link) has only a column to give
    const at = body.includes("\n") ? `line ${line}, column ${col}` : `column ${col}`;
    return { ok: false, message: `${where} is not JSON: ${syntaxHint(body, off)} at ${at}` };
  }
}

/** Like readJson, but nothing in the value is deeper than the limit even when it did not come as text
 * (a value read back from browser storage, a structured clone). */
export { valueDepth } from "./check";
