"use client";
// The headings and rule lines a cut or a drop takes away, what matters most first, each a link to its
// line in the body.
import { useMemo } from "react";
import type { LostSection, ReattachedSkill } from "@/lib/skills/reattach";
import { cx } from "./reattach-labels";
import s from "./skills.module.css";

const MAX_LOST_LISTED = 40;
const RULE_HEADING =
  /\b(never|do not|don't|must|always|forbidden|prohibited|avoid|rules?|warnings?|caution|important)\b|금지|주의|절대|반드시/i;
const lostRank = (l: LostSection) => (l.kind === "heading" ? (RULE_HEADING.test(l.text) ? 0 : 2) : 1);

export function LostSections({ skill, lost, onGoTo }: { skill: ReattachedSkill; lost: LostSection[]; onGoTo: (line: number) => void }) {
  // What matters most first: headings that announce rules ("## Never do"), then rule lines, then other headings.
  const lostListed = useMemo(() => [...lost].sort((a, b) => lostRank(a) - lostRank(b) || a.line - b.line), [lost]);
  return (
    <div className={s.lost} data-testid="skills-lost-list">
      <p className={s.lostTitle}>
        {skill.status === "dropped" ? "Headings and rules lost with it" : "Headings and rules after the cut, lost"} (
        {lost.filter((l) => l.kind === "heading").length} heading{lost.filter((l) => l.kind === "heading").length === 1 ? "" : "s"},{" "}
        {lost.filter((l) => l.kind === "rule").length} rule
        {lost.filter((l) => l.kind === "rule").length === 1 ? "" : "s"}):
      </p>
      <ul>
        {lostListed.slice(0, MAX_LOST_LISTED).map((l) => (
          <li key={l.line} data-testid="skills-lost-item" data-kind={l.kind}>
            <button className={s.linkish} onClick={() => onGoTo(l.line)}>
              line {l.line}
            </button>{" "}
            <span className={s.lostKind}>{l.kind}</span> <span className={cx(l.kind === "heading" && s.lostHeadingText)}>{l.text}</span>
          </li>
        ))}
        {lost.length > MAX_LOST_LISTED && <li className={s.faint}>and {lost.length - MAX_LOST_LISTED} more</li>}
      </ul>
    </div>
  );
}
