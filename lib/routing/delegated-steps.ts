// The steps of a delegated compound request (rules.md#routing-delegate): when the whole request is
// handed to a subagent, the steps it takes are shown as handed to it, not as native. A step the
// pipeline left native whose words the subagent's name or description holds is the subagent's part of the
// plan; a step a skill was loaded for or asked about keeps that outcome. Only the plan changes:
// the whole request's decision is the delegation already, and each step keeps its skill candidates.
import type { RouterIndex } from "./catalog-index";
import { quoteList } from "./format";
import type { QueryTerm, SubtaskTrace } from "./trace";

/** the step's words (as indexed) that subagent `id`'s own text holds, in the step's order */
function heldWords(agents: RouterIndex, id: number, terms: readonly QueryTerm[]): string[] {
  const held: string[] = [];
  for (const t of terms) {
    const posting = agents.postings.get(t.term);
    if (posting && posting.ids.includes(id) && !held.includes(t.term)) held.push(t.term);
  }
  return held;
}

/**
 * `stepTerms[i]`: the query terms of `steps[i]`; `subagent`: the name the whole request was
 * delegated to. Returns the steps, those the subagent takes marked "delegate".
 */
export function delegatedSteps(
  agents: RouterIndex,
  subagent: string,
  steps: readonly SubtaskTrace[],
  stepTerms: readonly (readonly QueryTerm[])[],
): SubtaskTrace[] {
  const id = agents.entries.findIndex((e) => e.name === subagent);
  if (id < 0) return [...steps];
  return steps.map((step, i) => {
    if (step.decision !== "native") return step;
    const held = heldWords(agents, id, stepTerms[i]);
    if (!held.length) return step;
    return {
      ...step,
      decision: "delegate",
      chosen: subagent,
      reason: `Handed to the subagent "${subagent}" with the whole request: its name and description hold ${quoteList(held)} of this step.`,
    };
  });
}
