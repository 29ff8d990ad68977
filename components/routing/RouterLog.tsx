"use client";
// The router log (the routing design note's (rules.md#routing) state/skill-router.jsonl): one JSON line per decision, newest first
// here, exported as JSONL exactly as lib/routing writes it.
import { useRouting } from "./store";
import { saveText } from "./download";
import s from "./routing.module.css";

export function exportLog(): void {
  const log = useRouting.getState().log;
  if (!log) return;
  const stamp = new Date().toISOString().replace(/[:.]/g, "-").slice(0, 19);
  saveText(`skill-router-${stamp}.jsonl`, log, "application/x-ndjson");
}

export function RouterLog({ limit, onPick }: { limit?: number; onPick?: (prompt: string) => void }) {
  const lines = useRouting((x) => x.logLines);
  const newSession = useRouting((x) => x.newSession);
  const shown = [...lines].reverse().slice(0, limit ?? lines.length);
  return (
    <section className={s.log} data-testid="router-log" aria-label="Router log">
      <div className={s.logHead}>
        <h2 className={s.h2}>
          Router log{" "}
          <span className="muted" data-testid="log-count">
            {lines.length}
          </span>
        </h2>
        <span className="spacer" />
        <button
          className="btn"
          onClick={exportLog}
          disabled={!lines.length}
          data-testid="log-export"
          title="Save the log, one JSON line per decision"
        >
          Export JSONL
        </button>
        <button
          className="btn"
          onClick={newSession}
          disabled={!lines.length}
          data-testid="log-clear"
          title="Forget the log and the previous prompt (the repeat rule starts over)"
        >
          New session
        </button>
      </div>
      {lines.length === 0 ? (
        <p className={s.note}>
          Every routed prompt adds a line: turn, stage reached, decision, chosen skill, candidates with scores, injected tokens.
        </p>
      ) : (
        <ol className={s.logList} reversed>
          {shown.map((l) => (
            <li key={l.turn} data-testid="log-line" data-decision={l.decision}>
              <span className={`${s.num} muted mono`}>{l.turn}</span>
              <span className={s.decBadge} data-decision={l.decision}>
                {l.decision}
              </span>
              <span className={s.logPrompt} title={l.reason}>
                {onPick ? (
                  <button className="linkbtn" onClick={() => onPick(l.prompt)} title={`${l.reason}\n\nRoute it again`}>
                    {l.prompt}
                  </button>
                ) : (
                  l.prompt
                )}
              </span>
              <span className="mono">{l.chosen ?? (l.options ? l.options.join(" / ") : "")}</span>
              <span className="muted mono">
                {l.stage} · {l.candidates.length} cand · {l.injectedTokens} tok
              </span>
            </li>
          ))}
        </ol>
      )}
      {limit !== undefined && lines.length > limit && <p className={s.note}>{lines.length - limit} older lines are in the export.</p>}
    </section>
  );
}
