// Pins the one private MiniSearch API the router uses. If an upgrade renames or reshapes
// `executeQuery`, the first test fails here (not as a silent slowdown in the fallback), and the
// second shows whether the fallback still gives the same numbers.
import { describe, expect, it } from "vitest";
import { BM25_PARAMS, idf, lengthNorm, termScore } from "./bm25";
import { createTermSearch, executeQueryOf, summedScores, termSearchFromPostings } from "./minisearch-adapter";

const texts = [
  "review the pull request diff",
  "write release notes for the release",
  "review a design document carefully before the review meeting",
];
const tokenize = (t: string) => t.split(" ");
const same = (t: string) => t;

describe("MiniSearch adapter", () => {
  it("this MiniSearch still has executeQuery, returning id -> {score, terms}", () => {
    const mini = createTermSearch(texts, tokenize, same, BM25_PARAMS);
    const exec = executeQueryOf(mini);
    expect(exec).toBeTypeOf("function");
    const res = exec!.call(mini, "review", { tokenize: (q: string) => q.split(" "), processTerm: same });
    expect(res).toBeInstanceOf(Map);
    expect([...res.keys()].sort()).toEqual([0, 2]);
    expect(res.get(0)).toMatchObject({ score: expect.any(Number), terms: ["review"] });
  });

  it("fast and public paths give classic BM25, computed here by hand for 'review release'", () => {
    const mini = createTermSearch(texts, tokenize, same, BM25_PARAMS);
    const opts = { tokenize: (q: string) => q.split(" "), processTerm: same };
    // MiniSearch's field length is the count of DISTINCT tokens (catalog-index.ts marks repeats so
    // that every occurrence counts; this bare index does not): 5, 5 (release twice), 8 (review twice)
    const lengths = [5, 5, 8];
    const avg = (5 + 5 + 8) / 3;
    const expected = new Map<number, number>();
    const add = (id: number, df: number, tf: number) =>
      expected.set(id, (expected.get(id) ?? 0) + termScore(idf(3, df), tf, BM25_PARAMS.k1, lengthNorm(BM25_PARAMS, lengths[id], avg)));
    add(0, 2, 1); // review in doc 0
    add(2, 2, 2); // review twice in doc 2
    add(1, 1, 2); // release twice in doc 1
    for (const mode of ["fast", "public"] as const) {
      const got = new Map(summedScores(mini, "review release", opts, mode).map((h) => [h.id, h.score]));
      expect([...got.keys()].sort()).toEqual([0, 1, 2]);
      for (const [id, score] of expected) expect(got.get(id)).toBeCloseTo(score, 9);
    }
  });
});

describe("an index built from counted terms", () => {
  // the texts' terms counted by hand: every occurrence in the length, tf per document
  const lengths = [5, 6, 9];
  const postings: [string, number[]][] = [
    ["review", [0, 1, 2, 2]],
    ["the", [0, 1, 1, 1, 2, 1]],
    ["pull", [0, 1]],
    ["request", [0, 1]],
    ["diff", [0, 1]],
    ["write", [1, 1]],
    ["release", [1, 2]],
    ["notes", [1, 1]],
    ["for", [1, 1]],
    ["a", [2, 1]],
    ["design", [2, 1]],
    ["document", [2, 1]],
    ["carefully", [2, 1]],
    ["before", [2, 1]],
    ["meeting", [2, 1]],
  ];
  // repeats marked, as catalog-index.ts does, so MiniSearch's field length counts every occurrence
  const marked = (t: string) => {
    const seen = new Map<string, number>();
    return t.split(" ").map((w) => {
      const n = (seen.get(w) ?? 0) + 1;
      seen.set(w, n);
      return n === 1 ? w : `${w}\u0000${n}`;
    });
  };
  const unmark = (t: string) => t.split("\u0000")[0];
  const sorted = (js: ReturnType<ReturnType<typeof createTermSearch>["toJSON"]>) => ({
    ...js,
    index: [...js.index].sort((a, b) => (a[0] < b[0] ? -1 : 1)),
  });

  it("is, on both paths, the index MiniSearch's own addAll builds from the texts", () => {
    const own = sorted(createTermSearch(texts, marked, unmark, BM25_PARAMS).toJSON());
    expect(own.fieldLength).toEqual({ 0: [5], 1: [6], 2: [9] });
    for (const mode of ["fast", "public"] as const) {
      const got = termSearchFromPostings(lengths, postings, marked, unmark, BM25_PARAMS, mode);
      expect(sorted(got.toJSON())).toEqual(own);
      const opts = { tokenize: (q: string) => q.split(" "), processTerm: same };
      expect(summedScores(got, "review release", opts)).toEqual(
        summedScores(createTermSearch(texts, marked, unmark, BM25_PARAMS), "review release", opts),
      );
    }
  });
});
