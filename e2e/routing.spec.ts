import AxeBuilder from "@axe-core/playwright";
import { test, expect, type Page } from "@playwright/test";
import { bundledCatalogFiles, openSkillsRouting } from "./helpers";
import { execSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { strToU8, zipSync } from "fflate";
import {
  buildRouter,
  decodeRouteLink,
  dropout,
  editEntry,
  encodeRouteLink,
  parseGold,
  runBench,
  STAGE_LABEL,
  whyNot,
  type Metrics,
  type RouteTrace,
  type StageTrace,
} from "../lib/routing";
import { previousPrompt, promptOf, skillAfter } from "../lib/routing/prompt";
import { loadCatalog, type CatalogFile } from "../lib/skills/catalog";
// the page's router has the English paraphrase table (the worker loads it): so does the one that says what to expect
import wordnet from "../lib/routing/data/wordnet-paraphrases.json";
import { ingest } from "../lib/transcripts";

// The routing view (/routing/), its bench, and the inspector's Routing tab. Every expectation is
// computed here with lib/routing over the same files the app loads (fixtures/catalogs/devkit,
// fixtures/gold/devkit.jsonl), and the bench is checked against the CLI's own JSON.
const ROOT = path.resolve(__dirname, "..");
const GOLD = path.join(ROOT, "fixtures", "gold", "devkit.jsonl");
const SHOTS = process.env.SHOTS_DIR ?? "/tmp/shots";

const devkitFiles = (): CatalogFile[] => bundledCatalogFiles("devkit");
const paraphrases = wordnet.table;

const router = buildRouter(loadCatalog(devkitFiles(), "devkit").entries, {}, { paraphrases });
const gold = parseGold(fs.readFileSync(GOLD, "utf8")).cases;
const goldCase = (id: string) => {
  const c = gold.find((x) => x.id === id);
  if (!c) throw new Error(`no gold case ${id}`);
  return c;
};
type Retrieval = Extract<StageTrace, { stage: "retrieval" }>;
const retrievalOf = (t: RouteTrace) => t.stages.find((s): s is Retrieval => s.stage === "retrieval")!;

const MAIN_EDGES = [
  "prompt-prefilter",
  "prefilter-retrieval",
  "retrieval-gate",
  "gate-rerank",
  "rerank-topk",
  "topk-triage",
  "triage-incorporation",
  "incorporation-decision",
];
const edge = (page: Page, id: string) => page.getByTestId(`rf__edge-${id}`);
const node = (page: Page, id: string) => page.getByTestId(`flow-node-${id}`);

async function gotoRouting(page: Page, hash = "") {
  await page.goto(`/routing/${hash}`);
  await expect(page.getByTestId("routing-catalog")).toHaveAttribute("data-status", "ready");
  await expect(page.getByTestId("routing-catalog-size")).toContainText(
    `${router.skills.entries.length} skills + ${router.agents.entries.length} subagents`,
  );
}

async function routePrompt(page: Page, prompt: string) {
  await page.getByTestId("route-input").fill(prompt);
  await page.getByTestId("route-input").press("Enter");
  await expect(page.getByTestId("route-decision")).toBeVisible();
}

/** Lit: the edges of the path; the others dimmed. */
async function expectLit(page: Page, lit: string[]) {
  for (const id of [...MAIN_EDGES, "bypass-prefilter", "bypass-gate"]) {
    await expect(edge(page, id)).toHaveAttribute("data-lit", lit.includes(id) ? "true" : "false");
  }
}

const pct = (x: number | null) => (x === null ? "–" : `${(x * 100).toFixed(1)}%`);

test("routing a prompt: the path lit, the candidates with their scores, SCORE_MIN, a trigger, the log", async ({ page }) => {
  await gotoRouting(page);
  await expect(page.getByTestId("routing-catalog-name")).toHaveText("devkit (bundled)");

  // 1. A greeting: skipped at the prefilter, straight to the decision by the bypass.
  await routePrompt(page, "안녕하세요");
  const hello = router.route("안녕하세요");
  expect(hello.decision).toBe("skip");
  await expect(page.getByTestId("route-decision")).toHaveAttribute("data-decision", "skip");
  await expect(page.getByTestId("route-decision")).toHaveAttribute("data-stage", "prefilter");
  await expectLit(page, ["prompt-prefilter", "bypass-prefilter"]);
  await expect(node(page, "prefilter")).toHaveAttribute("data-turned", "true");
  await expect(node(page, "retrieval")).toHaveAttribute("data-on", "false");
  await expect(page.getByTestId("flow-decision")).toHaveAttribute("data-decision", "skip");
  await expect(page.getByTestId("injected-tokens")).toHaveText("0");

  // 2. A Korean request with particles and endings (하다가, 났는데, 이랑, 이) that the dictionary
  // brings to its skill: the whole pipeline lit, the chosen skill, the candidates and their scores.
  const ko = goldCase("dk-020");
  const t = router.route(ko.query);
  expect(t.decision).toBe("skill");
  expect(t.chosen).toBe(ko.gold[0]);
  const top = t.candidates[0];
  expect(top.terms.some((x) => x.origin === "synonym")).toBe(true);
  expect(top.terms.some((x) => x.origin === "query" && x.from !== x.term)).toBe(true);
  await routePrompt(page, ko.query);
  await expect(page.getByTestId("route-decision")).toHaveAttribute("data-decision", "skill");
  await expect(page.getByTestId("route-chosen")).toHaveText(t.chosen!);
  await expectLit(page, MAIN_EDGES);
  for (const id of ["prompt", "prefilter", "retrieval", "gate", "rerank", "topk", "triage", "incorporation", "decision"])
    await expect(node(page, id)).toHaveAttribute("data-on", "true");
  const r = retrievalOf(t);
  await expect(node(page, "retrieval")).toContainText(`${r.matched} candidates`);
  await expect(node(page, "retrieval")).toContainText(`best ${r.top[0].score.toFixed(1)}`);
  // the gate counts every retrieved skill at or over 6.0, before TOP_K keeps the first five
  const passed = r.top.filter((h) => h.score >= 6).length;
  expect(passed).toBeLessThan(r.top.length); // the shown list reaches below the gate, so the count is whole
  await expect(node(page, "gate")).toContainText(`${passed} ≥ 6.0`);
  await expect(page.getByTestId("flow-decision")).toHaveAttribute("data-decision", "skill");

  const rows = page.getByTestId("candidate-row");
  await expect(rows).toHaveCount(r.top.length);
  for (let i = 0; i < r.top.length; i++) {
    const h = r.top[i];
    const row = rows.nth(i);
    await expect(row).toHaveAttribute("data-name", h.name);
    await expect(row.getByTestId("candidate-score")).toHaveText(h.score.toFixed(2));
    await expect(row).toHaveAttribute("data-gate", h.score >= 6 ? "pass" : "fail");
    await expect(row).toHaveAttribute("data-kept", t.candidates.some((c) => c.name === h.name) ? "true" : "false");
  }
  // why it scored what it scored: the per-term breakdown, synonyms included
  await page.locator(`[data-testid="candidate-row"][data-name="${top.name}"]`).getByTestId("candidate-expand").click();
  const terms = page.getByTestId("term-row");
  await expect(terms).toHaveCount(top.terms.length);
  for (const x of top.terms) {
    const tr = page.locator(`[data-testid="term-row"][data-term="${x.term}"]`);
    await expect(tr.getByTestId("term-contribution")).toHaveText(x.contribution.toFixed(3));
    if (x.origin === "synonym") await expect(tr).toHaveAttribute("data-source", "synonym");
  }
  await expect(page.getByTestId("injected-tokens")).toHaveText(t.injectedTokens.toLocaleString("en-US"));
  await expect(page.getByTestId("listing-tokens")).toHaveText(t.listingTokens.toLocaleString("en-US"));
  await expect(page.getByTestId("cost-estimator")).toHaveText("chars/4");

  // 3. SCORE_MIN above every score: the same prompt goes native at the gate.
  await page.getByTestId("setting-scoremin").fill("40");
  await expect(page.getByTestId("route-decision")).toHaveAttribute("data-decision", "native");
  await expect(page.getByTestId("route-decision")).toHaveAttribute("data-stage", "gate");
  await expectLit(page, ["prompt-prefilter", "prefilter-retrieval", "retrieval-gate", "bypass-gate"]);
  await expect(node(page, "topk")).toHaveAttribute("data-on", "false");
  await expect(page.locator('[data-testid="candidate-row"][data-gate="pass"]')).toHaveCount(0);
  expect(router.route(ko.query, { settings: { scoreMin: 40 } }).decision).toBe("native");
  await page.getByTestId("settings-reset").click();
  await expect(page.getByTestId("route-decision")).toHaveAttribute("data-decision", "skill");

  // 4. A slash trigger: forced, by the bypass.
  await routePrompt(page, "/code-review");
  expect(router.route("/code-review").decision).toBe("forced");
  await expect(page.getByTestId("route-decision")).toHaveAttribute("data-decision", "forced");
  await expect(page.getByTestId("route-chosen")).toHaveText("code-review");
  await expectLit(page, ["prompt-prefilter", "bypass-prefilter"]);
  await expect(page.getByTestId("candidates")).toHaveAttribute("data-empty", "forced");

  // 5. The log: one line per decision (the re-route under new settings rewrote its own line).
  await expect(page.getByTestId("log-count")).toHaveText("3");
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("log-export").click()]);
  expect(download.suggestedFilename()).toMatch(/^skill-router-.*\.jsonl$/);
  const text = fs.readFileSync(await download.path(), "utf8");
  const lines = text
    .trim()
    .split("\n")
    .map((l) => JSON.parse(l));
  expect(lines.map((l) => [l.turn, l.prompt, l.decision, l.stage])).toEqual([
    [1, "안녕하세요", "skip", "prefilter"],
    [2, ko.query, "skill", "incorporation"],
    [3, "/code-review", "forced", "prefilter"],
  ]);
  expect(lines[1].chosen).toBe(t.chosen);
  const r3 = (n: number) => Math.round(n * 1000) / 1000;
  expect(lines[1].candidates).toEqual(
    t.candidates.map((c) =>
      c.rankScore !== undefined ? { name: c.name, score: r3(c.score), rank: r3(c.rankScore) } : { name: c.name, score: r3(c.score) },
    ),
  );
  // the same plain data the store exposes for other exports
  expect(await page.evaluate(() => document.querySelectorAll('[data-testid="log-line"]').length)).toBe(3);
});

