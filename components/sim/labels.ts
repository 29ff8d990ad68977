// Display words for the engine's names (tiers, triggers, meter states) and the CSS colour variables
// that stand for them (app/globals.css). No rules here.
import { filePathKey } from "@/lib/context/file-path";
import type { MeterState } from "@/lib/context/settings";
import { calibrationMeasured } from "@/lib/tokens/calibrate";
import type { ClearHow, Simulation, Tier, TokenSource, Trigger } from "@/lib/context/simulate";

export { TIER_LABEL } from "@/lib/context/simulate";

/** Short tier names for tight places (chart legend, lists). */
export const TIER_SHORT: Record<Tier, string> = {
  "microcompact-time": "microcompact · time",
  "microcompact-cache": "microcompact · cache edit",
  "file-unchanged": "file unchanged",
  "session-memory": "session memory",
  full: "full",
  reactive: "reactive",
};

/** The engine's Trigger, in words (its doc comments). */
export const TRIGGER_LABEL: Record<Trigger, string> = {
  auto: "auto: the context reached the auto-compact threshold",
  manual: "/compact",
  "context-command": "/context (under the design-notes preset)",
  "prompt-too-long": "the API answered 413 prompt is too long",
  "time-gap": "time since the last assistant message",
  "tool-count": "count of compactable tool results",
  "repeat-read": "a Read of an unchanged file",
};

/** The docs/rules.md anchor of each tier's rule (its "Source" link; lib/rules-doc.test.ts checks them). */
export const TIER_RULE: Record<Tier, string> = {
  "microcompact-time": "microcompact-time",
  "microcompact-cache": "microcompact-cache-edit",
  "file-unchanged": "microcompact-file-unchanged",
  "session-memory": "session-memory",
  full: "full-summary",
  reactive: "reactive",
};

/** The docs/rules.md anchor of each trigger's rule. */
export const TRIGGER_RULE: Record<Trigger, string> = {
  auto: "thresholds",
  manual: "commands",
  "context-command": "commands",
  "prompt-too-long": "reactive",
  "time-gap": "microcompact-time",
  "tool-count": "microcompact-cache-edit",
  "repeat-read": "microcompact-file-unchanged",
};

export const CLEAR_LABEL: Record<ClearHow, string> = {
  time: "cleared (time-based)",
  "cache-edit": "cleared (cache edit)",
  "file-unchanged": "stub (file unchanged)",
};

/** The docs/rules.md anchor of each way a tool result is cleared. */
export const CLEAR_RULE: Record<ClearHow, string> = {
  time: "microcompact-time",
  "cache-edit": "microcompact-cache-edit",
  "file-unchanged": "microcompact-file-unchanged",
};

export const tierVar = (t: Tier) => `var(--tier-${t})`;

export const METER_LABEL: Record<MeterState, string> = {
  ok: "ok",
  warning: "warning",
  "auto-compact": "auto-compact",
  blocking: "blocking",
};

/** 167000 -> "167k", 1000000 -> "1M", 1500 -> "1.5k" */
export function fmtK(n: number): string {
  const a = Math.abs(n);
  if (a >= 1_000_000) return `${+(n / 1_000_000).toFixed(a % 1_000_000 === 0 ? 0 : 2)}M`;
  if (a >= 1_000) return `${+(n / 1_000).toFixed(a >= 100_000 || a % 1_000 === 0 ? 0 : 1)}k`;
  return String(Math.round(n));
}

export function signed(n: number, f: (x: number) => string): string {
  return `${n > 0 ? "+" : n < 0 ? "−" : "±"}${f(Math.abs(n))}`;
}

/** A path shown relative to the session's folder when it is inside it (either slash, any case on Windows). */
export function relPath(p: string, cwd: string | undefined): string {
  if (!cwd) return p;
  const base = filePathKey(cwd);
  const key = filePathKey(p);
  return key.startsWith(base + "/") && p.length > cwd.replace(/[\\/]+$/, "").length + 1
    ? p.slice(cwd.replace(/[\\/]+$/, "").length + 1)
    : p;
}

/** A recorded compaction's simulated match in a narrow list: whole words ("steps", "tokens") and the
 *  estimator that counted the simulated side, as every shown token count says (docs/rules.md). */
export function recordedMatchText(
  m: { compaction: number; stepDiff: number; tokenDiff: number | null },
  estimator: string,
  f: (x: number) => string,
): { text: string; title: string } {
  const steps = `${signed(m.stepDiff, f)} step${Math.abs(m.stepDiff) === 1 ? "" : "s"}`;
  const tokens = m.tokenDiff === null ? "" : ` ${signed(m.tokenDiff, f)} token${Math.abs(m.tokenDiff) === 1 ? "" : "s"} (${estimator})`;
  const title =
    `Simulated compaction #${m.compaction + 1}: ${steps} from the recorded one` +
    (m.tokenDiff === null
      ? ""
      : `, ${signed(m.tokenDiff, f)} tokens before it (simulated, ${estimator}) against the file's recorded count`);
  return { text: `#${m.compaction + 1} ${steps}${tokens}`, title };
}

/**
 * What made a token count, in the words shown beside it (every count names the estimator that made
 * it): the recording's usage, or the estimator's estimate, said to be calibrated when the session's
 * calibration scaled it (rules.md#calibration) and to carry the last recorded usage's drift when it does.
 */
export function madeByText(source: TokenSource, est: string): string {
  if (source === "recorded usage") return "recorded usage";
  if (source === "calibrated estimate") return `estimate, ${est}, calibrated`;
  if (source === "estimate + recorded drift") return `estimate, ${est}, plus recorded drift`;
  return `estimate, ${est}`;
}

/**
 * What made the simulation's own counts (a compaction's after, its spans): its token table, which
 * is the calibrated one once the session's calibration measured a delta (as the meter's source says).
 */
export const simEstimate = (sim: Pick<Simulation, "calibration">): TokenSource =>
  calibrationMeasured(sim.calibration) ? "calibrated estimate" : "estimate";
