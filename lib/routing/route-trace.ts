// The trace a routed prompt leaves: the decision and its stages, plus what it costs (the injected
// text and its tokens, the listing it replaces, the chosen body). Apart from the routing itself so
// that every way a route ends (stopped by the prefilter, or through the pipeline) writes the same
// record, field for field (the log, the bench and saved traces read them in this order).
import { gatePassedAt } from "./gate";
import { injectionText, type HandedSubagent } from "./injection";
import type { RouterParts } from "./router-parts";
import type { RouterSettings } from "./settings";
import type { Candidate, Decision, MergedCandidate, RouteTrace, StageTrace, SubtaskTrace } from "./trace";

/** How a route ended, before its costs are counted. */
export interface RouteOutcome {
  prompt: string;
  stages: StageTrace[];
  decision: Decision;
  reason: string;
  candidates: Candidate[];
  agents: Candidate[];
  merged?: MergedCandidate[];
  chosen: string | null;
  options?: string[];
  subtasks?: SubtaskTrace[];
}

export function traceOf(parts: RouterParts, outcome: RouteOutcome, settings: RouterSettings): RouteTrace {
  const { prompt, stages, decision, reason, candidates, agents, merged, chosen, options, subtasks } = outcome;
  // a skipped or forced prompt injects nothing: no candidate list reaches the model
  const gate = stages.find((s) => s.stage === "gate");
  const gateMin = gate?.stage === "gate" ? gatePassedAt(gate) : settings.scoreMin;
  const injectedText =
    decision === "skip" || decision === "forced"
      ? ""
      : injectionText(settings, candidates, agents, gateMin, handedOutsideList(parts, outcome));
  const trace: RouteTrace = {
    prompt,
    stages,
    stageReached: stages[stages.length - 1].stage,
    decision,
    reason,
    candidates,
    agents,
    ...(merged ? { merged } : {}),
    chosen,
    injectedText,
    injectedTokens: injectedText ? parts.counter.count(injectedText) : 0,
    listingTokens: parts.listing.tokens,
    listing: parts.listing,
    // a subagent's body is read in its own context: nothing of it enters this one
    chosenBodyTokens: chosen && decision !== "delegate" ? parts.bodyTokens(chosen) : 0,
    estimator: parts.counter.estimator,
  };
  if (chosen && decision === "delegate") {
    trace.chosenKind = "agent";
    trace.delegatedBodyTokens = parts.agentBodyTokens(chosen);
  } else if (chosen) {
    const kind = parts.byName.get(chosen)?.kind;
    if (kind) trace.chosenKind = kind;
  }
  if (options) trace.options = options;
  if (subtasks) trace.subtasks = subtasks;
  return trace;
}

/**
 * The subagent the request is delegated to, when its own index alone did not keep it (the model
 * hands the request over by its name and description, so the injection names it): at the score
 * that handed it the request, on skills and subagents scored together, apart from the subagent
 * candidates' own-index scores. Null when it is among them.
 */
function handedOutsideList(parts: RouterParts, { decision, chosen, agents, stages }: RouteOutcome): HandedSubagent | null {
  if (decision !== "delegate" || !chosen || agents.some((a) => a.name === chosen)) return null;
  const id = parts.agents.entries.findIndex((e) => e.name === chosen);
  if (id < 0) return null;
  const inc = stages.find((s) => s.stage === "incorporation");
  const jointScore = inc?.stage === "incorporation" ? (inc.delegated?.score ?? 0) : 0;
  return { name: chosen, description: parts.agents.descriptions[id], jointScore };
}
