// The rules issue 16 added, pinned on the text of a catalog the router was not written for
// (fixtures/catalogs/blind-ko-en, 321 skills): names from front matter, the vowels of a learned
// transliteration, a slash-only skill's claim, the lone candidate's lead and the specific word of
// the confidence rule, and the one-line jobs and chitchat that stay native. Every expectation is
// worked out from the catalog's own SKILL.md text, not from a run of the router.
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { readCatalogDir } from "../../cli/io";
import { loadCatalog, type CatalogEntry } from "../skills/catalog";
import { idf } from "./bm25";
import { buildIndex } from "./catalog-index";
import { coverageDetail } from "./confidence";
import { nameBook, resolveName } from "./names";
import { buildRouter, type Router } from "./router";
import { withDefaults } from "./settings";
import { SLASH_ONLY_COVERAGE, slashOnlyClaim } from "./slash-only";
import { learnVocabulary, transliterate, vowelsAgree, type Vocabulary } from "./vocabulary";

const BLIND = path.resolve(__dirname, "../../fixtures/catalogs/blind-ko-en");
let entries: CatalogEntry[];
let router: Router;
let vocab: Vocabulary;
beforeAll(() => {
  entries = loadCatalog(readCatalogDir(BLIND)).entries;
  router = buildRouter(entries);
  vocab = learnVocabulary(entries.filter((e) => !e.disableModelInvocation));
});

describe("names on blind-ko-en", () => {
  it("the folder workout-routine-planner holds the skill named fitness-plan; either name reaches it", () => {
    // workout-routine-planner/SKILL.md: "name: fitness-plan"
    const e = entries.find((x) => x.folder === "workout-routine-planner")!;
    expect(e.name).toBe("fitness-plan");
    const book = nameBook(entries);
    expect(book.duplicates).toEqual([]);
    expect(resolveName(book, "workout-routine-planner")).toMatchObject({ via: "folder", name: "fitness-plan" });
    expect(resolveName(book, "fitness-plan")).toMatchObject({ via: "name", name: "fitness-plan" });
  });
});

describe("learned transliterations agree in their vowels", () => {
  it("by hand: 중간 and chunking share consonants but not vowels; 옵시디언 and obsidian share both", () => {
    // 중(ㅜ) 간(ㅏ) vs ch-u-nk-i-ng: ㅜ writes u, but ㅏ never writes i
    expect(vowelsAgree("중간", "chunking")).toBe(false);
    // 옵(ㅗ) 시(ㅣ) 디(ㅣ) 언(ㅓ) vs o-bs-i-d-ia-n: o, i, i, and ㅓ for any vowel
    expect(vowelsAgree("옵시디언", "obsidian")).toBe(true);
    // 템(ㅔ) 플(ㅡ, no vowel) 릿(ㅣ) vs t-e-mpl-a-te (silent e): e, a: the -ate of loanwords
    expect(vowelsAgree("템플릿", "template")).toBe(true);
  });

  it("on the catalog: rag-pipeline's 'chunking' is not what a prompt's 중간 means; 옵시디언 is obsidian", () => {
    // rag-pipeline's description has "chunking"; no description has 중간
    expect(entries.some((e) => e.name === "rag-pipeline" && /chunking/.test(e.description))).toBe(true);
    expect(transliterate(vocab, "중간")).toBeNull();
    // obsidian-notes: "옵시디언(Obsidian) 볼트 정리와 활용" — both in one description
    expect(vocab.pairs.some((p) => p.how === "transliteration" && p.pair[0] === "옵시디언" && p.pair[1] === "obsidian")).toBe(true);
  });
});

