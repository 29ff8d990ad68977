// The fidelity report's figures on generated real-shape sessions (scripts/make-real-shape-fixtures.ts),
// checked by hand against what the generator wrote (fixtures/sessions/real-shape/README.md).
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { chars4Counter } from "../tokens/estimators";
import { ingest } from "../transcripts";
import { fidelityAbsPct, fidelityPct, fidelityReport, type FidelityInput } from "./fidelity";

const dir = path.resolve(__dirname, "../../fixtures/sessions/real-shape");
const read = (name: string): FidelityInput => ({ file: name, session: ingest(fs.readFileSync(path.join(dir, name), "utf8"), name) });

describe("fidelityPct / fidelityAbsPct", () => {
  it("print the signed mean and the mean magnitude to one decimal, '-' without usage points", () => {
    expect(fidelityPct({ points: 3, meanPct: -16.316, meanAbsPct: 19.85 })).toBe("-16.3%");
    expect(fidelityPct({ points: 3, meanPct: 0, meanAbsPct: 0 })).toBe("+0.0%");
    expect(fidelityPct({ points: 1, meanPct: 179.64, meanAbsPct: 179.64 })).toBe("+179.6%");
    expect(fidelityAbsPct({ points: 3, meanPct: -16.316, meanAbsPct: 19.85 })).toBe("19.9%");
    expect(fidelityPct(null)).toBe("-");
    expect(fidelityAbsPct(null)).toBe("-");
  });
});

describe("fidelityReport", () => {
  const scenario: FidelityInput = {
    file: "lesson.json",
    session: ingest(fs.readFileSync(path.resolve(dir, "../../scenarios/lesson-manual-compact.json"), "utf8"), "lesson.json"),
  };
  const report = fidelityReport(
    [read("auto-compact-2.1.19.jsonl"), scenario, read("implied-compaction-2.0.76.jsonl"), read("recent-2.1.220.jsonl")],
    chars4Counter,
  );

  it("judges the Claude Code sessions only, in the order given", () => {
    expect(report.sessions.map((s) => s.file)).toEqual([
      "auto-compact-2.1.19.jsonl",
      "implied-compaction-2.0.76.jsonl",
      "recent-2.1.220.jsonl",
    ]);
  });

  it("counts each session's recorded compactions as the generator wrote them", () => {
    const [auto, implied, recent] = report.sessions;
    // two boundaries at preTokens 155,912 and 155,694; 2.1.19 compacts at 155,000: both on the recorded request
    expect([auto.version, auto.preset, auto.recorded, auto.matched, auto.missed + auto.far, auto.extra, auto.microcompactions]).toEqual([
      "2.1.19",
      "cc-2.1.20",
      2,
      2,
      0,
      0,
      1,
    ]);
    // a boundary-less drop from 170,000 to 12,000: one implied compaction, which 155,000 crosses rounds earlier
    expect([implied.recorded, implied.implied, implied.matched, implied.missed + implied.far]).toEqual([1, 1, 0, 1]);
    // no boundary, one microcompaction, one record type no reader knows
    expect([recent.version, recent.recorded, recent.microcompactions, recent.unknownTypes]).toEqual([
      "2.1.221",
      0,
      1,
      { "future-record-kind": 1 },
    ]);
    // every response of 2.1.19's file records usage: the calibration has deltas to learn from
    expect(auto.calibration.pairs).toBeGreaterThan(0);
  });

  it("reports the user's /compact apart from the auto compactions the meter has to reach", () => {
    // the generator wrote one auto compaction (preTokens 167,642) and one /compact (manual, 118,314); the rules
    // compact where the user asked, so the manual one is paired and counted before its count, but not as a prediction
    const [s] = fidelityReport([read("reattach-2.1.120.jsonl")], chars4Counter).sessions;
    expect([s.recorded, s.manual]).toEqual([2, 1]);
    expect(s.autoByEstimate).toBe(s.matchedByEstimate - 1);
    expect(s.autoByEstimate).toBeLessThanOrEqual(1);
    // the three sessions above hold no /compact
    expect([report.total.manual, report.total.autoByEstimate]).toEqual([0, report.total.matchedByEstimate]);
  });

  it("totals sum the sessions and pool the errors over all usage points", () => {
    const t = report.total;
    expect([t.sessions, t.recorded, t.matched, t.missed + t.far, t.extra, t.implied]).toEqual([3, 3, 2, 1, 0, 1]);
    expect(t.unknownTypes).toEqual({ "future-record-kind": 1 });
    const figs = report.sessions.map((s) => s.errorBefore!);
    const points = figs.reduce((a, f) => a + f.points, 0);
    expect(t.errorBefore!.points).toBe(points);
    expect(t.errorBefore!.meanPct).toBeCloseTo(figs.reduce((a, f) => a + f.meanPct * f.points, 0) / points, 9);
    expect(Object.keys(report.byVersion)).toEqual(["2.0.76", "2.1.19", "2.1.221"]);
  });
});

describe("a /compact the recording shows no boundary for", () => {
  // a prompt, a response, a /compact command that wrote no boundary (failed or cancelled), a response
  const line = (k: number, l: Record<string, unknown>) => JSON.stringify({ ...l, uuid: String(k), sessionId: "s", version: "2.1.50" });
  const usage = { input_tokens: 20_000, cache_creation_input_tokens: 0, cache_read_input_tokens: 0, output_tokens: 10 };
  const text = [
    line(1, { type: "user", message: { role: "user", content: "Go." } }),
    line(2, { type: "assistant", message: { id: "m1", role: "assistant", content: [{ type: "text", text: "Done." }], usage } }),
    line(3, { type: "user", message: { role: "user", content: "<command-name>/compact</command-name>\n<command-args></command-args>" } }),
    line(4, { type: "assistant", message: { id: "m2", role: "assistant", content: [{ type: "text", text: "Ok." }], usage } }),
  ].join("\n");
  const row = fidelityReport([{ file: "s.jsonl", session: ingest(text, "s.jsonl") }], chars4Counter).sessions[0];

  it("is no extra: the user's /compact is not the rules' own compaction", () => {
    expect([row.recorded, row.matched, row.extra]).toEqual([0, 0, 0]);
  });
});
