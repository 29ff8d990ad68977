import { describe, expect, it } from "vitest";
import { recordedSummarySize } from "./summary-size";

describe("the summary's size for a recording (rules.md#summary-size)", () => {
  it("takes the median recorded postTokens of the version's range, the earliest range before it", () => {
    expect(recordedSummarySize("2.1.120").tokens).toBe(9_636);
    expect(recordedSummarySize("2.1.130").tokens).toBe(10_794);
    expect(recordedSummarySize("2.1.149").tokens).toBe(10_794);
    expect(recordedSummarySize("2.1.212").tokens).toBe(9_729);
    // 2.1.9 is before 2.1.111 (numeric, not text order); no version at all: the same
    expect(recordedSummarySize("2.1.9")).toMatchObject({
      tokens: 9_636,
      source: expect.stringMatching(/no postTokens recorded before 2\.1\.111/),
    });
    expect(recordedSummarySize(undefined).tokens).toBe(9_636);
  });
});
