"use client";
// One re-attached skill in detail: its status, where it was cut and what that cost, the headings and
// rules lost, and its body with the cut drawn in it; scrolled to the cut when it opens. When a
// what-if differs, a toggle shows either outcome.
import { useLayoutEffect, useMemo, useRef } from "react";
import { fmt, plural } from "@/components/inspector/format";
import { lostAfterCut, type LostSection, type ReattachedSkill } from "@/lib/skills/reattach";
import { lineAt } from "./reattach-model";
import { STATUS_LABEL, cx, statusClass } from "./reattach-labels";
import { LostSections } from "./LostSections";
import { SkillBody, splitLines } from "./SkillBody";
import s from "./skills.module.css";

/** Which outcome the detail shows: the simulation's or the what-if's. */
export type Side = "sim" | "what-if";

function SideToggle({ side, onSide }: { side: Side; onSide: (s: Side) => void }) {
  return (
    <span className={s.seg2} role="group" aria-label="Which outcome to show">
      <button className={cx(s.seg2Btn, side === "sim" && s.seg2On)} onClick={() => onSide("sim")} aria-pressed={side === "sim"}>
        as simulated
      </button>
      <button className={cx(s.seg2Btn, side === "what-if" && s.seg2On)} onClick={() => onSide("what-if")} aria-pressed={side === "what-if"}>
        what if
      </button>
    </span>
  );
}

/** What happened to the skill, in a sentence or two. */
function SkillOutcome({
  skill,
  perSkill,
  cutAt,
  cutLine,
  lineCount,
}: {
  skill: ReattachedSkill;
  perSkill: number;
  cutAt: number | undefined;
  cutLine: number | null;
  lineCount: number;
}) {
  return (
    <p className={s.note}>
      {skill.status === "kept" && (
        <>
          Re-attached whole: {plural(skill.tokens, "token")}, within the {fmt(perSkill)} cap.
        </>
      )}
      {skill.status === "truncated" && (
        <>
          Cut at character {fmt(cutAt ?? 0)}
          {cutLine !== null && (
            <>
              {" "}
              (line {fmt(cutLine)} of {fmt(lineCount)})
            </>
          )}
          : {fmt(skill.tokens)} of {plural(skill.originalTokens, "token")} re-attached,{" "}
          <span className={s.tTruncated}>{fmt(skill.lostTokens)} lost</span>. The model sees the text above the line and a note that the
          rest was cut.
        </>
      )}
      {skill.status === "dropped" && (
        <>
          <span className={s.tDropped}>Dropped whole</span>: {skill.reason}. None of its {plural(skill.originalTokens, "token")} come back.
        </>
      )}
    </p>
  );
}

export function SkillView({
  skill,
  body,
  perSkill,
  side,
  onSide,
}: {
  skill: ReattachedSkill;
  body: string | null;
  perSkill: number;
  side: Side | null;
  onSide: (s: Side) => void;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const cutAt = skill.status === "truncated" ? skill.cutAt : skill.status === "dropped" ? 0 : undefined;
  const lines = useMemo(() => (body === null ? [] : splitLines(body)), [body]);
  const lost = useMemo<LostSection[]>(() => (body !== null && cutAt !== undefined ? lostAfterCut(body, cutAt) : []), [body, cutAt]);
  const lostLines = useMemo(() => new Map(lost.map((l) => [l.line, l.kind])), [lost]);

  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box) return;
    const cut = box.querySelector<HTMLElement>("[data-cut]");
    box.scrollTop = cut ? Math.max(0, cut.offsetTop - box.clientHeight / 3) : 0;
  }, [skill, body]);

  const goTo = (line: number) => {
    const box = scroller.current;
    const el = box?.querySelector<HTMLElement>(`[data-line="${line}"]`);
    if (box && el) box.scrollTop = Math.max(0, el.offsetTop - 24);
  };

  const cutLine = cutAt !== undefined && body !== null && skill.status === "truncated" ? lineAt(body, cutAt) : null;

  return (
    <section className={s.view} data-testid="skills-view" data-skill={skill.name} data-status={skill.status}>
      <div className={s.viewHead}>
        <h4 className={s.h4}>
          {skill.name} <span className={cx(s.status, statusClass(skill.status))}>{STATUS_LABEL[skill.status]}</span>
        </h4>
        {side && <SideToggle side={side} onSide={onSide} />}
      </div>
      <SkillOutcome skill={skill} perSkill={perSkill} cutAt={cutAt} cutLine={cutLine} lineCount={lines.length} />
      {lost.length > 0 && <LostSections skill={skill} lost={lost} onGoTo={goTo} />}
      {body === null ? (
        <p className={s.muted}>The body of this skill is not recorded in the session, so the cut cannot be drawn in it.</p>
      ) : (
        <SkillBody skill={skill} lines={lines} cutAt={cutAt} lostLines={lostLines} scroller={scroller} />
      )}
    </section>
  );
}
