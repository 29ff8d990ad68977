import { describe, expect, it } from "vitest";
import { describeChoice, settingWord } from "./labels";

describe("compare labels", () => {
  it("names a setting by its label, not the engine's field name", () => {
    expect(settingWord("autoCompactEnabled")).toBe("Auto-compact");
    expect(settingWord("window")).toBe("Context window");
  });
  it("describes a choice in the user's words", () => {
    expect(describeChoice({ preset: "seed", overrides: { window: 1_000_000, autoCompactEnabled: false } })).toBe(
      "design notes, window 1M, Auto-compact off",
    );
  });
});
