// Retrieval sums MiniSearch's BM25 itself (retrieve.ts exactScores): these pin that the sums are
// MiniSearch's own, bit for bit and in its order, so that no decision can move. The reference is
// MiniSearch's executeQuery over the same index, called here through the adapter; the catalog and
// the prompts are the bundled devkit ones (our own text), on both indexes and under other BM25
// parameters than the index was built with.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import MiniSearch from "minisearch";
import { readCatalogDir } from "../../cli/io";
import { loadCatalog } from "../skills/catalog";
import { parseGold } from "./bench";
import { fieldLengthsOf, summedScores, type SearchOptions } from "./minisearch-adapter";
import { searchScores } from "./retrieve";
import { buildRouter } from "./router";
import type { QueryTerm } from "./trace";

const root = path.resolve(__dirname, "../../fixtures");
const entries = loadCatalog(readCatalogDir(path.join(root, "catalogs/devkit"), () => {})).entries;
const prompts = parseGold(fs.readFileSync(path.join(root, "gold/devkit.jsonl"), "utf8")).cases.map((c) => c.query);

/** What MiniSearch's executeQuery gives for the terms the index holds, each at its query weight. */
function viaMiniSearch(mini: MiniSearch, terms: QueryTerm[], df: Map<string, number>, p: { k1: number; b: number }) {
  const own = terms.filter((t) => df.has(t.term));
  if (!own.length) return [];
  const weight = new Map(own.map((t) => [t.term, t.weight]));
  const options: SearchOptions = {
    tokenize: (q: string) => q.split(" "),
    processTerm: (t: string) => t,
    boostTerm: (t: string) => weight.get(t) ?? 1,
    bm25: { k: p.k1, b: p.b, d: 0 },
  };
  return summedScores(mini, own.map((t) => t.term).join(" "), options, "fast");
}

describe("retrieval's own BM25 sums", () => {
  it("are MiniSearch's, bit for bit and in its order, for every devkit prompt on both indexes", () => {
    const router = buildRouter(entries);
    let compared = 0;
    for (const ix of [router.skills, router.agents])
      for (const p of [router.settings, { k1: 0.9, b: 0.4 }])
        for (const q of prompts) {
          // every term the prompt yields, derived ones included, weights below 1 among them
          const terms = router.retrieve(q).terms;
          const want = viaMiniSearch(ix.mini, terms, ix.df, p);
          const got = searchScores(ix, terms, p);
          expect(got.map((h) => h.id)).toEqual(want.map((h) => h.id));
          for (let i = 0; i < got.length; i++) if (!Object.is(got[i].score, want[i].score)) expect(got[i].score).toBe(want[i].score);
          compared += got.length;
        }
    // the devkit prompts match hundreds of entries: the check above is not vacuous
    expect(compared).toBeGreaterThan(1000);
  });

  it("read MiniSearch's own field lengths: every occurrence counted, the mean as its running mean", () => {
    const router = buildRouter(entries);
    const stats = fieldLengthsOf(router.skills.mini);
    expect(stats).not.toBeNull();
    expect(stats!.count).toBe(router.skills.entries.length);
    expect([...stats!.lengths]).toEqual(router.skills.docs.map((d) => d.length));
    const mean = router.skills.docs.reduce((a, d) => a + d.length, 0) / router.skills.docs.length;
    expect(stats!.avg).toBeCloseTo(mean, 9);
  });

  it("fall back to MiniSearch's search when its internals are not there", () => {
    const mini = new MiniSearch({ fields: ["text"] });
    (mini as unknown as { _fieldLength: unknown })._fieldLength = undefined;
    expect(fieldLengthsOf(mini)).toBeNull();
  });
});
