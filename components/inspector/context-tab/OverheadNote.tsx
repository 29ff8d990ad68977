"use client";
// Where the system prompt + tools figures come from: inferred from each model stream's first usage
// (or the version's usual size where it implied none), given by the input (or a pasted /context
// report), or nowhere. Alone because it is the one figure no record
// states outright, and the MCP share inside it is the question users ask about.
import { useMemo } from "react";
import type { RecordedTimeline } from "@/lib/context/recorded";
import type { Session } from "@/lib/model";
import { mcpSources } from "@/lib/transcripts/mcp-tools";
import { RuleLink } from "@/components/ui/RuleLink";
import { plural } from "../format";
import { lineOf } from "./line-of";
import { MidConversationNote } from "./MidConversationNote";
import { figureHow, overheadFigures, type OverheadFigure } from "./overhead-figures";

/** One stream's figure and where it came from: its first recorded usage, or the version's usual size where that implied none. */
function FigureSource({ session, f }: { session: Session; f: OverheadFigure }) {
  const who = f.label ? `${f.label} ` : "";
  const usage = f.label ? "its first recorded usage" : "the first recorded usage";
  if (f.source === "usual")
    return (
      <>
        {who}
        {plural(f.tokens, "token")}, <strong>{figureHow("usual")}</strong>: {usage} ({lineOf(session, f.event)}) is smaller than the
        estimate of the messages before it, which leaves no room for a system prompt
      </>
    );
  return (
    <>
      {who}
      {plural(f.tokens, "token")}, <strong>{figureHow("inferred")}</strong> from {usage} ({lineOf(session, f.event)}) minus the estimate of
      the messages before it
    </>
  );
}

export function OverheadNote({ session, timeline }: { session: Session; timeline: RecordedTimeline }) {
  const mcp = useMemo(() => mcpSources(session), [session]);
  const { overhead } = timeline;
  const figures = overheadFigures(timeline.streams, overhead);
  return (
    <p className="note" data-testid="overhead-note">
      {overhead.source === "inferred" && (
        <>
          <span data-testid="overhead-figures">
            System prompt + tools{figures.length > 1 ? ", by model stream" : ""}:{" "}
            {figures.map((f, k) => (
              <span key={k}>
                {k > 0 && "; "}
                <FigureSource session={session} f={f} />
              </span>
            ))}
            ; counted under System prompt.
          </span>{" "}
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
