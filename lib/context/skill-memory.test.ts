// What Claude Code remembers of invoked skills across a resume (rules.md#skill-memory), and files
// written or edited counted as read (rules.md#reattachment-files). Worked by hand from the records.
import { describe, expect, it } from "vitest";
import { ingest } from "../transcripts";
import { RecordedSession, usage } from "../../test-support/recorded-session";
import { run } from "../../test-support/sim-scenario";
import { processStarts, skillMemoryAt } from "./skill-memory";
import { isMemoryFile } from "./reattach";

const BODY = (name: string, n: number) =>
  `Base directory for this skill: /home/dev/.claude/skills/${name}\n\n` + "Do the step.\n".repeat(n);

describe("skill memory across a resume", () => {
  // process 1 (2.1.105): triage and logs invoked, a compaction re-attaches both; then logs-tail is
  // invoked and the session ends. Process 2 (2.1.116) resumes it: triage and logs come back from the
  // attachment, logs-tail was never re-attached and is forgotten.
  const s1 = new RecordedSession("2.1.105");
  s1.prompt("Look at the crash.")
    .skill("t1", "triage", BODY("triage", 50), usage(10, 20_000, 0, 20))
    .skill("t2", "logs", BODY("logs", 80))
    .text("Found it.", usage(5, 1_000, 20_000, 10))
    .boundary("auto", 168_000, 6_000)
    .summary("Crash found.")
    .attachment({
      type: "invoked_skills",
      skills: [
        { name: "logs", path: "/home/dev/.claude/skills/logs", content: BODY("logs", 80) },
        { name: "triage", path: "/home/dev/.claude/skills/triage", content: BODY("triage", 50) },
      ],
    })
    .prompt("Tail the logs.")
    .skill("t3", "logs-tail", BODY("logs-tail", 30), usage(5, 2_000, 20_000, 10));
  const s2 = new RecordedSession("2.1.116");
  s2.prompt("Carry on.")
    .text("On it.", usage(5, 3_000, 20_000, 10))
    .boundary("auto", 168_000, 6_000)
    .summary("Carried on.");
  const session = ingest(s1.toString() + s2.toString(), "resumed.jsonl");
  const resume = session.events.findIndex((e) => e.version === "2.1.116");

  it("finds the resume where the version written changes", () => {
    expect(processStarts(session.events)).toEqual([resume]);
  });

  it("rebuilds the skills from the attachments at a resume and forgets the one never re-attached", () => {
    const m = skillMemoryAt(session, session.events.length);
    expect(m.skills.map((s) => [s.name, s.restored])).toEqual([
      ["logs", true],
      ["triage", true],
    ]);
    expect(m.forgotten.map((f) => [f.name, f.resumedAt])).toEqual([["logs-tail", resume]]);
    // before the resume all three are remembered from their body records
    expect(skillMemoryAt(session, resume).skills.map((s) => s.name)).toEqual(["triage", "logs", "logs-tail"]);
  });

  it("says why a forgotten skill is not back at the compaction after the resume", () => {
    const sim = run(session, {}, undefined, { calibrate: false });
    const last = sim.recorded[sim.recorded.length - 1];
    expect(last.ruleReattached!.skills!.skills.map((s) => s.name)).toEqual(["logs", "triage"]);
    const tail = last.agreement!.skills.find((s) => s.name === "logs-tail")!;
    expect(tail.why).toMatch(new RegExp(`resumed at step ${resume + 1}`));
  });
});

describe("files in the read-file state", () => {
  it("counts a file only written or edited, and never re-attaches a memory file", () => {
    const s = new RecordedSession();
    s.prompt("Write the notes.")
      .tool("t1", "Read", { file_path: "/p/app.ts" }, "const a = 1;\n".repeat(100), usage(10, 20_000, 0, 10))
      .tool("t2", "Write", { file_path: "/p/NOTES.md", content: "# Notes\n".repeat(50) }, "File created", usage(5, 1_000, 20_000, 10))
      .tool("t3", "Edit", { file_path: "/p/CLAUDE.md", old_string: "a", new_string: "b" }, "File updated", usage(5, 500, 21_000, 10))
      .tool("t4", "Edit", { file_path: "/p/app.ts", old_string: "1", new_string: "2" }, "File updated", usage(5, 500, 21_500, 10))
      .boundary("auto", 168_000)
      .summary("Notes written.");
    const sim = run(ingest(s.toString(), "w.jsonl"), {}, undefined, { calibrate: false });
    const files = sim.recorded[0].ruleReattached!.files;
    // most recent first: app.ts (edited last), NOTES.md (written); CLAUDE.md is read again from disk
    expect(files.attached.map((f) => f.path)).toEqual(["/p/app.ts", "/p/NOTES.md"]);
    expect(files.skipped.map((f) => [f.path, f.reason])).toEqual([["/p/CLAUDE.md", "memory-file"]]);
    expect([isMemoryFile("C:\\u\\CLAUDE.local.md"), isMemoryFile("/x/memory/MEMORY.md"), isMemoryFile("/x/CLAUDE.md.bak")]).toEqual([
      true,
      true,
      false,
    ]);
  });
});
