// A session reduced for a share link so that it replays exactly: every event keeps its place, its
// kind, its usage and its structure, and every block carries the size the sender's estimator
// counted (an explicit `tokens`). What else travels is the sender's choice, each part off by
// default: the text the simulator reads (the head of a message, the last line of an answer, an
// error line, a skill body), file paths and commands, and the session's title. Left out, a text
// becomes blanks of its length (lib/share/blank.ts) and a path a stable alias
// (lib/share/attachment-info.ts), so the receiver rebuilds the same Session and each figure
// (meter, compactions, re-attached files and skills, summaries) is the sender's, not a re-estimate.
// This file is the document, written and read back; what travels of each text is decided in
// snapshot-sharing.ts, and an event with its blocks is written in snapshot-events.ts.
import type { Block, Category, EventKind, ParseIssue, Session, StartupItem, Usage } from "../model";
import { CATEGORIES } from "../model";
import type { TokenTable } from "../tokens/count";
import { finalizeSession, type DraftEvent } from "../transcripts/structure";
import { readAttachmentInfo } from "./attachment-info";
import { blankText } from "./blank";
import { snapshotEvent, toolNames } from "./snapshot-events";
import { SnapshotSharing } from "./snapshot-sharing";
import { isRecord } from "../input/check";
import { readNumber } from "../input/number";
import { continuesFromOutside } from "../context/unrecorded-prefix";

/**
 * The parent a receiver's first message answers when the sender's file continues a conversation
 * from outside it: record ids do not travel, and the rule needs to know (unrecorded-prefix.ts).
 */
const OUTSIDE_PARENT = "outside-this-file";

export const SNAPSHOT_FORMAT = "context-lab-snapshot";

/** blank: every text as blanks of its length; redact: the text the simulator reads, secrets replaced; keep: every text as is */
export type SnapshotText = "blank" | "redact" | "keep";

export interface SnapshotOptions {
  text: SnapshotText;
  /** file paths, commands, search patterns and URLs of tool calls, attached files, skill folders, the working directory */
  paths: boolean;
  /** the session's title, its file name, its id and its git branch */
  title: boolean;
}

/** What a link holds unless the sender ticks more: no text, no path, no title. */
export const DEFAULT_SNAPSHOT: SnapshotOptions = { text: "blank", paths: false, title: false };

const KINDS = new Set<EventKind>([
  "user",
  "tool-result",
  "assistant",
  "meta",
  "skill-body",
  "compact-boundary",
  "microcompact-boundary",
  "compact-summary",
  "compact-command",
  "system",
  "attachment",
  "bookkeeping",
  "wait",
  "api-error",
  "unknown",
]);
const CATS = new Set<string>(CATEGORIES);
const AFTER = new Set(["unchanged", "reinjected", "lost", "not-reinjected"]);

export interface SnapshotResult {
  doc: Record<string, unknown>;
  findings: Map<string, number>;
}

/** The session as a snapshot document (JSON-ready). Sub-agents and sidechain records stay behind. */
export function snapshotSession(session: Session, table: TokenTable, options: Partial<SnapshotOptions> = {}): SnapshotResult {
  const sharing = new SnapshotSharing({ ...DEFAULT_SNAPSHOT, ...options });
  const names = toolNames(session.events);
  const events = session.events.map((ev) => snapshotEvent(ev, table, names, sharing));
  const startup = startupItems(session, table, sharing);
  const meta = sessionMeta(session.meta, sharing);
  const issue = (x: ParseIssue) => sharedIssue(x, sharing);
  const doc: Record<string, unknown> = {
    format: SNAPSHOT_FORMAT,
    version: 1,
    source: session.format,
    ...(sharing.keepTitle ? { name: session.name, title: meta.title ?? session.name } : {}),
    estimator: table.estimator,
    meta,
    startup,
    ...(continuesFromOutside(session) ? { continuesConversation: true } : {}),
    ...(session.scenario ? { scenario: scenarioOut(session.scenario, sharing.text) } : {}),
    ...(session.errors.length ? { errors: session.errors.slice(0, 50).map(issue) } : {}),
    ...(session.warnings.length ? { warnings: session.warnings.slice(0, 50).map(issue) } : {}),
    events,
  };
  return { doc, findings: sharing.findings };
}

