// The compactions a recording shows (rules.md#replay): a compact_boundary record, a
// microcompact_boundary record, or an implied one (a large drop of recorded usage with no boundary,
// recorded.ts). Each is listed as recorded; while the replay follows the recording it is taken as
// it happened; after a what-if forked, its summary and re-attachments are not this context's.
import { usageInput } from "../model";
import { checkCount } from "./check-count";
import { compact } from "./compact";
import { meetRecorded, takeRecorded } from "./follow-recording";
import type { Run } from "./run";
import { filePathKey } from "./file-path";
import { reattachAgreement } from "./reattach-agreement";
import { recordedReattachment } from "./recorded-reattachment";
import { fileItems, skillItems } from "./reattach";
import { ruleReattachmentAt } from "./rule-reattachment";
import type { LiveItem, RecordedCompaction } from "./sim-types";

function place(run: Run, i: number): Pick<RecordedCompaction, "round" | "line"> {
  const ev = run.events[i];
  return { round: ev.group, ...(ev.line !== undefined ? { line: ev.line } : {}) };
}

/** A usage drop with no boundary before the request at step i. */
export function impliedCompaction(run: Run, i: number, pre: number): void {
  const rec: RecordedCompaction = {
    step: i,
    kind: "compact",
    trigger: "auto",
    implied: true,
    preTokens: pre,
    ...place(run, i),
    taken: false,
    match: null,
  };
  run.recorded.push(rec);
  if (run.following && meetRecorded(run, i, "auto", pre)) {
    takeRecorded(run, i);
    rec.taken = true;
  }
}

/** The first request after a boundary: what it sent (input + cache write + cache read), as recorded. */
function recordedAfter(run: Run, i: number): { tokens: number; step: number } | undefined {
  for (let j = i + 1; j < run.events.length; j++) {
    const ev = run.events[j];
    if (ev.kind === "compact-boundary") return undefined;
    if (ev.kind === "assistant" && ev.usage && ev.usageCounted) {
      const u = ev.usage;
      return { tokens: usageInput(u), step: j };
    }
  }
  return undefined;
}

/**
 * What came back, recorded and by the rules (rules.md#what-came-back). The rules run on the context
 * just before the boundary, after its preTokens anchored the meter.
 */
function accountAt(run: Run, i: number, rec: RecordedCompaction): void {
  rec.reattached = recordedReattachment(run.events, i);
  rec.ruleReattached = ruleReattachmentAt(run, i);
  rec.agreement = reattachAgreement(
    rec.reattached,
    rec.ruleReattached,
    run.session.skills.filter((s) => s.event < i && run.included[s.event]),
  );
  const after = recordedAfter(run, i);
  if (after !== undefined) {
    rec.recordedAfter = after.tokens;
    rec.recordedAfterStep = after.step;
  }
}

/**
 * After a recorded compaction Claude Code's read-file state is what it re-read: the recording's
 * files where it wrote them, else the rules' (rules.md#reattachment-files).
 */
function fileStateAfter(run: Run, i: number, rec: RecordedCompaction): void {
  const files = rec.reattached?.written
    ? rec.reattached.files.filter((f) => f.inlined).map((f) => ({ path: f.path, event: f.event, tokens: run.table.perEvent[f.event] }))
    : (rec.ruleReattached?.files.attached ?? []).map((f) => ({ path: f.path, event: f.event, tokens: f.originalTokens }));
  run.fileState = new Map(files.map((f) => [filePathKey(f.path), { ...f, at: i }]));
}

/**
 * What came back when the recording does not say (rules.md#what-came-back): versions before about
 * 2.1.101 write only the summary after a boundary, while Claude Code re-attached files and skills
 * all the same. Those come back by the rules, sized by them; a recording that wrote its account
 * brings its own records instead.
 */
function unwrittenComeBack(rec: RecordedCompaction): LiveItem[] {
  if (rec.reattached?.written || !rec.ruleReattached) return [];
  return [...fileItems(rec.ruleReattached.files.attached), ...skillItems(rec.ruleReattached.skills)];
}

/** The /compact command record written after a manual boundary (2.1.109 on), before the next response. */
function commandAfter(run: Run, i: number): Run["events"][number] | undefined {
  for (let j = i + 1; j < run.events.length; j++) {
    const k = run.events[j].kind;
    if (k === "compact-command") return run.events[j];
    if (k === "assistant" || k === "tool-result" || k === "compact-boundary") return undefined;
  }
  return undefined;
}

export function compactBoundary(run: Run, i: number): void {
  const cp = run.events[i].compact;
  const trigger = cp?.trigger ?? "auto";
  const rec: RecordedCompaction = {
    step: i,
    kind: "compact",
    trigger,
    ...(cp?.preTokens !== undefined ? { preTokens: cp.preTokens } : {}),
    ...(cp?.postTokens !== undefined ? { postTokens: cp.postTokens } : {}),
    ...(cp?.durationMs !== undefined ? { durationMs: cp.durationMs } : {}),
    ...place(run, i),
    taken: false,
    match: null,
  };
  run.recorded.push(rec);
  // what the rules' check counted here before reading preTokens (check-count.ts); preTokens is
  // Claude Code's own count of the context here: recorded usage, so the meter shows it.
  if (run.following) rec.estimatedPre = Math.round(checkCount(run, i));
  if (run.following && cp?.preTokens !== undefined && cp.preTokens > 0) run.anchorTo(cp.preTokens);
  accountAt(run, i, rec);
  // A manual boundary with no /compact command before it (versions write the command after it):
  // the rules' /compact is laid beside it here, and the command record after it is not another one.
  // Past a what-if's fork it runs: a /compact is the user's doing, not the recording's answer.
  if (trigger === "manual") {
    if (run.manualCommandAt === null) {
      const instructions = commandAfter(run, i)?.compact?.instructions;
      compact(run, i, "manual", "full", !instructions, instructions, run.following);
    }
    run.commandAfterBoundary = run.manualCommandAt === null;
    run.manualCommandAt = null;
  }
  if (run.following && meetRecorded(run, i, trigger, cp?.preTokens ?? run.used())) {
    const comeBack = unwrittenComeBack(rec);
    takeRecorded(run, i, comeBack);
    fileStateAfter(run, i, rec);
    rec.taken = true;
    run.skipRecordedReattach = false;
    // Claude Code's own count of the messages after it: the context starts at overhead + postTokens
    // (rules.md#after-compaction); everything that came back, written or not, is inside that count.
    if (cp?.postTokens !== undefined && cp.postTokens > 0) {
      run.postAnchor = run.overhead.tokens + cp.postTokens;
      run.anchorTo(run.postAnchor);
    }
  } else {
    // After the fork the recorded boundary, its summary and re-attachments are not this context's.
    run.inSync = false;
    run.skipRecordedReattach = true;
  }
}

export function microcompactBoundary(run: Run, i: number): void {
  const cp = run.events[i].compact;
  run.recorded.push({
    step: i,
    kind: "microcompact",
    trigger: cp?.trigger ?? "auto",
    ...(cp?.preTokens !== undefined ? { preTokens: cp.preTokens } : {}),
    ...(cp?.tokensSaved !== undefined ? { tokensSaved: cp.tokensSaved } : {}),
    ...place(run, i),
    taken: run.following,
    match: null,
  });
  // Which results it cleared is not recorded; what it freed is, and the next usage re-anchors.
  if (run.following && cp?.tokensSaved) run.anchorUsed -= cp.tokensSaved;
}
