"use client";
// The plan of a compound request (setting "Split compound requests"): each step with what it got,
// a step the subagent took marked as handed to it (rules.md#routing-delegate). Shown under the
// candidates, and under "no skill matched" too: a request handed whole to a subagent has steps.
import type { RouteTrace } from "@/lib/routing";
import s from "./routing.module.css";

export function SubtaskPlan({ trace }: { trace: RouteTrace }) {
  if (!trace.subtasks) return null;
  return (
    <div className={s.subtasks} data-testid="subtasks">
      <h3 className={s.h3}>Sub-tasks of this compound request</h3>
      <ol>
        {trace.subtasks.map((t, k) => (
          <li key={k} data-testid="subtask" data-decision={t.decision}>
            <span>“{t.text}”</span> → {t.decision === "delegate" && "subagent "}
            <b>{t.chosen ?? t.decision}</b>
            {t.decision === "delegate" && <span className={s.tag}>delegated</span>}
            {t.candidates.length > 0 && (
              <span className="muted"> · {t.candidates.map((c) => `${c.name} ${c.score.toFixed(1)}`).join(", ")}</span>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
