"use client";
// The re-attachment what-if: other budgets, other sizes, skills ticked to re-invoke after the
// compaction; the outcome, recomputed with the same rule, drawn beside the simulation's.
import { fmt } from "@/components/inspector/format";
import type { Settings } from "@/lib/context/settings";
import { ESTIMATOR_LABEL } from "@/lib/model";
import type { ReattachResult } from "@/lib/skills/reattach";
import { keyOf } from "./reattach-model";
import { estimatorNote } from "./reattach-labels";
import { NumberInput } from "./NumberInput";
import { BudgetBar } from "./ReattachBudgetBar";
import type { ReattachWhatIf, WhatIfSizes } from "./useReattachWhatIf";
import { CompareTable } from "./WhatIfCompareTable";
import s from "./skills.module.css";

function WhatIfControls({ result, state, onReset }: { result: ReattachResult; state: ReattachWhatIf; onReset: () => void }) {
  const { perSkill, setPerSkill, total, setTotal, sizes, setSizes, dirty } = state;
  return (
    <div className={s.controls}>
      <label className={s.field}>
        per skill
        <NumberInput value={perSkill} onChange={setPerSkill} testid="whatif-per-skill" label="Per-skill budget in tokens" />
      </label>
      <label className={s.field}>
        total
        <NumberInput value={total} onChange={setTotal} testid="whatif-total" label="Total budget in tokens" />
      </label>
      <label className={s.field}>
        sizes
        <select
          className="select"
          value={sizes}
          onChange={(e) => setSizes(e.currentTarget.value as WhatIfSizes)}
          data-testid="whatif-sizes"
        >
          <option value="table">as simulated ({ESTIMATOR_LABEL[result.estimator]})</option>
          <option value="chars4">chars/4 of the body (Claude Code)</option>
          <option value="o200k">o200k of the body</option>
          <option value="cl100k">cl100k of the body</option>
        </select>
      </label>
      <button className="btn" disabled={!dirty} onClick={onReset}>
        Reset
      </button>
    </div>
  );
}

/** Each skill a box to tick: ticked skills are re-invoked after the compaction, in the order ticked. */
function ReinvokeChoice({
  result,
  reinvoked,
  setReinvoked,
}: {
  result: ReattachResult;
  reinvoked: string[];
  setReinvoked: ReattachWhatIf["setReinvoked"];
}) {
  return (
    <fieldset className={s.reinvoke}>
      <legend>Re-invoke after the compaction (each becomes the most recent, in the order ticked):</legend>
      {result.skills.map((x) => {
        const k = keyOf(x);
        const at = reinvoked.indexOf(k);
        return (
          <label key={k} className={s.check}>
            <input
              type="checkbox"
              checked={at >= 0}
              data-testid="whatif-reinvoke"
              data-skill={x.name}
              onChange={(e) => {
                const on = e.currentTarget.checked;
                setReinvoked((r) => (on ? [...r.filter((y) => y !== k), k] : r.filter((y) => y !== k)));
              }}
            />
            <span>{x.name}</span>
            {at >= 0 && <span className={s.faint}>#{at + 1}</span>}
          </label>
        );
      })}
    </fieldset>
  );
}

export function WhatIfSection({
  result,
  settings,
  state,
  selected,
  onSelect,
  onReset,
}: {
  result: ReattachResult;
  settings: Settings;
  state: ReattachWhatIf;
  selected: string;
  /** a skill picked in the what-if's bar: the detail shows its what-if outcome */
  onSelect: (k: string) => void;
  onReset: () => void;
}) {
  const { perSkill, total, reinvoked, dirty, whatIf, counterError } = state;
  const defaults = { perSkill: settings.skillReattachPerSkillTokens, total: settings.skillReattachTotalTokens };
  return (
    <section className={s.whatIf} data-testid="skills-whatif">
      <h4 className={s.h4}>What if</h4>
      <WhatIfControls result={result} state={state} onReset={onReset} />
      {(defaults.perSkill !== perSkill || defaults.total !== total) && (
        <p className={s.note}>
          The settings say {fmt(defaults.perSkill)} per skill and {fmt(defaults.total)} in all.
        </p>
      )}
      <ReinvokeChoice result={result} reinvoked={reinvoked} setReinvoked={state.setReinvoked} />
      {counterError && <p className={s.tDropped}>{counterError}</p>}
      {!whatIf && !counterError && <p className={s.muted}>Counting in the background…</p>}
      {whatIf && dirty && (
        <>
          <p className={s.note}>
            {reinvoked.length > 0 ? "At the next compaction" : "With these budgets"}:{" "}
            <b>{whatIf.skills.filter((x) => x.status !== "dropped").length}</b> of {whatIf.skills.length} re-attached,{" "}
            <span className="mono">{fmt(whatIf.totalTokens)}</span> of <span className="mono">{fmt(whatIf.budget.total)}</span> tokens (
            {estimatorNote(whatIf.estimator)}).
          </p>
          <BudgetBar result={whatIf} selected={selected} onSelect={onSelect} testid="whatif-bar" />
          <CompareTable before={result} after={whatIf} reinvoked={reinvoked} />
        </>
      )}
      {whatIf && !dirty && (
        <p className={s.muted}>
          Change a budget, the sizes, or tick a skill to re-invoke: the outcome is recomputed here, beside the original.
        </p>
      )}
    </section>
  );
}
