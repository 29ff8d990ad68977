// Reader for Claude Code session transcripts (~/.claude/projects/<project>/<session>.jsonl).
// One record a line; the format changes often, so every record type and field this reader does
// not model is kept (Event.extra, Session.unknownTypes) rather than dropped.
import { SKILL_BODY_PREFIX } from "../skills/skill-body";
import { depthMessage, isRecord, jsonTextDepth, visible } from "../input/check";
import { readAttachment } from "./attachments";
import type { Block, EventKind, ParseIssue, Session } from "../model";
import { blocksText, bump, otherFields, toBlocks, toUsage } from "./blocks";
import {
  apiErrorStatus,
  BOOKKEEPING_TYPES,
  boundaryInfo,
  isApiErrorRecord,
  isMeasuredUsage,
  isSyntheticModel,
  KNOWN_RECORD_TYPES,
  recordTitle,
  systemKind,
} from "./record-types";
import { finalizeSession, type DraftEvent } from "./structure";
import { between } from "../input/between";
import { MAX_DEPTH, MAX_LINE_CHARS, mib } from "../limits";
import { RecordChecks } from "./fields";
import { utf8Length } from "./utf8-bytes";

/** Record fields modelled by Event; everything else goes to Event.extra. */
const MODELLED = new Set([
  "type",
  "subtype",
  "message",
  "uuid",
  "parentUuid",
  "timestamp",
  "isSidechain",
  "isMeta",
  "requestId",
  "compactMetadata",
  "isCompactSummary",
  "content",
  "version",
  "microcompactMetadata",
  // read into Event.attachment and its text blocks (attachments.ts), not kept twice
  "attachment",
]);

const LAUNCHING = /^Launching skill:\s*(\S+)/;
const COMMAND_NAME = /<command-name>\/?([^<\s]+)<\/command-name>/;

/** Slash commands built into Claude Code: never skills. */
const BUILTIN_COMMANDS = new Set([
  "compact",
  "clear",
  "context",
  "cost",
  "help",
  "model",
  "config",
  "memory",
  "init",
  "resume",
  "status",
  "doctor",
  "login",
  "logout",
  "exit",
  "agents",
  "mcp",
  "permissions",
  "hooks",
  "ide",
  "vim",
  "review",
  "bug",
  "add-dir",
  "export",
  "rewind",
  "usage",
  "todos",
  "plugin",
  // settings and screens, not prompts: nothing reaches the model as a skill
  "effort",
  "fast",
  "theme",
  "output-style",
  "statusline",
  "terminal-setup",
  "release-notes",
  "upgrade",
  "privacy-settings",
  "feedback",
  "btw",
  "plan",
  "skills",
  "tasks",
  "keybindings",
  "rename",
  "copy",
  "sandbox",
  "extra-usage",
  "stickers",
]);

function describeNonObject(v: unknown): string {
  if (Array.isArray(v)) return "a JSON array";
  if (v === null) return "null";
  return `a JSON ${typeof v}`;
}

export interface JsonlOptions {
  name: string;
  onProgress?: (fraction: number) => void;
  /** subagent files: their records are all isSidechain, and are that agent's own main chain */
  sidechainAsMain?: boolean;
  /** the file's size in bytes when the caller knows it (a File's size): the text is then not measured */
  bytes?: number;
}

/**
 * Reads a session incrementally: push() text as it arrives (a File stream in the worker, a
 * read stream in the CLI), end() for the Session. The whole file never has to be one string,
 * which keeps the peak memory of a 50 MB session near what the Session itself holds.
 */
export class JsonlReader {
  private readonly errors: ParseIssue[] = [];
  private readonly warnings: ParseIssue[] = [];
  private readonly checks = new RecordChecks(this.warnings);
  private readonly main: DraftEvent[] = [];
  private readonly sidechain: DraftEvent[] = [];
  private readonly unknownTypes: Record<string, number> = {};
  private readonly meta: Session["meta"] = {};
  private partial = "";
  private lineNo = 0;
  private bytes = 0;
  private units = 0;
  private titleRank = 0;
  private readonly versionSet = new Set<string>();
  private started = false;
  /** the last chunk ended in \r: a \n starting the next one belongs to that line end */
  private afterCR = false;
  /** the current line passed MAX_LINE_CHARS: its text is no longer kept, only its length */
  private overlong = 0;

