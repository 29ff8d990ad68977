"use client";
// "What the context holds": the startup items, the last compaction's summary and re-attachments,
// the messages kept and cleared, the request's cache figures and the simulator's notes at this
// step. Alone because it reads the engine's step index, not the category table.
import { useMemo } from "react";
import type { Snapshot } from "@/lib/context/snapshot";
import type { Simulation } from "@/lib/context/sim-types";
import { holdsAt, type Holds } from "@/lib/context/stepindex";
import { differingStreams, STREAM_LABEL, streamAt } from "@/lib/context/model-stream-overhead";
import { useInspector } from "@/components/state/store";
import type { CurrentSim } from "@/components/sim/useSim";
import { TIER_LABEL, tierVar } from "@/components/sim/labels";
import { RuleLink } from "@/components/ui/RuleLink";
import { fmt, plural } from "../format";
import { figureHow } from "./overhead-figures";

/**
 * The system prompt + tools at this step: its model stream's figure (model-stream-overhead.ts),
 * named by stream where the file's streams differ in size, and "usual size" where nothing could be read.
 */
function SystemRow({ sim, step }: { sim: Simulation; step: number }) {
  const here = streamAt(sim.streams, step);
  const how = figureHow(here?.source ?? "inferred");
  const which = here && differingStreams(sim.streams) ? `, ${STREAM_LABEL[here.stream]}` : "";
  return (
    <li
      title="Inferred from recorded usage, per model stream (Haiku is sent more tool definitions); MCP tool definitions sent with every request are inside it (no record gives their share)"
      data-testid="system-row"
    >
      <span className="swatch" style={{ background: "var(--cat-system)" }} /> System prompt + tools ({how}
      {which})<span className="num">{fmt(here?.tokens ?? sim.overhead.tokens)}</span>
    </li>
  );
}

/** Notes the simulator raises when a request could not go out as it was. */
const ERROR_NOTES = new Set(["blocked", "prompt-too-long", "breaker-open"]);

function HoldsList({ snap, sim, holds }: { snap: Snapshot; sim: Simulation; holds: Holds }) {
  const selectCompaction = useInspector((s) => s.selectCompaction);
  return (
    <ul className="plain holds">
      {snap.startup.map((s) => (
        <li key={s.index} className={s.live ? "" : "gone-item"}>
          <span className="swatch" style={{ background: `var(--cat-${s.category})` }} /> {s.label}
          <span className="num">{s.live ? fmt(s.tokens) : "gone"}</span>
        </li>
      ))}
      {sim.overhead.source === "inferred" && <SystemRow sim={sim} step={snap.step} />}
      {sim.unrecordedPrefix.tokens > 0 && holds.boundary === 0 && holds.summary === 0 && (
        <li title="The first request carried it, this file does not hold it: counted as conversation, summarised by the first compaction">
          <span className="swatch" style={{ background: "var(--cat-other)" }} /> Earlier conversation, not in this file (recorded usage)
          <span className="num">{fmt(sim.unrecordedPrefix.tokens)}</span>
        </li>
      )}
      {holds.boundary > 0 && snap.lastCompaction && (
        <li>
          <i className="tier-dot" style={{ background: tierVar(snap.lastCompaction.tier) }} aria-hidden="true" /> after{" "}
          <button className="linkbtn" onClick={() => selectCompaction(snap.lastCompaction!.index)}>
            {TIER_LABEL[snap.lastCompaction.tier]} at step {fmt(snap.lastCompaction.step + 1)}
          </button>
        </li>
      )}
      {holds.summary > 0 && (
        <li>
          <span className="swatch" style={{ background: "var(--cat-summary)" }} />{" "}
          {snap.lastCompaction?.tier === "session-memory" ? "Session memory (as summary)" : "Compact summary"}
          <span className="num">{fmt(holds.summary)}</span>
        </li>
      )}
      {holds.files > 0 && (
        <li>
          <span className="swatch" style={{ background: "var(--cat-toolResults)" }} /> {plural(holds.files, "re-attached file")}
          <span className="num">{fmt(holds.fileTokens)}</span>
        </li>
      )}
      {holds.skills > 0 && (
        <li>
          <span className="swatch" style={{ background: "var(--cat-skills)" }} /> {plural(holds.skills, "re-attached skill")}
          <span className="num">{fmt(holds.skillTokens)}</span>
        </li>
      )}
      <li>
        <span className="swatch" style={{ background: "var(--cat-userText)" }} /> {plural(holds.events, "message")}
        {holds.kept > 0 && <span className="faint"> ({fmt(holds.kept)} kept through the compaction)</span>}
        <span className="num">{fmt(holds.eventTokens)}</span>
      </li>
      {holds.cleared > 0 && (
        <li className="muted">
          ↳ {plural(holds.cleared, "tool result")} cleared to a stub <span className="num">−{fmt(holds.clearedSaved)}</span>
        </li>
      )}
    </ul>
  );
}

export function ContextHolds({ cur }: { cur: CurrentSim | null }) {
  // What the context holds, by kind (the engine answers from its step index, not the live list).
  const holds = useMemo(() => (cur ? holdsAt(cur.sim, cur.step) : null), [cur]);
  const snap = cur?.snap;
  if (!cur || !snap || !holds) return null;
  return (
    <section className="section" data-testid="context-holds">
      <h2>
        What the context holds <RuleLink anchor="after-compaction" title="What each startup item becomes after a compaction" />
      </h2>
      <HoldsList snap={snap} sim={cur.sim} holds={holds} />
      {snap.request && (
        <div className="compare" style={{ marginTop: 8 }} data-testid="request-cache">
          <span>Request at this step: input</span>
          <span className="num">{fmt(snap.request.input)}</span>
          <span className="muted">cache read · cache creation</span>
          <span className="num muted">
            {fmt(snap.request.cacheRead)} · {fmt(snap.request.cacheCreation)}
          </span>
        </div>
      )}
      {snap.notes.map((n, k) => (
        <p key={k} className={`note ${ERROR_NOTES.has(n.kind) ? "is-error" : ""}`} data-testid="sim-note">
          {n.message}
        </p>
      ))}
    </section>
  );
}
