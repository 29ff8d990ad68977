import { describe, expect, it } from "vitest";
import { fitGrowthRatios, SHRINK } from "./growth-fit";

describe("fitGrowthRatios", () => {
  it("is the prior for every kind without a measurement", () => {
    expect(fitGrowthRatios([], 1.25, 3)).toEqual([1.25, 1.25, 1.25]);
  });

  it("fits each kind from its own deltas, shrunk toward the prior, and leaves a kind never seen at the prior", () => {
    // Worked by hand: lambda = SHRINK * mean((10)^2, (20)^2) = 3 * 250 = 750.
    // kind 0: (10*10 + 750*1) / (10^2 + 750) = 850 / 850 = 1
    // kind 1: (20*40 + 750*1) / (20^2 + 750) = 1550 / 1150 = 31/23
    // kind 2: no evidence, so lambda*1 / lambda = 1
    expect(SHRINK).toBe(3);
    const r = fitGrowthRatios(
      [
        { real: 10, byKind: [10, 0, 0] },
        { real: 40, byKind: [0, 20, 0] },
      ],
      1,
      3,
    );
    expect(r[0]).toBeCloseTo(1, 10);
    expect(r[1]).toBeCloseTo(31 / 23, 10);
    expect(r[2]).toBe(1);
  });

  it("learns from mixed deltas: two kinds in both rows are told apart", () => {
    // row1: x = [10, 10], real 40; row2: x = [5, 15], real 50. lambda = 3 * (400 + 400) / 2 = 1200.
    // A = [[100+25+1200, 100+75], [100+75, 100+225+1200]] = [[1325, 175], [175, 1525]]
    // b = [400+250+2400, 400+750+2400] = [3050, 3550]
    // r0 = (3050*1525 - 175*3550) / (1325*1525 - 175^2) = 4030000 / 1990000 = 403/199
    // r1 = (1325*3550 - 175*3050) / 1990000 = 4170000 / 1990000 = 417/199
    const r = fitGrowthRatios(
      [
        { real: 40, byKind: [10, 10] },
        { real: 50, byKind: [5, 15] },
      ],
      2,
      2,
    );
    expect(r[0]).toBeCloseTo(403 / 199, 8);
    expect(r[1]).toBeCloseTo(417 / 199, 8);
  });

  it("never gives a kind a negative ratio", () => {
    // prior 0; lambda = 3 * (10^2 + 20^2) / 2 = 750. Unconstrained the second kind would be
    // slightly negative; held at 0, the first is 100 / (100 + 100 + 750) = 2/19.
    const r = fitGrowthRatios(
      [
        { real: 10, byKind: [10, 0] },
        { real: 0, byKind: [10, 10] },
      ],
      0,
      2,
    );
    expect(r[1]).toBe(0);
    expect(r[0]).toBeCloseTo(2 / 19, 10);
  });
});
