// The router's plain-data records (JSON-serialisable, for the UI, the log and the bench): what each
// stage hands the next, and the trace a routed prompt leaves. Every stage module reads and writes these.
import type { EntryKind } from "../skills/catalog";
import type { ListingSummary } from "../skills/listing";
import type { TextCounter } from "../tokens/estimators";
import type { Confidence } from "./confidence";
import type { PrefilterRule } from "./prefilter";
import type { RouterSettings } from "./settings";
import type { Signal } from "./triage";

export type Decision = "skip" | "forced" | "native" | "skill" | "ask" | "delegate";
export type StageName = "prefilter" | "retrieval" | "gate" | "rerank" | "topk" | "triage" | "incorporation";

/** A gated candidate in the rerank stage: its BM25, its body's BM25 and the sum it ranks by. */
export interface Reranked {
  name: string;
  score: number;
  body: number;
  rankScore: number;
  /** 1-based position before (by BM25) and after the rerank */
  from: number;
  to: number;
}

export interface QueryTerm {
  term: string;
  /** query weight: 1 for the prompt's own words; bigram pieces and synonyms weigh less */
  weight: number;
  /**
   * "query": from the prompt; "synonym": the dictionary added it; "compound": a dictionary word
   * inside a Korean compound; "part": an index word a request word the index lacks splits into
   * (part-evidence.ts); "paraphrase": WordNet's word for a prompt word (paraphrase.ts)
   */
  origin: "query" | "synonym" | "compound" | "part" | "paraphrase";
  /** the prompt word (or dictionary key) it came from */
  from: string;
  unit: "word" | "bigram";
}

export interface TermContribution {
  term: string;
  weight: number;
  origin: QueryTerm["origin"];
  from: string;
  /** occurrences of the term in this entry's indexed text */
  tf: number;
  /** entries of the index containing the term */
  df: number;
  /** ln(1 + (N - df + 0.5) / (df + 0.5)) */
  idf: number;
  /** this entry's indexed length in terms, and the index average */
  fieldLength: number;
  avgFieldLength: number;
  /** weight * idf * tf (k1 + 1) / (tf + k1 (1 - b + b fieldLength / avgFieldLength)) */
  contribution: number;
}

export interface Candidate {
  name: string;
  kind: EntryKind;
  path: string;
  /** classic BM25 (0 for a slash-forced entry, which skipped retrieval) */
  score: number;
  rank: number;
  description: string;
  /** per-term contributions, largest first; they sum to `score` (skills; empty for subagents) */
  terms: TermContribution[];
  /**
   * The rerank stage: the body's BM25 for the same terms, and the score it ranked by (BM25 + weight
   * × body). Its per-term breakdown is `router.explainBody(prompt, name)`, as `explain` is the gate's.
   */
  bodyScore?: number;
  rankScore?: number;
  /**
   * The part of `score` retrieval took from the body's words the entry's indexed text lacks
   * (body-evidence.ts); `terms` sum to the rest. Absent: none.
   */
  bodyEvidence?: number;
  /** listed under the gate by the list floor (list-floor.ts): shown, never loaded */
  belowGate?: boolean;
  forced?: boolean;
}

/** A skill or subagent in the one list of both (merged-candidates.ts): its BM25 on both indexes' statistics. */
export interface MergedCandidate {
  name: string;
  kind: "skill" | "agent";
  score: number;
}

export interface ScoredName {
  name: string;
  score: number;
}

