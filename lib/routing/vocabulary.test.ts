// What the router learns from a catalog's own text, on the office-ko pack (fixtures/catalogs/packs),
// whose descriptions were written without this rule: transliterations that stand in its
// descriptions, Korean and English words of the same descriptions, names written as one word.
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { readCatalogDir } from "../../cli/io";
import { loadCatalog, type CatalogEntry } from "../skills/catalog";
import { buildRouter } from "./router";
import { hangulSkeleton, latinSkeleton, learnVocabulary, transliterate, type Vocabulary } from "./vocabulary";

let entries: CatalogEntry[];
let vocab: Vocabulary;
beforeAll(() => {
  entries = loadCatalog(readCatalogDir(path.resolve(__dirname, "../../fixtures/catalogs/packs/office-ko"))).entries;
  vocab = learnVocabulary(entries);
});
const has = (how: string, ko: string, en: string) => vocab.pairs.some((p) => p.how === how && p.pair[0] === ko && p.pair[1] === en);

describe("sound shapes", () => {
  it("a loanword and its English word share one shape, worked out by hand", () => {
    // 옵(ㅇ ㅗ ㅂ) 시 디 언: a P S a T a N; o b s i d i a n: a P S a T a N
    expect(hangulSkeleton("옵시디언")).toBe("aPSaTaN");
    expect(latinSkeleton("obsidian")).toBe("aPSaTaN");
    // the ㅡ Korean inserts between consonants is no vowel: 스크립트 = script = SKLaPT
    expect(hangulSkeleton("스크립트")).toBe("SKLaPT");
    expect(latinSkeleton("script")).toBe("SKLaPT");
    // one reading of English letters for the shape and the consonant check (loanword-consonants.ts
    // latinLetters): th then ch are two sounds, T and S, not a t swallowed by a tch
    expect(latinSkeleton("ethchlorvynol")).toBe("aTSLaLPaNaL");
    expect(hangulSkeleton("캠페인")).toBe(latinSkeleton("campaign"));
    // a native word does not take an English word's shape just by its consonants
    expect(hangulSkeleton("담당자")).not.toBe(latinSkeleton("automations"));
  });
});

describe("learned from the office-ko pack", () => {
  it("transliterations that stand in one description with their English word", () => {
    // docs-template-merge: "Google Docs ... 구글 문서"; apps-script-debugging: "debugging ... 디버깅"
    expect(has("transliteration", "구글", "google")).toBe(true);
    expect(has("transliteration", "디버깅", "debugging")).toBe(true);
  });

  it("names written as one word", () => {
    expect(has("name words", "apologystatement", "apology statement")).toBe(true);
  });

  it("nothing the dictionary already has is learned again", () => {
    const again = learnVocabulary(entries, [["구글", "google"]]);
    expect(again.pairs.some((p) => p.pair[0] === "구글" && p.pair[1] === "google")).toBe(false);
  });

  it("a Korean prompt word the catalog never uses is read as the English word it transliterates", () => {
    // 매크로 and 인보이스 are not in office-ko's text (nor in the dictionary); "macro(s)" and "invoice" are
    const router = buildRouter(entries);
    expect(router.skills.df.get("매크로")).toBeUndefined();
    expect(transliterate(router.vocabulary, "매크로를")).toBe("macro");
    expect(transliterate(router.vocabulary, "인보이스")).toBe("invoice");
    // 매크로 is in the shipped dictionary; 인보이스 is not: the catalog's own word stands in for it
    const terms = router.retrieve("인보이스 양식 만들어줘").terms;
    expect(terms).toContainEqual({ term: "invoic", weight: 1, origin: "synonym", from: "인보이스", unit: "word" });
    const plain = router.withSettings({ learnVocabulary: false }).retrieve("인보이스 양식 만들어줘").terms;
    expect(plain.some((t) => t.term === "invoic")).toBe(false);
  });
});
