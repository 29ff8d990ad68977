"use client";
// The estimator: which tokenizer counts, what that choice means, and how far its counts are from
// the recorded usage over the whole session. Alone because it is the tab's only control.
import { useMemo } from "react";
import { ESTIMATORS, ESTIMATOR_LABEL, type Estimator } from "@/lib/model";
import { estimateError } from "@/lib/context/recorded";
import { useInspector } from "@/components/state/store";
import type { View } from "@/components/state/types";
import { fmt, fmtPct, fmtSignedPct } from "../format";
import { OverheadNote } from "./OverheadNote";

function EstimatorSelect() {
  const estimator = useInspector((s) => s.estimator);
  const setEstimator = useInspector((s) => s.setEstimator);
  return (
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
  );
}

/** The estimate's error over every recorded usage of the session. */
function OverallError({ view }: { view: View }) {
  const overall = useMemo(() => estimateError(view.timeline), [view]);
  return (
    <>
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
          {view.timeline.accuracy.length > 0
            ? "The only recorded usage is the one the system prompt + tools were inferred from: nothing left to compare."
            : "No recorded usage to compare the estimate with."}
        </p>
      )}
    </>
  );
}

export function EstimatorSection({ view }: { view: View }) {
  const estimator = useInspector((s) => s.estimator);
  const busy = useInspector((s) => s.busy);
  const recounting = busy?.phase === "count" && estimator !== view.table.estimator;
  return (
    <section className="section">
      <h2>Estimator</h2>
      <EstimatorSelect />
      {recounting && <p className="note">Re-counting with {ESTIMATOR_LABEL[estimator]}…</p>}
      <p className="note">
        Anthropic has not published Claude&apos;s tokenizer, so every count here is an estimate. chars/4 is Claude Code&apos;s own rule of
        thumb; o200k and cl100k are OpenAI tokenizers used for comparison. Recorded usage, where the transcript has it, is what the API
        counted.{" "}
        <a href="/rules/#token-counting" className="rule-link" target="_blank" rel="noopener">
          Source
        </a>
      </p>
      <OverallError view={view} />
      <OverheadNote session={view.session} timeline={view.timeline} />
    </section>
  );
}
