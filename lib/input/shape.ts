// The one validator for what is read back (docs/hostile-inputs.md, mechanism 2): router settings
// from a file, a bench baseline, a stored catalog, browser storage. Each is read as if a stranger
// wrote it: the value is checked against a description of its fields, nested no deeper than
// MAX_DEPTH, keys looked up as own properties only (a key "constructor" or "__proto__" is data,
// never Object.prototype's), numbers through the one bounded reader, and every value dropped is
// named with its path. What passes is a fresh object holding only the described fields.
import { MAX_DEPTH } from "../limits";
import { kindOf, valueDepth } from "./check";
import { readNumber, type NumberRange } from "./number";

export type Rule =
  | { kind: "number"; range: NumberRange }
  | { kind: "bool" }
  | { kind: "string"; max?: number }
  | { kind: "enum"; values: readonly string[] }
  | { kind: "list"; of: Rule; max: number }
  | { kind: "object"; fields: Fields; required?: readonly string[]; rest?: "report" | "drop" }
  | { kind: "blob" }
  | { kind: "any" };

export type Fields = Readonly<Record<string, Rule>>;

export interface ShapeRead {
  /** only the fields that passed; absent fields stay absent */
  value: Record<string, unknown>;
  /** one sentence for each value dropped, naming its path */
  problems: string[];
  /** false when the value is not an object at all (nothing could be read) */
  ok: boolean;
}

/** `o[key]` only when `o` has it as its own property: never a value inherited from a prototype. */
export function own(o: unknown, key: string): unknown {
  return o !== null && typeof o === "object" && Object.hasOwn(o, key) ? (o as Record<string, unknown>)[key] : undefined;
}

/** A map keyed by user-given names, with no prototype: `m["constructor"]` is undefined until set. */
export function nameMap<T>(): Record<string, T> {
  return Object.create(null) as Record<string, T>;
}

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === "object" && !Array.isArray(v);

function readValue(v: unknown, rule: Rule, path: string, problems: string[]): { ok: boolean; value?: unknown } {
  switch (rule.kind) {
    case "any":
      return { ok: true, value: v };
    case "blob":
      // a file kept as itself in browser storage (a large session): text, or a Blob and nothing else
      if (typeof v === "string" || (typeof Blob !== "undefined" && v instanceof Blob)) return { ok: true, value: v };
      problems.push(`${path} is ${kindOf(v)} where text or a file was expected; ignored`);
      return { ok: false };
    case "number": {
      const r = readNumber(v, rule.range, path);
      if (r.note) problems.push(r.value === undefined ? `${r.note}; ignored` : r.note);
      return r.value === undefined ? { ok: false } : { ok: true, value: r.value };
    }
    case "bool":
      if (typeof v === "boolean") return { ok: true, value: v };
      problems.push(`${path} is ${kindOf(v)}, not true or false; ignored`);
      return { ok: false };
    case "string":
      if (typeof v === "string" && v.length <= (rule.max ?? Infinity)) return { ok: true, value: v };
      problems.push(
        typeof v === "string"
          ? `${path} is ${v.length.toLocaleString("en-US")} characters, over ${rule.max!.toLocaleString("en-US")}; ignored`
          : `${path} is ${kindOf(v)} where text was expected; ignored`,
      );
      return { ok: false };
    case "enum":
      if (typeof v === "string" && rule.values.includes(v)) return { ok: true, value: v };
      problems.push(`${path} is ${kindOf(v)}, not one of ${rule.values.join(", ")}; ignored`);
      return { ok: false };
    case "list": {
      if (!Array.isArray(v)) {
        problems.push(`${path} is ${kindOf(v)} where a list was expected; ignored`);
        return { ok: false };
      }
      if (v.length > rule.max)
        problems.push(
          `${path} holds ${v.length.toLocaleString("en-US")} items; only the first ${rule.max.toLocaleString("en-US")} are read`,
        );
      const out: unknown[] = [];
      const n = Math.min(v.length, rule.max);
      for (let i = 0; i < n; i++) {
        const r = readValue(v[i], rule.of, `${path}[${i}]`, problems);
        if (r.ok) out.push(r.value);
      }
      return { ok: true, value: out };
    }
    case "object": {
      if (!isObject(v)) {
        problems.push(`${path} is ${kindOf(v)} where an object was expected; ignored`);
        return { ok: false };
      }
      const value = readFields(v, rule, path, problems);
      const missing = (rule.required ?? []).filter((k) => !Object.hasOwn(value, k));
      if (missing.length) {
        problems.push(`${path || "the value"} lacks ${missing.map((k) => `"${k}"`).join(", ")}; left out`);
        return { ok: false };
      }
      return { ok: true, value };
    }
  }
}

function readFields(o: Record<string, unknown>, rule: Extract<Rule, { kind: "object" }>, path: string, problems: string[]) {
  const out: Record<string, unknown> = {};
  const at = (k: string) => (path ? `${path}.${k}` : k);
  for (const k of Object.keys(o)) {
    if (!Object.hasOwn(rule.fields, k)) {
      if (rule.rest !== "drop") problems.push(`${at(k)} is not a known field; ignored`);
      continue;
    }
    const raw = o[k];
    if (raw === undefined) continue;
    const r = readValue(raw, rule.fields[k], at(k), problems);
    // defineProperty: a field named "__proto__" in a description is stored as data, not a prototype
    if (r.ok) Object.defineProperty(out, k, { value: r.value, enumerable: true, writable: true, configurable: true });
  }
  return out;
}

/** Reads `raw` against `fields`, naming `where` in every problem ("settings.json: scoreMin is ..."). */
export function readShape(
  raw: unknown,
  fields: Fields,
  where: string,
  opts: { rest?: "report" | "drop"; required?: readonly string[] } = {},
): ShapeRead {
  if (valueDepth(raw, MAX_DEPTH) > MAX_DEPTH)
    return { ok: false, value: {}, problems: [`${where} is nested more than ${MAX_DEPTH} levels deep (the limit): not read`] };
  if (!isObject(raw)) return { ok: false, value: {}, problems: [`${where} is ${kindOf(raw)} where an object was expected: not read`] };
  const problems: string[] = [];
  const r = readValue(raw, { kind: "object", fields, rest: opts.rest, required: opts.required }, "", problems);
  return { ok: r.ok, value: r.ok ? (r.value as Record<string, unknown>) : {}, problems: problems.map((p) => `${where}: ${p}`) };
}
