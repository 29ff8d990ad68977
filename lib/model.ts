// The normalised session model every part of the engine works on.
// Three input formats (Claude Code JSONL, Messages API JSON, scenario files) all become a
// `Session`: a flat list of events in file order, plus what was learnt while reading them.
// Pure data: no React, no DOM, no Node APIs, so it runs in Node, the browser and a Worker.
import type { AttachmentInfo } from "./transcripts/attachments";

export type Format = "claude-code-jsonl" | "messages-api" | "scenario";

export type Estimator = "chars4" | "o200k" | "cl100k";

export const ESTIMATORS: readonly Estimator[] = ["chars4", "o200k", "cl100k"];

export const ESTIMATOR_LABEL: Record<Estimator, string> = {
  chars4: "chars/4",
  o200k: "o200k",
  cl100k: "cl100k",
};

/**
 * Where the tokens of the context go. The order is the order the meter draws them in. `mcpTools`
 * is what MCP servers add (tool definitions and server instructions), counted apart from the
 * built-in tools wherever a source says which part is MCP (rules.md#mcp-tools).
 */
export type Category =
  | "system"
  | "tools"
  | "mcpTools"
  | "memory"
  | "skills"
  | "summary"
  | "userText"
  | "assistantText"
  | "thinking"
  | "toolUse"
  | "toolResults"
  | "other";

export const CATEGORIES: readonly Category[] = [
  "system",
  "tools",
  "mcpTools",
  "memory",
  "skills",
  "summary",
  "userText",
  "assistantText",
  "thinking",
  "toolUse",
  "toolResults",
  "other",
];

export const CATEGORY_LABEL: Record<Category, string> = {
  system: "System prompt",
  tools: "Tools",
  mcpTools: "MCP tools",
  memory: "Memory files",
  skills: "Skills",
  summary: "Compact summary",
  userText: "User text",
  assistantText: "Assistant text",
  thinking: "Thinking",
  toolUse: "Tool calls",
  toolResults: "Tool results",
  other: "Other",
};

export interface Usage {
  input_tokens: number;
  cache_creation_input_tokens: number;
  cache_read_input_tokens: number;
  output_tokens: number;
}

/** Context size a response proves: input + cache creation + cache read + output (rules.md#thresholds). */
export function usageTotal(u: Usage): number {
  return usageInput(u) + u.output_tokens;
}

/** What a request sent, as its response's usage counts it: input + cache creation + cache read. */
export function usageInput(u: Usage): number {
  return u.input_tokens + u.cache_creation_input_tokens + u.cache_read_input_tokens;
}

/** The text blocks of an event, joined by newlines. */
export function eventText(ev: Event): string {
  let s = "";
  for (const b of ev.blocks) if (b.type === "text") s += (s ? "\n" : "") + b.text;
  return s;
}

/**
 * A content block. `tokens`, when present, was given explicitly (scenario files) and wins over
 * every estimator, so a hand-written case means the same under each tokenizer.
 */
export type Block =
  /** `category`: where this block's tokens go when it differs from its event's (the MCP part of a tools record) */
  | { type: "text"; text: string; tokens?: number; category?: Category }
  /** `signatureBytes`: the length of the block's base64 `signature`, which holds the thinking encrypted (rules.md#hidden-thinking) */
  | { type: "thinking"; thinking: string; tokens?: number; signatureBytes?: number }
  | { type: "redacted_thinking"; data: string; tokens?: number }
  | { type: "tool_use"; id: string; name: string; input: unknown; tokens?: number }
  | {
      type: "tool_result";
      toolUseId: string;
      content: string;
      isError?: boolean;
      images?: number;
      /** the size of each of its images, in order, where its data could be read (undefined where not) */
      imageSizes?: ({ width: number; height: number } | undefined)[];
      tokens?: number;
    }
  /** `width`, `height`: read from the image's data where it is in the file (rules.md#image-tokens) */
  | { type: "image"; mediaType?: string; sizeBytes?: number; width?: number; height?: number; tokens?: number }
  | { type: "document"; mediaType?: string; title?: string; sizeBytes?: number; tokens?: number }
  | { type: "unknown"; blockType: string; raw: unknown; tokens?: number };

