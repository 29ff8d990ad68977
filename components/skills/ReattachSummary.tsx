"use client";
// The head of the re-attachment panel: how many skills came back and in how many tokens, how they
// were sized, the skills silently dropped (a warning: nothing tells the user), and what the cuts
// took (tokens, headings, rule lines).
import { useMemo } from "react";
import { fmt, plural } from "@/components/inspector/format";
import type { Compaction } from "@/lib/context/simulate";
import { lostAfterCut, type ReattachResult } from "@/lib/skills/reattach";
import { RuleLink } from "@/components/ui/RuleLink";
import { keyOf } from "./reattach-model";
import { estimatorNote } from "./reattach-labels";
import s from "./skills.module.css";

export function ReattachSummary({
  compaction,
  result,
  scenarioSizes,
}: {
  compaction: Compaction;
  result: ReattachResult;
  scenarioSizes: boolean;
}) {
  const budget = result.budget;
  const truncated = result.skills.filter((x) => x.status === "truncated");
  const dropped = result.skills.filter((x) => x.status === "dropped");
  const reattached = result.skills.length - dropped.length;
  return (
    <header className={s.panelHead}>
      <h3 className={s.h3}>Skills re-attached after the compaction at step {fmt(compaction.step + 1)}</h3>
      <p className={s.summary} data-testid="skills-summary">
        <b>{reattached}</b> of {result.skills.length} re-attached · <span className="mono">{fmt(result.totalTokens)}</span> of{" "}
        <span className="mono">{fmt(budget.total)}</span> tokens
        {truncated.length > 0 && (
          <>
            {" "}
            · <span className={s.tTruncated}>{truncated.length} truncated</span>
          </>
        )}
        {dropped.length > 0 && (
          <>
            {" "}
            · <span className={s.tDropped}>{dropped.length} dropped</span>
          </>
        )}
      </p>
      <p className={s.note} data-testid="skills-estimator">
        Sizes by {estimatorNote(result.estimator)}
        {scenarioSizes ? ", as the scenario states them" : ""}. Most recent first, each cut to {fmt(budget.perSkill)}, while the total stays
        within {fmt(budget.total)}; a skill that does not fit is skipped whole. Claude Code shows none of this.{" "}
        <RuleLink anchor="reattachment-skills" />
      </p>
    </header>
  );
}

export function DroppedWarning({ result, onSelect }: { result: ReattachResult; onSelect: (k: string) => void }) {
  const dropped = result.skills.filter((x) => x.status === "dropped");
  if (dropped.length === 0) return null;
  return (
    <div className={s.warnBox} role="note" data-testid="skills-dropped">
      <p className={s.warnTitle}>
        ⚠ {dropped.length === 1 ? "1 skill is" : `${dropped.length} skills are`} silently dropped: after this compaction the model no longer
        has {dropped.length === 1 ? "its" : "their"} instructions, and nothing tells the user.
      </p>
      <ul className={s.warnList}>
        {dropped.map((d) => (
          <li key={keyOf(d)} data-testid="skills-dropped-item" data-skill={d.name}>
            <button className={s.linkish} onClick={() => onSelect(keyOf(d))}>
              {d.name}
            </button>{" "}
            <span className="mono">{fmt(d.originalTokens)}</span> tokens, invoked at step {fmt(d.step + 1)}: {d.reason}.
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The tokens the cuts took, and the headings and rule lines after them. */
export function CutSummary({ result, bodies }: { result: ReattachResult; bodies: Map<string, string | null> }) {
  const budget = result.budget;
  const truncated = useMemo(() => result.skills.filter((x) => x.status === "truncated"), [result]);
  const lostByCut = useMemo(
    () =>
      truncated.reduce(
        (a, x) => {
          const b = bodies.get(keyOf(x));
          if (!b || x.cutAt === undefined) return a;
          const l = lostAfterCut(b, x.cutAt);
          return {
            headings: a.headings + l.filter((y) => y.kind === "heading").length,
            rules: a.rules + l.filter((y) => y.kind === "rule").length,
          };
        },
        { headings: 0, rules: 0 },
      ),
    [truncated, bodies],
  );
  if (truncated.length === 0) return null;
  return (
    <p className={s.cutNote} data-testid="skills-cut-summary">
      ✂ {truncated.length === 1 ? "1 skill is" : `${truncated.length} skills are`} cut at {plural(budget.perSkill, "token")}:{" "}
      <span className="mono">{fmt(truncated.reduce((a, x) => a + x.lostTokens, 0))}</span> tokens lost
      {lostByCut.headings + lostByCut.rules > 0 && (
        <>
          , with {lostByCut.headings} heading{lostByCut.headings === 1 ? "" : "s"} and {lostByCut.rules} rule line
          {lostByCut.rules === 1 ? "" : "s"} after the cuts
        </>
      )}
      .
    </p>
  );
}
