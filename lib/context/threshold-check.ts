// The thresholds checked as a set (rules.md#thresholds; docs/hostile-inputs.md, mechanism 4).
// Each setting passes its own range, yet together they can derive a window with no room: an
// effective window E = W - R at or below 0, an auto-compact line A, a warning or a blocking line
// at or below 0, or an auto-compact line above the blocking one (the context blocks before it
// ever compacts). The meter would then say "blocking" from the first token. This names the
// setting whose value broke the set and puts back the value it had before that setting changed.
import { thresholds, type Thresholds } from "./thresholds";
import type { Settings } from "./settings-type";

/** The settings the thresholds are derived from, in the order a repair tries them. */
export const THRESHOLD_INPUTS = [
  "window",
  "maxOutputTokens",
  "summaryMaxTokens",
  "autoCompactBufferTokens",
  "warningBufferTokens",
  "blockingBufferTokens",
  "autoCompactPctOverride",
] as const satisfies readonly (keyof Settings)[];

const n = (x: number) => x.toLocaleString("en-US");

/** What is wrong with the derived set, as short clauses; empty when the set holds. */
export function thresholdFaults(t: Thresholds): string[] {
  const out: string[] = [];
  if (t.effectiveWindow <= 0) out.push(`the effective window would be ${n(t.effectiveWindow)} tokens`);
  else {
    if (t.autoCompactEnabled && t.autoCompactThreshold <= 0)
      out.push(`the auto-compact threshold would be ${n(t.autoCompactThreshold)} tokens`);
    if (t.warningThreshold <= 0) out.push(`the warning threshold would be ${n(t.warningThreshold)} tokens`);
    if (t.blockingThreshold <= 0) out.push(`the blocking threshold would be ${n(t.blockingThreshold)} tokens`);
    if (t.autoCompactEnabled && t.autoCompactThreshold > t.blockingThreshold)
      out.push(
        `auto-compact (${n(t.autoCompactThreshold)}) would sit above blocking (${n(t.blockingThreshold)}), so the context blocks before it compacts`,
      );
  }
  return out;
}

/**
 * Checks `s` (merged from `before` by the caller's overrides). When the set is broken, the
 * settings changed from `before` are put back one at a time, in THRESHOLD_INPUTS order, until it
 * holds; each put back is one problem naming it. When `before` is itself broken nothing is put
 * back and the fault is reported as is.
 */
export function checkThresholds(s: Settings, before: Settings): { settings: Settings; problems: string[] } {
  const faults = thresholdFaults(thresholds(s));
  if (!faults.length) return { settings: s, problems: [] };
  if (thresholdFaults(thresholds(before)).length)
    return { settings: s, problems: [`window ${n(s.window)} leaves no room: ${faults.join("; ")}`] };
  const changed = THRESHOLD_INPUTS.filter((k) => s[k] !== before[k]);
  // the single setting whose own change breaks the set, else the fewest in order
  const alone = changed.find((k) => thresholdFaults(thresholds({ ...before, [k]: s[k] } as Settings)).length > 0);
  const culprits = alone ? [alone, ...changed.filter((k) => k !== alone)] : changed;
  let fixed = { ...s };
  const problems: string[] = [];
  for (const k of culprits) {
    const value = fixed[k];
    fixed = { ...fixed, [k]: before[k] };
    problems.push(
      `${k} ${value === null ? "null" : n(value as number)} leaves no room: ${faults.join("; ")}; kept ${before[k] === null ? "null" : n(before[k] as number)}`,
    );
    if (!thresholdFaults(thresholds(fixed)).length) break;
  }
  return { settings: fixed, problems };
}
