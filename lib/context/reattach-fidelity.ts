// Fidelity of what came back (rules.md#fidelity): over the recorded compactions whose attachment
// records say what came back, how often the rules' skills equal the recording's (names, order,
// characters), how many skill entries and files agree, and how far the size after a compaction is
// from the next recorded request, by the rules alone and by overhead + the recorded postTokens.
import type { RecordedCompaction } from "./sim-types";

export interface SizeError {
  points: number;
  /** mean (predicted - recorded), tokens: negative = predicted low */
  meanTokens: number;
  meanAbsTokens: number;
  /** mean |predicted - recorded| / recorded, percent */
  meanAbsPct: number;
}

export interface ReattachFidelity {
  /** recorded compactions whose attachments say what came back */
  accounts: number;
  /** of those, the rules' skills equal the recording's: names, order and characters */
  skillsEqual: number;
  /** skill entries the recording put back, and of those the ones the rules put back with the same characters */
  skillEntries: number;
  skillEntriesSame: number;
  /** files the recording put back (inlined or named), the rules', and the ones in both */
  filesRecorded: number;
  filesRules: number;
  filesSame: number;
  /** the rules' context right after (summary, files, skills) against the next recorded request */
  ruleSize: SizeError | null;
  /** the replay just before the next recorded request (system prompt and tools + recorded postTokens + what was attached after the summary) against that request */
  postTokensSize: SizeError | null;
}

interface Pt {
  predicted: number;
  recorded: number;
}

function sizeError(pts: Pt[]): SizeError | null {
  const ok = pts.filter((p) => p.recorded > 0);
  if (!ok.length) return null;
  let s = 0;
  let a = 0;
  let pct = 0;
  for (const p of ok) {
    const d = p.predicted - p.recorded;
    s += d;
    a += Math.abs(d);
    pct += Math.abs(d) / p.recorded;
  }
  return { points: ok.length, meanTokens: s / ok.length, meanAbsTokens: a / ok.length, meanAbsPct: (pct / ok.length) * 100 };
}

export function reattachFidelity(
  recorded: readonly RecordedCompaction[],
  replayAt: (step: number) => number,
): ReattachFidelity & { pts: { rule: Pt[]; post: Pt[] } } {
  const out = {
    accounts: 0,
    skillsEqual: 0,
    skillEntries: 0,
    skillEntriesSame: 0,
    filesRecorded: 0,
    filesRules: 0,
    filesSame: 0,
    ruleSize: null as SizeError | null,
    postTokensSize: null as SizeError | null,
    pts: { rule: [] as Pt[], post: [] as Pt[] },
  };
  for (const r of recorded) {
    if (r.kind !== "compact" || r.implied) continue;
    const a = r.agreement;
    if (a && r.reattached?.written) {
      out.accounts++;
      if (a.skillsEqual) out.skillsEqual++;
      out.skillEntries += r.reattached.skills.length;
      out.skillEntriesSame += a.skills.filter((s) => s.mark === "same" && s.recordedChars !== undefined).length;
      out.filesRecorded += a.filesRecorded;
      out.filesRules += a.filesRules;
      out.filesSame += a.filesSame;
    }
    if (r.recordedAfter === undefined) continue;
    const rule = r.ruleReattached?.tokensAfter;
    if (rule != null) out.pts.rule.push({ predicted: rule, recorded: r.recordedAfter });
    // the replay's meter just before that request, which starts from postTokens where it is recorded
    if (r.postTokens !== undefined && r.recordedAfterStep !== undefined && r.taken)
      out.pts.post.push({ predicted: replayAt(r.recordedAfterStep - 1), recorded: r.recordedAfter });
  }
  out.ruleSize = sizeError(out.pts.rule);
  out.postTokensSize = sizeError(out.pts.post);
  return out;
}

/** Sums over sessions; the size errors pooled over every compaction. */
export function sumReattachFidelity(list: readonly (ReattachFidelity & { pts?: { rule: Pt[]; post: Pt[] } })[]): ReattachFidelity {
  const sum = (k: "accounts" | "skillsEqual" | "skillEntries" | "skillEntriesSame" | "filesRecorded" | "filesRules" | "filesSame") =>
    list.reduce((a, s) => a + s[k], 0);
  return {
    accounts: sum("accounts"),
    skillsEqual: sum("skillsEqual"),
    skillEntries: sum("skillEntries"),
    skillEntriesSame: sum("skillEntriesSame"),
    filesRecorded: sum("filesRecorded"),
    filesRules: sum("filesRules"),
    filesSame: sum("filesSame"),
    ruleSize: sizeError(list.flatMap((s) => s.pts?.rule ?? [])),
    postTokensSize: sizeError(list.flatMap((s) => s.pts?.post ?? [])),
  };
}
