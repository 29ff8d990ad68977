"use client";
// A whole number typed into a number field, kept within 0..max: the builder's token sizes and
// generator counts. Empty gives undefined where the field is optional (SizeField: "from text").
import type { InputHTMLAttributes } from "react";

export function IntInput({
  value,
  onChange,
  max,
  optional,
  testid,
  ...rest
}: {
  value: number | undefined;
  onChange: (v: number | undefined) => void;
  max: number;
  optional?: boolean;
  testid?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "value" | "onChange" | "type" | "min" | "max">) {
  return (
    <input
      {...rest}
      type="number"
      min={0}
      max={max}
      value={value ?? ""}
      data-testid={testid}
      onChange={(e) => {
        const raw = e.currentTarget.value;
        if (raw === "") return onChange(optional ? undefined : 0);
        const n = Math.round(Number(raw));
        if (Number.isFinite(n)) onChange(Math.max(0, Math.min(max, n)));
      }}
    />
  );
}
