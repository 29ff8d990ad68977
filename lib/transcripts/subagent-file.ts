// Claude Code writes a subagent's transcript beside its session, as
// <session>/subagents/agent-<id>.jsonl (rules.md#transcripts-jsonl). The one pattern for such a
// file, used by the page's file drop and by the CLI's folder reader. Case-insensitive: a copy made
// on a case-insensitive file system may come back as Agent-….JSONL.
export const SUBAGENT_FILE = /(^|\/)agent-[^/]*\.jsonl$/i;

/** Whether a file name (or a path with / separators) is a subagent transcript. */
export function isSubagentFile(name: string): boolean {
  return SUBAGENT_FILE.test(name);
}

/** A file of a dropped folder that is a subagent transcript: by its name, or by sitting under a subagents/ folder. */
export function isSubagentPath(path: string): boolean {
  return isSubagentFile(path) || path.split("/").includes("subagents");
}
