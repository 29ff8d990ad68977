// The catalog-word reading (catalog-word-reading.ts) on catalogs of our own text: a Korean request
// word reaches an English skill only through the table, and an everyday word whose English many
// descriptions write does not move a request at all.
import { describe, expect, it } from "vitest";
import { MAX_SHARE } from "./catalog-word-reading";
import { KOREAN_VOCABULARY } from "./korean-vocabulary";
import { buildRouter } from "./router";
import { filler, skill, termsOf } from "./household-records.testkit";
import { compileSynonyms, DEFAULT_SYNONYMS } from "./synonyms";

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

  it("reads a Korean word as each form catalogs write: 제약 as constraints and as restrictions (round 14)", () => {
    for (const written of ["constraints", "restrictions"]) {
      const r = buildRouter([skill("upload-rules", `List the ${written} on file uploads.`), ...filler(20)]);
      expect(r.retrieve("업로드 제약 알려줘").hits[0]?.name).toBe("upload-rules");
      expect(termsOf(r, "제약 알려줘")).toContain(written.slice(0, -1));
    }
  });

  it("reads a word Korean catalogs write and no table mapped before round 14: 정합성 as consistency", () => {
    const r = buildRouter([skill("ledger-audit", "Check the consistency of ledger totals."), ...filler(20)]);
    expect(termsOf(r, "장부 정합성 봐줘")).toContain("consistency");
    expect(r.retrieve("장부 정합성 봐줘").hits[0]?.name).toBe("ledger-audit");
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

describe("a field word (round 13): the terms a one-domain catalog is made of", () => {
  // an English legal-practice catalog of our own text, its skills told apart by legal terms that
  // several entries share (limitation period in two of seven: over MAX_SHARE, read all the same)
  const entries = [
    skill("limitation-periods", "Map the limitation period for a civil claim in each state."),
    skill("limitation-defences", "Plead a limitation period defence in a defended claim."),
    skill("statute-status", "Check whether a statute is in force and find its commencement date."),
    skill("aml-program", "Review an anti money laundering and counter terrorism financing program."),
    skill("estate-documents", "Draft a will and the estate documents for probate."),
    skill("audit-controls", "Audit internal controls and reconcile the general ledger."),
    skill("surgery-notes", "Write surgery notes and discharge summaries for patients."),
  ];
  const on = buildRouter(entries);
  const off = buildRouter(entries, { koreanVocabulary: false });
  const dictionary = compileSynonyms(DEFAULT_SYNONYMS, true, KOREAN_VOCABULARY);

  it.each([
    ["소멸시효 계산해줘", "소멸시효", ["limitation-periods", "limitation-defences"]],
    ["자금세탁방지 프로그램 점검해줘", "자금세탁방지", ["aml-program"]],
    ["유언 검인 서류 준비해줘", "유언", ["estate-documents"]],
  ])("%s: %s, which only the field words map, reaches the skill", (prompt, word, names) => {
    expect(dictionary.map.has(word)).toBe(false);
    expect(names).toContain(on.retrieve(prompt).hits[0]?.name);
    expect(names).not.toContain(off.retrieve(prompt).hits[0]?.name);
  });

  it("counts at the table's weight, so one field word alone in small talk loads nothing", () => {
    // 수술 is surgery: read, but a request of one such word and chatter is not a task
    expect(termsOf(on, "엄마 수술 잘 끝났어")).toContain("surgery");
    expect(on.route("엄마 수술 잘 끝났어").decision).not.toBe("skill");
    expect(on.route("감사합니다, 덕분에 잘 끝났어요").decision).not.toBe("skill");
  });
});

describe("an English word read as the Korean a catalog writes (English into Korean)", () => {
  // a Korean catalog of our own text: 선별 (triage) in one entry, no entry writing "triage"
  const KOREAN_TOPICS = ["가계부", "일정", "요리", "여행", "운동", "독서", "날씨", "정원", "음악", "사진"];
  const korean = (extra = "") =>
    Array.from({ length: 20 }, (_, i) =>
      skill(`ko-${i}`, `가정의 ${KOREAN_TOPICS[i % KOREAN_TOPICS.length]} 기록을 정리합니다 ${i}.${extra}`),
    );
  // named apart from the word: a word of an entry's name counts as unused in its text (absent-word.ts)
  const triage = skill("issue-sorting", "들어온 이슈를 선별하고 우선순위를 정합니다.");

  it("triage, which neither the dictionary nor the reverse vocabulary maps, reaches the skill that writes 선별", () => {
    const r = buildRouter([triage, ...korean()]);
    const keys = compileSynonyms(DEFAULT_SYNONYMS, true, KOREAN_VOCABULARY);
    expect(keys.map.has("triag")).toBe(false);
    expect(r.retrieve("triage the new issues").terms.filter((t) => t.from === "triag").length).toBeGreaterThan(0);
    expect(r.retrieve("triage the new issues").hits[0]?.name).toBe("issue-sorting");
    expect(buildRouter([triage, ...korean()], { koreanVocabulary: false }).retrieve("triage").hits).toEqual([]);
  });
  it("reads no field word English into Korean: 'case' in a test request does not reach the skill that writes 사건", () => {
    // 사건 = case (law.ts): specific in Korean, an everyday word in an English request
    const incidents = skill("incident-log", "접수된 사건을 기록하고 담당자를 배정합니다.");
    const r = buildRouter([incidents, ...korean()]);
    expect(r.retrieve("fix the failing test case").terms.filter((t) => t.from === "case" && t.origin === "synonym")).toEqual([]);
    expect(r.retrieve("fix the failing test case").hits.map((h) => h.name)).not.toContain("incident-log");
  });
  it("reads nothing for an English word the catalog writes itself", () => {
    const r = buildRouter([skill("issue-sorting", "들어온 이슈를 선별합니다. Triage incoming issues."), ...korean()]);
    expect(r.retrieve("triage the new issues").terms.filter((t) => t.from === "triag" && t.origin === "synonym")).toEqual([]);
  });
});
