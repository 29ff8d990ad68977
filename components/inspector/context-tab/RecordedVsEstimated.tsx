"use client";
// The estimator's error at this step: the recorded usage against the chosen estimator's count of
// the same context. Alone because it judges the estimator, not the simulation.
import type { RecordedSnapshot } from "@/lib/context/recorded";
import { differingStreams, STREAM_LABEL, streamAt, type StreamFigure } from "@/lib/context/model-stream-overhead";
import { fmt, fmtSignedPct } from "../format";
import { figureHow } from "./overhead-figures";

export function RecordedVsEstimated({
  rec,
  est,
  streams,
}: {
  rec: RecordedSnapshot | null;
  est: string;
  streams: readonly StreamFigure[];
}) {
  if (!rec?.recorded) return null;
  // the estimate carries the system prompt + tools of the stream in effect at this step (model-stream-overhead.ts)
  const here = streamAt(streams, rec.step);
  const which = here && differingStreams(streams) ? `, ${STREAM_LABEL[here.stream]}` : "";
  const stepError = rec.recorded.tokens > 0 ? ((rec.estimated - rec.recorded.tokens) / rec.recorded.tokens) * 100 : null;
  return (
    <section className="section" data-testid="recorded-vs-estimated">
      <h2>Recorded vs estimated</h2>
      <div className="compare">
        <span>Recorded (usage{rec.recorded.estimatedAfter > 0 ? " + estimate after it" : ""})</span>
        <span className="num">{fmt(rec.recorded.tokens)}</span>
        <span>Estimated ({est}), as recorded</span>
        <span className="num">{fmt(rec.estimated)}</span>
        {here && (
          <>
            <span className="muted">
              of which system prompt + tools ({figureHow(here.source)}
              {which})
            </span>
            <span className="num muted" data-testid="estimate-system">
              {fmt(here.tokens)}
            </span>
          </>
        )}
        <span>Error of the estimate</span>
        <span className="num" data-testid="step-error">
          {stepError === null ? "—" : fmtSignedPct(stepError)}
        </span>
      </div>
    </section>
  );
}
