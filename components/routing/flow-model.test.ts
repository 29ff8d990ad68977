import { describe, expect, it } from "vitest";
import path from "node:path";
import { buildRouter } from "@/lib/routing";
import { loadCatalog } from "@/lib/skills/catalog";
import { readCatalogDir } from "@/cli/io";
import { buildFlow } from "./flow-model";

const router = buildRouter(loadCatalog(readCatalogDir(path.resolve(__dirname, "../../fixtures/catalogs/devkit")), "devkit").entries);
const lit = (f: ReturnType<typeof buildFlow>) => f.edges.filter((e) => e.data.lit).map((e) => e.id);
const on = (f: ReturnType<typeof buildFlow>) => f.nodes.filter((n) => n.data.on).map((n) => n.id);

describe("buildFlow: the lit path follows the trace", () => {
  it("nothing routed: everything dimmed", () => {
    const f = buildFlow(null, undefined, "horizontal");
    expect(lit(f)).toEqual([]);
    expect(on(f)).toEqual([]);
  });
  it("a greeting takes the prefilter's bypass", () => {
    const f = buildFlow(router.route("안녕하세요"), undefined, "horizontal");
    expect(lit(f)).toEqual(["prompt-prefilter", "bypass-prefilter"]);
    expect(on(f)).toEqual(["prompt", "prefilter", "decision"]);
    expect(f.nodes.find((n) => n.id === "prefilter")!.data.turned).toBe(true);
    expect(f.nodes.find((n) => n.id === "decision")!.data.decision).toBe("skip");
  });
  it("a long request's prompt node says the rules read its two ends, and its tip how much", () => {
    // 3,000 words of "word " (15,000 characters): far past twice the 2,000 read at each end
    const t = router.route("review my pull request " + "word ".repeat(3_000));
    const node = (o: "vertical" | "horizontal") => buildFlow(t, "fix it", o).nodes.find((n) => n.id === "prompt")!.data;
    expect(node("vertical").lines[1]).toBe("read: first and last 2,000 chars");
    expect(node("horizontal").lines[1]).toBe("ends read: 2,000 each");
    expect(node("vertical").tip).toContain("read its first and last 2,000 characters");
    expect(node("vertical").tip.length).toBeLessThan(600);
    // a short one: the turn before, as ever
    expect(buildFlow(router.route("review my pull request"), "fix it", "vertical").nodes[0].data.lines[1]).toBe("after “fix it”");
  });
  it("a gate nobody passes takes the gate's bypass to native", () => {
    const t = router.route("코드리뷰를 해줘", { settings: { scoreMin: 50 } });
    const f = buildFlow(t, undefined, "vertical");
    expect(lit(f)).toEqual(["prompt-prefilter", "prefilter-retrieval", "retrieval-gate", "bypass-gate"]);
    expect(f.nodes.find((n) => n.id === "gate")!.data.lines[0]).toBe("0 ≥ 50.0");
  });
  it("the vertical retrieval node keeps its head short enough to stand beside its title, the best score below", () => {
    const t = router.route("코드리뷰를 해줘");
    const r = t.stages.find((s) => s.stage === "retrieval")!;
    const lines = buildFlow(t, undefined, "vertical").nodes.find((n) => n.id === "retrieval")!.data.lines;
    expect(lines[0]).toBe(`${r.stage === "retrieval" ? r.matched : 0} candidates`);
    expect(lines[1]).toMatch(/^best \d+\.\d · \d+ terms? · \d+ synonyms?$/);
  });
  // devkit indexes 120 skills the model may load: SCORE_MIN scales by ln(1 + 119.5 / 1.5) / ln(1 + 299.5 / 1.5) = 0.828: a
  // SCORE_MIN 10% above the best score leaves the best between the scaled gate (0.91 of the best) and SCORE_MIN: a load
  // there is asked about
  const scaledPast = (prompt: string) => router.route(prompt, { settings: { scoreMin: router.route(prompt).candidates[0].score * 1.1 } });
  const gateLines = (t: ReturnType<typeof scaledPast>) =>
    buildFlow(t, undefined, "vertical").nodes.find((n) => n.id === "gate")!.data.lines;
  const incLines = (t: ReturnType<typeof scaledPast>) =>
    buildFlow(t, undefined, "vertical").nodes.find((n) => n.id === "incorporation")!.data.lines;
  it("a gate passed only when scaled to the catalog's size says so, and nothing loads", () => {
    // a skill devkit loads at SCORE_MIN 6 (the next test): past the scaled gate only, it is asked about
    const t = scaledPast("방금 회의 녹취록인데 정리 좀 부탁해");
    const g = t.stages.find((s) => s.stage === "gate")!;
    expect(g.stage === "gate" && g.scaled! / g.scoreMin).toBeCloseTo(Math.log(1 + 119.5 / 1.5) / Math.log(1 + 299.5 / 1.5), 6);
    expect(t.chosen).toBeNull();
    expect(gateLines(t)[0]).toMatch(/^\d+ ≥ \d+\.\d \(scaled\)$/);
    expect(gateLines(t)[1]).toContain("→ ask");
    // the ask comes from the scaled gate, not a near tie: the incorporation node says which
    expect(t.decision).toBe("ask");
    expect(t.reason).toContain("passed the gate scaled to its size");
    expect(incLines(t)[1]).toBe("under SCORE_MIN → ask");
  });
  it("a near tie past the scaled gate is said to be a near tie, as the reason says", () => {
    // security-review and code-review both hold 코드리뷰 and tie within 5%: incorporation asks before the gate's rule
    // on loads is reached, so the ask is the near tie's
    const t = scaledPast("코드리뷰를 해줘");
    expect(t.decision).toBe("ask");
    expect(t.reason).toContain("near-tied");
    expect(incLines(t)[1]).toBe("near tie → ask");
  });
  it("a request triage judged native past the scaled gate is not said to be asked about", () => {
    // "typo" is a small edit (a native signal, weight 3) against the skill side's two: native
    const t = scaledPast("fix the typo in the code review checklist");
    expect(t.decision).toBe("native");
    const g = t.stages.find((s) => s.stage === "gate")!;
    expect(g.stage === "gate" && g.belowScoreMin).toBe(true);
    expect(gateLines(t)[1]).toBe(`none ≥ ${(g as { scoreMin: number }).scoreMin.toFixed(1)}`);
  });
  it("a load the confidence rule turned native is not said to be triage's", () => {
    // the only candidate (release-notes) at a confidence of about 0.92, against a threshold of 0.99: native, unsure
    const t = router.route("the weather for the release party", { settings: { confidenceMin: 0.99 } });
    expect(t.decision).toBe("native");
    expect(t.stages.find((s) => s.stage === "triage")!.passed).toBe(true);
    const inc = buildFlow(t, undefined, "vertical").nodes.find((n) => n.id === "incorporation")!.data.lines;
    expect(inc[1]).toBe("not confident → native");
  });
  it("a skill goes the whole way, with its figures on the nodes", () => {
    const t = router.route("방금 회의 녹취록인데 정리 좀 부탁해");
    expect(t.decision).toBe("skill");
    const f = buildFlow(t, "hi", "horizontal");
    expect(lit(f)).toEqual([
      "prompt-prefilter",
      "prefilter-retrieval",
      "retrieval-gate",
      "gate-rerank",
      "rerank-topk",
      "topk-triage",
      "triage-incorporation",
      "incorporation-decision",
    ]);
    const r = t.stages.find((s) => s.stage === "retrieval")!;
    expect(f.nodes.find((n) => n.id === "retrieval")!.data.lines[0]).toBe(`${r.stage === "retrieval" ? r.matched : 0} candidates`);
    expect(f.nodes.find((n) => n.id === "topk")!.data.lines[0]).toBe(`kept ${t.candidates.length} of ${t.candidates.length}`);
    expect(f.nodes.find((n) => n.id === "decision")!.data.chosen).toBe(t.chosen);
  });
});

