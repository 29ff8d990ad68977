import { describe, expect, it } from "vitest";
import { ABOUT_AN_EARLIER_OUTPUT } from "./workspace-things";

describe("ABOUT_AN_EARLIER_OUTPUT", () => {
  it("a question about what an earlier output of the session said", () => {
    expect(ABOUT_AN_EARLIER_OUTPUT.test("how many hosts did the last nmap scan output list?")).toBe(true);
    expect(ABOUT_AN_EARLIER_OUTPUT.test("which checks failed in the previous test results?")).toBe(true);
    expect(ABOUT_AN_EARLIER_OUTPUT.test("what were the previous results?")).toBe(true);
    expect(ABOUT_AN_EARLIER_OUTPUT.test("방금 빌드 결과 경고 몇 개야?")).toBe(true);
    expect(ABOUT_AN_EARLIER_OUTPUT.test("아까 결과에 실패 몇 개 있었어?")).toBe(true);
  });

  it("results of what the session does not run are the world's, a jobs or data question", () => {
    expect(ABOUT_AN_EARLIER_OUTPUT.test("which region led the previous quarter results?")).toBe(false);
    expect(ABOUT_AN_EARLIER_OUTPUT.test("how many signups came from the last webinar results?")).toBe(false);
    expect(ABOUT_AN_EARLIER_OUTPUT.test("이전 분기 결과 매출 얼마였어?")).toBe(false);
    expect(ABOUT_AN_EARLIER_OUTPUT.test("직전 캠페인 결과 전환율 몇 퍼센트야?")).toBe(false);
  });
});
