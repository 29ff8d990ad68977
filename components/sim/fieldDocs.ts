// The documentation of each simulator setting, as lib/context/settings-type.ts writes it above the
// field (settings.test in this folder checks the two agree). Shown as help text in the drawer.
import type { Settings } from "@/lib/context/settings";

export const FIELD_DOCS: Record<keyof Settings, string> = {
  preset: "the preset these values started from (kept so a share link can say so)",
  window: "W: context window in tokens. rules.md#thresholds: 200,000 by default, 1,000,000 for extended-context models.",
  maxOutputTokens:
    "the model's max output tokens; R = min(this, summaryMaxTokens). rules.md#thresholds. Default 32,000 (any value >= 20,000 gives E = W - 20,000 as the spec's numbers assume).",
  summaryMaxTokens:
    "cap of the reserved summary output R and of the summary itself. rules.md#thresholds and rules.md#tiers: 20,000 (MAX_OUTPUT_TOKENS_FOR_SUMMARY).",
  autoCompactEnabled: "auto-compact on/off. rules.md#thresholds (Claude Code's autoCompactEnabled, on by default).",
  autoCompactPctOverride:
    "CLAUDE_AUTOCOMPACT_PCT_OVERRIDE: A = min(floor(E * pct / 100), A); may only lower A. rules.md#thresholds. null = unset.",
  autoCompactBufferTokens: "A = E - this. rules.md#thresholds: 13,000.",
  warningBufferTokens: "warning = A - this (E - this while auto-compact is off). rules.md#thresholds: 20,000.",
  blockingBufferTokens: "blocking = E - this. rules.md#thresholds: 3,000.",
  circuitBreakerFailures: "consecutive failed auto-compactions after which auto-compact stops trying. rules.md#thresholds: 3.",
  compactRetryLimit: "retries of a compaction request that is itself too long, each dropping the oldest groups. rules.md#tiers: 3.",
  timeMicrocompactEnabled: "time-based microcompact on/off. rules.md#tiers: off in cc-2.1.88 (remote flag), on in seed.",
  timeMicrocompactGapMinutes: "minutes since the last assistant message that fire time-based microcompact. rules.md#tiers: 60.",
  microcompactKeepRecent: "compactable tool results time-based microcompact keeps. rules.md#tiers: the most recent 5.",
  compactableTools: "tools whose results microcompact may clear. rules.md#tiers: Read, Bash, Grep, Glob, WebSearch, WebFetch, Edit, Write.",
  cacheEditEnabled:
    "cache-edit microcompact on/off. rules.md#tiers describes it; not public whether it runs: simulator default off in cc-2.1.88 and docs-2026 (internal feature), on in seed (the seed lists it as a path).",
  cacheEditTrigger: 'uncleared compactable tool results that trigger a cache edit. rules.md#tiers: "not public"; simulator default 10.',
  cacheEditKeep:
    'most recent compactable tool results a cache edit keeps. rules.md#tiers: "not public"; simulator default 5 (same as the time-based keep).',
  fileUnchangedEnabled: "a Read of the same path/offset/limit with no Edit/Write of it in between returns a one-line stub. rules.md#tiers.",
  cacheTtlMinutes:
    'prompt cache lifetime in minutes; a request after a longer gap reads nothing from cache. rules.md#tiers ("the server\'s 1-hour prompt cache"): 60.',
  sessionMemoryEnabled: "session-memory compaction on/off (it only runs when the session has a non-empty session memory). rules.md#tiers.",
  sessionMemoryMinTokens: "the kept tail grows until it holds at least this many tokens. rules.md#tiers: 10,000.",
  sessionMemoryMaxTokens: "... and never more than this many. rules.md#tiers: 40,000.",
  sessionMemoryMinTextMessages: "... and at least this many messages with text. rules.md#tiers: 5.",
  summarySections: "which nine sections the summary has. rules.md#tiers: cc-2.1.88's nine, or the seed's nine under the seed preset.",
  summaryRatio:
    "scenarios (explicit token counts): summary tokens = round(summarised tokens * this), capped at summaryMaxTokens. Simulator choice: 0.05.",
  fileReattachMaxFiles: "files re-attached after a full compaction. rules.md#tiers: up to 5.",
  fileReattachPerFileTokens: "each re-attached file is cut to this many tokens. rules.md#tiers: 5,000.",
  fileReattachTotalTokens: "all re-attached files together. rules.md#tiers: 50,000.",
  skillReattachPerSkillTokens: "each re-attached skill body is cut to this many tokens. rules.md#skills: 5,000.",
  skillReattachTotalTokens: "all re-attached skill bodies together. rules.md#skills: 25,000.",
  skillListingBudgetPct: "listing budget: this percentage of the window, in characters at 4 characters a token. rules.md#skills: 1.",
  skillListingEntryCap: "characters per listing entry. rules.md#skills: 250 in cc-2.1.88 (and seed), 1,536 in docs-2026.",
  skillListingOverflow:
    "over budget: descriptions trimmed evenly (cc-2.1.88) or dropped from the least-invoked (docs-2026). rules.md#skills.",
  contextCommandCompacts: "`/context` triggers a full compaction: the seed's slip (rules.md#commands), modelled under seed only.",
};

