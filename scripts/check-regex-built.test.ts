// The CI check of the regexes the engine builds at run time must be able to fail: it records what the
// RegExp constructor builds (not literals), names where, and flags a super-linear pattern unless the
// line above its constructor says its input is bounded.
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { findingsOf, recordBuiltRegexes } from "./check-regex-built";

const here = fs.readFileSync(__filename, "utf8").split("\n");
/** the 1-based line of this file that holds `marker` */
const lineOf = (marker: string) => here.findIndex((l) => l.includes(marker) && !l.includes("lineOf(")) + 1;

describe("recordBuiltRegexes", () => {
  it("records a pattern built with new RegExp or RegExp(), with its file and line, and no literal", async () => {
    const parts = ["\\s*", "x"];
    const built = await recordBuiltRegexes(async () => {
      /lit+eral/.test("literal");
      new RegExp(parts.join(""), "i"); // built-one
      RegExp(`^${parts[1]}+$`); // built-two
    });
    expect(built.map((b) => `${b.source}/${b.flags}`)).toEqual(["\\s*x/i", "^x+$/"]);
    expect(built.map((b) => b.at)).toEqual([
      `scripts/check-regex-built.test.ts:${lineOf("// built-one")}`,
      `scripts/check-regex-built.test.ts:${lineOf("// built-two")}`,
    ]);
  });

  it("gives RegExp back as it was, even when loading throws", async () => {
    const Original = globalThis.RegExp;
    await expect(
      recordBuiltRegexes(async () => {
        throw new Error("load failed");
      }),
    ).rejects.toThrow("load failed");
    expect(globalThis.RegExp).toBe(Original);
  });
});

describe("findingsOf", () => {
  const lines = [
    "const a = 1;",
    "// regex-bounded: a name of at most 40 characters",
    "const re = new RegExp(X);",
    "const b = new RegExp(Y);",
  ];
  const read = () => lines;

  it("flags a built pattern whose quantifiers trade characters, naming its place", () => {
    const out = findingsOf([{ source: "^\\s*\\s*x", flags: "", at: "lib/x.ts:4" }], read);
    expect(out).toEqual([expect.stringMatching(/^lib\/x\.ts:4: built \/\^\\s\*\\s\*x\/: quantifiers \\s\* and \\s\* match the same " "/)]);
  });

  it("passes a linear built pattern and checks a pattern built twice once", () => {
    expect(findingsOf([{ source: "^\\s*x", flags: "", at: "lib/x.ts:4" }], read)).toEqual([]);
    const twice = { source: "(a+)+$", flags: "", at: "lib/x.ts:4" };
    const once = findingsOf([twice], read);
    expect(once.length).toBeGreaterThan(0);
    expect(findingsOf([twice, { ...twice }], read)).toEqual(once);
  });

  it("honours a regex-bounded note on the line above the constructor call", () => {
    expect(findingsOf([{ source: "^\\s*\\s*x", flags: "", at: "lib/x.ts:3" }], read)).toEqual([]);
  });
});
