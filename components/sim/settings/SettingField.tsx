"use client";
// One setting in the drawer: its control (by the field's kind), its unit, where its value comes
// from (the preset, the scenario, or the user's change, with a reset), its documentation and the
// problems resolveSettings() found with it.
import { useId } from "react";
import type { FieldSpec } from "@/lib/context/settings";
import { FIELD_HELP, FIELD_LABEL } from "../fieldDocs";
import { NumberInput } from "./NumberInput";
import { TextListInput } from "./TextListInput";

/** Where a field's value comes from: the preset, the scenario file, or the user. */
export type FieldOrigin = "preset" | "scenario" | "changed";

/** Option values in the user's words where the value is an internal name. */
const VALUE_LABEL: Record<string, string> = { seed: "as the design notes list them", "cc-2.1.88": "as Claude Code 2.1.88 writes them" };

/** The input for a field of this kind. */
function FieldControl({
  f,
  id,
  helpId,
  value,
  onSet,
}: {
  f: FieldSpec;
  id: string;
  helpId: string;
  value: unknown;
  onSet: (v: unknown) => void;
}) {
  switch (f.kind) {
    case "bool":
      return (
        <input
          id={id}
          type="checkbox"
          checked={value === true}
          aria-describedby={helpId}
          onChange={(e) => onSet(e.target.checked)}
          data-testid={`setting-${f.key}`}
        />
      );
    case "enum":
      return (
        <select
          id={id}
          className="select"
          value={String(value)}
          aria-describedby={helpId}
          onChange={(e) => onSet(e.target.value)}
          data-testid={`setting-${f.key}`}
        >
          {f.values.map((v) => (
            <option key={v} value={v}>
              {VALUE_LABEL[v] ?? v}
            </option>
          ))}
        </select>
      );
    case "strings":
      return <TextListInput id={id} value={(value as string[]) ?? []} onCommit={onSet} describedBy={helpId} />;
    case "pct-or-null":
      return (
        <NumberInput
          id={id}
          value={(value as number | null) ?? null}
          onCommit={onSet}
          min={0}
          max={100}
          step="any"
          allowEmpty
          describedBy={helpId}
          testid={`setting-${f.key}`}
        />
      );
    default:
      return (
        <NumberInput
          id={id}
          value={value as number}
          onCommit={onSet}
          min={f.min}
          max={f.max}
          step={f.kind === "int" ? 1 : "any"}
          describedBy={helpId}
          testid={`setting-${f.key}`}
        />
      );
  }
}

export function SettingField({
  f,
  value,
  origin,
  onSet,
  onReset,
  problems,
}: {
  f: FieldSpec;
  value: unknown;
  origin: FieldOrigin;
  onSet: (v: unknown) => void;
  onReset: () => void;
  /** what resolveSettings() said about this field's value */
  problems: string[];
}) {
  const id = useId();
  const helpId = `${id}-help`;
  const unit = "unit" in f && f.unit ? f.unit : f.kind === "pct-or-null" ? "% of E" : undefined;
  return (
    <div
      className={`sfield${f.kind === "bool" ? " bool" : ""}${origin !== "preset" ? ` ${origin}` : ""}`}
      data-testid="setting-field"
      data-key={f.key}
      data-origin={origin}
    >
      <div className="sfield-row">
        <label htmlFor={id}>{FIELD_LABEL[f.key] ?? f.label}</label>
        {origin === "changed" && (
          <button
            className="linkbtn mark"
            onClick={onReset}
            title="Back to the preset's value"
            aria-label={`Reset ${f.label} to the preset's value`}
          >
            changed ↺
          </button>
        )}
        {origin === "scenario" && (
          <span className="mark faint" title="The scenario file sets this value">
            scenario
          </span>
        )}
        <span className="sfield-control">
          <FieldControl f={f} id={id} helpId={helpId} value={value} onSet={onSet} />
          {unit && <span className="unit">{unit}</span>}
        </span>
      </div>
      <p className="help" id={helpId}>
        {FIELD_HELP[f.key].text}{" "}
        <a href={`/rules/#${FIELD_HELP[f.key].rule}`} className="rule-link" target="_blank" rel="noopener">
          Source
        </a>
      </p>
      {problems.map((p) => (
        <p key={p} className="field-problem" role="status" data-testid="setting-problem">
          {p}
        </p>
      ))}
    </div>
  );
}