export type EventKind =
  /** a user prompt typed by a person */
  | "user"
  /** a user record carrying tool_result blocks */
  | "tool-result"
  | "assistant"
  /** a meta user record: skill body, command output, caveat, hook output */
  | "meta"
  /** the body of an invoked skill ("Base directory for this skill: ...") */
  | "skill-body"
  | "compact-boundary"
  /** a recorded microcompaction: a `system` record with subtype `microcompact_boundary` */
  | "microcompact-boundary"
  | "compact-summary"
  /** a user `/compact [instructions]` command */
  | "compact-command"
  | "system"
  | "attachment"
  /** records that never reach the model: summary titles, file-history snapshots, progress... */
  | "bookkeeping"
  /** scenario-only: time passes with nothing sent */
  | "wait"
  /**
   * the API answered with an error here: in a scenario, 413 prompt-too-long at this point; in a
   * Claude Code session, a synthetic record (`isApiErrorMessage`) whose usage is never taken as context
   */
  | "api-error"
  | "unknown";

export interface SkillRef {
  name: string;
  /** tool_use = the Skill tool call, launch = its "Launching skill" result, body = the meta record */
  phase: "tool_use" | "launch" | "body" | "command";
  dir?: string;
}

export interface CompactInfo {
  trigger: "auto" | "manual";
  preTokens?: number;
  postTokens?: number;
  /** microcompact boundaries: the tokens the recorded microcompaction says it freed */
  tokensSaved?: number;
  durationMs?: number;
  instructions?: string;
}

export interface Event {
  /** position in Session.events */
  i: number;
  /** 1-based line in the source file (JSONL), or the scenario event index + 1 */
  line?: number;
  kind: EventKind;
  /** the record's own `type` as written in the file */
  recordType: string;
  subtype?: string;
  role?: "user" | "assistant" | "system";
  blocks: Block[];
  uuid?: string;
  parentUuid?: string | null;
  timestamp?: string;
  isMeta?: boolean;
  /** assistant: message.id; streaming splits share it */
  messageId?: string;
  requestId?: string;
  model?: string;
  /** usage as recorded on this record */
  usage?: Usage;
  /** true on the one record of a response whose usage counts (the last of its streaming splits) */
  usageCounted?: boolean;
  /** API round (rules.md#message-groups) */
  group: number;
  skill?: SkillRef;
  compact?: CompactInfo;
  /** where this event's tokens go when the block types alone do not say (e.g. a memory file) */
  category?: Category;
  /** scenario: minutes of idle time (kind "wait") */
  waitMinutes?: number;
  /** the Claude Code version written on this record (`version`), when there is one */
  version?: string;
  /** an `attachment` record: what it is (lib/transcripts/attachments.ts) */
  attachment?: AttachmentInfo;
  /** fields this reader does not model, kept so the UI can show them */
  extra: Record<string, unknown>;
}

export interface StartupItem {
  category: Category;
  label: string;
  text?: string;
  tokens?: number;
  /** rules.md#tiers "what survives a compaction" */
  afterCompaction: "unchanged" | "reinjected" | "lost" | "not-reinjected";
}

export interface ParseIssue {
  line: number;
  message: string;
}

export interface ToolPair {
  id: string;
  name: string;
  use: number;
  result?: number;
}

export interface GroupInfo {
  index: number;
  /** first and last event index (inclusive) */
  start: number;
  end: number;
  messageId?: string;
}

export interface SkillInvocation {
  name: string;
  /** event index of the body record (or of the tool_use when no body was recorded) */
  event: number;
  dir?: string;
  body?: string;
}

export interface SubagentSession {
  agentId: string;
  fileName: string;
  session: Session;
}

export interface SessionMeta {
  sessionId?: string;
  model?: string;
  cwd?: string;
  version?: string;
  /** every distinct Claude Code version the records carry, in the order first met */
  versions?: string[];
  gitBranch?: string;
  title?: string;
  description?: string;
}

export interface Session {
  format: Format;
  name: string;
  bytes: number;
  events: Event[];
  /** isSidechain records of the main file, kept apart from the main chain */
  sidechain: Event[];
  subagents: SubagentSession[];
  startup: StartupItem[];
  groups: GroupInfo[];
  toolPairs: ToolPair[];
  skills: SkillInvocation[];
  errors: ParseIssue[];
  warnings: ParseIssue[];
  /** record types met that this reader does not model, with counts */
  unknownTypes: Record<string, number>;
  /** fields of Claude Code records the reader does not know (lib/transcripts/record-fields.ts), with how many records carry each; absent when none */
  unknownFields?: Record<string, number>;
  meta: SessionMeta;
  /** scenario files may carry settings and a session-memory text for the simulator */
  scenario?: ScenarioExtras;
}

export interface ScenarioExtras {
  preset?: string;
  settings?: Record<string, unknown>;
  sessionMemory?: { text?: string; tokens?: number };
  skills?: { name: string; description?: string; body?: string; tokens?: number }[];
}

/** A file that could not be read as any format at all. */
export class IngestError extends Error {
  constructor(
    message: string,
    readonly line?: number,
  ) {
    super(message);
    this.name = "IngestError";
  }
}
