"use client";
// The tool results a compaction cleared to a stub, each with what it saved. A section of the
// compaction panel.
import type { Compaction, Simulation } from "@/lib/context/simulate";
import { ESTIMATOR_LABEL } from "@/lib/model";
import { STUB_TEXT } from "@/lib/context/simulate";
import { fmt, plural } from "@/components/inspector/format";
import { RuleLink } from "@/components/ui/RuleLink";
import { CLEAR_LABEL, CLEAR_RULE, madeByText, simEstimate } from "./labels";
import { StepLink } from "./StepLink";

export function ClearedToStub({ c, sim }: { c: Compaction; sim: Simulation }) {
  if (!c.cleared.length) return null;
  const saved = c.cleared.reduce((a, x) => a + x.tokens - x.stubTokens, 0);
  return (
    <div className="sub" data-testid="compaction-cleared">
      {/* the results and their stubs are counted by the simulation's table, as its spans are */}
      <h3 data-testid="compaction-cleared-head">
        Cleared to a stub · {plural(c.cleared.length, "tool result")} · −{plural(saved, "token")}{" "}
        <span className="faint">({madeByText(simEstimate(sim), ESTIMATOR_LABEL[sim.estimator])})</span>
      </h3>
      <p className="kv-line muted">
        Stub: <span className="mono">{STUB_TEXT[c.cleared[0].how]}</span> <RuleLink anchor={CLEAR_RULE[c.cleared[0].how]} />
      </p>
      <ul className="plain cleared-list">
        {c.cleared.map((x) => (
          <li key={`${x.event}:${x.block}`}>
            <StepLink step={x.event} /> <span className="mono">{x.tool || "tool"}</span>{" "}
            <span className="num">
              {fmt(x.tokens)} → {fmt(x.stubTokens)}
            </span>{" "}
            <span className="faint">{CLEAR_LABEL[x.how]}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
