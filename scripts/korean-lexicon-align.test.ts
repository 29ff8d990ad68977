// The aligner of the learned Korean lexicon (korean-lexicon-align.ts) on string pairs of our own,
// each expectation worked out by hand from the rule: Dice, one link per word per string, and a pair
// kept only when linked in MIN_LINKS distinct strings.
import { describe, expect, it } from "vitest";
import { align, englishKeys, koreanKeys, MIN_LINKS, type Parallel } from "./korean-lexicon-align";

const UI: Parallel[] = [
  ["Merge", "병합"],
  ["Merge", "병합"], // the same string twice is one string
  ["Merge Cells", "셀 병합"],
  ["Merge Tables", "테이블 병합"],
  ["~Delete", "삭제(~D)"],
  ["Delete Cells", "셀 삭제"],
  ["Delete Tables", "테이블 삭제"],
  ["Insert", "삽입"],
  ["Insert Cells", "셀 삽입"],
  ["Insert {0} Tables", "테이블 {0}개 삽입"],
  ["Sort", "정렬"],
  ["Sort Tables", "테이블 정렬"],
];

describe("keys", () => {
  it("drops UI marks, placeholders, stop words and one-syllable Korean words", () => {
    expect(englishKeys("~Delete the {0} Tables")).toEqual(["delet", "tabl"]);
    expect(koreanKeys("삭제(~D) 셀")).toEqual(["삭제"]);
    expect(englishKeys("Doesn't match")).toEqual(["match"]);
  });
});

describe("align", () => {
  it("pairs each Korean word with the English word it translates, in the written form", () => {
    // 병합, 삭제, 삽입: three strings each, always beside their verb; 테이블 is in four strings with
    // tables, and wins over each verb in none (each verb links to its own Korean word first: Dice 1
    // against 2/7); cells has no Korean word of two syllables (셀) and so no pair; 정렬 is in two strings only
    expect(align(UI).map((p) => [p.ko, p.en, p.links])).toEqual([
      ["병합", "merge", 3],
      ["삭제", "delete", 3],
      ["삽입", "insert", 3],
      ["테이블", "tables", 4],
    ]);
    expect(MIN_LINKS).toBe(3);
  });

  it("keeps nothing seen in fewer than MIN_LINKS strings, however strong", () => {
    expect(align(UI.slice(10))).toEqual([]);
  });
});
