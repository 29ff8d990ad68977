// The triage stage (rules.md#routing): weighs the prompt's native signals against the skill-side
// evidence of its top candidate (triage.ts holds the signals and weights). Here: which of the top
// candidate's name words the prompt itself names, the leader named for a native job
// (named-for-the-job.ts), and the stage record.
import type { RouterIndex } from "./catalog-index";
import { nameWords } from "./entry-terms";
import type { Hit } from "./retrieve";
import type { RouterSettings } from "./settings";
import { nameEnds, namedForTheJob } from "./named-for-the-job";
import { mayName } from "./part-evidence";
import { analyze } from "./text";
import type { Candidate, StageTrace } from "./trace";
import { triage, type TriageResult } from "./triage";

export type TriageStage = Extract<StageTrace, { stage: "triage" }>;

/**
 * The top candidate's name words the prompt names: its own terms (not a piece of a longer word:
 * part-evidence.ts) that are rare in the catalog (in at most 2 entries or 5% of it), so "names the
 * skill" is evidence.
 */
export function namedTerms(skills: RouterIndex, top: Candidate, topHit: Hit) {
  const nameTerms = skills.nameTerms[topHit.id];
  const rare = Math.max(2, skills.entries.length * 0.05);
  return top.terms.filter((t) => mayName(t) && nameTerms.has(t.term) && t.df <= rare);
}

/** The ends of the leader's name (its plugin prefix dropped), as the prompt's terms are analysed. */
function leaderNameEnds(name: string, settings: RouterSettings): string[] {
  return nameEnds(
    analyze(nameWords(name.slice(name.lastIndexOf(":") + 1)), { koreanMode: settings.koreanMode, stemEnglish: settings.stemEnglish }),
  );
}

export function triageStage(
  prompt: string,
  skills: RouterIndex,
  top: Candidate,
  topHit: Hit,
  settings: RouterSettings,
  /** the gate it passed (gate.ts gatePassedAt), when not SCORE_MIN */
  gateAt?: number,
): { result: TriageResult; stage: TriageStage } {
  const named = namedTerms(skills, top, topHit);
  const read: TriageResult = settings.triage
    ? triage({
        prompt,
        topScore: top.score,
        scoreMin: settings.scoreMin,
        gateAt,
        strongRatio: settings.strongRatio,
        nameOverlap: named.map((t) => t.term),
        nameSources: named.map((t) => t.from),
        nativeWeight: settings.triageNativeWeight,
      })
    : { verdict: "skill-worthy", ambiguous: false, signals: [], reason: "triage off: every gated prompt is skill-worthy" };
  // the leader's name is read only for a native verdict, the one named-for-the-job can turn
  const result = read.verdict === "native" ? namedForTheJob(read, top.name, leaderNameEnds(top.name, settings), top.terms, prompt) : read;
  return {
    result,
    stage: {
      stage: "triage",
      passed: result.verdict === "skill-worthy",
      detail: result.reason,
      verdict: result.verdict,
      ambiguous: result.ambiguous,
      signals: result.signals,
    },
  };
}
