// How a walk starts (rules.md#replay, rules.md#calibration): whether it replays a recording, runs
// a what-if beside it or simulates a scenario, where a what-if forks, the token table calibrated on
// what the recording says before that fork, and the Run these make. Alone because it is decided
// once, before the first event; the walk (simulate.ts) only reads what it decided.
import type { Session } from "../model";
import { countSession, type TokenTable } from "../tokens/count";
import { calibrate, calibratedTable, type Calibration } from "../tokens/calibrate";
import { chars4Counter } from "../tokens/estimators";
import { sameRules } from "./fork";
import { specSkillReattacher } from "./reattach";
import { impliedCompactions } from "./recorded";
import { Run } from "./run";
import { skillsComeBack } from "./skills-come-back";
import type { Settings } from "./settings-type";
import type { Fork } from "./sim-types";
import type { SimulateOptions } from "./simulate-options";
import { thresholds } from "./thresholds";
import { recordingSettings, type VersionChoice } from "./versions";

/** Replay, what-if or simulation, as decided from the session and the options. */
interface ReplayMode {
  /** the session has recorded usage (a Claude Code recording, not a scenario) */
  isRecording: boolean;
  /** the settings the recording ran under; null for a scenario */
  recording: Settings | null;
  /** the Claude Code version the recording's settings were chosen by */
  version: VersionChoice;
  /** the step from which the rules alone run (a what-if forked there by the caller) */
  forkAt: number | undefined;
  /** the rules alone from the first record, never following the recording */
  fromStart: boolean;
  whatIf: boolean;
}

export interface SimulationSetup {
  run: Run;
  /** the token table the walk counts with: calibrated on the recording, or as given */
  table: TokenTable;
  calibration: Calibration | null;
  forkAt: number | undefined;
  recording: Settings | null;
  whatIf: boolean;
  version: VersionChoice;
  /** recorded compactions with no boundary record, by the step of the request after the drop (recorded.ts) */
  implied: Map<number, { pre: number; post: number }>;
}

function replayMode(session: Session, settings: Settings, opts: SimulateOptions): ReplayMode {
  const rec = recordingSettings(session);
  const isRecording = session.format !== "scenario" && session.events.some((e) => e.usage && e.usageCounted);
  const forkAt =
    opts.forkAt !== undefined && isRecording ? Math.max(0, Math.min(session.events.length, Math.floor(opts.forkAt))) : undefined;
  const recording = isRecording ? (opts.recording ?? rec.settings) : null;
  const fromStart = !!recording && opts.replay === false;
  const whatIf = !!recording && (fromStart || forkAt !== undefined || !sameRules(settings, recording));
  return { isRecording, recording, version: rec.choice, forkAt, fromStart, whatIf };
}

/** The calibrated table (rules.md#calibration): a fork at a step learns only from what the recording says before it. */
function calibrationBefore(
  session: Session,
  rawTable: TokenTable,
  mode: ReplayMode,
  opts: SimulateOptions,
): { calibration: Calibration | null; table: TokenTable } {
  const calibrated = mode.forkAt === undefined ? session : { ...session, events: session.events.slice(0, mode.forkAt) };
  const calibration = mode.isRecording && opts.calibrate !== false ? calibrate(calibrated, rawTable) : null;
  const table = calibration ? calibratedTable(calibration, session, rawTable) : rawTable;
  return { calibration, table };
}

/** A what-if from the start has left the recording before its first record. */
function forkAtStart(session: Session): Fork {
  const first = session.events[0];
  return {
    step: 0,
    round: first?.group ?? 0,
    ...(first?.line !== undefined ? { line: first.line } : {}),
    reason: "the rules alone from the first record",
  };
}

export function setUpSimulation(session: Session, rawTable: TokenTable, settings: Settings, opts: SimulateOptions): SimulationSetup {
  const mode = replayMode(session, settings, opts);
  const { calibration, table } = calibrationBefore(session, rawTable, mode, opts);
  const { recording } = mode;
  const counter = opts.counter ?? chars4Counter;
  const run = new Run({
    session,
    table,
    settings,
    thresholds: thresholds(settings),
    counter,
    reattachSkills: opts.reattachSkills ?? specSkillReattacher(counter),
    calibration,
    // Claude Code's own count is chars/4 whatever estimator the meter is labelled with (check-count.ts)
    roughTable: rawTable.estimator === "chars4" || !recording ? rawTable : countSession(session, chars4Counter),
    recording,
    recordingThresholds: recording ? thresholds(recording) : null,
    whatIf: mode.whatIf,
    // true while the replay follows the recording (always in replay mode; until the fork in a what-if)
    following: !!recording && !mode.fromStart,
    fork: mode.fromStart ? forkAtStart(session) : null,
    // a scenario states its own rules: only a recording's version can say skills do not come back
    skillsComeBack: !mode.isRecording || skillsComeBack(mode.version.version),
    // what the recording shows after a fork is not read to size an earlier conversation (unrecorded-prefix.ts)
    forkAt: mode.fromStart ? 0 : mode.forkAt,
  });
  const implied = recording ? impliedCompactions(session) : new Map<number, { pre: number; post: number }>();
  return { run, table, calibration, forkAt: mode.forkAt, recording, whatIf: mode.whatIf, version: mode.version, implied };
}
