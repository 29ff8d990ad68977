import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { loadCatalog, type CatalogEntry } from "../skills/catalog";
import { chars4Counter } from "../tokens/estimators";
import { createRouterSession, parseRouterLog } from "./log";
import { buildRouter, similarity, type Router } from "./router";
import { DEFAULT_SYNONYMS } from "./synonyms";
import { KOREAN_MODES } from "./text";
import { readCatalogDir } from "../../cli/io";
import { bm25Invariants } from "../../test-support/bm25-invariants";
import { EXTRA_CATALOGS_HINT, extraCatalogFolders, extraCatalogsDir } from "../../test-support/extra-catalogs";

// Every test here runs on the union of the real third-party catalogs, an optional extra (see
// test-support/extra-catalogs.ts); bm25.test.ts pins the scoring invariants on the bundled catalogs.
const EXTRA = extraCatalogsDir();
const extraDescribe = (name: string, fn: () => void) => describe.skipIf(!EXTRA)(EXTRA ? name : `${name} (${EXTRA_CATALOGS_HINT})`, fn);

// the CLI's own folder reader: every .md file below a folder, paths relative to it
const readTree = readCatalogDir;

const sharedEntries = (): CatalogEntry[] => extraCatalogFolders(EXTRA).flatMap((d) => loadCatalog(readTree(d), path.basename(d)).entries);

let entries: CatalogEntry[];
let router: Router;

beforeAll(() => {
  if (!EXTRA) return;
  entries = sharedEntries();
  router = buildRouter(entries);
});

const QUERIES = [
  "review my pull request for security issues",
  "write unit tests for the payment service",
  "set up a kubernetes deployment with helm charts",
  "analyze our SaaS metrics: CAC, LTV and burn multiple",
  "debug a flaky test in the CI pipeline",
  "코드리뷰를 해줘",
  "보안 취약점 점검해줘",
  "create a pptx presentation from this quarterly report",
];

extraDescribe("retrieval scores are classic BM25", () => {
  bm25Invariants(() => router, QUERIES, 300);

  it("counts every occurrence in the document length, as classic BM25 does", () => {
    const id = router.skills.entries.findIndex((e) => e.name === "code-review-excellence");
    const doc = router.skills.docs[id];
    const total = [...doc.tf.values()].reduce((a, b) => a + b, 0);
    expect(doc.length).toBe(total);
    expect(doc.length).toBeGreaterThan(doc.tf.size);
  });

  it("keeps subagents in their own index", () => {
    expect(router.skills.entries.every((e) => e.kind !== "agent")).toBe(true);
    expect(router.agents.entries.length).toBeGreaterThan(300);
    const t = router.route("review my pull request for security issues");
    expect(t.candidates.every((c) => c.kind !== "agent")).toBe(true);
    expect(t.agents.length).toBeGreaterThan(0);
    expect(t.agents.every((c) => c.kind === "agent")).toBe(true);
  });
});

extraDescribe("Korean requests", () => {
  it("a particle does not stop a match: 코드리뷰를 해줘 finds a review skill", () => {
    for (const mode of KOREAN_MODES) {
      const t = router.withSettings({ koreanMode: mode }).route("코드리뷰를 해줘");
      expect(
        t.candidates.map((c) => c.name).some((n) => /review/.test(n)),
        mode,
      ).toBe(true);
    }
  });

  it("the synonym dictionary is what bridges Korean to an English catalog", () => {
    const on = router.route("보안 취약점 점검해줘");
    expect(on.candidates.some((c) => /secur/.test(c.name))).toBe(true);
    expect(on.candidates[0].terms.some((x) => x.origin === "synonym" && x.term === "security")).toBe(true);
    const off = router.route("보안 취약점 점검해줘", { settings: { synonyms: false } });
    expect(off.candidates).toEqual([]);
    expect(off.decision).toBe("native");
  });

  it("an edited dictionary takes effect", () => {
    // 솔리디티 is read as Solidity by the loanword rule; 똑똑계약 ("smart contract", a word of the
    // user's own) is in no table and spells no loanword (its part 계약 reads "contract", so the ask
    // names no security word): only an edited dictionary can reach Solidity
    const q = "똑똑계약 좀 봐줘";
    // (without the catalog's own vocabulary, which reads 솔리디티 as the catalog's "solidity")
    const plain = router.withSettings({ learnVocabulary: false });
    const before = plain.route(q);
    const pairs = [...DEFAULT_SYNONYMS, ["똑똑계약", "solidity smart contract"] as [string, string]];
    const after = plain.route(q, { settings: { synonymPairs: pairs } });
    expect(before.candidates[0]?.name).not.toBe("solidity-security");
    expect(after.candidates[0].name).toBe("solidity-security");
    expect(after.candidates[0].terms.map((t) => t.term)).toContain("solidity");
  });
});