test("the rerank: a body that spells the job out lifts its skill; body weight 0 keeps the BM25 order", async ({ page }) => {
  // dk-011 (a flaky test) was the example until the body's words took part in retrieval, which now
  // puts its skill first before any rerank; this request still needs the rerank to lift its skill
  const q = goldCase("dk-044").query;
  // the rerank's order, apart from the confidence rule (at its default this prompt asks)
  const t = router.route(q, { settings: { confidenceMin: 0 } });
  const plain = router.route(q, { settings: { confidenceMin: 0, bodyWeight: 0 } });
  const byDefault = router.route(q);
  expect(byDefault.decision).toBe("ask");
  const rr = t.stages.find((s): s is Extract<StageTrace, { stage: "rerank" }> => s.stage === "rerank")!;
  expect(t.chosen).toBe("prompt-writing");
  expect(plain.chosen).not.toBe(t.chosen);
  const lead = rr.pool[0];
  expect(lead.from).toBeGreaterThan(1);

  await gotoRouting(page);
  await page.getByTestId("setting-confidence").fill("0");
  await routePrompt(page, q);
  await expect(page.getByTestId("route-chosen")).toHaveText(t.chosen!);
  await expect(node(page, "rerank")).toHaveAttribute("data-on", "true");
  await expect(node(page, "rerank")).toContainText(`${rr.pool.length} reranked`);
  await expect(node(page, "rerank")).toContainText(`#${lead.from} → #1`);
  await expect(edge(page, "gate-rerank")).toHaveAttribute("data-lit", "true");
  // the table keeps the BM25 order and shows each row's body score and its place after the rerank
  const row = page.locator(`[data-testid="candidate-row"][data-name="${lead.name}"]`);
  await expect(row.getByTestId("candidate-body")).toHaveText(lead.body.toFixed(2));
  await expect(row.getByTestId("candidate-rank")).toHaveAttribute("data-rank", "1");
  await expect(row.getByTestId("candidate-rank")).toHaveAttribute("data-from", String(lead.from));
  await row.getByTestId("candidate-expand").click();
  const top = t.candidates[0];
  const why = router.explainBody(q, top.name)!;
  expect(why.score).toBeCloseTo(top.bodyScore!, 9);
  await expect(page.getByTestId("body-term-row")).toHaveCount(why.terms.length);
  await expect(page.getByTestId("body-term-table")).toContainText(why.score.toFixed(3));
  await page.screenshot({ path: path.join(SHOTS, "routing-rerank.png"), fullPage: true });

  // body weight 0: the rerank is off and BM25 decides again
  await page.getByTestId("setting-body").fill("0");
  await expect(page.getByTestId("route-decision")).toHaveAttribute("data-decision", plain.decision);
  await expect(node(page, "rerank")).toContainText("off (body weight 0)");
  await expect(page.getByTestId("candidate-rank")).toHaveCount(0);
  if (plain.chosen) await expect(page.getByTestId("route-chosen")).toHaveText(plain.chosen);
  await page.getByTestId("settings-reset").click();
  await expect(page.getByTestId("route-decision")).toHaveAttribute("data-decision", byDefault.decision);
  if (byDefault.chosen) await expect(page.getByTestId("route-chosen")).toHaveText(byDefault.chosen);
});

test("at 1280 px the candidates table fits its column: none of its columns is cut off", async ({ page }) => {
  // the tokens column beside it left the table 580 of the 631 px it needs: top-K read "dropped ("
  await page.setViewportSize({ width: 1280, height: 900 });
  await gotoRouting(page);
  await routePrompt(page, "review my pull request for security issues before merge");
  await expect(page.getByTestId("candidate-row").filter({ hasText: "dropped (TOP_K)" }).first()).toBeVisible();
  const [client, scroll] = await page
    .getByTestId("candidates")
    .evaluate((el) => [el.closest("section")!.clientWidth, el.closest("section")!.scrollWidth]);
  expect(scroll).toBeLessThanOrEqual(client);
});

