// The steps of a delegated compound request (rules.md#routing-delegate): when the whole request is
// handed to a subagent, the steps it takes are shown as handed to it, not as native. A step the
// pipeline left native whose words the subagent's name or description holds is the subagent's part of the
// plan; a step a skill was loaded for or asked about keeps that outcome. Only the plan changes:
// the whole request's decision is the delegation already, and each step keeps its skill candidates.
//
// Name and description only, not the subagent's whole indexed text: Claude Code hands a task to a
// subagent by its description, and a subagent file has no when_to_use the model reads (none of the
// 1,005 subagents of the 41 tune catalogs carries one), nor does a sibling's "Do NOT use for" words
// (the boundaryPointer setting) say what this subagent does.
import type { CatalogEntry } from "../skills/catalog";
import { indexText } from "./entry-terms";
import { quoteList } from "./format";
import type { RouterSettings } from "./settings";
import { analyze } from "./text";
import type { QueryTerm, SubtaskTrace } from "./trace";

/** what the steps are read with: the analyser's settings, and whether a "Do NOT use for" sentence is dropped */
export type StepReading = Pick<RouterSettings, "koreanMode" | "stemEnglish" | "dropBoundary">;

/** the terms (as indexed) of the subagent's name and description */
function ownTerms(agent: CatalogEntry, reading: StepReading): Set<string> {
  return new Set(analyze(indexText({ ...agent, whenToUse: undefined }, reading.dropBoundary), reading));
}

/** the step's words that the subagent's own terms hold, in the step's order */
function heldWords(own: Set<string>, terms: readonly QueryTerm[]): string[] {
  return [...new Set(terms.map((t) => t.term).filter((t) => own.has(t)))];
}

/**
 * `stepTerms[i]`: the query terms of `steps[i]`; `subagent`: the name the whole request was
 * delegated to, one of `agents`. Returns the steps, those the subagent takes marked "delegate".
 */
export function delegatedSteps(
  agents: readonly CatalogEntry[],
  subagent: string,
  steps: readonly SubtaskTrace[],
  stepTerms: readonly (readonly QueryTerm[])[],
  reading: StepReading,
): SubtaskTrace[] {
  const agent = agents.find((e) => e.name === subagent);
  if (!agent) return [...steps];
  // analysed once for all the steps, and only when a step is native
  let own: Set<string> | undefined;
  return steps.map((step, i) => {
    if (step.decision !== "native") return step;
    const held = heldWords((own ??= ownTerms(agent, reading)), stepTerms[i]);
    if (!held.length) return step;
    return {
      ...step,
      decision: "delegate",
      chosen: subagent,
      reason: `Handed to the subagent "${subagent}" with the whole request: its name and description hold ${quoteList(held)} of this step.`,
    };
  });
}
