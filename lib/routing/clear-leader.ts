// A clear leader past the scaled gate loads (rules.md#routing-gate, issue 34). On a catalog under
// the reference size, a skill that only the gate scaled to its size let through is offered, not
// loaded (score-min-scale.ts): on catalogs of 25 to 60 entries most requests score under SCORE_MIN,
// so the router asked on most of them and Top-1 could not rise. Two things tell a right leader from
// a wrong one there (measured on every ask of the scaled gate over rounds 1-9, left one catalog out
// at a time: docs/routing.md, "Round 10 tuning: asks on small catalogs"):
//   - how far it clears the scaled gate. One word held only by one skill, in its name (counted
//     twice) at an average length, scores about 1.375 x IDF1(N), which is 1.375 x IDF1(300) / 6 =
//     1.21 times the scaled gate on any catalog below the reference: the single-word matches
//     (wrong loads and native requests alike) pile up just under 1.22. Clearing 1.22 takes a
//     second word, or one word rare and weighty enough on its own.
//   - how far it leads: the confidence rule's margin, over the best runner-up that does another job
//     (a lone candidate's over the best hit the gate held back). A sibling within 20% is the
//     question the user should answer.
// A lone candidate (round 14) loads too, on a catalog where this bar sits under SCORE_MIN (1.22
// times the scaled gate under 6.0: under about 115 skills): an ask there offers one skill, so it
// asks nothing the load does not, and on such catalogs the lone candidates the scaled gate asked
// about were right 20 times in 26 over rounds 1-13 (docs/routing.md, "Round 14 tuning: the asks
// of the decision"). On larger catalogs they were right 3 times in 9 (one a native request): the
// right skill is more often one the request's words miss, so they stay asks.
// Only a load the confidence rule already let stand is considered: the rule changes which of the
// scaled gate's loads are asked about, never what the confidence rule or triage decided.
import { fmt, fmt2 } from "./format";
import type { Incorporation } from "./incorporate";
import { askBelowScoreMin } from "./score-min-scale";
import type { Candidate } from "./trace";

/** The leader's BM25 over the scaled gate at which it clears more than one name word's worth. */
export const CLEAR_OVER_SCALED_GATE = 1.22;
/** The least lead (the confidence rule's margin, 0-1) over a runner-up of another job. */
export const CLEAR_LEAD = 0.2;

/** Whether a leader that passed only the scaled gate is clear enough to load. */
export function clearLeader(score: number, scaled: number, margin: number): boolean {
  return scaled > 0 && score >= CLEAR_OVER_SCALED_GATE * scaled && margin >= CLEAR_LEAD;
}

/**
 * Whether the only candidate past the scaled gate loads: on a catalog small enough that the clear
 * leader's bar (CLEAR_OVER_SCALED_GATE times the scaled gate) is under SCORE_MIN.
 */
export function loneLeader(candidates: number, scaled: number, scoreMin: number): boolean {
  return candidates === 1 && scaled > 0 && CLEAR_OVER_SCALED_GATE * scaled < scoreMin;
}

/**
 * The load, its reason saying why it stands though no skill reached SCORE_MIN: a clear leader
 * (its ratio to the scaled gate and its lead), or, `lone`, the only skill past that gate.
 */
export function loadClearLeader(
  done: Incorporation,
  score: number,
  scoreMin: number,
  scaled: number,
  margin: number,
  lone = false,
): Incorporation {
  // a margin of 1 is a lone candidate that no other skill's hit comes near at all
  const lead = margin >= 1 ? "no other skill comes near it" : `it leads the next skill of another job by ${Math.round(100 * margin)}%`;
  const why = lone
    ? ` No skill reached SCORE_MIN ${fmt(scoreMin)}, but on a catalog this small it is the only skill past the gate scaled to its size (${fmt(scaled)}), so there is no other to ask about.`
    : ` No skill reached SCORE_MIN ${fmt(scoreMin)}, but on a catalog this small it scores ${fmt2(score / scaled)} times the gate scaled to its size (${fmt(scaled)}) and ${lead}: clear enough to load.`;
  const reason = done.reason + why;
  return { ...done, reason, stage: { ...done.stage, detail: reason, clearLeader: true } };
}

/**
 * A load only the scaled gate let through (`scaled`, the gate it passed): it stands as a clear
 * leader or a lone candidate, else it is offered (score-min-scale.ts).
 */
export function belowScoreMinLoad(
  done: Incorporation,
  candidates: Candidate[],
  margin: number,
  scoreMin: number,
  scaled: number,
): Incorporation {
  const top = candidates[0].score;
  const clear = clearLeader(top, scaled, margin);
  if (clear || loneLeader(candidates.length, scaled, scoreMin)) return loadClearLeader(done, top, scoreMin, scaled, margin, !clear);
  return askBelowScoreMin(done, candidates, scoreMin, scaled);
}
