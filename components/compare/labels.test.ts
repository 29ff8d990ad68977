import { describe, expect, it } from "vitest";
import { describeChoice, settingWord, showValue } from "./labels";

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
  it("shows a setting whose value is the design notes' internal id by their name (preset, summary sections)", () => {
    expect(showValue("seed")).toBe("design notes");
    expect(showValue("cc-2.1.88")).toBe("cc-2.1.88");
    expect(describeChoice({ preset: null, overrides: { summarySections: "seed" } })).toBe(
      "the scenario's preset, Summary sections design notes",
    );
  });
});
