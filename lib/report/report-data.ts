// The facts a bug report holds, gathered from one session, its simulation and its fidelity
// figures, every text already through the report's redaction (./redaction.ts). Plain data: the
// HTML is written from it by ./html-report.ts, and a test can build it by hand. One function per
// section of the report; the rows of the compactions, recorded and simulated, have files of their
// own (./report-recorded.ts, ./report-simulated.ts).
import type { Estimator, Session } from "../model";
import type { AgreementMark, FileAgreement } from "../context/reattach-agreement";
import type { SessionFidelity } from "../context/fidelity";
import type { ReattachStatus } from "../skills/reattach";
import type { Simulation, Tier, Trigger, TokenSource } from "../context/sim-types";
import { SOURCES } from "../context/snapshot";
import { recordingSettings } from "../context/versions";
import { reportRedactor, type Redactor, type ReportRedaction } from "./redaction";
import { recordedRows } from "./report-recorded";
import { simulatedRows } from "./report-simulated";
import type { SecretKind } from "../share/redact";

/** How many points the timeline keeps: a step's low and high per column. */
const TIMELINE_COLUMNS = 480;
/** Lists are bounded: a long session's hundreds of microcompactions are counted, not all listed. */
export const MAX_ROWS = 300;

export interface ReportSkillRow {
  name: string;
  recordedChars?: number;
  ruleChars?: number;
  mark: AgreementMark;
  why: string;
}

export interface ReportFileRow {
  path: string;
  mark: FileAgreement["mark"];
  namedOnly?: boolean;
}

export interface ReportRecorded {
  /** 1-based, in file order */
  n: number;
  step: number;
  line?: number;
  round: number;
  kind: "compact" | "microcompact";
  trigger: "auto" | "manual";
  implied: boolean;
  preTokens?: number;
  postTokens?: number;
  tokensSaved?: number;
  /** the replay's meter just before the boundary */
  estimatedPre?: number;
  /** the first request after it, as recorded */
  recordedAfter?: number;
  /** the rules' context just after, and their summary (estimates) */
  ruleAfter: number | null;
  ruleSummary: number | null;
  /** false: a what-if had left the recording before it */
  taken: boolean;
  /** its simulated counterpart (ReportSimulated.n) */
  match: { n: number; step: number; tier: Tier; roundDiff: number; tokenDiff: number | null } | null;
  /** what came back, the recording's account beside the rules' (compact boundaries) */
  account: {
    written: boolean;
    skillsEqual: boolean;
    filesSame: number;
    filesRecorded: number;
    filesRules: number;
    skills: ReportSkillRow[];
    files: ReportFileRow[];
    /** other attachments written after the boundary (plan, tasks, listing), by label */
    others: string[];
    /** skills the rules forget (invoked before a resume) */
    forgotten: string[];
  } | null;
  instructions?: string;
  /** the opening of the summary the recording wrote */
  summary?: string;
}

export interface ReportSimulated {
  n: number;
  step: number;
  line?: number;
  round: number;
  tier: Tier;
  trigger: Trigger;
  ok: boolean;
  failure?: string;
  /** laid beside the recording (a replay), not applied */
  predicted: boolean;
  tokensBefore: number;
  tokensAfter: number;
  summaryTokens: number | null;
  summarised: { items: number; tokens: number };
  kept: { items: number; tokens: number };
  cleared: { count: number; tokens: number };
  skills: { name: string; status: ReattachStatus; chars: number; originalChars: number; cutAt?: number; tokens: number }[];
  files: { path: string; tokens: number; named: boolean }[];
  skippedFiles: { path: string; reason: string }[];
  memory: { label: string; tokens: number }[];
  /** the recorded compaction it pairs with (ReportRecorded.n) */
  recorded: number | null;
  instructions?: string;
}

/** The session's fidelity figures the report prints: SessionFidelity's, less the file name and the per-point sizes. */
export type ReportFidelity = Pick<
  SessionFidelity,
  | "version"
  | "preset"
  | "window"
  | "versionKnown"
  | "recorded"
  | "matched"
  | "matchedByEstimate"
  | "far"
  | "missed"
  | "extra"
  | "implied"
  | "microcompactions"
  | "errorBefore"
  | "errorAfter"
  | "errorHeldOut"
  | "calibration"
> & { reattach: Omit<SessionFidelity["reattach"], "pts"> };