describe("a slash-only skill's claim", () => {
  it("rollback-release holds all of 'roll the service back to the previous version'; api-design only 'version'", () => {
    const s = withDefaults({});
    const two = entries.filter((e) => e.name === "api-design" || e.name === "rollback-release");
    const loadable = buildIndex(
      "skills",
      two.filter((e) => !e.disableModelInvocation),
      s,
    );
    const slashOnly = buildIndex(
      "skills",
      two.filter((e) => e.disableModelInvocation),
      s,
    );
    // rollback-release: "Rolls a service back to the previous good version"; api-design: "versioning"
    const terms = ["roll", "servic", "back", "previou", "version"].map((t) => ({
      term: t,
      weight: 1,
      origin: "query" as const,
      from: t,
      unit: "word" as const,
    }));
    const has = (ix: typeof loadable, t: string) => ix.docs[0].tf.has(t);
    for (const t of ["roll", "servic", "back", "version"]) expect(has(slashOnly, t)).toBe(true);
    expect(has(loadable, "version")).toBe(true);
    const claim = slashOnlyClaim(loadable, slashOnly, 0, terms)!;
    expect(claim.name).toBe("rollback-release");
    // the words both indexes know weigh idf(n=2, df): the slash-only skill holds every known word;
    // api-design holds only "version" (df 2) of them
    const known = terms.filter((t) => has(loadable, t.term) || has(slashOnly, t.term));
    const w = (t: string) => idf(2, (has(loadable, t) ? 1 : 0) + (has(slashOnly, t) ? 1 : 0));
    const all = known.reduce((a, t) => a + w(t.term), 0);
    expect(claim.coverage).toBeCloseTo(known.filter((t) => has(slashOnly, t.term)).reduce((a, t) => a + w(t.term), 0) / all, 9);
    expect(claim.winnerCoverage).toBeCloseTo(w("version") / all, 9);
    expect(claim.coverage).toBeGreaterThanOrEqual(SLASH_ONLY_COVERAGE);
  });

  it("on the whole catalog a request for a production deploy asks, naming the skill only the user starts", () => {
    // deploy-to-prod (slash-only): "Runs a production deployment: pre-checks, canary, ... rollout or rollback"
    const t = router.route("run the production deployment with a canary and roll out fully");
    expect(t.decision).toBe("ask");
    expect(t.options).toContain("deploy-to-prod");
    const inc = t.stages.find((x) => x.stage === "incorporation");
    expect(inc && inc.stage === "incorporation" && inc.slashOnly).toBe("deploy-to-prod");
    expect(t.reason).toContain("/deploy-to-prod");
  });

  it("'to production' means a deploy: moving a build there is deploy-to-prod's job, not a migration's", () => {
    // deploy-to-prod: "Runs a production deployment"; postgres-migration's description holds
    // "production" too, and without the dictionary's "to production = deploy" it is the lone hit
    const prompt = "take the latest main to production";
    const t = router.route(prompt);
    expect(t.decision).toBe("ask");
    expect(t.options).toEqual(["postgres-migration", "deploy-to-prod"]);
    const inc = t.stages.find((x) => x.stage === "incorporation");
    expect(inc && inc.stage === "incorporation" && inc.slashOnly).toBe("deploy-to-prod");
    const pairs = router.settings.synonymPairs.filter(([a]) => a !== "to production");
    expect(pairs.length).toBe(router.settings.synonymPairs.length - 1);
    const bare = buildRouter(entries, { synonymPairs: pairs }).route(prompt);
    expect(bare.decision).toBe("skill");
    expect(bare.chosen).toBe("postgres-migration");
  });
});

describe("the confidence rule's features on blind-ko-en", () => {
  it("a lone candidate's lead is over the best hit the gate held back", () => {
    const prompt = "hiking for a week, what to bring";
    // without the vocabulary read English into Korean, which lifts a second skill over SCORE_MIN here
    const lone = router.withSettings({ reverseVocabularyWeight: 0 });
    const t = lone.route(prompt, { settings: { confidenceMin: 0 } });
    const hits = lone.retrieve(prompt).hits;
    // only one skill reaches SCORE_MIN here: its lead is over the next hit, not over nothing
    expect(hits.filter((h) => h.score >= router.settings.scoreMin).length).toBe(1);
    expect(t.chosen).toBe(hits[0].name);
    expect(t.confidence!.margin).toBeCloseTo((hits[0].score - hits[1].score) / hits[0].score, 9);
    expect(t.confidence!.margin).toBeLessThan(0.5);
  });

  it("specific: whether the winner holds a word of the prompt's highest IDF", () => {
    const prompt = "how much should I save each month for a hiking trip";
    const terms = router.retrieve(prompt).terms;
    const df = (t: string) => router.skills.df.get(t) ?? 0;
    const known = terms.filter((x) => df(x.term) > 0);
    const least = Math.min(...known.map((x) => df(x.term)));
    const rarest = new Set(known.filter((x) => df(x.term) === least).map((x) => x.term));
    const idOf = (name: string) => router.skills.entries.findIndex((e) => e.name === name);
    for (const name of ["savings-goal-calculator", "hiking-trip-plan", "budget-planner", "trip-planner"]) {
      const id = idOf(name);
      const holds = [...rarest].some((t) => router.skills.docs[id].tf.has(t));
      expect(coverageDetail(router.skills, id, terms).specific).toBe(holds ? 1 : 0);
    }
  });
});

describe("native means native on blind-ko-en", () => {
  it.each([
    // translate-ko-en would match "translate" and "Korean": a quoted phrase is a one-liner
    ["translate 'see you at the meeting' into Korean", "translate a phrase"],
    ["'마감 연장'을 영어로 뭐라고 해?", "translate a phrase"],
    // sql-writer would match "쿼리": laying out pasted text is no SQL work
    ["이 쿼리 들여쓰기만 해줘: select id, name from users where age > 20", "reformat pasted text"],
    // spreadsheet-formulas would match 엑셀 and VLOOKUP
    ["엑셀 VLOOKUP 세 번째 인수가 뭐였지?", "quick question"],
    ["what is a CrashLoopBackOff, in one sentence", "quick question"],
  ])("%s", (prompt, label) => {
    const t = router.route(prompt);
    expect(t.decision).toBe("native");
    const tri = t.stages.find((x) => x.stage === "triage");
    expect(tri && tri.stage === "triage" && tri.signals.some((s) => s.side === "native" && s.label === label)).toBe(true);
  });

  it("chitchat: a question about the assistant and a longer sign-off skip retrieval; a task does not", () => {
    for (const p of ["너는 무슨 일 할 수 있어?", "what can you do?", "ok thanks, that's all for today"])
      expect(router.route(p).decision).toBe("skip");
    expect(router.route("what can you do with this csv of orders").decision).not.toBe("skip");
  });
});
