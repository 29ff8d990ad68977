// The Korean vocabulary read English into Korean (reverse-vocabulary.ts): an English request reaches a
// skill described only in Korean through the vocabulary's pairs (주가 = stock price, 날씨 = weather,
// checked in korean-vocabulary/), at the low weight of its own (full for a word the catalog never
// uses: absent-word.ts); off, or with the dictionary read
// Korean into English only, the English words find nothing. A catalog of text of our own.
import { describe, expect, it } from "vitest";
import { parseEntry } from "../skills/catalog";
import { reverseVocabulary } from "./reverse-vocabulary";
import { buildRouter } from "./router";
import { DEFAULT_ROUTER_SETTINGS } from "./settings";
import { stemEn } from "./english-stem";

const skill = (name: string, description: string) =>
  parseEntry(`${name}/SKILL.md`, `---\nname: ${name}\ndescription: "${description}"\n---\n# ${name}\n`)!;

const entries = [
  skill("stock-quotes", "국내 주가와 종목 시세를 조회합니다."),
  skill("weather-now", "지역별 날씨와 미세먼지를 알려줍니다."),
  skill("meeting-notes", "회의록을 정리합니다."),
];

describe("the table", () => {
  it("keys the vocabulary's English side, stemmed as the index stems, to its Korean side", () => {
    const index = reverseVocabulary(true);
    expect(index.map.get(`${stemEn("stock")} ${stemEn("price")}`)).toContain("주가");
    expect(index.map.get(stemEn("weather"))).toContain("날씨");
    // one way only: the Korean word is no key of this table
    expect(index.map.has("주가")).toBe(false);
  });
});

describe("in the query", () => {
  const router = buildRouter(entries);
  const weight = DEFAULT_ROUTER_SETTINGS.reverseVocabularyWeight;

  it("an English request finds the skill described only in Korean", () => {
    // "ticker" is in no name or description; the vocabulary pairs 종목 = ticker. A word the catalog
    // never uses stands in through its translation at full weight (absent-word.ts)
    const r = router.retrieve("ticker lookup");
    expect(r.terms.find((t) => t.term === "종목")).toMatchObject({ origin: "synonym", from: "ticker", weight: 1 });
    expect(r.hits.map((h) => h.name)).toEqual(["stock-quotes"]);
  });
  it("an English word the catalog also uses adds the Korean words at the reverse weight", () => {
    // a description writes "stock" (a word used only in names would count as unused: absent-word.ts)
    const r = buildRouter([...entries, skill("price-alerts", "stock 가격 알림을 보냅니다.")]).retrieve("stock");
    expect(r.terms.find((t) => t.term === "종목")).toMatchObject({ origin: "synonym", from: stemEn("stock"), weight });
    expect(weight).toBeGreaterThan(0);
    expect(weight).toBeLessThan(DEFAULT_ROUTER_SETTINGS.synonymWeight);
  });
  it("adds only the Korean words the catalog uses", () => {
    // the vocabulary gives "stock" both 주식 and 종목; the catalog writes only 종목
    const r = router.retrieve("stock");
    expect(r.terms.filter((t) => t.from === stemEn("stock") && t.origin === "synonym").map((t) => t.term)).toEqual(["종목"]);
  });
  it("weight 0, or the dictionary read Korean into English only, turns it off", () => {
    for (const off of [router.withSettings({ reverseVocabularyWeight: 0 }), router.withSettings({ synonymDirection: "ko-en" })]) {
      const r = off.retrieve("ticker lookup");
      expect(r.terms.some((t) => t.term === "종목")).toBe(false);
      expect(r.hits).toEqual([]);
    }
  });
  it("without the vocabulary there is nothing to read back", () => {
    expect(router.withSettings({ koreanVocabulary: false }).retrieve("ticker lookup").hits).toEqual([]);
  });
});