  constructor(private readonly opts: JsonlOptions) {}

  push(chunk: string): void {
    if (!this.started && chunk.length) {
      this.started = true;
      if (chunk.charCodeAt(0) === 0xfeff) chunk = chunk.slice(1);
    }
    this.units += chunk.length;
    if (this.opts.bytes === undefined) this.bytes += utf8Length(chunk);
    // Lines end at \n, \r\n or a lone \r (old Mac line ends): a file of lone CRs is lines too.
    let start = this.afterCR && chunk.charCodeAt(0) === 10 ? 1 : 0;
    this.afterCR = false;
    let nl = chunk.indexOf("\n", start);
    let cr = chunk.indexOf("\r", start);
    for (;;) {
      const end = nl === -1 ? cr : cr === -1 ? nl : Math.min(nl, cr);
      if (end === -1) {
        this.append(chunk, start, chunk.length);
        return;
      }
      this.append(chunk, start, end);
      this.flush(false);
      start = end + 1;
      if (end === cr) {
        if (start === chunk.length) this.afterCR = true;
        else if (chunk.charCodeAt(start) === 10) start++;
      }
      // each search resumes past the last line end: one pass over the chunk in all
      if (nl !== -1 && nl < start) nl = chunk.indexOf("\n", start);
      if (cr !== -1 && cr < start) cr = chunk.indexOf("\r", start);
    }
  }

  /** Adds chunk[from, to) to the current line, or only its length once the line is over the limit. */
  private append(chunk: string, from: number, to: number): void {
    if (from >= to) return;
    if (this.overlong) {
      this.overlong += to - from;
    } else if (this.partial.length + (to - from) > MAX_LINE_CHARS) {
      this.overlong = this.partial.length + (to - from);
      this.partial = "";
    } else {
      this.partial += from === 0 && to === chunk.length ? chunk : chunk.slice(from, to);
    }
  }

  private flush(unterminated: boolean): void {
    if (this.overlong) {
      this.errors.push({
        line: ++this.lineNo,
        message: `line is ${this.overlong.toLocaleString("en-US")} characters, over the ${mib(MAX_LINE_CHARS)} limit for one record: not read`,
      });
      this.overlong = 0;
    } else this.line(this.partial, unterminated);
    this.partial = "";
  }

  /** Characters (UTF-16 code units) read so far, for progress against a string's length. */
  get read(): number {
    return this.units;
  }

  end(): Session {
    // A file that does not end in a newline ends with a last line that may be cut short.
    this.flush(true);
    return finalizeSession({
      format: "claude-code-jsonl",
      name: this.opts.name,
      bytes: this.opts.bytes ?? this.bytes,
      events: this.main,
      sidechain: this.sidechain,
      errors: this.errors,
      warnings: this.warnings,
      unknownTypes: this.unknownTypes,
      ...(this.checks.unknownFields.size ? { unknownFields: Object.fromEntries(this.checks.unknownFields) } : {}),
      meta: this.meta,
      startup: [],
    });
  }

