// What a simulation is made of: the tiers and their triggers, the live context's items, each
// compaction as it ran (or was laid beside a recording), the recorded compactions, and the
// Simulation the walk returns (rules.md#tiers). Types only, shared by every rule of lib/context.
import type { RecordedReattachment } from "./recorded-reattachment";
import type { ReattachAgreement } from "./reattach-agreement";
import type { Category, Session, StartupItem } from "../model";
import type { TokenTable } from "../tokens/count";
import type { Calibration } from "../tokens/calibrate";
import type { VersionChoice } from "./versions";
import type { ReattachResult } from "../skills/reattach";
import type { ReattachedFile, RuleReattachment, SkippedFile } from "./reattach-types";
import type { Settings } from "./settings-type";
import type { StreamFigure } from "./model-stream-overhead";
import type { UnrecordedPrefix } from "./unrecorded-prefix";
import type { Thresholds } from "./thresholds";
import type { SummaryInfo } from "./summary";

export type Tier = "microcompact-time" | "microcompact-cache" | "file-unchanged" | "session-memory" | "full" | "reactive";

export const TIERS: readonly Tier[] = ["microcompact-time", "microcompact-cache", "file-unchanged", "session-memory", "full", "reactive"];

export const TIER_LABEL: Record<Tier, string> = {
  "microcompact-time": "Microcompact (time-based)",
  "microcompact-cache": "Microcompact (cache edit)",
  "file-unchanged": "File unchanged",
  "session-memory": "Session-memory compaction",
  full: "Full compaction",
  reactive: "Reactive compaction",
};

export type Trigger =
  /** the context reached the auto-compact threshold */
  | "auto"
  /** `/compact [instructions]` */
  | "manual"
  /** `/context` under the seed preset (the seed's slip) */
  | "context-command"
  /** the API answered 413 prompt-too-long */
  | "prompt-too-long"
  /** time-based microcompact: the gap since the last assistant message */
  | "time-gap"
  /** cache-edit microcompact: the count of compactable tool results */
  | "tool-count"
  /** a Read of an unchanged file */
  | "repeat-read";

export type ClearHow = "time" | "cache-edit" | "file-unchanged";

/** Stub texts that replace cleared tool results (their token counts come from the counter). */
export const STUB_TEXT: Record<ClearHow, string> = {
  time: "[Old tool result content cleared]",
  "cache-edit": "[Old tool result content cleared]",
  "file-unchanged":
    "File unchanged since last read. The content from the earlier Read tool_result in this conversation is still current — refer to that instead of re-reading.",
};

export interface ClearedBlock {
  event: number;
  /** index of the tool_result block in its event */
  block: number;
  tool: string;
  how: ClearHow;
  /** tokens of the content before */
  tokens: number;
  /** tokens of the stub that replaced it */
  stubTokens: number;
}

export type LiveItemKind = "event" | "boundary" | "summary" | "file" | "skill";

/** One message of the context (startup items are listed apart). */
export interface LiveItem {
  kind: LiveItemKind;
  /** the event it is (kind "event") or comes from (re-attached file or skill); -1 for none */
  event: number;
  tokens: number;
  /** the category most of its tokens go to */
  category: Category;
  label?: string;
  /** tool results of this event replaced by stubs */
  cleared?: ClearedBlock[];
  /** the compaction that made this item (synthetic items) */
  compaction?: number;
}

export interface Span {
  items: number;
  tokens: number;
  /** first and last event index among the items, -1 when none */
  firstEvent: number;
  lastEvent: number;
}

export interface StartupRemoval {
  index: number;
  label: string;
  tokens: number;
  afterCompaction: StartupItem["afterCompaction"];
}

export interface Compaction {
  /** position in Simulation.compactions */
  index: number;
  /** the step (event index) it ran at, before that event was added */
  step: number;
  tier: Tier;
  trigger: Trigger;
  /** false: it could not run (prompt-too-long after the retries, nothing to compact) or, for an auto-compaction, left the context still at or over A */
  ok: boolean;
  failure?: "prompt-too-long" | "nothing-to-compact" | "still-over-threshold";
  /** `used` just before, and the simulated context just after */
  tokensBefore: number;
  tokensAfter: number;
  /** index in the message list before it where the kept tail starts (= its length when nothing is kept); null for microcompacts */
  cutIndex: number | null;
  /** messages in the list before */
  liveBefore: number;
  summarised: Span;
  kept: Span;
  /** groups dropped from the head because the compaction request itself was too long */
  dropped: Span & { groups: number };
  retries: number;
  /** tool results replaced by stubs (microcompacts) */
  cleared: ClearedBlock[];
  reattached: {
    files: ReattachedFile[];
    skippedFiles: SkippedFile[];
    /** startup items re-injected from disk (memory files): still in the context after */
    memory: { index: number; label: string; tokens: number }[];
    skills: ReattachResult | null;
  };
  /** startup items that do not survive (skill listing, path-scoped rules) */
  removedStartup: StartupRemoval[];
  summary: SummaryInfo | null;
  instructions?: string;
  /** a session-memory compaction tried first whose result would have stayed at or over A */
  sessionMemoryAttempt?: { tokensAfter: number; cutIndex: number; kept: Span };
  /** runPostCompactCleanup steps (compactions only) */
  cleanup: string[];
  cache: {
    /** true when the cached prompt prefix stays valid (cache edit, stub at read time) */
    preserved: boolean;
    /** token offset from which the cached prefix is invalid, when not preserved */
    invalidatedFrom: number | null;
    /** cache edit: tokens deleted from the cached prefix on the server */
    deletedFromCache: number;
  };
  /** consecutive failed auto-compactions after this one (circuit breaker) */
  consecutiveFailures: number;
  /**
   * true: the rules would have run it here, but the replay follows the recording, so it is laid
   * beside the recorded compactions and not applied (the context after it is the recording's)
   */
  predicted: boolean;
  /** API round of the step it ran at */
  round: number;
  /** 1-based file line of the record it runs before */
  line?: number;
  /** the message list just after (no system prompt, tools or startup items): recorded postTokens' quantity */
  messagesAfter: number;
}

