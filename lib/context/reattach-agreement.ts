// The recording's account of what came back beside the rules' (rules.md#what-came-back), skill
// by skill and file by file: the same, only in the recording, only in the rules, or cut
// differently; and for every skill invoked before the compaction, one line on why it is or is not
// back. Files are compared by filePathKey, so two spellings of one Windows path are one file.
import type { SkillInvocation } from "../model";
import { filePathKey } from "./file-path";
import type { RecordedReattachment } from "./recorded-reattachment";
import type { RuleReattachment } from "./reattach-types";

export type AgreementMark = "same" | "only-recorded" | "only-rules" | "cut-differently";

export interface SkillAgreement {
  name: string;
  mark: AgreementMark;
  /** the recorded content's length, when the recording has it */
  recordedChars?: number;
  /** the rules' content length, when they re-attach it (0 when they drop it) */
  ruleChars?: number;
  /** one line on why it is or is not back */
  why: string;
}

export interface FileAgreement {
  path: string;
  mark: Exclude<AgreementMark, "cut-differently">;
  /** the recording only named it (too large to inline) */
  namedOnly?: boolean;
}

export interface ReattachAgreement {
  skills: SkillAgreement[];
  files: FileAgreement[];
  /** the rules' skills equal the recording's: names, order and characters */
  skillsEqual: boolean;
  filesSame: number;
  filesRecorded: number;
  filesRules: number;
}

const fmt = (n: number) => n.toLocaleString("en-US");

/** What the rules do with a skill invoked before the compaction, in a few words. */
function ruleWhy(name: string, rule: RuleReattachment, bodies: ReadonlySet<string>): string {
  const gone = rule.forgotten.find((f) => f.name === name);
  if (gone) return `forgotten when the session was resumed at step ${fmt(gone.resumedAt + 1)} (never re-attached before it)`;
  const r = rule.skills?.skills.find((s) => s.name === name);
  if (!r) return bodies.has(name) ? "not re-attached" : "no body recorded for its invocation, so nothing to put back";
  if (r.status === "dropped") return `dropped past the budget: ${r.reason.replace(/^dropped: /, "")}`;
  if (r.status === "truncated") return `cut at character ${fmt(r.cutAt ?? 0)} of ${fmt(r.originalChars)}`;
  return `whole (${fmt(r.chars)} characters)`;
}

export function reattachAgreement(
  recorded: RecordedReattachment,
  rule: RuleReattachment,
  invokedBefore: readonly SkillInvocation[],
): ReattachAgreement {
  const bodies = new Set(invokedBefore.filter((s) => s.body !== undefined).map((s) => s.name));
  const ruleKept = (rule.skills?.skills ?? []).filter((s) => s.status !== "dropped");
  const names: string[] = [];
  const add = (n: string) => {
    if (!names.includes(n)) names.push(n);
  };
  recorded.skills.forEach((s) => add(s.name));
  ruleKept.forEach((s) => add(s.name));
  invokedBefore.forEach((s) => add(s.name));
  const skills: SkillAgreement[] = [];
  for (const name of names) {
    const rec = recorded.skills.find((s) => s.name === name);
    const r = ruleKept.find((s) => s.name === name);
    const why = ruleWhy(name, rule, bodies);
    if (rec && r) {
      const same = rec.chars === r.chars;
      skills.push({
        name,
        mark: same ? "same" : "cut-differently",
        recordedChars: rec.chars,
        ruleChars: r.chars,
        why: same ? `${why}, in both` : `the rules: ${why}; the recording: ${fmt(rec.chars)} characters`,
      });
    } else if (rec) {
      skills.push({
        name,
        mark: "only-recorded",
        recordedChars: rec.chars,
        why: `back in the recording (${fmt(rec.chars)} characters); ${why}`,
      });
    } else if (r) {
      skills.push({
        name,
        mark: "only-rules",
        ruleChars: r.chars,
        why: recorded.written
          ? `the rules: ${why}; not in the recording`
          : `the rules: ${why}; the recording writes nothing after this compaction`,
      });
    } else {
      skills.push({ name, mark: "same", why: `back in neither: ${why}` });
    }
  }
  const skillsEqual =
    recorded.skills.length === ruleKept.length &&
    recorded.skills.every((s, k) => s.name === ruleKept[k].name && s.chars === ruleKept[k].chars);

  const files: FileAgreement[] = [];
  const recFiles = new Map<string, { path: string; inlined: boolean }>();
  for (const f of recorded.files) if (!recFiles.has(filePathKey(f.path))) recFiles.set(filePathKey(f.path), f);
  const ruleFiles = new Map(rule.files.attached.map((f) => [filePathKey(f.path), f.path]));
  for (const [key, f] of recFiles) {
    files.push({ path: f.path, mark: ruleFiles.has(key) ? "same" : "only-recorded", ...(f.inlined ? {} : { namedOnly: true }) });
  }
  for (const [key, path] of ruleFiles) if (!recFiles.has(key)) files.push({ path, mark: "only-rules" });
  return {
    skills,
    files,
    skillsEqual,
    filesSame: files.filter((f) => f.mark === "same").length,
    filesRecorded: recFiles.size,
    filesRules: ruleFiles.size,
  };
}
