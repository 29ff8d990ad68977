// Expected bounds worked out by hand from the Wilson formula
//   (p + z²/2n ± z·sqrt(p(1-p)/n + z²/4n²)) / (1 + z²/n), z = 1.96
// and checked against a table of Wilson intervals (5 of 10: 0.237-0.763; 0 of 10: 0-0.278).
import { describe, expect, it } from "vitest";
import { rateInterval } from "./rate-interval";

describe("rateInterval", () => {
  it("is the Wilson interval", () => {
    const half = rateInterval(5, 10)!;
    expect(half.lo).toBeCloseTo(0.2366, 3);
    expect(half.hi).toBeCloseTo(0.7634, 3);
    // a 25-case language slice at 0.60: the goal 0.72 is inside, 0.80 is not
    const slice = rateInterval(15, 25)!;
    expect(slice.lo).toBeCloseTo(0.4074, 3);
    expect(slice.hi).toBeCloseTo(0.766, 3);
  });
  it("stays inside [0, 1] at none and all", () => {
    expect(rateInterval(0, 10)).toEqual({ lo: 0, hi: expect.closeTo(0.2775, 3), n: 10 });
    const all = rateInterval(10, 10)!;
    expect(all.lo).toBeCloseTo(0.7225, 3);
    expect(all.hi).toBe(1);
  });
  it("narrows as cases grow", () => {
    const small = rateInterval(6, 10)!;
    const large = rateInterval(600, 1000)!;
    expect(large.hi - large.lo).toBeLessThan((small.hi - small.lo) / 5);
  });
  it("has nothing to say without cases or with impossible counts", () => {
    expect(rateInterval(0, 0)).toBeNull();
    expect(rateInterval(3, 2)).toBeNull();
    expect(rateInterval(-1, 5)).toBeNull();
  });
});
