// The router on the bilingual example catalog (fixtures/catalogs/devkit) and both gold sets.
import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { loadCatalog, type CatalogEntry } from "../skills/catalog";
import { parseGold, runBench } from "./bench";
import { createRouterSession } from "./log";
import { buildRouter, type Router } from "./router";
import { KOREAN_MODES } from "./text";
import { readCatalogDir } from "../../cli/io";
import { EXTRA_CATALOGS_HINT, extraCatalogsDir } from "../../test-support/extra-catalogs";

const ROOT = path.resolve(__dirname, "../..");
const DEVKIT = path.join(ROOT, "fixtures/catalogs/devkit");
// real third-party catalogs: optional, see test-support/extra-catalogs.ts
const EXTRA = extraCatalogsDir();
const SHARED = EXTRA ?? "";
const extraIt = EXTRA ? it : it.skip;
const extraNote = EXTRA ? "" : ` (${EXTRA_CATALOGS_HINT})`;

// the CLI's own folder reader: every .md file below a folder, paths relative to it
const readTree = readCatalogDir;

let devkit: CatalogEntry[];
let router: Router;

beforeAll(() => {
  devkit = loadCatalog(readTree(DEVKIT), "devkit").entries;
  router = buildRouter(devkit);
});

describe("Korean requests on a bilingual catalog", () => {
  it("particles and endings do not stop a match, in every Korean mode", () => {
    for (const mode of KOREAN_MODES) {
      const r = router.withSettings({ koreanMode: mode });
      for (const q of ["코드리뷰를 해줘", "코드 리뷰해줘", "이 PR 리뷰 좀 해줄래?"]) {
        // the review skills rank first; whether they pass SCORE_MIN depends on the mode's weights
        const top = r
          .retrieve(q)
          .hits.slice(0, 3)
          .map((h) => h.name);
        expect(top, `${mode}: ${q}`).toContain("code-review");
      }
    }
    // the default ("both") passes it through the gate: loaded, or offered when security-review
    // (whose Korean triggers also say 코드 리뷰) ties with it
    for (const q of ["코드리뷰를 해줘", "코드 리뷰해줘"]) {
      const t = router.route(q);
      expect(
        t.candidates.map((c) => c.name),
        q,
      ).toContain("code-review");
      expect([t.chosen, ...(t.options ?? [])], q).toContain("code-review");
    }
  });

  it("the stripped stem meets the description's own Korean words", () => {
    const t = router.route("릴리스 노트를 작성해줘");
    expect(t.chosen).toBe("release-notes");
    const terms = t.candidates[0].terms.map((x) => x.term);
    expect(terms).toEqual(expect.arrayContaining(["릴리스", "노트"]));
  });
});

describe("prefilter and slash triggers on devkit", () => {
  it("forces a slash-only skill by its trigger but never retrieves it", () => {
    const forced = router.route("/deploy-production v2.3.1");
    expect(forced).toMatchObject({ decision: "forced", chosen: "deploy-production" });
    const natural = router.route("프로덕션에 배포해줘");
    expect(natural.chosen).not.toBe("deploy-production");
    expect(natural.candidates.map((c) => c.name)).not.toContain("deploy-production");
  });

  it("skips greetings and repeats, and logs each turn", () => {
    const s = createRouterSession(router);
    expect(s.route("안녕하세요").decision).toBe("skip");
    expect(s.route("release notes for v2.4 please").decision).toBe("skill");
    expect(s.route("release notes for v2.4 please").decision).toBe("skip");
    expect(s.log.map((l) => l.stage)).toEqual(["prefilter", "incorporation", "prefilter"]);
  });
});

