// The rerank stage: BM25 over each skill's body, on real catalog text.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readCatalogDir } from "../../cli/io";
import { EXTRA_CATALOGS_HINT, extraCatalogsDir } from "../../test-support/extra-catalogs";
import { loadCatalog } from "../skills/catalog";
import { bodyQuery, bodyRamp, bodyScore, bodyScorePool, bodyText, buildBodyIndex, BODY_RAMP } from "./body";
import { buildRouter } from "./router";
import { analyze } from "./text";

const ROOT = path.resolve(__dirname, "../..");
// real third-party catalogs: optional, see test-support/extra-catalogs.ts
const EXTRA = extraCatalogsDir(["obra-superpowers"]);
const SHARED = EXTRA ?? "";
const extraIt = EXTRA ? it : it.skip;
const extraNote = EXTRA ? "" : ` (${EXTRA_CATALOGS_HINT})`;
const devkit = loadCatalog(readCatalogDir(path.join(ROOT, "fixtures/catalogs/devkit")), "devkit").entries;

describe("bodyText: what the rerank reads of a body", () => {
  extraIt(`drops a 'When NOT to Use' section of a real skill up to the next heading of its level, and keeps the rest${extraNote}`, () => {
    const body = fs.readFileSync(path.join(SHARED, "obra-superpowers/skills/dispatching-parallel-agents/SKILL.md"), "utf8");
    const text = bodyText(body);
    expect(body).toContain("**Shared state:** Agents would interfere");
    expect(text).not.toContain("**Shared state:** Agents would interfere");
    expect(text).not.toMatch(/## When NOT to Use/);
    // the next section and a "# comment" inside a code block stay
    expect(text).toContain("## Real Example from Session");
    expect(text).toContain("# All three run concurrently.");
    expect(text).toContain("## When to Use");
  });

  it("drops a 'When NOT to Use' section up to the next heading of its level, keeping code comments and later sections", () => {
    const body = [
      "# Parallel agents",
      "## When to Use",
      "Several independent failures at once.",
      "## When NOT to Use",
      "- **Shared files:** the agents would overwrite each other's edits.",
      "### Instead",
      "Fix them one at a time.",
      "## Example",
      "```bash",
      "# all three run at once",
      "run-a & run-b & run-c",
      "```",
    ].join("\n");
    const text = bodyText(body);
    expect(text).not.toContain("Shared files");
    expect(text).not.toContain("Fix them one at a time"); // a sub-heading belongs to the dropped section
    expect(text).not.toMatch(/## When NOT to Use/);
    expect(text).toContain("## When to Use");
    expect(text).toContain("## Example");
    expect(text).toContain("# all three run at once");
  });

  it("drops 'Not for ...' boundary lines, which name other skills' jobs", () => {
    const e = devkit.find((x) => x.name === "ab-test-analysis")!;
    expect(e.body).toContain("- Not for setting up the flag that splits traffic: use `feature-flags`.");
    const text = bodyText(e.body);
    expect(text).not.toContain("Not for setting up the flag");
    expect(text).toContain("sample ratio mismatch");
  });
});

describe("bodyScore", () => {
  const opts = { koreanMode: "both" as const, stemEnglish: true };
  const bi = buildBodyIndex(devkit, opts);

  it("is classic BM25 over the body's own statistics", () => {
    const id = devkit.findIndex((x) => x.name === "ab-test-analysis");
    const term = "ratio";
    const doc = analyze(bodyText(devkit[id].body), opts);
    const tf = doc.filter((t) => t === term).length;
    const df = devkit.filter((e) => analyze(bodyText(e.body), opts).includes(term)).length;
    const avg = devkit.reduce((a, e) => a + analyze(bodyText(e.body), opts).length, 0) / devkit.length;
    expect(tf).toBeGreaterThan(0);
    const idf = Math.log(1 + (devkit.length - df + 0.5) / (df + 0.5));
    const want = (0.5 * idf * tf * 2.2) / (tf + 1.2 * (0.25 + (0.75 * doc.length) / avg));
    const got = bodyScore(bi, id, [{ term, weight: 0.5 }], 1.2, 0.75);
    expect(got.score).toBeCloseTo(want, 9);
    expect(got.terms).toEqual([{ term, tf, df, contribution: got.score }]);
    expect(bodyScore(bi, id, [{ term: "zxqv", weight: 1 }], 1.2, 0.75)).toEqual({ score: 0, terms: [] });
  });

  it("scores a pool as each body alone would, through either path (postings walk or search)", () => {
    const prompts = [
      "checkout.spec fails like 1 in 20 runs on CI but never on my machine",
      "지난달 매출 뽑아서 지역별 그래프 넣어서 보고서로 만들어줘",
      "write a test for the parser and review the code",
    ];
    for (const p of prompts) {
      const q = bodyQuery(
        bi,
        analyze(p, opts).map((term) => ({ term, weight: 1 })),
      );
      expect(q.ids.length, p).toBeGreaterThan(1);
      // a pool of 1 sends common terms down the search path, a pool of 60 walks their postings
      for (const size of [1, 7, 60]) {
        const ids = Array.from({ length: size }, (_, i) => (i * 37 + size) % devkit.length);
        const pool = bodyScorePool(bi, ids, q, 1.2, 0.75);
        ids.forEach((id, i) => expect(pool[i], `${p} #${id}`).toBeCloseTo(bodyScore(bi, id, q, 1.2, 0.75).score, 9));
      }
    }
    // the scratch marks are left clear
    expect(bi.mark.every((m) => m === 0)).toBe(true);
  });

  it("ramps in with the prompt's own words", () => {
    expect(bodyRamp(BODY_RAMP.from)).toBe(0);
    expect(bodyRamp(BODY_RAMP.full)).toBe(1);
    expect(bodyRamp(40)).toBe(1);
    expect(bodyRamp((BODY_RAMP.from + BODY_RAMP.full) / 2)).toBeCloseTo(0.5, 9);
  });
});

describe("the rerank stage in the router", () => {
  const router = buildRouter(devkit);

  it("a body that spells the job out puts the right skill first, and a clear description lead holds against it", () => {
    const q = "checkout.spec fails like 1 in 20 runs on CI but never on my machine";
    const plain = router.route(q, { settings: { bodyWeight: 0, bodyEvidence: 0 } });
    expect(plain.chosen).toBe("ci-failure-triage");
    const off = plain.stages.find((s) => s.stage === "rerank");
    expect(off).toMatchObject({ applied: false, pool: [] });

    // without the body's evidence in retrieval, ci-failure-triage's description outscores
    // flaky-test-triage's by 21%: the body's pick does not overturn it (description-lead.ts)
    const held = router.route(q, { settings: { confidenceMin: 0, bodyEvidence: 0 } });
    expect(held.candidates[0].name).toBe("ci-failure-triage");
    expect(held.stages.find((s) => s.stage === "rerank")).toMatchObject({ applied: false, pool: [] });
    expect(held.stages.find((s) => s.stage === "rerank")!.detail).toMatch(/"flaky-test-triage".*its body would have put first/);

    // with the body's evidence in retrieval (body-evidence.test.ts) flaky-test-triage leads BM25 and
    // the rerank keeps it first; the confidence rule aside (at 0.52 this prompt loads it at 54%)
    const t = router.route(q, { settings: { confidenceMin: 0 } });
    expect(t.chosen).toBe("flaky-test-triage");
    const rr = t.stages.find((s) => s.stage === "rerank")!;
    if (rr.stage !== "rerank") throw new Error("no rerank stage");
    expect(rr.applied).toBe(true);
    expect(rr.weight).toBe(1);
    const lead = rr.pool[0];
    expect(lead).toMatchObject({ name: "flaky-test-triage", to: 1 });
    // the gate's numbers are untouched: BM25 in seed units, the rank adds the body
    const top = t.candidates[0];
    expect(top.score).toBeCloseTo(lead.score, 9);
    expect(top.rankScore).toBeCloseTo(top.score + rr.weight * top.bodyScore!, 9);
    // the breakdown, on demand, sums to the body score the rerank used
    const why = router.explainBody(q, top.name)!;
    expect(why.score).toBeCloseTo(top.bodyScore!, 9);
    expect(why.terms.reduce((a, x) => a + x.contribution, 0)).toBeCloseTo(why.score, 9);
    expect(why.terms.length).toBeGreaterThan(0);
    expect(t.reason).toMatch(/in its body/);
    // the list: the reranked pool's first two, then the best by BM25 not yet listed (list-interleave.ts),
    // then the rerank's next
    const names = t.candidates.map((c) => c.name);
    expect(names.slice(0, 2)).toEqual(rr.pool.slice(0, 2).map((p) => p.name));
    const bm25Next = rr.pool.slice(2).reduce((a, p) => (p.from < a.from ? p : a));
    expect(names[2]).toBe(bm25Next.name);
    expect(names[3]).toBe(rr.pool.slice(2).find((p) => p.name !== bm25Next.name)!.name);
    rr.pool.slice(1).forEach((p, i) => expect(p.rankScore).toBeLessThanOrEqual(rr.pool[i].rankScore));
  });

  it("a prompt of a few words keeps the BM25 order", () => {
    const t = router.route("코드리뷰를 해줘");
    const rr = t.stages.find((s) => s.stage === "rerank")!;
    if (rr.stage !== "rerank") throw new Error("no rerank stage");
    expect(rr).toMatchObject({ applied: false, weight: 0, pool: [] });
    expect(rr.promptWords).toBeLessThanOrEqual(BODY_RAMP.from);
    expect(rr.detail).toMatch(/BM25 order/);
    expect(t.candidates.every((c) => c.rankScore === undefined && c.bodyScore === undefined)).toBe(true);
    expect(t.candidates.map((c) => c.name)).toEqual(
      router.route("코드리뷰를 해줘", { settings: { bodyWeight: 0 } }).candidates.map((c) => c.name),
    );
  });
});
