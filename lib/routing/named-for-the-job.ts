// The catalog's own skill for a native job (rules.md#routing-triage): when the word a native rule
// matched ("commit these", "커밋해") is the leading candidate's name or one end of it (after the
// dictionary's reading: 커밋 -> commit), the catalog ships a skill for exactly that operation, and
// the request asks for it by that skill's own word: the skill wins over triage's native reading.
// A request that mentions the word with no skill so named stays native (the leader's name decides).
import { mayName } from "./part-evidence";
import type { Signal, TriageResult } from "./triage";
import type { TermContribution } from "./trace";
import { WHICH_BRANCH_KO } from "./workspace-things";

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
 * The words a native phrase asks for as operations: the word it opens with, and a verb coordinated
 * right before it ("commit and push this", "commit, then push it", "정리하고 커밋해"): both are jobs
 * the request asks for, and the phrase the rule happened to match is only the second. In English the
 * verb is a conjunct of its own, one word at the request's start, after a comma, "please" or
 * "then", or after a subject, "to" or an adverb ("lint, commit and push this", "can you commit and
 * push this"); the last word of an object ("update the docs and commit this") is what the first
 * job works on, not a job. The Korean -하고 / -한 다음 makes a verb of its word.
 */
const COORDINATED =
  /(?:(?:^|[,;]\s*|\b(?:please|pls|then|and|you|we|i|to|just|also|now|first)\s+)([\p{L}\p{N}_-]+?)(?:\s*,\s*(?:and\s+|then\s+)?|\s+and\s+(?:then\s+)?)|(?:^|[\s,])([\p{L}\p{N}_-]+?)(?:하고\s|한\s?(?:다음|뒤)(?:에)?\s))$/iu;

/**
 * Whether the prompt word `from` (one word, or a dictionary phrase such as "커밋 메시지") is the
 * operation word `said` opens with. A phrase counts by its first word: "커밋 메시지" reads 커밋 as
 * commit, and "커밋해" asks for a commit.
 */
function opensWith(said: string, from: string): boolean {
  const src = from.toLowerCase();
  return said.startsWith(src) || said.startsWith(src.split(/\s+/)[0]);
}

/**
 * The leader's term the native phrase opens with (or the operation coordinated right before it),
 * when it is one end of the leader's name: the operation the native rule read is the job the skill
 * is named for. Null when none is.
 */
export function jobWord(native: Signal[], ends: string[], terms: TermContribution[], prompt = ""): TermContribution | null {
  for (const s of native) {
    if (!OPERATION_RULES.has(s.label) || COMMAND_LINE.test(s.match)) continue;
    const said = [s.match.toLowerCase()];
    const at = prompt.indexOf(s.match);
    const before = at > 0 ? COORDINATED.exec(prompt.slice(0, at)) : null;
    if (before) said.push((before[1] ?? before[2]).toLowerCase());
    const t = terms.find((x) => mayName(x) && x.from && ends.includes(x.term) && said.some((w) => opensWith(w, x.from)));
    if (t) return t;
  }
  return null;
}

/**
 * The tool whose operations a native rule reads: "commit and push my changes" and "커밋하고 푸시해"
 * are git operations, and a skill named for git (`git`, `git-workflow`) is the catalog's own way
 * to do them. A command line ("git status") still names a program to run, not the skill.
 */
const TOOL_OF: Record<string, string> = { "git operation": "git" };

/**
 * The tool word that is one end of the leader's name, when a native phrase is that tool's operation.
 * Not in a quick question ("지금 무슨 브랜치야?"), nor in a request to tell which branch ("지금 브랜치
 * 이름 알려줘"): both ask the tool for a value, no operation, as OPERATION_RULES leaves quick
 * questions out.
 */
export function toolWord(native: Signal[], ends: string[]): string | null {
  if (native.some((s) => s.label === "quick question")) return null;
  for (const s of native) {
    const tool = TOOL_OF[s.label];
    if (tool && !COMMAND_LINE.test(s.match) && !WHICH_BRANCH_KO.test(s.match) && ends.includes(tool)) return tool;
  }
  return null;
}

/** Triage's native verdict turned skill-worthy when the leader is named for the native job. */
export function namedForTheJob(result: TriageResult, leader: string, ends: string[], terms: TermContribution[], prompt = ""): TriageResult {
  if (result.verdict !== "native") return result;
  const native = result.signals.filter((s) => s.side === "native");
  const word = jobWord(native, ends, terms, prompt)?.from ?? toolWord(native, ends);
  if (!word) return result;
  const signal: Signal = { side: "skill", label: "named for the job", match: word };
  return {
    verdict: "skill-worthy",
    ambiguous: false,
    signals: [...result.signals, signal],
    reason: `skill-worthy: the catalog's "${leader}" is named for the job the request asks by its word ("${word}"), over ${result.reason}`,
  };
}
