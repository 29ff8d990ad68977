// The confidence rule on the bundled catalog's own text (fixtures/catalogs/devkit).
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { readCatalogDir } from "../../cli/io";
import { loadCatalog } from "../skills/catalog";
import { idf } from "./bm25";
import { applyConfidence, CONFIDENCE_WEIGHTS, coverage, unknownShare, type Confidence } from "./confidence";
import type { Incorporation } from "./incorporate";
import type { Candidate } from "./trace";
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

  it("unknown share: the prompt's words the catalog knows by no term of its own nor any the dictionary derives from it", () => {
    const plain = router.withSettings({ synonyms: false });
    // "release" is in three skills, "zorbleflux" in none: one word of two is unknown
    const t1 = plain.retrieve("release zorbleflux").terms;
    expect(plain.skills.df.get("zorbleflux")).toBeUndefined();
    expect(unknownShare(plain.skills, t1)).toBe(0.5);
    expect(unknownShare(plain.skills, plain.retrieve("release notes").terms)).toBe(0);
    // 긁어와 ("scrape it"): the catalog has no 긁어, but the dictionary's 긁어 = scrape reaches a skill
    const own = plain.retrieve("긁어와").terms;
    expect(own.map((t) => [t.term, plain.skills.df.get(t.term) ?? 0])).toEqual([["긁어", 0]]);
    expect(unknownShare(plain.skills, own)).toBe(1);
    const withDictionary = router.withSettings({ synonyms: true });
    const derived = withDictionary.retrieve("긁어와").terms;
    expect(derived.some((t) => t.origin === "synonym" && t.from === "긁어" && (withDictionary.skills.df.get(t.term) ?? 0) > 0)).toBe(true);
    expect(unknownShare(withDictionary.skills, derived)).toBe(0);
    // stop words carry no term and so do not count: "the" and "for" leave two words, one unknown
    expect(unknownShare(plain.skills, plain.retrieve("the release for zorbleflux").terms)).toBe(0.5);
  });

  it("the value is the logistic of the weighted margin, coverage, agreement, specific word and unknown share", () => {
    const t = router.route("이번 주에 머지된 PR들 모아서 릴리스 노트 초안 써줘", { settings: { confidenceMin: 0 } });
    expect(t.decision).toBe("skill");
    const c = t.confidence!;
    const w = CONFIDENCE_WEIGHTS;
    expect(c.value).toBeCloseTo(
      1 /
        (1 +
          Math.exp(
            -(
              w.bias +
              w.margin * c.margin +
              w.coverage * c.coverage +
              w.agreement * c.agreement +
              w.specific * c.specific +
              w.unknown * c.unknown
            ),
          )),
      12,
    );
    expect([0, 1]).toContain(c.specific);
    for (const x of [c.margin, c.coverage, c.agreement, c.unknown, c.value]) {
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

  it("the native reason names what decided it: too little covered, or no other skill to ask about", () => {
    const load: Incorporation = {
      decision: "skill",
      reason: "",
      chosen: "csv-cleaner",
      stage: { stage: "incorporation", passed: true, detail: "", outcome: "skill" },
    };
    const cand = (name: string) => ({ name, kind: "skill", path: name, score: 9, rank: 1, description: "", terms: [] }) as Candidate;
    const c = (coverage: number): Confidence => ({ value: 0.4, margin: 0.1, coverage, agreement: 1, specific: 1, unknown: 0 });
    // a lone candidate covering 60% of the request, under 0.55: native because there is nothing to ask about
    const lone = applyConfidence(load, c(0.6), [cand("csv-cleaner")], 0.55);
    expect(lone.decision).toBe("native");
    expect(lone.reason).toContain("covers 60% of the prompt");
    expect(lone.reason).toContain("no other skill passed the gate");
    expect(lone.reason).not.toContain("too little");
    // two candidates, the leader covering 15%: native because it covers under the 20% line
    const thin = applyConfidence(load, c(0.15), [cand("csv-cleaner"), cand("sheet-merge")], 0.55);
    expect(thin.decision).toBe("native");
    expect(thin.reason).toContain("covers under 20% of the request, too little");
    // 19.7% is under the line: shown as 19%, never rounded up to the 20% it is under
    expect(applyConfidence(load, c(0.197), [cand("csv-cleaner")], 0.55).reason).toContain("covers 19% of the prompt");
    // two candidates and 60% covered: a question, not native
    expect(applyConfidence(load, c(0.6), [cand("csv-cleaner"), cand("sheet-merge")], 0.55).decision).toBe("ask");
  });
});
