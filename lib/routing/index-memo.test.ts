import { describe, expect, it } from "vitest";
import { indexMemo, type IndexLookup } from "./index-memo";

describe("what is worked out once per index and analyser", () => {
  it("is made once per lookup and tag, and kept apart for another index or tag", () => {
    const memos = new WeakMap<IndexLookup, Map<string, number>>();
    const a: IndexLookup = () => 1;
    const b: IndexLookup = () => 2;
    let made = 0;
    const make = () => ++made;
    expect(indexMemo(memos, a, "stem", make)).toBe(1);
    expect(indexMemo(memos, a, "stem", make)).toBe(1);
    expect(indexMemo(memos, a, "bigram", make)).toBe(2);
    expect(indexMemo(memos, b, "stem", make)).toBe(3);
    expect(made).toBe(3);
  });

  it("remembers a false answer as an answer, not as nothing", () => {
    const memos = new WeakMap<IndexLookup, Map<string, boolean>>();
    const df: IndexLookup = () => 0;
    let asked = 0;
    const make = () => (asked++, false);
    expect(indexMemo(memos, df, "t", make)).toBe(false);
    expect(indexMemo(memos, df, "t", make)).toBe(false);
    expect(asked).toBe(1);
  });
});
