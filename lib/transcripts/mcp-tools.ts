// MCP tools as a category of their own (rules.md#mcp-tools): what MCP servers add to the context
// (their tool definitions, the names of their deferred tools, their instructions), counted apart
// from the built-in tools wherever a source says which part is MCP. No figure is guessed: a
// session that records none of these sources keeps MCP inside "system prompt + tools".
import type { Session } from "../model";

/** MCP tools are named `mcp__<server>__<tool>`. */
export const MCP_TOOL_PREFIX = "mcp__";

/** The tool a listing line names: the line itself, or its first word after a list marker. */
export function lineName(line: string): string {
  const t = line.trim().replace(/^[-*]\s+/, "");
  const end = t.search(/[\s:(]/);
  return end < 0 ? t : t.slice(0, end);
}

export const isMcpToolName = (nameOrLine: string): boolean => lineName(nameOrLine).startsWith(MCP_TOOL_PREFIX);

/** Where a session's MCP tools figure comes from. */
export interface McpSources {
  /** startup items counted as MCP tools, said as sources: "the /context report", "MCP tool definitions (3)" */
  startup: string[];
  /** attachment records with an MCP part: deferred-tool listings naming mcp__ tools, MCP server instructions */
  records: number;
}

export function mcpSources(session: Session): McpSources {
  const startup = [
    ...new Set(
      session.startup
        .filter((s) => s.category === "mcpTools")
        .map((s) => (s.label.endsWith("(from /context)") ? "the /context report" : s.label)),
    ),
  ];
  let records = 0;
  for (const ev of session.events)
    if (ev.kind === "attachment" && (ev.category === "mcpTools" || ev.blocks.some((b) => b.type === "text" && b.category === "mcpTools")))
      records++;
  return { startup, records };
}
