// Routing one prompt, stage by stage: the query's settings, the prefilter stage, the pipeline
// (retrieval -> gate -> rerank -> TOP_K -> triage -> incorporation, pipeline.ts), the steps of a
// compound prompt, then the trace. Apart from router.ts, which builds what this reads.
import { decomposeStage } from "./decompose-stage";
import { withoutGitRefNames } from "./git-ref-name";
import { mergedCandidates } from "./merged-candidates";
import { runPipeline } from "./pipeline";
import { prefilterStage } from "./prefilter-stage";
import { querySettings } from "./query-settings";
import type { RouterParts } from "./router-parts";
import { traceOf } from "./route-trace";
import type { RouteOptions, RouteTrace } from "./trace";
import { requestWindow, windowNote } from "./request-window";

export function routePrompt(parts: RouterParts, prompt: string, options: RouteOptions = {}): RouteTrace {
  const settings = querySettings(parts.settings, options.settings);
  const pre = prefilterStage(parts, prompt, options.previousPrompt, settings);
  if (pre.stopped) return traceOf(parts, pre.stopped, settings);

  // the pipeline reads the two ends of a long request (request-window.ts), without the git branch
  // or tag names it gives (git-ref-name.ts)
  const read = requestWindow(prompt);
  const text = withoutGitRefNames(read.text);
  const whole = runPipeline(parts.pipeline, text, settings);
  // skills and subagents as one list, when there are subagents to list
  const delegated = whole.decision === "delegate" ? whole.chosen : null;
  const merged =
    whole.agents.length || delegated
      ? mergedCandidates(parts.skills, parts.agents, whole.terms, settings, whole.candidates, whole.agents, delegated)
      : undefined;
  const compound = settings.decompose ? decomposeStage(parts.pipeline, text, settings, whole) : null;
  const trace = traceOf(
    parts,
    {
      prompt,
      stages: [pre.stage, ...whole.stages],
      decision: whole.decision,
      reason: compound?.reason ?? whole.reason,
      candidates: whole.candidates,
      agents: whole.agents,
      ...(merged ? { merged } : {}),
      chosen: whole.chosen,
      options: whole.options,
      subtasks: compound?.subtasks,
    },
    settings,
  );
  if (whole.confidence) trace.confidence = whole.confidence;
  if (read.left) trace.requestWindow = windowNote(read);
  return trace;
}
