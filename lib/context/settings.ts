// Simulator settings: the presets of the spec for every number of spec sections 1-5 (the Settings
// type is in settings-type.ts), validation of user overrides, and the thresholds of rules.md#thresholds.
// Pure data and arithmetic: runs in Node, the browser and a Web Worker.

import { pushAll } from "../input/check";
import { DEFAULT_REATTACH } from "../skills/reattach";
import type { PresetName, Settings } from "./settings-type";
import { checkThresholds } from "./threshold-check";

// The type lives in settings-type.ts (so the thresholds can read it); re-exported so callers keep one import.
export type { PresetName, Settings, SkillListingOverflow, SummaryStyle } from "./settings-type";

export const PRESET_NAMES: readonly PresetName[] = ["cc-2.1.88", "cc-2.1.20", "seed", "docs-2026"];

export const DEFAULT_PRESET: PresetName = "cc-2.1.88";

export const PRESET_LABEL: Record<PresetName, string> = {
  "cc-2.1.88": "Claude Code 2.1.88 (public source analyses)",
  "cc-2.1.20": "Claude Code 2.0 to 2.1.20 (compacts near 155k)",
  seed: "Design notes (the rules as this project first wrote them down)",
  "docs-2026": "Public docs (2026)",
};

/** Window sizes the UI offers besides a custom number (rules.md#thresholds). */
export const WINDOW_CHOICES: readonly number[] = [200_000, 1_000_000];

export const CC_COMPACTABLE_TOOLS: readonly string[] = ["Read", "Bash", "Grep", "Glob", "WebSearch", "WebFetch", "Edit", "Write"];

const CC_2_1_88: Settings = {
  preset: "cc-2.1.88",
  window: 200_000,
  maxOutputTokens: 32_000,
  summaryMaxTokens: 20_000,
  autoCompactEnabled: true,
  autoCompactPctOverride: null,
  autoCompactBufferTokens: 13_000,
  warningBufferTokens: 20_000,
  blockingBufferTokens: 3_000,
  circuitBreakerFailures: 3,
  compactRetryLimit: 3,
  timeMicrocompactEnabled: false,
  timeMicrocompactGapMinutes: 60,
  microcompactKeepRecent: 5,
  compactableTools: [...CC_COMPACTABLE_TOOLS],
  cacheEditEnabled: false,
  cacheEditTrigger: 10,
  cacheEditKeep: 5,
  fileUnchangedEnabled: true,
  cacheTtlMinutes: 60,
  sessionMemoryEnabled: true,
  sessionMemoryMinTokens: 10_000,
  sessionMemoryMaxTokens: 40_000,
  sessionMemoryMinTextMessages: 5,
  summarySections: "cc-2.1.88",
  summaryRatio: 0.05,
  fileReattachMaxFiles: 5,
  fileReattachPerFileTokens: 5_000,
  fileReattachTotalTokens: 50_000,
  // the skill rule's own budgets (rules.md#reattachment-skills), defined once in lib/skills/reattach.ts
  skillReattachPerSkillTokens: DEFAULT_REATTACH.perSkill,
  skillReattachTotalTokens: DEFAULT_REATTACH.total,
  skillListingBudgetPct: 1,
  skillListingEntryCap: 250,
  skillListingOverflow: "trim-evenly",
  contextCommandCompacts: false,
};

export const PRESETS: Readonly<Record<PresetName, Readonly<Settings>>> = {
  "cc-2.1.88": CC_2_1_88,
  // Before 2.1.21 the output reserve was the model's whole max output (32,000), not min(32,000,
  // 20,000): A = 200,000 - 32,000 - 13,000 = 155,000 (docs/versions.md). Expressed as a 12,000
  // larger auto-compact buffer and blocking buffer, so E (the compaction request's own limit) is
  // unchanged.
  "cc-2.1.20": {
    ...CC_2_1_88,
    preset: "cc-2.1.20",
    autoCompactBufferTokens: 25_000,
    blockingBufferTokens: 15_000,
  },
  seed: {
    ...CC_2_1_88,
    preset: "seed",
    timeMicrocompactEnabled: true,
    cacheEditEnabled: true,
    summarySections: "seed",
    contextCommandCompacts: true,
  },
  "docs-2026": {
    ...CC_2_1_88,
    preset: "docs-2026",
    skillListingEntryCap: 1_536,
    skillListingOverflow: "drop-least-invoked",
  },
};

export function isPresetName(v: unknown): v is PresetName {
  return typeof v === "string" && (PRESET_NAMES as readonly string[]).includes(v);
}

/** A fresh copy of a preset (arrays copied too, so callers may mutate it). */
export function presetSettings(name: PresetName = DEFAULT_PRESET): Settings {
  const p = PRESETS[name] ?? PRESETS[DEFAULT_PRESET];
  return { ...p, compactableTools: [...p.compactableTools] };
}

// ---------------------------------------------------------------------------------------------
// Field descriptions: drive validation here and the settings drawer in the UI.

type Key = keyof Settings;

