// A session's project (rules.md#transcripts-folder): Claude Code keeps each project's sessions in
// ~/.claude/projects/<folder>/, the folder named after the working directory with every character
// that is not a letter or a digit written as "-" (/home/dev/my.app -> -home-dev-my-app). The name
// cannot be decoded alone ("-" was "/", "." or "-"), so the working directory the records carry
// names the project when it encodes to the folder; otherwise the folder's name is shown as it is.

/** The folder name Claude Code gives a working directory. */
export function encodeProjectPath(cwd: string): string {
  return cwd.replace(/[^a-zA-Z0-9]/g, "-");
}

/** The project folder of a file in a dropped folder: the folder above it, or above `<session>/subagents/`. */
export function projectFolderOf(path: string): string {
  const parts = path.split("/").filter(Boolean);
  parts.pop();
  const sub = parts.lastIndexOf("subagents");
  // <project>/<session>/subagents/agent-x.jsonl: the project is two folders above "subagents"
  const at = sub >= 1 ? sub - 1 : parts.length;
  return at > 0 ? parts[at - 1] : "";
}

export interface Project {
  /** the folder the file sits in ("" for a file picked alone) */
  folder: string;
  /** what to show: the working directory when it encodes to the folder, else the folder's name */
  label: string;
  /** whether the label is the working directory the records carry (false: the folder's own name) */
  fromCwd: boolean;
}

export function projectOf(path: string, cwd: string | undefined): Project {
  const folder = projectFolderOf(path);
  if (cwd && (!folder || encodeProjectPath(cwd) === folder)) return { folder, label: cwd, fromCwd: true };
  return { folder, label: folder || cwd || "(no project folder)", fromCwd: false };
}
