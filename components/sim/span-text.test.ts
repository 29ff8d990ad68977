import { describe, expect, it } from "vitest";
import { spanText } from "./span-text";

describe("spanText", () => {
  const span = { items: 3, tokens: 12_400, firstEvent: 4, lastEvent: 9 };

  it("says the span's items, tokens and steps (1-based)", () => {
    expect(spanText(span)).toBe("3 items, 12,400 tokens · steps 5–10");
  });

  it("names the estimator right after the token count when told which made it", () => {
    expect(spanText(span, "estimate, cl100k")).toBe("3 items, 12,400 tokens (estimate, cl100k) · steps 5–10");
  });

  it("an empty span is 'none', with no count to label", () => {
    expect(spanText({ items: 0, tokens: 0, firstEvent: -1, lastEvent: -1 }, "estimate, cl100k")).toBe("none");
  });
});