describe("gold sets (regression guard; figures in settings.ts)", () => {
  const gold = (f: string) => parseGold(fs.readFileSync(path.join(ROOT, "fixtures/gold", f), "utf8"));

  it("devkit: Recall@5 and Top-1 above target, no skill for native or chitchat", () => {
    const g = gold("devkit.jsonl");
    expect(g.errors).toEqual([]);
    const r = runBench(router, g.cases);
    // measured: 0.894 / 0.777 / 0.062, 0 loads on native or chitchat (0.894 / 0.798 / 0.068 before the rerank)
    expect(r.recallAt5!).toBeGreaterThanOrEqual(0.83);
    expect(r.top1!).toBeGreaterThan(0.7);
    expect(r.counts.loadedOnNative).toBe(0);
    expect(r.hallucinationRate!).toBeLessThan(0.1);
    expect(r.stepCoverage.decomposed!).toBeGreaterThanOrEqual(r.stepCoverage.single!);
  });

  extraIt(`shared catalogs: Recall@5 and Top-1 above target, no skill for native or chitchat${extraNote}`, () => {
    const g = gold("shared-catalogs.jsonl");
    const entries = fs
      .readdirSync(SHARED, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .sort((a, b) => (a.name < b.name ? -1 : 1))
      .flatMap((d) => loadCatalog(readTree(path.join(SHARED, d.name)), d.name).entries);
    const r = runBench(buildRouter(entries), g.cases);
    // measured: 0.938 / 0.833 / 0.055 (0.917 / 0.771 / 0.096 before the rerank)
    expect(r.recallAt5!).toBeGreaterThan(0.85);
    expect(r.top1!).toBeGreaterThan(0.7);
    expect(r.counts.loadedOnNative).toBe(0);
  });
});

describe("the ~1,200-skill union (devkit + the five packs + the shared catalogs)", () => {
  extraIt(`Recall@5 above 85%, no skill for native or chitchat; Top-1 held where it stands (goal 70% not met)${extraNote}`, () => {
    const g = parseGold(fs.readFileSync(path.join(ROOT, "fixtures/gold/bilingual-1200.jsonl"), "utf8"));
    expect(g.errors).toEqual([]);
    const dirs = [
      DEVKIT,
      path.join(ROOT, "fixtures/catalogs/packs"),
      ...fs
        .readdirSync(SHARED, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => path.join(SHARED, d.name))
        .sort(),
    ];
    const entries = dirs.flatMap((d) => loadCatalog(readTree(d), path.basename(d)).entries);
    expect(entries.filter((e) => e.kind === "skill").length).toBeGreaterThan(1_150);
    const r = runBench(buildRouter(entries), g.cases);
    // measured: 0.905 / 0.575 / 0.112 on 349 cases, 0 loads on native or chitchat (0.905 / 0.647 /
    // 0.181 before the confidence rule, 0.861 / 0.607 / 0.206 before the rerank stage)
    expect(r.recallAt5!).toBeGreaterThan(0.88);
    expect(r.top1!).toBeGreaterThan(0.55);
    expect(r.hallucinationRate!).toBeLessThan(0.13);
    expect(r.counts.loadedOnNative).toBe(0);
  });

  extraIt(`the blind held-out set: no skill for its near-miss native prompts, recall and top-1 held${extraNote}`, () => {
    const g = parseGold(fs.readFileSync(path.join(ROOT, "fixtures/gold/blind-holdout.jsonl"), "utf8"));
    expect(g.errors).toEqual([]);
    expect(g.cases.length).toBe(120);
    const dirs = [
      DEVKIT,
      path.join(ROOT, "fixtures/catalogs/packs"),
      ...fs
        .readdirSync(SHARED, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => path.join(SHARED, d.name))
        .sort(),
    ];
    const entries = dirs.flatMap((d) => loadCatalog(readTree(d), path.basename(d)).entries);
    const router = buildRouter(entries);
    const r = runBench(router, g.cases);
    // measured when written: 0.790 / 0.460 / 0.050, 0 of 20 native prompts load a skill (0.790 /
    // 0.620 / 0.225 before the confidence rule; the router as it stood before this set was written:
    // 0.760 / 0.540 / 0.292 and 6 of 20 loaded one). At 97080ab: 0.85 / 0.57 / 10 wrong loads of 120.
    expect(r.recallAt5!).toBeGreaterThan(0.76);
    expect(r.top1!).toBeGreaterThan(0.44);
    // Wrong loads, counted: 5 of 120 at 53ba8b9, where the bound was "rate under 0.08" (9 at most).
    // Since then rules changed on purpose, each measured on every gold set, and this set's count went
    // to 10 (+7, -2 while Top-1 rose 47 -> 57). The load that passed 9, ho-1-008 (English, now a
    // review skill where it had been native), came with 69a558c, whose section in docs/routing.md
    // ("Round 15 tuning") writes it down: "four wrong loads went and one came (on the union's
    // held-out set)". Hence at most 10: one more fails here until a change accounts for it so.
    expect(r.counts.hallucinated).toBeLessThanOrEqual(10);
    expect(r.counts.loadedOnNative).toBe(0);
    // and without the rerank (body weight 0) it ranks worse on these unseen requests
    const free = router.withSettings({ confidenceMin: 0 });
    const plain = runBench(free.withSettings({ bodyWeight: 0 }), g.cases);
    expect(plain.top1!).toBeLessThan(runBench(free, g.cases).top1!);
  });
});
