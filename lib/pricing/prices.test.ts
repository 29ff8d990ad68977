// The price table and its arithmetic (rules.md#costs), every figure worked by hand.
import { describe, expect, it } from "vitest";
import {
  DEFAULT_ROW,
  NO_EDITS,
  PRICE_TABLE,
  dollars,
  editedTable,
  parseModel,
  parsePriceInput,
  priceSource,
  readPriceEdits,
  rowFor,
} from "./prices";

const row = (id: string) => PRICE_TABLE.rows.find((r) => r.id === id)!;

describe("the price table", () => {
  it("is dated, names its source, and every row's prices are in dollars per million tokens", () => {
    expect(PRICE_TABLE.takenOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(PRICE_TABLE.source).toMatch(/Anthropic's pricing page/);
    // cache write (5 min) is 1.25 x input and cache read 0.1 x input on every row, as the page says
    for (const r of PRICE_TABLE.rows) {
      expect(r.prices.cacheWrite).toBeCloseTo(r.prices.input * 1.25, 10);
      expect(r.prices.cacheRead).toBeCloseTo(r.prices.input * 0.1, 10);
    }
    expect(row(DEFAULT_ROW).prices).toEqual({ input: 3, cacheWrite: 3.75, cacheRead: 0.3, output: 15 });
  });

  it("reads a model id's family and version, dates aside", () => {
    expect(parseModel("claude-sonnet-4-5-20250929")).toEqual({ family: "sonnet", version: 4.5 });
    expect(parseModel("claude-opus-4-20250514")).toEqual({ family: "opus", version: 4 });
    expect(parseModel("claude-opus-4-1-20250805")).toEqual({ family: "opus", version: 4.1 });
    expect(parseModel("claude-opus-4-6[1m]")).toEqual({ family: "opus", version: 4.6 });
    expect(parseModel("claude-3-5-haiku-20241022")).toEqual({ family: "haiku", version: 3.5 });
    expect(parseModel("claude-3-7-sonnet-latest")).toEqual({ family: "sonnet", version: 3.7 });
    expect(parseModel("<synthetic>")).toBeNull();
  });

  it("finds each response's row by its model, says when it fell back, and lets a chosen row win", () => {
    const id = (m: string | undefined, chosen?: string | null) => {
      const r = rowFor(PRICE_TABLE, m, chosen);
      return [r.row.id, r.by];
    };
    expect(id("claude-sonnet-4-5-20250929")).toEqual(["sonnet-4", "model"]);
    expect(id("claude-opus-4-1-20250805")).toEqual(["opus-4", "model"]);
    expect(id("claude-opus-4-6[1m]")).toEqual(["opus-4.5", "model"]);
    expect(id("claude-opus-5")).toEqual(["opus-4.5", "model"]);
    expect(id("claude-haiku-4-5-20251001")).toEqual(["haiku-4.5", "model"]);
    expect(id("claude-3-5-haiku-20241022")).toEqual(["haiku-3.5", "model"]);
    // not in the table: the family's first row, said as such
    expect(id("claude-opus-5-5")).toEqual(["opus-4.5", "family"]);
    expect(id("<synthetic>")).toEqual([DEFAULT_ROW, "default"]);
    expect(id(undefined)).toEqual([DEFAULT_ROW, "default"]);
    expect(id("claude-sonnet-4-5", "opus-4")).toEqual(["opus-4", "chosen"]);
  });

  it("prices tokens: 1,000 input, 20,000 cache write, 100,000 cache read, 2,000 output at Sonnet's rates", () => {
    // 1,000 x 3 + 20,000 x 3.75 + 100,000 x 0.30 + 2,000 x 15 = 3,000 + 75,000 + 30,000 + 30,000 = 138,000 per million
    expect(dollars({ input: 1_000, cacheWrite: 20_000, cacheRead: 100_000, output: 2_000 }, row("sonnet-4").prices)).toBeCloseTo(0.138, 12);
    // the same tokens at Opus 4.5's: 5,000 + 125,000 + 50,000 + 50,000 = 230,000 per million
    expect(dollars({ input: 1_000, cacheWrite: 20_000, cacheRead: 100_000, output: 2_000 }, row("opus-4.5").prices)).toBeCloseTo(0.23, 12);
  });
});

describe("edits to the table", () => {
  it("reads prices as typed: numbers from 0 to 10,000", () => {
    expect(parsePriceInput("2.5")).toBe(2.5);
    expect(parsePriceInput("0")).toBe(0);
    expect(parsePriceInput("")).toBeNull();
    expect(parsePriceInput("-1")).toBeNull();
    expect(parsePriceInput("abc")).toBeNull();
    expect(parsePriceInput("1e9")).toBeNull();
  });

  it("reads stored edits as if a stranger wrote them", () => {
    const stored = {
      rows: {
        "sonnet-4": { input: 2, cacheWrite: 2.5, cacheRead: 0.2, output: 10 },
        // not a row of the table
        "gpt-9": { input: 1, cacheWrite: 1, cacheRead: 1, output: 1 },
        // a negative price, a price as a string, a missing price
        "opus-4": { input: -1, cacheWrite: 18.75, cacheRead: 1.5, output: 75 },
        "haiku-4.5": { input: "1", cacheWrite: 1.25, cacheRead: 0.1, output: 5 },
        "haiku-3.5": { input: 0.8, cacheWrite: 1, output: 4 },
        // the table's own prices: no edit
        "opus-4.5": { input: 5, cacheWrite: 6.25, cacheRead: 0.5, output: 25 },
      },
      row: "gpt-9",
    };
    expect(readPriceEdits(stored)).toEqual({ rows: { "sonnet-4": { input: 2, cacheWrite: 2.5, cacheRead: 0.2, output: 10 } }, row: null });
    expect(readPriceEdits({ rows: {}, row: "opus-4" })).toEqual({ rows: {}, row: "opus-4" });
    expect(readPriceEdits(null)).toEqual(NO_EDITS);
    expect(readPriceEdits([1, 2])).toEqual(NO_EDITS);
    expect(readPriceEdits(JSON.parse('{"rows":{"__proto__":{"input":1}},"row":"__proto__"}'))).toEqual(NO_EDITS);
  });

  it("an edited row prices at the user's figures and says it was edited", () => {
    const edits = { rows: { "sonnet-4": { input: 2, cacheWrite: 2.5, cacheRead: 0.2, output: 10 } }, row: null };
    const t = editedTable(edits);
    expect(t.rows.find((r) => r.id === "sonnet-4")!.prices.cacheRead).toBe(0.2);
    expect(t.rows.find((r) => r.id === "opus-4")!.prices).toEqual(row("opus-4").prices);
    expect(priceSource(PRICE_TABLE, edits, "sonnet-4")).toBe(`price table of ${PRICE_TABLE.takenOn}, edited`);
    expect(priceSource(PRICE_TABLE, edits, "opus-4")).toBe(`price table of ${PRICE_TABLE.takenOn}`);
  });
});
