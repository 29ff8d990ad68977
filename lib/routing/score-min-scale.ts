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
// wrong loads and native loads on the small catalogs; asking did not. The one exception is a
// leader clear of it by a second word's worth and of its runner-up (clear-leader.ts, round 10).
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

/**
 * A load that only the scaled gate let through, and that is no clear leader (clear-leader.ts),
 * becomes an ask naming the best candidates; an ask or a native answer stays as it is.
 */
export function askBelowScoreMin(done: Incorporation, candidates: Candidate[], scoreMin: number, scaled: number): Incorporation {
  if (done.decision !== "skill") return done;
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
