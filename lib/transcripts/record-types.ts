// Every record type Claude Code writes into a session file, and what each one means for the
// context window. One table, so the reader's dispatch, the docs and the fidelity report agree.
//
// Read off real session files of Claude Code 1.0.x to 2.1.x in public repositories (counts of what
// was seen are in the project's notes, never the files themselves). The format changes often: a
// type not in this table is still kept as an event of kind "unknown" and counted in
// Session.unknownTypes, never dropped.
import { isRecord, optCount } from "../input/check";
import { usageTotal, type CompactInfo, type EventKind, type Usage } from "../model";

export interface RecordTypeInfo {
  type: string;
  /** for `system` records: the subtype this row describes */
  subtype?: string;
  kind: EventKind;
  /** does its content go to the model as part of the context? */
  reachesModel: boolean;
  /** the field that holds what the record says, when it is not `message` */
  field?: string;
  /** the first Claude Code version it was seen in among the public sessions measured (it may be older) */
  since?: string;
  meaning: string;
}

/**
 * The table. `system` rows are by subtype; a `system` record with a subtype not listed here is
 * still kind "system" (a notice the user sees, never sent to the model).
 */
export const RECORD_TYPES: readonly RecordTypeInfo[] = [
  {
    type: "user",
    kind: "user",
    reachesModel: true,
    field: "message",
    meaning:
      "a prompt, a tool result, a meta record (skill body, command output, hook output) or the summary after a compaction (isCompactSummary)",
  },
  {
    type: "assistant",
    kind: "assistant",
    reachesModel: true,
    field: "message",
    meaning: "one content block of a model response; streaming splits share message.id and repeat its usage, which counts once",
  },
  {
    type: "assistant",
    subtype: "(model <synthetic>)",
    kind: "assistant",
    reachesModel: true,
    field: "message",
    since: "2.0.76",
    meaning:
      'a message Claude Code writes itself, such as "No response requested."; its all-zero usage measured nothing and is not taken as the context size',
  },
  {
    type: "assistant",
    subtype: "(isApiErrorMessage)",
    kind: "api-error",
    reachesModel: false,
    field: "message",
    meaning:
      'a synthetic response Claude Code writes when a request failed (model <synthetic>, usage all zero, text "API Error: ..." or "Prompt is too long"); an error, never context usage',
  },
  {
    type: "attachment",
    kind: "attachment",
    reachesModel: true,
    field: "attachment",
    since: "2.1.91",
    meaning:
      "context Claude Code attaches to the next request: changed files, todo list, skill and agent listings, deferred-tool and MCP-instruction deltas, hook output",
  },
  {
    type: "system",
    subtype: "compact_boundary",
    kind: "compact-boundary",
    reachesModel: false,
    field: "compactMetadata",
    since: "2.0.76",
    meaning:
      "a recorded full compaction: trigger (auto or manual) and preTokens (the context just before; no version seen writes postTokens); the summary follows as a user record with isCompactSummary",
  },
  {
    type: "system",
    subtype: "microcompact_boundary",
    kind: "microcompact-boundary",
    reachesModel: false,
    field: "microcompactMetadata",
    since: "2.1.12",
    meaning: "a recorded microcompaction: old tool results cleared in place; trigger, preTokens, tokensSaved, the tool ids it cleared",
  },
  {
    type: "system",
    subtype: "api_error",
    kind: "system",
    reachesModel: false,
    field: "error",
    since: "2.1.5",
    meaning: "a failed request that Claude Code will retry (retryAttempt of maxRetries, retryInMs); no usage",
  },
  {
    type: "system",
    subtype: "turn_duration",
    kind: "system",
    reachesModel: false,
    field: "durationMs",
    since: "2.1.1",
    meaning: "how long a turn took",
  },
  {
    type: "system",
    subtype: "local_command",
    kind: "system",
    reachesModel: false,
    field: "content",
    since: "2.1.12",
    meaning: "output of a local slash command shown to the user",
  },
  {
    type: "system",
    subtype: "informational",
    kind: "system",
    reachesModel: false,
    field: "content",
    since: "2.1.224",
    meaning: "a notice shown to the user",
  },
  {
    type: "system",
    subtype: "stop_hook_summary",
    kind: "system",
    reachesModel: false,
    field: "hookInfos",
    since: "2.0.64",
    meaning: "what the Stop hooks did at the end of a turn",
  },
  {
    type: "system",
    subtype: "bridge_status",
    kind: "system",
    reachesModel: false,
    field: "content",
    since: "2.1.101",
    meaning: "the state of the bridge to a remote session",
  },
  {
    type: "system",
    subtype: "scheduled_task_fire",
    kind: "system",
    reachesModel: false,
    field: "content",
    since: "2.1.220",
    meaning: "a scheduled task started a turn",
  },
  {
    type: "system",
    subtype: "away_summary",
    kind: "system",
    reachesModel: false,
    field: "content",
    since: "2.1.91",
    meaning: "a recap shown when the user comes back",
  },
  {
    type: "summary",
    kind: "bookkeeping",
    reachesModel: false,
    field: "summary",
    since: "1.0.0",
    meaning: "a title for a conversation branch (leafUuid); seen up to 2.1.22",
  },
  {
    type: "custom-title",
    kind: "bookkeeping",
    reachesModel: false,
    field: "customTitle",
    since: "2.1.119",
    meaning: "a title the user gave the session",
  },
  {
    type: "ai-title",
    kind: "bookkeeping",
    reachesModel: false,
    field: "aiTitle",
    since: "2.1.123",
    meaning: "a session title Claude Code generated",
  },
  { type: "tag", kind: "bookkeeping", reachesModel: false, field: "tag", meaning: "a tag on the session" },
  {
    type: "last-prompt",
    kind: "bookkeeping",
    reachesModel: false,
    field: "lastPrompt",
    since: "2.1.91",
    meaning: "the last prompt typed, rewritten as the session goes on (many per file); for the resume picker",
  },
  {
    type: "permission-mode",
    kind: "bookkeeping",
    reachesModel: false,
    field: "permissionMode",
    since: "2.1.91",
    meaning: "the permission mode switched (default, acceptEdits, plan, auto, bypassPermissions)",
  },
  { type: "mode", kind: "bookkeeping", reachesModel: false, field: "mode", since: "2.1.150", meaning: "the session mode switched" },
  {
    type: "queue-operation",
    kind: "bookkeeping",
    reachesModel: false,
    field: "operation",
    since: "2.0.74",
    meaning: "a prompt typed while the agent was busy was queued (enqueue) or taken (dequeue, remove)",
  },
  {
    type: "file-history-snapshot",
    kind: "bookkeeping",
    reachesModel: false,
    field: "snapshot",
    since: "2.0.64",
    meaning: "backups of the files edited so far, for /rewind",
  },
  {
    type: "file-history-delta",
    kind: "bookkeeping",
    reachesModel: false,
    field: "backup",
    since: "2.1.209",
    meaning: "one file's backup added to a snapshot, for /rewind",
  },
  {
    type: "bridge-session",
    kind: "bookkeeping",
    reachesModel: false,
    field: "bridgeSessionId",
    since: "2.1.156",
    meaning: "the remote session this one is bridged to (Claude Code on the web or mobile)",
  },
  {
    type: "progress",
    kind: "bookkeeping",
    reachesModel: false,
    field: "data",
    since: "2.1.7",
    meaning: "progress of a running tool, hook or subagent (bash_progress, hook_progress, agent_progress...)",
  },
  {
    type: "pr-link",
    kind: "bookkeeping",
    reachesModel: false,
    field: "prUrl",
    since: "2.1.29",
    meaning: "a pull request linked to the session",
  },
  {
    type: "worktree-state",
    kind: "bookkeeping",
    reachesModel: false,
    field: "worktreeSession",
    since: "2.1.233",
    meaning: "the git worktree the session runs in",
  },
  {
    type: "agent-name",
    kind: "bookkeeping",
    reachesModel: false,
    field: "agentName",
    since: "2.1.119",
    meaning: "the name the session's agent goes by",
  },
  {
    type: "agent-setting",
    kind: "bookkeeping",
    reachesModel: false,
    field: "agentSetting",
    since: "2.1.233",
    meaning: "the agent the session runs as",
  },
  {
    type: "agent-color",
    kind: "bookkeeping",
    reachesModel: false,
    field: "agentColor",
    since: "2.1.212",
    meaning: "the colour the session's agent is shown in",
  },
  {
    type: "relocated",
    kind: "bookkeeping",
    reachesModel: false,
    field: "relocatedCwd",
    since: "2.1.233",
    meaning: "the session moved to another working directory",
  },
  {
    type: "frame-link",
    kind: "bookkeeping",
    reachesModel: false,
    field: "frameUrl",
    since: "2.1.220",
    meaning: "a preview frame linked to the session",
  },
  {
    type: "atis-latch",
    kind: "bookkeeping",
    reachesModel: false,
    field: "atis",
    since: "2.1.235",
    meaning: "a per-session flag Claude Code sets once; not documented, never sent to the model",
  },
  {
    type: "content-replacement",
    kind: "bookkeeping",
    reachesModel: false,
    meaning: "a large tool result moved to a file beside the session (tool-results/)",
  },
];

