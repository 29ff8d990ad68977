"use client";
// A number field that lets the user type freely and commits a value only once it parses and the
// typing pauses. Alone because the drawer's window and every numeric setting share it.
import { useEffect, useRef, useState } from "react";

/** A number input that lets the user type freely and commits each value that parses. */
export function NumberInput({
  id,
  value,
  onCommit,
  min,
  max,
  step,
  allowEmpty,
  describedBy,
  testid,
}: {
  id: string;
  value: number | null;
  onCommit: (v: number | null) => void;
  min?: number;
  max?: number;
  step?: number | "any";
  allowEmpty?: boolean;
  describedBy?: string;
  testid?: string;
}) {
  const [text, setText] = useState(value === null ? "" : String(value));
  const focused = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    if (!focused.current) setText(value === null ? "" : String(value));
  }, [value]);
  useEffect(() => () => clearTimeout(timer.current), []);
  /** The value of a text, or undefined while it is no number yet. */
  const parse = (t: string): number | null | undefined =>
    t.trim() === "" ? (allowEmpty ? null : undefined) : Number.isFinite(Number(t)) ? Number(t) : undefined;
  const flush = (t: string) => {
    clearTimeout(timer.current);
    const v = parse(t);
    if (v !== undefined && v !== value) onCommit(v);
  };
  return (
    <input
      id={id}
      className="num-input"
      type="number"
      inputMode="decimal"
      value={text}
      min={min}
      max={max}
      step={step}
      placeholder={allowEmpty ? "unset" : undefined}
      aria-describedby={describedBy}
      data-testid={testid}
      onFocus={() => (focused.current = true)}
      onBlur={(e) => {
        focused.current = false;
        flush(e.target.value);
        setText(value === null ? "" : String(value));
      }}
      onKeyDown={(e) => {
        if (e.key === "Enter") flush(e.currentTarget.value);
      }}
      onChange={(e) => {
        const t = e.target.value;
        setText(t);
        // Typing "500000" should not simulate windows of 5, 50, 500...: commit once typing pauses.
        clearTimeout(timer.current);
        timer.current = setTimeout(() => flush(t), 300);
      }}
    />
  );
}