extraDescribe("gate, top-K, triage and incorporation", () => {
  it("SCORE_MIN gates candidates", () => {
    const t = router.route("set up a kubernetes deployment with helm charts");
    expect(t.candidates.length).toBeGreaterThan(0);
    expect(t.candidates.every((c) => c.score >= 6)).toBe(true);
    const strict = router.route("set up a kubernetes deployment with helm charts", { settings: { scoreMin: 1000 } });
    expect(strict.decision).toBe("native");
    expect(strict.stages.find((s) => s.stage === "gate")?.passed).toBe(false);
    expect(strict.stageReached).toBe("gate");
    expect(strict.injectedTokens).toBe(0);
  });

  it("TOP_K caps the candidates", () => {
    const q = "review my pull request for security issues";
    expect(router.route(q).candidates).toHaveLength(5);
    const two = router.route(q, { settings: { topK: 2 } });
    expect(two.candidates.map((c) => c.name)).toEqual(
      router
        .route(q)
        .candidates.slice(0, 2)
        .map((c) => c.name),
    );
    const topk = two.stages.find((s) => s.stage === "topk");
    expect(topk).toMatchObject({ topK: 2, kept: two.candidates.map((c) => c.name) });
  });

  it("near-tied candidates make it ask, with the options", () => {
    // two catalog entries with the same real description tie exactly
    const src = entries.find((e) => e.name === "changelog-automation")!;
    const twin = { ...src, name: "changelog-automation-copy", path: "copy/SKILL.md" };
    // with the equivalence rule off, a tie always asks
    const r = buildRouter([...entries.filter((e) => e.kind === "skill"), twin], { equivalentSimilarity: 1 });
    const t = r.route("generate a changelog from conventional commits for the release");
    expect(t.decision).toBe("ask");
    expect(t.options).toEqual(expect.arrayContaining(["changelog-automation", "changelog-automation-copy"]));
    expect(t.chosen).toBeNull();
    expect(t.reason).toMatch(/near-tied/);
  });

  it("a near tie between skills that do the same job loads the higher one instead of asking", () => {
    const src = entries.find((e) => e.name === "changelog-automation")!;
    const twin = { ...src, name: "changelog-automation-copy", path: "copy/SKILL.md" };
    const r = buildRouter([...entries.filter((e) => e.kind === "skill"), twin]);
    const t = r.route("generate a changelog from conventional commits for the release");
    expect(t.decision).toBe("skill");
    expect(["changelog-automation", "changelog-automation-copy"]).toContain(t.chosen);
    expect(t.reason).toMatch(/near-tied with .* alike: either serves/);
  });

  it("similarity: the same text is 1, two review skills are closer than a review skill and a Terraform one", () => {
    const r = buildRouter(entries.filter((e) => e.kind === "skill"));
    const id = (n: string) => r.skills.entries.findIndex((e) => e.name === n);
    const [a, b, c] = [id("code-review-excellence"), id("pr-review-expert"), id("terraform-patterns")].map((x) => {
      expect(x).toBeGreaterThanOrEqual(0);
      return x;
    });
    expect(similarity(r.skills, a, a)).toBe(1);
    expect(similarity(r.skills, a, b)).toBeGreaterThan(similarity(r.skills, a, c));
    expect(similarity(r.skills, a, c)).toBeLessThan(0.1);
    expect(similarity(r.skills, a, b)).toBe(similarity(r.skills, b, a));
  });

  it("loads one skill with a one-sentence reason when the task is skill-worthy", () => {
    const t = router.route("write a changelog for the release");
    expect(t.decision).toBe("skill");
    expect(t.chosen).toBe(t.candidates[0].name);
    expect(t.reason.split(/\.\s/).length).toBe(1);
    expect(t.stages.map((s) => s.stage)).toEqual(["prefilter", "retrieval", "gate", "rerank", "topk", "triage", "incorporation"]);
  });

  it("native requests stay native even with candidates", () => {
    for (const q of [
      "commit these changes and push to origin",
      "rename the variable userId to accountId",
      "what does this regex do?",
      "run the tests again",
      "where is parseConfig defined?",
    ]) {
      const t = router.route(q);
      expect(t.decision, q).toBe("native");
      expect(t.chosen, q).toBeNull();
    }
  });

  it("no match at all is native, never a forced match", () => {
    const t = router.route("zxqv plorbt");
    expect(t.decision).toBe("native");
    expect(t.candidates).toEqual([]);
  });
});