/** Types of records that never reach the model but are part of the file. */
export const BOOKKEEPING_TYPES: ReadonlySet<string> = new Set(RECORD_TYPES.filter((r) => r.kind === "bookkeeping").map((r) => r.type));

/** Every type this reader models; anything else is counted in Session.unknownTypes. */
export const KNOWN_RECORD_TYPES: ReadonlySet<string> = new Set(RECORD_TYPES.map((r) => r.type));

/** The kind of a `system` record by its subtype. */
export function systemKind(subtype: unknown): EventKind {
  if (subtype === "compact_boundary") return "compact-boundary";
  if (subtype === "microcompact_boundary") return "microcompact-boundary";
  return "system";
}

/**
 * A usage that measured something. An all-zero usage (a stream cut before its first event, seen
 * on real 2.1.226 responses) says nothing about the context.
 */
export function isMeasuredUsage(u: Usage): boolean {
  return usageTotal(u) > 0;
}

/** The model name Claude Code writes on messages it made itself rather than received. */
export function isSyntheticModel(model: unknown): boolean {
  return model === "<synthetic>";
}

const API_ERROR_TEXT = /^(API Error|Prompt is too long|Request too large|Claude AI usage limit|You've hit your)/;

/**
 * A synthetic API-error response: flagged isApiErrorMessage, or (versions that did not flag it)
 * written with model "<synthetic>" and an error text. Its usage is all zero and is not context.
 */
export function isApiErrorRecord(rec: Record<string, unknown>): boolean {
  if (rec.isApiErrorMessage === true) return true;
  const msg = isRecord(rec.message) ? rec.message : undefined;
  if (!msg || !isSyntheticModel(msg.model)) return false;
  const c = msg.content;
  const first = Array.isArray(c) ? c[0] : c;
  const text = typeof first === "string" ? first : isRecord(first) && typeof first.text === "string" ? first.text : "";
  return API_ERROR_TEXT.test(text);
}

/**
 * The HTTP status an API-error text names: "API Error: 529 {...}", "API Error: Request rejected
 * (429) · ..."; "Prompt is too long" is a 413. Undefined when the text names none (a dropped
 * connection, a session limit).
 */
export function apiErrorStatus(text: string): number | undefined {
  // a status the text names wins: "API Error: 500 ... prompt is too long" is a server error that
  // quotes the words, not a 413 (only a 413 compacts)
  if (text.startsWith("API Error:")) {
    // the prefix cut off first, so no two quantifiers compete for the same spaces
    const rest = text.slice("API Error:".length).trimStart();
    const m = /^(\d{3})\b/.exec(rest) ?? /^[^(\n]*\((\d{3})\)/.exec(rest);
    if (m) return Number(m[1]);
  }
  if (/prompt is too long/i.test(text)) return 413;
  return undefined;
}

// out-of-range values are reported by RecordChecks (fields.ts) with their line; here they are only left out
const num = (v: unknown) => optCount(v, "", () => {});

/**
 * compactMetadata of a compact boundary, or microcompactMetadata of a microcompact boundary
 * (some versions wrote a microcompaction's figures under compactMetadata: read either).
 */
export function boundaryInfo(rec: Record<string, unknown>): CompactInfo {
  const micro = rec.subtype === "microcompact_boundary";
  const m = micro && isRecord(rec.microcompactMetadata) ? rec.microcompactMetadata : rec.compactMetadata;
  const info: CompactInfo = { trigger: "auto" };
  if (!isRecord(m)) return info;
  if (m.trigger === "manual") info.trigger = "manual";
  const pre = num(m.preTokens);
  const post = num(m.postTokens);
  const dur = num(m.durationMs);
  const saved = num(m.tokensSaved);
  if (pre !== undefined) info.preTokens = pre;
  if (post !== undefined) info.postTokens = post;
  if (dur !== undefined) info.durationMs = dur;
  if (micro && saved !== undefined) info.tokensSaved = saved;
  return info;
}

/** The titles a file carries, by how much they are worth: the user's own, then Claude Code's, then a branch summary. */
const TITLE_FIELD: Record<string, { field: string; rank: number }> = {
  "custom-title": { field: "customTitle", rank: 3 },
  "ai-title": { field: "aiTitle", rank: 2 },
  summary: { field: "summary", rank: 1 },
};

/** The title a record offers, with its rank (higher wins; the later of equals wins). */
export function recordTitle(type: string, rec: Record<string, unknown>): { title: string; rank: number } | undefined {
  const t = TITLE_FIELD[type];
  if (!t) return undefined;
  // ai-title records have been seen with `title` as well as `aiTitle`
  const v = rec[t.field] ?? (type === "ai-title" ? rec.title : undefined);
  return typeof v === "string" && v.trim() ? { title: v.trim(), rank: t.rank } : undefined;
}
