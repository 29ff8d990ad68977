// Reader for Anthropic Messages API JSON: a request body {model, system?, tools?, messages},
// optionally wrapped with its response as {request, response}. The response's usage is ground
// truth for the size of the whole request plus its output.
import type { Block, Event, ParseIssue, Session, StartupItem } from "../model";
import { depthMessage, isRecord, kindOf, valueDepth } from "../input/check";
import { otherFields, safeJson, toBlocks, toUsage } from "./blocks";
import { finalizeSession, type DraftEvent } from "./structure";
import { MCP_TOOL_PREFIX } from "./mcp-tools";
import { MAX_DEPTH } from "../limits";

export function looksLikeMessagesApi(doc: unknown): boolean {
  if (!isRecord(doc)) return false;
  if (Array.isArray(doc.messages)) return true;
  return isRecord(doc.request) && Array.isArray(doc.request.messages);
}

export function parseMessagesApi(doc: Record<string, unknown>, name: string, bytes: number): Session {
  const request = isRecord(doc.request) ? doc.request : doc;
  const response = isRecord(doc.response) ? doc.response : undefined;
  const warnings: ParseIssue[] = [];
  const startup = [...systemPrompt(request.system), ...toolDefinitions(request.tools, warnings)];
  const messages = Array.isArray(request.messages) ? request.messages : [];
  const events = readMessages(messages, warnings);
  if (response) {
    const answer = readResponse(response, messages.length + 1, warnings);
    if (answer) events.push(answer);
  }

  const extraTop = otherFields(request, new Set(["system", "tools", "messages"]));

  const session = finalizeSession({
    format: "messages-api",
    name,
    bytes,
    events,
    errors: [],
    warnings,
    unknownTypes: {},
    startup,
    meta: {
      model: typeof request.model === "string" ? request.model : undefined,
    },
  });
  if (Object.keys(extraTop).length && session.events[0]) {
    // request-level fields such as max_tokens or thinking budgets: shown on the first event
    session.events[0].extra = { ...session.events[0].extra, request: extraTop };
  }
  return session;
}

/** The system prompt, a string or text blocks joined, as one startup item (none when empty). */
function systemPrompt(system: unknown): StartupItem[] {
  const text =
    typeof system === "string"
      ? system
      : Array.isArray(system)
        ? system
            .map((b) => (isRecord(b) && typeof b.text === "string" ? b.text : ""))
            .filter(Boolean)
            .join("\n\n")
        : "";
  return text ? [{ category: "system", label: "System prompt", text, afterCompaction: "unchanged" }] : [];
}

/** The tool definitions as startup items: the built-in ones, then the MCP ones (rules.md#mcp-tools). */
function toolDefinitions(tools: unknown, warnings: ParseIssue[]): StartupItem[] {
  if (tools !== undefined && valueDepth(tools, MAX_DEPTH) > MAX_DEPTH) {
    warnings.push({ line: 0, message: `"tools" is ${depthMessage(MAX_DEPTH)}` });
    return [];
  }
  if (!Array.isArray(tools) || !tools.length) return [];
  // MCP tools (named mcp__server__tool) are a category of their own (rules.md#mcp-tools)
  const mcp = tools.filter((t) => isRecord(t) && typeof t.name === "string" && t.name.startsWith(MCP_TOOL_PREFIX));
  const builtIn = tools.filter((t) => !mcp.includes(t));
  const items: StartupItem[] = [];
  if (builtIn.length)
    items.push({ category: "tools", label: `Tool definitions (${builtIn.length})`, text: safeJson(builtIn), afterCompaction: "unchanged" });
  if (mcp.length)
    items.push({ category: "mcpTools", label: `MCP tool definitions (${mcp.length})`, text: safeJson(mcp), afterCompaction: "unchanged" });
  return items;
}

