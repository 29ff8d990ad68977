"use client";
// Why this tier ran and not a cheaper one: sentences built from what the engine recorded, one
// function per reason (the trigger, tier 1 microcompact, tier 2 session memory, the full summary,
// a failure), so each reason can be read beside the rule it explains.
import type { ReactNode } from "react";
import type { Compaction, Simulation } from "@/lib/context/simulate";
import type { Settings, Thresholds } from "@/lib/context/settings";
import { fmt, plural } from "@/components/inspector/format";
import { TIER_SHORT } from "./labels";
import { spanText } from "./span-text";
import type { CurrentSim } from "./useSim";

/** The local tiers say what they did in one sentence: no cheaper tier was in question. */
function localTierReason(c: Compaction, settings: Settings): ReactNode {
  if (c.tier === "microcompact-time") {
    return (
      <>
        At least {fmt(settings.timeMicrocompactGapMinutes)} minutes passed since the last assistant message, so the server&apos;s prompt
        cache has expired anyway: every compactable tool result but the {fmt(settings.microcompactKeepRecent)} most recent is replaced by a
        stub, locally. No model call.
      </>
    );
  }
  if (c.tier === "microcompact-cache") {
    return (
      <>
        Uncleared compactable tool results reached the cache-edit trigger ({fmt(settings.cacheEditTrigger)}): all but the{" "}
        {fmt(settings.cacheEditKeep)} most recent are deleted through <span className="mono">cache_edits</span>, so the cached prompt prefix
        stays valid. No model call.
      </>
    );
  }
  return <>A Read of the same path, offset and limit, with no Edit or Write of it since, returns a one-line stub instead of the content.</>;
}

function triggerReason(c: Compaction, thresholds: Thresholds): ReactNode | null {
  if (c.trigger === "auto") {
    return (
      <>
        The context ({fmt(c.tokensBefore)}) reached the auto-compact threshold A = {fmt(thresholds.autoCompactThreshold)} before this
        request.
      </>
    );
  }
  if (c.trigger === "manual") return <>/compact compacts now, whatever the thresholds say{c.instructions ? ", with instructions" : ""}.</>;
  if (c.trigger === "prompt-too-long") {
    return (
      <>
        The API answered 413 prompt is too long although the context was {plural(c.tokensBefore, "token")}: the context is compacted once
        and the request retried.
      </>
    );
  }
  if (c.trigger === "context-command") return <>/context compacts in full under the design-notes preset (Claude Code does not).</>;
  return null;
}

/** Tier 1: the microcompactions that ran first on this request, or why none did. Only an auto trigger tries it. */
function microcompactReasons(c: Compaction, sim: Simulation): ReactNode[] {
  if (c.trigger !== "auto") return [];
  const micro = sim.compactions.filter(
    (x) => x.step === c.step && x.index < c.index && (x.tier === "microcompact-time" || x.tier === "microcompact-cache"),
  );
  if (micro.length) {
    return micro.map((m) => (
      <>
        <b>Microcompact</b> ran first ({TIER_SHORT[m.tier]}): {fmt(m.tokensBefore)} → {fmt(m.tokensAfter)}, still at or over A.
      </>
    ));
  }
  const settings = sim.settings;
  const off = [!settings.timeMicrocompactEnabled && "time-based is off", !settings.cacheEditEnabled && "cache edit is off"].filter(Boolean);
  return [
    <>
      <b>Microcompact</b> did not fire on this request{off.length ? ` (${off.join(", ")} under these settings)` : ""}.
    </>,
  ];
}

