"use client";
// "Start from…": a starter draft or a lesson's scenario opened in the builder.
import { STARTERS } from "@/lib/builder/starters";
import { textToDraft } from "@/lib/builder/scenario-io";
import { LESSONS } from "@/components/lessons/data";
import { useBuilder } from "./store";

/** Opens the starter or the lesson (`lesson:<id>`) a value of the menu names. */
function openStart(value: string) {
  const { open } = useBuilder.getState();
  const s = STARTERS.find((x) => x.id === value);
  if (s) open(s.make());
  const l = LESSONS.find((x) => `lesson:${x.id}` === value);
  if (l) {
    const r = textToDraft(JSON.stringify(l.scenario));
    if (r.ok) open(r.draft);
  }
}

export function StartFrom() {
  return (
    <select aria-label="Start from" data-testid="builder-start" value="" onChange={(e) => openStart(e.currentTarget.value)}>
      <option value="">Start from…</option>
      {STARTERS.map((s) => (
        <option key={s.id} value={s.id} title={s.description}>
          {s.title}
        </option>
      ))}
      <optgroup label="Lessons">
        {LESSONS.map((l) => (
          <option key={l.id} value={`lesson:${l.id}`}>
            {l.title}
          </option>
        ))}
      </optgroup>
    </select>
  );
}
