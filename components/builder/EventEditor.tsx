"use client";
// The fields of one event, by type. Sizes are tokens (typed or dragged) or real text, which the
// inspector's estimator then counts.
import { useId } from "react";
import type { DraftEvent, DraftSkill } from "@/lib/builder/draft";
import { useBuilder } from "./store";
import { SizeField } from "./SizeField";

const num = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? v : undefined);
const str = (v: unknown) => (typeof v === "string" ? v : "");

function TextField({
  label,
  value,
  onChange,
  area,
  testid,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  area?: boolean;
  testid?: string;
}) {
  const id = useId();
  return (
    <div className="bld-field">
      <label htmlFor={id}>{label}</label>
      {area ? (
        <textarea id={id} rows={3} value={value} data-testid={testid} onChange={(e) => onChange(e.currentTarget.value)} />
      ) : (
        <input id={id} type="text" value={value} data-testid={testid} onChange={(e) => onChange(e.currentTarget.value)} />
      )}
    </div>
  );
}

const TOOL_NAMES = ["Read", "Edit", "Write", "Bash", "Grep", "Glob", "Task", "WebFetch"];

export function EventEditor({ item, skills }: { item: DraftEvent; skills: readonly DraftSkill[] }) {
  const edit = useBuilder((s) => s.edit);
  const e = item.event;
  const patch = (p: Record<string, unknown>) => edit({ op: "update", id: item.id, patch: p });
  const input = (e.input && typeof e.input === "object" && !Array.isArray(e.input) ? e.input : {}) as Record<string, unknown>;
  const patchInput = (p: Record<string, unknown>) => patch({ input: { ...input, ...p } });
  const listId = useId();

  switch (e.type) {
    case "user":
    case "assistant":
      return (
        <div className="bld-editor" data-testid="event-editor">
          <TextField label="Text" area value={str(e.text)} onChange={(v) => patch({ text: v })} testid="field-text" />
          <SizeField label="Size" optional value={num(e.tokens)} onChange={(v) => patch({ tokens: v })} testid="field-tokens" />
          {e.type === "assistant" && (
            <SizeField
              label="Thinking"
              optional
              value={num(e.thinkingTokens)}
              onChange={(v) => patch({ thinkingTokens: v })}
              testid="field-thinking"
            />
          )}
        </div>
      );
    case "tool": {
      const name = str(e.name);
      return (
        <div className="bld-editor" data-testid="event-editor">
          <div className="bld-field">
            <label htmlFor={listId + "t"}>Tool</label>
            <input
              id={listId + "t"}
              list={listId}
              type="text"
              value={name}
              onChange={(ev) => patch({ name: ev.currentTarget.value })}
              data-testid="field-tool"
            />
            <datalist id={listId}>
              {TOOL_NAMES.map((t) => (
                <option key={t} value={t} />
              ))}
            </datalist>
          </div>
          {name === "Read" || name === "Edit" || name === "Write" ? (
            <TextField label="File" value={str(input.file_path)} onChange={(v) => patchInput({ file_path: v })} testid="field-path" />
          ) : name === "Task" || name === "Agent" ? (
            <>
              <TextField label="Task" value={str(input.description)} onChange={(v) => patchInput({ description: v })} />
              <TextField label="Agent type" value={str(input.subagent_type)} onChange={(v) => patchInput({ subagent_type: v })} />
            </>
          ) : name === "Bash" ? (
            <TextField label="Command" value={str(input.command)} onChange={(v) => patchInput({ command: v })} />
          ) : null}
          <SizeField label="Call" optional value={num(e.useTokens)} onChange={(v) => patch({ useTokens: v })} />
          <SizeField
            label="Result"
            optional
            value={num(e.resultTokens)}
            onChange={(v) => patch({ resultTokens: v })}
            testid="field-result"
          />
          <TextField label="Result text" area value={str(e.result)} onChange={(v) => patch({ result: v || undefined })} />
          <label className="bld-check">
            <input
              type="checkbox"
              checked={e.isError === true}
              onChange={(ev) => patch({ isError: ev.currentTarget.checked || undefined })}
            />{" "}
            the tool failed
          </label>
        </div>
      );
    }
    case "skill":
      return (
        <div className="bld-editor" data-testid="event-editor">
          <div className="bld-field">
            <label htmlFor={listId + "s"}>Skill</label>
            <select
              id={listId + "s"}
              value={str(e.name)}
              onChange={(ev) => patch({ name: ev.currentTarget.value })}
              data-testid="field-skill"
            >
              {!skills.some((s) => s.name === e.name) && <option value={str(e.name)}>{str(e.name) || "(none)"}</option>}
              {skills.map((s) => (
                <option key={s.name} value={s.name}>
                  {s.name}
                </option>
              ))}
            </select>
          </div>
          <SizeField label="Body" optional value={num(e.tokens)} onChange={(v) => patch({ tokens: v })} />
          <p className="faint bld-hint">Empty: the size of the skill below is used.</p>
        </div>
      );
    case "memory":
      return (
        <div className="bld-editor" data-testid="event-editor">
          <TextField label="Label" value={str(e.label)} onChange={(v) => patch({ label: v })} />
          <SizeField label="Size" optional value={num(e.tokens)} onChange={(v) => patch({ tokens: v })} />
        </div>
      );
    case "wait":
      return (
        <div className="bld-editor" data-testid="event-editor">
          <SizeFieldMinutes value={num(e.minutes) ?? 0} onChange={(v) => patch({ minutes: v })} />
        </div>
      );
    case "compact":
      return (
        <div className="bld-editor" data-testid="event-editor">
          <TextField label="Instructions" value={str(e.instructions)} onChange={(v) => patch({ instructions: v || undefined })} />
        </div>
      );
    default:
      return (
        <div className="bld-editor" data-testid="event-editor">
          <p className="faint">Nothing to set: this event has no size of its own.</p>
        </div>
      );
  }
}

function SizeFieldMinutes({ value, onChange }: { value: number; onChange: (v: number) => void }) {
  const id = useId();
  return (
    <div className="bld-field bld-size">
      <label htmlFor={id}>Gap</label>
      <input
        id={id}
        type="number"
        min={0}
        max={525_600}
        value={value}
        data-testid="field-minutes"
        onChange={(e) => {
          const n = Math.round(Number(e.currentTarget.value));
          if (Number.isFinite(n)) onChange(Math.max(0, Math.min(525_600, n)));
        }}
      />
      <input
        type="range"
        min={0}
        max={240}
        step={5}
        value={Math.min(value, 240)}
        aria-label="Gap, drag"
        onChange={(e) => onChange(Number(e.currentTarget.value))}
      />
      <span className="faint">minutes</span>
    </div>
  );
}
