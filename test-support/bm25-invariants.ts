// The scoring invariants of rules.md#routing-retrieve as vitest cases, for any catalog: what the
// router's explain() and its own postings give equals MiniSearch's BM25 score, the top-K selection
// equals sorting everything, and the top candidate matches a hand computation of Lucene-IDF BM25.
// lib/routing/bm25.test.ts runs them on the bundled catalogs, router.test.ts on the real ones.
import { expect, it } from "vitest";
import { analyzeQuery, explainTerms, retrieveScores, scorePostings, searchScores, type Router } from "../lib/routing/router";
import { compileSynonyms, DEFAULT_SYNONYMS } from "../lib/routing/synonyms";
import { KOREAN_MODES } from "../lib/routing/text";

/** `router()` is read when the cases run (after beforeAll); `minChecked`: how many scores at least. */
export function bm25Invariants(router: () => Router, queries: readonly string[], minChecked: number) {
  it("explain() sums to the score MiniSearch reports, and route()'s retrieval agrees", () => {
    let checked = 0;
    for (const mode of KOREAN_MODES) {
      const r = router().withSettings({ koreanMode: mode });
      for (const q of queries) {
        const terms = analyzeQuery(q, r.settings, compileSynonyms(DEFAULT_SYNONYMS), (t) => r.skills.df.get(t) ?? 0);
        // the public search(): MiniSearch's score divided by its quality factor
        const pub = searchScores(r.skills, terms, r.settings, "public");
        const fast = new Map(searchScores(r.skills, terms, r.settings, "fast").map((h) => [h.id, h.score]));
        // what route() uses: MiniSearch on the prompt's words + the added terms from the postings
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
    expect(checked).toBeGreaterThan(minChecked);
  });

  it("the router's own postings give MiniSearch's scores, and its top-K equals sorting everything", () => {
    const rt = router();
    for (const ix of [rt.skills, rt.agents]) {
      for (const q of queries) {
        const terms = analyzeQuery(q, rt.settings, compileSynonyms(DEFAULT_SYNONYMS), (t) => ix.df.get(t) ?? 0);
        const mini = new Map(searchScores(ix, terms, rt.settings).map((h) => [h.id, h.score]));
        const own = scorePostings(ix, terms, rt.settings);
        expect(own.length).toBe(mini.size);
        for (const h of own) expect(h.score).toBeCloseTo(mini.get(h.id)!, 9);
        const sorted = own
          .filter((h) => h.score >= 3)
          .sort((a, b) => b.score - a.score || ix.order[a.id] - ix.order[b.id])
          .slice(0, 5);
        expect(scorePostings(ix, terms, rt.settings, { n: 5, min: 3 })).toEqual(sorted);
      }
    }
  });

  it("matches a hand computation of Lucene-IDF BM25 (k1 1.2, b 0.75) on the top candidate", () => {
    const rt = router();
    const c = rt.route("review my pull request for security issues").candidates[0];
    expect(c).toBeDefined();
    const N = rt.skills.entries.length;
    for (const x of c.terms) {
      const idf = Math.log(1 + (N - x.df + 0.5) / (x.df + 0.5));
      const tfn = (x.tf * 2.2) / (x.tf + 1.2 * (0.25 + (0.75 * x.fieldLength) / x.avgFieldLength));
      expect(x.contribution).toBeCloseTo(x.weight * idf * tfn, 12);
    }
    expect(c.terms.reduce((a, x) => a + x.contribution, 0)).toBeCloseTo(c.score, 9);
  });
}
