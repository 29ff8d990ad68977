// "Why not this skill?": for a routed prompt and a skill the user expected, the stage where that
// skill dropped out (never retrieved, below SCORE_MIN, outside TOP_K, ranked under another, or the
// request judged native), its score broken down, the prompt's words its text lacks, and which
// setting would have let it through. It reads the router's own trace and explain(), so it can only
// say what the router did.
import type { CatalogEntry } from "../skills/catalog";
import type { BodyContribution } from "./body";
import type { RouteTrace, Router, StageTrace, TermContribution } from "./router";
import { SETTING_RANGES, type RouterSettings } from "./settings";
import { isFiller } from "./filler";

export type WhyNotStage =
  | "unknown" // no entry of that name
  | "slash-only" // disable-model-invocation: only /name reaches it
  | "agent" // a subagent: ranked in its own index
  | "prefilter" // the prompt never reached retrieval
  | "no-match" // no term of the prompt in its name, description or when_to_use
  | "gate" // below SCORE_MIN
  | "topk" // passed the gate, not among the TOP_K kept
  | "triage" // kept, but the request was judged native
  | "ask" // kept and near-tied: the router asked
  | "outranked" // kept, another loaded
  | "loaded"; // it is the one loaded

export type HintSetting = "scoreMin" | "topK" | "nearTieRatio" | "bodyWeight";

export interface Hint {
  text: string;
  /** the settings the hint changes (none: advice on the catalog or the dictionary) */
  patch?: Partial<Record<HintSetting, number>>;
  /** what routing again with it did for this skill: "loaded", "kept #3", "asked among …" */
  outcome?: string;
}

export interface WhyNot {
  name: string;
  stage: WhyNotStage;
  /** one or two sentences */
  verdict: string;
  path?: string;
  /** the entry's description and when_to_use, the text retrieval reads (for a "what if" edit) */
  description?: string;
  whenToUse?: string;
  /** classic BM25 for the prompt, its rank among every retrieved skill (1-based), of how many */
  score?: number;
  rank?: number;
  matched?: number;
  scoreMin?: number;
  terms?: TermContribution[];
  /** the prompt's own words that its name, description and when_to_use lack, rarest first */
  missing?: { term: string; from: string; df: number }[];
  /** the rerank: its body's BM25, the score it ranked by, and its place before and after */
  rerank?: { body: number; rankScore: number; from: number; to: number; terms: BodyContribution[] };
  /** the skill that stood where it wanted to be (the one loaded, or the first kept) */
  leader?: { name: string; score: number; rankScore?: number };
  /** what would have changed the outcome for it; a setting's hint was checked by routing again */
  hints: Hint[];
  /** near names, when none matches */
  suggestions?: string[];
}

type Stage<K extends StageTrace["stage"]> = Extract<StageTrace, { stage: K }>;
const stageOf = <K extends StageTrace["stage"]>(t: RouteTrace, k: K) => t.stages.find((s): s is Stage<K> => s.stage === k);

const fmt = (x: number) => (Math.round(x * 100) / 100).toString();

/** edit distance, for "did you mean" (names are short) */
function distance(a: string, b: string): number {
  const d = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let prev = d[0];
    d[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const cur = d[j];
      d[j] = Math.min(d[j] + 1, d[j - 1] + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = cur;
    }
  }
  return d[b.length];
}

/** a name's words, singular: "pdf-forms" -> pdf, form */
const nameWords = (x: string) =>
  x
    .toLowerCase()
    .split(/[-_:\s]+/)
    .filter(Boolean)
    .map((w) => (w.length > 3 && w.endsWith("s") ? w.slice(0, -1) : w));

export function nearNames(name: string, names: readonly string[], n = 3): string[] {
  const q = name.toLowerCase();
  const qw = nameWords(q);
  const limit = Math.max(2, q.length / 3);
  // close by spelling, or holding every word of the name asked for ("pdf-forms": pdf-form-fill)
  const near = (x: string) => {
    if (x.includes(q) || q.includes(x)) return 0.5;
    const d = distance(q, x.toLowerCase());
    if (d <= limit) return d;
    const xw = new Set(nameWords(x));
    return qw.length && qw.every((w) => xw.has(w)) ? limit + xw.size - qw.length : Infinity;
  };
  return [...new Set(names)]
    .map((x) => ({ x, d: near(x) }))
    .filter((c) => Number.isFinite(c.d))
    .sort((a, b) => a.d - b.d || (a.x < b.x ? -1 : 1))
    .slice(0, n)
    .map((c) => c.x);
}

