// `simulate`'s run: the file read and counted, the settings resolved (the preset the recording's
// Claude Code version chooses unless --preset says otherwise), the fork line found, the simulation
// run, and the figures both outputs print (peak, final snapshot). Apart from reading the arguments
// and from printing, so the text and the JSON output read one result.
import type { Session } from "../lib/model";
import { countSession } from "../lib/tokens/count";
import { loadCounter } from "../lib/tokens/estimators";
import { resolveSettings, type Settings } from "../lib/context/settings";
import type { Simulation } from "../lib/context/sim-types";
import { snapshotAt, type Snapshot } from "../lib/context/snapshot";
import { simulate } from "../lib/context/simulate";
import { recordingOverrides, recordingSettings } from "../lib/context/versions";
import { readSession, UsageError } from "./io";
import type { SimulateArgs } from "./simulate-args";

export interface SimulateRun {
  session: Session;
  settings: Settings;
  problems: string[];
  sim: Simulation;
  /** the preset the recording's version chose, and why */
  recording: ReturnType<typeof recordingSettings>;
  peak: { step: number; tokens: number };
  last: Snapshot;
  /** the 1-based file line of the record at a step (the record a simulated compaction runs before) */
  lineAt: (step: number) => number;
}

/** --fork-at LINE: the recording followed up to the first record at or after that line, the rules alone from there */
function forkStep(session: Session, forkLine: number | undefined): number | undefined {
  if (forkLine === undefined) return undefined;
  if (session.format === "scenario") throw new UsageError("--fork-at needs a recorded session: a scenario has no recording to leave");
  const forkAt = session.events.findIndex((ev, i) => (ev.line ?? i + 1) >= forkLine);
  if (forkAt < 0)
    throw new UsageError(`--fork-at ${forkLine} is past the last record (line ${session.events.at(-1)?.line ?? session.events.length})`);
  return forkAt;
}

export async function runSimulation(args: SimulateArgs): Promise<SimulateRun> {
  const session = readSession(args.file);
  const counter = await loadCounter(args.estimator);
  const table = countSession(session, counter);
  const overrides = args.overrides;
  // Without --preset, a recorded session runs the preset its Claude Code version chooses (versions.ts).
  const recording = recordingSettings(session);
  const byVersion = args.preset === undefined && session.format !== "scenario";
  const preset = args.preset ?? (byVersion ? recording.choice.preset : undefined);
  // what the recording proves (a 1M window, a lower threshold), unless a flag says otherwise
  if (byVersion) {
    for (const [k, v] of Object.entries(recordingOverrides(recording.settings))) if (!Object.hasOwn(overrides, k)) overrides[k] = v;
  }
  const { settings, problems } = resolveSettings(session.scenario, {
    ...(preset ? { preset: preset as Settings["preset"] } : {}),
    overrides,
  });
  for (const p of problems) process.stderr.write(`context-lab simulate: ${p}\n`);
  const forkAt = forkStep(session, args.forkLine);
  const sim = simulate(session, table, settings, { counter, ...(forkAt !== undefined ? { forkAt } : {}) });

  let peak = { step: -1, tokens: 0 };
  for (let i = 0; i < sim.steps; i++) if (sim.tokens[i] > peak.tokens) peak = { step: i, tokens: sim.tokens[i] };
  const last = snapshotAt(sim, sim.steps - 1, { live: false });
  const lineAt = (step: number): number => session.events[step]?.line ?? step + 1;
  return { session, settings, problems, sim, recording, peak, last, lineAt };
}