describe("buildFlow: a request handed to a subagent", () => {
  const entry = (p: string, name: string, description: string) => ({
    path: p,
    text: `---\nname: ${name}\ndescription: ${description}\n---\nbody\n`,
  });
  const team = buildRouter(
    loadCatalog(
      [
        entry("skills/commit-message/SKILL.md", "commit-message", "Writes commit messages in the team's conventional commit format."),
        entry("skills/release-notes/SKILL.md", "release-notes", "Drafts release notes from merged pull requests."),
        entry(
          "agents/migration-runner.md",
          "migration-runner",
          "Plans and applies PostgreSQL schema migrations: checks locks, backfills columns.",
        ),
      ],
      "team",
    ).entries,
  );
  it("no skill passed the gate: the path goes through triage to the subagent, not around to native", () => {
    const t = team.route("plan the postgresql schema migration and check the locks before we backfill the new column");
    expect(t.decision).toBe("delegate");
    const f = buildFlow(t, undefined, "horizontal");
    expect(lit(f)).not.toContain("bypass-gate");
    expect(f.nodes.find((n) => n.id === "gate")!.data.lines).toEqual(["0 ≥ 6.0", "a subagent leads"]);
    expect(f.nodes.find((n) => n.id === "incorporation")!.data.lines).toEqual(["delegates to subagent", "migration-runner"]);
    expect(f.nodes.find((n) => n.id === "decision")!.data.lines).toEqual(["subagent migration-runner"]);
  });
  it("a description lead the body did not overturn is not said to be a short prompt", () => {
    // devkit, body evidence off: ci-failure-triage's description leads flaky-test-triage's by 21%
    // (lib/routing/body.test.ts), so the rerank keeps BM25 order on a prompt of 8 words
    const t = router.route("checkout.spec fails like 1 in 20 runs on CI but never on my machine", { settings: { bodyEvidence: 0 } });
    const f = buildFlow(t, undefined, "horizontal");
    expect(f.nodes.find((n) => n.id === "rerank")!.data.lines).toEqual(["description leads by 1.2×", "BM25 order kept"]);
  });
});