extraDescribe("compound requests", () => {
  it("retrieves per sub-task when decomposition is on", () => {
    const q = "research competitors, then write a launch blog post and post it to slack";
    // without the body at all (rerank and retrieval evidence), so the step's scores are BM25's alone
    const noBody = { bodyWeight: 0, bodyEvidence: 0 };
    const t = router.route(q, { settings: { decompose: true, ...noBody } });
    expect(t.subtasks?.map((s) => s.text)).toEqual(["research competitors", "write a launch blog post", "post it to slack"]);
    for (const s of t.subtasks!) expect(s.stages[0].stage).toBe("retrieval");
    // each step's scores are those of retrieving the step on its own (BM25 order without the rerank)
    for (const s of t.subtasks!) {
      const alone = router
        .retrieve(s.text, { settings: noBody })
        .hits.filter((h) => h.score >= 6)
        .slice(0, 5);
      expect(s.candidates.map((c) => c.name)).toEqual(alone.map((h) => h.name));
      s.candidates.forEach((c, i) => expect(c.score).toBeCloseTo(alone[i].score, 9));
    }
    // with the rerank, each step is reranked on its own terms; its BM25 scores stay the step's own
    const rr = router.route(q, { settings: { decompose: true, bodyEvidence: 0 } });
    for (const s of rr.subtasks!) {
      const alone = new Map(router.retrieve(s.text, { settings: { bodyEvidence: 0 } }).hits.map((h) => [h.name, h.score]));
      const gated = s.stages.some((x) => x.stage === "gate" && x.passed);
      expect(s.stages.some((x) => x.stage === "rerank")).toBe(gated);
      for (const c of s.candidates) expect(c.score).toBeCloseTo(alone.get(c.name)!, 9);
    }
    expect(router.route(q).subtasks).toBeUndefined();
  });
});

extraDescribe("trace, log and token cost", () => {
  it("is plain JSON", () => {
    for (const q of [...QUERIES, "hi", "/brainstorming", "research competitors, then write a report"]) {
      const t = router.route(q);
      expect(JSON.parse(JSON.stringify(t))).toEqual(t);
    }
  });

  it("costs fewer tokens than listing the whole catalog", () => {
    const t = router.route("review my pull request for security issues");
    expect(t.injectedTokens).toBe(chars4Counter.count(t.injectedText));
    expect(t.injectedTokens).toBeGreaterThan(0);
    // the listing is cut to its budget (rules.md#skills-listing: about 2,000 tokens on a 200k
    // window), so on 649 real skills routing saves a few times over, no longer twenty
    expect(t.listingTokens).toBeGreaterThan(2 * t.injectedTokens);
    expect(router.route("thanks!").injectedTokens).toBe(0);
  });

  it("logs one JSON line per decision and applies the repeat rule", () => {
    const s = createRouterSession(router);
    s.route("안녕하세요");
    s.route("write a changelog for the release");
    const again = s.route("write a changelog for the release");
    s.route("/brainstorming");
    expect(again.decision).toBe("skip");
    expect(again.stages[0]).toMatchObject({ stage: "prefilter", rule: "repeat" });
    const lines = parseRouterLog(s.exportLog());
    expect(lines.map((l) => [l.turn, l.stage, l.decision])).toEqual([
      [1, "prefilter", "skip"],
      [2, "incorporation", "skill"],
      [3, "prefilter", "skip"],
      [4, "prefilter", "forced"],
    ]);
    expect(lines[1].candidates[0]).toMatchObject({ name: lines[1].chosen });
    expect(s.exportLog().trim().split("\n")).toHaveLength(4);
  });
});
