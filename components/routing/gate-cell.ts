// What the candidates table's gate column says of a retrieval hit: it passed the gate the prompt
// met, it did not, or it did not and the list floor (rules.md#routing-gate, lib/routing/list-floor.ts;
// off by default) still listed it after the decision. A listed entry is not a failure: it stands in
// the list the model is shown, it was only never a candidate to load.
import type { RouteTrace } from "@/lib/routing";

export type GateMark = "pass" | "fail" | "listed";

/** the words shown for each mark */
export const GATE_WORDS: Record<GateMark, string> = {
  pass: "pass",
  fail: "fail",
  listed: "under the gate (listed)",
};

/** How hit `name`, scoring `score`, stands at the gate `passAt`, given the trace's listed candidates. */
export function gateMark(trace: Pick<RouteTrace, "candidates">, name: string, score: number, passAt: number): GateMark {
  if (score >= passAt) return "pass";
  return trace.candidates.some((c) => c.name === name && c.belowGate) ? "listed" : "fail";
}
