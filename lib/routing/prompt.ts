// The prompt a person typed, as the router should see it, from a transcript event. Claude Code
// records a slash command as XML-ish tags (`<command-message>…</command-message>
// <command-name>/review-pr</command-name><command-args>…</command-args>`) and a `!` shell line as
// `<bash-input>…</bash-input>`; routed as written, the tags' words would be retrieved like a
// request (`/compact` scoring a migration skill on "compact"). This gives back what was typed.
import type { Event } from "../model";
import { between } from "../input/between";

// One unbounded quantifier between the tags (the name is trimmed after): \s*([^<]*?)\s* traded
// spaces three ways and went cubic on a tag followed by kilobytes of spaces.
const COMMAND_NAME = /<command-name>([^<]*)<\/command-name>/;

/** What was typed, from the text of a user record. */
export function typedPrompt(text: string): string {
  const name = COMMAND_NAME.exec(text);
  const typed = name?.[1].trim();
  if (typed) {
    const cmd = typed.startsWith("/") ? typed : `/${typed}`;
    const args = between(text, "<command-args>", "</command-args>")?.trim();
    return args ? `${cmd} ${args}` : cmd;
  }
  const bash = between(text, "<bash-input>", "</bash-input>");
  if (bash !== undefined) return `!${bash.trim()}`;
  return text.trim();
}

/** A prompt a person typed: a user record (not a tool result or meta record) or a `/compact`. */
export function isUserPrompt(e: Event): boolean {
  return (e.kind === "user" || e.kind === "compact-command") && !e.isMeta && e.blocks.some((b) => b.type === "text");
}

/** The typed prompt of a user event (its text blocks joined), or null for any other event. */
export function promptOf(e: Event): string | null {
  if (!isUserPrompt(e)) return null;
  const text = e.blocks
    .map((b) => (b.type === "text" ? b.text : ""))
    .filter(Boolean)
    .join("\n");
  const p = typedPrompt(text);
  return p || null;
}

/** The user prompt before event `i` in a list of events (the previous turn, for the repeat rule). */
export function previousPrompt(events: readonly Event[], i: number): string | undefined {
  for (let k = Math.min(i, events.length) - 1; k >= 0; k--) {
    const p = promptOf(events[k]);
    if (p !== null) return p;
  }
  return undefined;
}

/**
 * The skill the session itself used in answer to the prompt at event `i`: the first skill invoked
 * (the Skill tool, or a skill's slash command) before the next user prompt; null when none was.
 * What the agent did, to set beside what the router would have done.
 */
export function skillAfter(events: readonly Event[], i: number): string | null {
  for (let k = i + 1; k < events.length; k++) {
    const e = events[k];
    if (promptOf(e) !== null) return null;
    if (e.skill && (e.skill.phase === "tool_use" || e.skill.phase === "command")) return e.skill.name;
  }
  return null;
}
