"use client";
// The compaction's facts at a glance: its step, trigger, tokens before and after, where it cut and
// what it summarised, kept, dropped and cleared. Every figure is a field the engine recorded.
import type { Compaction, Simulation } from "@/lib/context/simulate";
import { SOURCES } from "@/lib/context/snapshot";
import { ESTIMATOR_LABEL } from "@/lib/model";
import { useInspector } from "@/components/state/store";
import { fmt, fmtPct, plural } from "@/components/inspector/format";
import { RuleLink } from "@/components/ui/RuleLink";
import { madeByText, simEstimate, TRIGGER_LABEL, TRIGGER_RULE } from "./labels";
import { spanText } from "./span-text";
import { StepLink } from "./StepLink";
import { cutRow } from "./useSim";

/**
 * What made the two counts (every count says so): before, the `used` of the step before it (the
 * recording's usage in a replay, else the estimator's, calibrated or not); after, the simulated
 * context, an estimate with the simulation's table (calibrated in a calibrated replay).
 */
function madeBy(c: Compaction, sim: Simulation): string {
  const est = ESTIMATOR_LABEL[sim.estimator];
  const before = madeByText(SOURCES[sim.source[Math.max(0, c.step - 1)]] ?? "estimate", est);
  const after = madeByText(simEstimate(sim), est);
  return before === after ? after : `before: ${before}; after: ${after}`;
}

export function CompactionFacts({ c, sim }: { c: Compaction; sim: Simulation }) {
  const scrollToEvent = useInspector((s) => s.scrollToEvent);
  const row = cutRow(c);
  const saved = c.tokensBefore - c.tokensAfter;
  // the spans' tokens are the simulation's table per item, in a replay too (usage is recorded per request)
  const spanBy = madeByText(simEstimate(sim), ESTIMATOR_LABEL[sim.estimator]);
  return (
    <dl className="facts cfacts">
      <dt>Step</dt>
      <dd>
        <StepLink step={c.step} /> <span className="faint">(before its event)</span>
      </dd>
      <dt>Trigger</dt>
      <dd data-testid="compaction-trigger" data-trigger={c.trigger}>
        {TRIGGER_LABEL[c.trigger]} <RuleLink anchor={TRIGGER_RULE[c.trigger]} />
      </dd>
      <dt>Tokens</dt>
      <dd>
        <span data-testid="compaction-before">{fmt(c.tokensBefore)}</span> →{" "}
        <span data-testid="compaction-after">{fmt(c.tokensAfter)}</span>
        {saved > 0 && c.tokensBefore > 0 && (
          <span className="faint">
            {" "}
            (−{fmt(saved)}, −{fmtPct((saved / c.tokensBefore) * 100, 0)})
          </span>
        )}
        <span className="faint" data-testid="compaction-tokens-by">
          {" "}
          · {madeBy(c, sim)}
        </span>
      </dd>
      {c.cutIndex !== null && (
        <>
          <dt>Cut</dt>
          <dd>
            <button
              className="linkbtn"
              data-testid="compaction-cut"
              onClick={() => row !== null && scrollToEvent(row)}
              title="Show the cut in the message list"
            >
              item {fmt(c.cutIndex)} of {fmt(c.liveBefore)}
            </button>
            {row !== null && <span className="faint"> · above step {fmt(row + 1)}</span>}
          </dd>
          <dt>Summarised</dt>
          <dd data-testid="compaction-summarised">{spanText(c.summarised, spanBy)}</dd>
          <dt>Kept</dt>
          <dd data-testid="compaction-kept">{spanText(c.kept, spanBy)}</dd>
          {c.dropped.items > 0 && (
            <>
              <dt>Dropped</dt>
              <dd>
                {spanText(c.dropped, spanBy)} · {plural(c.dropped.groups, "group")}, {plural(c.retries, "retry", "retries")}
              </dd>
            </>
          )}
        </>
      )}
      {c.cleared.length > 0 && (
        <>
          <dt>Cleared</dt>
          <dd data-testid="compaction-cleared-count">{plural(c.cleared.length, "tool result")}</dd>
        </>
      )}
    </dl>
  );
}
