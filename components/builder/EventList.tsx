"use client";
// The draft's events in order. Drag a row by its handle, or move the focused row with Alt+↑/↓;
// Delete removes it, Enter opens its editor. A click also moves the inspector to the event's step.
import { useEffect, useState, type KeyboardEvent } from "react";
import { explicitTokens, stepOfEvent, stepsOf, type Draft } from "@/lib/builder/draft";
import { fmt, plural } from "@/components/inspector/format";
import { useBuilder } from "./store";
import { EventEditor } from "./EventEditor";
import { kindLabel, summaryOf } from "./events";

export function EventList({ draft, currentEvent }: { draft: Draft; currentEvent: number }) {
  const selected = useBuilder((s) => s.selected);
  const edit = useBuilder((s) => s.edit);
  const select = useBuilder((s) => s.select);
  const [dragId, setDragId] = useState<string | null>(null);
  const [overIndex, setOverIndex] = useState<number | null>(null);
  const currentId = draft.events[currentEvent]?.id;

  // Stepping in the inspector brings the event at the step into view, unless the user is working in the builder.
  useEffect(() => {
    if (!currentId || document.activeElement?.closest('[data-testid="builder"]')) return;
    document.querySelector(`[data-event-id="${currentId}"]`)?.scrollIntoView({ block: "nearest" });
  }, [currentId]);

  if (!draft.events.length) {
    return (
      <p className="faint bld-empty" data-testid="builder-empty">
        No events yet: add a prompt, a file read or a skill above, or start from one of the starting points.
      </p>
    );
  }

  const onKey = (e: KeyboardEvent<HTMLLIElement>, id: string, index: number) => {
    if (e.target !== e.currentTarget) return;
    if (e.altKey && (e.key === "ArrowUp" || e.key === "ArrowDown")) {
      e.preventDefault();
      e.stopPropagation();
      edit({ op: "move", id, to: index + (e.key === "ArrowUp" ? -1 : 1) });
      // keep the focus on the moved row
      requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-event-id="${id}"]`)?.focus());
    } else if (e.key === "Delete" || e.key === "Backspace") {
      e.preventDefault();
      edit({ op: "remove", ids: [id] });
    } else if (e.key === "Enter") {
      e.preventDefault();
      select(selected === id ? null : id);
    }
  };

  return (
    <ol className="bld-events" data-testid="builder-events" aria-label="Events; Alt+Up or Alt+Down moves the focused event">
      {draft.events.map((item, i) => {
        const tokens = explicitTokens(item.event, draft.skills);
        const step = stepOfEvent(draft, i);
        const open = selected === item.id;
        return (
          <li
            key={item.id}
            data-event-id={item.id}
            data-testid="builder-event"
            tabIndex={0}
            className={`bld-event${open ? " open" : ""}${i === currentEvent ? " current" : ""}${dragId === item.id ? " dragging" : ""}${overIndex === i ? " over" : ""}`}
            aria-label={`${i + 1}: ${kindLabel(item.event)} ${summaryOf(item.event)}`}
            onKeyDown={(e) => onKey(e, item.id, i)}
            onDragOver={(e) => {
              if (!dragId) return;
              e.preventDefault();
              setOverIndex(i);
            }}
            onDragLeave={() => setOverIndex((o) => (o === i ? null : o))}
            onDrop={(e) => {
              e.preventDefault();
              if (dragId) edit({ op: "move", id: dragId, to: i });
              setDragId(null);
              setOverIndex(null);
            }}
          >
            <div className="bld-row">
              <span
                className="bld-handle"
                draggable
                title="Drag to move (or Alt+↑/↓)"
                aria-hidden="true"
                onDragStart={(e) => {
                  e.dataTransfer.effectAllowed = "move";
                  e.dataTransfer.setData("text/plain", item.id);
                  setDragId(item.id);
                }}
                onDragEnd={() => {
                  setDragId(null);
                  setOverIndex(null);
                }}
              >
                ⋮⋮
              </span>
              <button
                className="bld-open"
                data-testid="builder-event-open"
                onClick={() => select(open ? null : item.id)}
                aria-expanded={open}
                title={`Step ${step + 1}${stepsOf(item.event) > 1 ? `–${step + stepsOf(item.event)}` : ""} in the inspector`}
              >
                <span className={`bld-kind k-${item.event.type}`}>{kindLabel(item.event)}</span>
                <span className="bld-summary">{summaryOf(item.event)}</span>
              </button>
              <span
                className="bld-tokens num"
                title={tokens === null ? "counted from its text by the inspector's estimator" : "tokens given in the scenario"}
              >
                {tokens === null ? "text" : fmt(tokens)}
              </span>
              <button
                className="btn icon"
                aria-label={`Duplicate event ${i + 1}`}
                title="Duplicate"
                onClick={() => edit({ op: "duplicate", id: item.id })}
              >
                +1
              </button>
              <button
                className="btn icon"
                aria-label={`Remove event ${i + 1}`}
                title="Remove (Delete)"
                data-testid="builder-event-remove"
                onClick={() => edit({ op: "remove", ids: [item.id] })}
              >
                ✕
              </button>
            </div>
            {open && <EventEditor item={item} skills={draft.skills} />}
          </li>
        );
      })}
      <li className="bld-foot faint">
        {plural(draft.events.length, "event")}, {plural(stepOfEvent(draft, draft.events.length), "step")} in the inspector
      </li>
    </ol>
  );
}
