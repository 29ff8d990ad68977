// The bundled lessons (fixtures/lessons/*.json, written by fixtures/lessons/make-lessons.ts). They
// are part of the page so the list, and each lesson's share link, are there without a fetch; a
// lesson on a recorded session fetches its session when it starts, as an example does.
import { readLesson, type Lesson } from "@/lib/lessons/lesson";
import thresholds from "@/fixtures/lessons/thresholds.json";
import microcompactSaves from "@/fixtures/lessons/microcompact-saves.json";
import sessionMemory from "@/fixtures/lessons/session-memory.json";
import skillCut from "@/fixtures/lessons/skill-cut.json";
import sixthSkill from "@/fixtures/lessons/sixth-skill.json";
import router from "@/fixtures/lessons/router.json";
import cameBack from "@/fixtures/lessons/came-back.json";

export const LESSON_FILES: Record<string, unknown> = {
  thresholds,
  "microcompact-saves": microcompactSaves,
  "session-memory": sessionMemory,
  "skill-cut": skillCut,
  "sixth-skill": sixthSkill,
  router,
  "came-back": cameBack,
};

export const LESSONS: Lesson[] = Object.values(LESSON_FILES)
  .map((doc) => readLesson(doc))
  .flatMap((r) => (r.ok ? [r.lesson] : []))
  .sort((a, b) => a.order - b.order);
