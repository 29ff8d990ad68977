// The steps worth stopping at when a newcomer presses T: where something the rules care about
// happens (the meter changes state, a compaction runs or was recorded, a skill loads, a request
// fails, a tool errors, the user runs /compact). Navigation only: the rules stay in lib/.
import type { Session } from "@/lib/model";
import type { Simulation } from "@/lib/context/simulate";

export function notableSteps(session: Session, sim: Simulation | null): number[] {
  const at = new Set<number>();
  for (const ev of session.events) {
    if (
      ev.kind === "skill-body" ||
      ev.kind === "api-error" ||
      ev.kind === "compact-command" ||
      ev.kind === "compact-boundary" ||
      ev.kind === "microcompact-boundary"
    )
      at.add(ev.i);
    else if (ev.kind === "tool-result" && ev.blocks.some((b) => b.type === "tool_result" && b.isError)) at.add(ev.i);
  }
  if (sim) {
    for (const c of sim.compactions) at.add(c.step);
    for (let i = 1; i < sim.meter.length; i++) if (sim.meter[i] !== sim.meter[i - 1]) at.add(i);
  }
  const n = session.events.length;
  return [...at].filter((s) => s >= 0 && s < n).sort((a, b) => a - b);
}

/** The next (dir 1) or previous (dir -1) notable step from `step`, or null when there is none. */
export function nextNotable(steps: readonly number[], step: number, dir: 1 | -1): number | null {
  if (dir === 1) return steps.find((s) => s > step) ?? null;
  for (let k = steps.length - 1; k >= 0; k--) if (steps[k] < step) return steps[k];
  return null;
}
