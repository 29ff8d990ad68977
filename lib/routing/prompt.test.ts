import { describe, expect, it } from "vitest";
import type { Event } from "../model";
import { isUserPrompt, previousPrompt, promptOf, skillAfter, typedPrompt } from "./prompt";

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
    expect(typedPrompt("<command-message>review-pr is running…</command-message>\n<command-name>/review-pr</command-name>")).toBe(
      "/review-pr",
    );
    expect(
      typedPrompt(
        "<command-name>/compact</command-name>\n<command-message>compact</command-message>\n<command-args>keep the plan</command-args>",
      ),
    ).toBe("/compact keep the plan");
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

describe("skillAfter", () => {
  it("reads, from a real session, the skill the agent used after each prompt, up to the next prompt", async () => {
    const fs = await import("node:fs");
    const path = await import("node:path");
    const { ingest } = await import("../transcripts");
    const events = ingest(fs.readFileSync(path.resolve(__dirname, "../../fixtures/sessions/skills.jsonl"), "utf8"), "skills.jsonl").events;
    const prompts = events.map((e, i) => ({ i, p: promptOf(e) })).filter((x) => x.p !== null);
    const used = prompts.map(({ i }) => skillAfter(events, i));
    // every skill the session invoked with the Skill tool is found after exactly one prompt
    const invoked = events.filter((e) => e.skill?.phase === "tool_use").map((e) => e.skill!.name);
    expect(invoked.length).toBeGreaterThan(0);
    for (const name of invoked) expect(used).toContain(name);
    expect(used[0]).toBe("pdf-forms");
  });

  it("stops at the next prompt: a skill used after it belongs to it", () => {
    const events: Event[] = [
      ev(0, "user", "first"),
      ev(1, "assistant", "ok", { role: "assistant", recordType: "assistant" }),
      ev(2, "user", "second"),
      ev(3, "assistant", "", { role: "assistant", recordType: "assistant", skill: { name: "code-review", phase: "tool_use" } }),
    ];
    expect(skillAfter(events, 0)).toBeNull();
    expect(skillAfter(events, 2)).toBe("code-review");
  });
});
