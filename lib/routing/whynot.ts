// "Why not this skill?": for a routed prompt and a skill the user expected, the stage where that
// skill dropped out (never retrieved, below SCORE_MIN, outside TOP_K, ranked under another, or the
// request judged native), its score broken down, the prompt's words its text lacks, and which
// setting would have let it through. It reads the router's own trace and explain(), so it can only
// say what the router did.
//
// This file decides which reason holds; each reason is a function of whynot-reasons.ts, the
// evidence they share (score, rank, missing words, the rerank) is whynot-evidence.ts, and the
// hints checked by routing again are whynot-hints.ts.
import type { CatalogEntry } from "../skills/catalog";
import type { BodyContribution } from "./body";
import type { RouteOptions, RouteTrace, TermContribution } from "./trace";
import type { Router } from "./router";
import { gatePassedAt } from "./gate";
import { rankedEvidence, retrievedEvidence, stageOf, type WhyNotQuestion } from "./whynot-evidence";
import {
  askedAbout,
  belowScoreMin,
  handledNatively,
  judgedNative,
  loaded,
  neverRetrieved,
  notInCatalog,
  outranked,
  outsideTopK,
  passedToSubagent,
  slashOnly,
  stoppedByPrefilter,
  subagent,
} from "./whynot-reasons";

// moved to files of their own; kept here for the callers that import them from why-not
export { nearNames } from "./near-names";
export { editEntry, type EntryEdit } from "./entry-edit";

export type WhyNotStage =
  | "unknown" // no entry of that name
  | "slash-only" // disable-model-invocation: only /name reaches it
  | "agent" // a subagent: ranked in its own index
  | "prefilter" // the prompt never reached retrieval
  | "no-match" // no term of the prompt in its name, description or when_to_use
  | "gate" // below SCORE_MIN
  | "topk" // passed the gate, not among the TOP_K kept
  | "triage" // kept, but the request was judged native
  | "unsure" // kept and passed by triage, but the confidence rule answered natively
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

/**
 * Why `name` was not loaded for the prompt of `trace` (routed by `router` with `settings`).
 * `catalog` is every entry loaded (slash-only and subagents included), to tell those apart.
 */
export function whyNot(
  router: Router,
  trace: RouteTrace,
  name: string,
  catalog: readonly CatalogEntry[],
  settings?: RouteOptions,
  { hints: withHints = true }: { hints?: boolean } = {},
): WhyNot {
  const options = settings ?? {};
  const asked: WhyNotQuestion = { router, trace, name, options, settings: { ...router.settings, ...options.settings }, withHints };
  // a skill and a subagent of one name (a plugin shipping both) are one job: the subagent when the
  // request was delegated to it, else the skill the model may load
  const named = catalog.filter((e) => e.name === name);
  const delegatedTo = trace.decision === "delegate" && trace.chosen === name;
  const entry =
    named.find((e) => (e.kind === "agent") === delegatedTo && !e.disableModelInvocation) ??
    named[0] ??
    catalog.find((e) => e.path === name);
  if (!entry) return notInCatalog(name, catalog);
  if (entry.disableModelInvocation) return slashOnly(name, entry);
  if (entry.kind === "agent") return subagent(asked, entry);
  const pre = stageOf(trace, "prefilter");
  if (pre && !pre.passed) return stoppedByPrefilter(name, entry, pre);

  const found = retrievedEvidence(asked, entry);
  if (found.score <= 0) return neverRetrieved(asked, found);
  // on a small catalog the gate scaled to its size may have let it through below SCORE_MIN
  // (gate.ts): then it was offered, and the later stages say where it went
  const gated = stageOf(trace, "gate");
  if (found.score < (gated ? gatePassedAt(gated) : asked.settings.scoreMin)) return belowScoreMin(asked, found);
  const ranked = rankedEvidence(asked, found);
  const keptAt = trace.candidates.findIndex((c) => c.name === name);
  if (keptAt < 0) return outsideTopK(asked, ranked);
  const triage = stageOf(trace, "triage");
  if (triage && triage.verdict === "native") return judgedNative(asked, ranked, keptAt, triage);
  if (trace.decision === "native") return handledNatively(asked, ranked, keptAt);
  if (trace.decision === "ask") return askedAbout(asked, ranked, keptAt);
  if (trace.decision === "delegate") return passedToSubagent(asked, ranked, keptAt);
  if (trace.chosen === name) return loaded(asked, ranked);
  return outranked(asked, ranked, keptAt);
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
  "unsure",
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
  unsure: "not confident enough",
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
