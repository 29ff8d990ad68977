// The gate on small catalogs (rules.md#routing-gate): SCORE_MIN follows the catalog's size.
// A BM25 score is a sum of IDFs (each times a term weight of about 1 at an average length), and
// the largest IDF a catalog can give, a word only one entry holds, is ln(1 + (N - 0.5) / 1.5):
// 2.9 at 25 entries, 4.2 at 101, 5.3 at 300. The same two shared words that clear an absolute 6.0
// on a large catalog stay under it on a small one, whatever they match. So below the reference
// size the gate is SCORE_MIN times the ratio of those two largest IDFs; at or above it, SCORE_MIN
// is the documented number unchanged (it was chosen on catalogs that size).
//
// The lower gate is a second chance: it applies only when no skill reaches SCORE_MIN (a prompt
// that passed before is untouched), and what passes only through it is offered, not loaded.
// Measured on rounds 1-6 (docs/routing.md, "The gate on small catalogs"): letting it load raised
// wrong loads and native loads on the small catalogs; asking did not. Those wrong loads were
// single common words just over the lower gate; a winner well clear of it (CLEAR_OF_SCALED times
// the gate) that the confidence rule is also sure of (CLEAR_CONFIDENCE) loads: on rounds 1-7 no
// such load was wrong or made for a native request ("A clear pass of the scaled gate", routing.md).
import { idf } from "./bm25";
import { fmt } from "./format";
import type { GateStage } from "./gate";
import type { Incorporation, IncorporationStage } from "./incorporate";
import type { Candidate } from "./trace";

/** The largest IDF a catalog of `n` entries gives: a term held by one entry. */
export const largestIdf = (n: number) => idf(n, 1);

/**
 * The gate for a catalog of `n` entries: `scoreMin` at `reference` entries or more, scaled down by
 * largestIdf(n) / largestIdf(reference) below it. A reference of 0 turns the scaling off.
 */
export function scaledScoreMin(scoreMin: number, n: number, reference: number): number {
  if (reference <= 0 || n >= reference || n < 1) return scoreMin;
  return (scoreMin * largestIdf(n)) / largestIdf(reference);
}

/** How many candidates an ask below SCORE_MIN offers (the confidence rule offers as many). */
const OPTIONS = 3;

/** A winner at least this many times the scaled gate is clear of it (a common word scores just over it). */
export const CLEAR_OF_SCALED = 1.3;
/** ... and loads only when the confidence rule (confidence.ts) is at least this sure of it. */
export const CLEAR_CONFIDENCE = 0.85;

/** Whether a load that only the scaled gate let through is clear enough of it to stand. */
export function clearOfScaledGate(done: Incorporation, candidates: Candidate[], scaled: number): boolean {
  const c = done.stage.confidence;
  return !!c && c.value >= CLEAR_CONFIDENCE && candidates[0].score >= CLEAR_OF_SCALED * scaled;
}

/**
 * A load that only the scaled gate let through becomes an ask naming the best candidates, unless
 * it is clear of that gate (clearOfScaledGate): then it stands, its reason saying so. An ask or a
 * native answer stays as it is.
 */
export function askBelowScoreMin(done: Incorporation, candidates: Candidate[], scoreMin: number, scaled: number): Incorporation {
  if (done.decision !== "skill") return done;
  if (clearOfScaledGate(done, candidates, scaled)) {
    const reason = `${done.reason} No skill reached SCORE_MIN ${fmt(scoreMin)}, but on a catalog this small it scores ${fmt(candidates[0].score)}, clear of the gate scaled to its size (${fmt(scaled)}).`;
    return { ...done, reason, stage: { ...done.stage, detail: reason } };
  }
  const options = candidates.slice(0, OPTIONS).map((c) => c.name);
  const named = options.map((o) => `"${o}"`).join(", ");
  const reason = `Ask the user: no skill reached SCORE_MIN ${fmt(scoreMin)}; on a catalog this small ${named} passed the gate scaled to its size (${fmt(scaled)}), so it is offered, not loaded.`;
  return {
    decision: "ask",
    reason,
    chosen: null,
    options,
    stage: {
      stage: "incorporation",
      passed: false,
      detail: reason,
      outcome: "ask",
      options,
      ...(done.stage.confidence ? { confidence: done.stage.confidence } : {}),
    },
  };
}

/**
 * Whether an ask is this rule's (askBelowScoreMin turned a load into it), not a near tie's, the
 * confidence rule's or a slash-only claim's. Only a load carries a confidence the rule was sure
 * enough of (unsure unset); a near tie asks before any confidence is taken.
 */
export function askedBelowScoreMin(gate: GateStage | undefined, x: IncorporationStage): boolean {
  return !!gate?.belowScoreMin && x.outcome === "ask" && !!x.confidence && !x.unsure && !x.slashOnly;
}
