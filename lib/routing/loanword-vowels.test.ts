// Korean requests on an English-only catalog (issue 34): a loanword's diphthongs, the form Korean
// writes an English word in, and the native endings that are no loanword. Catalog text of our own
// in the shape of a real mobile and engineering catalog: plurals and -ing forms, as descriptions
// write them.
import { describe, expect, it } from "vitest";
import { parseEntry } from "../skills/catalog";
import { loanwordBase } from "./loanword";
import { hangulVowelReadings, latinVowels, loanwordSyllables } from "./loanword-vowels";
import { learnVocabulary, transliterate, vowelsAgree } from "./vocabulary";

describe("hangulVowelReadings: a diphthong is also one vowel", () => {
  it("에이 writes a long a: one by one four vowels, as one three", () => {
    // 인 ㅣ, 터 ㅓ, 페 ㅔ, 이 ㅣ, 스 ㅡ (skipped)
    expect(hangulVowelReadings("인터페이스")).toEqual([
      ["ieya", "aeiou", "ae", "ieya"],
      ["ieya", "aeiou", "ae"],
    ]);
  });
  it("오이 and 아우 are one vowel each; a word without a diphthong has one reading", () => {
    expect(hangulVowelReadings("포인터")[1]).toEqual(["o", "aeiou"]);
    expect(hangulVowelReadings("브라우저")[1]).toEqual(["o", "aeiou"]);
    expect(hangulVowelReadings("도커")).toEqual([["oaO", "aeiou"]]);
  });
  it("a syllable with a final consonant before 이 is no diphthong (렌이 is two vowels)", () => {
    expect(hangulVowelReadings("렌이")).toHaveLength(1);
  });
});

describe("latinVowels: a long u before a silent e", () => {
  it("module ends in a long u, modal does not", () => {
    expect(latinVowels("module")).toEqual(["o", "U"]);
    expect(latinVowels("modal")).toEqual(["o", "a"]);
  });
});

describe("vowelsAgree with diphthongs", () => {
  it.each([
    ["시뮬레이터", "simulata"], // simulator as Korean hears it: i u a a
    ["애니메이션", "animashon"],
    ["인터페이스", "intaface"],
    ["포인터", "pointa"],
  ])("%s agrees with %s", (ko, en) => expect(vowelsAgree(ko, en)).toBe(true));
  it.each([
    ["포인터", "bounty"], // o then y: ㅓ never writes y
    ["모달", "module"], // ㅏ never writes a long u
    ["배경", "bigin"], // ㅐ writes a short a or an e, never i: 배경 (background) is no CRM's name
  ])("%s does not agree with %s", (ko, en) => expect(vowelsAgree(ko, en)).toBe(false));
  it("ㅐ still writes a and e", () => {
    expect(vowelsAgree("매니저", "manager")).toBe(true);
    expect(vowelsAgree("캐시", "cash")).toBe(true);
  });
});

describe("loanwordBase: the form Korean writes", () => {
  it.each([
    ["modals", "modal"],
    ["pointers", "pointer"],
    ["communities", "community"],
    ["caches", "cache"],
    ["branches", "branch"],
    ["tunneling", "tunnel"],
    ["running", "run"],
  ])("%s -> %s", (w, base) => expect(loanwordBase(w)).toBe(base));
  it.each(["modal", "status", "access", "string", "something", "ios"])("%s has none", (w) => expect(loanwordBase(w)).toBeNull());
});

describe("loanwordSyllables: ㅡ with a final other than ㄹ is a native ending", () => {
  it("가는데 and 하는데 are not loanwords; 구글 and 스크립트 may be", () => {
    expect(loanwordSyllables("가는데")).toBe(false);
    expect(loanwordSyllables("하는데")).toBe(false);
    expect(loanwordSyllables("구글")).toBe(true);
    expect(loanwordSyllables("스크립트")).toBe(true);
  });
  it("a tense stop (ㄲ ㄸ ㅃ) is never a loanword's: 바깥 and 빨리 are native words", () => {
    expect(loanwordSyllables("바깥")).toBe(false);
    expect(loanwordSyllables("빨리")).toBe(false);
    expect(loanwordSyllables("버그")).toBe(true);
  });
});

const skill = (name: string, description: string) =>
  parseEntry(`${name}/SKILL.md`, `---\nname: ${name}\ndescription: "${description}"\n---\n# ${name}\n`)!;

// descriptions as a real catalog writes them: plurals, -ing forms, words Korean writes with a diphthong
const entries = [
  skill("app-router", "Navigation for a mobile app: stacks, modals, sheets and headers."),
  skill("native-module", "Write a native module in Swift or Kotlin and expose it to JavaScript."),
  skill("cloud-simulator", "Run an app on a remote iOS simulator when you have no Mac."),
  skill("motion", "Build animations that feel right: springs, gestures, timing."),
  skill("modern-cxx", "Move old C++ toward modern idioms: raw pointers to smart pointers, printf to format."),
  skill("bug-bounty", "Write a bounty report for a vulnerability you found."),
  skill("jump-host", "Reach a private database through SSH tunneling and a jump host."),
  skill("web-tests", "Drive a real browser in end-to-end tests."),
  skill("mock-objects", "Fake an interface in unit tests and verify the calls it received."),
  skill("dataframes", "Fast dataframes with Polars for files larger than memory."),
  skill("click-counter", "A counter of clicks for a landing page."),
];
const vocab = learnVocabulary(entries);

describe("transliterate: Korean requests on an English-only catalog", () => {
  it.each([
    ["모달", "modal"], // "modals" only: the base form, and 모달 is no module
    ["포인터", "pointer"], // "pointers" only; bounty shares the shape, not the vowels
    ["터널", "tunnel"], // "tunneling" only
    ["시뮬레이터가", "simulator"], // 레이 is one vowel; the particle 가 dropped
    ["애니메이션이", "animation"],
    ["브라우저로", "browser"], // 라우 is one vowel
    ["인터페이스", "interface"],
  ])("%s reads as %s", (ko, en) => expect(transliterate(vocab, ko)).toBe(en));
  it.each([
    ["보라", "polars' base form is read only as Korean hears it, 'pola', and two consonants are too few"],
    ["부릴", "'polar' written with its r is no base form to read"],
    ["가는데", "는 is an ending, not a loanword's syllable: not counter"],
  ])("%s reads as nothing (%s)", (ko) => expect(transliterate(vocab, ko)).toBeNull());
});
