// Messages between the main thread and engine.worker.ts. Kept in one file so both sides agree.
import type { Estimator, Session } from "@/lib/model";
import type { TokenTable } from "@/lib/tokens/count";
import type { RecordedTimeline } from "@/lib/context/recorded";

/** One text the user loaded: a main session, or an agent-*.jsonl subagent transcript. */
export interface InputFile {
  name: string;
  text: string;
  role: "main" | "subagent";
}

export interface RunRequest {
  type: "run";
  id: number;
  /** identifies the inputs: the worker keeps the parsed sessions of the last key and re-counts only */
  inputsKey: string;
  inputs: InputFile[];
  estimator: Estimator;
  /** the inputsKey whose sessions the main thread already holds: those are not sent back */
  clientHas: string | null;
}

export type ViewKind = "main" | "sidechain" | "subagent";

export interface ViewResult {
  key: string;
  kind: ViewKind;
  label: string;
  /** null when the main thread already holds this view's session (a re-count) */
  session: Session | null;
  table: TokenTable;
  timeline: RecordedTimeline;
}

export type WorkerMessage =
  | { type: "progress"; id: number; phase: "parse" | "count"; fraction: number }
  | { type: "result"; id: number; inputsKey: string; estimator: Estimator; views: ViewResult[]; ms: number }
  | { type: "error"; id: number; message: string };
