// The `attachment` records Claude Code writes (rules.md#attachments): context it adds to the next
// request, each with a `type`. One table, so the reader, the meter's categories, the "what came
// back" account and the docs agree on what each type is.
//
// Read off public session files of Claude Code 2.1.91 to 2.1.2xx (counts of what was seen are in
// docs/versions.md, never the files). What a record holds is measured as the text the model is given
// from it (a skill's content, a file's content, a listing), never as the record's JSON. A type not in
// this table is still read: its string values are the text, and it is listed as unknown.
//
// The MCP parts of the tools records (rules.md#mcp-tools) count as MCP tools, apart from the
// built-in tools: the names of a `deferred_tools_delta` that start with `mcp__` (and the MCP
// servers it says are still connecting), and every block of an `mcp_instructions_delta`.
import type { Block, Category } from "../model";
import { isRecord } from "../input/check";
import { isMcpToolName, lineName } from "./mcp-tools";

export interface AttachmentType {
  type: string;
  category: Category;
  /** what a user calls it, on screen */
  label: string;
}

const T = (type: string, category: Category, label: string): AttachmentType => ({ type, category, label });

/** Every attachment type the reader knows, by what it is about. */
export const ATTACHMENT_TYPES: readonly AttachmentType[] = [
  // skills
  T("invoked_skills", "skills", "Skills re-attached after a compaction"),
  T("skill_listing", "skills", "Skill listing"),
  T("dynamic_skill", "skills", "Skills found in a folder"),
  T("skill_discovery", "skills", "Skills suggested"),
  // files (counted with tool results, as the rules' re-attached files are)
  T("file", "toolResults", "File re-read"),
  T("compact_file_reference", "toolResults", "File named, too large to re-read"),
  T("edited_text_file", "toolResults", "File changed outside the agent"),
  T("changed_files", "toolResults", "Files changed"),
  T("directory", "toolResults", "Folder listed"),
  T("pdf_reference", "toolResults", "PDF named, too large to read"),
  T("already_read_file", "toolResults", "File already read"),
  T("read_truncation_notice", "toolResults", "Read cut short"),
  T("selected_lines_in_ide", "toolResults", "Lines selected in the editor"),
  T("opened_file_in_ide", "toolResults", "File opened in the editor"),
  T("at_mentioned_files", "toolResults", "Files @-mentioned"),
  T("mcp_resource", "toolResults", "MCP resource"),
  // memory
  T("nested_memory", "memory", "Memory file (CLAUDE.md) in a subfolder"),
  T("relevant_memories", "memory", "Memories recalled"),
  T("memory_update", "memory", "Memory consolidated"),
  // tools and agents
  T("deferred_tools_delta", "tools", "Deferred tools changed"),
  T("mcp_instructions_delta", "mcpTools", "MCP server instructions changed"),
  T("agent_listing_delta", "tools", "Agent listing changed"),
  T("command_permissions", "tools", "Tools a command may use"),
  T("tool_search_usage_reminder", "tools", "Tool search reminder"),
  // the user's own words
  T("queued_command", "userText", "Prompt queued while busy"),
  T("agent_mention", "userText", "Agent @-mentioned"),
  // reminders and notices
  T("plan_file_reference", "other", "Plan file"),
  T("plan_mode", "other", "Plan mode reminder"),
  T("plan_mode_exit", "other", "Plan mode ended"),
  T("plan_mode_reentry", "other", "Plan mode entered again"),
  T("todo_reminder", "other", "Todo list reminder"),
  T("task_reminder", "other", "Task list reminder"),
  T("task_status", "other", "Background task status"),
  T("auto_mode", "other", "Auto mode reminder"),
  T("auto_mode_exit", "other", "Auto mode ended"),
  T("output_style", "other", "Output style"),
  T("date_change", "other", "Date changed"),
  T("total_tokens_reminder", "other", "Token count reminder"),
  T("token_usage", "other", "Token budget reminder"),
  T("output_token_usage", "other", "Output token reminder"),
  T("budget_usd", "other", "Spending budget reminder"),
  T("critical_system_reminder", "other", "System reminder"),
  T("diagnostics", "other", "Editor diagnostics"),
  T("lsp_diagnostics", "other", "Editor diagnostics"),
  T("hook_success", "other", "Hook output"),
  T("hook_additional_context", "other", "Hook added context"),
  T("hook_system_message", "other", "Hook message"),
  T("hook_blocking_error", "other", "Hook blocked"),
  T("hook_stopped_continuation", "other", "Hook stopped the turn"),
  T("async_hook_response", "other", "Background hook output"),
  T("hook_non_blocking_error", "other", "Hook error, shown to the user"),
  T("hook_cancelled", "other", "Hook cancelled"),
  T("ultrathink_effort", "other", "Thinking effort keyword"),
  T("verify_plan_reminder", "other", "Plan check reminder"),
  T("team_context", "other", "Team context"),
  T("teammate_mailbox", "other", "Teammate messages"),
  T("agent_pending_messages", "other", "Agent messages waiting"),
  T("goal_status", "other", "Goal status"),
  T("companion_intro", "other", "Companion introduced"),
  T("ultra_effort_enter", "other", "Extra effort on"),
  T("ultra_effort_exit", "other", "Extra effort off"),
  T("workflow_keyword_request", "other", "Workflow keyword"),
];

