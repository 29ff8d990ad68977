// The scoring invariants of rules.md#routing on the bundled catalogs (devkit and the five packs),
// so they hold in any clone; router.test.ts checks the same on real third-party catalogs when
// they are pointed at.
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { readCatalogDir } from "../../cli/io";
import { loadCatalog } from "../skills/catalog";
import { bm25Invariants } from "../../test-support/bm25-invariants";
import { buildRouter, type Router } from "./router";
import { termTokenizer } from "./catalog-index";
import { createTermSearch } from "./minisearch-adapter";

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
  bm25Invariants(() => router, QUERIES, 100);

  it("counts every occurrence in the document length, and keeps subagents in their own index", () => {
    const doc = router.skills.docs[0];
    expect(doc.length).toBe([...doc.tf.values()].reduce((a, b) => a + b, 0));
    expect(router.skills.entries.every((e) => e.kind !== "agent")).toBe(true);
    expect(router.agents.entries.length).toBeGreaterThan(0);
    expect(router.agents.entries.every((e) => e.kind === "agent")).toBe(true);
  });
});

describe("the MiniSearch index the router builds from its own term counts", () => {
  it("is the index MiniSearch's own addAll builds from the same texts", () => {
    const ix = router.skills;
    const tk = termTokenizer(router.settings);
    const own = createTermSearch(ix.texts, tk.tokenize, tk.processTerm, { k1: router.settings.k1, b: router.settings.b }).toJSON();
    const got = ix.mini.toJSON();
    const byTerm = (js: typeof own) => new Map(js.index.map(([term, data]) => [term, data]));
    expect(got.index.length).toBe(own.index.length);
    expect(byTerm(got)).toEqual(byTerm(own));
    expect({ ...got, index: [] }).toEqual({ ...own, index: [] });
  });
});
