// The prefilter stage (rules.md#routing-prefilter): prefilter.ts decides whether a prompt goes on
// to retrieval; this turns its answer into the stage record and, when it stops the prompt, into
// how the route ends: a slash trigger forces its skill, a slash naming several asks, anything else
// (greeting, repeat, plain command) is skipped.
import { describe as describeEntry } from "../skills/listing";
import { prefilter } from "./prefilter";
import type { RouterParts } from "./router-parts";
import type { RouterSettings } from "./settings";
import type { RouteOutcome } from "./route-trace";
import type { Candidate, StageTrace } from "./trace";

export type PrefilterStage = Extract<StageTrace, { stage: "prefilter" }>;

/** the stage record, and how the route ends when the prefilter stops it (null: on to retrieval) */
export function prefilterStage(
  parts: RouterParts,
  prompt: string,
  previousPrompt: string | undefined,
  settings: RouterSettings,
): { stage: PrefilterStage; stopped: RouteOutcome | null } {
  const pf = prefilter(prompt, { previousPrompt, targets: parts.slashTargets, enabled: settings.prefilter });
  const stage: PrefilterStage = { stage: "prefilter", passed: pf.proceed, rule: pf.rule, detail: pf.reason };
  if (pf.proceed) return { stage, stopped: null };
  const ends = { prompt, stages: [stage], agents: [] };
  if (pf.forced) {
    const e = parts.byName.get(pf.forced.name);
    const forced: Candidate = {
      name: pf.forced.name,
      kind: pf.forced.kind,
      path: e?.path ?? "",
      score: 0,
      rank: 1,
      description: e ? describeEntry(e) : "",
      terms: [],
      forced: true,
    };
    return { stage, stopped: { ...ends, decision: "forced", reason: `Forced: ${pf.reason}.`, candidates: [forced], chosen: forced.name } };
  }
  if (pf.options) {
    const reason = `Ask the user: ${pf.reason}.`;
    return { stage, stopped: { ...ends, decision: "ask", reason, candidates: [], chosen: null, options: pf.options } };
  }
  return { stage, stopped: { ...ends, decision: "skip", reason: `Skipped: ${pf.reason}.`, candidates: [], chosen: null } };
}
