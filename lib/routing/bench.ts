// The gold-set bench of rules.md#routing (its 63-case sra-bench): Recall@5, Top-1, gated rate,
// hallucination rate, and step coverage for compound requests with one retrieval and decomposed.
//
// Gold sets are JSONL, one case a line: {id, kind, query, gold, acceptable?, lang?}
//   kind "single"   one skill is right (gold), others may also be (acceptable)
//        "slash"    an explicit trigger; gold names the skill it must force
//        "native"   no skill should be loaded (gold empty)
//        "chitchat" greeting / acknowledgement: no skill, ideally no retrieval (gold empty)
//        "compound" several steps; gold lists the step skills in order
//
// Definitions (fractions 0-1; null where a metric has no case to count):
//   recallAt5   single + slash cases: a gold or acceptable name is among the router's candidates
//               (the gated top-K it injects, K = 5 by default; the forced skill for a slash case;
//               with subagent candidates, skills and subagents as one list, merged-candidates.ts)
//   top1        single + slash cases: the loaded skill (`chosen`), or the subagent a "delegate"
//               hands the request to, is gold or acceptable (a name matches a skill or subagent
//               of that name); "ask", "native" and "skip" load nothing and count as misses
//   gatedRate   all cases: the prompt reached the gate and at least one skill passed SCORE_MIN
//   hallucinationRate  the wrong-load rate. All cases: a skill was loaded (or a subagent delegated
//               to) and it is neither gold nor acceptable (any for a native or chitchat case counts)
//   askedRate   single + slash cases: the router asked the user instead of loading
//               (counts.askedRight: of those asks, the ones whose options held a gold or acceptable
//               name: the user's answer would have loaded a right skill, which Top-1 cannot count)
//   stepCoverage.single      compound cases, mean over cases of (gold steps among the candidates
//                            of one retrieval over the whole prompt) / (gold steps)
//   stepCoverage.decomposed  the same with the union of the candidates of each sub-task
// Per kind, recall and top-1 of compound cases count any gold step.
import type { CatalogEntry } from "../skills/catalog";
import type { RouteTrace, Router } from "./router";
import type { RouterSettings } from "./settings";
import { hasHangul } from "./hangul";
import { kindOf } from "../input/check";
import { readJson } from "../input/json";
import { own } from "../input/shape";
import { MAX_GOLD_LINES, MAX_LINE_CHARS } from "../limits";
import { resolveGoldNames, type GoldNames } from "./names";
import { dropout, type WhyNotStage } from "./whynot";

export type GoldKind = "single" | "native" | "chitchat" | "slash" | "compound";
export const GOLD_KINDS: readonly GoldKind[] = ["single", "native", "chitchat", "slash", "compound"];

export interface GoldCase {
  id: string;
  kind: GoldKind;
  query: string;
  gold: string[];
  acceptable?: string[];
  lang?: string;
}

/** Kinds scored against a right skill: a case of these without one would be scored against nothing. */
const NEEDS_GOLD: readonly GoldKind[] = ["single", "slash", "compound"];

export function parseGold(text: string): { cases: GoldCase[]; errors: { line: number; message: string }[] } {
  const cases: GoldCase[] = [];
  const errors: { line: number; message: string }[] = [];
  // lines found one at a time (no split of the whole text into an array of every line), and the
  // declared limit applied: past MAX_GOLD_LINES the rest is named, not read
  const firstLine = new Map<string, number>();
  let i = 0;
  for (let start = 0; start <= text.length; i++) {
    const nl = text.indexOf("\n", start);
    const raw = text.slice(start, nl === -1 ? text.length : nl);
    start = nl === -1 ? text.length + 1 : nl + 1;
    if (i >= MAX_GOLD_LINES) {
      errors.push({
        line: i + 1,
        message: `the gold set is longer than ${MAX_GOLD_LINES.toLocaleString("en-US")} lines (the limit): this line and the rest are not read`,
      });
      break;
    }
    const line = raw.trim();
    if (!line || line.startsWith("//") || (i === 0 && line === "\ufeff")) continue;
    // the line as written (its leading spaces kept), so a column is the file's column
    const bad = readGoldLine(raw.trimEnd(), i + 1);
    if ("message" in bad) errors.push(bad);
    else if (firstLine.has(bad.id))
      // a relation across cases: a baseline matches cases by id, so a repeated one would be compared with the wrong case
      errors.push({
        line: i + 1,
        message: `id "${bad.id.slice(0, 40)}" repeats the case on line ${firstLine.get(bad.id)}; the case is not scored`,
      });
    else {
      firstLine.set(bad.id, i + 1);
      cases.push(bad);
    }
  }
  return { cases, errors };
}

