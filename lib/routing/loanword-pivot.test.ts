// Through English into a Korean catalog's loanwords: text of our own, in the shape of a Korean
// market catalog whose descriptions write market words in Hangul loanwords with English names.
import { describe, expect, it } from "vitest";
import { parseEntry } from "../skills/catalog";
import { buildRouter } from "./router";
import { learnVocabulary, hangulWritings } from "./vocabulary";

const skill = (name: string, description: string) =>
  parseEntry(`${name}/SKILL.md`, `---\nname: ${name}\ndescription: "${description}"\n---\n# ${name}\n`)!;

const entries = [
  skill("kr-entry-check", "보유 종목의 매매 시그널을 점검하고 진입 여부를 판단한다."),
  skill("kr-froth-score", "시장 버블 위험도를 점수로 매긴다."),
  skill("kr-news-digest", "오늘 시장 뉴스를 요약해서 정리한다."),
];

describe("the catalog's Hangul loanwords, reached through the English word", () => {
  it("finds the Hangul words that write an English word, by sound", () => {
    const v = learnVocabulary(entries);
    expect(hangulWritings(v, "signal")).toEqual(["시그널"]);
    // the index's stem of bubble
    expect(hangulWritings(v, "bubbl")).toEqual(["버블"]);
    // 시장 sounds like "season" by shape and vowels: the pivot leaves it out as a word the dictionary knows (below)
    expect(hangulWritings(v, "season")).toEqual(["시장"]);
  });

  it("a Korean word the dictionary reads as English meets the catalog's loanword for it", () => {
    const router = buildRouter(entries);
    // 신호 -> signal (vocabulary) -> 시그널 (this catalog's word); 거품 -> bubble -> 버블
    const r = router.retrieve("보유 종목에 매수 신호 나왔는지 봐줘");
    expect(r.terms.find((t) => t.term === "시그널")).toMatchObject({ origin: "synonym" });
    expect(r.hits[0]?.name).toBe("kr-entry-check");
    expect(router.retrieve("시장 거품 점수 알려줘").hits[0]?.name).toBe("kr-froth-score");
  });

  it("the request's own English word the catalog never writes meets its loanword; an English word's English synonyms do not", () => {
    // "signal" is in no description: the catalog writes 시그널
    const r = buildRouter(entries).retrieve("any signal on my holdings today");
    expect(r.terms.find((t) => t.term === "시그널")).toMatchObject({ origin: "synonym", from: "signal", weight: 1 });
    expect(r.hits[0]?.name).toBe("kr-entry-check");
    // with synonyms off (no pivot) the request reaches no entry at all
    expect(buildRouter(entries, { synonyms: false }).retrieve("any signal on my holdings today").hits).toEqual([]);
    // flaky reads as "sometimes fails" in the dictionary; "sometimes" sounds like 서머타임 (summertime)
    const summer = buildRouter([...entries, skill("kr-daylight", "서머타임 기간의 장 시간을 안내한다.")]);
    expect(summer.retrieve("fix the flaky test").terms.some((t) => t.term === "서머타임")).toBe(false);
  });

  it("a Hangul word the dictionary knows is a word of its own, never a loanword (시장 is market, not season)", () => {
    const r = buildRouter(entries).retrieve("실적 시즌 일정 정리해줘");
    expect(r.terms.some((t) => t.term === "시장")).toBe(false);
  });

  it("without the vocabulary there is no English word to pivot through", () => {
    const off = buildRouter(entries, { koreanVocabulary: false }).retrieve("보유 종목에 매수 신호 나왔는지 봐줘");
    expect(off.terms.some((t) => t.term === "시그널")).toBe(false);
  });
});
