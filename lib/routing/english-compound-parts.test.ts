import { describe, expect, it } from "vitest";
import { englishCompoundTerms, englishSplit } from "./english-compound-parts";
import { stemEn } from "./english-stem";

// an index of a small catalog's description terms, written by hand (stems as the analyser makes them)
const index = new Set(["code", "base", "map", "docker", "file", "user", "name", "deploy"]);
const known = (t: string) => index.has(t);
const df = (t: string) => (index.has(t) ? 1 : 0);

describe("englishSplit", () => {
  it("reads a word the index lacks as the two index words it is made of", () => {
    expect(englishSplit("codebase", known, stemEn)).toEqual(["code", "base"]);
    expect(englishSplit("dockerfile", known, stemEn)).toEqual(["docker", "file"]);
    // a plural ends the compound, so the second part is stemmed
    expect(englishSplit("codebases", known, stemEn)).toEqual(["code", "base"]);
    expect(englishSplit("usernames", known, stemEn)).toEqual(["user", "name"]);
  });

  it("leaves a word with no split into two known parts of three letters or more", () => {
    expect(englishSplit("database", known, stemEn)).toBeNull(); // "data" is not in this index
    expect(englishSplit("codes", known, stemEn)).toBeNull(); // too short to hold two parts
    expect(englishSplit("k8sbase", known, stemEn)).toBeNull(); // not letters only
    expect(englishSplit("redeploy", known, stemEn)).toBeNull(); // "re" is a prefix, not a part
  });
});

describe("englishCompoundTerms", () => {
  it("splits only an English word the index lacks", () => {
    const ws = [
      { text: "map", term: "map", hangul: false },
      { text: "codebase", term: "codebas", hangul: false },
      { text: "deploy", term: "deploy", hangul: false },
      { text: "코드베이스", term: null, hangul: true },
    ];
    expect(englishCompoundTerms(ws, df, stemEn)).toEqual([
      { term: "code", from: "codebase" },
      { term: "base", from: "codebase" },
    ]);
  });

  it("adds nothing when every word is in the index", () => {
    const ws = [{ text: "docker", term: "docker", hangul: false }];
    expect(englishCompoundTerms(ws, df, stemEn)).toEqual([]);
  });
});