test("the rank column is each row's place in the list the model is shown, not the rerank's", async ({ page }) => {
  // dk-002: the interleave (list-interleave.ts) lists BM25's best left third, ahead of the rerank's third
  const t = router.route(goldCase("dk-002").query);
  const rr = t.stages.find((s): s is Extract<StageTrace, { stage: "rerank" }> => s.stage === "rerank")!;
  const rerankPlace = (name: string) => rr.pool.find((p) => p.name === name)!.to;
  expect(t.candidates.some((c, k) => rerankPlace(c.name) !== k + 1)).toBe(true);

  await gotoRouting(page);
  await routePrompt(page, t.prompt);
  for (const [k, c] of t.candidates.entries()) {
    const cell = page.locator(`[data-testid="candidate-row"][data-name="${c.name}"]`).getByTestId("candidate-rank");
    await expect(cell).toHaveAttribute("data-rank", String(k + 1));
    await expect(cell).toHaveAttribute("data-rerank", String(rerankPlace(c.name)));
  }
});

test("a slash-only skill asks, naming the loadable skill and the /name the user types", async ({ page }) => {
  // deploy-production is slash-only in devkit: a request for its job asks, it never goes native
  const prompt = "run the production deployment with a canary and roll out fully";
  const t = router.route(prompt);
  expect(t.decision).toBe("ask");
  const inc = t.stages.find((x) => x.stage === "incorporation");
  const slashOnly = inc && inc.stage === "incorporation" ? inc.slashOnly : undefined;
  expect(slashOnly).toBeTruthy();
  await gotoRouting(page);
  await routePrompt(page, prompt);
  await expect(page.getByTestId("route-decision")).toHaveAttribute("data-decision", "ask");
  await expect(page.getByTestId("route-decision")).toContainText(`/${slashOnly}`);
  await expect(page.getByTestId("route-reason")).toHaveText(t.reason);
});

test("fix each miss: the words for each miss and the what-if are the CLI's", async ({ page }) => {
  const cli = JSON.parse(
    execSync("npm run --silent cli -- bench --catalog fixtures/catalogs/devkit --gold fixtures/gold/devkit.jsonl --fix-misses --json", {
      cwd: ROOT,
      encoding: "utf8",
      env: { ...process.env, NODE_NO_WARNINGS: "1" },
    }),
  ) as { fixes: { id: string; skill: string; add: string[] }[]; diff: { fixed: unknown[]; broken: unknown[] }; after: Metrics };
  await gotoRouting(page, "#bench");
  await expect(page.getByTestId("gold-count")).toHaveText(`${gold.length} cases`);
  await page.getByTestId("bench-run").click();
  await expect(page.getByTestId("bench-table")).toBeVisible();
  await page.getByTestId("fix-run").click();
  await expect(page.getByTestId("fix-summary")).toContainText(`${cli.fixes.length} missed cases with words to add`, { timeout: 60_000 });
  await expect(page.getByTestId("fix-summary")).toContainText(`fixed ${cli.diff.fixed.length}, broken ${cli.diff.broken.length}`);
  await expect(page.getByTestId("fix-metrics")).toContainText(pct(cli.after.top1));
  const first = cli.fixes[0];
  const row = page.locator(`[data-testid="fix-row"][data-case="${first.id}"]`);
  await expect(row).toHaveAttribute("data-skill", first.skill);
  await expect(row.getByTestId("fix-words")).toHaveText(first.add.map((w) => `"${w}"`).join(", "));
});

test("the bench over devkit shows the figures the CLI prints; a gold file's bad lines are named", async ({ page }) => {
  const cli = JSON.parse(
    execSync("npm run --silent cli -- bench --catalog fixtures/catalogs/devkit --gold fixtures/gold/devkit.jsonl --json", {
      cwd: ROOT,
      encoding: "utf8",
      env: { ...process.env, NODE_NO_WARNINGS: "1" },
    }),
  ) as Metrics & { byKind: Record<string, Metrics>; byLang: Record<string, Metrics>; listingTokens: number };
  await gotoRouting(page, "#bench");
  await expect(page.getByTestId("gold-count")).toHaveText(`${gold.length} cases`);
  await page.getByTestId("bench-run").click();
  await expect(page.getByTestId("bench-table")).toBeVisible();
  const check = async (id: string, m: Metrics) => {
    const row = page.locator(`[data-testid="bench-row"][data-row="${id}"]`);
    await expect(row.locator('[data-metric="cases"]')).toHaveText(String(m.cases));
    await expect(row.locator('[data-metric="recallAt5"]')).toHaveText(pct(m.recallAt5));
    await expect(row.locator('[data-metric="top1"]')).toHaveText(pct(m.top1));
    await expect(row.locator('[data-metric="gatedRate"]')).toHaveText(pct(m.gatedRate));
    await expect(row.locator('[data-metric="hallucinationRate"]')).toHaveText(pct(m.hallucinationRate));
    await expect(row.locator('[data-metric="steps1"]')).toHaveText(pct(m.stepCoverage.single));
    await expect(row.locator('[data-metric="stepsD"]')).toHaveText(pct(m.stepCoverage.decomposed));
  };
  await check("all", cli);
  for (const [k, m] of Object.entries(cli.byKind)) await check(`kind:${k}`, m);
  for (const [l, m] of Object.entries(cli.byLang)) await check(`lang:${l}`, m);
  await expect(page.getByTestId("bench-row")).toHaveCount(1 + Object.keys(cli.byKind).length + Object.keys(cli.byLang).length);
  await expect(page.getByTestId("bench-summary")).toContainText(`listing ${cli.listingTokens.toLocaleString("en-US")}`);
  // the asks, and how many offered a right skill: Top-1 counts none of them
  expect(cli.counts.asked).toBeGreaterThan(0);
  await expect(page.getByTestId("bench-summary")).toContainText(
    `Asked on ${cli.counts.asked} of ${cli.counts.skillCases} skill cases (a right skill among the options in ${cli.counts.askedRight})`,
  );
  // how far Top-1 can be trusted: the Wilson interval of the CLI's counts, worked here from the formula
  const wilson = (k: number, n: number) => {
    const z = 1.959963984540054;
    const p = k / n;
    const d = 1 + (z * z) / n;
    const c = (p + (z * z) / (2 * n)) / d;
    const h = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
    return `${((k === 0 ? 0 : c - h) * 100).toFixed(1)}–${((k === n ? 1 : c + h) * 100).toFixed(1)}%`;
  };
  const top1Interval = wilson(cli.counts.top1Hits, cli.counts.skillCases);
  await expect(page.getByTestId("bench-interval")).toContainText(`Top-1 ${top1Interval}`);
  await expect(page.locator('[data-testid="bench-row"][data-row="all"] [data-metric="top1"]')).toHaveAttribute(
    "title",
    `95% interval ${top1Interval} (${cli.counts.skillCases} cases)`,
  );
  await expect(page.getByTestId("bench-chart").locator(".recharts-bar-rectangle").first()).toBeVisible();
  await expect(page.getByTestId("bench-failure").first()).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("bench-export").click()]);
  const exported = JSON.parse(fs.readFileSync(await download.path(), "utf8"));
  expect(exported.recallAt5).toBe(cli.recallAt5);
  expect(exported.top1).toBe(cli.top1);
  expect(exported.results).toHaveLength(gold.length);

  // a gold set of one's own, with a broken line and a bad kind
  const own = [
    JSON.stringify({ id: "a", kind: "single", query: "write the release notes for v2.3", gold: ["release-notes"] }),
    "{not json",
    JSON.stringify({ id: "b", kind: "maybe", query: "x", gold: [] }),
    JSON.stringify({ id: "c", kind: "chitchat", query: "thanks!", gold: [] }),
  ].join("\n");
  await page.getByTestId("gold-input").setInputFiles({ name: "mine.jsonl", mimeType: "application/x-ndjson", buffer: Buffer.from(own) });
  await expect(page.getByTestId("gold-count")).toHaveText("2 cases");
  await expect(page.locator('[data-testid="gold-error"][data-line="2"]')).toContainText("line 2: not JSON");
  await expect(page.locator('[data-testid="gold-error"][data-line="3"]')).toContainText("kind must be one of");
  await page.getByTestId("bench-run").click();
  await expect(page.locator('[data-testid="bench-row"][data-row="all"] [data-metric="cases"]')).toHaveText("2");
});

