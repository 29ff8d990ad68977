import { RoutingScreen } from "@/components/routing/RoutingScreen";

export const metadata = { title: "Skill routing · Context Lab" };

export default function Page() {
  return <RoutingScreen />;
}
