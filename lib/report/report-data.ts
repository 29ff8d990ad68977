// The facts a bug report holds, gathered from one session, its simulation and its fidelity
// figures, every text already through the report's redaction (./redaction.ts). Plain data: the
// HTML is written from it by ./html-report.ts, and a test can build it by hand.
import { blocksText } from "../transcripts/blocks";
import type { Estimator, Session } from "../model";
import type { AgreementMark, FileAgreement } from "../context/reattach-agreement";
import type { SessionFidelity } from "../context/fidelity";
import type { ReattachStatus } from "../skills/reattach";
import type { Simulation, Tier, Trigger, TokenSource } from "../context/sim-types";
import { SOURCES } from "../context/snapshot";
import { recordingSettings } from "../context/versions";
import { reportRedactor, type ReportRedaction } from "./redaction";
import type { SecretKind } from "../share/redact";

/** How many points the timeline keeps: a step's low and high per column. */
const TIMELINE_COLUMNS = 480;
/** Lists are bounded: a long session's hundreds of microcompactions are counted, not all listed. */
export const MAX_ROWS = 300;
const SUMMARY_CHARS = 600;
/** how far from a boundary its /compact command is looked for */
const NEAR = 8;

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
  files: { path: string; tokens: number; truncated: boolean }[];
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

function noteText(message: string, R: ReturnType<typeof reportRedactor>): string {
  if (!message.startsWith(QUOTING_NOTE)) return R.name(message);
  return R.text(message) || "the API answered with an error here (its text left out); its usage is not context";
}

