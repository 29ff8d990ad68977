import { describe, expect, it } from "vitest";
import { RecordedSession, usage } from "../../test-support/recorded-session";
import { summarizeText } from "./read";

const BODY = "Base directory for this skill: /home/dev/.claude/skills/notes\n\nWrite the notes.";

describe("summarizeSession", () => {
  it("reads a session's facts, its compactions' cost and the skills the recording did not put back", () => {
    const s = new RecordedSession("2.1.120")
      .prompt("Write the release notes for the invoice module.")
      .skill("t1", "notes", BODY, usage(10, 15_000, 0, 50))
      .tool("t2", "Read", { file_path: "/w/src/invoice.ts" }, "export const a = 1;", usage(5, 1_000, 15_060, 20))
      .boundary("auto", 168_000, 9_500)
      .summary("Notes written.")
      .attachment({ type: "compact_file_reference", filename: "/w/src/invoice.ts", displayPath: "invoice.ts" })
      .prompt("Now the tests.")
      .text("On it.", usage(5, 2_000, 9_000, 30));
    const sum = summarizeText(s.toString(), "-w/abc.jsonl");
    expect(sum.version).toBe("2.1.120");
    expect(sum.model).toBe("claude-sonnet-4-5");
    expect(sum.firstPrompt).toBe("Write the release notes for the invoice module.");
    expect(sum.title).toBeNull();
    expect(sum.sessionId).toBe("s");
    expect(sum.subagent).toBeNull();
    // usage totals by hand: 10+15,000+0+50 = 15,060; 5+1,000+15,060+20 = 16,085; 5+2,000+9,000+30 = 11,035
    expect(sum.peak).toBe(16_085);
    expect(sum.window).toBe(200_000);
    // cc-2.1.88 at 200k: E = 200,000 - 20,000 = 180,000; A = 167,000; warning 147,000
    expect(sum.autoCompactAt).toBe(167_000);
    expect(sum.warningAt).toBe(147_000);
    expect(sum.compactions).toEqual([
      { trigger: "auto", pre: 168_000, post: 9_500, timestamp: "2026-05-01T10:00:00Z", skillsBack: [], skillsNotBack: ["notes"] },
    ]);
    expect(sum.skills).toEqual(["notes"]);
    expect(sum.skillsNotBack).toEqual(["notes"]);
    expect(sum.tools.sort()).toEqual(["Read", "Skill"]);
    expect(sum.files).toContain("/w/src/invoice.ts");
    expect(sum.prompts).toContain("Now the tests.");
    expect(sum.estimateError?.points).toBeGreaterThan(0);
  });

  it("says nothing about skills when the recording wrote no account after the boundary", () => {
    const s = new RecordedSession("2.0.50")
      .prompt("Start.")
      .skill("t1", "notes", BODY, usage(10, 15_000, 0, 50))
      .boundary("manual", 40_000)
      .summary("Short.")
      .prompt("Go on.")
      .text("Yes.", usage(5, 100, 9_000, 5));
    const sum = summarizeText(s.toString(), "p/x.jsonl");
    expect(sum.compactions).toHaveLength(1);
    expect(sum.compactions[0]).toMatchObject({ trigger: "manual", pre: 40_000, post: null, skillsBack: null, skillsNotBack: [] });
    expect(sum.skillsNotBack).toEqual([]);
  });

  it("takes the ai-title over the first prompt, a /command by its name, and knows a subagent file", () => {
    const lines = [
      JSON.stringify({
        type: "user",
        uuid: "a",
        sessionId: "S",
        isSidechain: true,
        agentId: "q1",
        message: { role: "user", content: "<command-name>/review</command-name>\n<command-args>src</command-args>" },
      }),
      JSON.stringify({ type: "ai-title", aiTitle: "Reviewing the source", sessionId: "S" }),
    ];
    const sum = summarizeText(lines.join("\n") + "\n", "proj/S/subagents/agent-q1.jsonl");
    expect(sum.title).toBe("Reviewing the source");
    expect(sum.firstPrompt).toBe("/review src");
    expect(sum.subagent).toEqual({ agentId: "q1" });
    expect(sum.sessionId).toBe("S");
    expect(sum.peak).toBe(0);
    expect(sum.estimateError).toBeNull();
  });

  it("keeps a damaged line as a problem and still summarises the rest", () => {
    const text = new RecordedSession().prompt("Hello there.").toString() + "{not json\n";
    const sum = summarizeText(text, "x.jsonl");
    expect(sum.problems).toBe(1);
    expect(sum.firstPrompt).toBe("Hello there.");
  });
});