export type FieldSpec =
  | { key: Key; kind: "int"; label: string; min: number; max: number; unit?: string }
  | { key: Key; kind: "number"; label: string; min: number; max: number; unit?: string }
  | { key: Key; kind: "bool"; label: string }
  | { key: Key; kind: "pct-or-null"; label: string }
  | { key: Key; kind: "enum"; label: string; values: readonly string[] }
  | { key: Key; kind: "strings"; label: string };

const T = 10_000_000;

export const SETTING_FIELDS: readonly FieldSpec[] = [
  { key: "preset", kind: "enum", label: "Preset", values: PRESET_NAMES },
  { key: "window", kind: "int", label: "Context window", min: 1_000, max: T, unit: "tokens" },
  { key: "maxOutputTokens", kind: "int", label: "Max output tokens", min: 1, max: T, unit: "tokens" },
  { key: "summaryMaxTokens", kind: "int", label: "Summary size (max)", min: 1, max: T, unit: "tokens" },
  { key: "autoCompactEnabled", kind: "bool", label: "Auto-compact" },
  { key: "autoCompactPctOverride", kind: "pct-or-null", label: "Auto-compact override (CLAUDE_AUTOCOMPACT_PCT_OVERRIDE)" },
  { key: "autoCompactBufferTokens", kind: "int", label: "Auto-compact buffer", min: 0, max: T, unit: "tokens" },
  { key: "warningBufferTokens", kind: "int", label: "Warning buffer", min: 0, max: T, unit: "tokens" },
  { key: "blockingBufferTokens", kind: "int", label: "Blocking buffer", min: 0, max: T, unit: "tokens" },
  { key: "circuitBreakerFailures", kind: "int", label: "Circuit breaker (failures)", min: 1, max: 1_000 },
  { key: "compactRetryLimit", kind: "int", label: "Compaction retries when too long", min: 0, max: 100 },
  { key: "timeMicrocompactEnabled", kind: "bool", label: "Time-based microcompact" },
  { key: "timeMicrocompactGapMinutes", kind: "number", label: "Microcompact gap", min: 0, max: 1_000_000, unit: "minutes" },
  { key: "microcompactKeepRecent", kind: "int", label: "Microcompact keep count", min: 0, max: 1_000_000 },
  { key: "compactableTools", kind: "strings", label: "Compactable tools" },
  { key: "cacheEditEnabled", kind: "bool", label: "Cache-edit microcompact" },
  { key: "cacheEditTrigger", kind: "int", label: "Cache-edit trigger", min: 1, max: 1_000_000 },
  { key: "cacheEditKeep", kind: "int", label: "Cache-edit keep", min: 0, max: 1_000_000 },
  { key: "fileUnchangedEnabled", kind: "bool", label: "File-unchanged stub" },
  { key: "cacheTtlMinutes", kind: "number", label: "Prompt cache lifetime", min: 0, max: 1_000_000, unit: "minutes" },
  { key: "sessionMemoryEnabled", kind: "bool", label: "Session-memory compaction" },
  { key: "sessionMemoryMinTokens", kind: "int", label: "Session memory: min kept tokens", min: 0, max: T, unit: "tokens" },
  { key: "sessionMemoryMaxTokens", kind: "int", label: "Session memory: max kept tokens", min: 0, max: T, unit: "tokens" },
  { key: "sessionMemoryMinTextMessages", kind: "int", label: "Session memory: min text messages", min: 0, max: 1_000_000 },
  { key: "summarySections", kind: "enum", label: "Summary sections", values: ["cc-2.1.88", "seed"] },
  { key: "summaryRatio", kind: "number", label: "Summary ratio (scenarios)", min: 0, max: 1 },
  { key: "fileReattachMaxFiles", kind: "int", label: "Re-attached files (max)", min: 0, max: 1_000 },
  { key: "fileReattachPerFileTokens", kind: "int", label: "Re-attached file budget (each)", min: 0, max: T, unit: "tokens" },
  { key: "fileReattachTotalTokens", kind: "int", label: "Re-attached files budget (total)", min: 0, max: T, unit: "tokens" },
  { key: "skillReattachPerSkillTokens", kind: "int", label: "Re-attached skill budget (each)", min: 0, max: T, unit: "tokens" },
  { key: "skillReattachTotalTokens", kind: "int", label: "Re-attached skills budget (total)", min: 0, max: T, unit: "tokens" },
  { key: "skillListingBudgetPct", kind: "number", label: "Skill listing budget", min: 0, max: 100, unit: "% of window" },
  { key: "skillListingEntryCap", kind: "int", label: "Skill listing entry cap", min: 0, max: 1_000_000, unit: "characters" },
  { key: "skillListingOverflow", kind: "enum", label: "Skill listing overflow", values: ["trim-evenly", "drop-least-invoked"] },
  { key: "contextCommandCompacts", kind: "bool", label: "/context compacts (as the design notes have it)" },
];

const FIELD_BY_KEY = new Map<string, FieldSpec>(SETTING_FIELDS.map((f) => [f.key, f]));

export interface MergeResult {
  settings: Settings;
  /** one sentence per value that was ignored or changed */
  problems: string[];
}

