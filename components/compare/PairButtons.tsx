"use client";
// The row of common comparisons. Before compare mode a click starts it; during it the button of
// the pair on screen is pressed, so the user sees which comparison A and B are.
import { useInspector } from "@/components/state/store";
import type { SimChoice } from "@/components/worker/protocol";
import { sameJson } from "@/components/ui/same-json";
import { PAIRS } from "./pairs";

/** Before compare mode: each button starts it with its pair. */
export function StartPairs() {
  const simChoice = useInspector((s) => s.simChoice);
  const setCompare = useInspector((s) => s.setCompare);
  return (
    <div className="cmp-pairs">
      {PAIRS.map((p) => (
        <button
          key={p.id}
          className="btn"
          data-testid={`compare-pair-${p.id}`}
          onClick={() => {
            const x = p.make(simChoice);
            setCompare(x.compare, { sim: x.sim });
          }}
        >
          {p.label}
        </button>
      ))}
    </div>
  );
}

/** During compare mode (B is `compare`): the pair that A and B are now is pressed. */
export function ActivePairs({ compare }: { compare: SimChoice }) {
  const simChoice = useInspector((s) => s.simChoice);
  const setCompare = useInspector((s) => s.setCompare);
  return (
    <div className="cmp-pairs" role="group" aria-label="Common comparisons">
      {PAIRS.map((p) => {
        const x = p.make(simChoice);
        const on = sameJson(x.sim, simChoice) && sameJson(x.compare, compare);
        return (
          <button
            key={p.id}
            className={`btn${on ? " on" : ""}`}
            aria-pressed={on}
            data-testid={`compare-pair-${p.id}`}
            onClick={() => setCompare(x.compare, { sim: x.sim })}
          >
            {p.label}
          </button>
        );
      })}
    </div>
  );
}
