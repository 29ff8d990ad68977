import { describe, expect, it } from "vitest";
import { WORD_MEMO_LIMIT, indexMemo, memoOf, wordMemo, type IndexLookup } from "./index-memo";

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

describe("wordMemo", () => {
  it("makes a word's answer once, per owner, and starts again past the limit", () => {
    const memos = new WeakMap<object, Map<string, string>>();
    const a = {};
    const b = {};
    let made = 0;
    const upper = (owner: object, w: string) => wordMemo(memoOf(memos, owner), w, () => (made++, w.toUpperCase()));
    expect(upper(a, "go")).toBe("GO");
    expect(upper(a, "go")).toBe("GO");
    expect(made).toBe(1);
    expect(upper(b, "go")).toBe("GO");
    expect(made).toBe(2);
    const memo = memoOf(memos, a);
    for (let i = memo.size; i < WORD_MEMO_LIMIT; i++) memo.set(`w${i}`, "");
    expect(memo.size).toBe(WORD_MEMO_LIMIT);
    expect(upper(a, "new")).toBe("NEW");
    // full: the memo started again with the new word alone
    expect([...memo.keys()]).toEqual(["new"]);
  });
});