/**
 * Types whose record holds more than the model is given: a hook's error and a cancelled hook are
 * shown to the user only; a background hook's record echoes the hook's whole input (tool results,
 * file contents), of which the model is given only the hook's message and added context.
 */
const GIVEN_TEXT: Record<string, (a: Record<string, unknown>) => string[]> = {
  hook_non_blocking_error: () => [],
  hook_cancelled: () => [],
  async_hook_response: (a) => {
    const r = isRecord(a.response) ? a.response : {};
    const h = isRecord(r.hookSpecificOutput) ? r.hookSpecificOutput : {};
    return [str(r.systemMessage), str(r.additionalContext), str(h.additionalContext)].filter((x): x is string => !!x);
  },
  queued_command: (a) => (str(a.prompt) ? [str(a.prompt)!] : []),
};

/**
 * The hook events whose output the model is given (Claude Code's hooks documentation: the output
 * of a prompt or a session start is added to the context; of a tool call or a stop, it is shown
 * in the transcript only). On the tune set, of 124 request-to-request deltas with PreToolUse and
 * PostToolUse output between them, 122 fit the next request without it (docs/versions.md#hook-output).
 */
export const HOOKS_GIVEN_OUTPUT: ReadonlySet<string> = new Set(["SessionStart", "UserPromptSubmit"]);

const BY_TYPE: ReadonlyMap<string, AttachmentType> = new Map(ATTACHMENT_TYPES.map((t) => [t.type, t]));

/** The table's row for a type, looked up as an own entry only (a type named "constructor" is unknown). */
export function attachmentType(type: string): AttachmentType | undefined {
  return BY_TYPE.get(type);
}

/** One skill an `invoked_skills` record put back: its content as recorded. */
export interface RecordedSkill {
  name: string;
  /** where it came from: a folder, or "userSettings:NAME", "projectSettings:NAME", a plugin */
  path?: string;
  /** length of the content as recorded (UTF-16 code units, as Claude Code counts them) */
  chars: number;
  /** the block of the event holding the content */
  block: number;
}

/** One file a record put back, inlined (`file`) or only named (`compact_file_reference`). */
export interface RecordedFile {
  path: string;
  inlined: boolean;
  chars: number;
}

/** What one attachment record is, as the reader understood it. */
export interface AttachmentInfo {
  type: string;
  label: string;
  /** false: a type this reader does not know; its string values were taken as its text */
  known: boolean;
  skills?: RecordedSkill[];
  files?: RecordedFile[];
  /** a `skill_listing`: how many skills it lists and their names when recorded */
  listing?: { skillCount?: number; names?: string[]; chars: number; initial?: boolean };
}

/** Keys that name or time a record rather than give the model text. */
const NOT_TEXT = new Set([
  "type",
  "toolUseID",
  "hookEvent",
  "hookName",
  "timestamp",
  "uuid",
  "source_uuid",
  "commandMode",
  "durationMs",
  "exitCode",
  "stdout",
  "stderr",
  "command",
  "displayPath",
  "isInitial",
  "reminderType",
  "showConcurrencyNote",
]);

const MAX_LEAVES = 10_000;

/** The string values of a value, depth-first, skipping keys that are not text. */
function textLeaves(v: unknown, out: string[], depth = 0): void {
  if (out.length >= MAX_LEAVES || depth > 32) return;
  if (typeof v === "string") {
    if (v) out.push(v);
  } else if (Array.isArray(v)) {
    for (const x of v) textLeaves(x, out, depth + 1);
  } else if (isRecord(v)) {
    for (const k of Object.keys(v)) if (!NOT_TEXT.has(k)) textLeaves(v[k], out, depth + 1);
  }
}

const str = (v: unknown): string | undefined => (typeof v === "string" ? v : undefined);
const strList = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : []);

/** The path a file attachment names: `filename`, else its file's `filePath`, else `path`. */
function filePath(a: Record<string, unknown>): string {
  const c = isRecord(a.content) ? a.content : undefined;
  const f = c && isRecord(c.file) ? c.file : undefined;
  return str(a.filename) ?? str(f?.filePath) ?? str(a.path) ?? str(a.displayPath) ?? "(no path)";
}

/** The text a `file` attachment inlines: its file's content, or a plain content string. */
function fileText(a: Record<string, unknown>): string {
  if (typeof a.content === "string") return a.content;
  const c = isRecord(a.content) ? a.content : undefined;
  const f = c && isRecord(c.file) ? c.file : undefined;
  if (f && typeof f.content === "string") return f.content;
  const out: string[] = [];
  textLeaves(a.content, out);
  return out.join("\n");
}

const text = (t: string): Block => ({ type: "text", text: t });

