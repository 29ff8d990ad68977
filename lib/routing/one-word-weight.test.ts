// One request word, one word's weight (one-word-weight.ts): the terms a word's dictionary phrase
// adds share one budget. Weights worked by hand from the rule, and a catalog of text of our own in
// which a phrase's two words must not outweigh a request word that matches one skill directly.
import { describe, expect, it } from "vitest";
import { parseEntry } from "../skills/catalog";
import { capWordExpansions } from "./one-word-weight";
import { buildRouter } from "./router";
import type { QueryTerm } from "./trace";

const term = (t: string, weight: number, origin: QueryTerm["origin"], from: string): QueryTerm => ({
  term: t,
  weight,
  origin,
  from,
  unit: "word",
});

describe("the budget", () => {
  it("scales a word's phrase terms to the heaviest plus a share of each further one", () => {
    const terms = [term("a", 1, "synonym", "w"), term("b", 1, "synonym", "w"), term("c", 1, "synonym", "w")];
    capWordExpansions(terms, undefined, 0.25);
    // budget 1 × (1 + 0.25 × 2) = 1.5, shared by three terms of equal weight: 0.5 each
    expect(terms.map((t) => t.weight)).toEqual([0.5, 0.5, 0.5]);
  });
  it("with no share, the phrase weighs what one word weighs", () => {
    const terms = [term("a", 0.6, "compound", "w"), term("b", 0.6, "compound", "w")];
    capWordExpansions(terms, undefined, 0);
    expect(terms.reduce((s, t) => s + t.weight, 0)).toBeCloseTo(0.6, 10);
  });
  it("leaves the prompt's own words, a lone term and other words' terms alone", () => {
    const terms = [term("w", 1, "query", "w"), term("a", 1, "synonym", "w"), term("x", 1, "synonym", "v")];
    capWordExpansions(terms, undefined, 0);
    expect(terms.map((t) => t.weight)).toEqual([1, 1, 1]);
  });
  it("leaves a Korean word's English phrase whole", () => {
    const terms = [term("limit", 1, "synonym", "기한"), term("period", 1, "synonym", "기한")];
    capWordExpansions(terms, undefined, 0);
    expect(terms.map((t) => t.weight)).toEqual([1, 1]);
  });
  it("counts only the terms the index holds", () => {
    const terms = [term("a", 1, "synonym", "w"), term("gone", 1, "synonym", "w")];
    capWordExpansions(terms, (t) => (t === "gone" ? 0 : 3), 0);
    expect(terms[0].weight).toBe(1);
  });
});

describe("in retrieval", () => {
  const skill = (name: string, description: string) =>
    parseEntry(`${name}/SKILL.md`, `---\nname: ${name}\ndescription: "${description}"\n---\n# ${name}\n`)!;
  // a Korean catalog: "lint" is written in one description; "changes" in none, so the dictionary's
  // 변경 사항 stands in for it at full weight (absent-word.ts), two words for one request word
  const router = buildRouter([
    skill("release-notes", "배포 전에 변경 사항을 모아 정리합니다."),
    skill("lint-runner", "코드에 lint 검사를 실행합니다."),
    skill("meeting-notes", "회의록을 요약합니다."),
    skill("weather-now", "지역별 날씨를 알려줍니다."),
    skill("photo-resize", "사진 크기를 줄입니다."),
  ]);

  it("a phrase's two words do not outweigh a request word that matches one skill directly", () => {
    const r = router.retrieve("lint my changes");
    const phrase = r.terms.filter((t) => t.term === "변경" || t.term === "사항");
    expect(phrase).toHaveLength(2);
    expect(new Set(phrase.map((t) => t.from)).size).toBe(1);
    // together the heaviest plus half of it for the other: 1.5 of the 2 they weighed apart
    expect(phrase.reduce((s, t) => s + t.weight, 0)).toBeCloseTo(1.5, 10);
    expect(r.hits[0].name).toBe("lint-runner");
  });
});