/**
 * Why `name` was not loaded for the prompt of `trace` (routed by `router` with `settings`).
 * `catalog` is every entry loaded (slash-only and subagents included), to tell those apart.
 */
export function whyNot(
  router: Router,
  trace: RouteTrace,
  name: string,
  catalog: readonly CatalogEntry[],
  settings?: Parameters<Router["route"]>[1],
  { hints: withHints = true }: { hints?: boolean } = {},
): WhyNot {
  const opts = settings ?? {};
  const q = { ...router.settings, ...opts.settings };
  const entry = catalog.find((e) => e.name === name) ?? catalog.find((e) => e.path === name);
  if (!entry) {
    const suggestions = nearNames(
      name,
      catalog.map((e) => e.name),
    );
    return { name, stage: "unknown", verdict: `No entry named "${name}" is in the catalog.`, hints: [], suggestions };
  }
  if (entry.disableModelInvocation) {
    return {
      name,
      stage: "slash-only",
      path: entry.path,
      verdict: `"${name}" sets disable-model-invocation: the router never offers it; only "/${name}" triggers it.`,
      hints: [{ text: `type /${name} to force it` }],
    };
  }
  if (entry.kind === "agent") {
    const x = router.explain(trace.prompt, name, { index: "agents", settings: opts.settings });
    const kept = trace.agents.some((c) => c.name === name);
    return {
      name,
      stage: "agent",
      path: entry.path,
      score: x?.score ?? 0,
      terms: x?.terms ?? [],
      verdict: `"${name}" is a subagent: it is ranked in the subagent index, apart from skills, and is ${kept ? "among" : "not among"} the subagent candidates (score ${fmt(x?.score ?? 0)}, SCORE_MIN ${fmt(q.scoreMin)}).`,
      hints: [],
    };
  }
  const pre = stageOf(trace, "prefilter");
  if (pre && !pre.passed) {
    return {
      name,
      stage: "prefilter",
      path: entry.path,
      verdict: `The prefilter stopped the prompt before retrieval (${pre.detail}): no skill was searched.`,
      hints: [],
    };
  }

  const x = router.explain(trace.prompt, name, { settings: opts.settings });
  const all = router.retrieve(trace.prompt, { settings: opts.settings });
  const score = x?.score ?? 0;
  const rankIdx = all.hits.findIndex((h) => h.name === name);
  const rank = rankIdx < 0 ? undefined : rankIdx + 1;
  const has = new Set((x?.terms ?? []).map((t) => t.term));
  const df = (t: string) => router.skills.df.get(t) ?? 0;
  const missing = all.terms
    // filler (an adverb, a request verb) is no word a description should add
    .filter((t) => t.origin === "query" && t.unit === "word" && !has.has(t.term) && !isFiller(t.from))
    .map((t) => ({ term: t.term, from: t.from, df: df(t.term) }))
    .sort((a, b) => (a.df === 0 ? 1 : 0) - (b.df === 0 ? 1 : 0) || a.df - b.df || (a.term < b.term ? -1 : 1));
  const base: WhyNot = {
    name,
    stage: "no-match",
    path: entry.path,
    description: entry.description,
    ...(entry.whenToUse ? { whenToUse: entry.whenToUse } : {}),
    verdict: "",
    score,
    rank,
    matched: all.hits.length,
    scoreMin: q.scoreMin,
    terms: x?.terms ?? [],
    missing,
    hints: [],
  };
  /** routes again with `patch` and says what became of this skill, or null when nothing did */
  const tryWith = (patch: NonNullable<Hint["patch"]>, text: string): Hint | null => {
    if (!withHints) return null;
    const t = router.route(trace.prompt, { ...opts, settings: { ...opts.settings, ...patch } as Partial<RouterSettings> });
    const at = t.candidates.findIndex((c) => c.name === name);
    const outcome =
      t.chosen === name
        ? "loaded"
        : t.decision === "ask" && t.options?.includes(name)
          ? `asked among ${t.options.join(", ")}`
          : at >= 0
            ? `kept #${at + 1}${t.chosen ? `, "${t.chosen}" loaded` : t.decision === "native" ? ", the request judged native" : ""}`
            : null;
    return outcome ? { text, patch, outcome } : null;
  };
  const some = (...hs: (Hint | null)[]) => hs.filter((h): h is Hint => h !== null);
  // the words other skills have: a word no skill has explains nothing
  const known = missing.filter((m) => m.df > 0);
  const lacks = known.length
    ? ` Its text lacks ${known
        .slice(0, 4)
        .map((m) => `"${m.from}"`)
        .join(", ")}${known.length > 4 ? ` and ${known.length - 4} more` : ""} of the prompt's words that other skills have.`
    : "";

  if (score <= 0) {
    return {
      ...base,
      stage: "no-match",
      verdict: `No word of the prompt occurs in "${name}"'s name, description or when_to_use, so retrieval never found it.${lacks}`,
      hints: [{ text: "a synonym pair in the dictionary, or the prompt's words in its description" }],
    };
  }
  const lead = trace.candidates[0];
  const leader = lead
    ? { name: lead.name, score: lead.score, ...(lead.rankScore !== undefined ? { rankScore: lead.rankScore } : {}) }
    : undefined;
  if (score < q.scoreMin) {
    const at = Math.floor(score * 100) / 100;
    const hints = some(tryWith({ scoreMin: at }, `SCORE_MIN ${fmt(at)} lets it through the gate`));
    if (!hints.length && rank)
      hints.push(...some(tryWith({ scoreMin: at, topK: rank }, `SCORE_MIN ${fmt(at)} with TOP_K ${rank} (it ranks #${rank})`)));
    return {
      ...base,
      stage: "gate",
      leader,
      verdict: `"${name}" scores ${fmt(score)}, below SCORE_MIN ${fmt(q.scoreMin)}; ranked #${rank} of ${all.hits.length} retrieved.${lacks}`,
      hints,
    };
  }

  const rr = stageOf(trace, "rerank");
  const pooled = rr?.applied ? rr.pool.find((p) => p.name === name) : undefined;
  let rerank: WhyNot["rerank"];
  if (pooled) {
    const b = router.explainBody(trace.prompt, name, { settings: opts.settings });
    rerank = { body: pooled.body, rankScore: pooled.rankScore, from: pooled.from, to: pooled.to, terms: b?.terms ?? [] };
  }
  const keptAt = trace.candidates.findIndex((c) => c.name === name);
  if (keptAt < 0) {
    const place = pooled ? pooled.to : rank!;
    const how = pooled
      ? `the rerank placed it #${pooled.to} (BM25 #${pooled.from}; ${fmt(pooled.score)} + body ${fmt(pooled.body)} = ${fmt(pooled.rankScore)})`
      : rr?.applied
        ? `it ranks #${rank} by BM25, below the rerank's ${rr.depth}`
        : `it ranks #${rank} by BM25`;
    return {
      ...base,
      stage: "topk",
      rerank,
      leader,
      verdict: `"${name}" passed the gate (${fmt(score)} ≥ ${fmt(q.scoreMin)}) but TOP_K ${q.topK} kept others: ${how}.${lacks}`,
      hints: some(tryWith({ topK: place }, `TOP_K ${place} injects it`)),
    };
  }
  const me = trace.candidates[keptAt];
  const rs = (c: { score: number; rankScore?: number }) => c.rankScore ?? c.score;
  const tri = stageOf(trace, "triage");
  if (tri && tri.verdict === "native") {
    return {
      ...base,
      stage: "triage",
      rerank,
      leader,
      verdict: `"${name}" was kept (#${keptAt + 1} of ${trace.candidates.length}), but triage judged the request native: ${tri.detail.replace(/^native:\s*/, "")}.`,
      hints: [{ text: "a request that asks for the structured work the skill does (triage reads the prompt, not the skill)" }],
    };
  }
  if (trace.decision === "native") {
    // kept, but not loaded: the confidence rule made it native (a slash-only claim only ever asks)
    return {
      ...base,
      stage: "triage",
      rerank,
      leader,
      verdict: `"${name}" was kept (#${keptAt + 1} of ${trace.candidates.length}), but the router handled the request natively: ${trace.reason.replace(/^Native:\s*/, "")}`,
      hints: [],
    };
  }
  if (trace.decision === "ask") {
    const among = trace.options?.includes(name);
    return {
      ...base,
      stage: "ask",
      rerank,
      leader,
      verdict: among
        ? `"${name}" is one of the near-tied options the router asked the user to choose among (${trace.options!.join(", ")}).`
        : `"${name}" was kept (#${keptAt + 1}), but ${trace.options?.join(" and ")} near-tied above it and the router asked.`,
      hints: [],
    };
  }
  if (trace.chosen === name) {
    return { ...base, stage: "loaded", rerank, leader, verdict: `"${name}" is the skill loaded: ${trace.reason}`, hints: [] };
  }
  const gap = rs(lead) - rs(me);
  const hints: Hint[] = [];
  const ratio = Math.floor((rs(me) / rs(lead)) * 100) / 100;
  if (ratio >= SETTING_RANGES.nearTieRatio.min)
    hints.push(...some(tryWith({ nearTieRatio: ratio }, `a near-tie ratio of ${fmt(ratio)} asks instead of loading "${lead.name}"`)));
  if (
    rr?.applied &&
    rr.weight > 0 &&
    me.bodyScore !== undefined &&
    lead.bodyScore !== undefined &&
    me.bodyScore > lead.bodyScore &&
    me.score < lead.score
  ) {
    // rank = BM25 + w x body, w = body weight x this prompt's ramp (bodyRamp): the body weight past
    // which it ranks first
    const need = ((lead.score - me.score) / (me.bodyScore - lead.bodyScore)) * (rr.bodyWeight / rr.weight);
    const w = Math.ceil(need * 1.02 * 100) / 100;
    if (w <= SETTING_RANGES.bodyWeight.max)
      hints.push(
        ...some(
          tryWith(
            { bodyWeight: w },
            `a body weight of ${fmt(w)} ranks it over "${lead.name}" (its body matches more: ${fmt(me.bodyScore)} vs ${fmt(lead.bodyScore)})`,
          ),
        ),
      );
  }
  return {
    ...base,
    stage: "outranked",
    rerank,
    leader,
    verdict: `"${name}" was kept (#${keptAt + 1}) but "${lead.name}" ranked first by ${fmt(gap)} (${fmt(rs(lead))} vs ${fmt(rs(me))}) and loaded.${lacks}`,
    hints,
  };
}

