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
  it("a gate nobody passes takes the gate's bypass to native", () => {
    const t = router.route("코드리뷰를 해줘", { settings: { scoreMin: 50 } });
    const f = buildFlow(t, undefined, "vertical");
    expect(lit(f)).toEqual(["prompt-prefilter", "prefilter-retrieval", "retrieval-gate", "bypass-gate"]);
    expect(f.nodes.find((n) => n.id === "gate")!.data.lines[0]).toBe("0 ≥ 50.0");
  });
  it("a gate passed only when scaled to the catalog's size says so, and nothing loads", () => {
    // devkit indexes 120 skills the model may load: SCORE_MIN scales by ln(1 + 119.5 / 1.5) / ln(1 + 299.5 / 1.5) = 0.828: a
    // SCORE_MIN 10% above the best score leaves the best between the scaled gate and SCORE_MIN
    const best = router.route("코드리뷰를 해줘").candidates[0].score;
    const t = router.route("코드리뷰를 해줘", { settings: { scoreMin: best * 1.1 } });
    const g = t.stages.find((s) => s.stage === "gate")!;
    expect(g.stage === "gate" && g.scaled! / g.scoreMin).toBeCloseTo(Math.log(1 + 119.5 / 1.5) / Math.log(1 + 299.5 / 1.5), 6);
    expect(t.chosen).toBeNull();
    const lines = buildFlow(t, undefined, "vertical").nodes.find((n) => n.id === "gate")!.data.lines;
    expect(lines[0]).toMatch(/^\d+ ≥ \d+\.\d \(scaled\)$/);
    expect(lines[1]).toContain("→ ask");
    // the ask comes from the scaled gate, not a near tie: the incorporation node says which
    expect(t.decision).toBe("ask");
    const inc = buildFlow(t, undefined, "vertical").nodes.find((n) => n.id === "incorporation")!.data.lines;
    expect(inc[1]).toBe("under SCORE_MIN → ask");
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