/** One gold line: a case, or the reason it is not one (with its line). */
function readGoldLine(line: string, n: number): GoldCase | { line: number; message: string } {
  // through the one JSON entry: the depth limit, a BOM, the error's real column
  const read = readJson(line, "the line", MAX_LINE_CHARS);
  if (!read.ok) return { line: n, message: read.message.replace(/^the line /, "").replace(/^is not JSON/, "not JSON") };
  const o = read.value;
  // Every field is checked for its type: a case scored with a field it did not mean (a "gold"
  // string read as no gold) is a silently wrong bench.
  if (!o || typeof o !== "object" || Array.isArray(o)) return { line: n, message: "not an object" };
  const c = o as Record<string, unknown>;
  const query = own(c, "query");
  if (typeof query !== "string") return { line: n, message: "query must be a string" };
  if (!query.trim()) return { line: n, message: "query is blank: there is no prompt to route; the case is not scored" };
  const kind = own(c, "kind");
  if (!GOLD_KINDS.includes(kind as GoldKind)) return { line: n, message: `kind must be one of ${GOLD_KINDS.join(", ")}` };
  const id = own(c, "id");
  if (id != null && typeof id !== "string" && !(typeof id === "number" && Number.isFinite(id)))
    return { line: n, message: `id is ${kindOf(id)}: it must be text or a number` };
  const bad: string[] = [];
  const names = (v: unknown, field: string): string[] => {
    if (v == null) return [];
    if (!Array.isArray(v)) {
      bad.push(`${field} is ${kindOf(v)}: it must be a list of skill names`);
      return [];
    }
    const out = v.filter((x): x is string => typeof x === "string");
    if (out.length !== v.length) bad.push(`${field} holds ${v.length - out.length} value(s) that are not skill names`);
    return out;
  };
  const gold = names(own(c, "gold"), "gold");
  const acceptable = own(c, "acceptable") != null ? names(own(c, "acceptable"), "acceptable") : undefined;
  if (bad.length) return { line: n, message: bad.join("; ") };
  if (NEEDS_GOLD.includes(kind as GoldKind) && !gold.some((g) => g.trim()))
    return { line: n, message: `a ${String(kind)} case without gold: nothing to score it against; the case is not scored` };
  const lang = own(c, "lang");
  return {
    id: id != null ? String(id) : `line-${n}`,
    kind: kind as GoldKind,
    query,
    gold,
    ...(acceptable ? { acceptable } : {}),
    ...(typeof lang === "string" ? { lang } : {}),
  };
}

export interface CaseResult {
  id: string;
  kind: GoldKind;
  lang: string;
  query: string;
  gold: string[];
  acceptable: string[];
  decision: RouteTrace["decision"];
  chosen: string | null;
  candidates: { name: string; score: number }[];
  reason: string;
  stageReached: RouteTrace["stageReached"];
  /** null: the metric does not apply to this case's kind */
  recallHit: boolean | null;
  top1Hit: boolean | null;
  /** null where top1Hit is: the router asked, and a right name was among the options */
  askHit: boolean | null;
  gated: boolean;
  hallucinated: boolean;
  /** a missed single or slash case: where its right skill dropped out (runBench with a catalog) */
  dropout?: { stage: WhyNotStage; name: string };
  /** compound cases */
  steps?: { single: number; decomposed: number; subtasks: { text: string; candidates: string[] }[] };
  injectedTokens: number;
}

export interface Metrics {
  cases: number;
  recallAt5: number | null;
  top1: number | null;
  /** single + slash cases where the router asked (counts.asked / counts.skillCases) */
  askedRate: number | null;
  gatedRate: number | null;
  hallucinationRate: number | null;
  stepCoverage: { single: number | null; decomposed: number | null };
  /** denominators and a few counts behind the fractions */
  counts: {
    skillCases: number;
    recallHits: number;
    top1Hits: number;
    gated: number;
    hallucinated: number;
    compound: number;
    asked: number;
    /** asks whose options held a right name */
    askedRight: number;
    /** native + chitchat cases with a skill loaded */
    loadedOnNative: number;
  };
  /** mean tokens the router injected per case */
  meanInjectedTokens: number | null;
}

