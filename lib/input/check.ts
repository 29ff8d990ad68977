// Type checks for fields read from a user's file. A reader calls these where it reads a field:
// a value of the wrong type, a number that is no count, a value nested past MAX_DEPTH is
// reported (place and reason) instead of throwing or turning silently into 0. Nothing here calls
// a method of the value: an object from JSON may hold a "toString" that is not a function.
import { MAX_COUNT, MAX_DEPTH } from "../limits";
import { boundedNumber, COUNT } from "./number";

export type Report = (message: string) => void;

/** What a value is, for a message, without calling anything on it. */
/** A plain object (not null, not a list): the shape every record and field is checked against. */
export function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

export function kindOf(v: unknown): string {
  if (v === null) return "null";
  if (Array.isArray(v)) return "a list";
  if (typeof v === "object") return "an object";
  if (typeof v === "string") return `the text ${quote(v)}`;
  if (typeof v === "number") return String(v);
  return typeof v;
}

/** A short quoted excerpt of a string. */
export function quote(s: string, max = 40): string {
  return JSON.stringify(s.length > max ? s.slice(0, max) + "…" : s);
}

// Characters a message would show as nothing: controls, zero-width and direction marks, the BOM,
// lone surrogates. regex-bounded: a character class, one character a match
const INVISIBLE =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u00ad\u200b-\u200f\u2028-\u202e\u2060-\u2064\ufeff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Text for a message with every invisible character written as its escape (U+FEFF as \ufeff), so a message never points at nothing. */
export function visible(s: string): string {
  return s.replace(INVISIBLE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/** A value as text for a message or a label, safe for any JSON value. */
export function safeText(v: unknown): string {
  if (typeof v === "string") return v;
  if (typeof v === "number" || typeof v === "boolean" || typeof v === "bigint") return String(v);
  if (v === undefined || v === null) return "";
  return kindOf(v);
}

/** A string field; anything else present is reported. */
export function optString(v: unknown, field: string, report: Report): string | undefined {
  if (v === undefined || v === null) return undefined;
  if (typeof v === "string") return v;
  report(`"${field}" is ${kindOf(v)} where text was expected; ignored`);
  return undefined;
}

/**
 * A count (tokens, usage): a finite whole number from 0 to MAX_COUNT. Anything else present is
 * reported and gives undefined, so the caller never shows it as a recorded fact.
 */
export function optCount(v: unknown, field: string, report: Report): number | undefined {
  if (v === undefined || v === null) return undefined;
  // the one bounded reader (number.ts); this keeps the wording the readers' messages have used
  if (typeof v === "number" && Number.isFinite(v) && v >= 0 && v <= MAX_COUNT) return boundedNumber(v, COUNT, `"${field}"`, report);
  report(`"${field}" is ${kindOf(v)}, not a count from 0 to ${MAX_COUNT.toExponential(0)}; ignored`);
  return undefined;
}

/**
 * How deep the JSON text nests, scanning characters (strings skipped), stopping as soon as it
 * passes `max`: checked before JSON.parse, so a 100,000-deep line costs one pass and no stack.
 * Returns the depth reached (max + 1 when over).
 */
export function jsonTextDepth(text: string, max = MAX_DEPTH): number {
  let depth = 0;
  let deepest = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 34) {
      // a string: jump to its closing quote (one not escaped by an odd run of backslashes). Most
      // of a record is string (a tool's output), so the scan is mostly indexOf, not a JS loop.
      for (;;) {
        i = text.indexOf('"', i + 1);
        if (i === -1) return deepest;
        let back = 0;
        while (text.charCodeAt(i - 1 - back) === 92) back++;
        if (back % 2 === 0) break;
      }
    } else if (c === 123 || c === 91) {
      if (++depth > deepest && (deepest = depth) > max) return deepest;
    } else if (c === 125 || c === 93) depth--;
  }
  return deepest;
}

/** How deep a parsed value nests (iterative), stopping past `max`. */
export function valueDepth(v: unknown, max = MAX_DEPTH): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[v, 1]];
  while (stack.length) {
    const [x, d] = stack.pop()!;
    if (x === null || typeof x !== "object") continue;
    if (d > deepest && (deepest = d) > max) return deepest;
    for (const k of Object.keys(x)) stack.push([(x as Record<string, unknown>)[k], d + 1]);
  }
  return deepest;
}

export function depthMessage(max = MAX_DEPTH): string {
  return `nested more than ${max} levels deep (the limit): not read`;
}

/**
 * Appends `items` to `into` one at a time: `into.push(...items)` passes every item as an argument
 * and throws RangeError past about 100,000 (a gold set of 200,000 lines, a scenario with 200,000
 * unknown settings).
 */
export function pushAll<T>(into: T[], items: readonly T[]): T[] {
  for (const x of items) into.push(x);
  return into;
}
