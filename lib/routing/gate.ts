// The SCORE_MIN gate (rules.md#routing): a skill is a candidate only if its BM25 reaches SCORE_MIN.
// When none does, the prompt is handled natively: no forced match.
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
}

export interface GateResult {
  /** how many hits reach SCORE_MIN: the head of `best` */
  passing: number;
  stage: GateStage;
  /** when nothing passes: the sentence that says why the prompt is native */
  nativeReason?: string;
}

export function gate({ skills, hits, best, scoreMin }: GateInput): GateResult {
  const bestScore = best.length ? best[0].score : 0;
  // the gate counts what passes; only the TOP_K best of them are ordered
  let passing = 0;
  for (const h of hits) if (h.score >= scoreMin) passing++;
  const passed = passing > 0;
  const stage: GateStage = {
    stage: "gate",
    passed,
    detail: passed
      ? `${passing} scored at least SCORE_MIN ${fmt(scoreMin)}`
      : hits.length
        ? `best score ${fmt(bestScore)} is below SCORE_MIN ${fmt(scoreMin)}`
        : "no skill matched any query term",
    scoreMin,
    best: bestScore,
    above: passing,
  };
  if (passed) return { passing, stage };
  const nativeReason = hits.length
    ? `No candidate reached SCORE_MIN ${fmt(scoreMin)} (best ${fmt(bestScore)}, "${skills.entries[best[0].id].name}"): handled natively.`
    : "No skill matched the request: handled natively.";
  return { passing, stage, nativeReason };
}
