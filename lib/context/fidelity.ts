// Fidelity (rules.md#fidelity): can the simulator be trusted on a session? It replays the session
// under the preset its Claude Code version chooses and counts, against what the recording shows:
// recorded compactions the rules predicted within one API round, further off, or not at all
// (missed), simulated ones the recording does not have (extra), and how far the estimate of the
// context is from recorded usage before and after calibration. Pure: the CLI (cli/fidelity.ts) and
// the app's engine worker both call fidelityReport(), so they print the same figures.
import { nameMap } from "../input/shape";
import type { Session } from "../model";
import { countSession } from "../tokens/count";
import { calibrate, calibratedTable } from "../tokens/calibrate";
import type { TokenTable } from "../tokens/count";
import type { TextCounter } from "../tokens/estimators";
import { buildRecordedTimeline, scoredPoints, type RecordedTimeline } from "./recorded";
import { reattachFidelity, sumReattachFidelity, type ReattachFidelity } from "./reattach-fidelity";
import { oneStepAhead, whatIfScore, type StepAheadError, type WhatIfScore } from "./prediction-score";
import { autoReachedBeforeCount, reachedBeforeCount } from "./predicted-before-count";
import { simulate } from "./simulate";
import { differingStreams } from "./model-stream-overhead";
import { recordingSettings } from "./versions";

export interface ErrorFigure {
  /** usage points measured */
  points: number;
  /** mean (estimate - recorded) / recorded, percent: negative = the estimate is low */
  meanPct: number;
  meanAbsPct: number;
}

export interface SessionFidelity {
  file: string;
  version: string | null;
  versions: string[];
  preset: string;
  window: number;
  versionKnown: boolean;
  recorded: number;
  /** paired with a simulated compaction at most one round away */
  matched: number;
  /** of the matched: predicted without the boundary's own preTokens (the meter from usage and estimate had reached A) */
  matchedByEstimate: number;
  /**
   * the recorded compactions the user started (/compact): matchedByEstimate counts them when paired
   * (the rules compact when asked, so nothing is predicted), so they are reported apart
   */
  manual: number;
  /** of matchedByEstimate, the auto compactions: the ones the meter had to reach on its own */
  autoByEstimate: number;
  /** paired, but further than one round */
  far: number;
  missed: number;
  extra: number;
  implied: number;
  microcompactions: number;
  /** estimate of the context against recorded usage: chars/4 (or the chosen estimator) alone, then calibrated */
  errorBefore: ErrorFigure | null;
  errorAfter: ErrorFigure | null;
  /** calibrated on the first half of the file's measurements, measured on the second half only */
  errorHeldOut: { before: ErrorFigure; after: ErrorFigure } | null;
  calibration: { pairs: number; ratio: number; placeholderOutputs: number; responses: number; hiddenThinkingTokens: number };
  unknownTypes: Record<string, number>;
  subagents: number;
  /** what came back after each recorded compaction: the recording's account against the rules' */
  reattach: ReturnType<typeof reattachFidelity>;
  /** each request's recorded input against the replay's context just before it */
  stepAhead: StepAheadError | null;
  /** the rules alone from the first compaction on (prediction-score.ts) */
  whatIf: WhatIfScore | null;
  /**
   * the file starts mid-conversation (unrecorded-prefix.ts): the line of its first record, whose
   * parent another file holds; the earlier conversation's tokens (0 when the first request is no
   * larger than the system prompt + tools); whether the file's own compaction measured those
   */
  midConversation: { line: number | null; tokens: number; measured: boolean } | null;
  /** the replay's system prompt + tools per model stream, when it took more than one size (model-stream-overhead.ts) */
  modelStreams: ReturnType<typeof differingStreams>;
}

/** An error figure as the report prints it: the signed mean, one decimal ("-16.3%"), "-" without points. */
export const fidelityPct = (f: ErrorFigure | null): string => (f ? `${f.meanPct >= 0 ? "+" : ""}${f.meanPct.toFixed(1)}%` : "-");

/** The mean absolute error as the report prints it ("19.8%"), "-" without points. */
export const fidelityAbsPct = (f: ErrorFigure | null): string => (f ? `${f.meanAbsPct.toFixed(1)}%` : "-");

