// A compound's parts are evidence, not names (rules.md#routing-triage; issue 34, round 16). A
// request word the index lacks is read as the index words it splits into (compound-parts.ts for
// Korean, english-compound-parts.ts for English): "monorepo" as mono + repo. The user wrote neither
// part as a word, so a part never counts as the request naming a skill: not in triage's "names the
// skill" (triage-stage.ts namedTerms), not as the word a native phrase opens with that a leader is
// named for (named-for-the-job.ts), and a compound counts as one of the prompt's words, not one per
// part, in the rerank's ramp (rerank.ts planRerank). Read as "query" terms, "repo" out of
// "monorepo" named a skill called git-repo as if the user had typed "repo". A part still scores at
// a word's weight: a part weighing a share of the word (a half, one over the parts, the rarest part
// whole and the others half) was measured on the 47 tune sets and not kept (docs/routing.md,
// "Round 16 tuning: compound parts as evidence").
import type { QueryTerm } from "./trace";

/**
 * Whether a query term may count as the request naming a skill: a word the request wrote (or the
 * dictionary gave for one), not a piece found inside a longer word (a dictionary word inside a
 * Korean compound, origin "compound"; a compound's part, origin "part").
 */
export function mayName(t: Pick<QueryTerm, "origin">): boolean {
  return t.origin !== "compound" && t.origin !== "part";
}
