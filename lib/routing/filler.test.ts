import { describe, expect, it } from "vitest";
import { isFiller } from "./filler";

describe("filler: how the user talks, not what the job is", () => {
  it("adverbs in -ly, request verbs and stop words are filler", () => {
    for (const w of ["mostly", "quickly", "만들어줘", "정리해줘", "알려주세요", "please", "좀", "30", "두", "개"])
      expect(isFiller(w), w).toBe(true);
  });
  it("topic words, including -ly nouns and verbs, are not", () => {
    for (const w of ["backtest", "reply", "apply", "daily", "family", "뉴스", "도커", "drawdown", "ci", "s3"])
      expect(isFiller(w), w).toBe(false);
  });
});
