// The delegate rule (rules.md#routing-delegate): a subagent (agents/*.md) is a possible outcome of
// routing. Claude Code dispatches a subagent by its description (the model picks one through the
// Task tool), so a request that only a subagent serves is the subagent's: delegating it costs the
// main context the subagent's result, not its body. The subagent wins when, on the statistics of
// skills and subagents together (joint-score.ts), it reaches SCORE_MIN, no subagent of another job
// near-ties it, and it leads the best skill of another name by DELEGATE_LEAD. A skill of the same
// name is the same job (a plugin shipping both): it is not the subagent's rival, and when it is the
// skill loaded the load stands. Triage still decides native: a request it judged native stays so.
import type { RouterIndex } from "./catalog-index";
import { fmt } from "./format";
import type { Incorporation } from "./incorporate";
import { jointScorer, jointScores } from "./joint-score";
import { byScore, type Hit } from "./retrieve";
import type { RouterSettings } from "./settings";
import { similarity } from "./similarity";
import type { Decision, QueryTerm, StageTrace } from "./trace";
import { triage } from "./triage";

/**
 * How far the subagent must lead the best skill, on the joint scale. 1.4: on the 35 tune sets
 * from 1.2 to 1.4 the wrong delegations fall from 14 to 9 while the right ones stay (20), and above
 * 1.4 right ones are lost (18 at 1.6, 12 at 2) for 3 and 1 wrong (docs/routing.md, issue 34).
 */
export const DELEGATE_LEAD = 1.4;

export interface Delegation {
  /** the subagent's name */
  name: string;
  /** its BM25 on the joint statistics of both indexes */
  score: number;
  /** the best skill of another name on the same scale (null: no skill holds a word of the request) */
  skill: { name: string; score: number } | null;
}

export interface DelegationInput {
  skills: RouterIndex;
  agents: RouterIndex;
  terms: readonly QueryTerm[];
  settings: RouterSettings;
  /** the skills retrieval ranked best, best first (the pipeline's preview: 10 at least, the rerank's depth when it runs) */
  pool: readonly Hit[];
}

/** The subagent the request is for, or null when none leads clearly. */
export function delegation({ skills, agents, terms, settings, pool }: DelegationInput): Delegation | null {
  if (!settings.searchAgents || !agents.entries.length) return null;
  const hits = jointScores(agents, skills, terms, settings);
  const top = best(agents, hits);
  if (!top || top.score < settings.scoreMin) return null;
  // a near-tied subagent that does another job (descriptions unlike): no one subagent is the request's
  const tied = hits.filter((h) => h !== top && h.score >= top.score * settings.nearTieRatio);
  if (tied.some((h) => similarity(agents, top.id, h.id) < settings.equivalentSimilarity)) return null;
  const name = agents.entries[top.id].name;
  // the skills retrieval ranked best, rescored on the joint scale: the joint statistics only add the
  // subagents' counts, so the best skill on it is one retrieval ranks near the top
  const jointScore = jointScorer(skills, agents, terms, settings);
  const rivals = pool.filter((h) => skills.entries[h.id].name !== name).map((h) => ({ id: h.id, score: jointScore(h.id) }));
  const rival = best(skills, rivals);
  const skill = rival && rival.score > 0 ? { name: skills.entries[rival.id].name, score: rival.score } : null;
  if (skill && top.score < DELEGATE_LEAD * skill.score) return null;
  return { name, score: top.score, skill };
}

/** The best hit (equal scores in name order, as retrieval orders them), without sorting them all. */
function best(ix: RouterIndex, hits: Hit[]): Hit | undefined {
  const cmp = byScore(ix);
  let out: Hit | undefined;
  for (const h of hits) if (!out || cmp(h, out) < 0) out = h;
  return out;
}

export type TriageStageTrace = Extract<StageTrace, { stage: "triage" }>;

/**
 * What the rule does to an outcome: a load, a question or a native answer (from the gate or the
 * confidence rule) becomes "delegate"; a request triage judged native, or a slash-only skill's
 * question, is left alone, and so is the load of the subagent's same-name skill. `triaged`: the
 * triage stage when it ran; when it did not (nothing passed the gate), it runs here on the
 * subagent's score and its stage is returned to be recorded.
 */
export function applyDelegation(
  prompt: string,
  d: Delegation,
  done: Incorporation | null,
  triaged: TriageStageTrace | null,
  settings: RouterSettings,
  shown: ReadonlySet<string> = new Set(),
): { done: Incorporation; triage?: TriageStageTrace } | null {
  if (done?.stage.slashOnly) return null;
  if (done?.decision === "skill" && done.chosen === d.name) return null;
  let ran: TriageStageTrace | undefined;
  if (triaged) {
    if (triaged.verdict === "native") return null;
  } else if (settings.triage) {
    const t = triage({
      prompt,
      topScore: d.score,
      scoreMin: settings.scoreMin,
      strongRatio: settings.strongRatio,
      nameOverlap: [],
      nativeWeight: settings.triageNativeWeight,
    });
    ran = {
      stage: "triage",
      passed: t.verdict === "skill-worthy",
      detail: t.reason,
      verdict: t.verdict,
      ambiguous: t.ambiguous,
      signals: t.signals,
    };
    if (t.verdict === "native") return null;
  }
  // a reason names only skills the user can see among the candidates
  const lead = d.skill && `by ${fmt(d.score / d.skill.score)}× (at least ${DELEGATE_LEAD}×)`;
  const rival = !d.skill
    ? "and no skill holds a word of the request"
    : shown.has(d.skill.name)
      ? `ahead of the best skill "${d.skill.name}" (${fmt(d.skill.score)}) ${lead}`
      : `ahead of every skill (the best scores ${fmt(d.skill.score)}) ${lead}`;
  const reason = `Delegates to the subagent "${d.name}": on skills and subagents scored together it scores ${fmt(d.score)}, ${rival}; it works in its own context and only its result comes back to this one.`;
  return {
    done: {
      decision: "delegate",
      reason,
      chosen: d.name,
      stage: { stage: "incorporation", passed: true, detail: reason, outcome: "delegate", delegated: d },
    },
    ...(ran ? { triage: ran } : {}),
  };
}

/** Nothing passed the gate: native, unless a subagent takes the request (its triage and incorporation stages added to `stages`). */
export function nativeOrDelegate(
  prompt: string,
  d: Delegation | null,
  nativeReason: string,
  stages: StageTrace[],
  settings: RouterSettings,
): { decision: Decision; reason: string; candidates: []; chosen: string | null } {
  const handed = d && applyDelegation(prompt, d, null, null, settings);
  if (!handed) return { decision: "native", reason: nativeReason, candidates: [], chosen: null };
  stages.push(...(handed.triage ? [handed.triage] : []), handed.done.stage);
  return { decision: handed.done.decision, reason: handed.done.reason, candidates: [], chosen: handed.done.chosen };
}
