// Skills and subagents as one list (rules.md#routing-delegate): the router's skill candidates and its
// subagent candidates by their BM25 on the statistics of both indexes together (joint-score.ts),
// TOP_K kept. A subagent ranks above a skill only by the lead that would hand it the request
// (DELEGATE_LEAD, delegate.ts): the one rule for "a subagent before a skill", in the decision and in
// the list. A subagent the request is delegated to stands first. What the bench's Recall@5 reads
// when a catalog has subagents, and what the Routing screen marks by kind.
import type { RouterIndex } from "./catalog-index";
import { DELEGATE_LEAD } from "./delegate";
import { jointScores } from "./joint-score";
import type { RouterSettings } from "./settings";
import type { Candidate, MergedCandidate, QueryTerm } from "./trace";

export function mergedCandidates(
  skills: RouterIndex,
  agents: RouterIndex,
  terms: readonly QueryTerm[],
  settings: RouterSettings,
  candidates: readonly Candidate[],
  agentCandidates: readonly Candidate[],
  delegated: string | null,
): MergedCandidate[] {
  const joint = (ix: RouterIndex, other: RouterIndex) => {
    const byName = new Map<string, number>();
    for (const h of jointScores(ix, other, terms, settings)) {
      const name = ix.entries[h.id].name;
      byName.set(name, Math.max(byName.get(name) ?? 0, h.score));
    }
    return byName;
  };
  const js = joint(skills, agents);
  const ja = joint(agents, skills);
  const skillList = candidates.map((c) => ({ name: c.name, kind: "skill" as const, score: js.get(c.name) ?? 0 }));
  const agentList = agentCandidates.map((c) => ({ name: c.name, kind: "agent" as const, score: ja.get(c.name) ?? 0 }));
  if (delegated && !agentList.some((a) => a.name === delegated))
    agentList.unshift({ name: delegated, kind: "agent", score: ja.get(delegated) ?? 0 });
  // a two-way merge: each list keeps the router's own order (skills as the rerank left them)
  const out: MergedCandidate[] = [];
  let i = 0;
  let j = 0;
  while (i < skillList.length || j < agentList.length) {
    const takeAgent = j < agentList.length && (i >= skillList.length || agentList[j].score >= DELEGATE_LEAD * skillList[i].score);
    out.push(takeAgent ? agentList[j++] : skillList[i++]);
  }
  if (delegated) {
    const at = out.findIndex((c) => c.kind === "agent" && c.name === delegated);
    out.unshift(...out.splice(at, 1));
  }
  return out.slice(0, settings.topK);
}
