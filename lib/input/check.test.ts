import { describe, expect, it } from "vitest";
import { jsonTextDepth } from "./check";

// The depth guard jumps from a string's opening quote to its closing one: brackets inside strings
// never count, an escaped quote does not end the string, an escaped backslash before a quote does.
describe("jsonTextDepth", () => {
  it("counts brackets outside strings only", () => {
    expect(jsonTextDepth('{"a":[1,[2,{"b":3}]]}')).toBe(4);
    expect(jsonTextDepth('{"a":"[[[{{{"}')).toBe(1);
  });
  it("keeps reading past an escaped quote, and stops the string at a quote after an escaped backslash", () => {
    expect(jsonTextDepth('{"a":"say \\"{{{\\" ok"}')).toBe(1);
    expect(jsonTextDepth('{"a":"dir\\\\","b":[[1]]}')).toBe(3);
  });
  it("stops past the limit and returns the depth reached, and an unterminated string ends the scan", () => {
    expect(jsonTextDepth("[".repeat(500), 100)).toBe(101);
    expect(jsonTextDepth('[[{"a":"never closed [[[[')).toBe(3);
  });
});
