"use client";
// The re-attachment what-if's state: other budgets, other sizes, skills re-invoked after the
// compaction, and the engine's answer for them. Held apart from the panel so the rule's inputs and
// the request that carries them read in one place.
import { useEffect, useMemo, useState } from "react";
import { ESTIMATOR_LABEL, type Estimator, type Session } from "@/lib/model";
import type { ReattachResult } from "@/lib/skills/reattach";
import { CancelledError, sharedEngine } from "@/components/worker/client";
import { whatIfInvocations } from "./reattach-model";

/** "table": the sizes the simulation used; an estimator: the bodies counted again with it. */
export type WhatIfSizes = "table" | Estimator;

export function useReattachWhatIf(result: ReattachResult, session: Session, step: number) {
  const budget = result.budget;
  const [perSkill, setPerSkill] = useState(budget.perSkill);
  const [total, setTotal] = useState(budget.total);
  const [reinvoked, setReinvoked] = useState<string[]>([]);
  const [sizes, setSizes] = useState<WhatIfSizes>("table");
  // The what-if runs the rule in the engine worker, where the tokenizer tables are; the page only
  // renders its answer. Explicit sizes ("table") need no tokenizer: the rule counts chars/4 there
  // and the sizes it is given win.
  const dirty = reinvoked.length > 0 || perSkill !== budget.perSkill || total !== budget.total || sizes !== "table";
  const request = useMemo(
    () => ({
      invocations: whatIfInvocations(result, session, step, reinvoked, sizes === "table"),
      estimator: (sizes === "table" ? "chars4" : sizes) as Estimator,
      budget: { perSkill, total },
    }),
    [result, session, step, reinvoked, sizes, perSkill, total],
  );
  const [answer, setAnswer] = useState<{ request: typeof request; result: ReattachResult | null; error: string | null } | null>(null);
  useEffect(() => {
    const engine = sharedEngine();
    if (!engine) return;
    let live = true;
    engine.reattach(request).then(
      (r) => live && setAnswer({ request, result: sizes === "table" ? { ...r, estimator: result.estimator } : r, error: null }),
      (e: Error) =>
        live &&
        !(e instanceof CancelledError) &&
        setAnswer({ request, result: null, error: `Could not count with ${ESTIMATOR_LABEL[request.estimator]}: ${e.message}` }),
    );
    return () => {
      live = false;
    };
  }, [request, sizes, result.estimator]);
  const current = answer && answer.request === request ? answer : null;

  const reset = () => {
    setPerSkill(budget.perSkill);
    setTotal(budget.total);
    setReinvoked([]);
    setSizes("table");
  };
  return {
    perSkill,
    setPerSkill,
    total,
    setTotal,
    reinvoked,
    setReinvoked,
    sizes,
    setSizes,
    dirty,
    reset,
    whatIf: current?.result ?? null,
    counterError: current?.error ?? null,
  };
}

export type ReattachWhatIf = ReturnType<typeof useReattachWhatIf>;
