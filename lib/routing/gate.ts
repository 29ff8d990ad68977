// The SCORE_MIN gate (rules.md#routing): a skill is a candidate only if its BM25 reaches SCORE_MIN.
// When none does, the prompt is handled natively: no forced match. On a small catalog (below
// scoreMinReference entries) a second, lower gate scaled to its size (score-min-scale.ts) applies
// when none reaches SCORE_MIN; what passes only through it is asked about, unless one skill leads
// clearly (clear-leader.ts).
import type { RouterIndex } from "./catalog-index";
import { fmt } from "./format";
import type { Hit } from "./retrieve";
import type { StageTrace } from "./trace";

export type GateStage = Extract<StageTrace, { stage: "gate" }>;

export interface GateInput {
  skills: RouterIndex;
  /** every retrieved hit, in any order */
  hits: Hit[];
  /** the best hits, best first (at least one when `hits` is not empty) */
  best: Hit[];
  scoreMin: number;
  /** the gate scaled to a small catalog's size (score-min-scale.ts), when it is below `scoreMin` */
  scaled?: number;
}

export interface GateResult {
  /** how many hits reach SCORE_MIN: the head of `best` */
  passing: number;
  stage: GateStage;
  /** when nothing passes: the sentence that says why the prompt is native */
  nativeReason?: string;
}

export function gate({ skills, hits, best, scoreMin, scaled }: GateInput): GateResult {
  const bestScore = best.length ? best[0].score : 0;
  // a scaled gate is a second, lower one or none
  const lower = scaled !== undefined && scaled < scoreMin ? scaled : undefined;
  // the gate counts what passes; only the TOP_K best of them are ordered
  let passing = 0;
  for (const h of hits) if (h.score >= scoreMin) passing++;
  // the scaled gate only when nothing reached SCORE_MIN: a prompt that passed before is untouched
  const below = passing === 0 && lower !== undefined;
  if (below) for (const h of hits) if (h.score >= lower) passing++;
  const passed = passing > 0;
  const stage: GateStage = {
    stage: "gate",
    passed,
    detail: passed
      ? below
        ? `none reached SCORE_MIN ${fmt(scoreMin)}; ${passing} scored at least ${fmt(lower)}, the gate scaled to this catalog's size: offered, not loaded, unless one leads clearly`
        : `${passing} scored at least SCORE_MIN ${fmt(scoreMin)}`
      : hits.length
        ? `best score ${fmt(bestScore)} is below SCORE_MIN ${fmt(scoreMin)}${lower !== undefined ? ` and its scaled gate ${fmt(lower)}` : ""}`
        : "no skill matched any query term",
    scoreMin,
    best: bestScore,
    above: passing,
    ...(lower !== undefined ? { scaled: lower } : {}),
    ...(below && passed ? { belowScoreMin: true } : {}),
  };
  if (passed) return { passing, stage };
  const nativeReason = hits.length
    ? `No candidate reached SCORE_MIN ${fmt(scoreMin)} (best ${fmt(bestScore)}, "${skills.entries[best[0].id].name}"): handled natively.`
    : "No skill matched the request: handled natively.";
  return { passing, stage, nativeReason };
}

/** The score the candidates passed: the gate scaled to a small catalog when only it let them through, else SCORE_MIN. */
export const gatePassedAt = (g: GateStage): number => (g.belowScoreMin && g.scaled !== undefined ? g.scaled : g.scoreMin);
