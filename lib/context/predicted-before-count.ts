// A recorded compaction counts as predicted only when the rules reached it before reading the
// answer (rules.md#fidelity). The answer is written twice in a recording: in the boundary's own
// preTokens, and in the threshold a file's auto compactions show (recorded-threshold.ts), which the
// replay reads from the whole file, the later compactions included. So an auto compaction the
// replay reached under a threshold read from itself or from compactions after it was not foreseen:
// each is judged again under the threshold only the compactions before it show.
import type { Settings } from "./settings-type";
import type { RecordedCompaction, Simulation } from "./sim-types";

/**
 * Paired within one round, and reached without the boundary's count: the user's /compact (the rules
 * compact where asked), a simulated compaction before the boundary, or a meter that had reached the
 * threshold `A` from usage and the estimate alone.
 */
export function reachedBeforeCount(r: RecordedCompaction, A: number): boolean {
  if (!r.match || Math.abs(r.match.roundDiff) > 1) return false;
  return r.trigger === "manual" || r.match.step < r.step || (r.estimatedPre ?? 0) >= A;
}

/**
 * The auto compactions of `sim` reached before their count, each judged under the settings the
 * recording shows before it (`settingsBefore(step)`): where those differ from the replay's own (its
 * threshold read from later compactions), the replay is run again under them (`rerun`, once per
 * distinct threshold) and the compaction judged there.
 */
export function autoReachedBeforeCount(
  sim: Simulation,
  settingsBefore: (step: number) => Settings,
  rerun: (settings: Settings) => Simulation,
): number {
  const key = (s: Settings) => `${s.autoCompactPctOverride}/${s.autoCompactEnabled}`;
  const runs = new Map<string, Simulation>([[key(sim.settings), sim]]);
  let n = 0;
  for (const r of sim.recorded) {
    if (r.kind !== "compact" || r.trigger === "manual") continue;
    const before = settingsBefore(r.step);
    let run = runs.get(key(before));
    if (!run) runs.set(key(before), (run = rerun(before)));
    const same = run === sim ? r : run.recorded.find((o) => o.kind === "compact" && o.step === r.step);
    if (same && reachedBeforeCount(same, run.thresholds.autoCompactThreshold)) n++;
  }
  return n;
}
