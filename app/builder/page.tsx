import { BuilderScreen } from "@/components/builder/BuilderScreen";

export const metadata = { title: "Builder · Context Lab" };

export default function Page() {
  return <BuilderScreen />;
}
