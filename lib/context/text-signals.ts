// The few things the engine looks for inside a text rather than in a record's fields: a /context
// command, the records a command writes, Claude Code's prompt-too-long answer, and the errors and
// constraints a summary lists (collect-facts.ts). Kept together because lib/share/blank.ts names
// them all, so that a share link that leaves the text out keeps exactly these words and the
// receiver's engine takes every turn the sender's took.

/** A `/context` command typed as a prompt (rules.md#commands). */
export const CONTEXT_COMMAND = /<command-name>\/context<\/command-name>|^\s*\/context(?:\s|$)/;

/** The records of a command (its caveat, the command, its output): not a typed prompt. */
export const COMMAND_RECORD = /^\s*(<command-name>|<local-command-|<command-message>|Caveat:)/;

/** Claude Code's words when the API answers 413. */
export const PROMPT_TOO_LONG = /prompt is too long/i;

/** The one-line stub a repeated Read returns (rules.md#microcompact-file-unchanged). */
export const FILE_UNCHANGED = "File unchanged since last read";

/** A tool result that reads as an error (the summary's errors). */
export const ERROR_TEXT = /\b(error|exception|traceback|failed|failure|fatal|not found|cannot|denied)\b/i;

/** A user message that sets a constraint (the summary's constraints). */
export const CONSTRAINT = /\b(don'?t|do not|never|must|always|only|avoid|without)\b|하지\s*마|금지|반드시|절대/i;
