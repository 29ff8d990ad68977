// The one bounded number reader (docs/hostile-inputs.md, mechanism 3). Every number that becomes
// a token count, a size, a position or a setting, wherever it comes from (a record's field, a
// scenario, a settings file, a CLI flag, a link, browser storage), is read here: finite, within
// the range its use allows, whole when it must be. Nothing here calls a method of the value.
import { MAX_COUNT } from "../limits";
import { kindOf } from "./check";

export interface NumberRange {
  min: number;
  max: number;
  /** a whole number: a fraction is rounded (and said) */
  integer?: boolean;
  /** out of range: clamp to the range (and say so) instead of refusing */
  clamp?: boolean;
  /** text such as "12" or " 3.5 " is read as its number (flags, links, form fields) */
  text?: boolean;
}

export type NumberRead = { value: number; note?: string } | { value?: undefined; note: string };

/** The range of a token or usage count. */
export const COUNT: NumberRange = { min: 0, max: MAX_COUNT, integer: true };

const fmt = (n: number) => (Math.abs(n) >= 1e7 ? n.toExponential(0) : n.toLocaleString("en-US", { maximumFractionDigits: 6 }));

/**
 * `v` as a number within `r`, or a note that names `field` and says why it is not one. A note
 * beside a value says what was changed (a fraction rounded, a value clamped).
 */
export function readNumber(v: unknown, r: NumberRange, field: string): NumberRead {
  let n: unknown = v;
  if (r.text && typeof v === "string") n = v.trim() === "" ? NaN : Number(v.trim());
  // built only for a note: toLocaleString makes a number formatter each call, and this runs for
  // every usage field of every record (two thirds of summarising a folder went here)
  const range = () => `${fmt(r.min)} to ${fmt(r.max)}`;
  if (typeof n !== "number" || !Number.isFinite(n)) {
    const what = typeof v === "string" && r.text ? JSON.stringify(v.slice(0, 20)) : kindOf(v);
    return { note: `${field} is ${what}, not a number from ${range()}` };
  }
  let value = n;
  const notes: string[] = [];
  if (r.integer && !Number.isInteger(value)) {
    value = Math.round(value);
    notes.push(`${field} is ${n}, not a whole number; read as ${value}`);
  }
  if (value < r.min || value > r.max) {
    if (!r.clamp) return { note: `${field} is ${fmt(n)}, not a number from ${range()}` };
    const c = Math.min(r.max, Math.max(r.min, value));
    notes.push(`${field} is ${fmt(n)}, outside ${range()}; clamped to ${fmt(c)}`);
    value = c;
  }
  return notes.length ? { value, note: notes.join("; ") } : { value };
}

/** readNumber for a caller that reports notes and wants the value or undefined. */
export function boundedNumber(v: unknown, r: NumberRange, field: string, report: (m: string) => void): number | undefined {
  const got = readNumber(v, r, field);
  if (got.note) report(got.value === undefined ? `${got.note}; ignored` : got.note);
  return got.value;
}
