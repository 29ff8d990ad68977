"use client";
// "Sweep a setting": the gold set measured at each value of one query-time setting (lib/routing
// runSweep, in the routing worker), drawn as lines with the current value and the best one marked,
// and a table whose rows set the value in one click. The controls, the summary, the chart and the
// table are files of their own; this one lays them out.
import { SWEEP_PARAMS } from "@/lib/routing/sweep";
import { useRouting } from "./store";
import { heldSettings } from "./sweep-settings";
import { useSweepPlan } from "./useSweepPlan";
import { SweepControls } from "./SweepControls";
import { SweepSummary } from "./SweepSummary";
import { SweepChart } from "./SweepChart";
import { SweepTable } from "./SweepTable";
import s from "./routing.module.css";

export function SweepPanel() {
  const sweep = useRouting((x) => x.sweep);
  const report = useRouting((x) => x.sweepResult);
  const meta = useRouting((x) => x.sweepMeta);
  const settings = useRouting((x) => x.settings);
  const plan = useSweepPlan(report?.param ?? "scoreMin");
  // "now" is the live setting, so that a row's "use" moves the mark at once
  const now = report ? settings[report.param] : null;

  return (
    <section className={s.benchSection} data-testid="sweep">
      <h3 className={s.h3}>Sweep a setting</h3>
      <p className={s.note}>
        Runs the gold set once per value of one setting, the others as they are in the Route tab, and draws what it trades. The index is
        built once; only query-time settings are swept.
      </p>
      <SweepControls plan={plan} />
      {sweep.error && (
        <div className="banner error" role="alert" data-testid="sweep-error">
          <p>{sweep.error}</p>
        </div>
      )}
      {report && (
        <>
          <SweepSummary report={report} now={now} />
          <SweepChart report={report} now={now} meta={meta} />
          <SweepTable report={report} now={now} meta={meta} />
          {meta && (
            <p className={s.note}>
              {report.points.length} values of {SWEEP_PARAMS[report.param].label} over {meta.cases} cases in {(meta.ms / 1000).toFixed(1)} s
              in the worker; the other settings: {heldSettings(meta.settings, report.param)}.
            </p>
          )}
        </>
      )}
    </section>
  );
}
