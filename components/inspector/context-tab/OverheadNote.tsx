"use client";
// Where the system prompt + tools figure comes from: inferred from the first usage, given by the
// input (or a pasted /context report), or nowhere. Alone because it is the one figure no record
// states outright, and the MCP share inside it is the question users ask about.
import { useMemo } from "react";
import type { RecordedTimeline } from "@/lib/context/recorded";
import type { Session } from "@/lib/model";
import { mcpSources } from "@/lib/transcripts/mcp-tools";
import { RuleLink } from "@/components/ui/RuleLink";
import { plural } from "../format";
import { lineOf } from "./line-of";
import { MidConversationNote } from "./MidConversationNote";

export function OverheadNote({ session, timeline }: { session: Session; timeline: RecordedTimeline }) {
  const mcp = useMemo(() => mcpSources(session), [session]);
  const { overhead } = timeline;
  return (
    <p className="note" data-testid="overhead-note">
      {overhead.source === "inferred" && (
        <>
          System prompt + tools: {plural(overhead.tokens, "token")}, <strong>inferred</strong> from the first recorded usage (
          {lineOf(session, overhead.atEvent ?? 0)}) minus the estimate of the messages before it; counted under System prompt.{" "}
          <span data-testid="overhead-mcp">
            Any MCP tool definitions sent with every request are inside it: no record gives their share, so it is not split (paste this
            session&apos;s /context output to split it)
            {mcp.records > 0 && <>; the MCP tools and instructions its attachment records list are counted apart, as MCP tools</>}.
          </span>{" "}
          <RuleLink anchor="mcp-tools" title="Where the MCP tools figure comes from" />{" "}
          <MidConversationNote session={session} prefix={timeline.unrecordedPrefix} />
        </>
      )}
      {overhead.source === "startup" && (
        <span data-testid="overhead-source">
          System prompt + tools: {plural(overhead.tokens, "token")},{" "}
          {session.startup.some((x) => x.label.endsWith("(from /context)"))
            ? "as the /context report splits them"
            : "from the input itself"}
          .
        </span>
      )}
      {overhead.source === "none" && (
        <>System prompt and tools are not in this input and there is no usage to infer them from: not included.</>
      )}
    </p>
  );
}