  private line(raw: string, unterminated: boolean): void {
    const lineNo = ++this.lineNo;
    // a byte-order mark starts only the first line of a file; on a later one two files were joined
    // (cat a.jsonl b.jsonl): the record is read without it, and the join is said
    const bom = raw.charCodeAt(0) === 0xfeff;
    const line = bom ? raw.slice(1) : raw;
    if (bom)
      this.warnings.push({
        line: lineNo,
        message: "starts with a byte-order mark (U+FEFF), as a file does: two files joined here? Read without it",
      });
    if (line.trim() === "") return;
    // Before JSON.parse: a value nested past the limit would overflow the stack later (counting,
    // the worker's postMessage) and lose the whole file; here it loses only its line.
    if (jsonTextDepth(line, MAX_DEPTH) > MAX_DEPTH) {
      this.errors.push({ line: lineNo, message: `record ${depthMessage(MAX_DEPTH)}` });
      return;
    }
    let rec: unknown;
    try {
      rec = JSON.parse(line);
    } catch (e) {
      const reason = visible(e instanceof Error ? e.message : String(e));
      this.errors.push({
        line: lineNo,
        message: unterminated ? `truncated last line: the file ends in the middle of a record (${reason})` : `invalid JSON: ${reason}`,
      });
      return;
    }
    if (!isRecord(rec)) {
      this.errors.push({ line: lineNo, message: `not a record: ${describeNonObject(rec)} where an object was expected` });
      return;
    }
    const type = typeof rec.type === "string" ? rec.type : "";
    this.checks.check(rec, type, lineNo);
    if (rec.type === undefined) this.errors.push({ line: lineNo, message: 'record has no "type" field; kept as unknown' });
    if (!KNOWN_RECORD_TYPES.has(type)) bump(this.unknownTypes, type || "(none)");
    const meta = this.meta;
    if (!meta.sessionId && typeof rec.sessionId === "string") meta.sessionId = rec.sessionId;
    if (!meta.cwd && typeof rec.cwd === "string") meta.cwd = rec.cwd;
    if (typeof rec.version === "string" && rec.version) {
      if (!meta.version) meta.version = rec.version;
      if (!this.versionSet.has(rec.version)) {
        this.versionSet.add(rec.version);
        (meta.versions ??= []).push(rec.version);
      }
    }
    if (!meta.gitBranch && typeof rec.gitBranch === "string") meta.gitBranch = rec.gitBranch;
    const title = recordTitle(type, rec);
    // a branch summary keeps the first one met; a generated or given title, the latest
    if (title && (title.rank > this.titleRank || (title.rank === this.titleRank && type !== "summary"))) {
      meta.title = title.title;
      this.titleRank = title.rank;
    }
    const ev = recordToEvent(rec, type, lineNo);
    // an attachment type this reader does not know is listed like an unknown record type
    if (ev.attachment && !ev.attachment.known) bump(this.unknownTypes, `attachment: ${ev.attachment.type}`);
    if (ev.model && !meta.model && !isSyntheticModel(ev.model)) meta.model = ev.model;
    (rec.isSidechain === true && !this.opts.sidechainAsMain ? this.sidechain : this.main).push(ev);
  }
}

/** Splits a large text into pieces for the reader without copying it whole. */
export function* chunks(text: string, size = 1 << 20): Generator<string> {
  for (let i = 0; i < text.length; i += size) yield text.slice(i, i + size);
}

export function parseJsonl(text: string, opts: JsonlOptions): Session {
  const reader = new JsonlReader(opts);
  const total = text.length || 1;
  let next = 0.05;
  for (const c of chunks(text)) {
    reader.push(c);
    if (opts.onProgress && reader.read / total >= next) {
      opts.onProgress(Math.min(1, reader.read / total));
      next = reader.read / total + 0.05;
    }
  }
  const session = reader.end();
  opts.onProgress?.(1);
  return session;
}

