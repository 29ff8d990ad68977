"use client";
// The compactions of A and B lined up by step, with what differs between each pair named, and the
// step where the two runs first part. Alone because it is the comparison's own result
// (lib/context/compare.ts), read over the whole session.
import type { CompareRow, CompactionBrief, SimComparison } from "@/lib/context/compare";
import { useInspector } from "@/components/state/store";
import { TIER_SHORT, fmtK, signed, tierVar } from "@/components/sim/labels";
import { fmt } from "@/components/inspector/format";

const DIFF_TEXT: Record<CompareRow["diff"][number], string> = {
  "only-a": "only A",
  "only-b": "only B",
  tier: "tier",
  outcome: "outcome",
  before: "tokens before",
  after: "tokens after",
};

function Brief({ c }: { c: CompactionBrief | null }) {
  if (!c) return <span className="faint">—</span>;
  return (
    <span>
      <i className="tier-dot" style={{ background: tierVar(c.tier) }} aria-hidden="true" /> {TIER_SHORT[c.tier]}
      {c.ok ? "" : " (failed)"}
      <br />
      <span className="mono">
        {fmtK(c.tokensBefore)} → {fmtK(c.tokensAfter)}
      </span>
    </span>
  );
}

function CompareSummary({ cmp }: { cmp: SimComparison }) {
  const setStep = useInspector((s) => s.setStep);
  return (
    <p className="note" data-testid="compare-summary">
      A: {cmp.a.compactions} compaction{cmp.a.compactions === 1 ? "" : "s"} ({cmp.a.rewrites} rewriting the context), peak {fmt(cmp.a.peak)}
      . B: {cmp.b.compactions} ({cmp.b.rewrites} rewriting), peak {fmt(cmp.b.peak)}.{" "}
      {cmp.firstDivergence === null ? (
        "The two never differ."
      ) : (
        <>
          They part at{" "}
          <button className="linkbtn" onClick={() => setStep(cmp.firstDivergence!)}>
            step {fmt(cmp.firstDivergence + 1)}
          </button>
          .
        </>
      )}
    </p>
  );
}

function CompactionRow({ r, step }: { r: CompareRow; step: number }) {
  const setStep = useInspector((s) => s.setStep);
  return (
    <tr
      className={`${r.diff.length ? "diff" : ""}${r.step === step ? " here" : ""}`}
      data-testid="compare-row"
      data-diff={r.diff.join(" ")}
      data-step={r.step}
    >
      <td>
        <button className="linkbtn" onClick={() => setStep(r.step)} aria-label={`Go to step ${fmt(r.step + 1)}`}>
          {fmt(r.step + 1)}
        </button>
      </td>
      <td>
        <Brief c={r.a} />
      </td>
      <td>
        <Brief c={r.b} />
      </td>
      <td>
        {r.diff.length ? r.diff.map((d) => DIFF_TEXT[d]).join(", ") : <span className="faint">same</span>}
        {r.a && r.b && Math.round(r.a.tokensAfter) !== Math.round(r.b.tokensAfter) && (
          <span className="faint mono"> ({signed(r.b.tokensAfter - r.a.tokensAfter, fmtK)})</span>
        )}
      </td>
    </tr>
  );
}

export function CompareCompactions({ cmp, step }: { cmp: SimComparison; step: number }) {
  return (
    <section className="section" data-testid="compare-compactions">
      <h2>Compactions, A vs B</h2>
      <CompareSummary cmp={cmp} />
      {cmp.rows.length === 0 ? (
        <p className="muted">Neither side compacts.</p>
      ) : (
        <table className="cats cmp-table" data-testid="compare-table">
          <thead>
            <tr>
              <th scope="col">Step</th>
              <th scope="col">A</th>
              <th scope="col">B</th>
              <th scope="col">Differs</th>
            </tr>
          </thead>
          <tbody>
            {cmp.rows.map((r, k) => (
              <CompactionRow key={k} r={r} step={step} />
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
