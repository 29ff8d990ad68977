// The catalog-word table (catalog-words.ts): its shape, held to the rules it was written by.
import { describe, expect, it } from "vitest";
import { stripKorean } from "../korean-strip";
import { compileSynonyms, DEFAULT_SYNONYMS } from "../synonyms";
import { soundsLike } from "../vocabulary";
import { words } from "../words";
import { englishFirstBlock } from "./block";
import { CATALOG_WORDS } from "./catalog-words";
import { FIELD_WORDS, KOREAN_VOCABULARY } from "./index";

const keyOf = (ko: string) => words(ko).map((w) => stripKorean(w.text) || w.text);

describe("the catalog-word table", () => {
  it("is some fifteen hundred Korean words for some twelve hundred English ones, Korean = English", () => {
    // 1,591 for 1,316 at round 12; round 13's field words took 33 Korean words over (their reading, without the share limit, stands)
    expect(CATALOG_WORDS.length).toBeGreaterThan(1500);
    expect(new Set(CATALOG_WORDS.map(([, en]) => en)).size).toBeGreaterThan(1250);
    for (const [ko, en] of CATALOG_WORDS) {
      expect(ko).toMatch(/^[\uac00-\ud7a3 ]+$/);
      expect(en).toMatch(/^[a-z]+$/);
    }
  });
  it("holds no one-syllable key (줄 line, 표 table: most have a commoner meaning)", () => {
    expect(CATALOG_WORDS.filter(([ko]) => keyOf(ko).length === 1 && keyOf(ko)[0].length < 2)).toEqual([]);
  });
  it("holds no loanword the sound rules read (스캔 = scan)", () => {
    expect(CATALOG_WORDS.filter(([ko, en]) => !ko.includes(" ") && soundsLike(ko, en))).toEqual([]);
    expect(soundsLike("스캔", "scan")).toBe(true);
  });
  it("maps no Korean word the dictionary, the domain vocabulary or the field words map: theirs stands", () => {
    const dictionary = compileSynonyms(DEFAULT_SYNONYMS, true, [...KOREAN_VOCABULARY, ...FIELD_WORDS]);
    expect(CATALOG_WORDS.filter(([ko]) => dictionary.map.has(keyOf(ko).join(" ")))).toEqual([]);
  });
  it("reads its text form, English first, each Korean rendering a pair", () => {
    expect(englishFirstBlock("input = 입력; merge = 합쳐줘, 병합\nno pair here")).toEqual([
      ["입력", "input"],
      ["합쳐줘", "merge"],
      ["병합", "merge"],
    ]);
  });
});
