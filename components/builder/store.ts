"use client";
// The builder's draft and its history (lib/builder). Every change is kept in this browser
// (IndexedDB, its own database, so the inspector's Clear does not wipe a draft) and handed to the
// inspector as a scenario, so the meter, timeline, compactions, skills and routing follow it live.
import { create } from "zustand";
import { applyEdit, type Edit } from "@/lib/builder/edit";
import { emptyDraft, type Draft } from "@/lib/builder/draft";
import { commit, redo, startHistory, undo, type History } from "@/lib/builder/history";
import { keyValueStore, reason } from "@/components/state/idb";

const tx = keyValueStore("context-lab-builder", 1, "kv");
const DRAFT_KEY = "draft";

export interface BuilderState {
  history: History;
  /** the draft was read back from storage (or there was none) */
  restored: boolean;
  /** the event whose editor is open */
  selected: string | null;
  /** the inspector step the next simulation should show (the end of the event just edited) */
  focusEvent: string | null;
  storageError: string | null;
  edit(e: Edit, opts?: { select?: string | null }): void;
  /** replaces the whole draft (a starting point, an opened file); one undo brings the old one back */
  open(d: Draft): void;
  undo(): void;
  redo(): void;
  select(id: string | null): void;
  restore(): Promise<void>;
}

let saveTimer: ReturnType<typeof setTimeout> | null = null;

function save(get: () => BuilderState, set: (p: Partial<BuilderState>) => void): void {
  if (saveTimer) clearTimeout(saveTimer);
  // a burst of keystrokes is written once
  saveTimer = setTimeout(() => {
    saveTimer = null;
    const draft = get().history.present;
    tx("readwrite", (s) => s.put(draft, DRAFT_KEY))
      .then(() => set({ storageError: null }))
      .catch((e) => set({ storageError: `The draft could not be kept in this browser: ${reason(e)}` }));
  }, 250);
}

/** Writes the draft now (before leaving the page for the inspector, say). */
export async function saveDraftNow(d: Draft): Promise<void> {
  await tx("readwrite", (s) => s.put(d, DRAFT_KEY));
}

function isDraft(v: unknown): v is Draft {
  return typeof v === "object" && v !== null && Array.isArray((v as Draft).events) && typeof (v as Draft).nextId === "number";
}

export const useBuilder = create<BuilderState>()((set, get) => ({
  history: startHistory(emptyDraft()),
  restored: false,
  selected: null,
  focusEvent: null,
  storageError: null,

  edit(e, opts = {}) {
    const h = get().history;
    const next = applyEdit(h.present, e);
    if (next === h.present) return;
    const had = new Set(h.present.events.map((x) => x.id));
    const added = e.op === "insert" || e.op === "duplicate" ? next.events.filter((x) => !had.has(x.id)) : [];
    const focus = e.op === "update" || e.op === "replace" || e.op === "move" ? e.id : (added[added.length - 1]?.id ?? get().focusEvent);
    set({
      history: commit(h, next),
      focusEvent: focus,
      // one new event opens its editor; a generated batch does not
      ...(opts.select !== undefined ? { selected: opts.select } : added.length === 1 ? { selected: added[0].id } : {}),
    });
    save(get, set);
  },
  open(d) {
    // a draft opened before the saved one was read (from "Edit as scenario") wins over it
    set({ history: commit(get().history, d), selected: null, focusEvent: null, restored: true });
    save(get, set);
  },
  undo() {
    set({ history: undo(get().history) });
    save(get, set);
  },
  redo() {
    set({ history: redo(get().history) });
    save(get, set);
  },
  select(id) {
    set({ selected: id, ...(id ? { focusEvent: id } : {}) });
  },
  async restore() {
    if (get().restored) return;
    try {
      const saved = await tx<unknown>("readonly", (s) => s.get(DRAFT_KEY));
      if (isDraft(saved)) set({ history: startHistory(saved) });
    } catch (e) {
      set({ storageError: `The saved draft could not be read: ${reason(e)}` });
    }
    set({ restored: true });
  },
}));
