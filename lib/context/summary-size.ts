// How large Claude Code's own summary is (rules.md#summary-size). A simulator cannot call the
// model, so it builds the nine sections from the transcript; on recorded sessions that measured
// size is far from what Claude Code wrote (median 1,524 tokens against a recorded postTokens of
// 9,885 on the tune sessions). Where a recording's version has recorded postTokens, the summary is
// sized at their median for that version range instead; older versions take the nearest range's.
import { compareVersions, parseVersion } from "./versions";

export interface SummarySizeRow {
  /** first version of the range (inclusive) */
  from: string;
  tokens: number;
  /** recorded compactions the median is taken over */
  compactions: number;
}

/** Median recorded postTokens by version range (public sessions, counts only; docs/versions.md). */
export const RECORDED_SUMMARY_SIZE: readonly SummarySizeRow[] = [
  { from: "2.1.111", tokens: 9_636, compactions: 83 },
  { from: "2.1.130", tokens: 10_794, compactions: 28 },
  { from: "2.1.150", tokens: 9_729, compactions: 10 },
];

/** The summary size for a recording of `version`, and where the figure comes from. */
export function recordedSummarySize(version: string | undefined): { tokens: number; source: string } {
  const rows = RECORDED_SUMMARY_SIZE;
  const v = version ? parseVersion(version) : null;
  const atLeast = (from: string) => !!v && compareVersions(v, parseVersion(from)!) >= 0;
  let row = rows[0];
  for (const r of rows) if (atLeast(r.from)) row = r;
  const before = !atLeast(rows[0].from);
  return {
    tokens: row.tokens,
    source: before
      ? `no postTokens recorded before ${rows[0].from}: the median of ${row.compactions} recorded compactions of ${row.from} on`
      : `the median postTokens of ${row.compactions} recorded compactions of ${row.from} on`,
  };
}
