"use client";
// The compactions the file recorded that this simulated compaction matches, and how far apart the
// two are. A section of the compaction panel, shown only when replaying a recording.
import type { Compaction } from "@/lib/context/simulate";
import { fmt, withArticle } from "@/components/inspector/format";
import { RuleLink } from "@/components/ui/RuleLink";
import { signed } from "./labels";
import { StepLink } from "./StepLink";
import type { CurrentSim } from "./useSim";

export function RecordedMatch({ c, cur }: { c: Compaction; cur: CurrentSim }) {
  const recs = cur.sim.recorded.filter((r) => r.match?.compaction === c.index);
  if (!recs.length) return null;
  return (
    <div className="sub" data-testid="compaction-recorded">
      <h3>
        Recorded in the file <RuleLink anchor="replay" />
      </h3>
      {recs.map((r) => {
        const line = cur.view.session.events[r.step]?.line;
        return (
          <p key={r.step} className="kv-line">
            {withArticle(
              `${r.implied ? "implied (a usage drop with no boundary record) " : ""}${r.trigger} ${r.kind === "microcompact" ? "microcompaction" : "compaction"}`,
              true,
            )}{" "}
            at <StepLink step={r.step} />
            {line !== undefined ? ` (line ${line})` : ""}
            {r.preTokens !== undefined ? `, pre ${fmt(r.preTokens)} (recorded usage)` : ""}
            {r.postTokens !== undefined ? `, post ${fmt(r.postTokens)} without system prompt and tools` : ""}
            {r.taken ? ", taken as it happened" : ", not followed (the what-if had left the recording)"}. Simulated − recorded:{" "}
            {signed(r.match!.roundDiff, fmt)} API rounds
            {r.match!.tokenDiff !== null
              ? `, ${signed(r.match!.tokenDiff, fmt)} token${Math.abs(r.match!.tokenDiff) === 1 ? "" : "s"} before`
              : ""}
            {r.match!.tokenAfterDiff !== null ? `, ${signed(r.match!.tokenAfterDiff, fmt)} messages after` : ""}.
          </p>
        );
      })}
    </div>
  );
}