function errorOf(t: RecordedTimeline, from = 0): ErrorFigure | null {
  // The points where the system prompt and tools were inferred or measured are exact by construction.
  const pts = scoredPoints(t).filter((p) => p.recorded > 0 && p.event >= from);
  if (!pts.length) return null;
  let abs = 0;
  let signed = 0;
  for (const p of pts) {
    const e = (p.estimated - p.recorded) / p.recorded;
    abs += Math.abs(e);
    signed += e;
  }
  return { points: pts.length, meanPct: (signed / pts.length) * 100, meanAbsPct: (abs / pts.length) * 100 };
}

export function sessionFidelity(session: Session, table: TokenTable, counter?: TextCounter): SessionFidelity {
  const rec = recordingSettings(session);
  const version = rec.choice;
  const sim = simulate(session, table, rec.settings, counter ? { counter } : {});
  const compacts = sim.recorded.filter((r) => r.kind === "compact");
  const matched = compacts.filter((r) => r.match && Math.abs(r.match.roundDiff) <= 1).length;
  const A = sim.thresholds.autoCompactThreshold;
  const manualByEstimate = compacts.filter((r) => r.trigger === "manual" && reachedBeforeCount(r, A)).length;
  const autoByEstimate = autoReachedBeforeCount(
    sim,
    (step) => recordingSettings(session, step).settings,
    (settings) => simulate(session, table, settings, counter ? { counter } : {}),
  );
  const matchedByEstimate = manualByEstimate + autoByEstimate;
  const far = compacts.filter((r) => r.match && Math.abs(r.match.roundDiff) > 1).length;
  // a /compact the rules run where the user asked is the user's doing, not the rules' own (as in the
  // what-if, rules.md#replay): one the recording shows no boundary for (it failed or was cancelled
  // there) is no extra
  const bigExtra = sim.extra.filter(
    (k) =>
      sim.compactions[k].ok &&
      sim.compactions[k].trigger !== "manual" &&
      ["session-memory", "full", "reactive"].includes(sim.compactions[k].tier),
  ).length;

  const cal = sim.calibration ?? calibrate(session, table);
  const before = buildRecordedTimeline(session, table, { overhead: "auto" });
  const after = buildRecordedTimeline(session, calibratedTable(cal, session, table), { overhead: "auto" });

  // Held out: learn from the first half of the measurements, judge on the usage after them.
  let errorHeldOut: SessionFidelity["errorHeldOut"] = null;
  if (cal.measurements.length >= 4) {
    const mid = cal.measurements[Math.floor(cal.measurements.length / 2)].from;
    const firstHalf = calibrate({ ...session, events: session.events.slice(0, mid) }, table);
    const heldTimeline = buildRecordedTimeline(session, calibratedTable(firstHalf, session, table), { overhead: "auto" });
    const b = errorOf(before, mid);
    const a = errorOf(heldTimeline, mid);
    if (b && a) errorHeldOut = { before: b, after: a };
  }

  return {
    file: session.name,
    version: version.version,
    versions: version.versions,
    preset: version.preset,
    window: rec.settings.window,
    versionKnown: version.known,
    recorded: compacts.length,
    matched,
    matchedByEstimate,
    manual: compacts.filter((r) => r.trigger === "manual").length,
    autoByEstimate,
    far,
    missed: compacts.length - matched - far,
    extra: bigExtra,
    implied: compacts.filter((r) => r.implied).length,
    microcompactions: sim.recorded.length - compacts.length,
    errorBefore: errorOf(before),
    errorAfter: errorOf(after),
    errorHeldOut,
    calibration: {
      pairs: cal.pairs,
      ratio: cal.ratio,
      placeholderOutputs: cal.placeholderOutputs,
      responses: cal.responses,
      hiddenThinkingTokens: cal.hiddenThinking.tokens,
    },
    unknownTypes: { ...session.unknownTypes },
    subagents: session.subagents.length,
    reattach: reattachFidelity(sim.recorded, (step) => sim.tokens[step]),
    stepAhead: oneStepAhead(session, sim),
    // the threshold a what-if runs under is read from the compactions before its fork only; the
    // window is still the whole file's choice (docs/fidelity.md says so)
    whatIf: whatIfScore(session, table, (fork) => recordingSettings(session, fork).settings, sim, counter),
    modelStreams: differingStreams(sim.streams),
    midConversation: sim.unrecordedPrefix.parentOutside
      ? {
          line: sim.unrecordedPrefix.parentOutside.line ?? null,
          tokens: Math.max(0, sim.unrecordedPrefix.tokens),
          measured: sim.unrecordedPrefix.measured !== null,
        }
      : null,
  };
}

