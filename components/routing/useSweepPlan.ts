// What the next sweep will run: the setting chosen and its from/to/step as typed (text, so that a
// half-typed number stays on screen), and the values they plan or why they plan none. A hook of its
// own because choosing another setting resets the range to that setting's default.
import { useMemo, useState } from "react";
import { SWEEP_PARAMS, sweepValues, type SweepParam } from "@/lib/routing/sweep";

export type RangeField = "from" | "to" | "step";
export type RangeText = Record<RangeField, string>;

export interface SweepPlan {
  param: SweepParam;
  text: RangeText;
  /** another setting, with its default range */
  choose: (param: SweepParam) => void;
  setField: (field: RangeField, value: string) => void;
  planned: { values: number[]; error?: string };
}

function defaultRange(param: SweepParam): RangeText {
  const range = SWEEP_PARAMS[param].range;
  return { from: String(range.from), to: String(range.to), step: String(range.step) };
}

/** `initial`: the setting chosen when the panel opens (the last sweep's, if any) */
export function useSweepPlan(initial: SweepParam): SweepPlan {
  const [param, setParam] = useState<SweepParam>(initial);
  const [text, setText] = useState(() => defaultRange(param));
  const choose = (p: SweepParam) => {
    setParam(p);
    setText(defaultRange(p));
  };
  const setField = (field: RangeField, value: string) => setText({ ...text, [field]: value });
  const planned = useMemo(() => sweepValues(param, Number(text.from), Number(text.to), Number(text.step)), [param, text]);
  return { param, text, choose, setField, planned };
}
