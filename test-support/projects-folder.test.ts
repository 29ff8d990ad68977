import { describe, expect, it } from "vitest";
import { makeProjectsFolder } from "./projects-folder";

// The generated folder tells one story: a boundary's preTokens is the count Claude Code's check
// made (rules.md#check-count: the last response's usage plus chars/4 of what was written after it),
// the compaction follows the first request over 2.1.120's auto-compact line (167,000,
// rules.md#thresholds), and a session's peak is its largest recorded usage. Read from the JSON
// lines themselves, not through the engine.
const folder = makeProjectsFolder({ sessionsPerProject: 4 });
type Line = {
  type: string;
  subtype?: string;
  compactMetadata?: { preTokens: number; postTokens: number };
  message?: { usage?: Record<string, number>; content?: unknown };
};
const total = (u: Record<string, number>) => u.input_tokens + u.cache_creation_input_tokens + u.cache_read_input_tokens + u.output_tokens;

describe("the generated projects folder", () => {
  const mains = folder.sessions.map((s) => {
    const lines = folder.files
      .find((f) => f.path === s.path)!
      .text.trim()
      .split("\n")
      .map((l) => JSON.parse(l) as Line);
    return { s, lines };
  });

  it("writes each boundary's preTokens as the usage just before it plus its tool result at chars/4, over 167,000 where the request before was under", () => {
    let boundaries = 0;
    for (const { s, lines } of mains) {
      const at = lines.findIndex((l) => l.subtype === "compact_boundary");
      expect(at >= 0).toBe(s.compactions.length > 0);
      if (at < 0) continue;
      boundaries++;
      const before = lines.slice(0, at);
      const usages = before.filter((l) => l.message?.usage).map((l) => total(l.message!.usage!));
      const last = usages[usages.length - 1];
      // after the last response: its tool result, 400 characters of filler (100 at chars/4)
      const result = before[before.length - 1].message!.content as { content: string }[];
      expect(result[0].content.length).toBe(400);
      expect(lines[at].compactMetadata!.preTokens).toBe(last + 100);
      expect(last).toBeGreaterThanOrEqual(167_000);
      expect(usages[usages.length - 2] + 100).toBeLessThan(167_000);
      // what the list's peak is: no request of the session recorded more
      expect(s.peak).toBe(Math.max(...lines.filter((l) => l.message?.usage).map((l) => total(l.message!.usage!))));
      expect(s.peak).toBe(last);
    }
    // sessions 0, 2 and 3 of each of three projects
    expect(boundaries).toBe(9);
  });

  it("carries each request's growth in the text before it: the response's output and what was written after it at chars/4", () => {
    let steps = 0;
    for (const { lines } of mains) {
      let prev: number | null = null;
      let appended = 0;
      for (const l of lines) {
        if (l.subtype === "compact_boundary") break;
        const u = l.message?.usage;
        if (u) {
          // the response's own output (100) is part of its total, and of the next request's input
          if (prev !== null) expect(total(u) - prev, `${l.type} after ${prev}`).toBe(Math.ceil(appended / 4) + 100);
          if (prev !== null) steps++;
          prev = total(u);
          appended = 0;
        } else if (Array.isArray(l.message?.content)) {
          for (const b of l.message!.content as { type: string; content?: string; text?: string }[])
            appended += (b.type === "tool_result" ? b.content : b.text)?.length ?? 0;
        }
      }
    }
    // three rounds a session, and the Skill call before them in the four sessions that invoke it (k = 0, 3)
    expect(steps).toBe(12 * 2 + 6);
  });
});
