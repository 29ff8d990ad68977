// What came back after a recorded compaction (rules.md#what-came-back): the recording's own account
// read from the attachment records, the rules' beside it, and the context after the boundary.
// Every expectation is worked by hand from the rule and the sizes written here.
import { describe, expect, it } from "vitest";
import { ingest } from "../transcripts";
import { TRUNCATION_MARKER } from "../skills/reattach";
import { RecordedSession, usage } from "../../test-support/recorded-session";
import { run } from "../../test-support/sim-scenario";
import { countSession } from "../tokens/count";
import { chars4Counter } from "../tokens/estimators";
import { sessionFidelity } from "./fidelity";

const HEADER = "Base directory for this skill: /home/dev/.claude/skills/release-notes\n\n";
const fill = (unit: string, n: number) => unit.repeat(Math.ceil(n / unit.length)).slice(0, n);
// a 28,687-character body record (header included) and a 3,000-character bundled prompt with no header
const NOTES = HEADER + fill("Write one line per change, newest first, with its ticket.\n", 28_687 - HEADER.length);
const SIMPLIFY = fill("Review the changed code for reuse, quality and efficiency, then fix what you find.\n", 3_000);
const fileAttachment = (path: string, content: string) => ({
  type: "file",
  filename: path,
  content: { type: "text", file: { filePath: path, content } },
});

function session() {
  const s = new RecordedSession();
  s.prompt("Write the release notes, then tidy the code.")
    .skill("t1", "release-notes", NOTES, usage(10, 15_000, 0, 50))
    .skill("t2", "simplify", SIMPLIFY)
    .tool("t3", "Skill", { skill: "deploy" }, "Launching skill: deploy") // no body record follows
    .tool("t4", "Read", { file_path: "C:\\work\\app.ts" }, fill("const a = 1;\n", 4_000))
    .tool("t5", "Read", { file_path: "c:/work/util.ts" }, fill("export {};\n", 2_000))
    .command("effort")
    .text("Done.", usage(5, 2_000, 24_000, 20))
    .boundary("manual", 26_100, 9_000)
    .summary("The user asked for release notes and a tidy-up; both are done.")
    // a manual /compact writes its own records after the boundary, before what came back
    .command("compact")
    .prompt("<local-command-stdout>Compacted</local-command-stdout>")
    .attachment({
      type: "invoked_skills",
      skills: [
        { name: "simplify", path: "bundled:simplify", content: SIMPLIFY },
        { name: "release-notes", path: "/home/dev/.claude/skills/release-notes", content: NOTES.slice(0, 19_900) + TRUNCATION_MARKER },
      ],
    })
    .attachment(fileAttachment("c:/work/util.ts", fill("export {};\n", 2_000)))
    .attachment({ type: "compact_file_reference", filename: "C:\\work\\app.ts", displayPath: "app.ts" })
    .attachment({ type: "task_reminder", content: [], itemCount: 0 })
    .prompt("Now add a test.")
    .text("Adding it.", usage(5, 24_000, 0, 30))
    .tool("t6", "Read", { file_path: "c:/work/new.ts" }, fill("let b = 2;\n", 1_000))
    .text("Added.", usage(5, 400, 24_000, 10))
    .boundary("auto", 170_000)
    .summary("Release notes, tidy-up and a new test are done.")
    .attachment({
      type: "invoked_skills",
      skills: [
        { name: "simplify", path: "bundled:simplify", content: SIMPLIFY },
        { name: "release-notes", path: "/home/dev/.claude/skills/release-notes", content: NOTES.slice(0, 19_900) + TRUNCATION_MARKER },
      ],
    })
    .attachment(fileAttachment("c:/work/new.ts", fill("let b = 2;\n", 1_000)))
    .attachment(fileAttachment("C:\\work\\util.ts", fill("export {};\n", 2_000)))
    .prompt("Thanks.");
  return ingest(s.toString(), "s.jsonl");
}

