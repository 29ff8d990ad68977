// The price table (rules.md#costs): dollars per million tokens for each model family, for the four
// kinds of token a request is billed for (input, cache write, cache read, output), the date the
// prices were taken and where from. Pure data and arithmetic: the Compare panel shows the table,
// lets the user edit a row, and keeps the edit through the same validation as everything read back
// from browser storage (`readPriceEdits`).

/** Dollars per million tokens. */
export interface Prices {
  /** input not read from the cache nor written to it */
  input: number;
  /** a 5-minute cache write */
  cacheWrite: number;
  /** a cache read (hit or refresh) */
  cacheRead: number;
  output: number;
}

export const PRICE_KEYS: readonly (keyof Prices)[] = ["input", "cacheWrite", "cacheRead", "output"];

export const PRICE_LABEL: Record<keyof Prices, string> = {
  input: "Input",
  cacheWrite: "Cache write (5 min)",
  cacheRead: "Cache read",
  output: "Output",
};

export type ModelFamily = "opus" | "sonnet" | "haiku";

export interface PriceRow {
  id: string;
  label: string;
  family: ModelFamily;
  /** the model versions the row prices: from `from` (inclusive) to `to` (exclusive), e.g. 4.5 to 5.1 */
  from: number;
  to: number;
  prices: Prices;
}

export interface PriceTable {
  /** the day the prices were read, YYYY-MM-DD */
  takenOn: string;
  /** where they were read, in words */
  source: string;
  rows: readonly PriceRow[];
}

const P = (input: number, cacheWrite: number, cacheRead: number, output: number): Prices => ({ input, cacheWrite, cacheRead, output });

/**
 * Base rates as Anthropic's pricing page lists them (its "Model pricing" table: base input, 5m cache
 * writes, cache hits and refreshes, output), read on the date below. Models the page lists at one
 * price share a row. A model the table does not hold is priced by its family's first row, and says
 * so; any row can be edited in the Compare panel.
 */
export const PRICE_TABLE: PriceTable = {
  takenOn: "2026-12-05",
  source:
    "Anthropic's pricing page (platform.claude.com/docs, About Claude > Pricing, the model pricing table: base input, 5-minute cache writes, cache hits and refreshes, output)",
  rows: [
    { id: "opus-4.5", label: "Claude Opus 4.5 to 5", family: "opus", from: 4.5, to: 5.1, prices: P(5, 6.25, 0.5, 25) },
    { id: "opus-4", label: "Claude Opus 4 and 4.1", family: "opus", from: 4, to: 4.5, prices: P(15, 18.75, 1.5, 75) },
    { id: "sonnet-4", label: "Claude Sonnet 3.7 to 4.6", family: "sonnet", from: 3.7, to: 5, prices: P(3, 3.75, 0.3, 15) },
    { id: "haiku-4.5", label: "Claude Haiku 4.5", family: "haiku", from: 4.5, to: 5, prices: P(1, 1.25, 0.1, 5) },
    { id: "haiku-3.5", label: "Claude Haiku 3.5", family: "haiku", from: 3.5, to: 4, prices: P(0.8, 1, 0.08, 4) },
  ],
};

/** The row priced when nothing names a model (a scenario): the table's Sonnet row. */
export const DEFAULT_ROW = "sonnet-4";

/**
 * A model id's family and version: "claude-sonnet-4-5-20250929" -> sonnet 4.5, "claude-opus-4-20250514"
 * -> opus 4, "claude-3-5-haiku-20241022" -> haiku 3.5, "claude-opus-4-6[1m]" -> opus 4.6. A group
 * of more than two digits is a date, not a version.
 */
