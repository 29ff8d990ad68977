import { describe, expect, it } from "vitest";
import { withArticle } from "./format";

describe("withArticle", () => {
  it("writes an before a vowel and a before a consonant, capitalised on request", () => {
    expect(withArticle("auto compaction", true)).toBe("An auto compaction");
    expect(withArticle("manual compaction", true)).toBe("A manual compaction");
    expect(withArticle("implied (a usage drop with no boundary record) auto compaction", true)).toBe(
      "An implied (a usage drop with no boundary record) auto compaction",
    );
    expect(withArticle("auto microcompaction")).toBe("an auto microcompaction");
    expect(withArticle("manual microcompaction")).toBe("a manual microcompaction");
  });
});
