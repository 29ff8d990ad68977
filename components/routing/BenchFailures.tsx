"use client";
// "Cases it got wrong": the bench's misses, one row each, with where the right skill dropped out
// (the why-not stage of the right skill that came closest to loading) and a link that asks the
// why-not panel about it. The first 40 are shown until the reader asks for all.
import { useMemo } from "react";
import type { BenchReport, CaseResult } from "@/lib/routing/bench";
import { isFailure } from "@/lib/routing/diff";
import { STAGE_LABEL, WHYNOT_ORDER } from "@/lib/routing/whynot";
import { CaseCells } from "./CaseCells";
import s from "./routing.module.css";

const SHOWN_FIRST = 40;

interface Links {
  onRoute: (prompt: string) => void;
  onWhyNot: (prompt: string, skill: string) => void;
}

/** `showAll` is the view's, not this panel's: asking for all once holds for the next runs too */
export function BenchFailures({
  report,
  showAll,
  onShowAll,
  onRoute,
  onWhyNot,
}: { report: BenchReport; showAll: boolean; onShowAll: () => void } & Links) {
  const failures = useMemo(() => report.results.filter(isFailure), [report]);
  return (
    <section className={s.benchSection} data-testid="bench-failures">
      <h3 className={s.h3}>
        Cases it got wrong <span className="muted">{failures.length}</span>
      </h3>
      <p className={s.note}>
        A wrong or irrelevant skill loaded, a right one not loaded (ask, native and skip included), or a compound step missed even when
        decomposed.
      </p>
      <Dropouts report={report} />
      <table className={s.failTable}>
        <thead>
          <tr>
            <th>case</th>
            <th>prompt</th>
            <th>gold</th>
            <th>chosen</th>
            <th title="where the right skill dropped out (the right one that came closest to loading)">right skill dropped out</th>
            <th>candidates</th>
          </tr>
        </thead>
        <tbody>
          {(showAll ? failures : failures.slice(0, SHOWN_FIRST)).map((c) => (
            <FailureRow key={c.id} c={c} onRoute={onRoute} onWhyNot={onWhyNot} />
          ))}
        </tbody>
      </table>
      {failures.length > SHOWN_FIRST && !showAll && (
        <button className="linkbtn" onClick={onShowAll}>
          Show all {failures.length}
        </button>
      )}
    </section>
  );
}

/** how many misses dropped out at each why-not stage, in the stages' order; nothing when none did */
function Dropouts({ report }: { report: BenchReport }) {
  if (!WHYNOT_ORDER.some((k) => report.dropouts?.[k])) return null;
  return (
    <p className={s.note} data-testid="bench-dropouts">
      Where the right skill of a missed single or slash case dropped out:{" "}
      {WHYNOT_ORDER.filter((k) => report.dropouts[k])
        .map((k) => `${STAGE_LABEL[k]} ${report.dropouts[k]}`)
        .join(" · ")}
      .
    </p>
  );
}

function FailureRow({ c, onRoute, onWhyNot }: { c: CaseResult } & Links) {
  return (
    <tr data-testid="bench-failure" data-case={c.id}>
      <CaseCells c={c} onRoute={onRoute} />
      <td className="mono">
        {c.gold.join(" › ") || "– (none)"}
        {c.acceptable.length > 0 && <div className="muted">ok: {c.acceptable.join(", ")}</div>}
        {c.gold.length > 0 && c.kind !== "compound" && <WhyNotLink c={c} onWhyNot={onWhyNot} />}
      </td>
      <td>
        <span className={s.decBadge} data-decision={c.decision}>
          {c.decision}
        </span>{" "}
        <span className={`mono ${c.hallucinated ? s.fail : ""}`}>{c.chosen ?? ""}</span>
      </td>
      <td data-testid="bench-dropout" data-stage={c.dropout?.stage ?? ""}>
        {c.dropout && (
          <>
            <span className={s.stageBadge} data-stage={c.dropout.stage}>
              {STAGE_LABEL[c.dropout.stage]}
            </span>
            {c.dropout.name !== c.gold[0] && <div className="muted mono">{c.dropout.name}</div>}
          </>
        )}
      </td>
      <td className="mono muted">{c.candidates.map((x) => `${x.name} ${x.score.toFixed(1)}`).join(", ") || "–"}</td>
    </tr>
  );
}

/** asks about the right skill that came closest to loading, or the first gold one when none was traced */
function WhyNotLink({ c, onWhyNot }: { c: CaseResult } & Pick<Links, "onWhyNot">) {
  const skill = c.dropout?.name ?? c.gold[0];
  return (
    <div>
      <button
        className={`linkbtn ${s.whyLink}`}
        data-testid="bench-whynot"
        onClick={() => onWhyNot(c.query, skill)}
        title={`Route this prompt and explain where ${skill} dropped out`}
      >
        why not {skill}?
      </button>
    </div>
  );
}
