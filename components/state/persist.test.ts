import { describe, expect, it } from "vitest";
import { catalogParts } from "./persist";

const f = (path: string, chars: number) => ({ path, text: "x".repeat(chars) });

describe("catalogParts", () => {
  it("packs files in order into parts of at most the limit", () => {
    const files = [f("a", 4), f("b", 5), f("c", 1), f("d", 10), f("e", 3)];
    // by hand: a+b = 9 ≤ 10, +c = 10 ≤ 10; d alone (10); e
    expect(catalogParts(files, 10).map((p) => p.map((x) => x.path))).toEqual([["a", "b", "c"], ["d"], ["e"]]);
  });

  it("puts a file larger than the limit in a part of its own, and loses nothing", () => {
    const files = [f("a", 2), f("big", 25), f("b", 2)];
    const parts = catalogParts(files, 10);
    expect(parts.map((p) => p.map((x) => x.path))).toEqual([["a"], ["big"], ["b"]]);
    expect(parts.flat()).toEqual(files);
  });

  it("gives no part for no files", () => {
    expect(catalogParts([], 10)).toEqual([]);
  });
});
