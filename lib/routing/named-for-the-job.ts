// The catalog's own skill for a native job (rules.md#routing-triage): when the word a native rule
// matched ("commit these", "커밋해") is the leading candidate's name or one end of it (after the
// dictionary's reading: 커밋 -> commit), the catalog ships a skill for exactly that operation, and
// the request asks for it by that skill's own word: the skill wins over triage's native reading.
// A request that mentions the word with no skill so named stays native (the leader's name decides).
import type { Signal, TriageResult } from "./triage";
import type { TermContribution } from "./trace";

/**
 * The name's ends as terms: the whole of a one-word name, else its first and last words ("fix-error"
 * is named for fixing, "semantic-commit" for committing); a middle word is a qualifier.
 */
export function nameEnds(nameTerms: string[]): string[] {
  if (!nameTerms.length) return [];
  return [...new Set([nameTerms[0], nameTerms[nameTerms.length - 1]])];
}

/**
 * The native rules whose phrase opens with the operation it asks for: "commit these", "커밋해",
 * "typo", "fix this bug". A quick question or a command line to run matches the whole request or a
 * tool's name, not one operation, and "explain only" already says the user wants no job done.
 */
const OPERATION_RULES = new Set(["git operation", "small edit", "small fix"]);

/**
 * A command line ("git status", "git rebase -i") names a program to run, not a job asked in words:
 * a skill named "status" or "git" is not what "run git status" asks for.
 */
const COMMAND_LINE = /^git\s/i;

/**
 * The leader's term the native phrase opens with, when it is one end of the leader's name: the
 * operation the native rule read is the job the skill is named for. Null when none is.
 */
export function jobWord(native: Signal[], ends: string[], terms: TermContribution[]): TermContribution | null {
  for (const s of native) {
    if (!OPERATION_RULES.has(s.label) || COMMAND_LINE.test(s.match)) continue;
    const said = s.match.toLowerCase();
    const t = terms.find((x) => x.origin !== "compound" && x.from && ends.includes(x.term) && said.startsWith(x.from.toLowerCase()));
    if (t) return t;
  }
  return null;
}

/** Triage's native verdict turned skill-worthy when the leader is named for the native job. */
export function namedForTheJob(result: TriageResult, leader: string, ends: string[], terms: TermContribution[]): TriageResult {
  if (result.verdict !== "native") return result;
  const t = jobWord(
    result.signals.filter((s) => s.side === "native"),
    ends,
    terms,
  );
  if (!t) return result;
  const signal: Signal = { side: "skill", label: "named for the job", match: t.from };
  return {
    verdict: "skill-worthy",
    ambiguous: false,
    signals: [...result.signals, signal],
    reason: `skill-worthy: the catalog's "${leader}" is named for the job the request asks by its word ("${t.from}"), over ${result.reason}`,
  };
}
