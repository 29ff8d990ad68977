"use client";
// One session in the list: its facts in columns; a click (or Enter on its title) opens it in the
// inspector with its own subagent files. A row whose files are not at hand (a list restored from
// storage) says so instead.
import { memo } from "react";
import type { SessionEntry } from "@/lib/sessions/group";
import { subagentMatches } from "@/lib/sessions/query";
import { summaryModels } from "@/lib/sessions/summary";
import { fmt, fmtBytes } from "@/components/inspector/format";
import { costText, costTitle, errorText, kTokens, modelText, modelTitle, splitPath, startText } from "./cells";
import { openEntry, entryPaths } from "./open";
import { canOpen } from "./store";
import c from "./sessions.module.css";

interface RowProps {
  e: SessionEntry;
  top: number;
  opened: boolean;
  /** e.subagents.length: an entry's subagents grow in place as files arrive, so the count is a prop of its own */
  subagents: number;
  /** the search the list is filtered by: a match found only in subagent files names them */
  search: string;
}

// memo: each batch of summaries re-renders the table, and a row whose session, place and subagents
// are as they were need not be rendered again
export const SessionRow = memo(function SessionRow({ e, top, opened, search }: RowProps) {
  const s = e.main;
  const matchedIn = search ? subagentMatches(e, search) : [];
  const can = canOpen(entryPaths(e));
  const shown = s.title ?? s.firstPrompt ?? "(no prompt)";
  const open = () => void (can && openEntry(e));
  const [head, tail] = splitPath(s.project.label);
  const pct = s.peak && s.window ? Math.round((s.peak / s.window) * 100) : null;
  return (
    <div
      role="row"
      className={`${c.row} ${opened ? c.opened : ""} ${can ? "" : c.closed}`}
      style={{ transform: `translateY(${top}px)` }}
      data-testid="session-row"
      data-path={s.path}
      aria-current={opened ? "true" : undefined}
      data-subagents={e.subagents
        .map((a) => a.name)
        .sort()
        .join(" ")}
      onClick={open}
    >
      <span
        role="cell"
        className={`${c.cell} ${c.path}`}
        title={s.project.fromCwd ? `${s.project.label} (folder ${s.project.folder || "none"})` : s.project.label}
      >
        {head && <span className={c.pathHead}>{head}</span>}
        <span className={c.pathTail}>
          <bdi>{tail}</bdi>
        </span>
      </span>
      <span role="cell" className={`${c.cell} mono`} data-k="start">
        {startText(s.start)}
      </span>
      <span role="cell" className={c.cell}>
        <button
          className={c.open}
          data-testid="session-open"
          disabled={!can}
          onClick={(ev) => {
            ev.stopPropagation();
            open();
          }}
          title={
            can
              ? `${shown}\n${s.path} · ${fmtBytes(s.bytes)} · ${fmt(s.events)} records\nOpen in the inspector`
              : `${s.path}: pick the folder again to open it`
          }
        >
          {shown}
        </button>
        {matchedIn.length > 0 && (
          <span className={c.where} data-testid="session-matched-in" title={matchedIn.join("\n")}>
            {matchedIn.length === 1 ? "in a subagent" : `in ${matchedIn.length} subagents`}: {matchedIn.join(", ")}
          </span>
        )}
      </span>
      <span role="cell" className={`${c.cell} mono`} data-k="version" title={s.version ?? ""}>
        {s.version ?? "–"}
      </span>
      <span
        role="cell"
        className={summaryModels(s).length > 1 ? `${c.cell} ${c.models}` : c.cell}
        title={modelTitle(summaryModels(s))}
        data-k="model"
      >
        {modelText(summaryModels(s))}
      </span>
      <span role="cell" className={`${c.cell} ${c.num}`}>
        {kTokens(s.window)}
      </span>
      <span
        role="cell"
        className={`${c.cell} ${c.num}`}
        data-k="peak"
        title={s.peak ? `${fmt(s.peak)} tokens recorded (${pct}% of the window)` : "no usage recorded"}
      >
        {s.peak ? kTokens(s.peak) : "–"}
      </span>
      <span role="cell" className={`${c.cell} mono`} data-k="compactions" title={costTitle(s)}>
        {s.compactions.length ? `${s.compactions.length}: ${s.compactions.map(costText).join(", ")}` : "–"}
      </span>
      <span role="cell" className={c.cell} data-k="skills" title={s.skills.join(", ")}>
        {s.skills.length ? s.skills.join(", ") : "–"}
      </span>
      <span
        role="cell"
        className={`${c.cell} ${s.skillsNotBack.length ? c.lost : ""}`}
        data-k="not-back"
        title={s.skillsNotBack.join(", ")}
      >
        {s.skillsNotBack.length ? s.skillsNotBack.join(", ") : "–"}
      </span>
      <span
        role="cell"
        className={`${c.cell} ${c.num}`}
        data-k="error"
        title={
          s.estimateError ? `chars/4 estimate against ${fmt(s.estimateError.points)} recorded usage points` : "no recorded usage to compare"
        }
      >
        {errorText(s)}
      </span>
      <span role="cell" className={`${c.cell} ${c.num}`} data-k="subagents" title={e.subagents.map((a) => a.name).join("\n")}>
        {e.subagents.length || "–"}
      </span>
    </div>
  );
});
