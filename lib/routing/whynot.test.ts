// "Why not this skill?" on the bilingual example catalog: each stage a skill can drop out at, found
// from real prompts of its gold set, and every setting hint checked by routing again here.
import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { loadCatalog, type CatalogEntry } from "../skills/catalog";
import { readCatalogDir } from "../../cli/io";
import { parseGold, runBench, type GoldCase } from "./bench";
import { buildRouter, type RouteTrace, type Router } from "./router";
import type { RouterSettings } from "./settings";
import { editEntry, nearNames, STAGE_LABEL, WHYNOT_ORDER, whyNot, type WhyNot } from "./whynot";

const ROOT = path.resolve(__dirname, "../..");
let entries: CatalogEntry[];
let router: Router;
let gold: GoldCase[];

beforeAll(() => {
  entries = loadCatalog(readCatalogDir(path.join(ROOT, "fixtures/catalogs/devkit")), "devkit").entries;
  router = buildRouter(entries);
  gold = parseGold(fs.readFileSync(path.join(ROOT, "fixtures/gold/devkit.jsonl"), "utf8")).cases;
});

const why = (prompt: string, name: string): [WhyNot, RouteTrace] => {
  const t = router.route(prompt);
  return [whyNot(router, t, name, entries), t];
};

/** every hint that names settings does for the skill what it says, when routed again */
function checkHints(w: WhyNot, prompt: string) {
  for (const h of w.hints.filter((x) => x.patch)) {
    const t = router.route(prompt, { settings: h.patch as Partial<RouterSettings> });
    const at = t.candidates.findIndex((c) => c.name === w.name);
    if (h.outcome === "loaded") expect(t.chosen).toBe(w.name);
    else if (h.outcome!.startsWith("asked")) expect(t.options).toContain(w.name);
    else expect(h.outcome).toMatch(new RegExp(`^kept #${at + 1}\\b`));
  }
}

