// The Settings type alone: every knob of the simulator's rules (rules.md), with the preset names
// and the few string choices it holds. It stands apart from settings.ts (the presets and the checks
// of user overrides) because thresholds.ts and threshold-check.ts read it, and settings.ts uses
// them to check merged settings: with the type here the three import one way.

export type PresetName = "cc-2.1.88" | "cc-2.1.20" | "seed" | "docs-2026";

export type SummaryStyle = "cc-2.1.88" | "seed";
export type SkillListingOverflow = "trim-evenly" | "drop-least-invoked";

/**
 * Every setting of the simulator. Flat so a share link can carry it as it is. Each comment names
 * the source of the default (docs/rules.md).
 */
export interface Settings {
  /** the preset these values started from (kept so a share link can say so) */
  preset: PresetName;

  // ---- 1. The window and its thresholds ----
  /** W: context window in tokens. rules.md#thresholds: 200,000 by default, 1,000,000 for extended-context models. */
  window: number;
  /** the model's max output tokens; R = min(this, summaryMaxTokens). rules.md#thresholds. Default 32,000 (any value >= 20,000 gives E = W - 20,000 as the spec's numbers assume). */
  maxOutputTokens: number;
  /** cap of the reserved summary output R and of the summary itself. rules.md#thresholds and rules.md#tiers: 20,000 (MAX_OUTPUT_TOKENS_FOR_SUMMARY). */
  summaryMaxTokens: number;
  /** auto-compact on/off. rules.md#thresholds (Claude Code's autoCompactEnabled, on by default). */
  autoCompactEnabled: boolean;
  /** CLAUDE_AUTOCOMPACT_PCT_OVERRIDE: A = min(floor(E * pct / 100), A); may only lower A. rules.md#thresholds. null = unset. */
  autoCompactPctOverride: number | null;
  /** A = E - this. rules.md#thresholds: 13,000. */
  autoCompactBufferTokens: number;
  /** warning = A - this (E - this while auto-compact is off). rules.md#thresholds: 20,000. */
  warningBufferTokens: number;
  /** blocking = E - this. rules.md#thresholds: 3,000. */
  blockingBufferTokens: number;
  /** consecutive failed auto-compactions after which auto-compact stops trying. rules.md#thresholds: 3. */
  circuitBreakerFailures: number;
  /** retries of a compaction request that is itself too long, each dropping the oldest groups. rules.md#tiers: 3. */
  compactRetryLimit: number;

  // ---- 3. Tier 1: microcompact ----
  /** time-based microcompact on/off. rules.md#tiers: off in cc-2.1.88 (remote flag), on in seed. */
  timeMicrocompactEnabled: boolean;
  /** minutes since the last assistant message that fire time-based microcompact. rules.md#tiers: 60. */
  timeMicrocompactGapMinutes: number;
  /** compactable tool results time-based microcompact keeps. rules.md#tiers: the most recent 5. */
  microcompactKeepRecent: number;
  /** tools whose results microcompact may clear. rules.md#tiers: Read, Bash, Grep, Glob, WebSearch, WebFetch, Edit, Write. */
  compactableTools: string[];
  /** cache-edit microcompact on/off. rules.md#tiers describes it; not public whether it runs: simulator default off in cc-2.1.88 and docs-2026 (internal feature), on in seed (the seed lists it as a path). */
  cacheEditEnabled: boolean;
  /** uncleared compactable tool results that trigger a cache edit. rules.md#tiers: "not public"; simulator default 10. */
  cacheEditTrigger: number;
  /** most recent compactable tool results a cache edit keeps. rules.md#tiers: "not public"; simulator default 5 (same as the time-based keep). */
  cacheEditKeep: number;
  /** a Read of the same path/offset/limit with no Edit/Write of it in between returns a one-line stub. rules.md#tiers. */
  fileUnchangedEnabled: boolean;
  /** prompt cache lifetime in minutes; a request after a longer gap reads nothing from cache. rules.md#tiers ("the server's 1-hour prompt cache"): 60. */
  cacheTtlMinutes: number;

  // ---- 3. Tier 2: session memory ----
  /** session-memory compaction on/off (it only runs when the session has a non-empty session memory). rules.md#tiers. */
  sessionMemoryEnabled: boolean;
  /** the kept tail grows until it holds at least this many tokens. rules.md#tiers: 10,000. */
  sessionMemoryMinTokens: number;
  /** ... and never more than this many. rules.md#tiers: 40,000. */
  sessionMemoryMaxTokens: number;
  /** ... and at least this many messages with text. rules.md#tiers: 5. */
  sessionMemoryMinTextMessages: number;

  // ---- 3. Tier 3: full compaction ----
  /** which nine sections the summary has. rules.md#tiers: cc-2.1.88's nine, or the seed's nine under the seed preset. */
  summarySections: SummaryStyle;
  /** scenarios (explicit token counts): summary tokens = round(summarised tokens * this), capped at summaryMaxTokens. Simulator choice: 0.05. */
  summaryRatio: number;
  /** files re-attached after a full compaction. rules.md#tiers: up to 5. */
  fileReattachMaxFiles: number;
  /** each re-attached file is cut to this many tokens. rules.md#tiers: 5,000. */
  fileReattachPerFileTokens: number;
  /** all re-attached files together. rules.md#tiers: 50,000. */
  fileReattachTotalTokens: number;
  /** each re-attached skill body is cut to this many tokens. rules.md#skills: 5,000. */
  skillReattachPerSkillTokens: number;
  /** all re-attached skill bodies together. rules.md#skills: 25,000. */
  skillReattachTotalTokens: number;

  // ---- 5. Skill listing (read by the skills module) ----
  /** listing budget: this percentage of the window, in characters at 4 characters a token. rules.md#skills: 1. */
  skillListingBudgetPct: number;
  /** characters per listing entry. rules.md#skills: 250 in cc-2.1.88 (and seed), 1,536 in docs-2026. */
  skillListingEntryCap: number;
  /** over budget: descriptions trimmed evenly (cc-2.1.88) or dropped from the least-invoked (docs-2026). rules.md#skills. */
  skillListingOverflow: SkillListingOverflow;

  // ---- 4. Commands ----
  /** `/context` triggers a full compaction: the seed's slip (rules.md#commands), modelled under seed only. */
  contextCommandCompacts: boolean;
}