export type StageTrace =
  | { stage: "prefilter"; passed: boolean; rule: PrefilterRule | null; detail: string }
  | {
      stage: "retrieval";
      passed: boolean;
      detail: string;
      terms: QueryTerm[];
      matched: number;
      top: ScoredName[];
      /** the subagent index's gated top-K */ agents?: ScoredName[];
    }
  | {
      stage: "gate";
      passed: boolean;
      detail: string;
      scoreMin: number;
      best: number;
      above: number;
      /** the gate scaled to a small catalog's size (score-min-scale.ts), when below SCORE_MIN */
      scaled?: number;
      /** nothing reached SCORE_MIN and the candidates passed the scaled gate only */
      belowScoreMin?: boolean;
    }
  | {
      stage: "rerank";
      passed: boolean;
      detail: string;
      applied: boolean;
      /** the setting, and the weight this prompt got (less for a prompt of few words) */
      bodyWeight: number;
      weight: number;
      /** the prompt's own words (terms), which set `weight` */
      promptWords: number;
      depth: number;
      pool: Reranked[];
      moved: number;
    }
  | { stage: "topk"; passed: boolean; detail: string; topK: number; kept: string[]; dropped: number }
  | { stage: "triage"; passed: boolean; detail: string; verdict: "native" | "skill-worthy"; ambiguous: boolean; signals: Signal[] }
  | {
      stage: "incorporation";
      passed: boolean;
      detail: string;
      outcome: "skill" | "ask" | "native" | "delegate";
      options?: string[];
      /** the winner's confidence (confidence.ts), when the near-tie rule alone would have loaded it */
      confidence?: Confidence;
      /** the confidence rule turned a load into this outcome */
      unsure?: boolean;
      /** a slash-only skill holds more of the request than any the model may load (slash-only.ts): it is asked about, never loaded */
      slashOnly?: string;
      /** no skill reached SCORE_MIN, and the winner cleared the scaled gate and led enough to load (clear-leader.ts) */
      clearLeader?: boolean;
      /**
       * a subagent took the request (delegate.ts): its BM25 on skills and subagents scored together,
       * and the best skill of another name on that scale
       */
      delegated?: { name: string; score: number; skill: { name: string; score: number } | null };
    };

export interface SubtaskTrace {
  text: string;
  start: number;
  decision: Decision;
  reason: string;
  chosen: string | null;
  options?: string[];
  candidates: ScoredName[];
  stages: StageTrace[];
}

export interface RouteTrace {
  prompt: string;
  /** a long request: what of it the rules read (request-window.ts); absent when they read all of it */
  requestWindow?: string;
  stages: StageTrace[];
  /** the last stage the prompt reached */
  stageReached: StageName;
  decision: Decision;
  /** one sentence */
  reason: string;
  /** the gated top-K skills (what the router injects), with per-term contributions */
  candidates: Candidate[];
  /** the subagent index's gated top-K, reported apart (rules.md#routing: agents live in their own index) */
  agents: Candidate[];
  /**
   * skills and subagents as one list, on both indexes' statistics (merged-candidates.ts), TOP_K
   * kept; only when the prompt has subagent candidates or was delegated
   */
  merged?: MergedCandidate[];
  /** the loaded skill, or with "delegate" the subagent the request is handed to */
  chosen: string | null;
  chosenKind?: EntryKind;
  /** how sure the router is of the skill it would load (confidence.ts) */
  confidence?: Confidence;
  /** ask: the near-tied names the user chooses among */
  options?: string[];
  /** compound requests, when decomposition is on and the prompt splits */
  subtasks?: SubtaskTrace[];
  /** what the router adds to the context this turn, and its tokens */
  injectedText: string;
  injectedTokens: number;
  /** tokens of the skill listing the model would carry instead (lib/skills/listing.ts buildListing) */
  listingTokens: number;
  /** that listing's preset, window, budget and figures (absent on a trace saved before they were kept) */
  listing?: ListingSummary;
  /** tokens of the chosen skill's body, loaded on invocation (0 for a subagent: its body never enters this context) */
  chosenBodyTokens: number;
  /** "delegate": tokens of the subagent's body, read in its own context, not this one */
  delegatedBodyTokens?: number;
  estimator: TextCounter["estimator"];
}

export interface RouteOptions {
  previousPrompt?: string;
  /** query-time settings for this call (index-time ones need `router.withSettings`) */
  settings?: Partial<RouterSettings>;
}