describe("whyNot", () => {
  it("names near entries for a name the catalog lacks", () => {
    const [w] = why("add tests for parseInvoice", "unit-test");
    expect(w.stage).toBe("unknown");
    expect(w.suggestions).toContain("unit-tests");
    expect(nearNames("reviw", ["review", "code-review", "zzz"])).toEqual(["review"]);
    expect(nearNames("review", ["code-review", "zzz"])).toEqual(["code-review"]);
    // a name whose words another holds, however far the spelling: the session's pdf-forms
    expect(nearNames("pdf-forms", ["pdf-form-fill", "pdf-extract", "forms"])).toEqual(["forms", "pdf-form-fill"]);
  });

  it("tells a slash-only entry and a subagent apart from a skill", () => {
    const slash = entries.find((e) => e.disableModelInvocation)!;
    expect(why("anything at all here please", slash.name)[0].stage).toBe("slash-only");
    const agent = entries.find((e) => e.kind === "agent")!;
    const [w] = why("fix the typo in README", agent.name);
    expect(w.stage).toBe("agent");
    expect(w.verdict).toContain("subagent index");
  });

  it("a prompt the prefilter stopped searched nothing", () => {
    const [w, t] = why("thanks!", "code-review");
    expect(t.decision).toBe("skip");
    expect(w.stage).toBe("prefilter");
  });

  it("below SCORE_MIN: its score and rank, the prompt's words it lacks, and a checked way through", () => {
    const prompt = "write the release notes for v2.3";
    const [w] = why(prompt, "k8s-manifests");
    expect(w.stage).toBe("gate");
    expect(w.score!).toBeGreaterThan(0);
    expect(w.score!).toBeLessThan(6);
    // the score the gate read: its fields' BM25 (explain) and its body's evidence (retrieve)
    const hit = router.retrieve(prompt).hits.find((h) => h.name === "k8s-manifests")!;
    expect(w.score).toBeCloseTo(hit.score, 10);
    expect(w.score!).toBeGreaterThanOrEqual(router.explain(prompt, "k8s-manifests")!.score - 1e-9);
    expect(w.rank).toBe(router.retrieve(prompt).hits.findIndex((h) => h.name === "k8s-manifests") + 1);
    const own = new Set(w.terms!.map((t) => t.term));
    expect(w.missing!.length).toBeGreaterThan(0);
    for (const m of w.missing!) expect(own.has(m.term)).toBe(false);
    expect(w.missing!.map((m) => m.term)).toContain("releas");
    expect(w.hints.length).toBeGreaterThan(0);
    checkHints(w, prompt);
  });

  it("passed the gate but not kept: where TOP_K cut it, and the TOP_K that keeps it", () => {
    // a prompt of the gold set where more skills pass the gate than TOP_K keeps
    let found = 0;
    for (const c of gold) {
      const t = router.route(c.query);
      const gate = t.stages.find((s) => s.stage === "gate");
      if (!gate || gate.stage !== "gate" || gate.above <= 5) continue;
      const cut = router.retrieve(c.query).hits.find((h) => h.score >= 6 && !t.candidates.some((k) => k.name === h.name))!;
      const w = whyNot(router, t, cut.name, entries);
      expect(w.stage).toBe("topk");
      expect(w.verdict).toContain("TOP_K 5 kept others");
      expect(w.hints[0].patch!.topK).toBeGreaterThan(5);
      checkHints(w, c.query);
      if (++found === 3) break;
    }
    expect(found).toBe(3);
  });

  it("a candidate the rerank put within TOP_K but the list did not: the verdict gives its place in the list, past TOP_K", () => {
    // list-interleave.ts: after the rerank's first two, BM25's best not yet listed takes every other place
    let found = 0;
    for (const c of gold) {
      const t = router.route(c.query);
      const rr = t.stages.find((s) => s.stage === "rerank");
      if (rr?.stage !== "rerank" || !rr.applied) continue;
      for (const p of rr.pool.filter((x) => x.to <= 5 && !t.candidates.some((k) => k.name === x.name))) {
        const w = whyNot(router, t, p.name, entries);
        expect(w.verdict).toContain(`the rerank placed it #${p.to}`);
        const listed = Number(/the list #(\d+)/.exec(w.verdict)?.[1]);
        expect(listed).toBeGreaterThan(5);
        found++;
      }
    }
    expect(found).toBeGreaterThan(0);
  });

  it("kept but outranked: by how much, and a near-tie ratio that asks instead", () => {
    const prompt = "add tests for parseInvoice, it has zero coverage rn";
    const [w, t] = why(prompt, "unit-tests");
    expect(t.chosen).not.toBe("unit-tests");
    expect(w.stage).toBe("outranked");
    expect(w.leader!.name).toBe(t.chosen);
    expect(w.hints.some((h) => h.patch?.nearTieRatio !== undefined && h.outcome!.startsWith("asked"))).toBe(true);
    checkHints(w, prompt);
  });

  it("kept, and the request judged native; kept among the options asked; loaded", () => {
    const native = gold
      .map((c) => router.route(c.query))
      .find((t) => t.candidates.length > 0 && t.stages.some((s) => s.stage === "triage" && s.verdict === "native"))!;
    expect(why(native.prompt, native.candidates[0].name)[0].stage).toBe("triage");
    const asked = gold.map((c) => router.route(c.query)).find((t) => t.decision === "ask")!;
    const [w] = why(asked.prompt, asked.options![1]);
    expect(w.stage).toBe("ask");
    // the verdict names the rule that asked, as the reason does: a near tie, or the confidence rule
    expect(w.verdict).toContain(asked.reason.includes("near-tied") ? "near-tied options" : "not confident enough");
    const loaded = router.route("write the release notes for v2.3");
    expect(why(loaded.prompt, loaded.chosen!)[0].stage).toBe("loaded");
  });

  it("a skill no word of the prompt reaches was never retrieved", () => {
    const prompt = "write the release notes for v2.3";
    const hit = new Set(router.retrieve(prompt).hits.map((h) => h.name));
    const far = router.skills.entries.find((e) => !hit.has(e.name))!;
    const [w] = why(prompt, far.name);
    expect(w.score).toBe(0);
    expect(w.stage).toBe("no-match");
  });

  it("a bench with its catalog says, for each missed case, where its closest right skill dropped out", () => {
    const r = runBench(router, gold, entries);
    const missed = r.results.filter((x) => x.top1Hit === false && (x.kind === "single" || x.kind === "slash"));
    expect(missed.length).toBeGreaterThan(0);
    expect(Object.values(r.dropouts).reduce((a, b) => a + b!, 0)).toBe(missed.length);
    for (const x of missed) {
      const c = gold.find((g) => g.id === x.id)!;
      const stages = [...c.gold, ...(c.acceptable ?? [])].map((n) => whyNot(router, router.route(c.query), n, entries).stage);
      const best = Math.max(...stages.map((st) => WHYNOT_ORDER.indexOf(st)));
      expect(WHYNOT_ORDER.indexOf(x.dropout!.stage)).toBe(best);
      expect(x.dropout!.stage).not.toBe("loaded");
    }
    // without the catalog the bench does not look
    expect(runBench(router, gold.slice(0, 20)).results.every((x) => x.dropout === undefined)).toBe(true);
  });

  it("what if: one entry's text edited, the prompt routed again over an index of the edited catalog", () => {
    const prompt = "add tests for parseInvoice, it has zero coverage rn";
    const [before, t] = why(prompt, "unit-tests");
    expect(before.description).toBe(entries.find((e) => e.name === "unit-tests")!.description);
    const edited = editEntry(entries, "unit-tests", { description: `${before.description} Also when coverage is zero.` });
    // only that entry changed, and the original catalog is untouched
    expect(edited.filter((e, i) => e !== entries[i]).map((e) => e.name)).toEqual(["unit-tests"]);
    expect(entries.find((e) => e.name === "unit-tests")!.description).toBe(before.description);
    const r2 = buildRouter(edited);
    const after = whyNot(r2, r2.route(prompt), "unit-tests", edited);
    expect(after.score!).toBeGreaterThan(before.score!);
    expect(after.missing!.map((m) => m.term)).not.toContain("coverag");
    // and the skill that loaded, its description stripped, keeps only what its name matches
    const winner = t.chosen!;
    const r3 = buildRouter(editEntry(entries, winner, { description: "Formats dates." }));
    const stripped = r3.explain(prompt, winner)!;
    expect(stripped.score).toBeLessThan(t.candidates[0].score);
    const own = r3.skills.nameTerms[r3.skills.entries.findIndex((e) => e.name === winner)];
    expect(stripped.terms.length).toBeGreaterThan(0);
    expect(stripped.terms.every((x) => own.has(x.term) || x.term === "format" || x.term === "date")).toBe(true);
    // when_to_use goes when left empty, stays when given
    expect(editEntry(entries, "unit-tests", { description: "x" }).find((e) => e.name === "unit-tests")!.whenToUse).toBeUndefined();
    expect(editEntry(entries, "unit-tests", { description: "x", whenToUse: "y" }).find((e) => e.name === "unit-tests")!.whenToUse).toBe(
      "y",
    );
  });
});

describe("whyNot on a native answer the confidence rule made", () => {
  it("is not filed as judged native by triage, which passed the request", () => {
    // one candidate, a count to work out: triage lets it through, and the leader's lead is too small
    // for the confidence rule to load it, with nothing else to ask about
    const prompt = "how many users bought again within 30 days of their first order, per month";
    const [w, t] = why(prompt, "schema-migration-playbook");
    expect(t.decision).toBe("native");
    expect(t.stages.find((s) => s.stage === "triage")).toMatchObject({ verdict: "skill-worthy" });
    expect(w.stage).toBe("unsure");
    expect(w.verdict).toContain("handled the request natively");
    expect(STAGE_LABEL[w.stage]).toBe("not confident enough");
    // closer to loading than a request triage judged native
    expect(WHYNOT_ORDER.indexOf("unsure")).toBeGreaterThan(WHYNOT_ORDER.indexOf("triage"));
  });
});

describe("whyNot on an ask the confidence rule made", () => {
  it("does not call the options near-tied", () => {
    const cat = loadCatalog(readCatalogDir(path.resolve(__dirname, "../../fixtures/catalogs/devkit")), "devkit").entries;
    const r = buildRouter(cat);
    const options = { settings: { confidenceMin: 0.999 } };
    const t = r.route("my landlord wants a security deposit review", options);
    expect(t.decision).toBe("ask");
    // the confidence rule's reason: how likely the leader is right, under the bar
    expect(t.reason).toContain("likely right, under the");
    expect(t.reason).not.toContain("near-tied");
    const w = whyNot(r, t, t.options![1], cat, options, { hints: false });
    expect(w.stage).toBe("ask");
    expect(w.verdict).not.toContain("near-tied");
    expect(w.verdict).toContain("confident");
  });
});

describe("whyNot on a small catalog, where the gate scaled to its size asks", () => {
  // six DevOps skills written for this test, in the shape of a generator / validator catalog
  const skill = (name: string, description: string) => ({
    path: `skills/${name}/SKILL.md`,
    text: `---\nname: ${name}\ndescription: ${description}\n---\n\n# ${name}\n\nSteps.\n`,
  });
  const small = loadCatalog(
    [
      skill(
        "dockerfile-generator",
        "Generate a production-ready Dockerfile with multi-stage builds, a small base image and a non-root user.",
      ),
      skill("dockerfile-validator", "Validate and lint an existing Dockerfile: security issues, layer caching and best practices."),
      skill("helm-generator", "Create a Helm chart for a Kubernetes service, with values, templates and helpers."),
      skill("terraform-validator", "Check Terraform modules with fmt, validate and tflint, and explain each finding."),
      skill("makefile-generator", "Write a Makefile with build, test and clean targets for a project."),
      skill("promql-generator", "Compose PromQL queries for Prometheus dashboards and alerts."),
    ],
    "small",
  ).entries;
  it("a skill the scaled gate offered is said to be asked about, not only to be below SCORE_MIN", () => {
    const r = buildRouter(small);
    // two skills tie on the request's words, both under SCORE_MIN: the scaled gate lets them through, and the tie asks
    const t = r.route("terraform module for the helm chart");
    const g = t.stages.find((s) => s.stage === "gate")!;
    // the rule (gate.ts): nothing reaches SCORE_MIN 6, the gate scaled to six skills lets the best through, and it is asked
    expect(g.stage === "gate" && g.belowScoreMin).toBe(true);
    const scaled = g.stage === "gate" ? g.scaled! : NaN;
    expect(scaled).toBeCloseTo(6 * (Math.log(1 + 5.5 / 1.5) / Math.log(1 + 299.5 / 1.5)), 6);
    expect(t.decision).toBe("ask");
    expect(t.options).toContain("helm-generator");

    const w = whyNot(r, t, "helm-generator", small);
    expect(w.score!).toBeLessThan(6);
    expect(w.score!).toBeGreaterThanOrEqual(scaled);
    expect(w.stage).toBe("ask");
    expect(w.verdict).toContain("below SCORE_MIN 6");
    expect(w.verdict).toContain("scaled to this catalog's size");
    expect(w.verdict).toContain("asked");
    // the ask is the near tie's (the reason says so), not the scaled gate's rule on loads: why-not tells the same story
    expect(t.reason).toContain("near-tied");
    expect(w.verdict).toContain("near-tied");
    expect(w.verdict).not.toContain("offered, never loaded");
  });

  it("a load the scaled gate turned into a question is said to be offered for that", () => {
    // two words of the validator's, about 1.5 each on six skills: about 3, over the gate scaled from SCORE_MIN 9
    // (9 x 1.54 / 5.30 = 2.6), and the generator's "dockerfile" and "image" beside it, under 7% behind:
    // the load the confidence rule would make is asked about (alone, it would load: clear-leader.ts)
    const r = buildRouter(small);
    const options = { settings: { scoreMin: 9 } };
    const t = r.route("dockerfile security and image", options);
    expect(t.candidates.map((c) => c.name)).toEqual(["dockerfile-validator", "dockerfile-generator"]);
    expect(t.decision).toBe("ask");
    expect(t.reason).toContain("passed the gate scaled to its size");
    const w = whyNot(r, t, "dockerfile-validator", small, options, { hints: false });
    expect(w.stage).toBe("ask");
    expect(w.verdict).toContain("offered, never loaded");
  });

  it("a skill below the scaled gate as well is below both, and says so", () => {
    const r = buildRouter(small);
    const t = r.route("my container image is huge, can you slim the dockerfile");
    const w = whyNot(r, t, "dockerfile-validator", small);
    // "dockerfile" alone: fewer of the prompt's words than the generator (image), under the scaled gate
    expect(w.stage).toBe("gate");
    expect(w.verdict).toMatch(/below SCORE_MIN 6 and the gate scaled to this catalog's size \(\d/);
  });
});
