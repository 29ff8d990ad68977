// The window and its thresholds (rules.md#thresholds): effective window E = W - R with
// R = min(max output, summary cap), auto-compact A = E - buffer (or lower under the percentage
// override), warning, blocking, and which of them a token count has reached.
import type { Settings } from "./settings-type";

export interface Thresholds {
  /** W */
  window: number;
  maxOutput: number;
  /** R = min(max output, summaryMaxTokens) */
  reservedSummary: number;
  /** E = W - R */
  effectiveWindow: number;
  /** A = E - 13,000, or lower under the override */
  autoCompactThreshold: number;
  /** A - 20,000 while auto-compact is on, E - 20,000 while it is off */
  warningThreshold: number;
  /** E - 3,000 */
  blockingThreshold: number;
  /** W - A, what /context shows as "Autocompact buffer" */
  autocompactBuffer: number;
  autoCompactEnabled: boolean;
}

export function thresholds(s: Settings): Thresholds {
  const W = s.window;
  const R = Math.min(s.maxOutputTokens, s.summaryMaxTokens);
  const E = W - R;
  let A = E - s.autoCompactBufferTokens;
  const pct = s.autoCompactPctOverride;
  if (pct !== null && pct !== undefined && Number.isFinite(pct) && pct > 0 && pct <= 100) {
    A = Math.min(Math.floor(E * (pct / 100)), A);
  }
  const warningBase = s.autoCompactEnabled ? A : E;
  return {
    window: W,
    maxOutput: s.maxOutputTokens,
    reservedSummary: R,
    effectiveWindow: E,
    autoCompactThreshold: A,
    warningThreshold: warningBase - s.warningBufferTokens,
    blockingThreshold: E - s.blockingBufferTokens,
    autocompactBuffer: W - A,
    autoCompactEnabled: s.autoCompactEnabled,
  };
}

export type MeterState = "ok" | "warning" | "auto-compact" | "blocking";

export const METER_STATES: readonly MeterState[] = ["ok", "warning", "auto-compact", "blocking"];

/**
 * Which threshold `tokens` has reached: blocking, else auto-compact (only while auto-compact is
 * on), else warning, else ok.
 */
export function meterState(tokens: number, t: Thresholds): MeterState {
  if (tokens >= t.blockingThreshold) return "blocking";
  if (t.autoCompactEnabled && tokens >= t.autoCompactThreshold) return "auto-compact";
  if (tokens >= t.warningThreshold) return "warning";
  return "ok";
}

/**
 * "N% until auto-compact": round((A - used) / A * 100), at least 0. While auto-compact is off the
 * meter counts towards the effective window E instead (Claude Code's calculateTokenWarningState).
 */
export function percentLeft(tokens: number, t: Thresholds): number {
  const base = t.autoCompactEnabled ? t.autoCompactThreshold : t.effectiveWindow;
  if (base <= 0) return 0;
  return Math.max(0, Math.round(((base - tokens) / base) * 100));
}
