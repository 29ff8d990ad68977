// `simulate`'s text output: the thresholds, the peak and final context, the mode (followed, forked
// or the rules alone), calibration, a table of the simulated compactions, each recorded compaction
// with its match and what came back, then the first notes. Apart from the JSON output because it
// is written for a person reading a terminal, not a script.
import type { Estimator } from "../lib/model";
import { TIER_LABEL, type Simulation } from "../lib/context/sim-types";
import { cameBackLines } from "./came-back";
import type { SimulateRun } from "./simulate-run";

const n = (x: number) => Math.round(x).toLocaleString("en-US");

function headerLines(run: SimulateRun, estimator: Estimator): string[] {
  const { session, settings, sim, recording, peak, last, lineAt } = run;
  const t = sim.thresholds;
  const lines = [
    `${session.name}  (${session.format}, ${sim.steps} steps, estimator ${estimator}, preset ${settings.preset})`,
    `  window ${n(t.window)}  effective ${n(t.effectiveWindow)}  warning ${n(t.warningThreshold)}  auto-compact ${n(t.autoCompactThreshold)}${t.autoCompactEnabled ? "" : " (off)"}  blocking ${n(t.blockingThreshold)}`,
    `  peak ${n(peak.tokens)} at step ${peak.step}; final ${n(last.tokens)} (${last.meter}, ${last.percentLeft}% until auto-compact)`,
  ];
  lines.push(
    `  ${sim.mode}${sim.fork ? ` (forked from the recording at line ${sim.fork.line ?? lineAt(sim.fork.step)}: ${sim.fork.reason})` : ""}; preset by version: ${recording.choice.reason}`,
  );
  if (sim.calibration && sim.calibration.pairs > 0) {
    const d = sim.calibration.deltaError;
    lines.push(
      `  calibrated: ${sim.calibration.ratio.toFixed(3)} real tokens per estimated token over ${sim.calibration.pairs} measured deltas${d ? ` (error ${d.before.toFixed(1)}% -> ${d.after.toFixed(1)}%)` : ""}`,
    );
  }
  // where the first usage implied none, the walk starts on the version's usual size (rules.md#model-streams)
  if (sim.overhead.source === "inferred" && sim.streams[0]?.source === "usual")
    lines.push(
      `  system prompt + tools: ${n(sim.overhead.tokens)}, the usual size for ${session.meta.version ? `Claude Code ${session.meta.version}` : "its Claude Code version"} (the first usage implied none)`,
    );
  else if (sim.overhead.source === "inferred")
    lines.push(`  system prompt + tools inferred from the first usage: ${n(sim.overhead.tokens)}`);
  const earlier = sim.unrecordedPrefix;
  if (earlier.parentOutside && earlier.tokens > 0)
    lines.push(
      `  the file starts mid-conversation: about ${n(earlier.tokens)} tokens of the first request were earlier conversation, counted until the first compaction (system prompt + tools ${earlier.measured ? "measured after a compaction in the file" : "at its version's usual size"})`,
    );
  return lines;
}

function simulatedLines(sim: Simulation): string[] {
  if (!sim.compactions.length) return ["  simulated compactions: none"];
  const lines = [`  simulated compactions ${sim.compactions.length}:`];
  lines.push(
    `    ${"step".padStart(7)}  ${"tier".padEnd(28)}${"trigger".padEnd(17)}${"before".padStart(10)}${"after".padStart(10)}${"cut".padStart(7)}`,
  );
  for (const c of sim.compactions) {
    lines.push(
      `    ${String(c.step).padStart(7)}  ${(TIER_LABEL[c.tier] + (c.ok ? "" : " (failed)") + (c.predicted ? " *" : "")).padEnd(28)}${c.trigger.padEnd(17)}${n(c.tokensBefore).padStart(10)}${n(c.tokensAfter).padStart(10)}${(c.cutIndex === null ? "-" : String(c.cutIndex)).padStart(7)}`,
    );
  }
  if (sim.compactions.some((c) => c.predicted))
    lines.push("    * predicted by the rules beside the recording, not applied: the replay follows the recording");
  return lines;
}

function recordedLines(sim: Simulation, lineAt: SimulateRun["lineAt"]): string[] {
  if (!sim.recorded.length) return [];
  const lines = [`  recorded compactions ${sim.recorded.length}:`];
  for (const r of sim.recorded) {
    const m = r.match;
    lines.push(
      `    line ${r.line ?? lineAt(r.step)}  round ${r.round}  ${r.kind === "microcompact" ? "microcompact " : ""}${r.implied ? "implied " : ""}${r.trigger}  preTokens ${r.preTokens === undefined ? "-" : n(r.preTokens)}` +
        (m
          ? `  | simulated: step ${m.step} (${m.roundDiff >= 0 ? "+" : ""}${m.roundDiff} rounds), ${m.tier}${m.tokenDiff === null ? "" : `, tokens ${m.tokenDiff >= 0 ? "+" : ""}${n(m.tokenDiff)}`}`
          : "  | missed: no simulated compaction"),
    );
    lines.push(...cameBackLines(r));
  }
  return lines;
}

export function simulationText(run: SimulateRun, estimator: Estimator): string {
  const { sim, lineAt } = run;
  const lines = [...headerLines(run, estimator), ...simulatedLines(sim), ...recordedLines(sim, lineAt)];
  for (const note of sim.notes.slice(0, 20)) lines.push(`  step ${note.step}: ${note.message}`);
  if (sim.notes.length > 20) lines.push(`  ... ${sim.notes.length - 20} more notes (see --json)`);
  return lines.join("\n") + "\n";
}
