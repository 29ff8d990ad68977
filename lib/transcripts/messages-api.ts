// Reader for Anthropic Messages API JSON: a request body {model, system?, tools?, messages},
// optionally wrapped with its response as {request, response}. The response's usage is ground
// truth for the size of the whole request plus its output.
import type { Block, Event, ParseIssue, Session, StartupItem } from "../model";
import { isRecord, otherFields, safeJson, toBlocks, toUsage } from "./blocks";
import { finalizeSession, type DraftEvent } from "./structure";
import { MCP_TOOL_PREFIX } from "./mcp-tools";
import { depthMessage, kindOf, valueDepth } from "../input/check";
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
  const startup: StartupItem[] = [];

  const system = request.system;
  if (typeof system === "string" && system) {
    startup.push({ category: "system", label: "System prompt", text: system, afterCompaction: "unchanged" });
  } else if (Array.isArray(system)) {
    const text = system
      .map((b) => (isRecord(b) && typeof b.text === "string" ? b.text : ""))
      .filter(Boolean)
      .join("\n\n");
    if (text) startup.push({ category: "system", label: "System prompt", text, afterCompaction: "unchanged" });
  }
  if (request.tools !== undefined && valueDepth(request.tools, MAX_DEPTH) > MAX_DEPTH) {
    warnings.push({ line: 0, message: `"tools" is ${depthMessage(MAX_DEPTH)}` });
  } else if (Array.isArray(request.tools) && request.tools.length) {
    // MCP tools (named mcp__server__tool) are a category of their own (rules.md#mcp-tools)
    const mcp = request.tools.filter((t) => isRecord(t) && typeof t.name === "string" && t.name.startsWith(MCP_TOOL_PREFIX));
    const builtIn = request.tools.filter((t) => !mcp.includes(t));
    if (builtIn.length)
      startup.push({
        category: "tools",
        label: `Tool definitions (${builtIn.length})`,
        text: safeJson(builtIn),
        afterCompaction: "unchanged",
      });
    if (mcp.length)
      startup.push({
        category: "mcpTools",
        label: `MCP tool definitions (${mcp.length})`,
        text: safeJson(mcp),
        afterCompaction: "unchanged",
      });
  }

  const messages = Array.isArray(request.messages) ? request.messages : [];
  const events: DraftEvent[] = [];
  let assistantN = 0;
  messages.forEach((m, idx) => {
    const line = idx + 1;
    if (valueDepth(m, MAX_DEPTH) > MAX_DEPTH) {
      warnings.push({ line, message: `messages[${idx}] is ${depthMessage(MAX_DEPTH)}` });
      events.push({ line, kind: "unknown", recordType: "message", blocks: [], extra: {} });
      return;
    }
    if (isRecord(m) && m.content !== undefined && typeof m.content !== "string" && !Array.isArray(m.content)) {
      warnings.push({ line, message: `messages[${idx}].content is ${kindOf(m.content)} where text or a list of blocks was expected` });
    }
    if (isRecord(m) && (m.role === "tool" || m.role === "function" || m.role === "system" || m.role === "developer")) {
      // OpenAI's chat format: Anthropic's Messages API has no such role (the system prompt is apart)
      warnings.push({ line, message: `messages[${idx}] has role "${m.role}", OpenAI's chat format: not read or counted` });
      events.push({ line, kind: "unknown", recordType: "message", blocks: [], extra: { value: m } });
      return;
    }
    if (!isRecord(m) || (m.role !== "user" && m.role !== "assistant")) {
      warnings.push({ line, message: `messages[${idx}] is not a {role: "user"|"assistant", content} object; kept as unknown` });
      events.push({ line, kind: "unknown", recordType: "message", blocks: [], extra: { value: m } });
      return;
    }
    const blocks: Block[] = toBlocks(m.content, (msg) => warnings.push({ line, message: `messages[${idx}].${msg}` }));
    const extra = otherFields(m, new Set(["role", "content"]));
    for (const k of ["tool_calls", "function_call"])
      if (Object.hasOwn(m, k))
        warnings.push({ line, message: `messages[${idx}].${k} is OpenAI's chat format: its calls are not read or counted` });
    if (m.role === "assistant") {
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
      events.push({
        line,
        kind: blocks.some((b) => b.type === "tool_result") ? "tool-result" : "user",
        recordType: "message",
        role: "user",
        blocks,
        extra,
      });
    }
  });

  if (response && valueDepth(response, MAX_DEPTH) > MAX_DEPTH) {
    // the depth limit applies to the response as to every message: counted, a 60 KB tool input
    // nested past it would be a few tokens (its text is never reached)
    warnings.push({ line: messages.length + 1, message: `response is ${depthMessage(MAX_DEPTH)}` });
  } else if (response) {
    const usage = toUsage(response.usage, (m) => warnings.push({ line: messages.length + 1, message: `response ${m}` }));
    const extra = otherFields(response, new Set(["content", "usage", "id", "model", "role"]));
    const ev: DraftEvent = {
      line: messages.length + 1,
      kind: "assistant",
      recordType: "response",
      role: "assistant",
      blocks: toBlocks(response.content, (msg) => warnings.push({ line: messages.length + 1, message: `response.${msg}` })),
      messageId: typeof response.id === "string" ? response.id : "response",
      extra,
    };
    if (typeof response.model === "string") ev.model = response.model;
    if (usage) ev.usage = usage;
    events.push(ev);
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

export type { Event };
