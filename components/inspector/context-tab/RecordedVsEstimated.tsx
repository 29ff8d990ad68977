"use client";
// The estimator's error at this step: the recorded usage against the chosen estimator's count of
// the same context. Alone because it judges the estimator, not the simulation.
import type { RecordedSnapshot } from "@/lib/context/recorded";
import { fmt, fmtSignedPct } from "../format";

export function RecordedVsEstimated({ rec, est }: { rec: RecordedSnapshot | null; est: string }) {
  if (!rec?.recorded) return null;
  const stepError = rec.recorded.tokens > 0 ? ((rec.estimated - rec.recorded.tokens) / rec.recorded.tokens) * 100 : null;
  return (
    <section className="section" data-testid="recorded-vs-estimated">
      <h2>Recorded vs estimated</h2>
      <div className="compare">
        <span>Recorded (usage{rec.recorded.estimatedAfter > 0 ? " + estimate after it" : ""})</span>
        <span className="num">{fmt(rec.recorded.tokens)}</span>
        <span>Estimated ({est}), as recorded</span>
        <span className="num">{fmt(rec.estimated)}</span>
        <span>Error of the estimate</span>
        <span className="num" data-testid="step-error">
          {stepError === null ? "—" : fmtSignedPct(stepError)}
        </span>
      </div>
    </section>
  );
}
