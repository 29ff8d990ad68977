// What a walk returns (the Simulation of sim-types.ts): the per-step series, the epochs, the
// compactions simulated and recorded, paired one to one (recorded.ts), and how the walk ran
// (replay, what-if or simulation). Alone because it runs once, after the last event, and only
// gathers what the walk left in the Run and the series.
import type { Session } from "../model";
import { pairCompactions } from "./recorded";
import type { Simulation } from "./sim-types";
import type { SimulationSetup } from "./simulation-setup";
import type { StepSeries } from "./step-series";

export function simulationResult(session: Session, setup: SimulationSetup, series: StepSeries): Simulation {
  const { run, table, recording } = setup;
  // ---- recorded compactions beside the simulated ones, one to one (recorded.ts) ----
  const extra = pairCompactions(run.recorded, run.compactions);
  return {
    name: session.name,
    format: session.format,
    estimator: table.estimator,
    settings: run.settings,
    thresholds: run.thresholds,
    steps: session.events.length,
    startup: run.startup,
    // the file's start; the streams after it (model-stream-overhead.ts) are listed apart
    overhead: run.streams.start !== null ? { tokens: run.streams.start, source: "inferred" } : run.overhead,
    streams: run.streams.taken,
    unrecordedPrefix: run.unrecordedPrefix,
    initial: series.initial,
    tokens: series.tokens,
    estimated: series.estimated,
    byCategory: series.byCategory,
    meter: series.meter,
    source: series.source,
    ...series.request,
    cachedPrefix: series.cachedPrefix,
    appendOrder: run.appendOrder,
    appendCount: series.appendCount,
    eventTokens: table.perEvent,
    eventCategory: run.eventCategory,
    epochs: run.epochs,
    compactions: run.compactions,
    recorded: run.recorded,
    extra,
    notes: run.notes,
    mode: recording ? (setup.whatIf ? "what-if" : "replay") : "simulation",
    fork: run.fork,
    recording,
    version: setup.version,
    calibration: setup.calibration,
  };
}
