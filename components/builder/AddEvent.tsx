"use client";
// The palette of events to add: each goes after the open event, else at the end.
import type { Draft } from "@/lib/builder/draft";
import { useBuilder } from "./store";
import { PALETTE } from "./events";

/** `selIndex`: the open event's index, or -1; `insertAt`: where a new event goes. */
export function AddEvent({ draft, selIndex, insertAt }: { draft: Draft; selIndex: number; insertAt: number }) {
  const edit = useBuilder((s) => s.edit);
  return (
    <section className="bld-section" aria-label="Add an event">
      <h3>Add {selIndex >= 0 ? `after event ${selIndex + 1}` : "at the end"}</h3>
      <div className="bld-palette">
        {PALETTE.map((p) => (
          <button
            key={p.key}
            className="btn"
            title={p.title}
            data-testid={`add-${p.key}`}
            onClick={() => edit({ op: "insert", at: insertAt, events: [p.make(draft.skills)] })}
          >
            {p.label}
          </button>
        ))}
      </div>
    </section>
  );
}
