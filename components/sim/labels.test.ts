import { describe, expect, it } from "vitest";
import type { Calibration } from "@/lib/tokens/calibrate";
import { madeByText, recordedMatchText, simEstimate } from "./labels";

const f = (x: number) => x.toLocaleString("en-US");

describe("recordedMatchText", () => {
  it("says steps and tokens in words, with the estimator on the token count", () => {
    const r = recordedMatchText({ compaction: 0, stepDiff: -3, tokenDiff: -57 }, "chars/4", f);
    expect(r.text).toBe("#1 −3 steps −57 tokens (chars/4)");
    expect(r.text).not.toMatch(/\bst\b|\btok\b/);
    expect(r.title).toContain("chars/4");
  });

  it("leaves the token part out when the file recorded no count, and says one step in the singular", () => {
    expect(recordedMatchText({ compaction: 2, stepDiff: 1, tokenDiff: null }, "o200k", f).text).toBe("#3 +1 step");
  });
});

describe("madeByText", () => {
  it("names the estimator on every estimate, and says when the session's calibration scaled it", () => {
    expect(madeByText("recorded usage", "o200k")).toBe("recorded usage");
    expect(madeByText("estimate", "o200k")).toBe("estimate, o200k");
    // a calibrated count is not the plain estimator's: it says so beside the estimator's name
    expect(madeByText("calibrated estimate", "o200k")).toBe("estimate, o200k, calibrated");
    expect(madeByText("estimate + recorded drift", "chars/4")).toBe("estimate, chars/4, plus recorded drift");
  });
});

describe("simEstimate", () => {
  it("is the calibrated estimate once the calibration measured a delta, else the estimator's own", () => {
    const cal = (pairs: number) => ({ calibration: { pairs } as Calibration });
    expect(simEstimate(cal(3))).toBe("calibrated estimate");
    // no measured delta: the ratio is 1 and the meter says "estimate" (step-series.ts), so does this
    expect(simEstimate(cal(0))).toBe("estimate");
    expect(simEstimate({ calibration: null })).toBe("estimate");
  });
});
