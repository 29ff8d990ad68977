// The builder's undo keys: Ctrl/Cmd+Z undoes, Ctrl/Cmd+Shift+Z or Ctrl+Y redoes; inside a text
// field the field's own undo wins.
import { useEffect } from "react";
import { useBuilder } from "./store";

const isTyping = (t: EventTarget | null) =>
  t instanceof HTMLElement &&
  (t.isContentEditable ||
    t instanceof HTMLTextAreaElement ||
    (t instanceof HTMLInputElement && !["checkbox", "radio", "button", "range"].includes(t.type)));

export function useUndoKeys() {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || isTyping(e.target)) return;
      const k = e.key.toLowerCase();
      if (k === "z" && !e.shiftKey) useBuilder.getState().undo();
      else if ((k === "z" && e.shiftKey) || k === "y") useBuilder.getState().redo();
      else return;
      e.preventDefault();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
}
