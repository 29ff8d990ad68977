import { CatalogScreen } from "@/components/skills/CatalogScreen";

export const metadata = { title: "Skill catalog · Context Lab" };

export default function Page() {
  return <CatalogScreen />;
}
