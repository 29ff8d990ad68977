"use client";
// A comma-separated list typed as text (the compactable tools): the field keeps what is typed,
// the setting gets the trimmed names.
import { useEffect, useRef, useState } from "react";

export function TextListInput({
  id,
  value,
  onCommit,
  describedBy,
}: {
  id: string;
  value: string[];
  onCommit: (v: string[]) => void;
  describedBy?: string;
}) {
  const [text, setText] = useState(value.join(", "));
  const focused = useRef(false);
  useEffect(() => {
    if (!focused.current) setText(value.join(", "));
  }, [value]);
  return (
    <input
      id={id}
      className="text-input"
      type="text"
      value={text}
      aria-describedby={describedBy}
      onFocus={() => (focused.current = true)}
      onBlur={() => {
        focused.current = false;
        setText(value.join(", "));
      }}
      onChange={(e) => {
        setText(e.target.value);
        onCommit(
          e.target.value
            .split(",")
            .map((x) => x.trim())
            .filter(Boolean),
        );
      }}
    />
  );
}
