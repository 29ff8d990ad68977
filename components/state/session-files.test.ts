// Which picked or dropped file is the session shown, which are its subagents, which the /context
// report and which the other sessions of the fidelity report. Expectations follow the rules in
// session-files.ts comments: loose agent files all belong to the one session; from a folder only
// the main session's own folder does.
import { describe, expect, it } from "vitest";
import { inputsOfFiles, type ReadFile } from "./session-files";

const REPORT = [
  "> /context",
  "      Context Usage",
  "     ⛁ ⛀ ⛁   claude-sonnet-4-5-20250929 · 68k/200k tokens (34%)",
  "     ⛁ System prompt: 3.1k tokens (1.6%)",
  "     ⛁ System tools: 12.4k tokens (6.2%)",
  "     ⛁ Messages: 44.0k tokens (22.0%)",
  "     ⛶ Free space: 87k (43.5%)",
].join("\n");

const file = (path: string, text = "{}"): ReadFile => ({ name: path.split("/").pop()!, path, text });
const roles = (r: ReturnType<typeof inputsOfFiles>) => r.inputs.map((i) => `${i.role}:${i.name}`);

describe("inputsOfFiles", () => {
  it("loose files: one session, every agent file its subagent, the /context report beside it", () => {
    const r = inputsOfFiles([file("s.jsonl"), file("agent-a1.jsonl"), file("ctx.txt", REPORT)], false);
    expect(r.main.name).toBe("s.jsonl");
    expect(roles(r)).toEqual(["main:s.jsonl", "subagent:agent-a1.jsonl", "context:ctx.txt"]);
    expect(r.notice).toBeNull();
  });

  it("a folder: only the main session's own subagents; the other sessions go to the fidelity report", () => {
    const r = inputsOfFiles(
      [file("p/a.jsonl"), file("p/a/subagents/agent-1.jsonl"), file("p/b.jsonl"), file("p/b/subagents/agent-2.jsonl")],
      true,
    );
    expect(roles(r)).toEqual(["main:a.jsonl", "subagent:agent-1.jsonl", "session:p/b.jsonl"]);
    expect(r.notice).toBe("2 sessions loaded: a.jsonl is shown; the fidelity report beside the meter covers all of them.");
  });

  it("a lone /context report is the session itself", () => {
    const r = inputsOfFiles([file("ctx.txt", REPORT)], false);
    expect(roles(r)).toEqual(["main:ctx.txt"]);
  });
});
