"use client";
// A step number that makes that step the current one: the compaction panel's parts all link to
// steps this way, so it stands alone rather than in any one of them.
import { useInspector } from "@/components/state/store";
import { fmt } from "@/components/inspector/format";

export function StepLink({ step, label }: { step: number; label?: string }) {
  const setStep = useInspector((s) => s.setStep);
  return (
    <button className="linkbtn" onClick={() => setStep(step)} title={`Make step ${fmt(step + 1)} the current step`}>
      {label ?? `step ${fmt(step + 1)}`}
    </button>
  );
}
