// The learned Korean lexicon (korean-lexicon-reading.ts) on catalogs of our own text: table look-ups
// on pairs checked by hand, and the guards it shares with the written tables.
import { describe, expect, it } from "vitest";
import { KOREAN_VOCABULARY } from "./korean-vocabulary";
import { koreanLexiconTable } from "./korean-lexicon-reading";
import { buildRouter } from "./router";
import { filler, skill, termsOf } from "./household-records.testkit";
import { compileSynonyms, DEFAULT_SYNONYMS } from "./synonyms";

describe("the learned table", () => {
  const table = koreanLexiconTable(true);
  it("holds UI words as a bilingual reader renders them", () => {
    // each checked by hand: 밑줄 is an underline, 봉투 an envelope, 대각선 a diagonal, 괄호 a bracket
    expect(table.map.get("밑줄")).toContain("underline");
    expect(table.map.get("봉투")).toContain("envelope");
    expect(table.map.get("대각선")).toContain("diagonal");
    expect(table.map.get("괄호")?.some((en) => /^brackets?$/.test(en))).toBe(true);
  });
  it("holds no one-syllable Korean word and reads Korean into English only", () => {
    const keys = [...table.map.keys()];
    expect(keys.filter((k) => /^[\uac00-\ud7a3]$/.test(k))).toEqual([]);
    expect(keys.filter((k) => !/[\uac00-\ud7a3]/.test(k))).toEqual([]);
  });
});

describe("a Korean word no written table maps", () => {
  const entries = [skill("text-styler", "Apply underline and strike-through styles to document text."), ...filler(20)];

  it("밑줄 reaches the skill that writes underline, which neither the dictionary nor the vocabulary maps", () => {
    expect(compileSynonyms(DEFAULT_SYNONYMS, true, KOREAN_VOCABULARY).map.has("밑줄")).toBe(false);
    const r = buildRouter(entries);
    expect(termsOf(r, "제목에 밑줄 그어줘")).toContain("underlin");
    expect(r.retrieve("제목에 밑줄 그어줘").hits[0]?.name).toBe("text-styler");
  });

  it("counts below a word of the request itself, and koreanLexiconWeight 0 turns it off", () => {
    const r = buildRouter(entries);
    const t = r.retrieve("밑줄 그어줘").terms.find((x) => x.term === "underlin");
    expect(t?.weight).toBeGreaterThan(0);
    expect(t!.weight).toBeLessThan(1);
    expect(termsOf(buildRouter(entries, { koreanLexiconWeight: 0 }), "밑줄 그어줘")).not.toContain("underlin");
  });

  it("reads nothing when the English word is in many of the catalog's descriptions", () => {
    // every entry writes underline: the word tells no entry apart (MAX_SHARE)
    const common = buildRouter([entries[0], ...filler(20, " Underline headings.")]);
    expect(termsOf(common, "밑줄 그어줘")).not.toContain("underlin");
  });

  it("reads nothing for a Korean word the catalog itself uses", () => {
    const korean = buildRouter([skill("text-styler", "문서 글자에 밑줄을 긋고 underline 스타일을 적용합니다."), ...filler(20)]);
    expect(korean.retrieve("밑줄 그어줘").terms.filter((x) => x.from === "밑줄" && x.origin === "synonym")).toEqual([]);
  });
});