test("a sweep of SCORE_MIN shows the CLI's figures at each value; 'use' sets the value; a bad range is named", async ({ page }) => {
  const cli = JSON.parse(
    execSync(
      "npm run --silent cli -- bench --catalog fixtures/catalogs/devkit --gold fixtures/gold/devkit.jsonl --sweep scoreMin=3:9:3 --json",
      { cwd: ROOT, encoding: "utf8", env: { ...process.env, NODE_NO_WARNINGS: "1" } },
    ),
  ) as { current: number; best: { value: number; top1: number } | null; points: { value: number; metrics: Metrics }[] };
  expect(cli.points.map((p) => p.value)).toEqual([3, 6, 9]);
  await gotoRouting(page, "#bench");
  await expect(page.getByTestId("gold-count")).toHaveText(`${gold.length} cases`);
  // a range the sweep refuses: said, and nothing runs
  await page.getByTestId("sweep-from").fill("9");
  await page.getByTestId("sweep-to").fill("3");
  await expect(page.getByTestId("sweep-plan")).toHaveText("from (9) is above to (3)");
  await expect(page.getByTestId("sweep-run")).toBeDisabled();
  await page.getByTestId("sweep-from").fill("3");
  await page.getByTestId("sweep-to").fill("9");
  await page.getByTestId("sweep-step").fill("3");
  await expect(page.getByTestId("sweep-plan")).toHaveText(`3 values × ${gold.length} cases`);
  await page.getByTestId("sweep-run").click();
  await expect(page.getByTestId("sweep-row")).toHaveCount(3);
  for (const p of cli.points) {
    const row = page.locator(`[data-testid="sweep-row"][data-value="${p.value}"]`);
    await expect(row.locator('[data-metric="top1"]')).toHaveText(pct(p.metrics.top1));
    await expect(row.locator('[data-metric="native"]')).toHaveText(String(p.metrics.counts.loadedOnNative));
  }
  // one line per metric, the current value marked
  await expect(page.getByTestId("sweep-chart").locator(".recharts-line")).toHaveCount(4);
  await expect(page.getByTestId("sweep-chart")).toContainText(`now ${cli.current}`);
  if (cli.best) await expect(page.getByTestId("sweep-summary")).toContainText(`${pct(cli.best.top1)} at SCORE_MIN ${cli.best.value}`);
  await expect(page.locator('[data-testid="sweep-row"][data-value="6"]')).toContainText("in use");
  // "use" on the row at 9 sets SCORE_MIN there, as the Route tab's setting shows
  await page.locator('[data-testid="sweep-row"][data-value="9"]').getByTestId("sweep-use").click();
  await expect(page.locator('[data-testid="sweep-row"][data-value="9"]')).toContainText("in use");
  await expect(page.getByTestId("sweep-chart")).toContainText("now 9");
  await page.getByTestId("routing-tab-route").click();
  await expect(page.getByTestId("setting-scoremin")).toHaveValue("9");
});

test("a bench pinned as baseline: a lower near-tie ratio lists the cases it breaks, as the CLI's --baseline does", async ({ page }) => {
  const base = path.join(os.tmpdir(), `cl-baseline-${process.pid}.json`);
  const run = (args: string) =>
    execSync(`npm run --silent cli -- bench --catalog fixtures/catalogs/devkit --gold fixtures/gold/devkit.jsonl ${args}`, {
      cwd: ROOT,
      encoding: "utf8",
      env: { ...process.env, NODE_NO_WARNINGS: "1" },
    });
  fs.writeFileSync(base, run("--json --details"));
  const cli = JSON.parse(run(`--near-tie 0.8 --baseline ${base} --json`)) as {
    fixed: { id: string }[];
    broken: { id: string; after: { decision: string } }[];
    moved: { id: string }[];
    delta: Record<string, number | null>;
  };
  fs.rmSync(base);
  expect(cli.broken.length).toBeGreaterThan(0);
  await gotoRouting(page, "#bench");
  await page.getByTestId("bench-run").click();
  await expect(page.getByTestId("bench-table")).toBeVisible();
  await page.getByTestId("baseline-pin").click();
  await expect(page.getByTestId("baseline-pin")).toHaveText("Pinned as baseline");
  await expect(page.getByTestId("baseline-note")).toBeVisible();
  await page.getByTestId("routing-tab-route").click();
  await page.getByTestId("setting-neartie").fill("0.8");
  await page.getByTestId("routing-tab-bench").click();
  await page.getByTestId("bench-run").click();
  await expect(page.getByTestId("bench-diff")).toBeVisible();
  await expect(page.getByTestId("baseline-pin")).toHaveText("Pin as baseline");
  await expect(page.getByTestId("diff-setup")).toHaveText("Changed: near-tie ratio 0.95 → 0.8.");
  await expect(page.getByTestId("diff-counts")).toContainText(
    `${cli.fixed.length} fixed, ${cli.broken.length} broken, ${cli.moved.length} moved`,
  );
  const ids = async (change: string) =>
    (
      await page
        .locator(`[data-testid="diff-case"][data-change="${change}"]`)
        .evaluateAll((els) => els.map((e) => e.getAttribute("data-case")))
    ).sort();
  expect(await ids("broken")).toEqual(cli.broken.map((c) => c.id).sort());
  expect(await ids("moved")).toEqual(cli.moved.map((c) => c.id).sort());
  // each broken case now asks, as the CLI says
  expect(cli.broken.every((c) => c.after.decision === "ask")).toBe(true);
  await expect(page.locator('[data-testid="diff-case"][data-change="broken"]').first()).toContainText("ask");
  await expect(page.getByTestId("diff-deltas").locator('[data-metric="top1"]')).toContainText(
    `−${Math.abs(cli.delta.top1! * 100).toFixed(1)}`,
  );
  await page.getByTestId("baseline-clear").click();
  await expect(page.getByTestId("bench-diff")).toHaveCount(0);
});

