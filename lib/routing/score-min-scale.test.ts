// The gate on small catalogs (rules.md#routing-gate, score-min-scale.ts). Expected values are
// worked by hand from Lucene's IDF, ln(1 + (N - n + 0.5) / (n + 0.5)), with n = 1 for the largest:
//   N = 25:  ln(1 + 24.5 / 1.5)  = ln(17.333...) = 2.8526
//   N = 101: ln(1 + 100.5 / 1.5) = ln(68)        = 4.2195
//   N = 300: ln(1 + 299.5 / 1.5) = ln(200.667)   = 5.3016
// so SCORE_MIN 6.0 scaled to 25 entries against 300 is 6 x 2.8526 / 5.3016 = 3.228, to 101 is 4.775.
// The catalog is text of our own: six garden and kitchen skills, far below the reference size.
import { describe, expect, it } from "vitest";
import { parseEntry } from "../skills/catalog";
import type { RouterIndex } from "./catalog-index";
import { gate } from "./gate";
import type { Hit } from "./retrieve";
import { buildRouter } from "./router";
import { largestIdf, scaledScoreMin } from "./score-min-scale";

describe("scaledScoreMin", () => {
  it("is the largest IDF of a one-entry term", () => {
    expect(largestIdf(25)).toBeCloseTo(Math.log(52 / 3), 10);
    expect(largestIdf(25)).toBeCloseTo(2.8526, 4);
    expect(largestIdf(101)).toBeCloseTo(Math.log(68), 10);
    expect(largestIdf(300)).toBeCloseTo(5.3016, 4);
  });

  it("scales SCORE_MIN by the ratio of the largest IDFs below the reference size", () => {
    expect(scaledScoreMin(6, 25, 300)).toBeCloseTo(3.228, 3);
    expect(scaledScoreMin(6, 101, 300)).toBeCloseTo(4.775, 3);
    // 1 entry: ln(1 + 0.5 / 1.5) = ln(4 / 3) = 0.2877, so 6 x 0.2877 / 5.3016 = 0.3256
    expect(scaledScoreMin(6, 1, 300)).toBeCloseTo(0.3256, 4);
  });

  it("keeps SCORE_MIN as documented at and above the reference size, and when scaling is off", () => {
    expect(scaledScoreMin(6, 300, 300)).toBe(6);
    expect(scaledScoreMin(6, 1_836, 300)).toBe(6);
    expect(scaledScoreMin(6, 25, 0)).toBe(6);
    expect(scaledScoreMin(6, 0, 300)).toBe(6);
  });

  it("grows with the catalog: a smaller catalog never gets a higher gate", () => {
    let last = 0;
    for (const n of [1, 2, 5, 25, 57, 101, 119, 200, 299]) {
      const g = scaledScoreMin(6, n, 300);
      expect(g).toBeGreaterThan(last);
      expect(g).toBeLessThan(6);
      last = g;
    }
  });
});

describe("gate with a scaled SCORE_MIN", () => {
  const skills = { entries: ["alpha", "beta", "gamma"].map((name) => ({ name })) } as unknown as RouterIndex;
  const hits = (...scores: number[]): Hit[] => scores.map((score, id) => ({ id, score }));
  const run = (scores: number[], scaled?: number) => {
    const h = hits(...scores);
    return gate({ skills, hits: h, best: h, scoreMin: 6, scaled });
  };

  it("leaves a prompt that reaches SCORE_MIN as it was: the lower gate adds nothing to it", () => {
    const r = run([7, 4, 2], 3.5);
    expect(r.passing).toBe(1);
    expect(r.stage.belowScoreMin).toBeUndefined();
    expect(r.nativeReason).toBeUndefined();
  });

  it("lets through what reaches the scaled gate when nothing reaches SCORE_MIN, marked as below it", () => {
    const r = run([5, 4, 2], 3.5);
    expect(r.passing).toBe(2);
    expect(r.stage.belowScoreMin).toBe(true);
    expect(r.stage).toMatchObject({ passed: true, scoreMin: 6, scaled: 3.5, belowScoreMin: true, above: 2 });
    expect(r.stage.detail).toContain("offered, not loaded");
  });

  it("is native below both gates, and says so with both numbers", () => {
    const r = run([3, 2], 3.5);
    expect(r.passing).toBe(0);
    expect(r.nativeReason).toContain("SCORE_MIN 6.0");
    expect(r.stage.detail).toContain("scaled gate 3.5");
  });

  it("without a scaled gate is the absolute SCORE_MIN", () => {
    expect(run([5, 4]).passing).toBe(0);
  });
});

