"use client";
// The decision in one line: what the router did with the prompt and its one-sentence reason.
import type { Routed } from "./store";
import s from "./routing.module.css";

export function DecisionLine({ routed, compact = false }: { routed: Routed; compact?: boolean }) {
  const t = routed.trace;
  // a skill only the user can start is offered as what they would type
  const inc = t.stages.find((x) => x.stage === "incorporation");
  const slashOnly = inc && inc.stage === "incorporation" ? inc.slashOnly : undefined;
  return (
    <div
      className={s.decision}
      data-testid="route-decision"
      data-decision={t.decision}
      data-chosen={t.chosen ?? ""}
      data-stage={t.stageReached}
    >
      <span className={s.decBadge} data-decision={t.decision} data-testid="route-decision-badge">
        {t.decision}
      </span>
      {t.chosen && (
        <b className="mono" data-testid="route-chosen">
          {t.chosen}
        </b>
      )}
      {t.decision === "delegate" && (
        <span className="muted" data-testid="route-delegated">
          subagent: works in its own context, only its result comes back
        </span>
      )}
      {t.options && <span className="mono">{t.options.map((o) => (o === slashOnly ? `/${o}` : o)).join(" / ")}</span>}
      <span className={s.reason} data-testid="route-reason">
        {t.reason}
      </span>
      {!compact && <span className="muted mono">{routed.ms < 1 ? "<1" : routed.ms.toFixed(1)} ms</span>}
    </div>
  );
}
