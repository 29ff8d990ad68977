import { describe, expect, it } from "vitest";
import type { Event } from "../model";
import { isUserPrompt, previousPrompt, promptOf, typedPrompt } from "./prompt";

const ev = (i: number, kind: Event["kind"], text: string, extra: Partial<Event> = {}): Event => ({
  i,
  kind,
  recordType: "user",
  role: "user",
  blocks: [{ type: "text", text }],
  group: 0,
  extra: {},
  ...extra,
});

describe("typedPrompt", () => {
  it("gives back a slash command and its arguments", () => {
    expect(typedPrompt("<command-message>review-pr is running…</command-message>\n<command-name>/review-pr</command-name>")).toBe("/review-pr");
    expect(typedPrompt("<command-name>/compact</command-name>\n<command-message>compact</command-message>\n<command-args>keep the plan</command-args>")).toBe(
      "/compact keep the plan",
    );
    expect(typedPrompt("<command-name>release-notes</command-name>")).toBe("/release-notes");
  });
  it("gives back a shell line with its bang", () => {
    expect(typedPrompt("<bash-input>git status</bash-input>")).toBe("!git status");
  });
  it("leaves a plain prompt as typed", () => {
    expect(typedPrompt("  코드리뷰를 해줘 \n")).toBe("코드리뷰를 해줘");
  });
});

describe("promptOf / previousPrompt", () => {
  const events = [
    ev(0, "user", "first"),
    ev(1, "assistant", "reply", { role: "assistant" }),
    ev(2, "meta", "Base directory for this skill", { isMeta: true }),
    ev(3, "tool-result", "ok"),
    ev(4, "compact-command", "<command-name>/compact</command-name>"),
    ev(5, "user", "second"),
  ];
  it("takes user prompts and /compact only", () => {
    expect(events.map(isUserPrompt)).toEqual([true, false, false, false, true, true]);
    expect(promptOf(events[4])).toBe("/compact");
    expect(promptOf(events[1])).toBeNull();
  });
  it("finds the previous turn's prompt", () => {
    expect(previousPrompt(events, 0)).toBeUndefined();
    expect(previousPrompt(events, 4)).toBe("first");
    expect(previousPrompt(events, 5)).toBe("/compact");
  });
});
