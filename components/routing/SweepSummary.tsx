"use client";
// What a sweep found, in a sentence: the best Top-1 among the values that load no skill on a
// native prompt, against the value in use now, and the values that do load one there.
import { pct } from "@/components/inspector/format";
import { SWEEP_PARAMS, type SweepReport } from "@/lib/routing/sweep";
import s from "./routing.module.css";

/** `now`: the setting's live value (the Route tab's), which may not be among the values swept */
export function SweepSummary({ report, now }: { report: SweepReport; now: number | null }) {
  const shown = SWEEP_PARAMS[report.param];
  const nowPoint = report.points.find((p) => p.value === now);
  const nativeLoads = report.points.filter((p) => p.metrics.counts.loadedOnNative > 0).map((p) => p.value);
  return (
    <p className={s.sweepSummary} data-testid="sweep-summary">
      {report.best ? (
        <>
          Best Top-1 with no skill loaded on a native prompt: <b className="mono">{pct(report.best.top1)}</b> at {shown.label}{" "}
          <b className="mono">{report.best.value}</b>
          {nowPoint && nowPoint.value !== report.best.value ? (
            <>
              ; now {now}: <span className="mono">{pct(nowPoint.metrics.top1)}</span>
            </>
          ) : nowPoint ? (
            " (the current value)"
          ) : (
            <>; now {now}, not among the values swept</>
          )}
          .
        </>
      ) : (
        <>Every value loads a skill on some native prompt, or the gold set has no skill case.</>
      )}
      {nativeLoads.length > 0 && (
        <span className={s.fail}>
          {" "}
          A skill loads on a native prompt at {shown.label} {nativeLoads.join(", ")}.
        </span>
      )}
    </p>
  );
}
