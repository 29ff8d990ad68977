"use client";
// The simulation set against the recording: the used figure against the recorded usage, and each
// compaction the file records against the simulated one it matches. Alone because it is the
// fidelity check of one step, read only when the file has usage.
import type { RecordedSnapshot } from "@/lib/context/recorded";
import type { Simulation } from "@/lib/context/sim-types";
import { recordedStanding } from "@/lib/context/stepindex";
import type { Session } from "@/lib/model";
import type { CurrentSim } from "@/components/sim/useSim";
import { fmtK, signed } from "@/components/sim/labels";
import { fmt, plural } from "../format";
import { lineOf } from "./line-of";

/** The compactions the file records, each with the simulated one it matches (or why none). */
function RecordedCompactions({ sim }: { sim: Simulation }) {
  return (
    <p className="note">
      The file records {plural(sim.recorded.length, "compaction")}:{" "}
      {sim.recorded.map((r, k) => (
        <span key={k}>
          {k > 0 && "; "}
          {r.trigger} at step {fmt(r.step + 1)}
          {r.preTokens !== undefined ? ` (pre ${fmtK(r.preTokens)})` : ""}
          {r.match
            ? ` ↔ simulated #${r.match.compaction + 1} ${signed(r.match.stepDiff, fmt)} steps`
            : recordedStanding(sim, r) === "outside"
              ? ", after the what-if left the recording"
              : ", no simulated match"}
        </span>
      ))}
      .{" "}
      {sim.mode === "what-if"
        ? "Up to the fork the what-if takes them as recorded; after it, it compacts by its own rules."
        : "The replay takes them as recorded; each is set against the one the rules would have run."}
    </p>
  );
}

export function SimVsRecorded({ rec, cur, session }: { rec: RecordedSnapshot | null; cur: CurrentSim | null; session: Session }) {
  const snap = cur?.snap;
  if (!rec?.recorded || !snap) return null;
  return (
    <section className="section" data-testid="sim-vs-recorded">
      <h2>Simulated vs as recorded</h2>
      <div className="compare">
        <span>Simulated (used)</span>
        <span className="num">{fmt(snap.tokens)}</span>
        <span>As recorded (usage{rec.recorded.estimatedAfter > 0 ? " + estimate after it" : ""})</span>
        <span className="num" data-testid="recorded-total">
          {fmt(rec.recorded.tokens)}
        </span>
        <span>Simulated − recorded</span>
        <span className="num">{signed(snap.tokens - rec.recorded.tokens, fmt)}</span>
      </div>
      {cur && cur.sim.recorded.length > 0 && <RecordedCompactions sim={cur.sim} />}
      {rec.liveStart > 0 && (
        <p className="note">As recorded, the live context starts at {lineOf(session, rec.liveStart)} (the last compact boundary).</p>
      )}
    </section>
  );
}
