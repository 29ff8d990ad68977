// Skills and subagents as one list (rules.md#routing-delegate): the router's skill candidates and its
// subagent candidates by their BM25 on the statistics of both indexes together (joint-score.ts),
// TOP_K kept. A subagent ranks above a skill only by the lead that would hand it the request
// (DELEGATE_LEAD, delegate.ts): the one rule for "a subagent before a skill", in the decision and in
// the list. A subagent the request is delegated to stands first. What the bench's Recall@5 reads
// when a catalog has subagents, and what the Routing screen marks by kind.
import type { RouterIndex } from "./catalog-index";
import { DELEGATE_LEAD } from "./delegate";
import { jointScorer } from "./joint-score";
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
  // the entry a candidate is (by path: names may repeat across catalogs in union), on the joint scale
  const skillScore = jointScorer(skills, agents, terms, settings);
  const agentScore = jointScorer(agents, skills, terms, settings);
  const joint = (ix: RouterIndex, score: (id: number) => number, path: string, name: string) => {
    const id = ix.entries.findIndex((e) => e.path === path || (!path && e.name === name));
    return id < 0 ? 0 : score(id);
  };
  const skillList = candidates.map((c) => ({ name: c.name, kind: "skill" as const, score: joint(skills, skillScore, c.path, c.name) }));
  const agentList = agentCandidates.map((c) => ({
    name: c.name,
    kind: "agent" as const,
    score: joint(agents, agentScore, c.path, c.name),
  }));
  if (delegated && !agentList.some((a) => a.name === delegated))
    agentList.unshift({ name: delegated, kind: "agent", score: joint(agents, agentScore, "", delegated) });
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