/** Tier 2: session memory served, was tried and did not suffice, or was not used (and why not). */
function sessionMemoryReason(c: Compaction, sim: Simulation, hasMemory: boolean): ReactNode {
  const settings = sim.settings;
  const threshold = sim.thresholds.autoCompactThreshold;
  if (c.tier === "session-memory") {
    return (
      <>
        <b>Session memory</b> serves as the summary (no model call); it keeps the most recent messages: at least{" "}
        {plural(settings.sessionMemoryMinTokens, "token")} and {fmt(settings.sessionMemoryMinTextMessages)} messages with text, at most{" "}
        {plural(settings.sessionMemoryMaxTokens, "token")}, the cut moved back so no tool result loses its call.
      </>
    );
  }
  const attempt = c.sessionMemoryAttempt;
  if (attempt) {
    return attempt.tokensAfter >= threshold ? (
      <>
        <b>Session memory</b> was tried: it would have left {plural(attempt.tokensAfter, "token")} (keeping {spanText(attempt.kept)}), at or
        over A = {fmt(threshold)}, so it did not suffice.
      </>
    ) : (
      <>
        <b>Session memory</b> was tried: it would have summarised nothing (the whole conversation fits in the kept tail,{" "}
        {spanText(attempt.kept)}), so it did not compact.
      </>
    );
  }
  return (
    <>
      <b>Session memory</b> not used: {sessionMemoryNotTried(c, settings, hasMemory)}.
    </>
  );
}

function sessionMemoryNotTried(c: Compaction, settings: Settings, hasMemory: boolean): string {
  if (c.trigger === "prompt-too-long") return "reactive compaction does not try it";
  if (c.trigger === "context-command") return "/context compacts in full";
  if (c.instructions) return "/compact with instructions skips it";
  if (!settings.sessionMemoryEnabled) return "it is off under these settings";
  if (!hasMemory) return "this session has no session-memory file";
  return "it was not tried";
}

function fullSummaryReason(c: Compaction): ReactNode | null {
  if (c.tier !== "full" && c.tier !== "reactive") return null;
  return (
    <>
      <b>{c.tier === "full" ? "Full compaction" : "Reactive compaction"}</b>: a nine-section summary of everything in the message list
      (simulated from the transcript, no model call here); no message is kept.
    </>
  );
}

function failureReason(c: Compaction, sim: Simulation): ReactNode | null {
  if (c.ok) return null;
  const threshold = sim.thresholds.autoCompactThreshold;
  const f =
    c.failure === "prompt-too-long"
      ? `the compaction request itself stayed too long after ${plural(c.retries, "retry", "retries")}`
      : c.failure === "nothing-to-compact"
        ? "there was nothing to compact"
        : `its result (${fmt(c.tokensAfter)}) is still at or over A = ${fmt(threshold)}; the next request compacts again`;
  return (
    <span className="is-error">
      Failed: {f}.{" "}
      {c.trigger === "auto" &&
        `${plural(c.consecutiveFailures, "consecutive failure")} (the circuit breaker opens at ${fmt(sim.settings.circuitBreakerFailures)}).`}
    </span>
  );
}

function tierReasons(c: Compaction, sim: Simulation, hasMemory: boolean): ReactNode[] {
  if (c.tier === "microcompact-time" || c.tier === "microcompact-cache" || c.tier === "file-unchanged") {
    return [localTierReason(c, sim.settings)];
  }
  return [
    triggerReason(c, sim.thresholds),
    ...microcompactReasons(c, sim),
    sessionMemoryReason(c, sim, hasMemory),
    fullSummaryReason(c),
  ].filter((x) => x !== null);
}

export function WhyThisTier({ c, sim, cur }: { c: Compaction; sim: Simulation; cur: CurrentSim }) {
  const items = [...tierReasons(c, sim, !!cur.view.session.scenario?.sessionMemory), failureReason(c, sim)].filter((x) => x !== null);
  // The trigger already says when the API answered 413.
  for (const n of sim.notes.filter((x) => x.step === c.step && x.kind !== "api-error"))
    items.push(<span className={n.kind === "api-error" ? "" : "warn-text"}>Note: {n.message}</span>);
  return (
    <ul className="why" data-testid="compaction-why">
      {items.map((x, k) => (
        <li key={k}>{x}</li>
      ))}
    </ul>
  );
}
