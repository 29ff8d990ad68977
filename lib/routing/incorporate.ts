// Incorporation (rules.md#routing): one skill with a one-sentence reason; a runner-up within
// `nearTieRatio` of the top that does another job: ask the user; triage said native: nothing.
// Never a forced match.
import type { RouterIndex } from "./catalog-index";
import { fmt, quoteList } from "./format";
import type { Hit } from "./retrieve";
import type { RouterSettings } from "./settings";
import { similarity } from "./similarity";
import type { Candidate, Decision, StageTrace } from "./trace";
import type { TriageResult } from "./triage";

export type IncorporationStage = Extract<StageTrace, { stage: "incorporation" }>;

export interface IncorporateInput {
  skills: RouterIndex;
  /** the TOP_K candidates in rank order, and the hits they came from */
  candidates: Candidate[];
  kept: Hit[];
  triage: TriageResult;
  settings: RouterSettings;
}

export interface Incorporation {
  decision: Extract<Decision, "skill" | "ask" | "native" | "delegate">;
  reason: string;
  chosen: string | null;
  options?: string[];
  stage: IncorporationStage;
}

/** The score a candidate ranks by: BM25, plus body evidence when the rerank ran. */
export const rankScoreOf = (c: Candidate) => c.rankScore ?? c.score;

export function incorporate({ skills, candidates, kept, triage, settings }: IncorporateInput): Incorporation {
  if (triage.verdict === "native") {
    const reason = `Native: ${triage.reason.replace(/^native:\s*/, "")}; the ${candidates.length} candidate${candidates.length > 1 ? "s stay" : " stays"} unused.`;
    return {
      decision: "native",
      reason,
      chosen: null,
      stage: { stage: "incorporation", passed: false, detail: "triage said native: no skill loaded", outcome: "native" },
    };
  }
  const top = candidates[0];
  const tiedIdx = kept.map((_, i) => i).filter((i) => rankScoreOf(candidates[i]) >= rankScoreOf(top) * settings.nearTieRatio);
  // A near tie between skills that do the same job (descriptions alike: a second code-review
  // skill from another plugin) is no question for the user: either serves, the higher loads.
  // Only runners-up that differ from the top make it a choice.
  const alike = tiedIdx.slice(1).filter((i) => similarity(skills, kept[0].id, kept[i].id) >= settings.equivalentSimilarity);
  const differ = tiedIdx.slice(1).filter((i) => !alike.includes(i));
  if (differ.length) {
    const tied = [0, ...differ].map((i) => candidates[i]);
    const options = tied.map((c) => c.name);
    const withBody = top.rankScore !== undefined && top.rankScore !== top.score ? " with body evidence" : "";
    const reason = `Ask the user: ${quoteList(options, 5)} are near-tied (${tied.map((c) => fmt(rankScoreOf(c))).join(" vs ")}${withBody}, within ${Math.round((1 - settings.nearTieRatio) * 100)}%).`;
    return {
      decision: "ask",
      reason,
      chosen: null,
      options,
      stage: { stage: "incorporation", passed: false, detail: reason, outcome: "ask", options },
    };
  }
  const why = top.terms
    .slice(0, 3)
    .map((t) => `"${t.term}"`)
    .join(", ");
  const runner = candidates[1];
  const same = alike.length
    ? ` (near-tied with ${quoteList(
        alike.map((i) => candidates[i].name),
        3,
      )}, whose description${alike.length > 1 ? "s are" : " is"} alike: either serves)`
    : "";
  const scored =
    top.rankScore !== undefined && top.rankScore !== top.score
      ? `${fmt(top.score)} on ${why} and ${fmt(top.bodyScore ?? 0)} in its body (${fmt(rankScoreOf(top))})`
      : `${fmt(top.score)} on ${why}`;
  const skillSignals = triage.signals
    .filter((x) => x.side === "skill")
    .map((x) => x.label)
    .join(", ");
  const reason = `Loads "${top.name}": it scores ${scored}${runner ? `, ahead of "${runner.name}" (${fmt(rankScoreOf(runner))})` : ", the only candidate"}${same}, and the task is skill-worthy (${skillSignals}).`;
  return { decision: "skill", reason, chosen: top.name, stage: { stage: "incorporation", passed: true, detail: reason, outcome: "skill" } };
}
