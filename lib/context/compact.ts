// One compaction (rules.md#tiers): session memory first when it may run, the full compaction
// when it may not, would summarise nothing, or would leave the context at or over A. A dry one is
// laid beside a recording: described on its record, the context left as it is.
import type { Run } from "./run";
import { spanOf } from "./live-span";
import type { Compaction, Trigger } from "./sim-types";
import { planFull } from "./tiers/full-summary";
import { applyPlan } from "./tiers/plan";
import { planSessionMemory } from "./tiers/session-memory";

/** Runs (or lays beside the recording, `dry`) one compaction at `step`; its record is in run.compactions. */
export function compact(
  run: Run,
  step: number,
  trigger: Trigger,
  tier: "full" | "reactive",
  tryMemory: boolean,
  instructions?: string,
  dry = false,
): Compaction {
  const before = run.used();
  const c = run.newCompaction(step, tier, trigger, before);
  c.predicted = dry;
  if (instructions) c.instructions = instructions;
  run.compactions.push(c);
  if (tryMemory && run.sessionMemory.available) {
    const p = planSessionMemory(run, step, c.index);
    // A memory that would summarise nothing (the whole conversation fits in the kept tail)
    // does not compact: the full compaction runs instead.
    if (p.summarised.length > 0 && p.tokensAfter < run.thresholds.autoCompactThreshold) {
      applyPlan(run, p, c, step, dry);
      return c;
    }
    c.sessionMemoryAttempt = { tokensAfter: p.tokensAfter, cutIndex: p.cut, kept: spanOf(p.kept) };
  }
  const p = planFull(run, step, c.index, tier, before, instructions);
  if ("failure" in p) {
    c.ok = false;
    c.failure = p.failure;
    c.retries = p.retries;
    return c;
  }
  applyPlan(run, p, c, step, dry);
  if (dry && c.tokensAfter >= run.thresholds.autoCompactThreshold && trigger === "auto") {
    c.ok = false;
    c.failure = "still-over-threshold";
  }
  return c;
}
