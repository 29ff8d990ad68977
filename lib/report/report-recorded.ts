// The rows of the recorded compactions in a bug report (report-data.ts): each with its simulated
// counterpart, what came back beside the rules' account, and, where the recording wrote them, its
// /compact instructions and the opening of its summary. Its own file because these rows read the
// session's events around each boundary, which no other part of the report does.
import type { Event } from "../model";
import type { RecordedCompaction } from "../context/sim-types";
import { blocksText } from "../transcripts/blocks";
import type { Redactor } from "./redaction";
import type { ReportRecorded } from "./report-data";

const SUMMARY_CHARS = 600;
/** how far from a boundary its /compact command is looked for */
const NEAR = 8;

/**
 * One row per recorded compaction; `simNo` gives a simulated compaction's number in the report
 * (by its index), so a row points at its counterpart.
 */
export function recordedRows(
  recorded: RecordedCompaction[],
  events: Event[],
  simNo: Map<number, number>,
  redactor: Redactor,
): ReportRecorded[] {
  return recorded.map((r, k) => {
    const instr = r.trigger === "manual" ? redactor.text(instructionsNear(events, r.step) ?? "") : "";
    const summary = r.kind === "compact" && !r.implied ? redactor.text(summaryAfter(events, r.step) ?? "") : "";
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
      account: account(r, redactor),
      ...(instr ? { instructions: instr } : {}),
      ...(summary ? { summary } : {}),
    };
  });
}

/** What came back after a compact boundary, the recording's beside the rules'; null when either is missing. */
function account(r: RecordedCompaction, redactor: Redactor): ReportRecorded["account"] {
  const a = r.agreement;
  if (!a || !r.reattached) return null;
  return {
    written: r.reattached.written,
    skillsEqual: a.skillsEqual,
    filesSame: a.filesSame,
    filesRecorded: a.filesRecorded,
    filesRules: a.filesRules,
    skills: a.skills.map((s) => ({
      name: redactor.name(s.name),
      ...(s.recordedChars !== undefined ? { recordedChars: s.recordedChars } : {}),
      ...(s.ruleChars !== undefined ? { ruleChars: s.ruleChars } : {}),
      mark: s.mark,
      why: redactor.name(s.why),
    })),
    files: a.files.map((f) => ({ path: redactor.path(f.path), mark: f.mark, ...(f.namedOnly ? { namedOnly: true } : {}) })),
    others: r.reattached.others.map((o) => redactor.name(o.label)),
    forgotten: (r.ruleReattached?.forgotten ?? []).map((f) => redactor.name(f.name)),
  };
}

/** The opening of the summary the recording wrote just after a boundary, before the next answer or boundary. */
function summaryAfter(events: Event[], step: number): string | undefined {
  for (let i = step + 1; i < events.length && i <= step + 8; i++) {
    if (events[i].kind === "compact-summary") return blocksText(events[i].blocks).slice(0, SUMMARY_CHARS);
    if (events[i].kind === "assistant" || events[i].kind === "compact-boundary") break;
  }
  return undefined;
}

/** A manual compaction's instructions: its /compact command, written just before or after the boundary. */
function instructionsNear(events: Event[], step: number): string | undefined {
  for (let d = 0; d <= NEAR; d++)
    for (const i of [step + d, step - d]) {
      const c = events[i]?.kind === "compact-command" ? events[i].compact : undefined;
      if (c) return c.instructions;
    }
  return undefined;
}
