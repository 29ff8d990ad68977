"use client";
// A size in tokens, typed or dragged. Empty means "count the text instead" where the event has text.
import { useId } from "react";
import { IntInput } from "./IntInput";

const RANGE_MAX = 50_000;

export function SizeField({
  label,
  value,
  onChange,
  optional,
  max = 1_000_000,
  testid,
}: {
  label: string;
  value: number | undefined;
  onChange: (v: number | undefined) => void;
  optional?: boolean;
  max?: number;
  testid?: string;
}) {
  const id = useId();
  return (
    <div className="bld-field bld-size">
      <label htmlFor={id}>{label}</label>
      <IntInput
        id={id}
        max={max}
        step={1}
        inputMode="numeric"
        value={value}
        optional={optional}
        placeholder={optional ? "from text" : "0"}
        testid={testid}
        onChange={onChange}
      />
      <input
        type="range"
        min={0}
        max={Math.min(max, RANGE_MAX)}
        step={100}
        value={Math.min(value ?? 0, RANGE_MAX)}
        aria-label={`${label}, drag`}
        onChange={(e) => onChange(Number(e.currentTarget.value))}
      />
      <span className="faint">tokens</span>
    </div>
  );
}
