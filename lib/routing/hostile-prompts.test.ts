// A pasted prompt has no length limit: a long run of spaces, underscores or Hangul, or thousands of
// "a_ " words, in or after a real request, must leave triage's decision as it is for the short request
// (no timing here: the speed of routing is `npm run bench`'s). Each shape is one that a rule read in
// time the square of its length before its regex was mended (the regex checks, scripts/check-regex*).
import { describe, expect, it } from "vitest";
import { triage } from "./triage";

const decision = (prompt: string) => {
  const r = triage({ prompt, topScore: 10, scoreMin: 6, strongRatio: 2, nameOverlap: [], nameSources: [] });
  return { verdict: r.verdict, ambiguous: r.ambiguous, signals: r.signals.map((s) => `${s.side}: ${s.label}`) };
};

const spaces = " ".repeat(20_000);
const quick = { verdict: "native", ambiguous: false, signals: ["native: quick question", "skill: matches a skill"] };

describe("triage of hostile prompts", () => {
  it("a run of spaces inside or after a request changes nothing", () => {
    // the hang: oneSentence's trailing-marks regex retried every space of the run
    expect(decision("이 함수 뭐야")).toEqual(quick);
    expect(decision(`이 함수 ${spaces}뭐야`)).toEqual(quick);
    // a Korean question's ending, then spaces before (or instead of) its mark
    for (const q of ["테스트 파일 있나요", "러스트 배워야 할까요"]) {
      expect(decision(`${q}?`)).toEqual(quick);
      expect(decision(`${q}${spaces}?`)).toEqual(quick);
      expect(decision(`${q}${spaces}`)).toEqual(quick);
    }
    // code pasted after a colon, far after it
    const explain = { verdict: "native", ambiguous: false, signals: ["native: explain only", "skill: matches a skill"] };
    expect(decision("explain this: arr.flatMap(x => x.tags)")).toEqual(explain);
    expect(decision(`explain this:${spaces}arr.flatMap(x => x.tags)`)).toEqual(explain);
    for (const p of ["git status", "what does this regex match", "add a comment to fetch_data"])
      expect(decision(p + spaces)).toEqual(decision(p));
  });

  it("a snake_case name of any length is a piece of code in hand", () => {
    const long = "a_".repeat(5_000) + "b";
    expect(decision("what does this fetch_data return")).toEqual(quick);
    expect(decision(`what does this ${long} return`)).toEqual(quick);
    expect(decision(`what does this ${long} return${spaces}`)).toEqual(quick);
    const edit = { verdict: "native", ambiguous: false, signals: ["native: small edit", "skill: matches a skill"] };
    expect(decision("add a comment to fetch_data")).toEqual(edit);
    expect(decision(`add a comment to ${long}`)).toEqual(edit);
  });

  it("a run of underscores or Hangul after a command leaves the command", () => {
    const git = decision("git status");
    expect(git).toEqual({
      verdict: "native",
      ambiguous: false,
      signals: ["native: git operation", "native: run a command", "skill: matches a skill"],
    });
    expect(decision(`git status ${"_".repeat(5_000)}`)).toEqual(git);
    expect(decision(`git status ${"위".repeat(20_000)}`)).toEqual(git);
    // a long Hangul word inside a Korean question
    expect(decision(`이 ${"위".repeat(20_000)} 함수 뭐야`)).toEqual(quick);
  });

  it("thousands of a_ words weigh as a detailed request, as thirty do", () => {
    const detailed = decision(`git status${" a_".repeat(30)}`);
    expect(detailed.signals).toContain("skill: a detailed request");
    expect(decision(`git status${" a_".repeat(7_000)}`)).toEqual(detailed);
  });
});