export function reportData(input: ReportInput): ReportData {
  const { session, sim, fidelity } = input;
  const R = reportRedactor(input.redaction);
  const events = session.events;

  // simulated compactions, numbered in step order; the recorded ones point at them by number
  const listed = sim.compactions.slice(0, MAX_ROWS);
  const simNo = new Map(listed.map((c, k) => [c.index, k + 1]));
  const recNo = new Map<number, number>();
  sim.recorded.forEach((r, k) => r.match && recNo.set(r.match.compaction, k + 1));

  const summaryAfter = (step: number): string | undefined => {
    for (let i = step + 1; i < events.length && i <= step + 8; i++) {
      if (events[i].kind === "compact-summary") return blocksText(events[i].blocks).slice(0, SUMMARY_CHARS);
      if (events[i].kind === "assistant" || events[i].kind === "compact-boundary") break;
    }
    return undefined;
  };

  /** a manual compaction's instructions: its /compact command, written just before or after the boundary */
  const instructionsNear = (step: number): string | undefined => {
    for (let d = 0; d <= NEAR; d++)
      for (const i of [step + d, step - d]) {
        const c = events[i]?.kind === "compact-command" ? events[i].compact : undefined;
        if (c) return c.instructions;
      }
    return undefined;
  };

  const recorded: ReportRecorded[] = sim.recorded.slice(0, MAX_ROWS).map((r, k) => {
    const a = r.agreement;
    const instr = r.trigger === "manual" ? R.text(instructionsNear(r.step) ?? "") : "";
    const summary = r.kind === "compact" && !r.implied ? R.text(summaryAfter(r.step) ?? "") : "";
    return {
      n: k + 1,
      step: r.step,
      ...(r.line !== undefined ? { line: r.line } : {}),
      round: r.round,
      kind: r.kind,
      trigger: r.trigger,
      implied: !!r.implied,
      ...(r.preTokens !== undefined ? { preTokens: r.preTokens } : {}),
      ...(r.postTokens !== undefined ? { postTokens: r.postTokens } : {}),
      ...(r.tokensSaved !== undefined ? { tokensSaved: r.tokensSaved } : {}),
      ...(r.estimatedPre !== undefined ? { estimatedPre: r.estimatedPre } : {}),
      ...(r.recordedAfter !== undefined ? { recordedAfter: r.recordedAfter } : {}),
      ruleAfter: r.ruleReattached?.tokensAfter ?? null,
      ruleSummary: r.ruleReattached?.summaryTokens ?? null,
      taken: r.taken,
      match: r.match
        ? {
            n: simNo.get(r.match.compaction) ?? r.match.compaction + 1,
            step: r.match.step,
            tier: r.match.tier,
            roundDiff: r.match.roundDiff,
            tokenDiff: r.match.tokenDiff,
          }
        : null,
      account:
        a && r.reattached
          ? {
              written: r.reattached.written,
              skillsEqual: a.skillsEqual,
              filesSame: a.filesSame,
              filesRecorded: a.filesRecorded,
              filesRules: a.filesRules,
              skills: a.skills.map((s) => ({
                name: R.name(s.name),
                ...(s.recordedChars !== undefined ? { recordedChars: s.recordedChars } : {}),
                ...(s.ruleChars !== undefined ? { ruleChars: s.ruleChars } : {}),
                mark: s.mark,
                why: R.name(s.why),
              })),
              files: a.files.map((f) => ({ path: R.path(f.path), mark: f.mark, ...(f.namedOnly ? { namedOnly: true } : {}) })),
              others: r.reattached.others.map((o) => R.name(o.label)),
              forgotten: (r.ruleReattached?.forgotten ?? []).map((f) => R.name(f.name)),
            }
          : null,
      ...(instr ? { instructions: instr } : {}),
      ...(summary ? { summary } : {}),
    };
  });

  let memoryNo = 0;
  const memoryAlias = new Map<number, string>();
  const memoryLabel = (index: number, label: string) => {
    if (R.options.paths) return R.name(label);
    if (!memoryAlias.has(index)) memoryAlias.set(index, `memory file ${++memoryNo}`);
    return memoryAlias.get(index)!;
  };
  const simulated: ReportSimulated[] = listed.map((c, k) => {
    const instr = R.text(c.instructions ?? "");
    return {
      n: k + 1,
      step: c.step,
      ...(c.line !== undefined ? { line: c.line } : {}),
      round: c.round,
      tier: c.tier,
      trigger: c.trigger,
      ok: c.ok,
      ...(c.failure ? { failure: c.failure } : {}),
      predicted: c.predicted,
      tokensBefore: Math.round(c.tokensBefore),
      tokensAfter: Math.round(c.tokensAfter),
      summaryTokens: c.summary ? Math.round(c.summary.tokens) : null,
      summarised: { items: c.summarised.items, tokens: Math.round(c.summarised.tokens) },
      kept: { items: c.kept.items, tokens: Math.round(c.kept.tokens) },
      cleared: { count: c.cleared.length, tokens: Math.round(c.cleared.reduce((a, b) => a + b.tokens - b.stubTokens, 0)) },
      skills: (c.reattached.skills?.skills ?? []).map((s) => ({
        name: R.name(s.name),
        status: s.status,
        chars: s.chars,
        originalChars: s.originalChars,
        ...(s.cutAt !== undefined ? { cutAt: s.cutAt } : {}),
        tokens: Math.round(s.tokens),
      })),
      files: c.reattached.files.map((f) => ({ path: R.path(f.path), tokens: Math.round(f.tokens), truncated: f.truncated })),
      skippedFiles: c.reattached.skippedFiles.map((f) => ({ path: R.path(f.path), reason: f.reason })),
      memory: c.reattached.memory.map((m) => ({ label: memoryLabel(m.index, m.label), tokens: Math.round(m.tokens) })),
      recorded: recNo.get(c.index) ?? null,
      ...(instr ? { instructions: instr } : {}),
    };
  });

  const models: string[] = [];
  for (const ev of events) if (ev.model && !models.includes(ev.model) && models.length < 10) models.push(ev.model);
  if (!models.length && session.meta.model) models.push(session.meta.model);

  const sources = SOURCES.map((source) => ({ source, steps: 0 }));
  for (let i = 0; i < sim.steps; i++) if (sources[sim.source[i]]) sources[sim.source[i]].steps++;

  const T = sim.thresholds;
  const points = timelinePoints(sim.tokens);
  const sessionId = R.title(session.meta.sessionId);
  const gitBranch = R.title(session.meta.gitBranch);
  // the working folder is no file: without paths it is left out, not given a file's alias
  const cwd = session.meta.cwd && R.options.paths ? R.path(session.meta.cwd) : undefined;

  const data: ReportData = {
    generatedAt: input.generatedAt,
    title: R.title(session.meta.title ?? session.name),
    facts: {
      format: session.format,
      versions: sim.version.versions.map(R.name),
      version: sim.version.version,
      models: models.map(R.name),
      window: sim.settings.window,
      preset: sim.settings.preset,
      presetWhy: presetWhy(input),
      mode: sim.mode,
      fork: sim.fork ? { step: sim.fork.step, reason: R.name(sim.fork.reason) } : null,
      events: events.length,
      rounds: events.reduce((m, e) => Math.max(m, e.group + 1), 0),
      ...(sessionId ? { sessionId } : {}),
      ...(gitBranch ? { gitBranch } : {}),
      ...(cwd ? { cwd } : {}),
      subagents: session.subagents.length,
    },
    thresholds: {
      window: T.window,
      effective: T.effectiveWindow,
      auto: T.autoCompactThreshold,
      warning: T.warningThreshold,
      blocking: T.blockingThreshold,
      autoEnabled: T.autoCompactEnabled,
    },
    timeline: {
      steps: sim.steps,
      points,
      max: points.reduce((m, p) => Math.max(m, p[1]), 0),
      recorded: recorded.map((r) => ({ n: r.n, step: r.step, kind: r.kind })),
      simulated: simulated.map((c) => ({ n: c.n, step: c.step, tier: c.tier, predicted: c.predicted, ok: c.ok })),
    },
    recorded,
    simulated,
    simulatedLeftOut: sim.compactions.length - listed.length,
    notes: sim.notes.slice(0, MAX_ROWS).map((n) => ({ step: n.step, kind: n.kind, message: noteText(n.message, R) })),
    fidelity: fidelity
      ? {
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
        }
      : null,
    fidelityWhy: fidelity
      ? null
      : session.format === "claude-code-jsonl"
        ? "the fidelity figures were not computed for this report"
        : "not a Claude Code recording: there is nothing recorded to hold the rules against",
    counts: {
      estimator: sim.estimator,
      calibration: sim.calibration ? { ratio: sim.calibration.ratio, pairs: sim.calibration.pairs } : null,
      sources: sources.filter((s) => s.steps > 0),
    },
    redaction: { ...R.options, secrets: [] },
  };
  data.redaction.secrets = R.findings();
  return data;
}