export interface SimNote {
  step: number;
  kind: "blocked" | "breaker-open" | "compaction-failed" | "prompt-too-long" | "api-error";
  message: string;
}

export interface RecordedCompaction {
  /** the compact_boundary (or microcompact_boundary) event; for an implied one, the request after the drop */
  step: number;
  /** "compact": a compact boundary or an implied one; "microcompact": a recorded microcompaction */
  kind: "compact" | "microcompact";
  trigger: "auto" | "manual";
  /** a large drop of recorded usage with no boundary record */
  implied?: boolean;
  preTokens?: number;
  postTokens?: number;
  /** microcompact: the tokens the record says it freed */
  tokensSaved?: number;
  /** what the replay's meter read just before the boundary, from the last usage and the estimate since (before preTokens is taken) */
  estimatedPre?: number;
  durationMs?: number;
  /** API round and 1-based file line */
  round: number;
  line?: number;
  /** true when the replay took it as it happened; false after a what-if forked away from the recording */
  taken: boolean;
  /** compact boundaries: what came back as the recording tells it (the attachments after the boundary) */
  reattached?: RecordedReattachment;
  /** compact boundaries: what the rules put back at that moment, and their size after */
  ruleReattached?: RuleReattachment;
  /** the two side by side, skill by skill and file by file */
  agreement?: ReattachAgreement;
  /** the first request after the boundary: its recorded input (input + cache write + cache read) */
  recordedAfter?: number;
  /** the event of that request's response (its first record with usage) */
  recordedAfterStep?: number;
  /** its one simulated counterpart (same trigger, between its recorded neighbours), or null: missed */
  match: {
    compaction: number;
    step: number;
    tier: Tier;
    /** simulated step - recorded step */
    stepDiff: number;
    /** simulated round - recorded round */
    roundDiff: number;
    /** simulated tokensBefore - recorded preTokens */
    tokenDiff: number | null;
    /** simulated messagesAfter - recorded postTokens (both without system prompt and tools) */
    tokenAfterDiff: number | null;
  } | null;
}

/** Where a what-if left the recording. */
export interface Fork {
  step: number;
  line?: number;
  round: number;
  reason: string;
}

export interface ClearRecord extends ClearedBlock {
  step: number;
  /** position of the item in the epoch's list */
  pos: number;
}

export interface Epoch {
  /** first step whose list this is (the compaction's step); -1 for the session start */
  start: number;
  /** the compaction that opened it, -1 for the first */
  compaction: number;
  /** the list right after the compaction */
  base: LiveItem[];
  /** offset in Simulation.appendOrder where this epoch's appended events begin */
  appendStart: number;
  startupLive: boolean[];
  /** microcompact clears in this epoch, in step order */
  clears: ClearRecord[];
}

export interface StartupInfo {
  label: string;
  category: Category;
  tokens: number;
  afterCompaction: StartupItem["afterCompaction"];
}

export type TokenSource = "recorded usage" | "estimate + recorded drift" | "estimate" | "calibrated estimate";

export interface Simulation {
  name: string;
  format: Session["format"];
  estimator: TokenTable["estimator"];
  settings: Settings;
  thresholds: Thresholds;
  /** number of steps = number of events; step i is the state after event i */
  steps: number;
  startup: StartupInfo[];
  /** the system prompt + tools at the file's start */
  overhead: { tokens: number; source: "startup" | "inferred" | "none" };
  /** each figure of system prompt + tools the walk took, by model stream (model-stream-overhead.ts) */
  streams: readonly StreamFigure[];
  /** an earlier conversation the first request carried and the file does not hold (unrecorded-prefix.ts) */
  unrecordedPrefix: UnrecordedPrefix;
  /** the state before the first event (step -1) */
  initial: { tokens: number; byCategory: Float64Array; startupLive: boolean[] };
  /** per step: `used`, what the thresholds see */
  tokens: Float64Array;
  /** per step: the simulated context estimated from the token table */
  estimated: Float64Array;
  /** per step and category: byCategory[step * NC + category] (estimates) */
  byCategory: Float64Array;
  /** per step: index into METER_STATES */
  meter: Uint8Array;
  /** per step: index into the token sources */
  source: Uint8Array;
  /** per step with a request: its input tokens, cache read and cache creation (NaN elsewhere) */
  requestInput: Float64Array;
  cacheRead: Float64Array;
  cacheCreation: Float64Array;
  /** per step: tokens of the context still valid in the prompt cache */
  cachedPrefix: Float64Array;
  /** events in the order they entered the live list, and how many had after each step */
  appendOrder: Int32Array;
  appendCount: Int32Array;
  eventTokens: Float64Array;
  eventCategory: Uint8Array;
  epochs: Epoch[];
  compactions: Compaction[];
  recorded: RecordedCompaction[];
  /** simulated compactions (session memory, full, reactive) no recorded one pairs with */
  extra: number[];
  notes: SimNote[];
  /**
   * replay: the settings the recording ran under, following it; what-if: other settings, following
   * the recording until the first step where they decide otherwise (`fork`); simulation: a scenario
   */
  mode: "replay" | "what-if" | "simulation";
  fork: Fork | null;
  /** the settings the recording ran under (replay and what-if) */
  recording: Settings | null;
  version: VersionChoice;
  /** null for scenarios (their counts are explicit) and when turned off */
  calibration: Calibration | null;
}
