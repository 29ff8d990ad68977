import { describe, expect, it } from "vitest";
import { listsSessions } from "./sessions-client";

const f = (name: string) => new File(["{}"], name);

describe("which picks go to the sessions list", () => {
  it("a session with its own subagent files opens in the inspector", () => {
    expect(listsSessions([f("s1.jsonl"), f("agent-a1.jsonl"), f("agent-a2.jsonl")])).toBe(false);
    expect(listsSessions([f("s1.jsonl")])).toBe(false);
  });
  it("two sessions, or any folder holding a .jsonl, are listed", () => {
    expect(listsSessions([f("s1.jsonl"), f("s2.jsonl"), f("agent-a1.jsonl")])).toBe(true);
    expect(listsSessions([f("s1.jsonl")], ["p/-home-x/s1.jsonl"])).toBe(true);
    expect(listsSessions([f("notes.txt")], ["p/notes.txt"])).toBe(false);
  });
});