export interface FidelityTotals {
  sessions: number;
  recorded: number;
  matched: number;
  matchedByEstimate: number;
  manual: number;
  autoByEstimate: number;
  far: number;
  missed: number;
  extra: number;
  implied: number;
  errorBefore: ErrorFigure | null;
  errorAfter: ErrorFigure | null;
  errorHeldOut: { before: ErrorFigure; after: ErrorFigure } | null;
  unknownTypes: Record<string, number>;
  reattach: ReattachFidelity;
  /** pooled over the sessions whose compactions shrank the context; the others apart (stepAheadUnshrunk), as the what-if */
  stepAhead: StepAheadError | null;
  stepAheadUnshrunk: StepAheadError | null;
  /**
   * pooled over sessions: points, mean |error| in points of the window, later compactions found,
   * extras; sessions whose compactions did not shrink the context are pooled apart (whatIfUnshrunk)
   */
  whatIf: WhatIfTotals | null;
  whatIfUnshrunk: WhatIfTotals | null;
  /** sessions that start mid-conversation, those whose own compaction measured the system prompt + tools, and the earlier conversations' tokens */
  midConversation: { sessions: number; measured: number; tokens: number };
  /** sessions whose requests carried the system prompt + tools of more than one model stream, at different sizes */
  modelStreams: number;
}

export interface WhatIfTotals {
  sessions: number;
  points: number;
  meanAbsWindowPct: number;
  later: number;
  found: number;
  extra: number;
}

function pool(figs: (ErrorFigure | null)[]): ErrorFigure | null {
  const fs = figs.filter((f): f is ErrorFigure => !!f);
  const points = fs.reduce((a, f) => a + f.points, 0);
  if (!points) return null;
  return {
    points,
    meanPct: fs.reduce((a, f) => a + f.meanPct * f.points, 0) / points,
    meanAbsPct: fs.reduce((a, f) => a + f.meanAbsPct * f.points, 0) / points,
  };
}

function poolStepAhead(figs: (StepAheadError | null)[]): StepAheadError | null {
  const fs = figs.filter((f): f is StepAheadError => !!f);
  const points = fs.reduce((a, f) => a + f.points, 0);
  if (!points) return null;
  return {
    points,
    meanAbsPct: fs.reduce((a, f) => a + f.meanAbsPct * f.points, 0) / points,
    meanPct: fs.reduce((a, f) => a + f.meanPct * f.points, 0) / points,
  };
}

function poolWhatIf(figs: (WhatIfScore | null)[]): WhatIfTotals | null {
  const fs = figs.filter((f): f is WhatIfScore => !!f);
  const points = fs.reduce((a, f) => a + f.points, 0);
  if (!fs.length) return null;
  return {
    sessions: fs.length,
    points,
    meanAbsWindowPct: points ? fs.reduce((a, f) => a + f.meanAbsWindowPct * f.points, 0) / points : 0,
    later: fs.reduce((a, f) => a + f.later, 0),
    found: fs.reduce((a, f) => a + f.found, 0),
    extra: fs.reduce((a, f) => a + f.extra, 0),
  };
}

