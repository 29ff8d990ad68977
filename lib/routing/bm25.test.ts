// The scoring invariants of rules.md#routing on the bundled catalogs (devkit and the five packs),
// so they hold in any clone; router.test.ts checks the same on real third-party catalogs when
// they are pointed at.
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { readCatalogDir } from "../../cli/io";
import { loadCatalog } from "../skills/catalog";
import { analyzeQuery, buildRouter, explainTerms, retrieveScores, scorePostings, searchScores, type Router } from "./router";
import { compileSynonyms, DEFAULT_SYNONYMS } from "./synonyms";
import { KOREAN_MODES } from "./text";

const ROOT = path.resolve(__dirname, "../..");
const QUERIES = [
  "review my pull request for security issues",
  "write unit tests for the payment service",
  "set up a kubernetes deployment with helm charts",
  "debug a flaky test in the CI pipeline",
  "코드리뷰를 해줘",
  "보안 취약점 점검해줘",
  "create a pptx presentation from this quarterly report",
];

let router: Router;
beforeAll(() => {
  const dirs = ["fixtures/catalogs/devkit", "fixtures/catalogs/packs"].map((d) => path.join(ROOT, d));
  router = buildRouter(dirs.flatMap((d) => loadCatalog(readCatalogDir(d), path.basename(d)).entries));
});

describe("retrieval scores are classic BM25, on the bundled catalogs", () => {
  it("explain() sums to the score MiniSearch reports, and route()'s retrieval agrees", () => {
    let checked = 0;
    for (const mode of KOREAN_MODES) {
      const r = router.withSettings({ koreanMode: mode });
      for (const q of QUERIES) {
        const terms = analyzeQuery(q, r.settings, compileSynonyms(DEFAULT_SYNONYMS), (t) => r.skills.df.get(t) ?? 0);
        const pub = searchScores(r.skills, terms, r.settings, "public");
        const fast = new Map(searchScores(r.skills, terms, r.settings, "fast").map((h) => [h.id, h.score]));
        const routed = new Map(retrieveScores(r.skills, terms, r.settings).map((h) => [h.id, h.score]));
        expect(fast.size).toBe(pub.length);
        expect(routed.size).toBe(pub.length);
        for (const h of pub.slice(0, 25)) {
          const sum = explainTerms(r.skills, h.id, terms, r.settings).reduce((a, t) => a + t.contribution, 0);
          expect(sum).toBeCloseTo(h.score, 9);
          expect(fast.get(h.id)).toBeCloseTo(h.score, 9);
          expect(routed.get(h.id)).toBeCloseTo(h.score, 9);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it("the router's own postings give MiniSearch's scores, and its top-K equals sorting everything", () => {
    for (const ix of [router.skills, router.agents]) {
      for (const q of QUERIES) {
        const terms = analyzeQuery(q, router.settings, compileSynonyms(DEFAULT_SYNONYMS), (t) => ix.df.get(t) ?? 0);
        const mini = new Map(searchScores(ix, terms, router.settings).map((h) => [h.id, h.score]));
        const own = scorePostings(ix, terms, router.settings);
        expect(own.length).toBe(mini.size);
        for (const h of own) expect(h.score).toBeCloseTo(mini.get(h.id)!, 9);
        const sorted = own
          .filter((h) => h.score >= 3)
          .sort((a, b) => b.score - a.score || ix.order[a.id] - ix.order[b.id])
          .slice(0, 5);
        expect(scorePostings(ix, terms, router.settings, { n: 5, min: 3 })).toEqual(sorted);
      }
    }
  });

  it("matches a hand computation of Lucene-IDF BM25 (k1 1.2, b 0.75) on the top candidate", () => {
    const t = router.route("review my pull request for security issues");
    const c = t.candidates[0];
    expect(c).toBeDefined();
    const N = router.skills.entries.length;
    for (const x of c.terms) {
      const idf = Math.log(1 + (N - x.df + 0.5) / (x.df + 0.5));
      const tfn = (x.tf * 2.2) / (x.tf + 1.2 * (0.25 + (0.75 * x.fieldLength) / x.avgFieldLength));
      expect(x.contribution).toBeCloseTo(x.weight * idf * tfn, 12);
    }
    expect(c.terms.reduce((a, x) => a + x.contribution, 0)).toBeCloseTo(c.score, 9);
  });

  it("counts every occurrence in the document length, and keeps subagents in their own index", () => {
    const doc = router.skills.docs[0];
    expect(doc.length).toBe([...doc.tf.values()].reduce((a, b) => a + b, 0));
    expect(router.skills.entries.every((e) => e.kind !== "agent")).toBe(true);
    expect(router.agents.entries.length).toBeGreaterThan(0);
    expect(router.agents.entries.every((e) => e.kind === "agent")).toBe(true);
  });
});
