"use client";
// A skill's body as the re-attachment leaves it: numbered lines, the cut drawn where it falls (inside
// a line or between two), the lines after it dimmed and the lost headings and rules tagged.
import type { RefObject } from "react";
import { TRUNCATION_MARKER, type LostSection, type ReattachedSkill } from "@/lib/skills/reattach";
import { cx } from "./reattach-labels";
import s from "./skills.module.css";

interface Line {
  no: number;
  start: number;
  text: string;
}

export function splitLines(body: string): Line[] {
  const out: Line[] = [];
  let start = 0;
  body.split("\n").forEach((text, i) => {
    out.push({ no: i + 1, start, text });
    start += text.length + 1;
  });
  return out;
}

function CutRule() {
  return (
    <div className={s.cut} data-cut role="separator" data-testid="skills-cut-line" aria-label="The cut: nothing below is re-attached">
      <span className={s.cutLabel}>✂ cut here: the model sees “{TRUNCATION_MARKER.trim()}” and nothing below</span>
    </div>
  );
}

function BodyLine({
  line,
  text,
  after,
  tag,
  continued,
}: {
  line: Line;
  text: string;
  after: boolean;
  tag: LostSection["kind"] | undefined;
  continued?: boolean;
}) {
  return (
    <div className={cx(s.line, after && s.lineAfter, tag && s.lineLost)} data-line={continued ? undefined : line.no}>
      <span className={s.ln}>{continued ? "…" : line.no}</span>
      <span className={s.lt}>{text || " "}</span>
      {tag && <span className={s.lostTag}>lost {tag}</span>}
    </div>
  );
}

export function SkillBody({
  skill,
  lines,
  cutAt,
  lostLines,
  scroller,
}: {
  skill: ReattachedSkill;
  lines: Line[];
  cutAt: number | undefined;
  lostLines: Map<number, LostSection["kind"]>;
  scroller: RefObject<HTMLDivElement | null>;
}) {
  return (
    <div className={s.body} ref={scroller} data-testid="skills-body" role="region" aria-label={`Body of ${skill.name}`} tabIndex={0}>
      {skill.status === "dropped" && <div className={s.dropRule}>✕ dropped: nothing of this body is re-attached</div>}
      {lines.map((l) => {
        const end = l.start + l.text.length;
        const tag = lostLines.get(l.no);
        if (skill.status === "dropped") return <BodyLine key={l.no} line={l} text={l.text} after tag={tag} />;
        if (cutAt === undefined || end < cutAt) return <BodyLine key={l.no} line={l} text={l.text} after={false} tag={undefined} />;
        if (l.start >= cutAt) {
          return (
            <div key={l.no}>
              {l.start === cutAt && <CutRule />}
              <BodyLine line={l} text={l.text} after tag={tag} />
            </div>
          );
        }
        // the cut falls inside this line (or at its end)
        const keep = l.text.slice(0, cutAt - l.start);
        const rest = l.text.slice(cutAt - l.start);
        return (
          <div key={l.no}>
            <BodyLine line={l} text={keep} after={false} tag={undefined} />
            <CutRule />
            {rest && <BodyLine line={l} text={rest} after tag={tag} continued />}
          </div>
        );
      })}
    </div>
  );
}