/** Sums over sessions; errors pooled over all usage points. */
export function totalFidelity(list: readonly SessionFidelity[]): FidelityTotals {
  const sum = (k: "recorded" | "matched" | "matchedByEstimate" | "manual" | "autoByEstimate" | "far" | "missed" | "extra" | "implied") =>
    list.reduce((a, s) => a + s[k], 0);
  const unknownTypes = nameMap<number>();
  for (const s of list) for (const [k, v] of Object.entries(s.unknownTypes)) unknownTypes[k] = (unknownTypes[k] ?? 0) + v;
  const hb = pool(list.map((s) => s.errorHeldOut?.before ?? null));
  const ha = pool(list.map((s) => s.errorHeldOut?.after ?? null));
  return {
    sessions: list.length,
    recorded: sum("recorded"),
    matched: sum("matched"),
    matchedByEstimate: sum("matchedByEstimate"),
    manual: sum("manual"),
    autoByEstimate: sum("autoByEstimate"),
    far: sum("far"),
    missed: sum("missed"),
    extra: sum("extra"),
    implied: sum("implied"),
    errorBefore: pool(list.map((s) => s.errorBefore)),
    errorAfter: pool(list.map((s) => s.errorAfter)),
    errorHeldOut: hb && ha ? { before: hb, after: ha } : null,
    unknownTypes,
    reattach: sumReattachFidelity(list.map((s) => s.reattach)),
    stepAhead: poolStepAhead(list.map((s) => (s.whatIf?.unshrunk ? null : s.stepAhead))),
    stepAheadUnshrunk: poolStepAhead(list.map((s) => (s.whatIf?.unshrunk ? s.stepAhead : null))),
    whatIf: poolWhatIf(list.map((s) => (s.whatIf && !s.whatIf.unshrunk ? s.whatIf : null))),
    whatIfUnshrunk: poolWhatIf(list.map((s) => (s.whatIf?.unshrunk ? s.whatIf : null))),
    modelStreams: list.filter((s) => s.modelStreams).length,
    midConversation: {
      sessions: list.filter((s) => s.midConversation).length,
      measured: list.filter((s) => s.midConversation?.measured).length,
      tokens: list.reduce((a, s) => a + (s.midConversation?.tokens ?? 0), 0),
    },
  };
}

/** Totals per Claude Code version (the newest each session carries; "none" without one). */
export function fidelityByVersion(list: readonly SessionFidelity[]): Record<string, FidelityTotals> {
  const groups = new Map<string, SessionFidelity[]>();
  for (const s of list) {
    const k = s.version ?? "none";
    groups.set(k, [...(groups.get(k) ?? []), s]);
  }
  return Object.fromEntries(
    [...groups].sort(([a], [b]) => a.localeCompare(b, "en", { numeric: true })).map(([k, v]) => [k, totalFidelity(v)]),
  );
}

/** Only Claude Code sessions are judged: the report's question is how the rules meet their recordings. */
export const judgedByFidelity = (s: Session): boolean => s.format === "claude-code-jsonl";

export interface FidelityInput {
  /** what the report calls it: the CLI gives the path, the app the file's name */
  file: string;
  session: Session;
  /** its token table under `counter`; counted here when absent */
  table?: TokenTable;
}

export interface FidelityReport {
  sessions: SessionFidelity[];
  total: FidelityTotals;
  byVersion: Record<string, FidelityTotals>;
}

/** One input's row of the report; null when the report does not judge it (not a Claude Code session). */
export function fidelityRow({ file, session, table }: FidelityInput, counter: TextCounter): SessionFidelity | null {
  if (!judgedByFidelity(session)) return null;
  return { ...sessionFidelity(session, table ?? countSession(session, counter), counter), file };
}

/** The report from its rows, in the order given (the CLI's worker threads hand them back in file order). */
export function fidelityFromRows(sessions: SessionFidelity[]): FidelityReport {
  return { sessions, total: totalFidelity(sessions), byVersion: fidelityByVersion(sessions) };
}

/**
 * The report over sessions, each and in total: what `fidelity DIR...` prints and the app's
 * fidelity panel shows. Sessions that are not Claude Code sessions are skipped. The inputs are
 * taken one at a time (a generator may read each file only when its turn comes).
 */
export function fidelityReport(inputs: Iterable<FidelityInput>, counter: TextCounter): FidelityReport {
  const sessions: SessionFidelity[] = [];
  for (const input of inputs) {
    const row = fidelityRow(input, counter);
    if (row) sessions.push(row);
  }
  return fidelityFromRows(sessions);
}
