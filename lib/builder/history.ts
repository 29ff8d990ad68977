// Undo and redo over whole drafts. Drafts are never mutated (edit.ts), so a state is kept by reference.

import type { Draft } from "./draft";

/** How many earlier states are kept; the oldest go first. */
export const HISTORY_LIMIT = 200;

export interface History {
  past: Draft[];
  present: Draft;
  future: Draft[];
}

export function startHistory(d: Draft): History {
  return { past: [], present: d, future: [] };
}

/** A new present; redo is gone. An edit that changed nothing leaves the history as it was. */
export function commit(h: History, next: Draft): History {
  if (next === h.present) return h;
  const past = [...h.past, h.present];
  if (past.length > HISTORY_LIMIT) past.splice(0, past.length - HISTORY_LIMIT);
  return { past, present: next, future: [] };
}

export function undo(h: History): History {
  if (!h.past.length) return h;
  return { past: h.past.slice(0, -1), present: h.past[h.past.length - 1], future: [h.present, ...h.future] };
}

export function redo(h: History): History {
  if (!h.future.length) return h;
  return { past: [...h.past, h.present], present: h.future[0], future: h.future.slice(1) };
}
