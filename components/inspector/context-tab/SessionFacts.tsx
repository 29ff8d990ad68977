"use client";
// The facts of the loaded session: its format and file, model and version, what the reader found
// (events, groups, tool pairs, skills, compactions, subagents) and what it could not read or does
// not know (record types, fields).
// Alone because it describes the input, not the context at a step.
import { Fragment, useMemo } from "react";
import type { Session } from "@/lib/model";
import type { CurrentSim } from "@/components/sim/useSim";
import { FORMAT_LABEL, SHORT_FORMAT_LABEL, fmt } from "../format";
import { RuleLink } from "@/components/ui/RuleLink";
import { modelsUsed } from "@/lib/transcripts/models-used";

export function SessionFacts({ session, cur }: { session: Session; cur: CurrentSim | null }) {
  const compactions = useMemo(() => session.events.reduce((a, e) => a + (e.kind === "compact-boundary" ? 1 : 0), 0), [session]);
  const unknown = Object.entries(session.unknownTypes);
  const unknownFields = Object.entries(session.unknownFields ?? {});
  const models = useMemo(() => modelsUsed(session), [session]);
  return (
    <section className="section" data-testid="session-facts">
      <h2>Session</h2>
      <dl className="facts">
        <dt>Format</dt>
        <dd title={FORMAT_LABEL[session.format]}>{SHORT_FORMAT_LABEL[session.format] ?? session.format}</dd>
        <dt>File</dt>
        <dd>{session.name}</dd>
        {models.length > 0 && (
          <>
            <dt>{models.length > 1 ? "Models" : "Model"}</dt>
            <dd data-testid="fact-models">
              {models.map((m, i) => (
                <Fragment key={m}>
                  {i > 0 && ", "}
                  <span className="name">{m}</span>
                </Fragment>
              ))}
            </dd>
          </>
        )}
        {session.meta.version && (
          <>
            <dt>Claude Code</dt>
            <dd>{session.meta.version}</dd>
          </>
        )}
        <dt>Events</dt>
        <dd data-testid="fact-events">{fmt(session.events.length)}</dd>
        <dt>Groups (API rounds)</dt>
        <dd>{fmt(session.groups.length)}</dd>
        <dt>Tool pairs</dt>
        <dd>{fmt(session.toolPairs.length)}</dd>
        <dt>Skills invoked</dt>
        <dd>{session.skills.length ? session.skills.map((s) => s.name).join(", ") : "0"}</dd>
        <dt>Compactions recorded</dt>
        <dd>{fmt(compactions)}</dd>
        <dt>Compactions simulated</dt>
        <dd>{cur ? fmt(cur.sim.compactions.length) : "—"}</dd>
        <dt>Sidechain records</dt>
        <dd>{fmt(session.sidechain.length)}</dd>
        <dt>Subagent files</dt>
        <dd>{fmt(session.subagents.length)}</dd>
        <dt>Unknown record types</dt>
        <dd>{unknown.length ? unknown.map(([t, c]) => `${t} ×${c}`).join(", ") : "none"}</dd>
        {session.format === "claude-code-jsonl" && (
          <>
            <dt title="Fields of the records this reader does not know: kept with the record, not read">Unknown fields</dt>
            <dd data-testid="fact-unknown-fields">
              {unknownFields.length ? unknownFields.map(([f, c]) => `${f} ×${fmt(c)}`).join(", ") : "none"}{" "}
              <RuleLink anchor="record-fields" label="which fields are read" title="Every field of a record: read, or not read and why" />
            </dd>
          </>
        )}
        <dt>Problems</dt>
        <dd>
          {session.errors.length} errors · {session.warnings.length} warnings
        </dd>
      </dl>
      {session.meta.title && <p className="note">“{session.meta.title}”</p>}
      {session.meta.description && <p className="note">{session.meta.description}</p>}
    </section>
  );
}
