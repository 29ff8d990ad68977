import { describe, expect, it } from "vitest";
import { FirstPrompt } from "./local-command";

// The rule (rules.md#transcripts-folder): the first prompt that is not a command Claude Code ran
// itself; a session of such commands alone shows its first. Expected words written by hand.
describe("FirstPrompt", () => {
  it("skips prompts marked local before (their caveat) or after (their output), and holds two at most", () => {
    const f = new FirstPrompt();
    for (let k = 0; k < 1_000; k++) {
      f.add({ words: `/clear ${k}`, local: true });
      expect(f.held).toBeLessThanOrEqual(2);
    }
    f.add({ words: "/model opus", local: false });
    f.lastWasLocal();
    expect(f.words).toBe("/clear 0");
    f.add({ words: "Fix the cache.", local: false });
    expect(f.words).toBe("Fix the cache.");
    expect(f.done).toBe(false);
    // the next prompt settles it: nothing later changes the answer, and nothing is held
    f.add({ words: "And the router.", local: false });
    f.lastWasLocal();
    expect(f.done).toBe(true);
    expect(f.held).toBe(0);
    expect(f.words).toBe("Fix the cache.");
  });

  it("a session of local commands alone shows its first; a session without prompts none", () => {
    const f = new FirstPrompt();
    f.add({ words: "/login", local: false });
    f.lastWasLocal();
    f.add({ words: "/logout", local: true });
    expect(f.words).toBe("/login");
    expect(new FirstPrompt().words).toBeNull();
  });
});