test("why not: where an expected skill dropped out, a checked hint applied, and a bench miss explained", async ({ page }) => {
  const entries = loadCatalog(devkitFiles(), "devkit").entries;
  const c = goldCase("dk-009");
  const t = router.route(c.query);
  const expected = whyNot(router, t, "unit-tests", entries);
  expect(expected.stage).toBe("outranked");
  const hint = expected.hints.find((h) => h.patch?.nearTieRatio !== undefined)!;
  await gotoRouting(page);
  await routePrompt(page, c.query);
  await page.getByTestId("whynot-input").fill("unit-tests");
  await page.getByTestId("whynot-button").click();
  await expect(page.getByTestId("whynot-result")).toHaveAttribute("data-stage", "outranked");
  await expect(page.getByTestId("whynot-verdict")).toHaveText(expected.verdict);
  await expect(page.getByTestId("whynot-missing")).toContainText("coverage");
  // "try it" sets the near-tie ratio the hint names; the route asks, and the panel says so
  await page.getByTestId("whynot-hint").filter({ hasText: "near-tie ratio" }).getByTestId("whynot-try").click();
  await expect(page.getByTestId("setting-neartie")).toHaveValue(String(hint.patch!.nearTieRatio));
  await expect(page.getByTestId("route-decision")).toHaveAttribute("data-decision", "ask");
  await expect(page.getByTestId("whynot-result")).toHaveAttribute("data-stage", "ask");
  await page.getByTestId("setting-neartie").fill("0.95");
  await expect(page.getByTestId("whynot-result")).toHaveAttribute("data-stage", "outranked");
  // what if its description named the prompt's words: routed again over the edited catalog
  await page.getByTestId("whatif").locator("summary").click();
  await expect(page.getByTestId("whatif-description")).toHaveValue(entries.find((e) => e.name === "unit-tests")!.description);
  await page.getByTestId("whatif-add").filter({ hasText: "coverage" }).click();
  const edited = `${entries.find((e) => e.name === "unit-tests")!.description} coverage`;
  await expect(page.getByTestId("whatif-description")).toHaveValue(edited);
  await expect(page.getByTestId("whatif-add").filter({ hasText: "coverage" })).toHaveCount(0);
  await page.getByTestId("whatif-run").click();
  const cat2 = editEntry(entries, "unit-tests", {
    description: edited,
    whenToUse: entries.find((e) => e.name === "unit-tests")!.whenToUse,
  });
  const r2 = buildRouter(cat2, {}, { paraphrases });
  const t2 = r2.route(c.query);
  await expect(page.getByTestId("whatif-result")).toHaveAttribute("data-decision", t2.decision);
  await expect(page.getByTestId("whatif-verdict")).toHaveText(whyNot(r2, t2, "unit-tests", cat2).verdict);
  // the catalog itself is unchanged: the route shown is still the original one
  await expect(page.getByTestId("route-decision")).toHaveAttribute("data-chosen", t.chosen!);
  // a name the catalog lacks gets its near names
  await page.getByTestId("whynot-input").fill("unit-test");
  await page.getByTestId("whynot-button").click();
  await expect(page.getByTestId("whynot-result")).toHaveAttribute("data-stage", "unknown");
  await expect(page.getByTestId("whynot-result")).toContainText("Did you mean unit-tests?");

  // from the bench: a miss's "why not GOLD?" routes its prompt and explains its gold skill
  await page.getByTestId("routing-tab-bench").click();
  await page.getByTestId("bench-run").click();
  const report = runBench(router, gold, entries);
  const stages = Object.entries(report.dropouts).map(([k, n]) => `${STAGE_LABEL[k as keyof typeof STAGE_LABEL]} ${n}`);
  for (const x of stages) await expect(page.getByTestId("bench-dropouts")).toContainText(x);
  const row = page
    .getByTestId("bench-failure")
    .filter({ has: page.getByTestId("bench-whynot") })
    .first();
  const id = (await row.getAttribute("data-case"))!;
  const miss = goldCase(id);
  await expect(row.getByTestId("bench-dropout")).toHaveAttribute("data-stage", report.results.find((r) => r.id === id)!.dropout!.stage);
  await row.getByTestId("bench-whynot").click();
  await expect(page.getByTestId("route-input")).toHaveValue(miss.query);
  // the right skill that came closest to loading, as the bench row's "dropped out" column says
  const d = dropout(router, router.route(miss.query), [...miss.gold, ...(miss.acceptable ?? [])], entries)!;
  await expect(page.getByTestId("whynot-input")).toHaveValue(d.name);
  const w = whyNot(router, router.route(miss.query), d.name, entries);
  expect(w.stage).toBe(d.stage);
  await expect(page.getByTestId("whynot-verdict")).toHaveText(w.verdict);
});

test("a routing link opens its prompt, catalog, skill and settings, names what it refused, and is copied back out", async ({ page }) => {
  const c = goldCase("dk-009");
  const hash = encodeRouteLink({ prompt: c.query, catalog: "devkit", why: "unit-tests", settings: { topK: 7, nearTieRatio: 0.9 } });
  const t = router.route(c.query, { settings: { topK: 7, nearTieRatio: 0.9 } });
  const w = whyNot(router.withSettings({ topK: 7, nearTieRatio: 0.9 }), t, "unit-tests", loadCatalog(devkitFiles(), "devkit").entries);
  await page.goto(`/routing/${hash}&bodyWeight=99`);
  await expect(page.getByTestId("link-note")).toContainText("it set TOP_K 7, near-tie ratio 0.9");
  await expect(page.getByTestId("link-note")).toContainText("Left out of it: bodyWeight=99 (takes 0 to 5)");
  await expect(page.getByTestId("route-input")).toHaveValue(c.query);
  await expect(page.getByTestId("route-decision")).toHaveAttribute("data-decision", t.decision);
  await expect(page.getByTestId("route-decision")).toHaveAttribute("data-chosen", t.chosen ?? "");
  await expect(page.getByTestId("whynot-verdict")).toHaveText(w.verdict);
  // the link left the address bar, so a reload does not open it again
  expect(new URL(page.url()).hash).toBe("");
  // copied back out: the same question
  await page.getByTestId("route-link-copy").click();
  const copied = await page.getByTestId("route-link").inputValue();
  expect(decodeRouteLink(new URL(copied).hash)).toEqual(decodeRouteLink(hash));
  // the user's own settings come back on request
  await page.getByTestId("link-restore").click();
  await expect(page.getByTestId("link-note")).toHaveCount(0);
  await expect(page.getByTestId("setting-topk")).toHaveValue("5");
  await expect(page.getByTestId("setting-neartie")).toHaveValue("0.95");
});

test("the dictionary: a pair added routes a word the catalog never saw; reset brings the shipped one back", async ({ page }) => {
  await gotoRouting(page);
  await routePrompt(page, "뭉게구름 작성해줘");
  const before = router.route("뭉게구름 작성해줘");
  await expect(page.getByTestId("route-decision")).toHaveAttribute("data-decision", before.decision);
  await page.getByTestId("routing-tab-dictionary").click();
  const count = Number(await page.getByTestId("dict-count").textContent());
  await page.getByTestId("dict-new-a").fill("뭉게구름");
  await page.getByTestId("dict-new-b").fill("release notes");
  await page.getByTestId("dict-add").click();
  await expect(page.getByTestId("dict-count")).toHaveText(String(count + 1));
  await expect(page.getByTestId("dict-row").first()).toHaveAttribute("data-pair", "뭉게구름=release notes");
  await page.getByTestId("routing-tab-route").click();
  const after = router.route("뭉게구름 작성해줘", {
    settings: { synonymPairs: [["뭉게구름", "release notes"], ...router.settings.synonymPairs] },
  });
  await expect(page.getByTestId("route-decision")).toHaveAttribute("data-chosen", after.chosen ?? "");
  expect(after.candidates.map((c) => c.name)).toContain("release-notes");
  await expect(page.locator('[data-testid="candidate-row"][data-name="release-notes"]')).toHaveAttribute("data-gate", "pass");
  // kept across a reload (IndexedDB), then reset
  await page.reload();
  await expect(page.getByTestId("routing-catalog")).toHaveAttribute("data-status", "ready");
  await page.getByTestId("routing-tab-dictionary").click();
  await expect(page.getByTestId("dict-count")).toHaveText(String(count + 1));
  await page.getByTestId("dict-reset").click();
  await expect(page.getByTestId("dict-count")).toHaveText(String(count));
});

