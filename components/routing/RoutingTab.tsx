"use client";
// The inspector's Routing tab: the user prompt of the current step, routed over the catalog in
// use as it arrives (the previous user prompt of the session is the previous turn, for the repeat
// rule); on any other step, the prompt routed last. The full view is /routing/.
import Link from "next/link";
import { useEffect } from "react";
import { promptOf, skillAfter } from "@/lib/routing/prompt";
import { currentStep, currentView, useInspector } from "@/components/state/store";
import { fmt } from "@/components/inspector/format";
import { useRouting } from "./store";
import { CatalogPicker } from "./CatalogPicker";
import { RouteFlow } from "./RouteFlow";
import { CandidatesTable } from "./CandidatesTable";
import { TokenCost } from "./TokenCost";
import { DecisionLine } from "./DecisionLine";
import { WhyNotPanel } from "./WhyNotPanel";
import { exportLog } from "./RouterLog";
import { Glossary } from "./glossary";
import s from "./routing.module.css";

/**
 * Routes the current step's user prompt, mounted by the side panel once the Routing tab has been
 * opened (so a session stepped before that loads no catalog). Renders nothing.
 */
export { StepRouter } from "./StepRouter";

export function RoutingTab() {
  const boot = useRouting((x) => x.boot);
  const routed = useRouting((x) => x.inspector);
  const logCount = useRouting((x) => x.logLines.length);
  const scoreMin = useRouting((x) => x.settings.scoreMin);
  const topK = useRouting((x) => x.settings.topK);
  const step = useInspector(currentStep);
  const view = useInspector(currentView);
  const ev = view?.session.events[step];
  const here = ev ? promptOf(ev) !== null : false;
  const setWhyName = useRouting((x) => x.setWhyName);
  // what the agent itself did after this prompt, beside what the router would do
  const used = routed && view && routed.step !== undefined ? skillAfter(view.session.events, routed.step) : null;

  useEffect(() => {
    void boot();
  }, [boot]);

  return (
    <div role="tabpanel" id="tabpanel-routing" aria-labelledby="tab-routing" data-testid="tabpanel-routing">
      <section className="section">
        <h2>Skill routing</h2>
        <div className={s.tabCatalog}>
          <CatalogPicker compact />
        </div>
        <p className="note">
          SCORE_MIN {scoreMin.toFixed(1)} · TOP_K {topK} ·{" "}
          <Link href="/routing/" prefetch={false} data-testid="open-routing">
            settings, dictionary and bench
          </Link>
        </p>
      </section>
      <section className="section" data-testid="routing-step">
        {routed ? (
          <>
            <p className={s.stepNote} data-testid="routing-step-note" data-here={here && routed.step === step ? "true" : "false"}>
              {here && routed.step === step ? (
                <>The user prompt at step {fmt(step + 1)}:</>
              ) : (
                <>
                  Step {fmt(step + 1)} is not a user prompt; the last one routed, at step {fmt((routed.step ?? 0) + 1)}:
                </>
              )}
            </p>
            <blockquote className={s.quote} data-testid="routing-prompt">
              {routed.prompt}
            </blockquote>
            <DecisionLine routed={routed} compact />
            {used && (
              <p className={s.stepNote} data-testid="session-skill" data-agrees={used === routed.trace.chosen ? "true" : "false"}>
                In the session, the agent then used <b className="mono">{used}</b>
                {used === routed.trace.chosen ? (
                  ": the router agrees."
                ) : (
                  <>
                    ; the router{" "}
                    {routed.trace.chosen ? (
                      <>
                        {routed.trace.decision === "delegate" ? "hands it to the subagent" : "loads"}{" "}
                        <b className="mono">{routed.trace.chosen}</b>
                      </>
                    ) : (
                      <>decides {routed.trace.decision}</>
                    )}
                    .{" "}
                    <button className="linkbtn" onClick={() => setWhyName(used)} data-testid="session-skill-why">
                      Why not {used}?
                    </button>
                  </>
                )}
              </p>
            )}
          </>
        ) : (
          <p className="muted" data-testid="routing-empty">
            {here
              ? "Routing the prompt at this step…"
              : "No user prompt routed yet: step onto one (each user prompt routes as it arrives)."}
          </p>
        )}
      </section>
      {routed && (
        <>
          <section className="section">
            <RouteFlow trace={routed.trace} previousPrompt={routed.previousPrompt} orientation="vertical" height={470} />
            <Glossary terms={["triage", "native", "incorporation"]} testid="route-glossary" className={s.glossColumn} />
          </section>
          <section className="section">
            <h2>Candidates</h2>
            <CandidatesTable key={routed.key + routed.sig} trace={routed.trace} preview={routed.preview} compact />
          </section>
          <section className="section">
            <h2>Tokens this turn</h2>
            <TokenCost trace={routed.trace} compact />
          </section>
          <WhyNotPanel routed={routed} compact />
        </>
      )}
      <section className="section">
        <div className={s.logHead}>
          <span>
            Router log: <b data-testid="routing-log-count">{logCount}</b> line{logCount === 1 ? "" : "s"}
          </span>
          <span className="spacer" />
          <button className="btn" disabled={!logCount} onClick={exportLog} data-testid="routing-log-export">
            Export JSONL
          </button>
        </div>
      </section>
    </div>
  );
}
