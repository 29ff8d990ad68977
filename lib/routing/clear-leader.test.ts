// A clear leader past the scaled gate loads (rules.md#routing-gate, clear-leader.ts). Expected values
// are worked by hand: Lucene's IDF ln(1 + (N - n + 0.5) / (n + 0.5)) and BM25's term weight
// tf (k1 + 1) / (tf + k1 (1 - b + b dl / avgdl)), k1 1.2, b 0.75.
//   the largest IDF: N = 6: ln(1 + 5.5 / 1.5) = 1.5404; N = 300: ln(1 + 299.5 / 1.5) = 5.3016
//   the scaled gate on six entries: SCORE_MIN x 1.5404 / 5.3016 = 1.743 at 6, 2.324 at 8, 2.615 at 9
import { describe, expect, it } from "vitest";
import { parseEntry } from "../skills/catalog";
import { buildRouter } from "./router";
import { CLEAR_LEAD, CLEAR_OVER_SCALED_GATE, clearLeader, loadClearLeader, loneLeader } from "./clear-leader";
import type { Incorporation } from "./incorporate";
import { largestIdf } from "./score-min-scale";

describe("clearLeader", () => {
  it("needs the leader at 1.22 times the scaled gate and 20% ahead", () => {
    expect(clearLeader(1.22 * 4, 4, 0.2)).toBe(true);
    expect(clearLeader(1.21 * 4, 4, 0.9)).toBe(false);
    expect(clearLeader(2 * 4, 4, 0.19)).toBe(false);
    expect(clearLeader(5, 0, 1)).toBe(false);
  });

  it("sets the bar just above one name word's worth on any catalog below the reference", () => {
    // one word held by one skill, in its name (counted twice, tf 2) at an average length:
    // 2 x 2.2 / (2 + 1.2) = 1.375 times IDF1(N), over the scaled gate 6 x IDF1(N) / IDF1(300):
    // 1.375 x 5.3016 / 6 = 1.2149, whatever N is
    for (const n of [6, 25, 31, 57, 101]) {
      const oneNameWord = 1.375 * largestIdf(n);
      const scaled = (6 * largestIdf(n)) / largestIdf(300);
      expect(oneNameWord / scaled).toBeCloseTo(1.2149, 3);
      expect(clearLeader(oneNameWord, scaled, 1)).toBe(false);
    }
    expect(CLEAR_OVER_SCALED_GATE).toBeGreaterThan(1.2149);
    expect(CLEAR_LEAD).toBe(0.2);
  });
});

describe("loneLeader", () => {
  it("loads the only candidate where the clear leader's bar is under SCORE_MIN: catalogs under 115", () => {
    // 114 entries: IDF1 = ln(1 + 113.5 / 1.5) = 4.3394, scaled gate 6 x 4.3394 / 5.3016 = 4.911,
    // 1.22 x 4.911 = 5.99 < 6; 115 entries: ln(1 + 114.5 / 1.5) = 4.3480, 4.921, 1.22 x = 6.003 > 6
    const scaledAt = (n: number) => (6 * largestIdf(n)) / largestIdf(300);
    expect(scaledAt(114)).toBeCloseTo(4.911, 2);
    expect(loneLeader(1, scaledAt(114), 6)).toBe(true);
    expect(loneLeader(1, scaledAt(115), 6)).toBe(false);
    expect(loneLeader(1, scaledAt(6), 6)).toBe(true);
  });

  it("leaves two or more candidates, and no scaled gate, to the ask", () => {
    expect(loneLeader(2, 1.743, 6)).toBe(false);
    expect(loneLeader(1, 0, 6)).toBe(false);
  });
});

describe("loadClearLeader", () => {
  const load: Incorporation = {
    decision: "skill",
    reason: 'Loads "helm-chart".',
    chosen: "helm-chart",
    stage: { stage: "incorporation", passed: true, detail: 'Loads "helm-chart".', outcome: "skill" },
  };

  it("keeps the load and says why it stands below SCORE_MIN: the ratio to the scaled gate and the lead", () => {
    // 4.6 over a scaled gate of 3.6 (31 skills): 1.28 times it; 35% ahead of the next skill of another job
    const out = loadClearLeader(load, 4.6, 6, 3.6, 0.35);
    expect(out.decision).toBe("skill");
    expect(out.chosen).toBe("helm-chart");
    expect(out.reason).toBe(
      'Loads "helm-chart". No skill reached SCORE_MIN 6.0, but on a catalog this small it scores 1.28 times the gate scaled to its size (3.6) and it leads the next skill of another job by 35%: clear enough to load.',
    );
    expect(out.stage).toMatchObject({ outcome: "skill", clearLeader: true, detail: out.reason });
  });

  it("says a lone candidate is the only skill past the scaled gate, not how clear it is", () => {
    const out = loadClearLeader(load, 3.9, 6, 3.6, 1, true);
    expect(out.reason).toBe(
      'Loads "helm-chart". No skill reached SCORE_MIN 6.0, but on a catalog this small it is the only skill past the gate scaled to its size (3.6), so there is no other to ask about.',
    );
    expect(out.stage).toMatchObject({ outcome: "skill", clearLeader: true });
  });
});

