"use client";
// A budget typed in tokens: what is typed stays as typed until it is a whole, non-negative number,
// and a new value from outside (a reset) replaces it. Used by the re-attachment what-if.
import { useState } from "react";
import s from "./skills.module.css";

export function NumberInput({
  value,
  onChange,
  testid,
  label,
}: {
  value: number;
  onChange: (n: number) => void;
  testid: string;
  label: string;
}) {
  // a new value from outside replaces what is typed (adjusted while rendering, not in an effect)
  const [text, setText] = useState(String(value));
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(String(value));
  }
  return (
    <input
      className={s.num}
      type="number"
      min={0}
      step={500}
      value={text}
      aria-label={label}
      data-testid={testid}
      onChange={(e) => {
        const t = e.currentTarget.value;
        setText(t);
        const n = Number(t);
        if (t.trim() !== "" && Number.isFinite(n) && n >= 0) onChange(Math.round(n));
      }}
    />
  );
}
