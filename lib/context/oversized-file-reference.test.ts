// rules.md#reattachment-files: a file over the per-file budget comes back as its name only.
import { describe, expect, it } from "vitest";
import { fileComesBack } from "./oversized-file-reference";

describe("a re-attached file over the per-file budget is named, not cut", () => {
  it("within the budget it comes back whole", () => {
    expect(fileComesBack(3_000, 5_000, 4)).toEqual({ tokens: 3_000, named: false });
  });
  it("exactly at the budget it still comes back whole", () => {
    expect(fileComesBack(5_000, 5_000, 4)).toEqual({ tokens: 5_000, named: false });
  });
  it("one token over: only its name, never the first 5,000 tokens", () => {
    expect(fileComesBack(5_001, 5_000, 4)).toEqual({ tokens: 4, named: true });
  });
  it("a 70,000-token file costs its name's size", () => {
    expect(fileComesBack(70_000, 5_000, 2)).toEqual({ tokens: 2, named: true });
  });
});
