// The shipped Korean-English vocabulary (korean-vocabulary/): its shape, and a Korean request in
// everyday words reaching the English skill of an English-only catalog (text of our own), which the
// dictionary alone does not reach.
import { describe, expect, it } from "vitest";
import { parseEntry } from "../../skills/catalog";
import { stripKorean } from "../korean-strip";
import { compileSynonyms, DEFAULT_SYNONYMS } from "../synonyms";
import { buildRouter } from "../router";
import { soundsLike } from "../vocabulary";
import { words } from "../words";
import { FIELD_DOMAINS, FIELD_WORDS, KOREAN_VOCABULARY, KOREAN_VOCABULARY_DOMAINS, vocabularyBlock } from "./index";

const skill = (name: string, description: string) =>
  parseEntry(`${name}/SKILL.md`, `---\nname: ${name}\ndescription: "${description}"\n---\n# ${name}\n`)!;

describe("the list", () => {
  it("is some fifteen hundred pairs over ten domains, each Korean = English", () => {
    expect(KOREAN_VOCABULARY.length).toBeGreaterThan(1500);
    expect(Object.keys(KOREAN_VOCABULARY_DOMAINS).length).toBeGreaterThanOrEqual(10);
    for (const [ko, en] of KOREAN_VOCABULARY) {
      expect(ko).toMatch(/[\uac00-\ud7a3]/);
      expect(en).not.toMatch(/[\uac00-\ud7a3]/);
    }
  });
  it("holds no Korean word of one syllable once its ending is stripped (눈, 약, 열 have other meanings)", () => {
    const short = KOREAN_VOCABULARY.filter(([ko]) => {
      const keys = words(ko).map((w) => stripKorean(w.text));
      return keys.length === 1 && keys[0].length < 2;
    });
    expect(short).toEqual([]);
  });
  it("holds no loanword the loanword rule already reads (서버 = server): a catalog's own word stands in at full weight", () => {
    const loanwords = KOREAN_VOCABULARY.filter(([ko, en]) => !ko.includes(" ") && !en.includes(" ") && soundsLike(ko, en));
    expect(loanwords).toEqual([]);
    expect(soundsLike("서버", "server")).toBe(true);
  });
  it("re-maps no Korean word the shipped dictionary maps (배포 = deploy stands; 배포 = deployment would load for a bare 배포해줘)", () => {
    const dictionary = compileSynonyms(DEFAULT_SYNONYMS);
    const again = KOREAN_VOCABULARY.filter(([ko, en]) => dictionary.map.has([...compileSynonyms([[ko, en]]).map.keys()][0]));
    expect(again).toEqual([]);
  });
  it("reads its text form, skipping what is not a pair", () => {
    expect(vocabularyBlock("주식 = stocks; 공시 = filing\n잘못된 줄\n = x")).toEqual([
      ["주식", "stocks"],
      ["공시", "filing"],
    ]);
  });
});

describe("a Korean request on an English-only catalog", () => {
  const entries = [
    skill("market-brief", "Summarize stock market moves and company filings for a watchlist."),
    skill("expense-tracker", "Log receipts and categorize spending for monthly budgets."),
    skill("trip-planner", "Plan a travel itinerary with flights and hotels."),
    skill("release-notes", "Write release notes from merged pull requests."),
  ];
  const on = buildRouter(entries);
  const off = buildRouter(entries, { koreanVocabulary: false });
  it.each([
    ["오늘 주식 시장 어땠는지 정리해줘", "market-brief"],
    ["가계부 좀 써줘", "expense-tracker"],
    ["다음 달 여행 일정 짜줘, 항공권이랑 숙소도", "trip-planner"],
  ])("%s -> %s", (prompt, name) => {
    // a catalog this small scores under SCORE_MIN: what retrieval ranks first is the point
    expect(on.retrieve(prompt).hits[0]?.name).toBe(name);
    expect(off.retrieve(prompt).hits[0]?.name).not.toBe(name);
  });
  it("reads Korean into English in the dictionary; the other way adds only Korean words a catalog uses (reverse-vocabulary.ts)", () => {
    const korean = (r: typeof on) => r.retrieve("stock market filings and invoices").terms.filter((t) => /[\uac00-\ud7a3]/.test(t.term));
    expect(korean(on)).toEqual(korean(off));
    expect(on.retrieve("주식").terms.map((t) => t.term)).toContain("stock");
  });
  it("a word the vocabulary lacks changes nothing", () => {
    const prompt = "쀍쀍 해줘";
    expect(on.retrieve(prompt)).toEqual(off.retrieve(prompt));
  });
});

describe("the field words (round 13: law, health, HR, marketing, security, research, games, property, logistics, audit)", () => {
  const keyOf = (ko: string) => [...compileSynonyms([[ko, "x"]]).map.keys()][0];
  it("are some seven hundred pairs over ten fields, each Korean = English", () => {
    expect(FIELD_WORDS.length).toBeGreaterThan(700);
    expect(Object.keys(FIELD_DOMAINS).length).toBe(10);
    for (const [ko, en] of FIELD_WORDS) {
      expect(ko).toMatch(/^[\uac00-\ud7a3 ]+$/);
      expect(en).toMatch(/^[a-z ]+$/);
    }
  });
  it("hold no one-syllable key and no loanword the sound rules read", () => {
    const short = FIELD_WORDS.filter(([ko]) => {
      const keys = words(ko).map((w) => stripKorean(w.text));
      return keys.length === 1 && keys[0].length < 2;
    });
    expect(short).toEqual([]);
    expect(FIELD_WORDS.filter(([ko, en]) => !ko.includes(" ") && !en.includes(" ") && soundsLike(ko, en))).toEqual([]);
  });
  it("map no Korean word the dictionary or the domain vocabulary maps: theirs stands", () => {
    const dictionary = compileSynonyms(DEFAULT_SYNONYMS, true, KOREAN_VOCABULARY);
    expect(FIELD_WORDS.filter(([ko]) => dictionary.map.has(keyOf(ko)))).toEqual([]);
  });
  it("leave out the words of small talk: 감사 (audit, and thanks), 휴가 and 야근 (leave, overtime), 회사 and 기업 (company)", () => {
    const keys = new Set(FIELD_WORDS.map(([ko]) => keyOf(ko)));
    for (const w of ["감사", "휴가", "야근", "회사", "기업", "동의"]) expect(keys.has(w)).toBe(false);
  });
});
