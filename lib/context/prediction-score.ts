// Scores that cannot read the answer (rules.md#fidelity). A replay that anchors on recorded usage
// shows what the recording says; these measure what the simulator predicts before it reads it.
// - One step ahead: each request's recorded input against the replay's context just before it (the
//   last usage plus the estimate of what was appended since), never against the usage it anchors on.
// - What-if from the first compaction: the recording followed through its first compaction (and
//   what came back), then the rules alone (forkAt): the meter against every later recorded request in
//   points of the window, and the later recorded auto compactions the rules reach within three API
//   rounds, with the ones they add.
import { usageInput, type Event, type Session } from "../model";
import type { TokenTable } from "../tokens/count";
import type { TextCounter } from "../tokens/estimators";
import type { Settings } from "./settings-type";
import type { Simulation } from "./sim-types";
import { simulate } from "./simulate";
import { responseStart } from "./response-records";
import { COMMAND_RECORD } from "./text-signals";
import { unshrunkCompactions } from "./unshrunk-compaction";

export interface StepAheadError {
  points: number;
  /** mean |predicted - recorded| / recorded, percent */
  meanAbsPct: number;
  /** mean (predicted - recorded) / recorded, percent */
  meanPct: number;
}

export interface WhatIfScore {
  /** the step the rules take over at (after the first recorded compaction and what came back) */
  forkStep: number;
  /** recorded requests after it, and the meter's mean |error| against them in points of the window */
  points: number;
  meanAbsWindowPct: number;
  /** later recorded auto compactions, and those the rules alone reach within three API rounds */
  later: number;
  found: number;
  /** compactions the rules alone run that no later recorded one is within three rounds of */
  extra: number;
  /** recorded auto compactions after which the next request still sent most of the context (unshrunk-compaction.ts) */
  unshrunk: number;
}

const inputOf = (ev: Event) => usageInput(ev.usage!);

/**
 * Recorded requests of the main chain: [request start, recorded input], the first left out (the
 * overhead is inferred from it), and `measured`, the one an earlier conversation was sized on
 * (unrecorded-prefix.ts): both are exact by construction.
 */
function requests(session: Session, from = 0, measured = -1): { start: number; input: number; round: number }[] {
  const out: { start: number; input: number; round: number }[] = [];
  for (const ev of session.events) {
    if (ev.kind !== "assistant" || !ev.usage || !ev.usageCounted || ev.i < from || ev.i === measured) continue;
    out.push({ start: responseStart(session.events, ev.i), input: inputOf(ev), round: ev.group });
  }
  return from === 0 ? out.slice(1) : out;
}

export function oneStepAhead(session: Session, sim: Simulation): StepAheadError | null {
  let n = 0;
  let abs = 0;
  let signed = 0;
  for (const r of requests(session, 0, sim.unrecordedPrefix.measured?.event)) {
    if (r.start === 0 || r.input <= 0) continue;
    const e = (sim.tokens[r.start - 1] - r.input) / r.input;
    n++;
    abs += Math.abs(e);
    signed += e;
  }
  return n ? { points: n, meanAbsPct: (abs / n) * 100, meanPct: (signed / n) * 100 } : null;
}

/** The first event after a recorded compaction's own records: its summary, its command's records, what came back. */
function afterFirstCompaction(session: Session, sim: Simulation): number | null {
  const first = sim.recorded.find((r) => r.kind === "compact" && !r.implied);
  if (!first) return null;
  for (let i = first.step + 1; i < session.events.length; i++) {
    const k = session.events[i].kind;
    if (k === "assistant" || k === "tool-result") return i;
    if (k === "user" && !COMMAND_RECORD.test(textOf(session.events[i]))) return i;
  }
  return null;
}

const textOf = (ev: Event) => (ev.blocks[0]?.type === "text" ? ev.blocks[0].text : "");

/**
 * The what-if score from the first compaction on; null when the recording has no compaction with
 * requests after it. `settings` may be chosen at the fork, from what the recording shows before
 * it (recordingSettings(session, forkStep)): the walk up to the fork follows the recording under
 * the same settings, so only forkAt decides where the rules take over.
 */
export function whatIfScore(
  session: Session,
  table: TokenTable,
  settings: Settings | ((forkStep: number) => Settings),
  replay: Simulation,
  counter?: TextCounter,
): WhatIfScore | null {
  const forkStep = afterFirstCompaction(session, replay);
  if (forkStep === null) return null;
  const reqs = requests(session, forkStep);
  if (!reqs.length) return null;
  const s = typeof settings === "function" ? settings(forkStep) : settings;
  const sim = simulate(session, table, s, { forkAt: forkStep, recording: s, ...(counter ? { counter } : {}) });
  const W = sim.thresholds.window;
  let abs = 0;
  for (const r of reqs) abs += Math.abs(sim.tokens[r.start - 1] - r.input) / W;
  const later = sim.recorded.filter((r) => r.kind === "compact" && r.trigger === "auto" && r.step > forkStep);
  const ours = sim.compactions.filter(
    // the rules' own decisions: a manual /compact is the user's, run where the user ran it
    (c) =>
      !c.predicted &&
      c.ok &&
      c.trigger !== "manual" &&
      c.step >= forkStep &&
      (c.tier === "full" || c.tier === "session-memory" || c.tier === "reactive"),
  );
  const used = new Set<number>();
  let found = 0;
  for (const r of later) {
    // the recorded compaction's round is the request after its boundary
    const round = r.recordedAfterStep !== undefined ? session.events[r.recordedAfterStep].group : r.round;
    const c = ours.find((x) => !used.has(x.index) && Math.abs(x.round - round) <= 3);
    if (c) {
      used.add(c.index);
      found++;
    }
  }
  return {
    forkStep,
    points: reqs.length,
    meanAbsWindowPct: (abs / reqs.length) * 100,
    later: later.length,
    found,
    extra: ours.filter((c) => !used.has(c.index)).length,
    unshrunk: unshrunkCompactions(replay.recorded, replay.streams),
  };
}
