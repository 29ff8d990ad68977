// Every field of a Claude Code record the reader knows, each either read (and what for) or left
// unread on purpose (and why). A field in neither list is counted per session as one the reader
// does not know (Session.unknownFields) and shown with the unknown record types, so a field a new
// Claude Code version starts writing is seen, not silently passed over (docs/rules.md#record-fields).
// The fields were read off public sessions of Claude Code 1.0.x to 2.1.x (counts only).
import { RECORD_TYPES } from "./record-types";

export type FieldUse = { read: string } | { ignored: string };

const read = (why: string): FieldUse => ({ read: why });
const ignored = (why: string): FieldUse => ({ ignored: why });

const HOOK_RUN = "a hook run's bookkeeping; what a hook adds to the context arrives as an attachment or a meta record";
const RETRY = "an API retry's bookkeeping; the request that succeeded is what counts";

/** Top-level fields of a record. */
const TOP: Record<string, FieldUse> = {
  type: read("which record it is"),
  subtype: read("a system record's kind: a compact or microcompact boundary, an API error, a notice"),
  message: read("what the model was sent or wrote: its role, content blocks and usage"),
  uuid: read("the record's identity; a uuid met twice is warned"),
  parentUuid: read("the chain of the conversation: a restart inside one file"),
  timestamp: read("the time between requests (time-based microcompact) and the session's start"),
  isSidechain: read("sidechain records are kept apart from the main conversation"),
  isMeta: read("meta user records: a skill's body, a command's output"),
  requestId: read("one API request: the pieces of a streamed response share it"),
  compactMetadata: read("a compact boundary's trigger, preTokens, postTokens and duration"),
  microcompactMetadata: read("a recorded microcompaction and the tokens it saved"),
  isCompactSummary: read("the summary the model is given after a compact boundary"),
  content: read("a system record's text"),
  version: read("the Claude Code version that wrote the record, which picks the rules replayed"),
  attachment: read("context Claude Code adds to the next request (skills, files, memory, tools)"),
  sessionId: read("which session the record belongs to; subagent files are placed by it"),
  cwd: read("the project, and the working directory a summary names"),
  gitBranch: read("the branch a summary names"),
  isApiErrorMessage: read("an API error written as an assistant record: its usage is no context"),
  apiErrorStatus: read("the error's HTTP status: a 413 is the reactive tier's trigger"),
  agentId: read("the subagent a record or file belongs to"),
  leafUuid: read("where a summary record points in the conversation"),
  summary: read("a branch summary: the session's title when there is no better one"),
  customTitle: read("the session's title as the user set it"),
  aiTitle: read("the session's title as Claude Code generated it"),
  title: read("the session's title (some ai-title records write title)"),
  userType: ignored("who wrote the record (external: a person); nothing of the context"),
  toolUseResult: ignored("the tool's structured result as Claude Code's UI shows it; the model reads the tool_result block in message"),
  slug: ignored("the session's short display name"),
  entrypoint: ignored("how Claude Code was started (cli, sdk)"),
  sourceToolAssistantUUID: ignored("the assistant record a tool result answers; results are paired with their calls by tool_use_id"),
  sourceToolUseID: ignored("the tool call a record answers; results are paired with their calls by tool_use_id"),
  promptId: ignored("the prompt a record belongs to; API rounds are grouped by the response's message id"),
  toolUseID: ignored("the tool call a progress or hook record belongs to; such records are not sent to the model"),
  parentToolUseID: ignored("the tool call a progress record belongs to; such records are not sent to the model"),
  permissionMode: ignored("the permission mode when a prompt was sent"),
  messageId: ignored("the message a file-history snapshot belongs to"),
  snapshot: ignored("a checkpoint of edited files, kept for undo; never sent to the model"),
  isSnapshotUpdate: ignored("a checkpoint of edited files, kept for undo; never sent to the model"),
  level: ignored("a system notice's level (info, warning, error)"),
  hookCount: ignored(HOOK_RUN),
  hookInfos: ignored(HOOK_RUN),
  hookErrors: ignored(HOOK_RUN),
  preventedContinuation: ignored(HOOK_RUN),
  stopReason: ignored(HOOK_RUN),
  hasOutput: ignored(HOOK_RUN),
  durationMs: ignored("how long a turn or a hook took"),
  messageCount: ignored("how many messages a title or summary record covers"),
  attributionAgent: ignored("the agent Claude Code attributes a record to, for its own accounting"),
  attributionSkill: ignored(
    "the skill Claude Code attributes a record to, for its own accounting; invocations are read from the Skill tool calls",
  ),
  retryInMs: ignored(RETRY),
  retryAttempt: ignored(RETRY),
  maxRetries: ignored(RETRY),
  cause: ignored(RETRY),
  url: ignored(RETRY),
  error: ignored("an API error's detail; its status (apiErrorStatus) is what the rules read"),
  logicalParentUuid: ignored("the record before a compact boundary, linking across it; the file's own order is used"),
  isVisibleInTranscriptOnly: ignored("set on the summary after a boundary; the summary is counted all the same"),
  planContent: ignored("a plan's text as the UI shows it; a plan re-attached after a compaction arrives as an attachment"),
  imagePasteIds: ignored("ids of pasted images; the image blocks themselves are in message"),
  thinkingMetadata: ignored("the thinking level set for a prompt"),
  todos: ignored("the todo list as it stood (2.0.x); todos re-attached after a compaction arrive as an attachment"),
  origin: ignored("where a prompt came from (a queue, a hook)"),
  promptSource: ignored("where a prompt came from (sdk, cli)"),
  effort: ignored("the reasoning effort a response ran at; its tokens are in usage"),
  isAbortedMidStream: ignored("a response cut off mid-stream; its usage is taken as recorded"),
  attributionPlugin: ignored("the plugin Claude Code attributes a record to, for its own accounting"),
  attributionMcpServer: ignored("the MCP server Claude Code attributes a record to, for its own accounting"),
  attributionMcpTool: ignored("the MCP tool Claude Code attributes a record to, for its own accounting"),
  teamName: ignored("the agent team a record belongs to"),
  sessionKind: ignored("the kind of session (bg: a background one)"),
  ownerAccountUuid: ignored("the account that owns the session"),
  ownerOrganizationUuid: ignored("the organisation that owns the session"),
  snapshotMessageId: ignored("a file-history checkpoint's message; never sent to the model"),
  trackingPath: ignored("a file-history checkpoint's path; never sent to the model"),
  lastSequenceNum: ignored("a remote bridge's bookkeeping"),
  prNumber: ignored("a linked pull request's number, beside its prUrl; never sent to the model"),
  prRepository: ignored("a linked pull request's repository, beside its prUrl; never sent to the model"),
};

