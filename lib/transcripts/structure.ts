// What every reader does once its events are read: number them, group them into API rounds
// (rules.md#message-groups), pair each tool_use with its tool_result, settle which record's usage counts, and
// collect skill invocations. One place, so the three formats agree on all of it.
import { checkTimestamps } from "./relations";
import type { Event, GroupInfo, ParseIssue, Session, SkillInvocation, ToolPair } from "../model";
import { blocksText } from "./blocks";
import { oneResponsePerRequest } from "./one-response-per-request";

export type DraftEvent = Omit<Event, "i" | "group">;

export interface DraftSession extends Omit<Session, "events" | "sidechain" | "groups" | "toolPairs" | "skills" | "warnings" | "subagents"> {
  events: DraftEvent[];
  sidechain?: DraftEvent[];
  warnings?: ParseIssue[];
}

/**
 * A group starts at an assistant record whose message.id differs from the previous assistant's;
 * records before the first assistant form group 0 (Claude Code's groupMessagesByApiRound).
 */
export function assignGroups(events: Event[]): GroupInfo[] {
  const groups: GroupInfo[] = [];
  let lastAssistantId: string | undefined;
  let current: GroupInfo | undefined;
  for (const ev of events) {
    const startsRound = ev.kind === "assistant" && (ev.messageId === undefined || ev.messageId !== lastAssistantId);
    if (!current || startsRound) {
      current = { index: groups.length, start: ev.i, end: ev.i };
      groups.push(current);
    }
    if (ev.kind === "assistant") {
      lastAssistantId = ev.messageId;
      if (current.messageId === undefined) current.messageId = ev.messageId;
    }
    current.end = ev.i;
    ev.group = current.index;
  }
  return groups;
}

// The drafts become the events in place: a copy of each (the spread this was) held two of every
// event at once, about a tenth of a large session's peak heap.
function finalizeEvents(drafts: DraftEvent[]): Event[] {
  const events = drafts as Event[];
  events.forEach((e, i) => {
    e.i = i;
    e.group = 0;
  });
  return events;
}

export function finalizeSession(d: DraftSession): Session {
  oneResponsePerRequest(d.events);
  if (d.sidechain) oneResponsePerRequest(d.sidechain);
  const events = finalizeEvents(d.events);
  const sidechain = finalizeEvents(d.sidechain ?? []);
  const warnings: ParseIssue[] = [...(d.warnings ?? [])];
  checkTimestamps(events, warnings);
  const groups = assignGroups(events);
  assignGroups(sidechain);
  markCountedUsage(events);
  markCountedUsage(sidechain);
  const toolPairs = pairTools(events, warnings);
  const skills = collectSkills(events);
  return {
    format: d.format,
    name: d.name,
    bytes: d.bytes,
    events,
    sidechain,
    subagents: [],
    startup: d.startup,
    groups,
    toolPairs,
    skills,
    errors: d.errors,
    warnings,
    unknownTypes: d.unknownTypes,
    ...(d.unknownFields ? { unknownFields: d.unknownFields } : {}),
    meta: d.meta,
    ...(d.scenario ? { scenario: d.scenario } : {}),
  };
}

/** Streaming splits repeat one usage: only the last record of a response counts it. */
function markCountedUsage(events: Event[]): void {
  const lastOf = new Map<string, number>();
  for (const ev of events) if (ev.usage && ev.messageId) lastOf.set(ev.messageId, ev.i);
  for (const ev of events) {
    if (!ev.usage) continue;
    ev.usageCounted = ev.messageId ? lastOf.get(ev.messageId) === ev.i : true;
  }
}

function pairTools(events: Event[], warnings: ParseIssue[]): ToolPair[] {
  const pairs: ToolPair[] = [];
  const byId = new Map<string, ToolPair>();
  for (const ev of events) {
    for (const b of ev.blocks) {
      if (b.type === "tool_use") {
        const p: ToolPair = { id: b.id, name: b.name, use: ev.i };
        pairs.push(p);
        if (b.id) byId.set(b.id, p);
      } else if (b.type === "tool_result") {
        const p = byId.get(b.toolUseId);
        if (!p) {
          warnings.push({
            line: ev.line ?? ev.i + 1,
            message: `orphan tool_result: no tool_use with id ${b.toolUseId || "(empty)"} before it`,
          });
        } else if (p.result !== undefined) {
          warnings.push({ line: ev.line ?? ev.i + 1, message: `second tool_result for tool_use ${b.toolUseId}` });
        } else {
          p.result = ev.i;
        }
      }
    }
  }
  // A tool_use still waiting at the very end is a session that stopped mid-call, not damage.
  const lastIndex = events.length - 1;
  for (const p of pairs) {
    if (p.result === undefined && !isTrailing(events, p.use, lastIndex)) {
      const ev = events[p.use];
      warnings.push({ line: ev.line ?? ev.i + 1, message: `orphan tool_use: ${p.name} (${p.id}) has no tool_result` });
    }
  }
  warnings.sort((a, b) => a.line - b.line);
  return pairs;
}

function isTrailing(events: Event[], from: number, last: number): boolean {
  for (let i = from + 1; i <= last; i++) {
    const k = events[i].kind;
    if (k !== "assistant" && k !== "bookkeeping" && k !== "system") return false;
    if (k === "assistant" && events[i].messageId !== events[from].messageId) return false;
  }
  return true;
}

/**
 * A skill body (meta record) takes its name from the Skill tool_use or slash command that
 * launched it; a Skill call with no recorded body still counts as an invocation. A skill with no
 * folder (a bundled one such as simplify, or a command's prompt) has no "Base directory" line: its
 * body is the meta record right after the launch (rules.md#skills-body).
 */
/** Meta records a command writes that are not a prompt: its output, the caveat before it. */
export const NOT_A_BODY = /^\s*(<local-command-|<command-|Caveat:)/;

function collectSkills(events: Event[]): SkillInvocation[] {
  const out: SkillInvocation[] = [];
  let pending: { name: string; event: number; used: boolean } | undefined;
  // a launch waiting for its body: from the Skill call's result or the command, to the next prompt or response
  let launched = false;
  for (const ev of events) {
    const s = ev.skill;
    if (!s) {
      if (launched && pending && !pending.used && ev.kind === "meta" && ev.isMeta && !NOT_A_BODY.test(blocksText(ev.blocks))) {
        ev.kind = "skill-body";
        ev.skill = { name: pending.name, phase: "body" };
        pending.used = true;
        launched = false;
        out.push({ name: pending.name, event: ev.i, body: blocksText(ev.blocks) });
      } else if (ev.kind === "user" || ev.kind === "assistant" || ev.kind === "tool-result") launched = false;
      continue;
    }
    if (s.phase === "tool_use" || s.phase === "command") {
      if (pending && !pending.used) out.push({ name: pending.name, event: pending.event });
      pending = { name: s.name, event: ev.i, used: false };
      launched = s.phase === "command";
    } else if (s.phase === "launch") {
      launched = true;
    } else if (s.phase === "body") {
      launched = false;
      if (pending && !pending.used) {
        s.name = pending.name;
        pending.used = true;
      }
      const text = blocksText(ev.blocks);
      const nl = text.indexOf("\n");
      const body = nl === -1 ? "" : text.slice(nl + 1).replace(/^\n+/, "");
      out.push({ name: s.name, event: ev.i, ...(s.dir ? { dir: s.dir } : {}), body });
    }
  }
  if (pending && !pending.used) out.push({ name: pending.name, event: pending.event });
  return out;
}