/**
 * A `deferred_tools_delta`: the tools the model may now look up by name, and those gone. The model
 * is given each added line (the names when no lines are recorded), each re-added name not already
 * among them, and each removed name, once; the names that start with `mcp__` and the MCP servers
 * still connecting are MCP tools, the rest built-in (rules.md#mcp-tools).
 */
function deferredTools(a: Record<string, unknown>): Block[] | null {
  const lines = strList(a.addedLines);
  const names = strList(a.addedNames);
  const removed = strList(a.removedNames);
  const readded = strList(a.readdedNames);
  const pending = strList(a.pendingMcpServers);
  if (!lines.length && !names.length && !removed.length && !readded.length && !pending.length) return null;
  const added = lines.length ? lines : names;
  const seen = new Set(added.map(lineName));
  const all = [...added, ...readded.filter((n) => !seen.has(lineName(n))), ...removed];
  const builtIn = all.filter((l) => !isMcpToolName(l));
  const mcp = [...all.filter(isMcpToolName), ...pending];
  const out: Block[] = [];
  if (builtIn.length) out.push(text(builtIn.join("\n")));
  if (mcp.length) out.push({ type: "text", text: mcp.join("\n"), category: "mcpTools" });
  return out;
}

/** An `mcp_instructions_delta`: the instructions of MCP servers connected, and the names of those gone. */
function mcpInstructions(a: Record<string, unknown>): Block[] | null {
  const blocks = strList(a.addedBlocks);
  const removed = strList(a.removedNames);
  if (!blocks.length && !removed.length) return null;
  return [...blocks, ...removed].filter(Boolean).map((t): Block => ({ type: "text", text: t, category: "mcpTools" }));
}

/**
 * Reads an attachment record's `attachment` field: what it is, the text blocks the model is given
 * from it, and the category its tokens count in.
 */
export function readAttachment(a: unknown): { info: AttachmentInfo; blocks: Block[]; category: Category } {
  if (typeof a === "string")
    return { info: { type: "(text)", label: "Attachment", known: false }, blocks: a ? [text(a)] : [], category: "other" };
  if (!isRecord(a)) return { info: { type: "(none)", label: "Attachment", known: false }, blocks: [], category: "other" };
  const type = str(a.type) ?? "(none)";
  const row = attachmentType(type);
  const info: AttachmentInfo = { type, label: row?.label ?? `Attachment "${type}"`, known: !!row };
  const category = row?.category ?? "other";
  const blocks: Block[] = [];
  switch (type) {
    case "invoked_skills": {
      info.skills = [];
      const list = Array.isArray(a.skills) ? a.skills : [];
      for (const s of list) {
        if (!isRecord(s)) continue;
        const content = str(s.content) ?? "";
        info.skills.push({
          name: str(s.name) ?? "(unnamed skill)",
          ...(str(s.path) ? { path: str(s.path) } : {}),
          chars: content.length,
          block: blocks.length,
        });
        blocks.push(text(content));
      }
      return { info, blocks, category };
    }
    case "file": {
      const t = fileText(a);
      info.files = [{ path: filePath(a), inlined: true, chars: t.length }];
      if (t) blocks.push(text(t));
      return { info, blocks, category };
    }
    case "compact_file_reference": {
      const path = filePath(a);
      info.files = [{ path, inlined: false, chars: 0 }];
      // the model is told the file's name and that it was too large to include
      blocks.push(text(path));
      return { info, blocks, category };
    }
    case "skill_listing": {
      const content = str(a.content) ?? "";
      const names = strList(a.names);
      info.listing = {
        ...(typeof a.skillCount === "number" && Number.isFinite(a.skillCount) ? { skillCount: a.skillCount } : {}),
        ...(names.length ? { names } : {}),
        chars: content.length,
        ...(typeof a.isInitial === "boolean" ? { initial: a.isInitial } : {}),
      };
      if (content) blocks.push(text(content));
      return { info, blocks, category };
    }
    case "deferred_tools_delta":
    case "mcp_instructions_delta": {
      const read = type === "deferred_tools_delta" ? deferredTools(a) : mcpInstructions(a);
      if (read) {
        blocks.push(...read);
        return { info, blocks, category };
      }
      // a shape this reader does not know: its string values, as for an unknown type
      const out: string[] = [];
      textLeaves(a, out);
      if (out.length) blocks.push(text(out.join("\n")));
      return { info, blocks, category };
    }
    case "hook_success":
      // `stdout` repeats `content`: the model is given it once, and only from the hooks whose
      // output is context (rules.md#attachments); a record that names no event is counted
      if (str(a.content) && (str(a.hookEvent) === undefined || HOOKS_GIVEN_OUTPUT.has(str(a.hookEvent)!)))
        blocks.push(text(str(a.content)!));
      return { info, blocks, category };
    default: {
      const given = Object.hasOwn(GIVEN_TEXT, type) ? GIVEN_TEXT[type](a) : null;
      if (given) {
        if (given.length) blocks.push(text(given.join("\n")));
        return { info, blocks, category };
      }
      const out: string[] = [];
      textLeaves(a, out);
      if (out.length) blocks.push(text(out.join("\n")));
      return { info, blocks, category };
    }
  }
}
