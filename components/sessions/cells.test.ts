import { describe, expect, it } from "vitest";
import { modelText, splitPath } from "./cells";

describe("splitPath", () => {
  it("splits a path before its last folder", () => {
    expect(splitPath("/home/dev/shop.front")).toEqual(["/home/dev", "/shop.front"]);
    expect(splitPath("C:\\Users\\me\\ledger-api")).toEqual(["C:\\Users\\me", "\\ledger-api"]);
  });

  it("keeps a trailing separator with the last folder", () => {
    expect(splitPath("/home/dev/notes/")).toEqual(["/home/dev", "/notes/"]);
  });

  it("leaves a name with no folder before its last whole, as the last part", () => {
    expect(splitPath("/srv")).toEqual(["", "/srv"]);
    expect(splitPath("-home-dev-ledger-api")).toEqual(["", "-home-dev-ledger-api"]);
    expect(splitPath("(no project folder)")).toEqual(["", "(no project folder)"]);
  });
});

describe("modelText", () => {
  it("names each model short, joined with +, without the release date", () => {
    expect(modelText(["claude-haiku-4-5-20251001", "claude-sonnet-4-5"])).toBe("haiku-4-5 + sonnet-4-5");
    expect(modelText([])).toBe("–");
  });
});