/** the stages in pipeline order: the later, the closer a skill came to loading */
export const WHYNOT_ORDER: readonly WhyNotStage[] = [
  "unknown",
  "slash-only",
  "agent",
  "prefilter",
  "no-match",
  "gate",
  "topk",
  "triage",
  "outranked",
  "ask",
  "loaded",
];

export const STAGE_LABEL: Record<WhyNotStage, string> = {
  unknown: "not in the catalog",
  "slash-only": "slash-only",
  agent: "a subagent",
  prefilter: "stopped by the prefilter",
  "no-match": "never retrieved",
  gate: "below SCORE_MIN",
  topk: "outside TOP_K",
  triage: "judged native",
  outranked: "outranked",
  ask: "asked",
  loaded: "loaded",
};

/**
 * Where the right skill of a missed case dropped out: of the names given (gold and acceptable),
 * the one that came closest to loading, and its stage. Hints are not computed (a bench has many).
 */
export function dropout(
  router: Router,
  trace: RouteTrace,
  names: readonly string[],
  catalog: readonly CatalogEntry[],
): { stage: WhyNotStage; name: string } | null {
  let best: WhyNot | null = null;
  for (const n of names) {
    const w = whyNot(router, trace, n, catalog, {}, { hints: false });
    if (!best || WHYNOT_ORDER.indexOf(w.stage) > WHYNOT_ORDER.indexOf(best.stage)) best = w;
  }
  return best ? { stage: best.stage, name: best.name } : null;
}

/** What a skill's retrieval text would be in a "what if": its description and when_to_use. */
export interface EntryEdit {
  description: string;
  whenToUse?: string;
}

/**
 * The catalog with one entry's description (and when_to_use) replaced: the first entry of that
 * path, else of that name. The others are the same objects.
 */
export function editEntry(catalog: readonly CatalogEntry[], nameOrPath: string, edit: EntryEdit): CatalogEntry[] {
  let i = catalog.findIndex((e) => e.path === nameOrPath);
  if (i < 0) i = catalog.findIndex((e) => e.name === nameOrPath);
  if (i < 0) return [...catalog];
  const out = [...catalog];
  const { whenToUse: _old, ...rest } = out[i];
  out[i] = { ...rest, description: edit.description, ...(edit.whenToUse?.trim() ? { whenToUse: edit.whenToUse } : {}) };
  return out;
}
