// Why-not's hints: a setting that would have let the skill through, each checked by routing the
// prompt again with it (a hint that changes nothing for the skill is not offered). Apart from the
// reasons because the checking, routing again and reading where the skill landed, is one rule.
import { fmt2 as fmt } from "./format";
import { SETTING_RANGES, type RouterSettings } from "./settings";
import type { Candidate } from "./trace";
import type { Hint } from "./whynot";
import type { Ranked, Retrieved, WhyNotQuestion } from "./whynot-evidence";

/** routes again with `patch` and says what became of this skill, or null when nothing did */
function tryWith(asked: WhyNotQuestion, patch: NonNullable<Hint["patch"]>, text: string): Hint | null {
  if (!asked.withHints) return null;
  const { router, trace, name, options } = asked;
  const t = router.route(trace.prompt, { ...options, settings: { ...options.settings, ...patch } as Partial<RouterSettings> });
  const at = t.candidates.findIndex((c) => c.name === name);
  const outcome =
    t.chosen === name
      ? "loaded"
      : t.decision === "ask" && t.options?.includes(name)
        ? `asked among ${t.options.join(", ")}`
        : at >= 0
          ? `kept #${at + 1}${t.chosen ? `, "${t.chosen}" loaded` : t.decision === "native" ? ", the request judged native" : ""}`
          : null;
  return outcome ? { text, patch, outcome } : null;
}

const some = (...hs: (Hint | null)[]) => hs.filter((h): h is Hint => h !== null);

/** below SCORE_MIN: the SCORE_MIN its score would pass, with the TOP_K of its rank when that alone keeps it out */
export function gateHints(asked: WhyNotQuestion, found: Retrieved): Hint[] {
  const at = Math.floor(found.score * 100) / 100;
  const hints = some(tryWith(asked, { scoreMin: at }, `SCORE_MIN ${fmt(at)} lets it through the gate`));
  const rank = found.rank;
  if (!hints.length && rank)
    hints.push(...some(tryWith(asked, { scoreMin: at, topK: rank }, `SCORE_MIN ${fmt(at)} with TOP_K ${rank} (it ranks #${rank})`)));
  return hints;
}

/** outside TOP_K: the TOP_K that reaches its place */
export function topKHints(asked: WhyNotQuestion, place: number): Hint[] {
  return some(tryWith(asked, { topK: place }, `TOP_K ${place} injects it`));
}

/** the score it ranks by: the rerank's when there was one, else BM25 */
export const rankScore = (c: { score: number; rankScore?: number }) => c.rankScore ?? c.score;

/** kept and outranked: a near-tie ratio that asks instead, a body weight that ranks it first */
export function outrankedHints(asked: WhyNotQuestion, ranked: Ranked, me: Candidate, lead: Candidate): Hint[] {
  const hints: Hint[] = [];
  const ratio = Math.floor((rankScore(me) / rankScore(lead)) * 100) / 100;
  if (ratio >= SETTING_RANGES.nearTieRatio.min)
    hints.push(
      ...some(tryWith(asked, { nearTieRatio: ratio }, `a near-tie ratio of ${fmt(ratio)} asks instead of loading "${lead.name}"`)),
    );
  const rr = ranked.rerankStage;
  if (
    rr?.applied &&
    rr.weight > 0 &&
    me.bodyScore !== undefined &&
    lead.bodyScore !== undefined &&
    me.bodyScore > lead.bodyScore &&
    me.score < lead.score
  ) {
    // rank = BM25 + w x body, w = body weight x this prompt's ramp (bodyRamp): the body weight past
    // which it ranks first
    const need = ((lead.score - me.score) / (me.bodyScore - lead.bodyScore)) * (rr.bodyWeight / rr.weight);
    const w = Math.ceil(need * 1.02 * 100) / 100;
    const why = `its body matches more: ${fmt(me.bodyScore)} vs ${fmt(lead.bodyScore)}`;
    if (w <= SETTING_RANGES.bodyWeight.max)
      hints.push(...some(tryWith(asked, { bodyWeight: w }, `a body weight of ${fmt(w)} ranks it over "${lead.name}" (${why})`)));
  }
  return hints;
}