export interface BenchReport extends Metrics {
  /** missed single and slash cases by the stage their right skill dropped out at */
  dropouts: Partial<Record<WhyNotStage, number>>;
  byKind: Partial<Record<GoldKind, Metrics>>;
  byLang: Record<string, Metrics>;
  results: CaseResult[];
  listingTokens: number;
  /** with the catalog: gold names given as folders and resolved, names no entry has, shared names */
  names?: GoldNames;
}

const frac = (n: number, d: number) => (d ? n / d : null);

/** how many asks offered a right skill, as the words after "asked on N of M skill cases"; "" for a report written before it was counted */
export function askedRightPhrase(counts: Metrics["counts"]): string {
  return typeof counts.askedRight === "number" && counts.asked > 0 ? ` (a right skill among the options in ${counts.askedRight})` : "";
}

export function computeMetrics(results: CaseResult[]): Metrics {
  const withRecall = results.filter((r) => r.recallHit !== null && r.kind !== "compound");
  const withTop1 = results.filter((r) => r.top1Hit !== null && r.kind !== "compound");
  // per-kind figures for compound cases use the any-step definitions
  const onlyCompound = results.length > 0 && results.every((r) => r.kind === "compound");
  const rSet = onlyCompound ? results : withRecall;
  const tSet = onlyCompound ? results : withTop1;
  const comp = results.filter((r) => r.steps);
  const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : null);
  const recallHits = rSet.filter((r) => r.recallHit).length;
  const top1Hits = tSet.filter((r) => r.top1Hit).length;
  const gated = results.filter((r) => r.gated).length;
  const hallucinated = results.filter((r) => r.hallucinated).length;
  return {
    cases: results.length,
    recallAt5: frac(recallHits, rSet.length),
    top1: frac(top1Hits, tSet.length),
    askedRate: frac(rSet.filter((r) => r.decision === "ask").length, rSet.length),
    gatedRate: frac(gated, results.length),
    hallucinationRate: frac(hallucinated, results.length),
    stepCoverage: { single: mean(comp.map((r) => r.steps!.single)), decomposed: mean(comp.map((r) => r.steps!.decomposed)) },
    counts: {
      skillCases: rSet.length,
      recallHits,
      top1Hits,
      gated,
      hallucinated,
      compound: comp.length,
      asked: rSet.filter((r) => r.decision === "ask").length,
      askedRight: rSet.filter((r) => r.decision === "ask" && r.askHit).length,
      loadedOnNative: results.filter((r) => (r.kind === "native" || r.kind === "chitchat") && r.chosen !== null).length,
    },
    meanInjectedTokens: mean(results.map((r) => r.injectedTokens)),
  };
}

export function langOf(c: GoldCase): string {
  return c.lang ?? (hasHangul(c.query) ? "ko" : "en");
}

/** Score one case given the router's trace (and, for compound cases, a decomposed trace). */
export function scoreCase(c: GoldCase, trace: RouteTrace, decomposed?: RouteTrace): CaseResult {
  const right = new Set([...c.gold, ...(c.acceptable ?? [])]);
  const names = trace.candidates.map((x) => x.name);
  // with subagents: Recall@5 over skills and subagents as one list (merged-candidates.ts)
  const offered = trace.merged ? trace.merged.map((x) => x.name) : names;
  const expectsSkill = c.kind === "single" || c.kind === "slash" || c.kind === "compound";
  const gate = trace.stages.find((s) => s.stage === "gate");
  const r: CaseResult = {
    id: c.id,
    kind: c.kind,
    lang: langOf(c),
    query: c.query,
    gold: c.gold,
    acceptable: c.acceptable ?? [],
    decision: trace.decision,
    chosen: trace.chosen,
    candidates: trace.candidates.map((x) => ({ name: x.name, score: x.score })),
    reason: trace.reason,
    stageReached: trace.stageReached,
    recallHit: expectsSkill && c.gold.length ? offered.slice(0, 5).some((n) => right.has(n)) : null,
    top1Hit: expectsSkill && c.gold.length ? trace.chosen !== null && right.has(trace.chosen) : null,
    askHit: expectsSkill && c.gold.length ? trace.decision === "ask" && (trace.options ?? []).some((n) => right.has(n)) : null,
    gated: !!gate?.passed,
    hallucinated: trace.chosen !== null && !right.has(trace.chosen),
    injectedTokens: trace.injectedTokens,
  };
  if (c.kind === "compound" && c.gold.length) {
    const steps = [...new Set(c.gold)];
    const single = new Set(names);
    const d = decomposed ?? trace;
    const subtasks = d.subtasks?.map((t) => ({ text: t.text, candidates: t.candidates.map((x) => x.name) })) ?? [];
    const union = new Set(subtasks.length ? subtasks.flatMap((t) => t.candidates) : names);
    r.steps = {
      single: steps.filter((s) => single.has(s)).length / steps.length,
      decomposed: steps.filter((s) => union.has(s)).length / steps.length,
      subtasks,
    };
  }
  return r;
}

