// A command Claude Code runs itself (/clear, /model, /login, /exit...) says nothing of what a
// session is about, so the sessions list does not take it as the first prompt
// (rules.md#transcripts-folder). Claude Code marks such a command twice: a `<local-command-caveat>`
// meta record before it and a `<local-command-stdout>` (or stderr) record after it. A command sent
// to the model (a skill, /init, a plugin's prompt) has neither, and stays a prompt.

/** The record a local command writes after it: its output, not a typed prompt. */
export const LOCAL_COMMAND_OUTPUT = /^\s*<local-command-(stdout|stderr)>/;

/** The meta record Claude Code writes before a local command. */
export const LOCAL_COMMAND_CAVEAT = /<local-command-caveat>/;

export interface TypedPrompt {
  /** the prompt's own words (a /command by its name and arguments) */
  words: string;
  /** a command Claude Code ran itself, by the marks above */
  local: boolean;
}

/** The first prompt that is not a local command; a session of local commands alone shows its first. */
export function firstPrompt(prompts: readonly TypedPrompt[]): string | null {
  return (prompts.find((p) => !p.local) ?? prompts[0])?.words ?? null;
}
