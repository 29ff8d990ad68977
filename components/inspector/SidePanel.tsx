"use client";
import { useMemo } from "react";
import { CATEGORIES, CATEGORY_LABEL, ESTIMATORS, ESTIMATOR_LABEL, type Estimator } from "@/lib/model";
import { estimateError, recordedSnapshot } from "@/lib/context/recorded";
import { currentStep, currentView, useInspector } from "@/components/state/store";
import { FORMAT_LABEL, fmt, fmtPct, fmtSignedPct } from "./format";

const SHORT_FORMAT: Record<string, string> = {
  "claude-code-jsonl": "Claude Code JSONL",
  "messages-api": "Messages API JSON",
  scenario: "scenario",
};

export function SidePanel() {
  const view = useInspector(currentView);
  const step = useInspector(currentStep);
  const estimator = useInspector((s) => s.estimator);
  const busy = useInspector((s) => s.busy);
  const setEstimator = useInspector((s) => s.setEstimator);

  const snap = useMemo(() => (view && view.session.events.length ? recordedSnapshot(view.timeline, view.session, step) : null), [view, step]);
  const overall = useMemo(() => (view ? estimateError(view.timeline) : null), [view]);

  if (!view) return <aside className="side" data-testid="side-panel" />;
  const { session, timeline, table } = view;
  const est = ESTIMATOR_LABEL[table.estimator];
  const recounting = busy?.phase === "count" && estimator !== table.estimator;

  const total = snap ? snap.estimated : 0;
  const evAt = (i: number) => session.events[i];
  const lineOf = (i: number) => {
    const l = evAt(i)?.line;
    return l !== undefined ? `line ${l}` : `event ${i + 1}`;
  };
  const stepError = snap?.recorded && snap.recorded.tokens > 0 ? ((snap.estimated - snap.recorded.tokens) / snap.recorded.tokens) * 100 : null;
  const compactions = session.events.reduce((a, e) => a + (e.kind === "compact-boundary" ? 1 : 0), 0);
  const unknown = Object.entries(session.unknownTypes);

  return (
    <aside className="side" data-testid="side-panel">
      <section className="section">
        <h2>Context at step {fmt(step + 1)}</h2>
        {snap ? (
          <>
            <div className="total">
              <span className="big" data-testid="side-total">
                {fmt(snap.tokens)}
              </span>
              <span className="muted">tokens</span>
            </div>
            <div className="muted" data-testid="side-source">
              {snap.recorded ? (
                <>
                  recorded usage at {lineOf(snap.recorded.atEvent)}
                  {snap.recorded.estimatedAfter > 0 && <> + {fmt(snap.recorded.estimatedAfter)} estimated after it ({est})</>}
                </>
              ) : (
                <>estimate · {est} (no recorded usage in the live context yet)</>
              )}
            </div>
            <div className="stack" data-testid="context-bar" role="img" aria-label="Context by category">
              {CATEGORIES.map((c) => {
                const v = snap.byCategory[c];
                if (v <= 0 || total <= 0) return null;
                return (
                  <span
                    key={c}
                    style={{ width: `${(v / total) * 100}%`, background: `var(--cat-${c})` }}
                    title={`${CATEGORY_LABEL[c]}: ${fmt(v)} tokens (${fmtPct((v / total) * 100)})`}
                  />
                );
              })}
            </div>
            <table className="cats" data-testid="category-table">
              <thead>
                <tr>
                  <th>Category (estimate, {est})</th>
                  <th>tokens</th>
                  <th>%</th>
                </tr>
              </thead>
              <tbody>
                {CATEGORIES.map((c) => {
                  const v = snap.byCategory[c];
                  return (
                    <tr key={c} className={v > 0 ? "" : "zero"}>
                      <td>
                        <span className="swatch" style={{ background: `var(--cat-${c})`, opacity: v > 0 ? 1 : 0.35 }} /> {CATEGORY_LABEL[c]}
                        {c === "system" && timeline.overhead.source === "inferred" && (
                          <span className="faint" title="System prompt and tool definitions, inferred from the first recorded usage">
                            {" "}
                            + tools, inferred
                          </span>
                        )}
                      </td>
                      <td className="num">{fmt(v)}</td>
                      <td className="num">{total > 0 ? fmtPct((v / total) * 100) : "—"}</td>
                    </tr>
                  );
                })}
              </tbody>
              <tfoot>
                <tr>
                  <td>Estimated total</td>
                  <td className="num">{fmt(snap.estimated)}</td>
                  <td className="num">{total > 0 ? "100%" : "—"}</td>
                </tr>
              </tfoot>
            </table>
            {snap.liveStart > 0 && (
              <p className="note">Live context starts at {lineOf(snap.liveStart)} (the last compact boundary); earlier events are dimmed.</p>
            )}
          </>
        ) : (
          <p className="muted">This list has no events.</p>
        )}
      </section>

      {snap?.recorded && (
        <section className="section" data-testid="recorded-vs-estimated">
          <h2>Recorded vs estimated</h2>
          <div className="compare">
            <span>Recorded (usage{snap.recorded.estimatedAfter > 0 ? " + estimate after it" : ""})</span>
            <span className="num">{fmt(snap.recorded.tokens)}</span>
            <span>Estimated ({est})</span>
            <span className="num">{fmt(snap.estimated)}</span>
            <span>Error of the estimate</span>
            <span className="num" data-testid="step-error">{stepError === null ? "—" : fmtSignedPct(stepError)}</span>
          </div>
        </section>
      )}

      <section className="section">
        <h2>Estimator</h2>
        <label className="field">
          Count tokens with
          <select
            className="select"
            data-testid="estimator-select"
            value={estimator}
            onChange={(e) => {
              setEstimator(e.target.value as Estimator);
              e.currentTarget.blur(); // arrows step again instead of changing the estimator
            }}
          >
            {ESTIMATORS.map((e) => (
              <option key={e} value={e}>
                {ESTIMATOR_LABEL[e]}
              </option>
            ))}
          </select>
        </label>
        {recounting && <p className="note">Re-counting with {ESTIMATOR_LABEL[estimator]}…</p>}
        <p className="note">
          Claude&apos;s tokenizer is not public: every count here is an estimate. chars/4 is Claude Code&apos;s own heuristic;
          o200k and cl100k are OpenAI tokenizers used as references. Recorded usage, where the transcript has it, is ground truth.
        </p>
        <div className="compare" style={{ marginTop: 8 }}>
          <span>Estimate error over the session</span>
          <span className="num" data-testid="overall-error">
            {overall ? `${fmtPct(overall.meanAbsPct)} mean abs` : "—"}
          </span>
          {overall && (
            <>
              <span className="muted">bias (mean signed) · usage points</span>
              <span className="num muted">
                {fmtSignedPct(overall.meanPct)} · {fmt(overall.points)}
              </span>
            </>
          )}
        </div>
        {!overall && (
          <p className="note">
            {timeline.accuracy.length > 0
              ? "The only recorded usage is the one the system prompt + tools were inferred from: nothing left to compare."
              : "No recorded usage to compare the estimate with."}
          </p>
        )}
        <p className="note" data-testid="overhead-note">
          {timeline.overhead.source === "inferred" && (
            <>
              System prompt + tools: {fmt(timeline.overhead.tokens)} tokens, <strong>inferred</strong> from the first recorded usage (
              {lineOf(timeline.overhead.atEvent ?? 0)}) minus the estimate of the messages before it; counted under System prompt.
            </>
          )}
          {timeline.overhead.source === "startup" && <>System prompt + tools: {fmt(timeline.overhead.tokens)} tokens, from the input itself.</>}
          {timeline.overhead.source === "none" && <>System prompt and tools are not in this input and there is no usage to infer them from: not included.</>}
        </p>
      </section>

      <section className="section" data-testid="session-facts">
        <h2>Session</h2>
        <dl className="facts">
          <dt>Format</dt>
          <dd title={FORMAT_LABEL[session.format]}>{SHORT_FORMAT[session.format] ?? session.format}</dd>
          <dt>File</dt>
          <dd>{session.name}</dd>
          {session.meta.model && (
            <>
              <dt>Model</dt>
              <dd>{session.meta.model}</dd>
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
          <dt>Sidechain records</dt>
          <dd>{fmt(session.sidechain.length)}</dd>
          <dt>Subagent files</dt>
          <dd>{fmt(session.subagents.length)}</dd>
          <dt>Unknown record types</dt>
          <dd>{unknown.length ? unknown.map(([t, c]) => `${t} ×${c}`).join(", ") : "none"}</dd>
          <dt>Problems</dt>
          <dd>
            {session.errors.length} errors · {session.warnings.length} warnings
          </dd>
        </dl>
        {session.meta.title && <p className="note">“{session.meta.title}”</p>}
        {session.meta.description && <p className="note">{session.meta.description}</p>}
      </section>
    </aside>
  );
}
