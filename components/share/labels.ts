// Display words for share links: kinds of secrets and the panels a link can open.
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