export interface ReportData {
  generatedAt: string;
  /** the session's title or file name, when the options let it in */
  title: string | null;
  facts: {
    format: Session["format"];
    versions: string[];
    version: string | null;
    models: string[];
    window: number;
    preset: string;
    /** why this preset and window */
    presetWhy: string[];
    mode: Simulation["mode"];
    fork: { step: number; reason: string } | null;
    events: number;
    rounds: number;
    sessionId?: string;
    gitBranch?: string;
    cwd?: string;
    subagents: number;
  };
  thresholds: { window: number; effective: number; auto: number; warning: number; blocking: number; autoEnabled: boolean };
  timeline: {
    steps: number;
    /** [step, tokens]: the meter, a column's low and high kept */
    points: [number, number][];
    max: number;
    recorded: { n: number; step: number; kind: "compact" | "microcompact" }[];
    simulated: { n: number; step: number; tier: Tier; predicted: boolean; ok: boolean }[];
  };
  recorded: ReportRecorded[];
  simulated: ReportSimulated[];
  /** simulated compactions beyond MAX_ROWS, counted only */
  simulatedLeftOut: number;
  notes: { step: number; kind: string; message: string }[];
  /** null: not judged (not a Claude Code recording), and why */
  fidelity: ReportFidelity | null;
  fidelityWhy: string | null;
  counts: {
    estimator: Estimator;
    calibration: { ratio: number; pairs: number } | null;
    /** steps whose meter came from each source */
    sources: { source: TokenSource; steps: number }[];
  };
  redaction: ReportRedaction & { secrets: { kind: SecretKind; count: number }[] };
}

export interface ReportInput {
  session: Session;
  sim: Simulation;
  /** the fidelity figures of this session (lib/context/fidelity.ts sessionFidelity), or null */
  fidelity: SessionFidelity | null;
  /** what the user chose in the app: a preset (null = the recording's or the scenario's own) and overrides */
  choice?: { preset: string | null; overrides: Record<string, unknown> };
  generatedAt: string;
  redaction?: Partial<ReportRedaction>;
}

/** The meter per step, at most two points (low, high) per column, in step order. */
function timelinePoints(tokens: ArrayLike<number>): [number, number][] {
  const n = tokens.length;
  const per = Math.max(1, Math.ceil(n / TIMELINE_COLUMNS));
  const out: [number, number][] = [];
  for (let a = 0; a < n; a += per) {
    const b = Math.min(n, a + per);
    let lo = a;
    let hi = a;
    for (let i = a; i < b; i++) {
      if (tokens[i] < tokens[lo]) lo = i;
      if (tokens[i] > tokens[hi]) hi = i;
    }
    const pick = lo === hi ? [lo] : lo < hi ? [lo, hi] : [hi, lo];
    for (const i of pick) out.push([i, Math.round(tokens[i])]);
  }
  return out;
}

function presetWhy(input: ReportInput): string[] {
  const { session, sim, choice } = input;
  const changed = choice && Object.keys(choice.overrides).length ? ` with ${Object.keys(choice.overrides).join(", ")} changed` : "";
  if (choice?.preset) return [`chosen in the app: ${choice.preset}${changed} (a what-if, not the recording's own settings)`];
  if (session.format === "scenario")
    return [session.scenario?.preset ? `the scenario's own preset${changed}` : `the default preset, the scenario names none${changed}`];
  const rec = recordingSettings(session);
  return [...rec.why, ...(changed ? [`then${changed} in the app (a what-if)`] : [])].map((w, k) =>
    k === 0 && sim.settings.preset !== rec.choice.preset ? `${w}; ${sim.settings.preset} in use` : w,
  );
}

/** The engine's note on an API error quotes the record's text: message text, like any other. */
const QUOTING_NOTE = "the API answered with an error here (";

function noteText(message: string, redactor: Redactor): string {
  if (!message.startsWith(QUOTING_NOTE)) return redactor.name(message);
  return redactor.text(message) || "the API answered with an error here (its text left out); its usage is not context";
}

export function reportData(input: ReportInput): ReportData {
  const { session, sim, fidelity } = input;
  const redactor = reportRedactor(input.redaction);

  // simulated compactions, numbered in step order; the recorded ones point at them by number
  const listed = sim.compactions.slice(0, MAX_ROWS);
  const simNo = new Map(listed.map((c, k) => [c.index, k + 1]));
  const recNo = new Map<number, number>();
  sim.recorded.forEach((r, k) => r.match && recNo.set(r.match.compaction, k + 1));
  const recorded = recordedRows(sim.recorded.slice(0, MAX_ROWS), session.events, simNo, redactor);
  const simulated = simulatedRows(listed, recNo, redactor);

  // the redactor numbers paths and counts secrets in the order it is asked: the facts come after the rows
  const facts = reportFacts(input, redactor);
  const data: ReportData = {
    generatedAt: input.generatedAt,
    title: facts.title,
    facts: facts.facts,
    thresholds: thresholds(sim),
    timeline: timeline(sim, recorded, simulated),
    recorded,
    simulated,
    simulatedLeftOut: sim.compactions.length - listed.length,
    notes: sim.notes.slice(0, MAX_ROWS).map((n) => ({ step: n.step, kind: n.kind, message: noteText(n.message, redactor) })),
    fidelity: fidelity ? fidelityFigures(fidelity) : null,
    fidelityWhy: fidelity
      ? null
      : session.format === "claude-code-jsonl"
        ? "the fidelity figures were not computed for this report"
        : "not a Claude Code recording: there is nothing recorded to hold the rules against",
    counts: counts(sim),
    redaction: { ...redactor.options, secrets: [] },
  };
  data.redaction.secrets = redactor.findings();
  return data;
}