/** The startup items with their counted sizes; a scenario's labels are its author's words, a reader's labels its own. */
function startupItems(session: Session, table: TokenTable, sharing: SnapshotSharing): Record<string, unknown>[] {
  const ownWords = session.format === "scenario";
  return session.startup.map((s, k) => ({
    category: s.category,
    label: ownWords ? sharing.text(s.label) : s.label,
    tokens: Math.round(table.startup[k] ?? 0),
    afterCompaction: s.afterCompaction,
  }));
}

/** A reader's message may quote the line it could not read: the quotes go with the text. */
function sharedIssue(x: ParseIssue, sharing: SnapshotSharing): ParseIssue {
  return { line: x.line, message: sharing.mode === "blank" ? x.message.replace(/"[^"\n]*"|'[^'\n]*'/g, "…") : x.message };
}

/** The session's facts: the model and versions always, the folder and branch as blanks unless shared, the title only when ticked. */
function sessionMeta(m: Session["meta"], sharing: SnapshotSharing): Record<string, unknown> {
  const { keepPaths, keepTitle, share } = sharing;
  return {
    ...(m.model ? { model: m.model } : {}),
    ...(m.version ? { version: m.version } : {}),
    ...(m.versions ? { versions: m.versions } : {}),
    // the seed summary's environment section names the project and branch: blanks keep its size
    ...(m.cwd ? { cwd: keepPaths ? share(m.cwd) : blankText(m.cwd) } : {}),
    ...(m.gitBranch ? { gitBranch: keepTitle ? share(m.gitBranch) : blankText(m.gitBranch) } : {}),
    ...(keepTitle && m.sessionId ? { sessionId: m.sessionId } : {}),
    ...(keepTitle && m.title ? { title: share(m.title) } : {}),
    ...(keepTitle && m.description ? { description: share(m.description) } : {}),
  };
}

/** A scenario-born session's extras: numbers as they are, texts as the sender chose. */
function scenarioOut(sc: NonNullable<Session["scenario"]>, text: (s: string) => string): Record<string, unknown> {
  return {
    ...(sc.preset ? { preset: sc.preset } : {}),
    ...(sc.settings ? { settings: sc.settings } : {}),
    ...(sc.sessionMemory
      ? {
          sessionMemory: {
            ...(sc.sessionMemory.text !== undefined ? { text: text(sc.sessionMemory.text) } : {}),
            ...(sc.sessionMemory.tokens !== undefined ? { tokens: sc.sessionMemory.tokens } : {}),
          },
        }
      : {}),
    ...(sc.skills
      ? {
          skills: sc.skills.map((s) => ({
            name: s.name,
            ...(s.description !== undefined ? { description: text(s.description) } : {}),
            ...(s.body !== undefined ? { body: text(s.body) } : {}),
            ...(s.tokens !== undefined ? { tokens: s.tokens } : {}),
          })),
        }
      : {}),
  };
}

export function looksLikeSnapshot(doc: unknown): doc is Record<string, unknown> {
  return !!doc && typeof doc === "object" && !Array.isArray(doc) && (doc as Record<string, unknown>).format === SNAPSHOT_FORMAT;
}

const str = (v: unknown): string | undefined => (typeof v === "string" ? v : undefined);
// a shared view's counts and line numbers: dropped quietly when not a number, since a link's
// reader has no one to tell which field it was (the view says what it could not read)
const SHARED_COUNT = { min: 0, max: 1e9 };
const count = (v: unknown): number | undefined => readNumber(v, SHARED_COUNT, "").value;

function usageOf(v: unknown): Usage | undefined {
  if (!isRecord(v)) return undefined;
  const n = (x: unknown) => count(x) ?? 0;
  return {
    input_tokens: n(v.input_tokens),
    cache_creation_input_tokens: n(v.cache_creation_input_tokens),
    cache_read_input_tokens: n(v.cache_read_input_tokens),
    output_tokens: n(v.output_tokens),
  };
}

/** An image's width and height, when both are counts. */
function sizeOf(v: unknown): { width: number; height: number } | undefined {
  if (!isRecord(v)) return undefined;
  const width = count(v.width);
  const height = count(v.height);
  return width && height ? { width, height } : undefined;
}

/** A tool result's image count and sizes, each only when given. */
function imagesOf(v: Record<string, unknown>): { images?: number; imageSizes?: ({ width: number; height: number } | undefined)[] } {
  const images = count(v.images);
  if (!images) return {};
  return Array.isArray(v.imageSizes) ? { images, imageSizes: v.imageSizes.slice(0, images).map(sizeOf) } : { images };
}

function blockOf(v: unknown): Block | null {
  if (!isRecord(v)) return null;
  const tokens = count(v.tokens);
  const t = tokens !== undefined ? { tokens } : {};
  switch (v.type) {
    case "text":
      return {
        type: "text",
        text: str(v.text) ?? "",
        ...t,
        ...(typeof v.category === "string" && CATS.has(v.category) ? { category: v.category as Category } : {}),
      };
    case "thinking": {
      const sig = tokens === undefined ? count(v.signatureBytes) : undefined;
      return { type: "thinking", thinking: "", ...t, ...(sig ? { signatureBytes: sig } : {}) };
    }
    case "redacted_thinking":
      return { type: "redacted_thinking", data: "", ...t };
    case "tool_use":
      return { type: "tool_use", id: str(v.id) ?? "", name: str(v.name) ?? "Tool", input: v.input ?? {}, ...t };
    case "tool_result":
      return {
        type: "tool_result",
        toolUseId: str(v.toolUseId) ?? "",
        content: str(v.content) ?? "",
        ...(v.isError === true ? { isError: true } : {}),
        ...imagesOf(v),
        ...t,
      };
    case "image": {
      const d = sizeOf(v);
      return { type: v.type, ...(d ?? {}), ...t };
    }
    case "document":
      return { type: v.type, ...t };
    default:
      return { type: "unknown", blockType: str(v.blockType) ?? "unknown", raw: null, ...t };
  }
}

/**
 * Rebuilds the Session of a snapshot document. Every field is checked: an event or block that
 * does not fit is skipped with a warning naming its place, the rest loads.
 */
export function readSnapshot(doc: Record<string, unknown>, name: string, bytes: number): Session {
  const warnings: ParseIssue[] = [];
  const raw = Array.isArray(doc.events) ? doc.events : [];
  const events: DraftEvent[] = [];
  raw.forEach((r, idx) => {
    if (!isRecord(r) || !KINDS.has(r.kind as EventKind) || !Array.isArray(r.blocks)) {
      warnings.push({ line: idx + 1, message: `events[${idx}] is not an event of a shared session; skipped` });
      return;
    }
    events.push(eventOf(r, r.blocks));
  });
  if (doc.continuesConversation === true) {
    const first = events.find((e) => e.recordType === "user" || e.recordType === "assistant");
    if (first) first.parentUuid = OUTSIDE_PARENT;
  }
  const source = doc.source === "messages-api" || doc.source === "scenario" ? doc.source : "claude-code-jsonl";
  return finalizeSession({
    format: source,
    name: str(doc.name) ?? name,
    bytes,
    events,
    errors: issuesOf(doc.errors),
    warnings: [...issuesOf(doc.warnings), ...warnings],
    unknownTypes: {},
    startup: startupOf(doc.startup),
    meta: metaOf(doc.meta),
    ...(isRecord(doc.scenario) ? { scenario: scenarioOf(doc.scenario) } : {}),
  });
}

/** One event of the document, each field checked; a field that does not fit is left out. */
function eventOf(r: Record<string, unknown>, rawBlocks: unknown[]): DraftEvent {
  const blocks = rawBlocks.map(blockOf).filter((b): b is Block => b !== null);
  const e: DraftEvent = { kind: r.kind as EventKind, recordType: str(r.recordType) ?? String(r.kind), blocks, extra: {} };
  const line = count(r.line);
  if (line !== undefined) e.line = Math.round(line);
  if (str(r.subtype)) e.subtype = str(r.subtype);
  if (r.role === "user" || r.role === "assistant" || r.role === "system") e.role = r.role;
  if (str(r.timestamp)) e.timestamp = str(r.timestamp);
  if (r.isMeta === true) e.isMeta = true;
  if (str(r.messageId)) e.messageId = str(r.messageId);
  if (str(r.model)) e.model = str(r.model);
  const u = usageOf(r.usage);
  if (u) e.usage = u;
  if (
    isRecord(r.skill) &&
    typeof r.skill.name === "string" &&
    ["tool_use", "launch", "body", "command"].includes(r.skill.phase as string)
  ) {
    e.skill = { name: r.skill.name, phase: r.skill.phase as "body", ...(str(r.skill.dir) ? { dir: str(r.skill.dir) } : {}) };
  }
  if (isRecord(r.compact)) e.compact = compactOf(r.compact);
  if (typeof r.category === "string" && CATS.has(r.category)) e.category = r.category as Category;
  const att = e.kind === "attachment" ? readAttachmentInfo(r.attachment) : undefined;
  if (att) e.attachment = att;
  if (count(r.waitMinutes) !== undefined) e.waitMinutes = count(r.waitMinutes);
  if (str(r.version)) e.version = str(r.version);
  if (r.cjk === true) e.extra = { ...e.extra, cjk: true };
  // a status the sender did not read (a rate limit, a dropped connection) stays unknown: only 413 compacts
  if (e.kind === "api-error") e.extra = count(r.status) !== undefined ? { status: count(r.status) } : {};
  return e;
}

function compactOf(c: Record<string, unknown>): NonNullable<DraftEvent["compact"]> {
  return {
    trigger: c.trigger === "manual" ? "manual" : "auto",
    ...(count(c.preTokens) !== undefined ? { preTokens: count(c.preTokens) } : {}),
    ...(count(c.postTokens) !== undefined ? { postTokens: count(c.postTokens) } : {}),
    ...(count(c.tokensSaved) !== undefined ? { tokensSaved: count(c.tokensSaved) } : {}),
    ...(count(c.durationMs) !== undefined ? { durationMs: count(c.durationMs) } : {}),
    ...(str(c.instructions) ? { instructions: str(c.instructions) } : {}),
  };
}

function startupOf(v: unknown): StartupItem[] {
  return (Array.isArray(v) ? v : []).filter(isRecord).map((s) => ({
    category: (CATS.has(s.category as string) ? s.category : "other") as Category,
    label: str(s.label) ?? "startup",
    tokens: count(s.tokens) ?? 0,
    afterCompaction: (AFTER.has(s.afterCompaction as string) ? s.afterCompaction : "unchanged") as StartupItem["afterCompaction"],
  }));
}

/** The sender's errors or warnings, at most 50 as the snapshot wrote them. */
function issuesOf(v: unknown): ParseIssue[] {
  return (Array.isArray(v) ? v : [])
    .filter(isRecord)
    .map((x) => ({ line: count(x.line) ?? 0, message: str(x.message) ?? "" }))
    .slice(0, 50);
}

function metaOf(v: unknown): Session["meta"] {
  const metaIn = isRecord(v) ? v : {};
  const meta: Session["meta"] = {};
  for (const k of ["sessionId", "model", "cwd", "version", "gitBranch", "title", "description"] as const)
    if (str(metaIn[k])) meta[k] = str(metaIn[k]);
  if (Array.isArray(metaIn.versions)) meta.versions = metaIn.versions.filter((x): x is string => typeof x === "string").slice(0, 50);
  return meta;
}

/** The simulator's extras of a scenario-born session, each field checked. */
function scenarioOf(v: Record<string, unknown>): NonNullable<Session["scenario"]> {
  const out: NonNullable<Session["scenario"]> = {};
  if (str(v.preset)) out.preset = str(v.preset);
  if (isRecord(v.settings)) out.settings = v.settings;
  if (isRecord(v.sessionMemory)) {
    const sm = v.sessionMemory;
    out.sessionMemory = {
      ...(str(sm.text) !== undefined ? { text: str(sm.text) } : {}),
      ...(count(sm.tokens) !== undefined ? { tokens: count(sm.tokens) } : {}),
    };
  }
  if (Array.isArray(v.skills)) {
    out.skills = v.skills
      .filter(isRecord)
      .filter((s) => typeof s.name === "string")
      .map((s) => ({
        name: s.name as string,
        ...(str(s.description) !== undefined ? { description: str(s.description) } : {}),
        ...(str(s.body) !== undefined ? { body: str(s.body) } : {}),
        ...(count(s.tokens) !== undefined ? { tokens: count(s.tokens) } : {}),
      }));
  }
  return out;
}
