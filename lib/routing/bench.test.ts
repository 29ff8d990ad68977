import { describe, expect, it } from "vitest";
import { parseEntry } from "../skills/catalog";
import { askedRightPhrase, computeMetrics, parseGold, runBench, scoreCase, summarize, type GoldCase } from "./bench";
import { buildRouter, type Decision, type RouteTrace } from "./router";

/** A trace with just what the bench reads. */
function trace(
  decision: Decision,
  chosen: string | null,
  candidates: string[],
  opts: { gated?: boolean; subtasks?: string[][]; options?: string[] } = {},
): RouteTrace {
  const gated = opts.gated ?? candidates.length > 0;
  return {
    prompt: "",
    stages: [
      { stage: "prefilter", passed: decision !== "skip" && decision !== "forced", rule: null, detail: "" },
      ...(decision === "skip" || decision === "forced"
        ? []
        : [{ stage: "gate" as const, passed: gated, detail: "", scoreMin: 6, best: 0, above: candidates.length }]),
    ],
    stageReached: "gate",
    decision,
    reason: "",
    candidates: candidates.map((name, i) => ({ name, kind: "skill", path: "", score: 10 - i, rank: i + 1, description: "", terms: [] })),
    agents: [],
    chosen,
    ...(opts.options ? { options: opts.options } : {}),
    subtasks: opts.subtasks?.map((c, i) => ({
      text: `step ${i}`,
      start: 0,
      decision: "skill",
      reason: "",
      chosen: c[0] ?? null,
      candidates: c.map((name) => ({ name, score: 7 })),
      stages: [],
    })),
    injectedText: "",
    injectedTokens: candidates.length * 10,
    listingTokens: 1000,
    chosenBodyTokens: 0,
    estimator: "chars4",
  };
}

describe("bench arithmetic on a hand-made gold set", () => {
  const cases: GoldCase[] = [
    { id: "s1", kind: "single", query: "review my PR", gold: ["code-review"] },
    { id: "s2", kind: "single", query: "PR 리뷰해줘", gold: ["code-review"], acceptable: ["pr-review"] },
    { id: "s3", kind: "single", query: "write a postmortem", gold: ["postmortem"] },
    { id: "s4", kind: "single", query: "보고서 써줘", gold: ["report-writer"] },
    { id: "n1", kind: "native", query: "git status please", gold: [] },
    { id: "n2", kind: "native", query: "rename x to y", gold: [] },
    { id: "c1", kind: "chitchat", query: "thanks", gold: [] },
    { id: "t1", kind: "slash", query: "/code-review", gold: ["code-review"] },
    { id: "m1", kind: "compound", query: "research then write then post", gold: ["research", "report-writer", "slack-post"] },
    { id: "m2", kind: "compound", query: "test and deploy", gold: ["test-gen", "deploy"] },
  ];
  const traces: Record<string, RouteTrace> = {
    // hit in top-5 and loaded
    s1: trace("skill", "code-review", ["code-review", "pr-review"]),
    // acceptable loaded: counts for top-1 and recall
    s2: trace("skill", "pr-review", ["pr-review", "code-review"]),
    // in the candidates, but the router asked: recall yes, top-1 no, no hallucination
    s3: trace("ask", null, ["incident-review", "postmortem"]),
    // wrong skill loaded: miss and hallucination
    s4: trace("skill", "doc-writer", ["doc-writer", "blog-writer"]),
    // native with candidates (gated) and nothing loaded
    n1: trace("native", null, ["git-workflow"]),
    // native, but a skill loaded: hallucination
    n2: trace("skill", "refactor", ["refactor"]),
    c1: trace("skip", null, []),
    t1: trace("forced", "code-review", ["code-review"]),
    // one retrieval finds 1 of 3 steps; decomposed finds 3 of 3
    m1: trace("skill", "research", ["research", "web-search"], {
      subtasks: [["research"], ["report-writer", "doc-writer"], ["slack-post"]],
    }),
    // one retrieval finds 0 of 2; decomposed finds 1 of 2; loads a wrong skill
    m2: trace("skill", "ci-setup", ["ci-setup"], { subtasks: [["unit-tests"], ["deploy"]] }),
  };
  const results = cases.map((c) => scoreCase(c, traces[c.id]));
  const m = computeMetrics(results);

  it("Recall@5 and Top-1 over single + slash cases", () => {
    // single+slash: s1 s2 s3 s4 t1 = 5 cases. Recall hits: s1 s2 s3 t1 = 4. Top-1 hits: s1 s2 t1 = 3.
    expect(m.counts.skillCases).toBe(5);
    expect(m.recallAt5).toBeCloseTo(4 / 5, 12);
    expect(m.top1).toBeCloseTo(3 / 5, 12);
    expect(m.counts.asked).toBe(1);
  });

  it("an ask counts as offering a right skill only when a gold or acceptable name is among its options", () => {
    const gold: GoldCase[] = [
      { id: "a1", kind: "single", query: "write a postmortem", gold: ["postmortem"] },
      { id: "a2", kind: "single", query: "review my PR", gold: ["code-review"], acceptable: ["pr-review"] },
      { id: "a3", kind: "single", query: "deploy it", gold: ["deploy"] },
      { id: "a4", kind: "native", query: "what time is it", gold: [] },
    ];
    const got = [
      // gold second among the options: offered
      scoreCase(gold[0], trace("ask", null, ["incident-review", "postmortem"], { options: ["incident-review", "postmortem"] })),
      // an acceptable name offered: offered
      scoreCase(gold[1], trace("ask", null, ["pr-review", "lint"], { options: ["pr-review", "lint"] })),
      // the gold skill a candidate, but not among the options asked: not offered
      scoreCase(gold[2], trace("ask", null, ["release", "rollback", "deploy"], { options: ["release", "rollback"] })),
      scoreCase(gold[3], trace("native", null, [])),
    ];
    expect(got.map((r) => r.askHit)).toEqual([true, true, false, null]);
    const counts = computeMetrics(got).counts;
    expect([counts.asked, counts.askedRight, counts.top1Hits]).toEqual([3, 2, 0]);
    expect(askedRightPhrase(counts)).toBe(" (a right skill among the options in 2)");
    // a report written before asks were scored by their options says nothing of them
    const { askedRight: _, ...older } = counts;
    expect(askedRightPhrase(older as typeof counts)).toBe("");
  });

  it("gated rate and hallucination rate over all cases", () => {
    // gate passed: s1 s2 s3 s4 n1 n2 m1 m2 = 8 of 10 (c1 skipped, t1 forced past the gate)
    expect(m.gatedRate).toBeCloseTo(8 / 10, 12);
    // hallucinated: s4 (doc-writer), n2 (refactor), m2 (ci-setup) = 3 of 10
    expect(m.hallucinationRate).toBeCloseTo(3 / 10, 12);
    expect(m.counts.loadedOnNative).toBe(1);
  });

  it("step coverage with one retrieval and decomposed", () => {
    // single: m1 1/3, m2 0/2 -> mean 1/6. decomposed: m1 3/3, m2 1/2 -> mean 3/4
    expect(m.stepCoverage.single).toBeCloseTo(1 / 6, 12);
    expect(m.stepCoverage.decomposed).toBeCloseTo(3 / 4, 12);
  });

  it("per kind and per language", () => {
    const r = summarize(results, 1000);
    expect(r.byKind.single).toMatchObject({ cases: 4, recallAt5: 3 / 4, top1: 2 / 4 });
    expect(r.byKind.native).toMatchObject({ cases: 2, recallAt5: null, top1: null, hallucinationRate: 1 / 2 });
    expect(r.byKind.chitchat).toMatchObject({ cases: 1, gatedRate: 0, hallucinationRate: 0 });
    // compound per kind counts any gold step: m1 recall yes (research), top-1 yes; m2 neither
    expect(r.byKind.compound).toMatchObject({ cases: 2, recallAt5: 1 / 2, top1: 1 / 2 });
    // Korean cases (detected from Hangul): s2 and s4 -> recall 1/2, top-1 1/2
    expect(r.byLang.ko).toMatchObject({ cases: 2, recallAt5: 1 / 2, top1: 1 / 2, hallucinationRate: 1 / 2 });
    expect(r.byLang.en.cases).toBe(8);
  });

  it("parses JSONL gold sets and reports bad lines", () => {
    const text = [
      '{"id":"a","kind":"single","query":"q","gold":["x"],"acceptable":["y"],"lang":"en"}',
      "",
      '{"id":"b","kind":"weird","query":"q","gold":[]}',
      "not json",
      '{"kind":"native","query":"git push","gold":[]}',
    ].join("\n");
    const g = parseGold(text);
    expect(g.cases).toEqual([
      { id: "a", kind: "single", query: "q", gold: ["x"], acceptable: ["y"], lang: "en" },
      { id: "line-5", kind: "native", query: "git push", gold: [] },
    ]);
    expect(g.errors.map((e) => e.line)).toEqual([3, 4]);
  });
});

