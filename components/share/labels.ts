// Display words for share links: kinds of secrets, the panels a link can open, and what a real
// session's link holds under the sender's ticks (lib/share/snapshot.ts does what these say).
import type { SecretKind } from "@/lib/share/redact";

export const SECRET_LABEL: Record<SecretKind, string> = {
  "anthropic-key": "Anthropic API key",
  "openai-key": "OpenAI API key",
  "aws-access-key": "AWS access key",
  "github-token": "GitHub token",
  "slack-token": "Slack token",
  "google-api-key": "Google API key",
  "stripe-key": "Stripe key",
  jwt: "JWT",
  "private-key": "private key",
  "bearer-token": "bearer token",
  password: "password or secret",
  "connection-string": "password in a connection string",
  email: "email address",
};

export const PANEL_LABEL: Record<string, string> = {
  context: "Context",
  compaction: "Compaction",
  skills: "Skills",
  compare: "Compare",
  settings: "Settings",
  routing: "Routing",
};

/** The parts of a real session a sender may add to its link; each is off by default. */
export interface ShareParts {
  text: boolean;
  paths: boolean;
  title: boolean;
}

export const SHARE_PARTS: { id: keyof ShareParts; label: string; help: string }[] = [
  {
    id: "text",
    label: "Message text",
    help: "the start of each message and answer, error lines, skill bodies and compact instructions, as much as the simulator reads; API keys, tokens, passwords and emails replaced",
  },
  {
    id: "paths",
    label: "File paths and commands",
    help: "the paths, commands, search patterns and URLs of tool calls, attached files, skill folders and the working directory",
  },
  {
    id: "title",
    label: "Session title",
    help: "the title Claude Code generated or you gave it, the file name, the session id and the git branch",
  },
];

/** What a real session's link holds under these ticks, one plain sentence a part. */
export function linkHolds(p: ShareParts): string[] {
  return [
    "Every event in its place: its kind, its time and its token count, the recorded usage and compactions, and the names of the tools, skills and model.",
    p.text
      ? "The text the simulator reads: the start of each message and answer, error lines, skill bodies and compact instructions, with secrets replaced."
      : "Each text as blanks of its length (“xxxx xx xxx”), keeping only the few words the simulator looks for, such as “error” or “never”.",
    p.paths
      ? "File paths, commands, search patterns and URLs, attached files, skill folders and the working directory, with secrets replaced."
      : "Each file as an alias of the same length (file-1____.ts, one per file); commands, patterns and the working directory as blanks.",
    p.title ? "The session's title, file name, id and git branch." : "No title, file name, session id or git branch.",
  ];
}

export const NEVER_IN_A_LINK = "Never in a link: thinking, file contents, tool output past its error lines, subagent transcripts.";
