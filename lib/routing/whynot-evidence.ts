// What "why not" reads before it names a reason: the question (router, trace, skill, settings),
// the skill's own score and rank for the prompt, the prompt's words its text lacks, the skill that
// led, and the rerank's account of it. Apart from the reasons (whynot-reasons.ts) because every
// reason past the prefilter reports the same evidence, each with its own verdict.
import type { CatalogEntry } from "../skills/catalog";
import { isFiller } from "./filler";
import type { Router } from "./router";
import type { RouterSettings } from "./settings";
import type { RouteOptions, RouteTrace, StageTrace } from "./trace";
import type { WhyNot } from "./whynot";

type Stage<K extends StageTrace["stage"]> = Extract<StageTrace, { stage: K }>;
export const stageOf = <K extends StageTrace["stage"]>(t: RouteTrace, k: K) => t.stages.find((s): s is Stage<K> => s.stage === k);

/** The question: why `name` was not loaded for `trace`'s prompt, routed by `router` with `options`. */
export interface WhyNotQuestion {
  router: Router;
  trace: RouteTrace;
  name: string;
  options: RouteOptions;
  /** the router's settings with the options' over them: what the trace ran under */
  settings: RouterSettings;
  /** route again to check each setting's hint (off for a bench, which asks of many cases) */
  withHints: boolean;
}

/** The skill's place among the retrieved: its score, rank and missing words, as a WhyNot to extend. */
export interface Retrieved {
  base: WhyNot;
  score: number;
  rank: number | undefined;
  /** every skill retrieved for the prompt */
  matched: number;
  /** the sentence naming the prompt's words its text lacks that other skills have ("" when none) */
  lacks: string;
  /** the first candidate kept, the one it had to beat */
  leader: WhyNot["leader"];
}

/** What the rerank did with it, when the rerank ran and pooled it. */
export interface Ranked extends Retrieved {
  rerankStage: Stage<"rerank"> | undefined;
  pooled: Stage<"rerank">["pool"][number] | undefined;
  rerank: WhyNot["rerank"];
}

/** the words other skills have: a word no skill has explains nothing */
function lacksSentence(missing: { term: string; from: string; df: number }[]): string {
  const known = missing.filter((m) => m.df > 0);
  if (!known.length) return "";
  const named = known
    .slice(0, 4)
    .map((m) => `"${m.from}"`)
    .join(", ");
  return ` Its text lacks ${named}${known.length > 4 ? ` and ${known.length - 4} more` : ""} of the prompt's words that other skills have.`;
}

export function retrievedEvidence(asked: WhyNotQuestion, entry: CatalogEntry): Retrieved {
  const { router, trace, name, options, settings } = asked;
  const x = router.explain(trace.prompt, name, { settings: options.settings });
  const all = router.retrieve(trace.prompt, { settings: options.settings });
  const rankIdx = all.hits.findIndex((h) => h.name === name);
  // the score the gate read: its fields' BM25 and its body's evidence (body-evidence.ts)
  const score = rankIdx < 0 ? (x?.score ?? 0) : Math.max(x?.score ?? 0, all.hits[rankIdx].score);
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
    scoreMin: settings.scoreMin,
    terms: x?.terms ?? [],
    missing,
    hints: [],
  };
  const lead = trace.candidates[0];
  const leader = lead
    ? { name: lead.name, score: lead.score, ...(lead.rankScore !== undefined ? { rankScore: lead.rankScore } : {}) }
    : undefined;
  return { base, score, rank, matched: all.hits.length, lacks: lacksSentence(missing), leader };
}

export function rankedEvidence(asked: WhyNotQuestion, found: Retrieved): Ranked {
  const rerankStage = stageOf(asked.trace, "rerank");
  const pooled = rerankStage?.applied ? rerankStage.pool.find((p) => p.name === asked.name) : undefined;
  let rerank: WhyNot["rerank"];
  if (pooled) {
    const b = asked.router.explainBody(asked.trace.prompt, asked.name, { settings: asked.options.settings });
    rerank = { body: pooled.body, rankScore: pooled.rankScore, from: pooled.from, to: pooled.to, terms: b?.terms ?? [] };
  }
  return { ...found, rerankStage, pooled, rerank };
}