describe("what came back after a recorded compaction", () => {
  it("reads every attachment as what it is, a bundled skill's body record and not /effort as a skill", () => {
    const ses = session();
    const atts = ses.events.filter((e) => e.kind === "attachment");
    expect(atts.map((e) => [e.attachment!.type, e.category])).toEqual([
      ["invoked_skills", "skills"],
      ["file", "toolResults"],
      ["compact_file_reference", "toolResults"],
      ["task_reminder", "other"],
      ["invoked_skills", "skills"],
      ["file", "toolResults"],
      ["file", "toolResults"],
    ]);
    // the attachment's text is what the model is given, not its JSON: two skills, two blocks
    expect(atts[0].blocks.map((b) => (b.type === "text" ? b.text.length : -1))).toEqual([3_000, 20_000]);
    expect(atts[0].attachment!.skills!.map((s) => [s.name, s.chars])).toEqual([
      ["simplify", 3_000],
      ["release-notes", 20_000],
    ]);
    // simplify has no Base directory line: its body is the meta record right after the launch
    const body = ses.events.find((e) => e.kind === "skill-body" && e.skill?.name === "simplify");
    expect(body).toBeDefined();
    expect(ses.skills.map((s) => [s.name, s.body !== undefined])).toEqual([
      ["release-notes", true],
      ["simplify", true],
      ["deploy", false],
    ]);
    expect(ses.unknownTypes).toEqual({});
  });

  it("lays the recording's account beside the rules': same skills, names, order and characters; files by one key", () => {
    const sim = run(session(), {}, undefined, { calibrate: false });
    const [first, second] = sim.recorded;
    expect(first.reattached!.written).toBe(true);
    expect(first.reattached!.skills.map((s) => [s.name, s.chars])).toEqual([
      ["simplify", 3_000],
      ["release-notes", 20_000],
    ]);
    expect(first.reattached!.files.map((f) => [f.path, f.inlined])).toEqual([
      ["c:/work/util.ts", true],
      ["C:\\work\\app.ts", false],
    ]);
    expect(first.reattached!.others.map((o) => o.type)).toEqual(["task_reminder"]);
    // the rules: most recent first; the 28,687-character record cut to 19,900 + the 100-character marker
    const rule = first.ruleReattached!.skills!.skills;
    expect(rule.map((s) => [s.name, s.status, s.chars, s.cutAt ?? null])).toEqual([
      ["simplify", "kept", 3_000, null],
      ["release-notes", "truncated", 20_000, 19_900],
    ]);
    expect(first.ruleReattached!.files.attached.map((f) => f.path)).toEqual(["c:/work/util.ts", "C:\\work\\app.ts"]);
    const a = first.agreement!;
    expect(a.skillsEqual).toBe(true);
    expect(a.skills.map((s) => [s.name, s.mark])).toEqual([
      ["simplify", "same"],
      ["release-notes", "same"],
      ["deploy", "same"],
    ]);
    expect(a.skills[2].why).toMatch(/no body recorded/);
    expect(a.skills[1].why).toBe("cut at character 19,900 of 28,687, in both");
    expect(a.files.map((f) => [f.path, f.mark, f.namedOnly ?? false])).toEqual([
      ["c:/work/util.ts", "same", false],
      ["C:\\work\\app.ts", "same", true],
    ]);
    expect([a.filesSame, a.filesRecorded, a.filesRules]).toEqual([2, 2, 2]);
    // carried forward: no skill was used again, both come back at the second compaction as well;
    // the read-file state after the first is what the recording re-read (util.ts), then new.ts
    expect(second.agreement!.skillsEqual).toBe(true);
    expect(second.ruleReattached!.files.attached.map((f) => f.path)).toEqual(["c:/work/new.ts", "c:/work/util.ts"]);
    expect([second.agreement!.filesSame, second.agreement!.filesRecorded, second.agreement!.filesRules]).toEqual([2, 2, 2]);
  });

  it("starts the context after a boundary at system prompt and tools + postTokens, what a /compact command writes after its own records on top", () => {
    const ses = session();
    const sim = run(ses, {}, undefined, { calibrate: false });
    const b = ses.events.findIndex((e) => e.kind === "compact-boundary");
    const summary = b + 1;
    expect(ses.events[summary].kind).toBe("compact-summary");
    // postTokens counts the summary: 9,000 once it is in
    expect(sim.tokens[summary]).toBe(sim.overhead.tokens + 9_000);
    // a manual /compact writes its command's records after the summary; what comes after them adds its
    // own size (measured on recordings: 70 manual compactions land at a median 112 tokens from the next
    // request so, 6,570 under it with the attachments taken as inside postTokens)
    const next = ses.events.findIndex(
      (e, i) => i > b && e.kind === "user" && !/^<local-command/.test(e.blocks[0]?.type === "text" ? e.blocks[0].text : ""),
    );
    let expected = sim.overhead.tokens + 9_000;
    for (let i = summary + 1; i < next; i++) {
      // the /compact command's output (a user record) is sent as well; the command itself is not context
      if (ses.events[i].kind === "attachment" || ses.events[i].kind === "user") expected += sim.eventTokens[i];
      if (ses.events[i].kind === "attachment") expect(sim.tokens[i]).toBeCloseTo(expected, 6);
    }
    // the first request after it sent 5 + 24,000 + 0
    expect(sim.recorded[0].recordedAfter).toBe(24_005);
  });
  it("counts what an auto compaction writes after its summary inside postTokens", () => {
    // an auto boundary: summary, then a file attachment, no command records between (measured on
    // recordings: 40 auto compactions land at a median 1,469 tokens under the next request so, 4,011
    // over it with the attachments on top)
    const s = new RecordedSession();
    s.prompt("Go.")
      .text("a".repeat(400), usage(10, 20_000, 0, 100))
      .boundary("auto", 170_000, 6_000)
      .summary("s".repeat(4_000))
      .attachment(fileAttachment("/w/a.ts", fill("let a = 1;\n", 8_000)))
      .prompt("Next.")
      .text("b", usage(10, 26_000, 0, 10));
    const ses = ingest(s.toString(), "auto.jsonl");
    const sim = run(ses, {}, undefined, { calibrate: false });
    const b = ses.events.findIndex((e) => e.kind === "compact-boundary");
    expect(ses.events[b + 2].kind).toBe("attachment");
    expect(sim.tokens[b + 1]).toBe(sim.overhead.tokens + 6_000);
    expect(sim.tokens[b + 2]).toBe(sim.overhead.tokens + 6_000);
    // the prompt after it is on top: "Next." is 5 characters, 1 token by chars/4 (rounded)
    expect(sim.tokens[b + 3]).toBe(sim.overhead.tokens + 6_000 + 1);
  });
});