function recordToEvent(rec: Record<string, unknown>, type: string, line: number): DraftEvent {
  const extra = otherFields(rec, MODELLED);
  const msg = isRecord(rec.message) ? rec.message : undefined;
  const base: DraftEvent = {
    line,
    kind: "unknown",
    recordType: type || "(none)",
    blocks: [],
    extra,
  };
  if (typeof rec.subtype === "string") base.subtype = rec.subtype;
  if (typeof rec.uuid === "string") base.uuid = rec.uuid;
  if (typeof rec.parentUuid === "string" || rec.parentUuid === null) base.parentUuid = rec.parentUuid as string | null;
  if (typeof rec.timestamp === "string") base.timestamp = rec.timestamp;
  if (rec.isMeta === true) base.isMeta = true;
  if (typeof rec.version === "string" && rec.version) base.version = rec.version;

  switch (type) {
    case "assistant": {
      if (isApiErrorRecord(rec)) {
        // An error, not a response: its all-zero usage is never taken as the context size.
        base.kind = "api-error";
        base.role = "assistant";
        base.blocks = toBlocks(msg?.content);
        if (typeof rec.requestId === "string") base.requestId = rec.requestId;
        const status = apiErrorStatus(blocksText(base.blocks));
        if (status !== undefined) base.extra.status = status;
        break;
      }
      base.kind = "assistant";
      base.role = "assistant";
      base.blocks = toBlocks(msg?.content);
      if (typeof msg?.id === "string") base.messageId = msg.id;
      if (typeof rec.requestId === "string") base.requestId = rec.requestId;
      if (typeof msg?.model === "string") base.model = msg.model;
      // Claude Code's own messages ("No response requested.") carry model <synthetic> and an
      // all-zero usage that measured nothing: never taken as the context size; nor is any other
      // all-zero usage.
      const usage = isSyntheticModel(msg?.model) ? undefined : toUsage(msg?.usage);
      if (usage && isMeasuredUsage(usage)) base.usage = usage;
      for (const b of base.blocks) {
        if (b.type === "tool_use" && b.name === "Skill" && isRecord(b.input)) {
          const name = b.input.skill ?? b.input.command;
          if (typeof name === "string") base.skill = { name: name.replace(/^\//, ""), phase: "tool_use" };
        }
      }
      break;
    }
    case "user": {
      base.role = "user";
      base.blocks = toBlocks(msg?.content ?? rec.content);
      base.kind = classifyUser(rec, base);
      break;
    }
    case "system": {
      base.role = "system";
      base.kind = systemKind(rec.subtype);
      if (base.kind === "compact-boundary" || base.kind === "microcompact-boundary") base.compact = boundaryInfo(rec);
      if (typeof rec.content === "string" && rec.content) base.blocks = [{ type: "text", text: rec.content }];
      break;
    }
    case "attachment": {
      base.kind = "attachment";
      // the text the model is given from it, counted in its own category (attachments.ts)
      const read = readAttachment(rec.attachment);
      base.blocks = read.blocks;
      base.attachment = read.info;
      base.category = read.category;
      break;
    }
    default: {
      base.kind = BOOKKEEPING_TYPES.has(type) ? "bookkeeping" : "unknown";
      if (msg) base.blocks = toBlocks(msg.content);
    }
  }
  return base;
}

function classifyUser(rec: Record<string, unknown>, ev: DraftEvent): EventKind {
  if (rec.isCompactSummary === true) return "compact-summary";
  const blocks: Block[] = ev.blocks;
  if (blocks.some((b) => b.type === "tool_result")) {
    for (const b of blocks) {
      if (b.type === "tool_result") {
        const m = LAUNCHING.exec(b.content.trim());
        if (m) ev.skill = { name: m[1], phase: "launch" };
      }
    }
    return "tool-result";
  }
  const text = blocksText(blocks);
  if (text.startsWith(SKILL_BODY_PREFIX)) {
    const firstLine = text.slice(SKILL_BODY_PREFIX.length).split("\n", 1)[0].trim();
    const dir = firstLine || undefined;
    const base = dir ? dir.replace(/\/+$/, "").split("/").pop() : undefined;
    // The name is settled in finalizeSession from the tool_use or command that launched it;
    // the folder name is the fallback.
    ev.skill = { name: base ?? "(unnamed skill)", phase: "body", dir };
    return "skill-body";
  }
  const cmd = COMMAND_NAME.exec(text);
  if (cmd) {
    const name = cmd[1];
    if (name === "compact") {
      const args = between(text, "<command-args>", "</command-args>")?.trim();
      ev.compact = { trigger: "manual", ...(args ? { instructions: args } : {}) };
      return "compact-command";
    }
    if (!BUILTIN_COMMANDS.has(name)) ev.skill = { name, phase: "command" };
    return "user";
  }
  if (rec.isMeta === true) return "meta";
  return "user";
}