export function parseModel(model: string): { family: ModelFamily; version: number } | null {
  const m = /(opus|sonnet|haiku)/i.exec(model);
  if (!m) return null;
  const family = m[1].toLowerCase() as ModelFamily;
  const version = (s: string): number | null => {
    const parts = s.split(/[-._]/).filter((x) => /^\d{1,2}$/.test(x));
    if (!parts.length) return null;
    return Number(parts[0]) + (parts[1] !== undefined ? Number(parts[1]) / 10 : 0);
  };
  const after = model.slice(m.index + m[1].length).replace(/\[.*$/, "");
  const afterParts = after.split(/[-._]/).filter(Boolean);
  // "claude-sonnet-4-5-...": digits right after the family; "claude-3-5-sonnet-...": before it
  const v = /^\d{1,2}$/.test(afterParts[0] ?? "") ? version(after) : version(model.slice(0, m.index));
  return v === null ? null : { family, version: v };
}

export type PricedBy =
  /** the model's own row */
  | "model"
  /** the model is not in the table: its family's first row */
  | "family"
  /** no model, or one of no known family: the default row */
  | "default"
  /** the user chose the row for every turn */
  | "chosen";

/** Which row prices a response of `model` (the `chosen` row wins when the user picked one). */
export function rowFor(table: PriceTable, model: string | undefined, chosen?: string | null): { row: PriceRow; by: PricedBy } {
  const pick = chosen ? table.rows.find((r) => r.id === chosen) : undefined;
  if (pick) return { row: pick, by: "chosen" };
  const fallback = table.rows.find((r) => r.id === DEFAULT_ROW) ?? table.rows[0];
  const p = model ? parseModel(model) : null;
  if (!p) return { row: fallback, by: "default" };
  const own = table.rows.find((r) => r.family === p.family && p.version >= r.from - 1e-9 && p.version < r.to - 1e-9);
  if (own) return { row: own, by: "model" };
  const fam = table.rows.find((r) => r.family === p.family);
  return fam ? { row: fam, by: "family" } : { row: fallback, by: "default" };
}

/** Tokens billed, by kind. */
export interface BilledTokens {
  input: number;
  cacheWrite: number;
  cacheRead: number;
  output: number;
}

export const zeroTokens = (): BilledTokens => ({ input: 0, cacheWrite: 0, cacheRead: 0, output: 0 });

/** Dollars for `t` tokens at `p` dollars per million. */
export function dollars(t: BilledTokens, p: Prices): number {
  return (t.input * p.input + t.cacheWrite * p.cacheWrite + t.cacheRead * p.cacheRead + t.output * p.output) / 1_000_000;
}

// ---- edits, kept in browser storage ----

/** The user's changes to the table: new prices for some rows, and the row chosen for every turn. */
export interface PriceEdits {
  rows: Record<string, Prices>;
  /** null: each turn is priced by its own model's row */
  row: string | null;
}

export const NO_EDITS: PriceEdits = { rows: {}, row: null };

/** The highest price accepted, in dollars per million tokens (the table's highest is 75). */
export const MAX_PRICE = 10_000;

/** A stored price: a finite number from 0 to MAX_PRICE, else null. */
export function readPrice(v: unknown): number | null {
  return typeof v === "number" && Number.isFinite(v) && v >= 0 && v <= MAX_PRICE ? v : null;
}

/** A price as typed ("3", "0.30", "1e1"): the same check on the number it reads as; "" is no price. */
export function parsePriceInput(s: string): number | null {
  return s.trim() === "" ? null : readPrice(Number(s));
}

/** Four prices, each checked; null when any is missing or out of range. */
export function readPrices(v: unknown): Prices | null {
  if (!v || typeof v !== "object" || Array.isArray(v)) return null;
  const o = v as Record<string, unknown>;
  const out = {} as Prices;
  for (const k of PRICE_KEYS) {
    const x = readPrice(o[k]);
    if (x === null) return null;
    out[k] = x;
  }
  return out;
}

/**
 * Edits read back from browser storage as if a stranger wrote them: rows the table does not hold,
 * and prices that are not numbers from 0 to MAX_PRICE, are dropped; an edit equal to the table's
 * own prices is no edit.
 */
export function readPriceEdits(v: unknown, table: PriceTable = PRICE_TABLE): PriceEdits {
  if (!v || typeof v !== "object" || Array.isArray(v)) return NO_EDITS;
  const o = v as Record<string, unknown>;
  const rows: Record<string, Prices> = {};
  if (o.rows && typeof o.rows === "object" && !Array.isArray(o.rows)) {
    for (const r of table.rows) {
      if (!Object.hasOwn(o.rows, r.id)) continue;
      const p = readPrices((o.rows as Record<string, unknown>)[r.id]);
      if (p && !samePrices(p, r.prices)) rows[r.id] = p;
    }
  }
  const row = typeof o.row === "string" && table.rows.some((r) => r.id === o.row) ? o.row : null;
  return { rows, row };
}

export const samePrices = (a: Prices, b: Prices): boolean => PRICE_KEYS.every((k) => a[k] === b[k]);

/** The table with the user's prices in place of the rows they edited. */
export function editedTable(edits: PriceEdits, table: PriceTable = PRICE_TABLE): PriceTable {
  return { ...table, rows: table.rows.map((r) => (Object.hasOwn(edits.rows, r.id) ? { ...r, prices: edits.rows[r.id] } : r)) };
}

/** How a figure priced by `row` names its source: "price table of 2026-12-05", and "edited" when it was. */
export function priceSource(table: PriceTable, edits: PriceEdits, rowId: string): string {
  return `price table of ${table.takenOn}${Object.hasOwn(edits.rows, rowId) ? ", edited" : ""}`;
}
