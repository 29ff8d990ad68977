import { describe, expect, it } from "vitest";
import { interleavedList, listPlace, listPlaces, RERANK_HEAD } from "./list-interleave";

describe("the candidate list after the rerank", () => {
  it("keeps the rerank's first two, then takes BM25's and the rerank's best in turn", () => {
    // BM25 order is 0..6; the body rerank put BM25's #4 first and pushed BM25's #2 and #3 (1, 2) to the end
    const order = [3, 0, 4, 5, 6, 1, 2];
    // by hand: 3, 0 (rerank head); 1 (best BM25 not listed); 4 (rerank's next); 2 (BM25's next)
    expect(interleavedList(order, 5)).toEqual([3, 0, 1, 4, 2]);
    // the rerank alone would have listed 3, 0, 4, 5, 6: BM25's second and third best gone
    expect(RERANK_HEAD).toBe(2);
  });

  it("is the rerank's order when the rerank agrees with BM25", () => {
    expect(interleavedList([0, 1, 2, 3, 4, 5], 5)).toEqual([0, 1, 2, 3, 4]);
  });

  it("skips a candidate both orders would name, and stops at the pool's size", () => {
    // rerank 2, 1, 0: head 2, 1; BM25's best not listed is 0; nothing is left
    expect(interleavedList([2, 1, 0], 5)).toEqual([2, 1, 0]);
    expect(interleavedList([1, 0], 1)).toEqual([1]);
    expect(interleavedList([], 5)).toEqual([]);
  });
});

describe("a candidate's place in the list", () => {
  it("is where the interleaved list of the whole pool puts it", () => {
    // rerank order by BM25 place (1-based): 4, 1, 5, 6, 7, 2, 3 -> list 4, 1, 2, 5, 3, 6, 7
    const pool = [4, 1, 5, 6, 7, 2, 3].map((from) => ({ from }));
    expect(listPlace(pool, 2)).toBe(3);
    expect(listPlace(pool, 6)).toBe(6);
    expect(listPlace(pool, 7)).toBe(7);
  });
});

describe("every candidate's place in the list", () => {
  it("differs from the rerank's place where BM25's turn lists an entry earlier", () => {
    // rerank order (BM25 places 1-based): d=4, a=1, e=5, f=6, g=7, b=2, c=3
    // by hand, the list: d, a (rerank head), b (BM25's best left), e (rerank's next), c, f, g
    const names = ["d", "a", "e", "f", "g", "b", "c"];
    const pool = [4, 1, 5, 6, 7, 2, 3].map((from, k) => ({ name: names[k], from, to: k + 1 }));
    const places = listPlaces(pool);
    expect(["d", "a", "b", "e", "c", "f", "g"].map((n) => places.get(n))).toEqual([1, 2, 3, 4, 5, 6, 7]);
    // the rerank put b 6th and e 3rd; the list has them 3rd and 4th
    expect([pool[5].to, pool[2].to]).toEqual([6, 3]);
  });
});
