// The record an invoked skill's body arrives in (rules.md#skills-body): a meta user message
// "Base directory for this skill: DIR", a blank line, then the SKILL.md body. Read and written here
// only, by the JSONL reader, the scenario reader and the re-attachment panel.

export const SKILL_BODY_PREFIX = "Base directory for this skill:";

/** The base directory and the body of a skill-body message, or null when the text is not one. */
export function parseSkillBody(text: string): { baseDir: string; body: string } | null {
  if (!text.startsWith(SKILL_BODY_PREFIX)) return null;
  const nl = text.indexOf("\n");
  const baseDir = text.slice(SKILL_BODY_PREFIX.length, nl === -1 ? undefined : nl).trim();
  const body = nl === -1 ? "" : text.slice(nl + 1).replace(/^\n+/, "");
  return { baseDir, body };
}

/** The message text Claude Code injects for a skill invoked from `baseDir`. */
export function skillBodyMessage(baseDir: string, body: string): string {
  return `${SKILL_BODY_PREFIX} ${baseDir}\n\n${body}`;
}
