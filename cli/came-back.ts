// The text output's "what came back" under each recorded compaction (rules.md#what-came-back): the
// recording's account beside the rules', skill by skill and file by file, with why each skill
// invoked before is or is not back.
import type { ReattachFidelity, SizeError } from "../lib/context/reattach-fidelity";
import type { RecordedCompaction } from "../lib/context/sim-types";

const n = (x: number) => Math.round(x).toLocaleString("en-US");

const MARK: Record<string, string> = {
  same: "same",
  "only-recorded": "only in the recording",
  "only-rules": "only in the rules",
  "cut-differently": "cut differently",
};

export function cameBackLines(r: RecordedCompaction): string[] {
  const a = r.agreement;
  if (!a || !r.reattached) return [];
  const out: string[] = [];
  out.push(
    r.reattached.written
      ? `      what came back (recorded | rules): skills ${a.skillsEqual ? "equal" : "differ"}, files ${a.filesSame} the same of ${a.filesRecorded} recorded and ${a.filesRules} by the rules`
      : "      what came back: the recording writes nothing after this boundary; the rules' account only",
  );
  for (const s of a.skills) {
    const rec = s.recordedChars === undefined ? "-" : n(s.recordedChars);
    const rule = s.ruleChars === undefined ? "-" : n(s.ruleChars);
    out.push(`        skill ${s.name.padEnd(24)} ${rec.padStart(7)} | ${rule.padStart(7)} chars  ${MARK[s.mark].padEnd(22)} ${s.why}`);
  }
  for (const f of a.files) out.push(`        file  ${f.path}  ${MARK[f.mark]}${f.namedOnly ? " (named only, too large to re-read)" : ""}`);
  const rule = r.ruleReattached?.tokensAfter;
  if (r.postTokens !== undefined || r.recordedAfter !== undefined || rule != null) {
    out.push(
      `        size after: recorded postTokens ${r.postTokens === undefined ? "-" : n(r.postTokens)}, next request ${r.recordedAfter === undefined ? "-" : n(r.recordedAfter)}, the rules ${rule == null ? "-" : n(rule)}`,
    );
  }
  return out;
}

const size = (e: SizeError | null) =>
  e
    ? `${e.meanTokens >= 0 ? "+" : ""}${n(e.meanTokens)} tokens on average (|${n(e.meanAbsTokens)}|, ${e.meanAbsPct.toFixed(1)}%) over ${e.points}`
    : "-";

/** The fidelity report's lines on what came back, over every session. */
export function cameBackTotals(r: ReattachFidelity): string[] {
  if (!r.accounts && !r.ruleSize && !r.postTokensSize)
    return ["  what came back: no recorded compaction says (no attachment records after a boundary)"];
  return [
    `  what came back: ${r.accounts} compactions with the recording's account; the rules' skills equal it (names, order, characters) in ${r.skillsEqual}; skill entries ${r.skillEntriesSame} of ${r.skillEntries} the same; files ${r.filesSame} in both of ${r.filesRecorded} recorded and ${r.filesRules} by the rules`,
    `  size after a compaction against the next request: the rules alone ${size(r.ruleSize)}; the replay from the recorded postTokens ${size(r.postTokensSize)}`,
  ];
}