const skill = (name: string, description: string) =>
  parseEntry(`${name}/SKILL.md`, `---\nname: ${name}\ndescription: ${description}\n---\n# ${name}\n`)!;

// text of our own: six garden and kitchen skills
const entries = [
  skill("seed-starter", "Plans seed trays, germination temperatures and when to prick out seedlings."),
  skill("compost-heap", "Balances greens and browns in a compost heap and fixes a smelly or cold pile."),
  skill("pruning-calendar", "Says when to prune fruit trees, roses and hedges through the year."),
  skill("sourdough-starter", "Feeds and revives a sourdough starter and schedules the bake."),
  skill("pickle-jar", "Brines cucumbers and cabbage and checks salt ratios for safe fermentation."),
  skill("knife-sharpening", "Sharpens kitchen knives on whetstones at the right angle."),
];

describe("the router on a six-skill catalog", () => {
  // "hedges" and "roses": each held by pruning-calendar alone (IDF 1.5404), once, in an indexed text of
  // 12 terms against the average 68 / 6: 1.5404 x 2.2 / (1 + 1.2 x (0.25 + 0.75 x 12 / 11.333)) = 1.5042,
  // 3.008 for the two. No other skill holds a word of the request: a lone candidate leads by 100%.
  const prompt = "my hedges and roses need attention";

  it("loads the lone two-word leader, 3.008 / 1.743 = 1.73 times the scaled gate", () => {
    const trace = buildRouter(entries).route(prompt);
    expect(trace.candidates[0].score).toBeCloseTo(3.008, 3);
    expect(trace.decision).toBe("skill");
    expect(trace.chosen).toBe("pruning-calendar");
    expect(trace.reason).toContain("1.73 times the gate scaled to its size (1.7)");
    expect(trace.reason).toContain("no other skill comes near it: clear enough to load");
    const inc = trace.stages.find((s) => s.stage === "incorporation");
    expect(inc?.stage === "incorporation" && inc.clearLeader).toBe(true);
  });

  it("loads at SCORE_MIN 8 as a clear leader (3.008 / 2.324 = 1.29), at 9 (1.15) as the only candidate", () => {
    const at8 = buildRouter(entries, { scoreMin: 8 }).route(prompt);
    expect(at8.decision).toBe("skill");
    expect(at8.chosen).toBe("pruning-calendar");
    expect(at8.reason).toContain("clear enough to load");
    const at9 = buildRouter(entries, { scoreMin: 9 }).route(prompt);
    expect(at9.decision).toBe("skill");
    expect(at9.chosen).toBe("pruning-calendar");
    expect(at9.reason).toContain("the only skill past the gate scaled to its size");
  });

  it("loads a lone one-word candidate under 1.22 times the gate, and asks between two", () => {
    // "pickle" is pickle-jar's name word alone (IDF 1.5404, about 1.2 times the scaled gate 1.743:
    // one name word's worth, no clear leader); nothing else in the request is in any skill
    const lone = buildRouter(entries).route("the pickle tastes odd");
    expect(lone.candidates.map((c) => c.name)).toEqual(["pickle-jar"]);
    expect(lone.candidates[0].score / 1.743).toBeLessThan(CLEAR_OVER_SCALED_GATE);
    expect(lone.decision).toBe("skill");
    expect(lone.chosen).toBe("pickle-jar");
    // "compost" is compost-heap's name word, and pickle-jar's stays: two candidates, more than 5%
    // apart, each one name word: offered, not loaded
    const two = buildRouter(entries).route("pickle or compost");
    expect(two.candidates.map((c) => c.name)).toEqual(["compost-heap", "pickle-jar"]);
    expect(two.decision).toBe("ask");
    expect(two.options).toEqual(["compost-heap", "pickle-jar"]);
  });

  it("leaves a prompt that reaches SCORE_MIN to the rules above the gate", () => {
    // at SCORE_MIN 3 nothing is scaled: 3.008 passes the gate itself, and loads as any load does
    const trace = buildRouter(entries, { scoreMin: 3 }).route(prompt);
    expect(trace.decision).toBe("skill");
    const inc = trace.stages.find((s) => s.stage === "incorporation");
    expect(inc?.stage === "incorporation" && inc.clearLeader).toBeUndefined();
  });
});