test("the inspector's Routing tab routes each user prompt of a loaded example as the steps reach it", async ({ page }) => {
  const sessionFile = path.join(ROOT, "fixtures", "sessions", "skills.jsonl");
  const events = ingest(fs.readFileSync(sessionFile, "utf8"), "skills.jsonl").events;
  const prompts = events.map((e, i) => ({ i, p: promptOf(e) })).filter((x): x is { i: number; p: string } => x.p !== null);
  const [first, second] = prompts;
  const t1 = router.route(first.p, { previousPrompt: previousPrompt(events, first.i) });
  const t2 = router.route(second.p, { previousPrompt: previousPrompt(events, second.i) });

  await openSkillsRouting(page);
  await expect(page.getByTestId("tabpanel-routing").getByTestId("routing-catalog")).toHaveAttribute("data-status", "ready");

  // a new input opens at step 1 already (the first-step button is then disabled)
  await page.getByTestId("step-scrubber").fill("0");
  for (let i = 0; i < first.i; i++) await page.getByTestId("step-next").click();
  const panel = page.getByTestId("tabpanel-routing");
  await expect(panel.getByTestId("routing-prompt")).toHaveText(first.p);
  await expect(panel.getByTestId("route-decision")).toHaveAttribute("data-decision", t1.decision);
  await expect(panel.getByTestId("route-decision")).toHaveAttribute("data-chosen", t1.chosen ?? "");
  await expect(panel.getByTestId("routing-step-note")).toHaveAttribute("data-here", "true");
  await expect(panel.getByTestId("route-flow")).toHaveAttribute("data-orientation", "vertical");
  await expect(page.getByTestId("rf__edge-incorporation-decision")).toHaveAttribute(
    "data-lit",
    t1.stageReached === "incorporation" ? "true" : "false",
  );
  if (t1.candidates.length)
    await expect(panel.locator('[data-testid="candidate-row"]').first()).toHaveAttribute("data-name", retrievalOf(t1).top[0].name);
  await expect(panel.getByTestId("routing-log-count")).toHaveText("1");

  // the next step is not a prompt: the last routed one stays, said so
  await page.getByTestId("step-next").click();
  await expect(panel.getByTestId("routing-step-note")).toHaveAttribute("data-here", "false");
  await expect(panel.getByTestId("routing-prompt")).toHaveText(first.p);

  for (let i = first.i + 1; i < second.i; i++) await page.getByTestId("step-next").click();
  await expect(panel.getByTestId("routing-prompt")).toHaveText(second.p);
  await expect(panel.getByTestId("route-decision")).toHaveAttribute("data-decision", t2.decision);
  await expect(panel.getByTestId("routing-log-count")).toHaveText("2");

  // stepping back onto the first prompt shows it again without a second log line
  // a new input opens at step 1 already (the first-step button is then disabled)
  await page.getByTestId("step-scrubber").fill("0");
  for (let i = 0; i < first.i; i++) await page.getByTestId("step-next").click();
  await expect(panel.getByTestId("routing-prompt")).toHaveText(first.p);
  await expect(panel.getByTestId("routing-log-count")).toHaveText("2");

  // what the agent did after this prompt in the session, beside what the router does
  const used = skillAfter(events, first.i)!;
  expect(used).toBe("pdf-forms");
  await expect(panel.getByTestId("session-skill")).toContainText(`the agent then used ${used}`);
  await expect(panel.getByTestId("session-skill")).toHaveAttribute("data-agrees", used === t1.chosen ? "true" : "false");
  if (used !== t1.chosen) {
    await panel.getByTestId("session-skill-why").click();
    await expect(panel.getByTestId("whynot-input")).toHaveValue(used);
    const pp1 = previousPrompt(events, first.i);
    const w1 = whyNot(router, t1, used, loadCatalog(devkitFiles(), "devkit").entries, pp1 !== undefined ? { previousPrompt: pp1 } : {});
    await expect(panel.getByTestId("whynot-verdict")).toHaveText(w1.verdict);
  }

  // "why not" asks about the prompt at this step, under the same previous prompt
  const other = router.skills.entries.find((e) => e.name !== t1.chosen && !t1.candidates.some((c) => c.name === e.name))!.name;
  const pp = previousPrompt(events, first.i);
  const expected = whyNot(router, t1, other, loadCatalog(devkitFiles(), "devkit").entries, pp !== undefined ? { previousPrompt: pp } : {});
  await panel.getByTestId("whynot-input").fill(other);
  await panel.getByTestId("whynot-button").click();
  await expect(panel.getByTestId("whynot-result")).toHaveAttribute("data-stage", expected.stage);
  await expect(panel.getByTestId("whynot-verdict")).toHaveText(expected.verdict);
});

