import { describe, expect, it } from "vitest";
import { MAX_POINTS, roundAxis, stepPoints } from "./chart-scale";

describe("roundAxis", () => {
  it("rounds the top up to a multiple of a 1/2/2.5/5 step", () => {
    // 182,000 / 4 = 45,500 -> step 50,000 -> top 200,000
    expect(roundAxis(182_000)).toEqual({ max: 200_000, ticks: [0, 50_000, 100_000, 150_000, 200_000] });
    // in 3 parts: 182,000 / 3 = 60,667 -> step 100,000 -> top 200,000
    expect(roundAxis(182_000, { parts: 3 })).toEqual({ max: 200_000, ticks: [0, 100_000, 200_000] });
  });

  it("brings a round top above the cap down to the cap, but never below the value", () => {
    // 190,000 / 4 = 47,500 -> step 50,000 -> 200,000, above the 195,000 cap
    expect(roundAxis(190_000, { cap: 195_000 })).toEqual({ max: 195_000, ticks: [0, 50_000, 100_000, 150_000, 195_000] });
    expect(roundAxis(190_000, { cap: 180_000 }).max).toBe(200_000);
  });

  it("gives 0..1 when there is nothing to show", () => {
    expect(roundAxis(0)).toEqual({ max: 1, ticks: [0, 1] });
    expect(roundAxis(Number.NaN)).toEqual({ max: 1, ticks: [0, 1] });
  });
});

describe("stepPoints", () => {
  it("draws a single step across the axis's one-step span, 1 to 2", () => {
    expect(stepPoints([118_000], 1)).toEqual([
      { x: 1, tokens: 118_000 },
      { x: 2, tokens: 118_000 },
    ]);
  });
  it("draws every step of a short session, x being the step number from 1", () => {
    expect(stepPoints([5, 7, 9], 3)).toEqual([
      { x: 1, tokens: 5 },
      { x: 2, tokens: 7 },
      { x: 3, tokens: 9 },
    ]);
  });

  it("on a long session keeps the first, the last, each bucket's extremes and the steps asked for", () => {
    const n = MAX_POINTS * 10;
    // a flat line with one spike and one dip: bucket extremes would be the bucket's first step
    const tokens = Array.from({ length: n }, () => 100);
    tokens[12_345] = 900;
    tokens[20_001] = 1;
    const pts = stepPoints(tokens, n, [7_777, -1, n + 5]);
    const xs = pts.map((p) => p.x);
    expect(pts.length).toBeLessThanOrEqual(MAX_POINTS + 3);
    expect(xs[0]).toBe(1);
    expect(xs.at(-1)).toBe(n);
    expect(xs).toContain(12_346);
    expect(xs).toContain(20_002);
    expect(xs).toContain(7_778);
    expect(xs).toEqual([...xs].sort((a, b) => a - b));
  });
});
