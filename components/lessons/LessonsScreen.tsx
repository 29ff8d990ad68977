"use client";
// /lessons/: the inspector with the lesson card beside the message list.
import { Inspector } from "@/components/inspector/Inspector";
import { LessonCard } from "./LessonCard";

export function LessonsScreen() {
  return <Inspector lead={<LessonCard />} />;
}