test("other catalogs: the one loaded on the Catalog screen, a .zip; an example prompt picked from the gold set", async ({ page }) => {
  // the Catalog screen's catalog, carried over by the in-app navigation
  await page.goto("/catalog/");
  await page.getByTestId("catalog-bundled").first().click();
  await expect(page.getByTestId("catalog-entry").first()).toBeVisible();
  await page.getByTestId("nav-routing").click();
  await expect(page.getByTestId("routing-catalog")).toHaveAttribute("data-status", "ready");
  await page.getByTestId("routing-catalog-select").selectOption("catalog-screen");
  await expect(page.getByTestId("routing-catalog-select")).toHaveValue("catalog-screen");
  await expect(page.getByTestId("routing-catalog")).toHaveAttribute("data-status", "ready");
  await expect(page.getByTestId("routing-catalog-size")).toContainText(
    `${router.skills.entries.length} skills + ${router.agents.entries.length} subagents`,
  );

  // a picked example routes at once
  const slash = goldCase("dk-118");
  await page.getByTestId("route-examples").selectOption(slash.id);
  await expect(page.getByTestId("route-input")).toHaveValue(slash.query);
  await expect(page.getByTestId("route-decision")).toHaveAttribute("data-decision", router.route(slash.query).decision);
  await expect(page.getByTestId("route-chosen")).toHaveText(slash.gold[0]);

  // a .zip of two skills: indexed in the worker, the shown prompt re-routed over it
  const md = (name: string, description: string) => strToU8(`---\nname: ${name}\ndescription: ${description}\n---\n\n# ${name}\n`);
  const files = {
    "tiny/skills/invoice-audit/SKILL.md": md(
      "invoice-audit",
      "Audits supplier invoices against purchase orders. Use when checking invoices, 송장 검토.",
    ),
    "tiny/skills/haiku-writer/SKILL.md": md("haiku-writer", "Writes haiku about code. Use when asked for a poem."),
  };
  const zip = zipSync(files);
  const tiny = buildRouter(
    loadCatalog(
      Object.entries(files).map(([p, b]) => ({ path: p, text: Buffer.from(b).toString("utf8") })),
      "tiny",
    ).entries,
    {},
    { paraphrases },
  );
  const audit = "please audit these supplier invoices against the purchase orders";
  const ta = tiny.route(audit);
  // two skills: every IDF is small, so even a good match stays under SCORE_MIN 6.0 (scores grow with the catalog);
  // the gate scaled to two skills, 6 × ln 2 / ln(1 + 299.5 / 1.5) = 0.78, lets it through, and it loads: the
  // lone candidate clears that gate several times over (clear-leader.ts)
  expect(ta.decision).toBe("skill");
  expect(ta.chosen).toBe("invoice-audit");
  await page.getByTestId("routing-zip-input").setInputFiles({ name: "tiny.zip", mimeType: "application/zip", buffer: Buffer.from(zip) });
  await expect(page.getByTestId("routing-catalog-name")).toHaveText("tiny.zip");
  await expect(page.getByTestId("routing-catalog-size")).toContainText("2 skills indexed");
  await routePrompt(page, audit);
  await expect(page.getByTestId("route-decision")).toHaveAttribute("data-decision", "skill");
  await expect(page.getByTestId("route-decision")).toHaveAttribute("data-chosen", "invoice-audit");
  await expect(page.getByTestId("route-decision")).toHaveAttribute("data-stage", "incorporation");
  const best = retrievalOf(ta).top[0];
  expect(best.name).toBe("invoice-audit");
  await expect(page.getByTestId("candidate-row").first()).toHaveAttribute("data-name", best.name);
  await expect(page.getByTestId("candidate-row").first()).toHaveAttribute("data-score", best.score.toFixed(2));
  await page.screenshot({ path: path.join(SHOTS, "routing-scaled-gate.png"), fullPage: true });
  // with SCORE_MIN under its score, it loads
  await page.getByTestId("setting-scoremin").fill("1");
  await expect(page.getByTestId("route-decision")).toHaveAttribute(
    "data-chosen",
    tiny.route(audit, { settings: { scoreMin: 1 } }).chosen ?? "",
  );
});

test("a near tie between two skills that do the same job loads one; with same-job similarity at 1 it asks", async ({ page }) => {
  const md = (name: string, description: string) => `---\nname: ${name}\ndescription: ${description}\n---\n\n# ${name}\n`;
  const files = {
    "twins/skills/invoice-audit/SKILL.md": md(
      "invoice-audit",
      "Compares supplier invoices with purchase orders and flags mismatched amounts. Use when invoices need reconciling.",
    ),
    "twins/skills/invoice-check/SKILL.md": md(
      "invoice-check",
      "Compares supplier invoices with purchase orders and flags amounts that differ. Use when invoices need reconciling.",
    ),
    "twins/skills/haiku-writer/SKILL.md": md("haiku-writer", "Writes haiku about code. Use when asked for a poem."),
  };
  const twins = buildRouter(
    loadCatalog(
      Object.entries(files).map(([p, t]) => ({ path: p, text: t })),
      "twins",
    ).entries,
    {},
    { paraphrases },
  );
  const prompt = "compare these supplier invoices with the purchase orders";
  // a tiny catalog scores low: SCORE_MIN down so the two pass the gate
  const alike = twins.route(prompt, { settings: { scoreMin: 0.5 } });
  const asks = twins.route(prompt, { settings: { scoreMin: 0.5, equivalentSimilarity: 1 } });
  expect(alike.decision).toBe("skill");
  expect(asks.decision).toBe("ask");

  await page.goto("/routing/");
  await expect(page.getByTestId("routing-catalog")).toHaveAttribute("data-status", "ready");
  const zip = zipSync(Object.fromEntries(Object.entries(files).map(([p, t]) => [p, strToU8(t)])));
  await page.getByTestId("routing-zip-input").setInputFiles({ name: "twins.zip", mimeType: "application/zip", buffer: Buffer.from(zip) });
  await expect(page.getByTestId("routing-catalog-name")).toHaveText("twins.zip");
  await page.getByTestId("setting-scoremin").fill("0.5");
  await routePrompt(page, prompt);
  await expect(page.getByTestId("route-decision")).toHaveAttribute("data-decision", "skill");
  await expect(page.getByTestId("route-decision")).toHaveAttribute("data-chosen", alike.chosen!);
  await expect(page.getByTestId("route-decision")).toContainText("alike");
  await page.getByTestId("setting-equivalent").fill("1");
  await expect(page.getByTestId("route-decision")).toHaveAttribute("data-decision", "ask");
  await page.getByTestId("settings-reset").click();
});

test("the bundled packs (649 skills): a Korean office request routes to the Korean-first pack's skill", async ({ page }) => {
  // 649 skills are read, parsed and indexed twice (here in Node, there in the worker): on two busy cores that takes its time
  test.setTimeout(180_000);
  const files = bundledCatalogFiles("packs");
  const packs = buildRouter(loadCatalog(files, "packs").entries, {}, { paraphrases });
  expect(packs.skills.entries.length).toBe(649);
  const prompt = "다음 주 팀 회의록을 결재 올릴 수 있게 정리해줘";
  const want = packs.route(prompt);
  expect(want.decision).toBe("skill");

  await page.goto("/routing/");
  await expect(page.getByTestId("routing-catalog")).toHaveAttribute("data-status", "ready");
  await page.getByTestId("routing-catalog-select").selectOption("bundled:packs");
  await expect(page.getByTestId("routing-catalog-name")).toHaveText("packs (bundled)", { timeout: 90_000 });
  await expect(page.getByTestId("routing-catalog")).toHaveAttribute("data-status", "ready", { timeout: 90_000 });
  await expect(page.getByTestId("routing-catalog-size")).toContainText(`${packs.skills.entries.length} skills`);
  await routePrompt(page, prompt);
  await expect(page.getByTestId("route-decision")).toHaveAttribute("data-decision", "skill");
  await expect(page.getByTestId("route-chosen")).toHaveText(want.chosen!);
  expect(want.chosen!).toMatch(/meeting|minutes|회의/);
});