/** The request's messages, one event each; a message that is no Messages API message is kept as unknown. */
function readMessages(messages: unknown[], warnings: ParseIssue[]): DraftEvent[] {
  const events: DraftEvent[] = [];
  let assistantN = 0;
  messages.forEach((m, idx) => {
    const line = idx + 1;
    const refused = refusedMessage(m, idx, warnings);
    if (refused) {
      events.push({ line, kind: "unknown", recordType: "message", blocks: [], extra: refused.extra });
      return;
    }
    const message = m as Record<string, unknown>;
    const blocks: Block[] = toBlocks(message.content, (msg) => warnings.push({ line, message: `messages[${idx}].${msg}` }));
    const extra = otherFields(message, new Set(["role", "content"]));
    for (const k of ["tool_calls", "function_call"])
      if (Object.hasOwn(message, k))
        warnings.push({ line, message: `messages[${idx}].${k} is OpenAI's chat format: its calls are not read or counted` });
    if (message.role === "assistant") {
      events.push({
        line,
        kind: "assistant",
        recordType: "message",
        role: "assistant",
        blocks,
        messageId: `request-msg-${++assistantN}`,
        extra,
      });
    } else {
      const kind = blocks.some((b) => b.type === "tool_result") ? "tool-result" : "user";
      events.push({ line, kind, recordType: "message", role: "user", blocks, extra });
    }
  });
  return events;
}

/**
 * Why a message is not read (nested too deep, another format's role, not a user or assistant
 * message), with what its unknown event keeps; undefined when it is read. A content that is
 * neither text nor blocks is noted here and read all the same.
 */
function refusedMessage(m: unknown, idx: number, warnings: ParseIssue[]): { extra: Record<string, unknown> } | undefined {
  const line = idx + 1;
  if (valueDepth(m, MAX_DEPTH) > MAX_DEPTH) {
    warnings.push({ line, message: `messages[${idx}] is ${depthMessage(MAX_DEPTH)}` });
    return { extra: {} };
  }
  if (isRecord(m) && m.content !== undefined && typeof m.content !== "string" && !Array.isArray(m.content)) {
    warnings.push({ line, message: `messages[${idx}].content is ${kindOf(m.content)} where text or a list of blocks was expected` });
  }
  if (isRecord(m) && (m.role === "tool" || m.role === "function" || m.role === "system" || m.role === "developer")) {
    // OpenAI's chat format: Anthropic's Messages API has no such role (the system prompt is apart)
    warnings.push({ line, message: `messages[${idx}] has role "${m.role}", OpenAI's chat format: not read or counted` });
    return { extra: { value: m } };
  }
  if (!isRecord(m) || (m.role !== "user" && m.role !== "assistant")) {
    warnings.push({ line, message: `messages[${idx}] is not a {role: "user"|"assistant", content} object; kept as unknown` });
    return { extra: { value: m } };
  }
  return undefined;
}

/** The response as the last assistant event, its usage the ground truth; none when nested too deep. */
function readResponse(response: Record<string, unknown>, line: number, warnings: ParseIssue[]): DraftEvent | undefined {
  if (valueDepth(response, MAX_DEPTH) > MAX_DEPTH) {
    // the depth limit applies to the response as to every message: counted, a 60 KB tool input
    // nested past it would be a few tokens (its text is never reached)
    warnings.push({ line, message: `response is ${depthMessage(MAX_DEPTH)}` });
    return undefined;
  }
  const usage = toUsage(response.usage, (m) => warnings.push({ line, message: `response ${m}` }));
  const extra = otherFields(response, new Set(["content", "usage", "id", "model", "role"]));
  const ev: DraftEvent = {
    line,
    kind: "assistant",
    recordType: "response",
    role: "assistant",
    blocks: toBlocks(response.content, (msg) => warnings.push({ line, message: `response.${msg}` })),
    messageId: typeof response.id === "string" ? response.id : "response",
    extra,
  };
  if (typeof response.model === "string") ev.model = response.model;
  if (usage) ev.usage = usage;
  return ev;
}

export type { Event };
