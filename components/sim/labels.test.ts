import { describe, expect, it } from "vitest";
import { recordedMatchText } from "./labels";

const f = (x: number) => x.toLocaleString("en-US");

describe("recordedMatchText", () => {
  it("says steps and tokens in words, with the estimator on the token count", () => {
    const r = recordedMatchText({ compaction: 0, stepDiff: -3, tokenDiff: -57 }, "chars/4", f);
    expect(r.text).toBe("#1 −3 steps −57 tokens (chars/4)");
    expect(r.text).not.toMatch(/\bst\b|\btok\b/);
    expect(r.title).toContain("chars/4");
  });

  it("leaves the token part out when the file recorded no count, and says one step in the singular", () => {
    expect(recordedMatchText({ compaction: 2, stepDiff: 1, tokenDiff: null }, "o200k", f).text).toBe("#3 +1 step");
  });
});
