// The catalog-word reading (catalog-word-reading.ts) on catalogs of our own text: a Korean request
// word reaches an English skill only through the table, and an everyday word whose English many
// descriptions write does not move a request at all.
import { describe, expect, it } from "vitest";
import { parseEntry } from "../skills/catalog";
import { MAX_SHARE } from "./catalog-word-reading";
import { KOREAN_VOCABULARY } from "./korean-vocabulary";
import { buildRouter } from "./router";
import { compileSynonyms, DEFAULT_SYNONYMS } from "./synonyms";

const skill = (name: string, description: string) =>
  parseEntry(`${name}/SKILL.md`, `---\nname: ${name}\ndescription: "${description}"\n---\n# ${name}\n`)!;

// twenty entries about household records, none of them about forms or status
const TOPICS = ["invoice", "calendar", "budget", "recipe", "playlist", "garden", "travel", "fitness", "library", "weather"];
const filler = (n: number, extra = "") =>
  Array.from({ length: n }, (_, i) => skill(`records-${i}`, `Keep the ${TOPICS[i % TOPICS.length]} records of household ${i}.${extra}`));
const termsOf = (r: ReturnType<typeof buildRouter>, prompt: string) => r.retrieve(prompt).terms.map((t) => t.term);

describe("a Korean word read as the English word the catalog writes", () => {
  const entries = [skill("form-input-check", "Inspect user input on web forms and flag missing fields."), ...filler(20)];
  const on = buildRouter(entries);
  const off = buildRouter(entries, { koreanVocabulary: false });

  it("입력 and 검사 reach the skill that writes input and inspect, which nothing else maps them to", () => {
    // the dictionary and the domain vocabulary have neither word: only the table reads them
    const dictionary = compileSynonyms(DEFAULT_SYNONYMS, true, KOREAN_VOCABULARY);
    expect(dictionary.map.has("입력")).toBe(false);
    expect(dictionary.map.has("검사")).toBe(false);
    expect(on.retrieve("사용자 입력 검사해줘").hits[0]?.name).toBe("form-input-check");
    expect(termsOf(on, "입력 검사해줘")).toEqual(expect.arrayContaining(["input", "inspect"]));
    expect(off.retrieve("입력 검사해줘").hits).toEqual([]);
  });

  it("never reads a piece of a longer word: 자동 (automatic) inside 자동차 (car) adds nothing", () => {
    const r = buildRouter([skill("auto-reply", "Send automatic replies to email."), ...filler(20)]);
    expect(termsOf(r, "자동으로 답장")).toContain("automatic");
    expect(termsOf(r, "자동차 보험 알려줘")).not.toContain("automatic");
  });
});

describe("an everyday word many descriptions write", () => {
  // 상태 (status): rare in one catalog, written by every entry of the other
  const rare = buildRouter([skill("order-status", "Show the shipping status of an order."), ...filler(20)]);
  const common = buildRouter([skill("order-status", "Show the shipping status of an order."), ...filler(20, " Reports status.")]);

  it(`is read where at most ${MAX_SHARE * 100}% of the entries write it`, () => {
    expect(termsOf(rare, "배송 상태 알려줘")).toContain("status");
  });
  it("adds nothing where most entries write it, so a native request stays native", () => {
    expect(termsOf(common, "상태 보여줘")).not.toContain("status");
    const routed = common.route("지금 상태 어때?");
    expect(routed.decision).toBe("native");
    expect(routed.stages.find((s) => s.stage === "retrieval")?.detail).not.toMatch(/status/);
  });
});

describe("a Korean word the catalog itself writes", () => {
  it("is matched as written, not read again in English", () => {
    const r = buildRouter([skill("input-check", "사용자 입력을 검사합니다. Inspect user input."), ...filler(20)]);
    const terms = r.retrieve("입력 검사해줘").terms;
    expect(terms.map((t) => t.term)).toContain("입력");
    expect(terms.filter((t) => t.from === "입력" && t.origin === "synonym")).toEqual([]);
  });
});