/**
 * The same fields in the user's words, shown in the drawer, each with the section of the rules page
 * (docs/rules.md, rendered at /rules/) where its source is. FIELD_DOCS above stays the engine's own
 * documentation (the test beside this file keeps it equal to lib/context/settings-type.ts).
 */
export const FIELD_HELP: Record<keyof Settings, { text: string; rule: string }> = {
  preset: { text: "the preset these values started from", rule: "thresholds" },
  window: {
    text: "How many tokens the model can see at once. 200,000 by default; 1,000,000 for extended-context models.",
    rule: "thresholds",
  },
  maxOutputTokens: {
    text: "The model's longest answer. Room for the summary is the smaller of this and the summary cap; from 20,000 up it gives the usual thresholds.",
    rule: "thresholds",
  },
  summaryMaxTokens: { text: "The longest a compact summary may be, and the room kept free for writing it: 20,000.", rule: "full-summary" },
  autoCompactEnabled: {
    text: "Compact automatically when the context reaches the auto-compact threshold (on in Claude Code by default).",
    rule: "thresholds",
  },
  autoCompactPctOverride: {
    text: "CLAUDE_AUTOCOMPACT_PCT_OVERRIDE: compact earlier, at this percentage of the usable window. It can only lower the threshold. Empty = not set.",
    rule: "thresholds",
  },
  autoCompactBufferTokens: { text: "Auto-compact fires this many tokens before the usable window ends: 13,000.", rule: "thresholds" },
  warningBufferTokens: {
    text: "The warning shows this many tokens before auto-compact (before the usable window end while auto-compact is off): 20,000.",
    rule: "thresholds",
  },
  blockingBufferTokens: { text: "Requests are refused this many tokens before the usable window ends: 3,000.", rule: "thresholds" },
  circuitBreakerFailures: { text: "After this many failed auto-compactions in a row, Claude Code stops trying: 3.", rule: "thresholds" },
  compactRetryLimit: {
    text: "When the compaction request is itself too long, it is retried this many times, dropping the oldest rounds each time: 3.",
    rule: "full-summary",
  },
  timeMicrocompactEnabled: {
    text: "Clear old tool results after a long pause. Off in Claude Code 2.1.88 (a remote switch), on under the design-notes preset.",
    rule: "microcompact",
  },
  timeMicrocompactGapMinutes: { text: "Minutes since the last answer after which old tool results are cleared: 60.", rule: "microcompact" },
  microcompactKeepRecent: { text: "Tool results that clearing keeps: the 5 most recent.", rule: "microcompact" },
  compactableTools: {
    text: "Tools whose results may be cleared: Read, Bash, Grep, Glob, WebSearch, WebFetch, Edit, Write.",
    rule: "microcompact",
  },
  cacheEditEnabled: {
    text: "Clear old tool results inside the prompt cache. Anthropic has not said when it runs: off by default here, on under the design-notes preset.",
    rule: "microcompact",
  },
  cacheEditTrigger: {
    text: "Uncleared tool results that set off a cache edit. Anthropic has not published this number; 10 is this simulator's choice.",
    rule: "microcompact",
  },
  cacheEditKeep: {
    text: "Most recent tool results a cache edit keeps. Not published; 5 here, like the time-based rule.",
    rule: "microcompact",
  },
  fileUnchangedEnabled: {
    text: "Reading the same file (same offset and limit) again, with no edit in between, returns a one-line note instead of the file.",
    rule: "microcompact",
  },
  cacheTtlMinutes: {
    text: "How long the prompt cache lives; a request after a longer pause reads nothing from it: 60 minutes.",
    rule: "microcompact",
  },
  sessionMemoryEnabled: {
    text: "Compact with the session memory (a running summary) instead of writing a new summary; runs only when the session has one.",
    rule: "session-memory",
  },
  sessionMemoryMinTokens: {
    text: "The recent messages kept after a session-memory compaction hold at least this many tokens: 10,000.",
    rule: "session-memory",
  },
  sessionMemoryMaxTokens: { text: "… and at most this many: 40,000.", rule: "session-memory" },
  sessionMemoryMinTextMessages: { text: "… and at least this many messages with text: 5.", rule: "session-memory" },
  summarySections: {
    text: "The nine sections the summary is written in: Claude Code 2.1.88's, or those of the design notes.",
    rule: "full-summary",
  },
  summaryRatio: {
    text: "For scenarios with given token counts: the summary is this share of what it summarises, up to the summary cap. This simulator's choice: 0.05.",
    rule: "full-summary",
  },
  fileReattachMaxFiles: { text: "Files read back into the context after a full compaction: up to 5.", rule: "reattachment" },
  fileReattachPerFileTokens: { text: "Each file read back is cut to this many tokens: 5,000.", rule: "reattachment" },
  fileReattachTotalTokens: { text: "All files read back, together: 50,000 tokens.", rule: "reattachment" },
  skillReattachPerSkillTokens: {
    text: "Each skill added back after a compaction is cut to this many tokens: 5,000.",
    rule: "reattachment",
  },
  skillReattachTotalTokens: { text: "All skills added back, together: 25,000 tokens; the rest are dropped.", rule: "reattachment" },
  skillListingBudgetPct: {
    text: "Room for the list of available skills: this percentage of the window, in characters at 4 a token: 1%.",
    rule: "skills-listing",
  },
  skillListingEntryCap: {
    text: "Characters each skill may use in that list: 250 in Claude Code 2.1.88, 1,536 in the 2026 docs.",
    rule: "skills-listing",
  },
  skillListingOverflow: {
    text: "When the list is over its room: trim every description evenly (2.1.88) or drop the least-used skills (2026 docs).",
    rule: "skills-listing",
  },
  contextCommandCompacts: {
    text: "Running /context compacts the whole conversation. The design notes say so; Claude Code does not do it. Modelled under the design-notes preset only.",
    rule: "full-summary",
  },
};

/** Setting names the engine writes in the design notes' words, in the user's. */
export const FIELD_LABEL: Partial<Record<keyof Settings, string>> = {
  contextCommandCompacts: "/context compacts (design notes only)",
};

/** The presets, in the user's words. */
export const PRESET_TEXT: Record<string, string> = {
  "cc-2.1.88": "Claude Code 2.1.88, as public analyses of its source read it",
  seed: "Design notes: the rules as this project's design documents state them",
  "docs-2026": "Anthropic's public docs (2026)",
};