export function summarize(results: CaseResult[], listingTokens: number): BenchReport {
  const byKind: BenchReport["byKind"] = {};
  for (const k of new Set(results.map((r) => r.kind))) byKind[k] = computeMetrics(results.filter((r) => r.kind === k));
  const byLang: BenchReport["byLang"] = {};
  for (const l of [...new Set(results.map((r) => r.lang))].sort()) byLang[l] = computeMetrics(results.filter((r) => r.lang === l));
  const dropouts: BenchReport["dropouts"] = {};
  for (const r of results) if (r.dropout) dropouts[r.dropout.stage] = (dropouts[r.dropout.stage] ?? 0) + 1;
  return { ...computeMetrics(results), dropouts, byKind, byLang, results, listingTokens };
}

/**
 * Route every case (independently: no previous turn) and measure, under the router's settings or
 * `settings` patched over them (query-time ones: the index is reused). With the `catalog` the
 * router was built from, each missed single or slash case also says where its right skill dropped
 * out.
 */
export function runBench(
  router: Router,
  given: GoldCase[],
  catalog?: readonly CatalogEntry[],
  settings?: Partial<RouterSettings>,
): BenchReport {
  const opts = settings ? { settings } : {};
  // a gold set may name a skill by its folder: read it as the skill's name, and say so
  const named = catalog ? resolveGoldNames(given, catalog) : null;
  const cases = named ? named.cases : given;
  const decompose = settings?.decompose ?? router.settings.decompose;
  const results = cases.map((c) => {
    const trace = router.route(c.query, opts);
    const decomposed =
      c.kind === "compound" && !decompose ? router.route(c.query, { settings: { ...settings, decompose: true } }) : undefined;
    const r = scoreCase(c, trace, decomposed);
    if (catalog && r.top1Hit === false && (c.kind === "single" || c.kind === "slash")) {
      const d = dropout(router, trace, [...c.gold, ...(c.acceptable ?? [])], catalog);
      if (d) r.dropout = d;
    }
    return r;
  });
  const report = summarize(results, router.listingTokens);
  if (named) report.names = named.names;
  return report;
}

export interface CostReport {
  prompts: number;
  /** microseconds per prompt, best of the rounds */
  bareMicros: number;
  routedMicros: number;
  /** routed / bare: the target is at most 1.5 */
  ratio: number;
}

/**
 * What a routed query costs against a bare MiniSearch search of the same prompt over the same
 * index (router.skills.mini.search), both timed over the same prompts, best of `rounds`
 * interleaved rounds. Uses `performance.now()` (browsers, workers and Node alike).
 */
export function measureCost(router: Router, prompts: string[], rounds = 15): CostReport {
  const bare = (q: string) => router.skills.mini.search(q);
  const routed = (q: string) => router.route(q);
  const run = (f: (q: string) => unknown) => {
    const t = performance.now();
    for (const q of prompts) f(q);
    return ((performance.now() - t) * 1000) / Math.max(1, prompts.length);
  };
  // warm both paths (JIT, caches) before timing
  for (let i = 0; i < 3; i++) {
    run(bare);
    run(routed);
  }
  let b = Infinity;
  let r = Infinity;
  for (let i = 0; i < rounds; i++) {
    b = Math.min(b, run(bare));
    r = Math.min(r, run(routed));
  }
  return { prompts: prompts.length, bareMicros: b, routedMicros: r, ratio: b > 0 ? r / b : 0 };
}
