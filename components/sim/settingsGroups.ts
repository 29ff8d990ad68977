// How the settings drawer groups the fields of SETTING_FIELDS: by the spec section they come from,
// in the order the interface lists them. Presentation only (fieldDocs.test checks it covers them all).
import type { Settings } from "@/lib/context/settings";

export interface FieldGroup {
  id: string;
  title: string;
  keys: (keyof Settings)[];
}

export const FIELD_GROUPS: readonly FieldGroup[] = [
  {
    id: "window",
    title: "Window and thresholds",
    keys: [
      "window",
      "maxOutputTokens",
      "summaryMaxTokens",
      "autoCompactEnabled",
      "autoCompactPctOverride",
      "autoCompactBufferTokens",
      "warningBufferTokens",
      "blockingBufferTokens",
      "circuitBreakerFailures",
      "compactRetryLimit",
    ],
  },
  {
    id: "microcompact",
    title: "Tier 1: microcompact",
    keys: [
      "timeMicrocompactEnabled",
      "timeMicrocompactGapMinutes",
      "microcompactKeepRecent",
      "compactableTools",
      "cacheEditEnabled",
      "cacheEditTrigger",
      "cacheEditKeep",
      "fileUnchangedEnabled",
      "cacheTtlMinutes",
    ],
  },
  {
    id: "session-memory",
    title: "Tier 2: session memory",
    keys: ["sessionMemoryEnabled", "sessionMemoryMinTokens", "sessionMemoryMaxTokens", "sessionMemoryMinTextMessages"],
  },
  {
    id: "full",
    title: "Tier 3: full compaction and re-attachment",
    keys: [
      "summarySections",
      "summaryRatio",
      "fileReattachMaxFiles",
      "fileReattachPerFileTokens",
      "fileReattachTotalTokens",
      "skillReattachPerSkillTokens",
      "skillReattachTotalTokens",
    ],
  },
  {
    id: "listing",
    title: "Skill listing",
    keys: ["skillListingBudgetPct", "skillListingEntryCap", "skillListingOverflow"],
  },
  {
    id: "commands",
    title: "Commands",
    keys: ["contextCommandCompacts"],
  },
];
