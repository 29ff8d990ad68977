"use client";
// The compaction panel: for the current or selected compaction, which tier ran and why the cheaper
// ones did not do, where it cut, what it kept, summarised, cleared and re-attached, its effect on
// the prompt cache, and the nine summary sections. Every fact is a field the engine recorded. Each
// of those is a section of its own file; this one lays them out, or says when none has run yet.
import type { Compaction } from "@/lib/context/simulate";
import { useInspector } from "@/components/state/store";
import { fmt } from "@/components/inspector/format";
import { RuleLink } from "@/components/ui/RuleLink";
import { TIER_LABEL, TIER_RULE, tierVar } from "./labels";
import { CacheEffect } from "./CacheEffect";
import { CameBackSection } from "./CameBack";
import { ClearedToStub } from "./ClearedToStub";
import { CompactionFacts } from "./CompactionFacts";
import { CompactionHeader } from "./CompactionHeader";
import { CompactionList } from "./CompactionList";
import { ReattachedAfter } from "./ReattachedAfter";
import { RecordedMatch } from "./RecordedMatch";
import { SummarySections } from "./SummarySections";
import type { CurrentSim } from "./useSim";
import { WhyThisTier } from "./WhyThisTier";

/** No compaction by the current step: say so, and name the next one. */
function NoCompaction({ cur }: { cur: CurrentSim }) {
  const selectCompaction = useInspector((s) => s.selectCompaction);
  const { sim } = cur;
  const next = sim.compactions.find((x) => x.step > cur.step);
  return (
    <div className="section" data-testid="compaction-panel" data-empty="true">
      <p className="muted">
        {sim.compactions.length ? `No compaction by step ${fmt(cur.step + 1)}.` : "No compaction in this simulation under these settings."}
      </p>
      {next && (
        <p>
          Next: <i className="tier-dot" style={{ background: tierVar(next.tier) }} aria-hidden="true" /> {TIER_LABEL[next.tier]} at{" "}
          <button className="linkbtn" onClick={() => selectCompaction(next.index)}>
            step {fmt(next.step + 1)}
          </button>
        </p>
      )}
      <CameBackSection cur={cur} />
      <CompactionList cur={cur} current={null} />
    </div>
  );
}

export function CompactionPanel({ cur, c }: { cur: CurrentSim; c: Compaction | null }) {
  if (!c) return <NoCompaction cur={cur} />;
  const { sim } = cur;
  return (
    <div
      className="section cpanel"
      data-testid="compaction-panel"
      data-tier={c.tier}
      data-compaction={c.index}
      style={{ ["--tier" as string]: tierVar(c.tier) }}
    >
      <CompactionHeader c={c} cur={cur} />
      <CompactionFacts c={c} sim={sim} />

      <div className="sub">
        <h3>
          Why this tier <RuleLink anchor={TIER_RULE[c.tier]} />
        </h3>
        <WhyThisTier c={c} sim={sim} cur={cur} />
      </div>
      <ClearedToStub c={c} sim={sim} />
      <ReattachedAfter c={c} cwd={cur.view.session.meta.cwd} />
      <div className="sub">
        <h3>
          Prompt cache <RuleLink anchor="microcompact-cache-edit" />
        </h3>
        <CacheEffect c={c} sim={sim} />
      </div>
      <SummarySections c={c} />
      {c.cleanup.length > 0 && (
        <div className="sub">
          <h3>
            Cleanup after it <RuleLink anchor="after-compaction" />
          </h3>
          <ul className="plain bullets">
            {c.cleanup.map((x) => (
              <li key={x}>{x}</li>
            ))}
          </ul>
        </div>
      )}
      <RecordedMatch c={c} cur={cur} />
      <CameBackSection cur={cur} />
      <CompactionList cur={cur} current={c} />
    </div>
  );
}
