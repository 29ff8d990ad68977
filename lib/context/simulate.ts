// The simulator: walks a session through Claude Code's context rules (rules.md#tiers) and records,
// after every event, how full the window is, which threshold it crossed, which compaction tier
// fired, where it cut, and what the context holds.
//
// This file is the walk only: the order in which, at each event, time passes, a fork or an
// implied compaction is met, the event is handled, and the step is recorded. Around it:
//   simulation-setup.ts       before the walk: replay or what-if, the calibrated table, the fork
//   walk-events.ts            what the walk does at each kind of event
//   step-series.ts            what it keeps after every step        simulation-result.ts  what it returns
// Each rule is a file of its own:
//   run.ts                    the state of one walk: live list, token sums, meter anchor, epochs
//   append.ts                 adding an event (and the recorded usage the meter anchors on)
//   request-pipeline.ts       before each request: microcompact, auto-compact, blocking limit
//   tiers/microcompact-time.ts, tiers/microcompact-cache.ts, tiers/file-unchanged.ts   tier 1
//   tiers/session-memory.ts   tier 2          tiers/full-summary.ts   tiers 3 and 4
//   tiers/reactive.ts         the 413 answer  tiers/plan.ts           applying a plan, re-attachment
//   compact.ts                session memory first, then the full compaction
//   summary.ts                the full compaction's summary: collect-facts.ts, summary-sections.ts, section-sizes.ts
//   auto-compact.ts           A and the circuit breaker        prompt-cache.ts   the cached prefix
//   follow-recording.ts, recorded-boundaries.ts, fork.ts       replay and what-if (rules.md#replay)
//
// Cheap in any order: per step it stores only numbers (tokens per category, meter state, cache
// figures). The live list is stored once per epoch (an epoch starts at each compaction); between
// compactions the list only grows by appending events, and microcompact clears are logged with
// their step, so snapshotAt(step) rebuilds the list of one step in O(live items + clears).
//
// Decisions where the rules are silent (the others are stated in the file of their rule):
// - Compaction runs before a request: at the first record of an assistant response (streaming
//   splits are one request), at a `compact-command`, and at an `api-error` (the 413'd request).
//   A compaction at step i runs before event i is added; snapshotAt(i) shows the result plus event i.
// - `used` (what the thresholds see) is the last recorded usage plus an estimate of what changed
//   after it (run.ts). Recorded usage only describes the simulated context while the two are the
//   same: the anchor freezes at the first simulated change and resets to the estimate at a simulated
//   compaction. A recorded session's estimates come from the calibrated table (tokens/calibrate.ts),
//   so what-ifs and the unrecorded tail carry it.
// - Claude Code's synthetic "Prompt is too long" assistant record counts as a 413; other API-error
//   records are errors, never usage.
import type { Session } from "../model";
import type { TokenTable } from "../tokens/count";
import { impliedCompaction } from "./recorded-boundaries";
import type { Settings } from "./settings-type";
import type { Simulation } from "./sim-types";
import type { SimulateOptions } from "./simulate-options";
import { simulationResult } from "./simulation-result";
import { setUpSimulation } from "./simulation-setup";
import { newStepSeries, recordStep } from "./step-series";
import { walkEvent, type ResponseTracker } from "./walk-events";
import { instant } from "../input/instant";

// Callers outside lib/context read the simulation's types and its read-back here.
export * from "./sim-types";
export type { SimulateOptions } from "./simulate-options";
export { compactionSummary, liveAt, series, snapshotAt, type Series, type Snapshot } from "./snapshot";

/**
 * Replays `session` under `settings`. Token counts come from `table`; stubs and generated summary
 * lines are counted with `opts.counter` (chars/4 by default).
 */
export function simulate(session: Session, rawTable: TokenTable, settings: Settings, opts: SimulateOptions = {}): Simulation {
  const setup = setUpSimulation(session, rawTable, settings, opts);
  const { run } = setup;
  const { events } = session;
  const series = newStepSeries(events.length, run);
  const responses: ResponseTracker = { seenAssistant: false, lastAssistantId: undefined };

  for (let i = 0; i < events.length; i++) {
    const ev = events[i];
    const time = instant(ev.timestamp);
    if (Number.isFinite(time)) run.now = time;
    if (i === setup.forkAt && run.following) run.forkAt(i, "the rules alone from here: the recording after this point is ignored");
    const implied = setup.implied.get(i);
    if (implied) impliedCompaction(run, i, implied.pre);
    walkEvent(run, i, ev, time, responses, series.request);
    recordStep(series, run, i);
  }

  opts.atEnd?.(run);
  return simulationResult(session, setup, series);
}
