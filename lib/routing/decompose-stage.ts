// Compound requests (setting `decompose`): a prompt that decompose.ts splits into two or more steps
// has each step run through the pipeline on its own, re-scored from the whole prompt's hits. The
// decision stays the whole prompt's (one skill now, never a forced match); the steps are the plan,
// each with its own candidates, shown beside it and summed up in the reason.
import { decompose, type Subtask } from "./decompose";
import { delegatedSteps } from "./delegated-steps";
import { runPipeline, type PipelineContext, type PipelineResult, type Within } from "./pipeline";
import type { RouterSettings } from "./settings";
import type { SubtaskTrace } from "./trace";

function subtaskOf(ctx: PipelineContext, step: Subtask, settings: RouterSettings, within: Within) {
  const r = runPipeline(ctx, step.text, settings, within);
  const subtask: SubtaskTrace = {
    text: step.text,
    start: step.start,
    decision: r.decision,
    reason: r.reason,
    chosen: r.chosen,
    candidates: r.candidates.map((c) => ({ name: c.name, score: c.score })),
    stages: r.stages,
  };
  if (r.options) subtask.options = r.options;
  return { subtask, terms: r.terms };
}

/** the steps of a compound prompt and the whole prompt's reason with the plan; null when it does not split */
export function decomposeStage(
  ctx: PipelineContext,
  prompt: string,
  settings: RouterSettings,
  whole: PipelineResult,
): { subtasks: SubtaskTrace[]; reason: string } | null {
  const steps = decompose(prompt);
  if (steps.length < 2) return null;
  const within: Within = { hits: whole.hits, terms: new Set(whole.terms.map((t) => t.term)) };
  const routed = steps.map((step) => subtaskOf(ctx, step, settings, within));
  const own = routed.map((r) => r.subtask);
  // a request handed to a subagent: the steps it takes say so (delegated-steps.ts)
  const subtasks =
    whole.decision === "delegate" && whole.chosen
      ? delegatedSteps(
          ctx.agents.entries,
          whole.chosen,
          own,
          routed.map((r) => r.terms),
          settings,
        )
      : own;
  const plan = subtasks
    .map((x, i) => `${i + 1}. ${x.decision === "delegate" ? `subagent ${x.chosen}` : (x.chosen ?? x.decision)}`)
    .join(", ");
  return { subtasks, reason: `${whole.reason.replace(/\.$/, "")}; compound request, per step: ${plan}.` };
}
