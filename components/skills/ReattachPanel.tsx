"use client";
// Which invoked skills come back after a compaction, where each is cut, and which silently
// disappear (rules.md#skills). Renders `compaction.reattached.skills`, the result of lib/skills/reattach.ts
// as the simulation ran it, and a what-if: other budgets, other estimators, skills re-invoked
// after the compaction, recomputed with the same rule and shown beside the original.
// The panel's parts live beside it, each named after what it draws (ReattachSummary, ReattachBudgetBar,
// ReattachSkillTable, SkillView, WhatIfSection); this file picks the outcome to show and lays them out.
import { useMemo, useState } from "react";
import type { Compaction } from "@/lib/context/simulate";
import type { Settings } from "@/lib/context/settings";
import type { Session } from "@/lib/model";
import type { ReattachResult } from "@/lib/skills/reattach";
import { keyOf, skillBody } from "./reattach-model";
import { cx } from "./reattach-labels";
import { RuleLink } from "@/components/ui/RuleLink";
import { BudgetBar } from "./ReattachBudgetBar";
import { SkillTable } from "./ReattachSkillTable";
import { CutSummary, DroppedWarning, ReattachSummary } from "./ReattachSummary";
import { SkillView, type Side } from "./SkillView";
import { useReattachWhatIf } from "./useReattachWhatIf";
import { WhatIfSection } from "./WhatIfSection";
import s from "./skills.module.css";

export interface ReattachPanelProps {
  compaction: Compaction;
  session: Session;
  settings: Settings;
  /** when given, the "invoked at" step of each skill is a link to that step */
  onJump?: (step: number) => void;
}

export function ReattachPanel({ compaction, session, settings, onJump }: ReattachPanelProps) {
  const result = compaction.reattached.skills;
  if (!result || result.skills.length === 0) {
    const micro = compaction.tier.startsWith("microcompact") || compaction.tier === "file-unchanged";
    return (
      <div className={cx(s.vars, s.panel)} data-testid="skills-reattach-panel">
        <p className={s.muted} data-testid="skills-empty">
          {micro
            ? "A microcompact re-attaches nothing: invoked skills stay in the messages as they were."
            : result
              ? "Every skill invoked before this compaction is still in the kept messages: nothing needs re-attaching."
              : "No skill was invoked before this compaction, so none is re-attached."}{" "}
          <RuleLink anchor="reattachment-skills" />
        </p>
      </div>
    );
  }
  return (
    <ReattachDetail
      key={`${compaction.index}:${compaction.step}`}
      compaction={compaction}
      session={session}
      settings={settings}
      result={result}
      onJump={onJump}
    />
  );
}

export default ReattachPanel;

/** The panel for a compaction that re-attached skills; keyed by the compaction, so a new one starts afresh. */
function ReattachDetail({ compaction, session, settings, result, onJump }: ReattachPanelProps & { result: ReattachResult }) {
  const firstCut = result.skills.find((x) => x.status === "truncated") ?? result.skills[0];
  const [sel, setSel] = useState<string>(keyOf(firstCut));
  const [viewSide, setViewSide] = useState<Side>("sim");
  const whatIfState = useReattachWhatIf(result, session, compaction.step);
  const { dirty, whatIf } = whatIfState;

  const bodies = useMemo(() => new Map(result.skills.map((x) => [keyOf(x), skillBody(session, x)])), [result, session]);

  const viewResult = viewSide === "what-if" && dirty && whatIf ? whatIf : result;
  const selSkill = viewResult.skills.find((x) => keyOf(x) === sel) ?? result.skills.find((x) => keyOf(x) === sel) ?? firstCut;

  return (
    <div className={cx(s.vars, s.panel)} data-testid="skills-reattach-panel">
      <ReattachSummary compaction={compaction} result={result} scenarioSizes={session.format === "scenario"} />
      <DroppedWarning result={result} onSelect={setSel} />
      <CutSummary result={result} bodies={bodies} />

      <BudgetBar result={result} selected={sel} onSelect={setSel} testid="skills-bar" />
      <SkillTable result={result} selected={sel} onSelect={setSel} onJump={onJump} />

      {selSkill && (
        <SkillView
          key={`${keyOf(selSkill)}:${viewSide}`}
          skill={selSkill}
          body={bodies.get(keyOf(selSkill)) ?? null}
          perSkill={viewResult.budget.perSkill}
          side={dirty && whatIf ? viewSide : null}
          onSide={setViewSide}
        />
      )}

      <WhatIfSection
        result={result}
        settings={settings}
        state={whatIfState}
        selected={sel}
        onSelect={(k) => {
          setSel(k);
          setViewSide("what-if");
        }}
        onReset={() => {
          whatIfState.reset();
          setViewSide("sim");
        }}
      />
    </div>
  );
}