describe("a recording that writes nothing of what came back", () => {
  it("gets the rules' re-attachment after its boundary: the files it read, sized by the rules", () => {
    // a 2.1.50 session (before about 2.1.101 only the summary is written after a boundary): it read
    // a file of 8,000 characters (2,000 tokens by chars/4) and a tiny one, then auto-compacted
    const s = new RecordedSession("2.1.50");
    s.prompt("Read both files.")
      .tool("r1", "Read", { file_path: "/w/big.ts" }, fill("let x = 1;\n", 8_000), usage(10, 20_000, 0, 10))
      .tool("r2", "Read", { file_path: "/w/small.ts" }, "ok", usage(10, 2_010, 20_000, 10))
      .text("Read.", usage(10, 10, 22_010, 10))
      .boundary("auto", 168_000)
      .summary(fill("s", 4_000))
      .prompt("Go on.")
      .text("Going.", usage(10, 10_000, 0, 10));
    const ses = ingest(s.toString(), "old.jsonl");
    const sim = run(ses, {}, undefined, { calibrate: false });
    const b = ses.events.findIndex((e) => e.kind === "compact-boundary");
    const rec = sim.recorded.find((r) => r.step === b)!;
    expect(rec.reattached!.written).toBe(false);
    // the rules bring back both files, most recent first: "ok" is 1 token (2 characters, rounded), the other 2,000
    expect(rec.ruleReattached!.files.attached.map((f) => [f.path, f.tokens])).toEqual([
      ["/w/small.ts", 1],
      ["/w/big.ts", 2_000],
    ]);
    // so the context right after the boundary is the system prompt and tools plus those 2,001 tokens,
    // and the summary (4,000 characters, 1,000 tokens) adds on top
    expect(sim.tokens[b]).toBe(sim.overhead.tokens + 2_001);
    expect(sim.tokens[b + 1]).toBe(sim.overhead.tokens + 2_001 + 1_000);
  });
});

describe("the fidelity report's what came back", () => {
  it("counts compactions whose skills agree, skill entries and files in both, and the size after", () => {
    const ses = session();
    const f = sessionFidelity(ses, countSession(ses, chars4Counter), chars4Counter);
    // two boundaries with attachments after them; at each the two skills agree and both files are in both
    expect([f.reattach.accounts, f.reattach.skillsEqual, f.reattach.skillEntries, f.reattach.skillEntriesSame]).toEqual([2, 2, 4, 4]);
    expect([f.reattach.filesRecorded, f.reattach.filesRules, f.reattach.filesSame]).toEqual([4, 4, 4]);
    // only the first is followed by a recorded request (24,005), and only it records postTokens
    expect([f.reattach.ruleSize?.points, f.reattach.postTokensSize?.points]).toEqual([1, 1]);
  });
});

describe("a manual /compact whose command is written after its boundary", () => {
  it("is one compaction: the rules' /compact is laid beside the boundary, the command record after it is not another", () => {
    const s = new RecordedSession();
    s.prompt("Work.")
      .text("a".repeat(4_000), usage(10, 20_000, 0, 1_000))
      .boundary("manual", 21_010, 3_000)
      .summary("Worked.")
      .command("compact")
      .prompt("<local-command-stdout>Compacted</local-command-stdout>")
      .prompt("Next.")
      .text("ok", usage(5, 4_000, 20_000, 5));
    const ses = ingest(s.toString(), "m.jsonl");
    const sim = run(ses, {}, undefined, { calibrate: false });
    const b = ses.events.findIndex((e) => e.kind === "compact-boundary");
    expect(sim.compactions.map((c) => [c.step, c.trigger, c.predicted])).toEqual([[b, "manual", true]]);
    expect(sim.recorded[0].match).toMatchObject({ stepDiff: 0, roundDiff: 0 });
  });
});
