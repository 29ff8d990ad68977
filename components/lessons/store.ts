"use client";
// Where the user is in a lesson: which lesson and which caption. Kept in browser storage beside
// the inspector's state, so a reload of /lessons/ comes back to the same caption.
import { create } from "zustand";
import { useMemo } from "react";
import { lessonIdOfSession, readLesson, type Lesson } from "@/lib/lessons/lesson";
import { useInspector } from "@/components/state/store";
import { loadLesson, saveLesson } from "@/components/state/persist";
import { LESSONS } from "./data";

interface LessonState {
  id: string | null;
  caption: number;
  restored: boolean;
  restore(): Promise<void>;
  setCaption(id: string, caption: number): void;
}

export const useLessonProgress = create<LessonState>()((set, get) => ({
  id: null,
  caption: 0,
  restored: false,
  async restore() {
    if (get().restored) return;
    set({ restored: true });
    try {
      const v = await loadLesson();
      if (v && get().id === null) set({ id: v.id, caption: v.caption });
    } catch (e) {
      useInspector.setState({ storageError: (e as Error).message });
    }
  },
  setCaption(id, caption) {
    set({ id, caption });
    saveLesson({ id, caption }).catch((e: Error) => useInspector.setState({ storageError: e.message }));
  },
}));

const cache = new Map<string, Lesson | null>();

/**
 * The lesson the inspector has loaded: its main input is a scenario with a lesson block, or the
 * recorded session a bundled lesson runs on, loaded under that lesson's name.
 */
export function useLoadedLesson(): Lesson | null {
  const key = useInspector((s) => s.inputsKey);
  const format = useInspector((s) => s.views[0]?.session.format);
  return useMemo(() => {
    if (!key || !format) return null;
    if (cache.has(key)) return cache.get(key)!;
    const main = useInspector.getState().inputs.find((f) => f.role === "main");
    let lesson: Lesson | null = null;
    if (format === "scenario") {
      try {
        const r = main && typeof main.text === "string" ? readLesson(JSON.parse(main.text)) : null;
        lesson = r?.ok ? r.lesson : null;
      } catch {
        lesson = null;
      }
    } else if (main) {
      const id = lessonIdOfSession(main.name);
      lesson = LESSONS.find((l) => l.session && l.id === id) ?? null;
    }
    cache.set(key, lesson);
    return lesson;
  }, [key, format]);
}
