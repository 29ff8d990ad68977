// Front matter fields the Agent Skills spec and Claude Code's docs name, with what each does.
// Anything else is shown as "unknown, kept": the catalog reader keeps every field as written.
import type { EntryKind } from "@/lib/skills/catalog";

const SKILL: Record<string, string> = {
  name: "1-64 characters of a-z, 0-9 and single hyphens; should match the folder (Agent Skills spec)",
  description: "what it does and when to use it: listed to the model every session",
  when_to_use: "more triggers, appended to the description in the listing (counts toward the per-entry cap)",
  "when-to-use": "spelling variant of when_to_use",
  "disable-model-invocation": "true: not listed; only the user can run it (/name)",
  "user-invocable": "false: hidden from the / menu; only the model can load it",
  "allowed-tools": "tools the skill may use without asking",
  "argument-hint": "hint shown after /name in the menu",
  model: "model to use while the skill runs",
  effort: "reasoning effort while the skill runs",
  context: "fork: run in a separate subagent context",
  agent: "subagent type when context is fork",
  hooks: "hooks scoped to the skill's lifetime",
  paths: "globs: load only when working with matching files",
  shell: "shell used for ! commands in the body",
  license: "license of the skill (Agent Skills spec)",
  compatibility: "environment requirements (Agent Skills spec)",
  metadata: "free key-value pairs (Agent Skills spec)",
  version: "version string (common, not in the spec)",
};

const AGENT: Record<string, string> = {
  name: "the subagent's identifier",
  description: "when to delegate to it: what the routing index and the model read",
  tools: "tools it may use (all when absent)",
  disallowedTools: "tools it may not use",
  model: "sonnet, opus, haiku, a model id, or inherit",
  permissionMode: "default, acceptEdits, plan, bypassPermissions...",
  maxTurns: "most agentic turns before it stops",
  skills: "skills preloaded into its context",
  mcpServers: "MCP servers it can use",
  hooks: "hooks scoped to the subagent",
  memory: "persistent memory scope",
  background: "always run in the background",
  effort: "reasoning effort",
  isolation: "worktree: run in a temporary git worktree",
  color: "display colour in the UI",
  initialPrompt: "first user turn when run as the main agent",
};

const COMMAND: Record<string, string> = {
  description: "shown in the / menu and listed to the model",
  "argument-hint": "hint shown after /name",
  "allowed-tools": "tools the command may use without asking",
  model: "model to use for the command",
  "disable-model-invocation": "true: the model cannot run it through the Skill tool",
  name: "display name",
};

export function fieldMeaning(kind: EntryKind, key: string): string | null {
  const table = kind === "agent" ? AGENT : kind === "command" ? COMMAND : SKILL;
  return table[key] ?? null;
}

/** A front matter value as one line of text, bounded. */
export function showValue(v: unknown, max = 2000): string {
  let s: string;
  if (typeof v === "string") s = v;
  else {
    try {
      s = JSON.stringify(v);
    } catch {
      s = String(v);
    }
  }
  if (s === undefined) s = String(v);
  return s.length > max ? s.slice(0, max - 1) + "…" : s;
}
