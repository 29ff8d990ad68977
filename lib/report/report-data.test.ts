// The report of a recorded session, from the reader through the replay to the HTML: what its
// defaults leave out (text, title, paths), what the ticks let in, and the what-came-back account.
import { describe, expect, it } from "vitest";
import { ingest } from "../transcripts";
import { countSession } from "../tokens/count";
import { chars4Counter } from "../tokens/estimators";
import { simulate } from "../context/simulate";
import { sessionFidelity } from "../context/fidelity";
import { recordingSettings } from "../context/versions";
import { parseScenario } from "../transcripts/scenario";
import { resolveSettings } from "../context/settings";
import { bugReport, reportData, type ReportInput } from ".";
import { HOSTILE_SKILL, INSTRUCTIONS, PRIVATE_DIR, REPORT_TITLE, SECRET, reportSessionJsonl } from "../../test-support/report-session";
import thresholdsScenario from "../../fixtures/scenarios/thresholds.json";

function input(redaction: ReportInput["redaction"] = {}): ReportInput {
  const session = ingest(reportSessionJsonl(), "juniper-session.jsonl");
  const table = countSession(session, chars4Counter);
  const sim = simulate(session, table, recordingSettings(session).settings, { counter: chars4Counter });
  return { session, sim, fidelity: sessionFidelity(session, table, chars4Counter), generatedAt: "2026-05-01 10:00", redaction };
}

describe("a session's report", () => {
  it("by default holds no message text, no title and no paths: files are aliases, the same file one alias", () => {
    const d = reportData(input());
    const html = bugReport(input());
    for (const s of ["juniper", "alice", SECRET, "keep the release notes", "The user asked"])
      expect(html.toLowerCase()).not.toContain(s.toLowerCase());
    expect(d.title).toBeNull();
    expect(d.facts.sessionId).toBeUndefined();
    const r = d.recorded.find((x) => x.kind === "compact")!;
    expect(r.instructions).toBeUndefined();
    expect(r.summary).toBeUndefined();
    // util.ts is re-read, app.ts only named: one alias each, the same in the rules' compaction
    expect(r.account!.files.map((f) => [f.path, f.mark, f.namedOnly ?? false])).toEqual([
      [expect.stringMatching(/^file-1_*\.ts$/), "same", false],
      [expect.stringMatching(/^file-2_*\.ts$/), "same", true],
    ]);
    // the rules' /compact, laid beside the boundary, puts back both files read before it, with the
    // same aliases as the recording's account: util.ts (read last) then app.ts
    const s = d.simulated.find((c) => c.tier === "full")!;
    expect(s.files.map((f) => f.path)).toEqual(r.account!.files.map((f) => f.path));
    expect(d.redaction).toMatchObject({ text: "drop", title: false, paths: false, secrets: [] });
  });

  it("lays the recording's account beside the rules', a hostile skill name escaped in the file", () => {
    const d = reportData(input());
    const r = d.recorded.find((x) => x.kind === "compact")!;
    expect(r.trigger).toBe("manual");
    expect(r.postTokens).toBe(9_000);
    expect(r.account!.written).toBe(true);
    expect(r.account!.skills.map((s) => [s.name, s.recordedChars, s.ruleChars, s.mark])).toEqual([
      [HOSTILE_SKILL, 2_400, 2_400, "same"],
      ["release-notes", 15_000, 20_000, "cut-differently"],
    ]);
    expect(r.account!.skills[1].why).toBe("the rules: cut at character 19,900 of 28,687; the recording: 15,000 characters");
    const html = bugReport(input());
    expect(html).not.toMatch(/<img/i);
    expect(html).toContain('<td class="mono">&lt;img src=x onerror=alert(1)&gt;</td><td class="num">2,400</td>');
    expect(html).toContain('data-mark="cut-differently"');
    expect(d.fidelity).not.toBeNull();
    expect(d.fidelity!.reattach.accounts).toBe(1);
  });

  it("lets in what the ticks say: text with its secrets replaced, the title, the paths", () => {
    const d = reportData(input({ text: "redact", title: true, paths: true }));
    expect(d.title).toBe(REPORT_TITLE);
    const r = d.recorded.find((x) => x.kind === "compact")!;
    expect(r.instructions).toBe(INSTRUCTIONS.replace(SECRET, "[REDACTED:anthropic-key]"));
    expect(r.summary).toMatch(/^The user asked for release notes/);
    expect(r.account!.files.map((f) => f.path)).toEqual([`${PRIVATE_DIR}/src/util.ts`, `${PRIVATE_DIR}/src/app.ts`]);
    expect(d.redaction.secrets).toEqual([{ kind: "anthropic-key", count: 2 }]);
    const html = bugReport(input({ text: "redact", title: true, paths: true }));
    expect(html).not.toContain(SECRET);
    expect(html).toContain("Release notes for the Juniper launch");
    expect(html).toContain("&#47;home&#47;alice&#47;juniper&#47;src&#47;util.ts");
  });

  it("reports a scenario with the rules' compactions and no fidelity figures", () => {
    const session = parseScenario(thresholdsScenario, "thresholds.json", 0);
    const table = countSession(session, chars4Counter);
    const sim = simulate(session, table, resolveSettings(session.scenario).settings, { counter: chars4Counter });
    const d = reportData({ session, sim, fidelity: null, generatedAt: "2026-05-01 10:00" });
    expect(d.recorded).toEqual([]);
    expect(d.simulated.length).toBe(sim.compactions.length);
    expect(d.simulated.length).toBeGreaterThan(0);
    expect(d.fidelity).toBeNull();
    expect(d.fidelityWhy).toMatch(/not a Claude Code recording/);
    expect(d.facts.mode).toBe("simulation");
    // the timeline keeps the highest step of the session among its points
    expect(d.timeline.max).toBe(Math.round(Math.max(...sim.tokens)));
  });
});