describe("runBench end to end on a tiny catalog", () => {
  const skill = (name: string, description: string) =>
    parseEntry(`${name}/SKILL.md`, `---\nname: ${name}\ndescription: ${description}\n---\n# ${name}\n`)!;
  const entries = [
    skill(
      "postmortem-writer",
      "Writes blameless incident postmortems with timeline, root cause and action items. Use when the user asks for a postmortem or incident report. 포스트모템, 장애 보고서 작성 요청 시 사용.",
    ),
    skill(
      "sql-optimizer",
      "Tunes slow SQL queries with EXPLAIN plans, indexes and rewrites. Use when a query is slow. 느린 쿼리 튜닝 요청 시 사용.",
    ),
    skill(
      "release-notes",
      "Drafts release notes and changelogs from merged pull requests. Use when preparing a release. 릴리스 노트 작성 시 사용.",
    ),
  ];
  it("measures what the router does", () => {
    const router = buildRouter(entries, { scoreMin: 1 });
    const cases: GoldCase[] = [
      { id: "1", kind: "single", query: "write a postmortem incident report for yesterday's outage", gold: ["postmortem-writer"] },
      { id: "2", kind: "single", query: "느린 SQL 쿼리 튜닝해줘", gold: ["sql-optimizer"] },
      { id: "3", kind: "chitchat", query: "고마워!", gold: [] },
      { id: "4", kind: "slash", query: "/release-notes v2.1", gold: ["release-notes"] },
    ];
    const r = runBench(router, cases);
    expect(r.results.map((x) => x.decision)).toEqual(["skill", "skill", "skip", "forced"]);
    expect(r).toMatchObject({ cases: 4, recallAt5: 1, top1: 1, hallucinationRate: 0, gatedRate: 2 / 4 });
    expect(r.stepCoverage).toEqual({ single: null, decomposed: null });
  });
});
