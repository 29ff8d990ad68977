import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { decompose } from "./decompose";
import { compileSynonyms, DEFAULT_SYNONYMS, findSynonyms } from "./synonyms";
import { analyze, bigrams, stemEn, stripKorean, wordKey, words } from "./text";

describe("Korean verbs go back to their stem", () => {
  it("past tense and -아/-어 contractions meet the dictionary's and the descriptions' stems", () => {
    // 고치다 (fix): the prompt's 고쳤더니 / 고쳐줘 and the dictionary's 고치 are one term
    expect(stripKorean("고쳤더니")).toBe("고치");
    expect(stripKorean("고쳐줘")).toBe("고치");
    expect(stripKorean("느려졌어")).toBe("느리");
    expect(stripKorean("느려요")).toBe("느리");
    expect(stripKorean("옮겨줘")).toBe("옮기");
    expect(stripKorean("바꿨어")).toBe("바꾸");
    expect(stripKorean("터졌어")).toBe("터지");
    expect(stripKorean("막혀서")).toBe("막히");
    expect(stripKorean("올렸는데")).toBe("올리");
    expect(stripKorean("설정했는데")).toBe("설정");
  });

  it("nouns that look like contractions stay, and a one-syllable stem is not made", () => {
    expect(stripKorean("고려해줘")).toBe("고려");
    expect(stripKorean("우려가")).toBe("우려");
    expect(stripKorean("배려")).toBe("배려");
    expect(stripKorean("느려")).toBe("느려"); // bare, with nothing after it: could be a name
    expect(stripKorean("먹었어")).toBe("먹었"); // 먹 alone would match too much
  });
});

describe("Korean particles and endings", () => {
  it("strips particles and request endings", () => {
    expect(stripKorean("코드리뷰를")).toBe("코드리뷰");
    expect(stripKorean("리뷰해줘")).toBe("리뷰");
    expect(stripKorean("작성해주세요")).toBe("작성");
    expect(stripKorean("만들어줘")).toBe("만들");
    expect(stripKorean("데이터베이스가")).toBe("데이터베이스");
    expect(stripKorean("문서들을")).toBe("문서");
    expect(stripKorean("보고서로")).toBe("보고서");
    expect(stripKorean("문서에서는")).toBe("문서");
  });

  it("respects the final consonant and keeps short nouns whole", () => {
    // 이 only follows a final consonant: 게이트웨이 keeps its last syllable
    expect(stripKorean("게이트웨이")).toBe("게이트웨이");
    expect(stripKorean("게이트웨이를")).toBe("게이트웨이");
    // one-syllable particles never leave a single syllable: 광고 (ad), 평가 (evaluation), 회의 (meeting)
    expect(stripKorean("광고")).toBe("광고");
    expect(stripKorean("평가")).toBe("평가");
    expect(stripKorean("회의")).toBe("회의");
    // a bare particle or filler is no term at all
    expect(stripKorean("을")).toBe("");
    expect(stripKorean("좀")).toBe("");
  });

  it("splits scripts and hyphens into words", () => {
    expect(words("PR을 code-review해줘").map((w) => w.text)).toEqual(["pr", "을", "code", "review", "해줘"]);
    expect(analyze("PR을 리뷰해줘", { koreanMode: "strip", stemEnglish: true })).toEqual(["pr", "리뷰"]);
  });

  it("makes bigrams, and both stem and bigrams in 'both' mode", () => {
    expect(bigrams("코드리뷰")).toEqual(["코드", "드리", "리뷰"]);
    expect(bigrams("리뷰")).toEqual(["리뷰"]);
    expect(analyze("코드리뷰를", { koreanMode: "bigram", stemEnglish: true })).toEqual(["코드", "드리", "리뷰", "뷰를"]);
    expect(analyze("코드리뷰를", { koreanMode: "both", stemEnglish: true })).toEqual(["코드리뷰", "코드", "드리", "리뷰"]);
    // the document side writes it with a space: every mode but strip meets it on 코드 and 리뷰
    expect(analyze("코드 리뷰", { koreanMode: "both", stemEnglish: true })).toEqual(["코드", "리뷰"]);
  });

  it("stems English lightly and consistently", () => {
    for (const w of ["reviews", "reviewing", "reviewed", "review"]) expect(stemEn(w)).toBe("review");
    for (const w of ["write", "writes", "writing"]) expect(stemEn(w)).toBe("writ");
    expect(stemEn("debugging")).toBe("debug");
    expect(stemEn("libraries")).toBe("library");
    expect(stemEn("analysis")).toBe("analysis");
    expect(stemEn("status")).toBe("status");
    expect(stemEn("string")).toBe("string");
  });

  it("never throws and never returns empty terms on arbitrary text", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), fc.constantFrom("strip", "bigram", "both" as const), (s, mode) => {
        const terms = analyze(s, { koreanMode: mode, stemEnglish: true });
        return terms.every((t) => t.length > 0 && !/\s/.test(t));
      }),
    );
    fc.assert(
      fc.property(
        fc.string({ maxLength: 30, unit: fc.constantFrom(..."가나다라을를이가은는의에로코드리뷰해줘 ") }),
        (s) => typeof stripKorean(s.trim()) === "string",
      ),
    );
  });
});

describe("synonym dictionary", () => {
  const syn = compileSynonyms(DEFAULT_SYNONYMS);
  const find = (text: string) => {
    const ws = words(text);
    return findSynonyms(
      ws,
      ws.map((w) => wordKey(w)),
      syn,
    ).map((x) => `${x.key}>${x.adds}`);
  };

  it("ships at least 25 Korean-English pairs", () => {
    const koEn = DEFAULT_SYNONYMS.filter(([a, b]) => /[\uac00-\ud7a3]/.test(a) !== /[\uac00-\ud7a3]/.test(b));
    expect(koEn.length).toBeGreaterThanOrEqual(25);
  });

  it("matches through particles, spacing and compounds, both ways", () => {
    expect(find("코드리뷰를 해줘")).toContain("코드리뷰>code review");
    expect(find("코드 리뷰해줘")).toContain("코드 리뷰>code review");
    expect(find("보안취약점 점검")).toEqual(expect.arrayContaining(["보안>security", "취약점>vulnerability"]));
    expect(find("write a code review")).toContain("code review>코드 리뷰");
    expect(find("open a PR")).toContain("pr>pull request");
  });
});

describe("compound requests", () => {
  it("splits the seed's example into its four steps", () => {
    expect(decompose("리서치하고 팩트체크해서 docx로 만들어 슬랙에 올려줘").map((s) => s.text)).toEqual([
      "리서치하고",
      "팩트체크해서",
      "docx로 만들어",
      "슬랙에 올려줘",
    ]);
  });

  it("splits English sequences and 'and <verb>'", () => {
    expect(decompose("research competitors, then write a report and post it to slack").map((s) => s.text)).toEqual([
      "research competitors",
      "write a report",
      "post it to slack",
    ]);
    expect(decompose("refactor the auth module and add tests").map((s) => s.text)).toEqual(["refactor the auth module", "add tests"]);
  });

  it("leaves single requests whole, including nouns that end like a connective", () => {
    expect(decompose("미디어 파일을 업로드해줘")).toHaveLength(1);
    expect(decompose("광고 문구를 써줘")).toHaveLength(1);
    expect(decompose("review my pull request for security issues")).toHaveLength(1);
    expect(decompose("pros and cons of redis")).toHaveLength(1);
  });
});