const skill = (name: string, description: string) =>
  parseEntry(`${name}/SKILL.md`, `---\nname: ${name}\ndescription: ${description}\n---\n# ${name}\n`)!;

const entries = [
  skill("seed-starter", "Plans seed trays, germination temperatures and when to prick out seedlings."),
  skill("compost-heap", "Balances greens and browns in a compost heap and fixes a smelly or cold pile."),
  skill("pruning-calendar", "Says when to prune fruit trees, roses and hedges through the year."),
  skill("sourdough-starter", "Feeds and revives a sourdough starter and schedules the bake."),
  skill("pickle-jar", "Brines cucumbers and cabbage and checks salt ratios for safe fermentation."),
  skill("knife-sharpening", "Sharpens kitchen knives on whetstones at the right angle."),
];

describe("the router on a six-skill catalog", () => {
  // two description words shared with one skill: on six entries each is worth about
  // ln(1 + 5.5 / 1.5) = 1.54, far below 6.0 together, above the scaled gate 6 x 1.54 / 5.30 = 1.74
  const prompt = "my hedges and roses need attention";
  const gateOf = (trace: ReturnType<ReturnType<typeof buildRouter>["route"]>) => trace.stages.find((s) => s.stage === "gate")!;

  it("lets through the skill that passes only the scaled gate; clear of it, the skill loads (clear-leader.ts)", () => {
    const trace = buildRouter(entries).route(prompt);
    const g = gateOf(trace);
    expect(g.stage === "gate" && g.scaled).toBeCloseTo(1.743, 3);
    expect(trace.candidates[0].name).toBe("pruning-calendar");
    expect(trace.candidates[0].score).toBeLessThan(6);
    expect(trace.decision).toBe("skill");
    // what the model reads names the gate the candidates passed, not a SCORE_MIN they did not reach
    expect(trace.injectedText).toContain("(BM25 ≥ 1.7, top 5)");
  });

  it("offers, never loads, skills that pass only the scaled gate when none leads clearly", () => {
    // one name word each, "compost" and "pickle" (IDF 1.5404, about 2.3 and 2.1): both over the scaled
    // gate 1.743, the first about 11% ahead, under the 20% a clear leader needs (clear-leader.ts)
    const trace = buildRouter(entries).route("pickle or compost");
    const g = gateOf(trace);
    expect(g.stage === "gate" && g.scaled).toBeCloseTo(1.743, 3);
    expect(trace.candidates.map((c) => c.name)).toEqual(["compost-heap", "pickle-jar"]);
    expect(trace.decision).toBe("ask");
    expect(trace.chosen).toBeNull();
    expect(trace.reason).toContain("offered, not loaded");
    expect(trace.injectedText).toContain("(BM25 ≥ 1.7, top 5)");
  });

  it("triage reads the match against the gate it passed, not a SCORE_MIN it did not reach", () => {
    const trace = buildRouter(entries).route(prompt);
    const t = trace.stages.find((s) => s.stage === "triage")!;
    const match = t.stage === "triage" ? t.signals.find((x) => x.label === "matches a skill")?.match : undefined;
    // about 3 against the scaled gate 1.743 (1.7 at one decimal), never "3.1 ≥ 6.0"
    expect(match).toBe(`${trace.candidates[0].score.toFixed(1)} ≥ 1.7`);
  });

  it("never loads a slash-only skill, however clear of the scaled gate its words would be", () => {
    // a seventh skill only the user can start, holding every word of the request: it is indexed apart, so the
    // model's catalog stays six (the same gate, 1.743) and what it would load becomes a question naming /hedge-care
    const slashOnly = parseEntry(
      "hedge-care/SKILL.md",
      "---\nname: hedge-care\ndescription: My hedges and roses need attention: shape hedges, feed roses.\ndisable-model-invocation: true\n---\n# hedge-care\n",
    )!;
    const trace = buildRouter([...entries, slashOnly]).route(prompt);
    const g = gateOf(trace);
    expect(g.stage === "gate" && g.scaled).toBeCloseTo(1.743, 3);
    expect(trace.candidates.map((c) => c.name)).not.toContain("hedge-care");
    expect(trace.chosen).toBeNull();
    expect(trace.decision).toBe("ask");
    expect(trace.options).toEqual(["pruning-calendar", "hedge-care"]);
  });

  it("goes native with the gate absolute (scoreMinReference 0), as before", () => {
    const trace = buildRouter(entries, { scoreMinReference: 0 }).route(prompt);
    expect(trace.decision).toBe("native");
    expect(trace.candidates).toHaveLength(0);
  });

  it("still goes native when no skill shares a word", () => {
    expect(buildRouter(entries).route("what is the capital of Peru").decision).toBe("native");
  });
});
