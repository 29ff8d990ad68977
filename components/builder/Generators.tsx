"use client";
// "Repeat and generate": the events a generator would add are previewed (count and tokens) before
// they are added, as one edit, so one undo takes them all back.
import { useMemo, useState } from "react";
import { DEFAULT_ROUNDS, invokeSkills, previewOf, renamedApart, rounds, sizedSkills, type RoundsSpec } from "@/lib/builder/generate";
import type { Draft } from "@/lib/builder/draft";
import { fmt, plural } from "@/components/inspector/format";
import { IntInput } from "./IntInput";
import { useBuilder } from "./store";

function Num({
  label,
  value,
  onChange,
  max,
  testid,
}: {
  label: string;
  value: number;
  onChange: (v: number) => void;
  max: number;
  testid?: string;
}) {
  return (
    <label className="bld-inline">
      {label}
      <IntInput max={max} value={value} testid={testid} onChange={(v) => onChange(v ?? 0)} />
    </label>
  );
}

/** What a generator would add, and the button that adds it (`${id}-preview`, `${id}-add`). */
function PreviewRow({
  id,
  preview,
  action,
  disabled,
  onClick,
}: {
  id: string;
  preview: string;
  action: string;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <div className="bld-gen-row">
      <span className="faint" data-testid={`${id}-preview`}>
        {preview}
      </span>
      <button className="btn" data-testid={`${id}-add`} disabled={disabled} onClick={onClick}>
        {action}
      </button>
    </div>
  );
}

export function Generators({ draft, insertAt }: { draft: Draft; insertAt: number }) {
  const edit = useBuilder((s) => s.edit);
  const [spec, setSpec] = useState<RoundsSpec>(DEFAULT_ROUNDS);
  const [pick, setPick] = useState<Record<string, boolean>>({});
  const [skillCount, setSkillCount] = useState(6);
  const [skillTokens, setSkillTokens] = useState(8000);

  const roundEvents = useMemo(() => rounds(spec), [spec]);
  const roundPreview = previewOf(roundEvents, draft.skills);
  const chosen = draft.skills.filter((s) => pick[s.name] ?? true).map((s) => s.name);
  const skillEvents = invokeSkills(chosen);
  const skillPreview = previewOf(skillEvents, draft.skills);

  return (
    <div className="bld-gen" data-testid="builder-generators">
      <fieldset>
        <legend>Rounds of Read + Edit</legend>
        <div className="bld-gen-row">
          <Num label="rounds" value={spec.rounds} max={2000} onChange={(v) => setSpec({ ...spec, rounds: v })} testid="gen-rounds" />
          <Num
            label="Read"
            value={spec.readTokens}
            max={1_000_000}
            onChange={(v) => setSpec({ ...spec, readTokens: v })}
            testid="gen-read"
          />
          <Num
            label="Edit"
            value={spec.editTokens}
            max={1_000_000}
            onChange={(v) => setSpec({ ...spec, editTokens: v })}
            testid="gen-edit"
          />
          <label className="bld-check">
            <input type="checkbox" checked={spec.sameFile} onChange={(e) => setSpec({ ...spec, sameFile: e.currentTarget.checked })} /> same
            file
          </label>
        </div>
        <PreviewRow
          id="gen-rounds"
          preview={`adds ${plural(roundPreview.events, "event")}, ${fmt(roundPreview.tokens)} tokens`}
          action="Add"
          disabled={!roundEvents.length}
          onClick={() => edit({ op: "insert", at: insertAt, events: roundEvents }, { select: null })}
        />
      </fieldset>
      <fieldset>
        <legend>Skills</legend>
        <div className="bld-gen-row">
          <Num label="add" value={skillCount} max={200} onChange={setSkillCount} testid="gen-skill-count" />
          <Num label="skills of" value={skillTokens} max={1_000_000} onChange={setSkillTokens} testid="gen-skill-tokens" />
          <span className="faint">tokens</span>
          <button
            className="btn"
            data-testid="gen-skills-make"
            disabled={!skillCount}
            onClick={() => {
              const made = renamedApart(
                sizedSkills(skillCount, skillTokens),
                draft.skills.map((s) => s.name),
              );
              for (const skill of made) edit({ op: "skill", skill });
            }}
          >
            Define
          </button>
        </div>
        {draft.skills.length > 0 && (
          <>
            <div className="bld-skill-picks">
              {draft.skills.map((s) => (
                <label key={s.name} className="bld-check">
                  <input
                    type="checkbox"
                    checked={pick[s.name] ?? true}
                    onChange={(e) => setPick({ ...pick, [s.name]: e.currentTarget.checked })}
                  />{" "}
                  {s.name}
                </label>
              ))}
            </div>
            <PreviewRow
              id="gen-skills"
              preview={`invokes ${plural(skillEvents.length, "skill")}, ${fmt(skillPreview.tokens)} tokens`}
              action="Invoke"
              disabled={!skillEvents.length}
              onClick={() => edit({ op: "insert", at: insertAt, events: skillEvents }, { select: null })}
            />
          </>
        )}
      </fieldset>
    </div>
  );
}
