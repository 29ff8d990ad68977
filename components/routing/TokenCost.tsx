"use client";
// What the router adds to the context this turn against the skill listing the model would carry
// instead (rules.md#skills-listing): the same listing the Catalog screen builds (lib/skills/listing.ts
// buildListing, its preset and window named), with the estimator named. Figures from the trace.
import { ESTIMATOR_LABEL } from "@/lib/model";
import { listingBasisText } from "@/lib/skills/listing";
import type { RouteTrace } from "@/lib/routing";
import { fmt } from "@/components/inspector/format";
import s from "./routing.module.css";

const EST_NOTE: Record<string, string> = {
  chars4: "characters / 4, Claude Code's own estimate",
  o200k: "OpenAI's o200k tokenizer, a reference",
  cl100k: "OpenAI's cl100k tokenizer, a reference",
};

export function TokenCost({ trace, compact = false }: { trace: RouteTrace; compact?: boolean }) {
  const inj = trace.injectedTokens;
  const list = trace.listingTokens;
  const max = Math.max(inj, list, 1);
  const saving = list - inj;
  return (
    <div className={s.cost} data-testid="token-cost">
      <div className={s.costRow}>
        <span>Router injects</span>
        <span className={s.costBar} aria-hidden="true">
          <span className={s.costInj} style={{ width: `${(inj / max) * 100}%` }} />
        </span>
        <span className={`${s.num} mono`} data-testid="injected-tokens">
          {fmt(inj)}
        </span>
      </div>
      <div className={s.costRow}>
        <span>Listing the catalog</span>
        <span className={s.costBar} aria-hidden="true">
          <span className={s.costList} style={{ width: `${(list / max) * 100}%` }} />
        </span>
        <span className={`${s.num} mono`} data-testid="listing-tokens">
          {fmt(list)}
        </span>
      </div>
      <p className={s.note} data-testid="token-saving">
        {saving >= 0 ? (
          <>
            Saves <b className="mono">{fmt(saving)}</b> tokens this turn ({list > 0 ? `${((saving / list) * 100).toFixed(1)}%` : "—"} of the
            listing)
          </>
        ) : (
          <>
            Costs <b className="mono">{fmt(-saving)}</b> more than the listing this turn
          </>
        )}
        {trace.chosen && trace.chosenBodyTokens > 0 && (
          <>
            ; the body of <span className="mono">{trace.chosen}</span> adds {fmt(trace.chosenBodyTokens)} when it loads, either way
          </>
        )}
        {trace.decision === "delegate" && (
          <span data-testid="delegated-cost">
            ; the subagent <span className="mono">{trace.chosen}</span> reads its body ({fmt(trace.delegatedBodyTokens ?? 0)}) in its own
            context: this one gets only its result
          </span>
        )}
        . Tokens: <span data-testid="cost-estimator">{ESTIMATOR_LABEL[trace.estimator]}</span>
        {trace.listing && (
          <>
            ; the listing: <span data-testid="listing-basis">{listingBasisText(trace.listing)}</span>
          </>
        )}
        {!compact && <> ({EST_NOTE[trace.estimator]}), every count an estimate</>}.
      </p>
      {!compact && trace.injectedText && (
        <details className={s.injText}>
          <summary>What the router injects</summary>
          <pre className="code" data-testid="injected-text">
            {trace.injectedText}
          </pre>
        </details>
      )}
    </div>
  );
}