test("the routing view and its flow send nothing outside the origin and break no CSP rule", async ({ page }) => {
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const outside: string[] = [];
  page.on("request", (r) => {
    const u = r.url();
    if (!u.startsWith(origin) && !u.startsWith("data:") && !u.startsWith("blob:")) outside.push(u);
  });
  await page.addInitScript(() => {
    (window as unknown as { __csp: string[] }).__csp = [];
    document.addEventListener("securitypolicyviolation", (e) =>
      (window as unknown as { __csp: string[] }).__csp.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  await gotoRouting(page);
  await routePrompt(page, goldCase("dk-020").query);
  await expect(page.getByTestId("rf__edge-incorporation-decision")).toHaveAttribute("data-lit", "true");
  await page.getByTestId("routing-tab-bench").click();
  await page.getByTestId("bench-run").click();
  await expect(page.getByTestId("bench-table")).toBeVisible();
  // the flow's styles are a same-origin stylesheet, and an inline script it added would be refused
  expect(await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute("content")).not.toContain("unsafe-eval");
  expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).toEqual([]);
  expect(outside).toEqual([]);
});

/** axe-core, as e2e/a11y.spec.ts runs it: a serious or critical violation fails. */
async function axe(page: Page, screen: string) {
  await page.waitForTimeout(150);
  const r = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
  const bad = r.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  const text = bad
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n${v.nodes
          .slice(0, 8)
          .map((n) => `    ${n.target.join(" ")}  ${n.failureSummary?.split("\n")[1]?.trim() ?? ""}`)
          .join("\n")}`,
    )
    .join("\n");
  expect.soft(text, `axe on ${screen}`).toBe("");
}

for (const scheme of ["light", "dark"] as const) {
  test(`the routing screens pass axe (${scheme})`, async ({ page }) => {
    // five full-page axe runs: each takes seconds on two cores, more while the machine is busy
    test.setTimeout(300_000);
    await page.emulateMedia({ colorScheme: scheme });
    await gotoRouting(page);
    await axe(page, "routing, nothing routed");
    await routePrompt(page, goldCase("dk-020").query);
    await page.getByTestId("candidate-expand").first().click();
    await page.getByTestId("whynot-input").fill("unit-tests");
    await page.getByTestId("whynot-button").click();
    await expect(page.getByTestId("whynot-result")).toBeVisible();
    await page.getByTestId("whatif").locator("summary").click();
    await page.getByTestId("whatif-run").click();
    await expect(page.getByTestId("whatif-result")).toBeVisible();
    await page.getByTestId("route-link-copy").click();
    await expect(page.getByTestId("route-link")).toBeVisible();
    await axe(page, "routing, a prompt routed with its breakdown open, a why-not answered and its link shown");
    await page.goto(
      `/routing/${encodeRouteLink({ prompt: "write the release notes for v2.3", catalog: "devkit", settings: { topK: 3 } })}`,
    );
    await expect(page.getByTestId("link-note")).toBeVisible();
    await axe(page, "routing, opened from a link");
    await page.getByTestId("routing-tab-dictionary").click();
    await axe(page, "dictionary");
    await page.getByTestId("routing-tab-bench").click();
    await page.getByTestId("bench-run").click();
    await expect(page.getByTestId("bench-table")).toBeVisible();
    await page.getByTestId("sweep-param").selectOption("topK");
    await page.getByTestId("sweep-run").click();
    await expect(page.getByTestId("sweep-row")).toHaveCount(10);
    await axe(page, "bench with a sweep of TOP_K");
    await page.getByTestId("baseline-pin").click();
    await page.getByTestId("routing-tab-route").click();
    await page.getByTestId("setting-scoremin").fill("8");
    await page.getByTestId("routing-tab-bench").click();
    await page.getByTestId("bench-run").click();
    await expect(page.getByTestId("diff-case").first()).toBeVisible();
    await axe(page, "bench against a baseline");
    await openSkillsRouting(page);
    // a new input opens at step 1 already (the first-step button is then disabled)
    await page.getByTestId("step-scrubber").fill("0");
    await page.getByTestId("step-next").click();
    await expect(page.getByTestId("tabpanel-routing").getByTestId("route-decision")).toBeVisible();
    await axe(page, "inspector Routing tab");
  });
}

/** WCAG relative luminance of a computed colour: rgb(...) or color(srgb ...), as Chromium writes a color-mix */
function luminance(css: string): number {
  const n = (css.match(/[\d.]+/g) ?? []).map(Number);
  const rgb = css.startsWith("color(") ? n.slice(0, 3) : n.slice(0, 3).map((v) => v / 255);
  const [r, g, b] = rgb.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};

for (const scheme of ["light", "dark"] as const) {
  test(`the flow's not-reached boxes: text at AA on their fill, and a box's edge that shows (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await gotoRouting(page);
    // a greeting stops at the prefilter: every stage after it is not reached
    await routePrompt(page, "thanks, that looks good");
    const off = page.locator('[data-testid^="flow-node-"][data-on="false"]');
    await expect(off.first()).toContainText("not reached");
    const c = await off.first().evaluate((el) => {
      const flow = el.closest('[data-testid="route-flow"]')!;
      const st = getComputedStyle(el);
      return { text: st.color, fill: st.backgroundColor, edge: st.borderTopColor, flow: getComputedStyle(flow).backgroundColor };
    });
    // WCAG AA: 4.5:1 for their small text; 3:1 for the dashed edge against the flow and the fill (1.4.11)
    expect(contrast(c.text, c.fill)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(c.edge, c.flow)).toBeGreaterThanOrEqual(3);
    expect(contrast(c.edge, c.fill)).toBeGreaterThanOrEqual(3);
    await page.getByTestId("route-flow").screenshot({ path: path.join(SHOTS, `routing-flow-not-reached-${scheme}.png`) });
  });
}

test.describe("screenshots", () => {
  for (const scheme of ["light", "dark"] as const) {
    test(`routing at 1440x900, ${scheme}`, async ({ page }) => {
      fs.mkdirSync(SHOTS, { recursive: true });
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.emulateMedia({ colorScheme: scheme });
      await gotoRouting(page);
      const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      expect(bg).toBe(scheme === "dark" ? "rgb(27, 28, 31)" : "rgb(255, 255, 255)");
      await routePrompt(page, goldCase("dk-020").query);
      await page.getByTestId("candidate-row").first().getByTestId("candidate-expand").click();
      // the opened breakdown is wider than its column: it scrolls there, not over "Tokens this turn"
      const block = page.getByTestId("candidate-row").first().locator("xpath=ancestor::section[1]");
      const scrolls = await block.evaluate((e) => {
        e.scrollLeft = 40;
        return e.scrollWidth <= e.clientWidth || e.scrollLeft > 0;
      });
      expect(scrolls).toBe(true);
      await block.evaluate((e) => (e.scrollLeft = 0));
      await page.screenshot({ path: path.join(SHOTS, `routing-route-${scheme}.png`) });
      await routePrompt(page, "안녕하세요");
      await page.screenshot({ path: path.join(SHOTS, `routing-skip-${scheme}.png`) });
      await page.getByTestId("setting-scoremin").fill("40");
      await routePrompt(page, goldCase("dk-057").query);
      await expect(page.getByTestId("route-decision")).toHaveAttribute("data-decision", "native");
      await page.screenshot({ path: path.join(SHOTS, `routing-native-${scheme}.png`) });
      await page.getByTestId("settings-reset").click();
      await page.getByTestId("routing-tab-dictionary").click();
      await page.screenshot({ path: path.join(SHOTS, `routing-dictionary-${scheme}.png`) });
      await page.getByTestId("routing-tab-bench").click();
      await page.getByTestId("bench-run").click();
      await expect(page.getByTestId("bench-table")).toBeVisible();
      await page.screenshot({ path: path.join(SHOTS, `routing-bench-${scheme}.png`) });
      await page.getByTestId("bench-chart").scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(SHOTS, `routing-bench-chart-${scheme}.png`) });

      await openSkillsRouting(page);
      // a new input opens at step 1 already (the first-step button is then disabled)
      await page.getByTestId("step-scrubber").fill("0");
      await page.getByTestId("step-next").click();
      await expect(page.getByTestId("tabpanel-routing").getByTestId("route-decision")).toBeVisible();
      await page.screenshot({ path: path.join(SHOTS, `routing-inspector-${scheme}.png`) });
      await page.getByTestId("tabpanel-routing").getByTestId("route-flow").scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(SHOTS, `routing-inspector-flow-${scheme}.png`) });
    });
  }
});
