// The size report on sources written here: each function's lines counted by hand.
import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain .mjs script, no declarations
import { functionsOf, LIMITS } from "./code-size.mjs";

describe("code size", () => {
  it("finds declarations, arrows, methods and memo-wrapped components, with their lines", () => {
    const src = [
      "export function a() {", // 1
      "  const b = () => {", // 2
      "    return 1;", // 3
      "  };", // 4
      "  return b();", // 5
      "}", // 6
      "class C {", // 7
      "  m() { return 2; }", // 8
      "}", // 9
      "export const D = memo(function () {", // 10
      "  return null;", // 11
      "});", // 12
    ].join("\n");
    const r = functionsOf("x.tsx", src);
    const by = Object.fromEntries(r.functions.map((f: { name: string; lines: number }) => [f.name, f.lines]));
    expect(by).toEqual({ a: 6, b: 3, m: 1, D: 3 });
    expect(r.lines).toBe(12);
  });

  it("holds the limits the guide states", () => {
    expect(LIMITS).toEqual({ engineFunction: 100, componentFunction: 200, file: 500 });
  });
});
