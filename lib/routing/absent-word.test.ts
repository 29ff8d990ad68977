// A word the catalog never uses is read through its translations at full weight (absent-word.ts),
// in both directions of the vocabulary. Catalogs of our own text in the shape of the real ones the
// rule was measured on: Korean descriptions under English slug names (docs/routing.md "Round 9
// tuning"), and an English catalog for a Korean request.
import { describe, expect, it } from "vitest";
import { parseEntry } from "../skills/catalog";
import { absentWords, textDf, translationWeight } from "./absent-word";
import { buildRouter } from "./router";
import { DEFAULT_ROUTER_SETTINGS } from "./settings";

const skill = (name: string, description: string) =>
  parseEntry(`${name}/SKILL.md`, `---\nname: ${name}\ndescription: "${description}"\n---\n# ${name}\n`)!;

const reverse = DEFAULT_ROUTER_SETTINGS.reverseVocabularyWeight;
const synonym = DEFAULT_ROUTER_SETTINGS.synonymWeight;

describe("translationWeight", () => {
  it("is full for a word the catalog never uses, the given weight otherwise", () => {
    expect(translationWeight(true, 0.25)).toBe(1);
    expect(translationWeight(false, 0.25)).toBe(0.25);
    expect(translationWeight(false, 0.5)).toBe(0.5);
  });
});

describe("absentWords", () => {
  const pieces = (text: string) => text.split(" ").map((term) => [{ term }]);
  const df = (term: string) => (term === "stock" ? 3 : 0);
  it("a key is absent when none of its words' terms is in the index", () => {
    const absent = absentWords(df, "t", pieces);
    expect(absent("ticker")).toBe(true);
    expect(absent("stock")).toBe(false);
    // a phrase with one word the index holds is not absent
    expect(absent("stock ticker")).toBe(false);
    expect(absent("ticker symbol")).toBe(true);
  });
  it("without an index to ask, no word is absent", () => {
    expect(absentWords(undefined, "t", pieces)("ticker")).toBe(false);
  });
});

describe("an English request on a Korean catalog", () => {
  // the vocabulary pairs 가이드라인 = guidelines (korean-vocabulary/office.ts) and 배당 = dividend
  // (finance.ts); the descriptions write the Korean words, and "dividend" only in a slug name
  const korean = [
    skill("style-check", "문서가 사내 가이드라인을 따르는지 점검합니다."),
    skill("dividend-screen", "배당 수익이 꾸준한 종목을 골라냅니다."),
    skill("meeting-notes", "회의록을 정리합니다."),
  ];
  const router = buildRouter(korean);

  it("a word no entry holds meets the Korean word at full weight", () => {
    const r = router.retrieve("does this doc follow our guidelines");
    expect(r.terms.find((t) => t.term === "가이드라인")).toMatchObject({ origin: "synonym", weight: 1 });
    expect(r.hits[0]?.name).toBe("style-check");
  });
  it("a word the catalog uses only in a name counts as unused: full weight", () => {
    const r = router.retrieve("dividend picks");
    expect(r.terms.find((t) => t.term === "배당")).toMatchObject({ origin: "synonym", weight: 1 });
  });
  it("a word a description also writes keeps the reverse vocabulary's weight", () => {
    // one description writes the English word beside the Korean one
    const withLatin = buildRouter([...korean, skill("payout-calendar", "배당(dividend) 지급일을 달력으로 보여줍니다.")]);
    const r = withLatin.retrieve("dividend picks");
    expect(r.terms.find((t) => t.term === "배당")).toMatchObject({ origin: "synonym", weight: reverse });
    expect(reverse).toBeLessThan(1);
  });
  it("with the reverse vocabulary off the absent word adds nothing", () => {
    const r = router.withSettings({ reverseVocabularyWeight: 0 }).retrieve("does this doc follow our guidelines");
    expect(r.terms.some((t) => t.term === "가이드라인")).toBe(false);
  });
});

describe("textDf", () => {
  it("counts the entries that use a term outside their name", () => {
    const { skills } = buildRouter([
      skill("dividend-screen", "배당 종목을 골라냅니다."),
      skill("payout-calendar", "배당(dividend) 지급일을 보여줍니다."),
      skill("dividend-tax", "dividend 세금을 계산합니다."),
    ]);
    const df = textDf(skills);
    // dividend: in two names and two descriptions; dividend-tax holds it in both, so only
    // payout-calendar uses it outside a name
    expect(skills.df.get("dividend")).toBe(3);
    expect(df("dividend")).toBe(1);
    expect(df("배당")).toBe(2);
    expect(df("nowhere")).toBe(0);
    // one function per index: its answers are remembered with it
    expect(textDf(skills)).toBe(df);
  });
});

describe("a Korean request on an English catalog (the same rule, the dictionary's direction)", () => {
  const english = [skill("code-review", "Review a pull request for bugs and style."), skill("release-notes", "Write release notes.")];
  it("a Korean word no entry holds meets its English words at full weight, not the synonym weight", () => {
    // the dictionary pairs 코드리뷰 / 리뷰 with review; the catalog has no Hangul at all
    const r = buildRouter(english).retrieve("리뷰 부탁해");
    const review = r.terms.find((t) => t.term === "review" && t.origin === "synonym");
    expect(review?.weight).toBe(1);
    expect(synonym).toBeLessThan(1);
  });
});