/** The report's title and the facts of the session and of the run: format, versions, models, settings, size. */
function reportFacts(input: ReportInput, redactor: Redactor): Pick<ReportData, "title" | "facts"> {
  const { session, sim } = input;
  const events = session.events;
  const models: string[] = [];
  for (const ev of events) if (ev.model && !models.includes(ev.model) && models.length < 10) models.push(ev.model);
  if (!models.length && session.meta.model) models.push(session.meta.model);
  const sessionId = redactor.title(session.meta.sessionId);
  const gitBranch = redactor.title(session.meta.gitBranch);
  // the working folder is no file: without paths it is left out, not given a file's alias
  const cwd = session.meta.cwd && redactor.options.paths ? redactor.path(session.meta.cwd) : undefined;
  const title = redactor.title(session.meta.title ?? session.name);
  return {
    title,
    facts: {
      format: session.format,
      versions: sim.version.versions.map(redactor.name),
      version: sim.version.version,
      models: models.map(redactor.name),
      window: sim.settings.window,
      preset: sim.settings.preset,
      presetWhy: presetWhy(input),
      mode: sim.mode,
      fork: sim.fork ? { step: sim.fork.step, reason: redactor.name(sim.fork.reason) } : null,
      events: events.length,
      rounds: events.reduce((m, e) => Math.max(m, e.group + 1), 0),
      ...(sessionId ? { sessionId } : {}),
      ...(gitBranch ? { gitBranch } : {}),
      ...(cwd ? { cwd } : {}),
      subagents: session.subagents.length,
    },
  };
}

function thresholds(sim: Simulation): ReportData["thresholds"] {
  const levels = sim.thresholds;
  return {
    window: levels.window,
    effective: levels.effectiveWindow,
    auto: levels.autoCompactThreshold,
    warning: levels.warningThreshold,
    blocking: levels.blockingThreshold,
    autoEnabled: levels.autoCompactEnabled,
  };
}

/** The meter over the steps, with where each listed compaction falls. */
function timeline(sim: Simulation, recorded: ReportRecorded[], simulated: ReportSimulated[]): ReportData["timeline"] {
  const points = timelinePoints(sim.tokens);
  return {
    steps: sim.steps,
    points,
    max: points.reduce((m, p) => Math.max(m, p[1]), 0),
    recorded: recorded.map((r) => ({ n: r.n, step: r.step, kind: r.kind })),
    simulated: simulated.map((c) => ({ n: c.n, step: c.step, tier: c.tier, predicted: c.predicted, ok: c.ok })),
  };
}

/** The session's fidelity figures, less the per-point sizes of re-attachment. */
function fidelityFigures(fidelity: SessionFidelity): ReportFidelity {
  return {
    version: fidelity.version,
    preset: fidelity.preset,
    window: fidelity.window,
    versionKnown: fidelity.versionKnown,
    recorded: fidelity.recorded,
    matched: fidelity.matched,
    matchedByEstimate: fidelity.matchedByEstimate,
    far: fidelity.far,
    missed: fidelity.missed,
    extra: fidelity.extra,
    implied: fidelity.implied,
    microcompactions: fidelity.microcompactions,
    errorBefore: fidelity.errorBefore,
    errorAfter: fidelity.errorAfter,
    errorHeldOut: fidelity.errorHeldOut,
    calibration: fidelity.calibration,
    reattach: (({ pts: _pts, ...rest }) => rest)(fidelity.reattach),
  };
}

/** What the meter was counted with: the estimator, its calibration, and how many steps each source gave. */
function counts(sim: Simulation): ReportData["counts"] {
  const sources = SOURCES.map((source) => ({ source, steps: 0 }));
  for (let i = 0; i < sim.steps; i++) if (sources[sim.source[i]]) sources[sim.source[i]].steps++;
  return {
    estimator: sim.estimator,
    calibration: sim.calibration ? { ratio: sim.calibration.ratio, pairs: sim.calibration.pairs } : null,
    sources: sources.filter((s) => s.steps > 0),
  };
}
