// The bench's terminal report prints each rate's 95% interval beside the table. Ten hand-made
// single cases, five loaded right, eight offered a right skill, one wrong load: the Wilson bounds
// (worked by hand, z = 1.96) are 23.7-76.3% for 5 of 10, 49.0-94.3% for 8 of 10, 1.8-40.4% for 1 of 10.
import { afterEach, describe, expect, it, vi } from "vitest";
import { summarize, type CaseResult } from "../lib/routing/bench";
import { printReport } from "./bench-report";

function single(i: number, right: boolean, offered: boolean, wrong: boolean): CaseResult {
  return {
    id: `c${i}`,
    kind: "single",
    lang: "en",
    query: "q",
    gold: ["a"],
    acceptable: [],
    decision: right || wrong ? "skill" : "native",
    chosen: right ? "a" : wrong ? "b" : null,
    candidates: [],
    reason: "",
    stageReached: "incorporation",
    recallHit: offered,
    top1Hit: right,
    askHit: false,
    gated: true,
    hallucinated: wrong,
    injectedTokens: 0,
  };
}

afterEach(() => vi.restoreAllMocks());

describe("bench report", () => {
  it("prints the 95% interval of Recall@5, Top-1 and wrong loads for all cases and each language", () => {
    const results = Array.from({ length: 10 }, (_, i) => single(i, i < 5, i < 8, i === 9));
    const out: string[] = [];
    vi.spyOn(process.stdout, "write").mockImplementation((s) => (out.push(String(s)), true));
    printReport(summarize(results, 100), "title");
    const text = out.join("");
    const lines = text.split("\n");
    const header = lines.findIndex((l) => l.startsWith("95% interval"));
    expect(header).toBeGreaterThan(0);
    expect(lines[header + 1].split(/\s{2,}/)).toEqual(["all", "10", "49.0–94.3%", "23.7–76.3%", "1.8–40.4%"]);
    expect(lines[header + 2].trim().split(/\s{2,}/)).toEqual(["lang en", "10", "49.0–94.3%", "23.7–76.3%", "1.8–40.4%"]);
  });
});
