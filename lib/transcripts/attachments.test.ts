// Hook output is context only from the hooks whose output Claude Code adds to the model's input
// (rules.md#attachments): a prompt's and a session start's; a tool call's or a stop's is shown in
// the transcript only. Expectations by hand: 400 characters are 100 tokens under chars/4.
import { describe, expect, it } from "vitest";
import { countSession } from "../tokens/count";
import { chars4Counter } from "../tokens/estimators";
import { ingest } from "./ingest";

const output = "a".repeat(400);
const hookRecord = (hookEvent?: string) =>
  JSON.stringify({
    type: "attachment",
    uuid: "2",
    parentUuid: "1",
    sessionId: "s",
    attachment: { type: "hook_success", content: output, stdout: output, hookName: "h", ...(hookEvent ? { hookEvent } : {}) },
  });
const tokensOfHook = (hookEvent?: string): number => {
  const prompt = JSON.stringify({ type: "user", uuid: "1", sessionId: "s", message: { role: "user", content: "hi" } });
  const session = ingest([prompt, hookRecord(hookEvent)].join("\n"), "s.jsonl");
  const k = session.events.findIndex((e) => e.kind === "attachment");
  expect(session.events[k].attachment?.type).toBe("hook_success");
  return countSession(session, chars4Counter).perEvent[k];
};

describe("hook_success output", () => {
  it("a prompt's and a session start's hook output is given once (stdout repeats it)", () => {
    expect(tokensOfHook("UserPromptSubmit")).toBe(100);
    expect(tokensOfHook("SessionStart")).toBe(100);
  });
  it("a tool call's and a stop's hook output is not context", () => {
    for (const e of ["PreToolUse", "PostToolUse", "PostToolUseFailure", "Stop"]) expect(tokensOfHook(e)).toBe(0);
  });
  it("a record that names no hook event is counted, as before the rule", () => {
    expect(tokensOfHook()).toBe(100);
  });
});
