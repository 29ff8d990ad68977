"use client";
// The head of the compaction panel: which compaction this is among the simulation's (previous and
// next, and how far the current step has moved from it), its tier, and whether it failed, was
// predicted beside a recording, or lies past a what-if's fork.
import type { Compaction, Simulation } from "@/lib/context/simulate";
import { useInspector } from "@/components/state/store";
import { fmt } from "@/components/inspector/format";
import { TIER_LABEL } from "./labels";
import type { CurrentSim } from "./useSim";

function CompactionNav({ c, cur }: { c: Compaction; cur: CurrentSim }) {
  const selectCompaction = useInspector((s) => s.selectCompaction);
  const { sim } = cur;
  const prev = c.index > 0 ? sim.compactions[c.index - 1] : null;
  const next = sim.compactions[c.index + 1] ?? null;
  return (
    <div className="cnav">
      <button
        className="btn icon"
        disabled={!prev}
        onClick={() => prev && selectCompaction(prev.index)}
        aria-label="Previous compaction"
        title="Previous compaction"
      >
        ‹
      </button>
      <span className="muted">
        compaction {fmt(c.index + 1)} of {fmt(sim.compactions.length)}
        {c.step !== cur.step && (
          <>
            {" "}
            · ran at step {fmt(c.step + 1)}, now at step {fmt(cur.step + 1)}
          </>
        )}
      </span>
      <button
        className="btn icon"
        disabled={!next}
        onClick={() => next && selectCompaction(next.index)}
        aria-label="Next compaction"
        title="Next compaction"
      >
        ›
      </button>
    </div>
  );
}

function CompactionTitle({ c, sim }: { c: Compaction; sim: Simulation }) {
  return (
    <div className="chead">
      <span className="tier-bar" aria-hidden="true" />
      <h3 data-testid="compaction-tier" data-tier={c.tier}>
        {TIER_LABEL[c.tier]}
      </h3>
      {!c.ok && (
        <span className="badge err" data-testid="compaction-failed">
          failed
        </span>
      )}
      {c.predicted ? (
        <span
          className="badge"
          data-testid="compaction-predicted"
          title="The rules would run it here; the replay follows the recording, so the context after it is the recording's"
        >
          predicted, beside the recording
        </span>
      ) : sim.fork && c.step >= sim.fork.step ? (
        <span
          className="badge"
          data-testid="compaction-what-if"
          title={`What-if: the session left the recording at step ${fmt(sim.fork.step + 1)} (${sim.fork.reason})`}
        >
          what-if
        </span>
      ) : null}
    </div>
  );
}

export function CompactionHeader({ c, cur }: { c: Compaction; cur: CurrentSim }) {
  return (
    <>
      <CompactionNav c={c} cur={cur} />
      <CompactionTitle c={c} sim={cur.sim} />
    </>
  );
}
