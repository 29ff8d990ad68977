import { Inspector } from "@/components/inspector/Inspector";

export default function Page() {
  return <Inspector />;
}
