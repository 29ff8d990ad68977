// The confidence rule on the bundled catalog's own text (fixtures/catalogs/devkit).
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { readCatalogDir } from "../../cli/io";
import { loadCatalog } from "../skills/catalog";
import { idf } from "./bm25";
import { CONFIDENCE_WEIGHTS, coverage } from "./confidence";
import { buildRouter, type Router } from "./router";

let router: Router;
beforeAll(() => {
  router = buildRouter(loadCatalog(readCatalogDir(path.resolve(__dirname, "../../fixtures/catalogs/devkit"))).entries);
});

const idOf = (r: Router, name: string) => r.skills.entries.findIndex((e) => e.name === name);

describe("confidence", () => {
  it("coverage: the share of the prompt's words (by IDF) the winner's own text holds", () => {
    const r = router.withSettings({ synonyms: false });
    const id = idOf(r, "release-notes");
    // both words are in release-notes' name: all of the prompt is covered
    expect(coverage(r.skills, id, r.retrieve("release notes").terms)).toBe(1);
    // "docker" is a word of the catalog (two skills) that release-notes does not hold: by hand from df
    const terms = r.retrieve("release docker").terms;
    expect(terms.map((t) => t.term)).toEqual(["releas", "docker"]);
    const n = r.skills.entries.length;
    const wRelease = idf(n, r.skills.df.get("releas")!);
    const wDocker = idf(n, 2);
    expect(r.skills.df.get("docker")).toBe(2);
    expect(r.skills.docs[id].tf.has("docker")).toBe(false);
    expect(coverage(r.skills, id, terms)).toBeCloseTo(wRelease / (wRelease + wDocker), 9);
  });

  it("the value is the logistic of the weighted margin, coverage, agreement and specific word", () => {
    const t = router.route("이번 주에 머지된 PR들 모아서 릴리스 노트 초안 써줘", { settings: { confidenceMin: 0 } });
    expect(t.decision).toBe("skill");
    const c = t.confidence!;
    const w = CONFIDENCE_WEIGHTS;
    expect(c.value).toBeCloseTo(
      1 / (1 + Math.exp(-(w.bias + w.margin * c.margin + w.coverage * c.coverage + w.agreement * c.agreement + w.specific * c.specific))),
      12,
    );
    expect([0, 1]).toContain(c.specific);
    for (const x of [c.margin, c.coverage, c.agreement, c.value]) {
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThanOrEqual(1);
    }
  });

  it("below the threshold a load becomes a question with the leaders as options (or native); at or above it stands", () => {
    const prompt = "이번 주에 머지된 PR들 모아서 릴리스 노트 초안 써줘";
    const free = router.route(prompt, { settings: { confidenceMin: 0 } });
    const value = free.confidence!.value;
    const above = router.route(prompt, { settings: { confidenceMin: value } });
    expect(above.decision).toBe("skill");
    expect(above.chosen).toBe(free.chosen);
    const below = router.route(prompt, { settings: { confidenceMin: Math.min(1, value + 0.01) } });
    expect(below.chosen).toBeNull();
    const inc = below.stages.find((s) => s.stage === "incorporation");
    expect(inc && inc.stage === "incorporation" && inc.unsure).toBe(true);
    if (below.decision === "ask") expect(below.options).toEqual(free.candidates.slice(0, 3).map((c) => c.name));
    else expect(below.decision).toBe("native");
  });
});
