"use client";
// The sweep's controls: which setting, over which range, how many runs that makes, and the button
// that starts it, with its progress; under them, what the chosen setting does.
import { SWEEP_PARAMS, type SweepParam } from "@/lib/routing/sweep";
import { fmt } from "@/components/inspector/format";
import { useRouting } from "./store";
import { SWEEP_PARAM_LIST } from "./sweep-settings";
import type { RangeField, SweepPlan } from "./useSweepPlan";
import s from "./routing.module.css";

const RANGE_FIELDS: readonly RangeField[] = ["from", "to", "step"];

export function SweepControls({ plan }: { plan: SweepPlan }) {
  const gold = useRouting((x) => x.gold);
  const catalog = useRouting((x) => x.catalog);
  const sweep = useRouting((x) => x.sweep);
  const runSweep = useRouting((x) => x.runSweep);
  const { param, text, planned } = plan;
  const running = sweep.status === "running";
  const info = SWEEP_PARAMS[param];
  return (
    <>
      <div className={s.sweepControls}>
        <label className="field">
          Setting
          <select className="select" value={param} onChange={(e) => plan.choose(e.target.value as SweepParam)} data-testid="sweep-param">
            {SWEEP_PARAM_LIST.map((p) => (
              <option key={p} value={p}>
                {SWEEP_PARAMS[p].label}
              </option>
            ))}
          </select>
        </label>
        {RANGE_FIELDS.map((k) => (
          <label key={k} className="field">
            {k}
            <input
              className={`num-input ${s.numIn}`}
              type="number"
              inputMode="decimal"
              step={info.integer ? 1 : "any"}
              value={text[k]}
              aria-invalid={!!planned.error}
              data-testid={`sweep-${k}`}
              onChange={(e) => plan.setField(k, e.target.value)}
            />
          </label>
        ))}
        <span className={planned.error ? s.fail : "muted"} data-testid="sweep-plan" role={planned.error ? "alert" : undefined}>
          {planned.error ?? `${planned.values.length} values × ${gold ? fmt(gold.cases.length) : "…"} cases`}
        </span>
        <span className="spacer" />
        <button
          className="btn"
          onClick={() => void runSweep(param, planned.values)}
          disabled={running || !!planned.error || !gold?.cases.length || catalog.status !== "ready"}
          data-testid="sweep-run"
        >
          {running ? `Sweeping ${Math.round(sweep.fraction * 100)}%` : "Run sweep"}
        </button>
        {running && (
          <div className={s.benchProgress} role="progressbar" aria-valuenow={Math.round(sweep.fraction * 100)} aria-label="Sweep progress">
            <span style={{ width: `${Math.max(2, sweep.fraction * 100)}%` }} />
          </div>
        )}
      </div>
      <p className={`${s.note} muted`}>
        {info.label}: {info.what}.
      </p>
    </>
  );
}
