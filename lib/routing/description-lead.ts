// The description lead (rules.md#routing): the body rerank may reorder close candidates, but it may
// not sink the skill whose name and description match the prompt clearly best. When the BM25 leader
// scores DESCRIPTION_LEAD times the body's pick or more, the prompt keeps BM25 order, and the
// decision's margins are BM25's too (a rank score that put the leader second would read as a tie).
// Measured on the 35 tune sets (docs/routing.md, "Round 12 tuning: ranking"): where the body
// overturned a BM25 lead of 20% or more, the BM25 leader was the right skill 42 times and the
// body's pick 12 times; below 20% the two were about even.
export const DESCRIPTION_LEAD = 1.2;

/** Whether the BM25 leader's score (`leader`) holds first against the body rerank's pick (`bodyPick`). */
export function descriptionLeads(leader: number, bodyPick: number): boolean {
  return bodyPick > 0 && leader >= DESCRIPTION_LEAD * bodyPick;
}
