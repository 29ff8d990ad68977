"use client";
// Every compaction of the simulation and every one the file recorded, as a list to jump between:
// the compaction panel ends with it, and shows it alone when no compaction is selected.
import { recordedStanding } from "@/lib/context/stepindex";
import type { Compaction } from "@/lib/context/simulate";
import { useInspector } from "@/components/state/store";
import { fmt } from "@/components/inspector/format";
import { ESTIMATOR_LABEL } from "@/lib/model";
import { TIER_SHORT, recordedMatchText, tierVar } from "./labels";
import type { CurrentSim } from "./useSim";

export function CompactionList({ cur, current }: { cur: CurrentSim; current: Compaction | null }) {
  const selectCompaction = useInspector((s) => s.selectCompaction);
  const setStep = useInspector((s) => s.setStep);
  const { sim } = cur;
  if (!sim.compactions.length && !sim.recorded.length) return null;
  return (
    <div className="sub">
      <h3>
        All compactions · {fmt(sim.compactions.length)} simulated{sim.recorded.length ? ` · ${fmt(sim.recorded.length)} recorded` : ""}
      </h3>
      <ul className="clist" data-testid="compaction-list">
        {sim.compactions.map((c) => (
          <li key={c.index}>
            <button
              className={c === current ? "on" : ""}
              aria-current={c === current ? "true" : undefined}
              onClick={() => selectCompaction(c.index)}
              data-testid="compaction-list-item"
              data-tier={c.tier}
            >
              <span className="num idx">#{c.index + 1}</span>
              <span className="num">{fmt(c.step + 1)}</span>
              <i className="tier-dot" style={{ background: tierVar(c.tier) }} aria-hidden="true" />
              <span className="t">
                {TIER_SHORT[c.tier]}
                {c.ok ? "" : " (failed)"}
              </span>
              <span className="num">
                {fmt(c.tokensBefore)} → {fmt(c.tokensAfter)}
              </span>
            </button>
          </li>
        ))}
        {sim.recorded.map((r) => (
          <li key={`r${r.step}`}>
            <button onClick={() => setStep(r.step)} data-testid="recorded-list-item" data-standing={recordedStanding(sim, r)}>
              <span className="num idx">rec</span>
              <span className="num">{fmt(r.step + 1)}</span>
              <i className="rec-tri" aria-hidden="true" />
              {/* the row's "rec" and triangle already say recorded: the word would be cut in the side panel */}
              <span className="t" title={`recorded ${r.trigger} compaction`}>
                {r.trigger}
              </span>
              {r.match ? (
                <span className="num" title={recordedMatchText(r.match, ESTIMATOR_LABEL[sim.estimator], fmt).title}>
                  {recordedMatchText(r.match, ESTIMATOR_LABEL[sim.estimator], fmt).text}
                </span>
              ) : (
                <span className="num">{recordedStanding(sim, r) === "outside" ? "after the fork" : "unmatched"}</span>
              )}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