const show = (v: unknown) => {
  try {
    return JSON.stringify(v) ?? String(v);
  } catch {
    return String(v);
  }
};

/**
 * Applies overrides to a copy of `base`. Values of the wrong type, NaN, infinities and negative
 * numbers are ignored; numbers outside a field's range are clamped; unknown keys are ignored.
 * Each of these is reported in `problems`. Numeric strings ("200000") are accepted.
 */
export function mergeSettings(base: Settings, overrides: Partial<Settings> | Record<string, unknown> | undefined | null): MergeResult {
  const settings: Settings = { ...base, compactableTools: [...base.compactableTools] };
  const problems: string[] = [];
  if (!overrides || typeof overrides !== "object") return { settings, problems };
  const out = settings as unknown as Record<string, unknown>;
  for (const [key, raw] of Object.entries(overrides)) {
    const f = FIELD_BY_KEY.get(key);
    if (!f) {
      problems.push(`unknown setting "${key}"; ignored`);
      continue;
    }
    if (raw === undefined) continue;
    switch (f.kind) {
      case "int":
      case "number": {
        const v = typeof raw === "string" && raw.trim() !== "" ? Number(raw) : raw;
        if (typeof v !== "number" || !Number.isFinite(v)) {
          problems.push(`${key}: ${show(raw)} is not a number; kept ${show(out[key])}`);
          break;
        }
        if (v < 0) {
          problems.push(`${key}: ${v} is negative; kept ${show(out[key])}`);
          break;
        }
        let n = f.kind === "int" ? Math.round(v) : v;
        if (n < f.min || n > f.max) {
          const c = Math.min(f.max, Math.max(f.min, n));
          problems.push(`${key}: ${v} is outside ${f.min}..${f.max}; clamped to ${c}`);
          n = c;
        }
        out[key] = n;
        break;
      }
      case "bool": {
        if (typeof raw === "boolean") out[key] = raw;
        else if (raw === "true" || raw === "false") out[key] = raw === "true";
        else problems.push(`${key}: ${show(raw)} is not true or false; kept ${show(out[key])}`);
        break;
      }
      case "pct-or-null": {
        if (raw === null || raw === "") {
          out[key] = null;
          break;
        }
        const v = typeof raw === "string" ? Number(raw) : raw;
        // Claude Code ignores values outside (0, 100].
        if (typeof v !== "number" || !Number.isFinite(v) || v <= 0 || v > 100) {
          problems.push(`${key}: ${show(raw)} is not a percentage above 0 and at most 100; kept ${show(out[key])}`);
        } else out[key] = v;
        break;
      }
      case "enum": {
        if (typeof raw === "string" && f.values.includes(raw)) out[key] = raw;
        else problems.push(`${key}: ${show(raw)} is not one of ${f.values.join(", ")}; kept ${show(out[key])}`);
        break;
      }
      case "strings": {
        const list = typeof raw === "string" ? raw.split(",") : raw;
        if (Array.isArray(list) && list.every((x) => typeof x === "string")) {
          out[key] = [...new Set((list as string[]).map((x) => x.trim()).filter(Boolean))];
        } else problems.push(`${key}: ${show(raw)} is not a list of tool names; kept ${show(out[key])}`);
        break;
      }
    }
  }
  // the thresholds as a set (threshold-check.ts): a setting whose value leaves no room is named and put back
  const checked = checkThresholds(settings, base);
  pushAll(problems, checked.problems);
  Object.assign(settings, checked.settings);
  if (settings.sessionMemoryMinTokens > settings.sessionMemoryMaxTokens) {
    problems.push(
      `sessionMemoryMinTokens (${settings.sessionMemoryMinTokens}) is above sessionMemoryMaxTokens (${settings.sessionMemoryMaxTokens}); the max wins`,
    );
  }
  return { settings, problems };
}

/**
 * Settings for a session: a preset (the caller's, else the scenario's, else cc-2.1.88), then the
 * scenario's own `settings`, then the caller's overrides.
 */
export function resolveSettings(
  scenario: { preset?: string; settings?: Record<string, unknown> } | undefined,
  opts: { preset?: PresetName; overrides?: Partial<Settings> | Record<string, unknown> } = {},
): MergeResult {
  const problems: string[] = [];
  let name: PresetName = DEFAULT_PRESET;
  if (opts.preset) name = opts.preset;
  else if (scenario?.preset !== undefined) {
    if (isPresetName(scenario.preset)) name = scenario.preset;
    else problems.push(`scenario preset "${scenario.preset}" is not one of ${PRESET_NAMES.join(", ")}; using ${DEFAULT_PRESET}`);
  }
  let r = mergeSettings(presetSettings(name), scenario?.settings);
  pushAll(
    problems,
    r.problems.map((p) => `scenario settings: ${p}`),
  );
  r = mergeSettings(r.settings, opts.overrides);
  pushAll(problems, r.problems);
  r.settings.preset = name;
  return { settings: r.settings, problems };
}

// Thresholds (rules.md#thresholds) live in thresholds.ts; re-exported so callers keep one import.
export { METER_STATES, meterState, percentLeft, thresholds, type MeterState, type Thresholds } from "./thresholds";
