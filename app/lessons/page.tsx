import { LessonsScreen } from "@/components/lessons/LessonsScreen";

export const metadata = { title: "Lessons · Context Lab" };

export default function Page() {
  return <LessonsScreen />;
}
