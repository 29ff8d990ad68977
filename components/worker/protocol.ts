// Messages between the main thread and engine.worker.ts. Kept in one file so both sides agree.
import type { Estimator, Session } from "@/lib/model";
import type { TokenTable } from "@/lib/tokens/count";
import type { RecordedTimeline } from "@/lib/context/recorded";
import type { PresetName, Settings } from "@/lib/context/settings";
import type { Simulation } from "@/lib/context/simulate";
import type { FidelityReport } from "@/lib/context/fidelity";
import type { InvokedSkill, ReattachBudget, ReattachResult } from "@/lib/skills/reattach";
import type { ReportRedaction } from "@/lib/report/redaction";
import type { Forecast } from "@/lib/context/forecast";

/**
 * One input the user loaded: a main session, or an agent-*.jsonl subagent transcript. A large
 * file stays a Blob (the File itself): the worker reads it in slices and IndexedDB stores it as
 * is, so the page never holds it as one string.
 */
export interface InputFile {
  name: string;
  text: string | Blob;
  /**
   * main: the session shown; subagent: an agent-*.jsonl attached to it; context: a /context report
   * beside it; session: another session loaded with it (a dropped projects folder), which only the
   * fidelity report reads
   */
  role: "main" | "subagent" | "context" | "session";
}

/** Files above this stay Blobs; smaller ones are read as text (scenarios and lessons read them). */
export const BLOB_INPUT_BYTES = 4 * 1024 * 1024;

/** The input's text when the page holds it as a string (small files, pastes, examples). */
export const inputText = (f: InputFile): string | null => (typeof f.text === "string" ? f.text : null);

/** Its size in characters (a string) or bytes (a Blob), for progress. */
export const inputSize = (f: InputFile): number => (typeof f.text === "string" ? f.text.length : f.text.size);

/**
 * What the user chose for the simulator: a preset (null = the scenario's own, else the default)
 * and overrides on top of it. The engine's resolveSettings() turns it into Settings.
 */
export interface SimChoice {
  preset: PresetName | null;
  overrides: Record<string, unknown>;
  /** a recorded session: the rules alone from this step on, the recording after it ignored (null or absent: follow it) */
  forkAt?: number | null;
}

export const DEFAULT_SIM_CHOICE: SimChoice = { preset: null, overrides: {} };

export interface RunRequest {
  type: "run";
  id: number;
  /** identifies the inputs: the worker keeps the parsed sessions of the last key and re-counts only */
  inputsKey: string;
  inputs: InputFile[];
  estimator: Estimator;
  /** the inputsKey whose sessions the main thread already holds: those are not sent back */
  clientHas: string | null;
  /** the estimator of the token tables the main thread holds for `clientHas`: same ones are not sent back */
  clientTables: Estimator | null;
  sim: SimChoice;
  /** compare mode: a second choice (B) the main view is also simulated under; absent or null = off */
  compare?: SimChoice | null;
}

/** The main view simulated under compare mode's second choice (B). */
export interface CompareResult {
  sim: Simulation | null;
  settings: Settings;
  problems: string[];
  simError: string | null;
}

export type ViewKind = "main" | "sidechain" | "subagent";

export interface ViewResult {
  key: string;
  kind: ViewKind;
  label: string;
  /** null when the main thread already holds this view's session (a re-count) */
  session: Session | null;
  /** null when the main thread already holds this table and timeline (a re-simulation) */
  table: TokenTable | null;
  timeline: RecordedTimeline | null;
  /** the simulation under `settings`; null when the simulator failed (`simError` says why) */
  sim: Simulation | null;
  settings: Settings;
  /** what resolveSettings() ignored or changed */
  problems: string[];
  simError: string | null;
  /** compare mode's B (main view only); absent when compare mode is off */
  compare?: CompareResult | null;
}

export type Phase = "parse" | "count" | "simulate";

/**
 * The re-attachment rule (rules.md#reattachment-skills) run on given invocations, for the skills
 * panel's what-if: the tokenizer tables and the rule stay in the worker. Answered by id, beside
 * and independent of the current run.
 */
export interface ReattachRequest {
  type: "reattach";
  id: number;
  invocations: InvokedSkill[];
  estimator: Estimator;
  budget: ReattachBudget;
}

export type ReattachAnswer =
  { type: "reattach-result"; id: number; result: ReattachResult } | { type: "reattach-error"; id: number; message: string };

/**
 * The fidelity report (lib/context/fidelity.ts, the CLI's `fidelity`) over the loaded sessions: the
 * main one and every other session loaded with it. Answered by id, like the re-attachment what-if.
 */
export interface FidelityRequest {
  type: "fidelity";
  id: number;
  inputsKey: string;
  inputs: InputFile[];
  estimator: Estimator;
}

export interface AppFidelityReport extends FidelityReport {
  estimator: Estimator;
  /** subagent transcripts attached to the sessions, not judged as sessions of their own */
  subagentFiles: number;
  /** loaded files that are not Claude Code sessions (not judged), or could not be read, and why */
  skipped: { file: string; message: string }[];
}

export type FidelityAnswer =
  { type: "fidelity-result"; id: number; report: AppFidelityReport } | { type: "fidelity-error"; id: number; message: string };

/**
 * A bug report of the main session (lib/report): its simulation under the view's settings, its
 * fidelity figures and what came back at each recorded compaction, redacted by `redaction`, as one
 * HTML document. Answered by id, like the fidelity report.
 */
export interface ReportRequest {
  type: "report";
  id: number;
  inputsKey: string;
  inputs: InputFile[];
  estimator: Estimator;
  sim: SimChoice;
  redaction: ReportRedaction;
  /** when the report was made, as it prints it */
  generatedAt: string;
}

export type ReportAnswer =
  { type: "report-result"; id: number; html: string; title: string | null } | { type: "report-error"; id: number; message: string };

/**
 * The forecast at the main session's last step (lib/context/forecast.ts, rules.md#forecast), for a
 * followed file: answered by id, like the fidelity report, from the parsed session when it is this
 * worker's.
 */
export interface ForecastRequest {
  type: "forecast";
  id: number;
  inputsKey: string;
  inputs: InputFile[];
  estimator: Estimator;
  sim: SimChoice;
}

export type ForecastAnswer =
  { type: "forecast-result"; id: number; forecast: Forecast } | { type: "forecast-error"; id: number; message: string };

export type WorkerMessage =
  | ForecastAnswer
  | ReattachAnswer
  | FidelityAnswer
  | ReportAnswer
  | { type: "progress"; id: number; phase: Phase; fraction: number }
  | { type: "result"; id: number; inputsKey: string; estimator: Estimator; views: ViewResult[]; ms: number }
  | { type: "error"; id: number; message: string };
