// A Korean compound the index lacks is read as the index's words it is made of (compound-parts.ts).
// The splits are worked out by hand from the rule: parts of two syllables or more, each a term of
// the index, the fewest parts, then the longest first part. The catalog is our own text, in the
// shape of a Korean team catalog that writes its compounds apart.
import { describe, expect, it } from "vitest";
import { parseEntry } from "../skills/catalog";
import { compoundParts } from "./compound-parts";
import { buildRouter } from "./router";

const known = (...terms: string[]) => {
  const set = new Set(terms);
  return (t: string) => set.has(t);
};

describe("compoundParts", () => {
  it("splits a word into the index's words", () => {
    expect(compoundParts("업무일지", known("업무", "일지"))).toEqual(["업무", "일지"]);
    expect(compoundParts("마이크로서비스", known("마이크로", "서비스"))).toEqual(["마이크로", "서비스"]);
  });
  it("takes the fewest parts, then the longest first part", () => {
    // 성능 + 최적화 (two parts) over 성능 + 최적 + ... (none: 화 is one syllable) and over three parts
    expect(compoundParts("성능최적화", known("성능", "최적", "최적화"))).toEqual(["성능", "최적화"]);
    expect(compoundParts("배포자동화도구", known("배포", "자동", "화도", "자동화", "도구"))).toEqual(["배포", "자동화", "도구"]);
    // two splits of two parts: the longer first part
    expect(compoundParts("가나다라마", known("가나", "다라마", "가나다", "라마"))).toEqual(["가나다", "라마"]);
  });
  it("leaves a word with any part the index lacks, or a part of one syllable, to the bigrams", () => {
    expect(compoundParts("업무일지", known("업무"))).toBeNull();
    // 기획 + 서: a one-syllable suffix is no part
    expect(compoundParts("기획서", known("기획", "서"))).toBeNull();
    // a word of three syllables has no split into two parts of two
    expect(compoundParts("배당주", known("배당", "당주"))).toBeNull();
  });
  it("is never the word itself", () => {
    expect(compoundParts("업무일지", known("업무일지"))).toBeNull();
  });
});

describe("a compound written together meets descriptions that write it apart", () => {
  const skill = (name: string, description: string) =>
    parseEntry(`${name}/SKILL.md`, `---\nname: ${name}\ndescription: "${description}"\n---\n# ${name}\n`)!;
  const router = buildRouter([
    skill("daily-log", "오늘 한 업무를 일지로 정리합니다."),
    skill("weekly-report", "한 주의 업무 성과를 보고서로 만듭니다."),
    skill("meeting-notes", "회의 내용을 기록합니다."),
  ]);

  it("reads 업무일지 as 업무 and 일지 at a word's weight, no straddling pair", () => {
    const r = router.retrieve("업무일지 써줘");
    const terms = new Map(r.terms.map((t) => [t.term, t.weight]));
    expect(terms.get("업무")).toBe(1);
    expect(terms.get("일지")).toBe(1);
    expect(terms.has("무일")).toBe(false);
    expect(r.hits[0]?.name).toBe("daily-log");
  });
  it("scores the request as written apart", () => {
    const together = router.retrieve("업무일지 써줘").hits[0];
    const apart = router.retrieve("업무 일지 써줘").hits[0];
    expect(together?.name).toBe(apart?.name);
    expect(together?.score).toBeCloseTo(apart!.score, 9);
  });
});