/** Fields of `message`. */
const MESSAGE: Record<string, FieldUse> = {
  role: read("who wrote it"),
  content: read("the text and blocks the model read or wrote"),
  usage: read("the request's recorded tokens"),
  model: read("the model, which picks its window"),
  id: read("the response: the pieces of a streamed response share it, and its usage counts once"),
  type: ignored('always "message"'),
  stop_reason: ignored("why the response ended"),
  stop_sequence: ignored("the stop sequence that ended it"),
  stop_details: ignored("why the response ended, in detail"),
  diagnostics: ignored("Claude Code's notes on the response for its UI"),
  context_management: ignored("the API's own context edits (applied_edits); empty in every public session measured"),
  container: ignored("the code-execution container of the response"),
  provider: ignored("the API provider that served the response"),
  service_tier: ignored("the API's service tier"),
};

/** Fields of `message.usage`. */
const USAGE: Record<string, FieldUse> = {
  input_tokens: read("uncached input"),
  output_tokens: read("the response's tokens"),
  cache_creation_input_tokens: read("input written to the prompt cache"),
  cache_read_input_tokens: read("input read from the prompt cache"),
  cache_creation: ignored("the cache write split by lifetime; its total is cache_creation_input_tokens"),
  service_tier: ignored("the API's service tier"),
  inference_geo: ignored("where the request ran"),
  iterations: ignored("the API's own iteration count"),
  server_tool_use: ignored("server-side tools (web search) the API ran"),
  speed: ignored("the API's speed tier"),
  output_tokens_details: ignored("the output's split (thinking_tokens); output_tokens is its total"),
};

/** What a bookkeeping record type says, in its own field (record-types.ts), is shown, not read. */
for (const t of RECORD_TYPES) {
  if (t.field && !t.reachesModel && !(t.field in TOP))
    TOP[t.field] = ignored(`what a ${t.type} record says (${t.meaning}); never sent to the model`);
}

export const RECORD_FIELD_USES: Readonly<Record<string, FieldUse>> = TOP;
export const MESSAGE_FIELD_USES: Readonly<Record<string, FieldUse>> = MESSAGE;
export const USAGE_FIELD_USES: Readonly<Record<string, FieldUse>> = USAGE;

/** Distinct unknown field names kept a session; past it they are counted together. */
const MAX_UNKNOWN_FIELDS = 200;
export const OTHER_FIELDS = "(other fields)";

/** Counts one field no list knows under `prefix` + its name ("message.usage.x"), at most MAX_UNKNOWN_FIELDS names. */
export function countUnknownField(prefix: string, name: string, into: Map<string, number>): void {
  let key = `${prefix}${name.length > 60 ? `${name.slice(0, 60)}…` : name}`;
  if (!into.has(key) && into.size >= MAX_UNKNOWN_FIELDS) key = OTHER_FIELDS;
  into.set(key, (into.get(key) ?? 0) + 1);
}
