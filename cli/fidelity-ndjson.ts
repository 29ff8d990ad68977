// `fidelity DIR --ndjson`: one JSON object a line, one line a session file, written as each
// finishes, so thousands of sessions load into DuckDB (read_json('out.ndjson')) or any engine
// that reads JSON lines. Every row has every column (null where a figure does not exist), with
// the same types, whatever the session: a table's schema does not depend on which row came first.
// The columns are listed in docs/fidelity-ndjson.md; a test checks that list against NDJSON_COLUMNS.
import path from "node:path";
import type { ErrorFigure } from "../lib/context/fidelity";
import type { FidelityDone } from "./fidelity-one";

export const NDJSON_COLUMNS = [
  "file",
  "project",
  "session_id",
  "problem",
  "version",
  "preset",
  "window",
  "subagents",
  "compactions_recorded",
  "compactions_matched",
  "compactions_matched_by_estimate",
  "compactions_manual",
  "compactions_auto_by_estimate",
  "compactions_far",
  "compactions_missed",
  "compactions_extra",
  "compactions_implied",
  "microcompactions",
  "estimator",
  "usage_points",
  "error_pct",
  "error_abs_pct",
  "calibrated_error_pct",
  "calibrated_error_abs_pct",
  "step_ahead_points",
  "step_ahead_abs_pct",
  "whatif_points",
  "whatif_abs_window_pct",
  "whatif_later_auto",
  "whatif_found",
  "whatif_extra",
  "whatif_unshrunk",
  "came_back_accounts",
  "came_back_skills_equal",
  "came_back_files_recorded",
  "came_back_files_same",
  "unknown_records",
  "unknown_types",
] as const;

export type NdjsonRow = Record<(typeof NDJSON_COLUMNS)[number], string | number | string[] | null>;

const round = (x: number | undefined | null) => (x == null ? null : Math.round(x * 100) / 100);
const fig = (f: ErrorFigure | null) => [round(f?.meanPct), round(f?.meanAbsPct)] as const;

export function ndjsonRow(d: FidelityDone, estimator: string): NdjsonRow {
  const s = d.row;
  const [errorPct, errorAbs] = fig(s?.errorBefore ?? null);
  const [calPct, calAbs] = fig(s?.errorAfter ?? null);
  const unknown = s ? Object.entries(s.unknownTypes) : [];
  return {
    file: d.file,
    project: path.basename(path.dirname(d.file)),
    session_id: d.sessionId,
    problem: d.unreadable ?? (s ? null : "not a Claude Code session"),
    version: s?.version ?? null,
    preset: s?.preset ?? null,
    window: s?.window ?? null,
    subagents: s?.subagents ?? null,
    compactions_recorded: s?.recorded ?? null,
    compactions_matched: s?.matched ?? null,
    compactions_matched_by_estimate: s?.matchedByEstimate ?? null,
    compactions_manual: s?.manual ?? null,
    compactions_auto_by_estimate: s?.autoByEstimate ?? null,
    compactions_far: s?.far ?? null,
    compactions_missed: s?.missed ?? null,
    compactions_extra: s?.extra ?? null,
    compactions_implied: s?.implied ?? null,
    microcompactions: s?.microcompactions ?? null,
    estimator,
    usage_points: s ? (s.errorBefore?.points ?? 0) : null,
    error_pct: errorPct,
    error_abs_pct: errorAbs,
    calibrated_error_pct: calPct,
    calibrated_error_abs_pct: calAbs,
    step_ahead_points: s ? (s.stepAhead?.points ?? 0) : null,
    step_ahead_abs_pct: round(s?.stepAhead?.meanAbsPct),
    whatif_points: s ? (s.whatIf?.points ?? 0) : null,
    whatif_abs_window_pct: round(s?.whatIf?.meanAbsWindowPct),
    whatif_later_auto: s ? (s.whatIf?.later ?? 0) : null,
    whatif_found: s ? (s.whatIf?.found ?? 0) : null,
    whatif_extra: s ? (s.whatIf?.extra ?? 0) : null,
    whatif_unshrunk: s ? (s.whatIf?.unshrunk ?? 0) : null,
    came_back_accounts: s?.reattach.accounts ?? null,
    came_back_skills_equal: s?.reattach.skillsEqual ?? null,
    came_back_files_recorded: s?.reattach.filesRecorded ?? null,
    came_back_files_same: s?.reattach.filesSame ?? null,
    unknown_records: s ? unknown.reduce((a, [, v]) => a + v, 0) : null,
    unknown_types: unknown.map(([k]) => k).sort(),
  };
}
