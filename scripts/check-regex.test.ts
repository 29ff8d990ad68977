// The CI regex check must be able to fail: it flags the shapes that backtrack and passes linear ones.
import path from "node:path";
import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain .mjs script without type declarations
import { checkPattern, regexesIn } from "./check-regex.mjs";

describe("check-regex", () => {
  it("flags nested quantifiers and quantifiers that trade characters", () => {
    expect(checkPattern("(a+)+$", "")).toEqual([expect.stringMatching(/nested quantifier a\+ inside \(a\+\)\+ \(exponential\)/)]);
    expect(checkPattern("<x>\\s*([^<]*?)\\s*<\\/x>", "").length).toBeGreaterThan(0);
    expect(checkPattern("(?:\\w|\\d)+$", "").length).toBeGreaterThan(0); // overlapping alternatives under a quantifier
    expect(checkPattern("^\\s*(\\d+)\\s*([kKmM]?)\\s*$", "").length).toBeGreaterThan(0);
  });
  it("passes linear patterns", () => {
    for (const p of ["<x>([^<]*)<\\/x>", "^(\\d+(?:\\.\\d+)?)\\s*([kKmM]?)$", "[,\\s]+", "^[a-z0-9]+(-[a-z0-9]+)*$"])
      expect(checkPattern(p, "")).toEqual([]);
  });
  it("finds literals and RegExp() calls, not patterns inside strings or comments", () => {
    const src = 'const a = /x+y/g;\n// const b = /(a+)+/;\nconst c = "/(a+)+/";\nconst d = new RegExp("z*", "i");\n';
    expect(regexesIn(path.join("lib", "x.ts"), src).map((r: { source: string; flags: string }) => `${r.source}/${r.flags}`)).toEqual([
      "x+y/g",
      "z*/i",
    ]);
  });
});
