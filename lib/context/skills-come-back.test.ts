// Which versions put invoked skills back after a compaction (skills-come-back.ts), worked by hand:
// a skill invoked before an auto compaction whose recording writes nothing of what came back.
import { describe, expect, it } from "vitest";
import { ingest } from "../transcripts";
import { RecordedSession, usage } from "../../test-support/recorded-session";
import { run } from "../../test-support/sim-scenario";
import { skillsComeBack } from "./skills-come-back";

const BODY = "Base directory for this skill: /home/dev/.claude/skills/triage\n\n" + "Do the step.\n".repeat(40);

function recording(version: string) {
  const s = new RecordedSession(version);
  s.prompt("Look at the crash.")
    .skill("t1", "triage", BODY, usage(10, 20_000, 0, 20))
    .text("Found it.", usage(5, 1_000, 20_000, 10))
    .boundary("auto", 156_000)
    .summary("Crash found.")
    .prompt("Go on.")
    .text("Going on.", usage(5, 9_000, 0, 10));
  return ingest(s.toString(), `v${version}.jsonl`);
}

describe("skills after a compaction, by version", () => {
  it("says no up to 2.0.50 and yes from 2.0.51, and yes without a version", () => {
    expect(skillsComeBack("2.0.8")).toBe(false);
    expect(skillsComeBack("2.0.50")).toBe(false);
    expect(skillsComeBack("2.0.51")).toBe(true);
    expect(skillsComeBack("2.0.76")).toBe(true);
    expect(skillsComeBack("2.1.88")).toBe(true);
    expect(skillsComeBack(null)).toBe(true);
    // not a version number: the documented rule
    expect(skillsComeBack("next")).toBe(true);
  });

  it("puts no skill back at a 2.0.50 compaction, and the invoked one at a 2.0.76 one", () => {
    const old = run(recording("2.0.50"), {}, undefined, { calibrate: false });
    const boundary = old.recorded.find((r) => r.kind === "compact")!;
    expect(boundary.ruleReattached!.skills).toBeNull();
    const newer = run(recording("2.0.76"), {}, undefined, { calibrate: false });
    const b2 = newer.recorded.find((r) => r.kind === "compact")!;
    expect(b2.ruleReattached!.skills!.skills.map((x) => [x.name, x.status])).toEqual([["triage", "kept"]]);
    // the body is 62 + 2 + 40 * 13 = 584 characters: 146 tokens by chars/4, all of it back
    expect(b2.ruleReattached!.skills!.totalTokens).toBe(146);
  });
});
