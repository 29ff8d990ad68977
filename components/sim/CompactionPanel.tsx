"use client";
// The compaction panel: for the current or selected compaction, which tier ran and why the cheaper
// ones did not do, where it cut, what it kept, summarised, cleared and re-attached, its effect on
// the prompt cache, and the nine summary sections. Every fact is a field the engine recorded.
import { useState } from "react";
import type { Compaction, Simulation, Span } from "@/lib/context/simulate";
import type { SkippedFile } from "@/lib/context/reattach";
import { STUB_TEXT } from "@/lib/context/simulate";
import { recordedStanding } from "@/lib/context/stepindex";
import { useInspector } from "@/components/state/store";
import { fmt, fmtPct, plural, withArticle } from "@/components/inspector/format";
import { RuleLink } from "@/components/ui/RuleLink";
import {
  CLEAR_LABEL,
  CLEAR_RULE,
  TIER_LABEL,
  TIER_RULE,
  TIER_SHORT,
  TRIGGER_LABEL,
  TRIGGER_RULE,
  relPath,
  signed,
  tierVar,
} from "./labels";
import { CameBackSection } from "./CameBack";
import { cutRow, type CurrentSim } from "./useSim";

function StepLink({ step, label }: { step: number; label?: string }) {
  const setStep = useInspector((s) => s.setStep);
  return (
    <button className="linkbtn" onClick={() => setStep(step)} title={`Make step ${fmt(step + 1)} the current step`}>
      {label ?? `step ${fmt(step + 1)}`}
    </button>
  );
}

function spanText(s: Span): string {
  if (!s.items) return "none";
  const ev = s.firstEvent >= 0 ? ` · steps ${fmt(s.firstEvent + 1)}–${fmt(s.lastEvent + 1)}` : "";
  return `${plural(s.items, "item")}, ${plural(s.tokens, "token")}${ev}`;
}

/** Why this tier, and not a cheaper one: sentences built from what the engine recorded. */
function Why({ c, sim, cur }: { c: Compaction; sim: Simulation; cur: CurrentSim }) {
  const S = sim.settings;
  const T = sim.thresholds;
  const before = sim.compactions.filter((x) => x.step === c.step && x.index < c.index);
  const micro = before.filter((x) => x.tier === "microcompact-time" || x.tier === "microcompact-cache");
  const notes = sim.notes.filter((n) => n.step === c.step);
  const hasMemory = !!cur.view.session.scenario?.sessionMemory;
  const items: React.ReactNode[] = [];

  switch (c.tier) {
    case "microcompact-time":
      items.push(
        <>
          At least {fmt(S.timeMicrocompactGapMinutes)} minutes passed since the last assistant message, so the server&apos;s prompt cache
          has expired anyway: every compactable tool result but the {fmt(S.microcompactKeepRecent)} most recent is replaced by a stub,
          locally. No model call.
        </>,
      );
      break;
    case "microcompact-cache":
      items.push(
        <>
          Uncleared compactable tool results reached the cache-edit trigger ({fmt(S.cacheEditTrigger)}): all but the {fmt(S.cacheEditKeep)}{" "}
          most recent are deleted through <span className="mono">cache_edits</span>, so the cached prompt prefix stays valid. No model call.
        </>,
      );
      break;
    case "file-unchanged":
      items.push(
        <>A Read of the same path, offset and limit, with no Edit or Write of it since, returns a one-line stub instead of the content.</>,
      );
      break;
    default: {
      if (c.trigger === "auto") {
        items.push(
          <>
            The context ({fmt(c.tokensBefore)}) reached the auto-compact threshold A = {fmt(T.autoCompactThreshold)} before this request.
          </>,
        );
      } else if (c.trigger === "manual") {
        items.push(<>/compact compacts now, whatever the thresholds say{c.instructions ? ", with instructions" : ""}.</>);
      } else if (c.trigger === "prompt-too-long") {
        items.push(
          <>
            The API answered 413 prompt is too long although the context was {plural(c.tokensBefore, "token")}: the context is compacted
            once and the request retried.
          </>,
        );
      } else if (c.trigger === "context-command") {
        items.push(<>/context compacts in full under the design-notes preset (Claude Code does not).</>);
      }
      // Tier 1
      if (c.trigger === "auto") {
        if (micro.length) {
          for (const m of micro) {
            items.push(
              <>
                <b>Microcompact</b> ran first ({TIER_SHORT[m.tier]}): {fmt(m.tokensBefore)} → {fmt(m.tokensAfter)}, still at or over A.
              </>,
            );
          }
        } else {
          const off = [!S.timeMicrocompactEnabled && "time-based is off", !S.cacheEditEnabled && "cache edit is off"].filter(Boolean);
          items.push(
            <>
              <b>Microcompact</b> did not fire on this request{off.length ? ` (${off.join(", ")} under these settings)` : ""}.
            </>,
          );
        }
      }
      // Tier 2
      if (c.tier === "session-memory") {
        items.push(
          <>
            <b>Session memory</b> serves as the summary (no model call); it keeps the most recent messages: at least{" "}
            {plural(S.sessionMemoryMinTokens, "token")} and {fmt(S.sessionMemoryMinTextMessages)} messages with text, at most{" "}
            {plural(S.sessionMemoryMaxTokens, "token")}, the cut moved back so no tool result loses its call.
          </>,
        );
      } else if (c.sessionMemoryAttempt) {
        const a = c.sessionMemoryAttempt;
        items.push(
          a.tokensAfter >= T.autoCompactThreshold ? (
            <>
              <b>Session memory</b> was tried: it would have left {plural(a.tokensAfter, "token")} (keeping {spanText(a.kept)}), at or over
              A = {fmt(T.autoCompactThreshold)}, so it did not suffice.
            </>
          ) : (
            <>
              <b>Session memory</b> was tried: it would have summarised nothing (the whole conversation fits in the kept tail,{" "}
              {spanText(a.kept)}), so it did not compact.
            </>
          ),
        );
      } else {
        const why =
          c.trigger === "prompt-too-long"
            ? "reactive compaction does not try it"
            : c.trigger === "context-command"
              ? "/context compacts in full"
              : c.instructions
                ? "/compact with instructions skips it"
                : !S.sessionMemoryEnabled
                  ? "it is off under these settings"
                  : !hasMemory
                    ? "this session has no session-memory file"
                    : "it was not tried";
        items.push(
          <>
            <b>Session memory</b> not used: {why}.
          </>,
        );
      }
      if (c.tier === "full" || c.tier === "reactive") {
        items.push(
          <>
            <b>{c.tier === "full" ? "Full compaction" : "Reactive compaction"}</b>: a nine-section summary of everything in the message list
            (simulated from the transcript, no model call here); no message is kept.
          </>,
        );
      }
    }
  }
  if (!c.ok) {
    const f =
      c.failure === "prompt-too-long"
        ? `the compaction request itself stayed too long after ${plural(c.retries, "retry", "retries")}`
        : c.failure === "nothing-to-compact"
          ? "there was nothing to compact"
          : `its result (${fmt(c.tokensAfter)}) is still at or over A = ${fmt(T.autoCompactThreshold)}; the next request compacts again`;
    items.push(
      <span className="is-error">
        Failed: {f}.{" "}
        {c.trigger === "auto" &&
          `${plural(c.consecutiveFailures, "consecutive failure")} (the circuit breaker opens at ${fmt(S.circuitBreakerFailures)}).`}
      </span>,
    );
  }
  // The trigger already says when the API answered 413.
  for (const n of notes.filter((x) => x.kind !== "api-error"))
    items.push(<span className={n.kind === "api-error" ? "" : "warn-text"}>Note: {n.message}</span>);
  return (
    <ul className="why" data-testid="compaction-why">
      {items.map((x, k) => (
        <li key={k}>{x}</li>
      ))}
    </ul>
  );
}

function CacheEffect({ c, sim }: { c: Compaction; sim: Simulation }) {
  let req = -1;
  for (let i = Math.max(0, c.step); i < sim.steps; i++) {
    if (!Number.isNaN(sim.requestInput[i])) {
      req = i;
      break;
    }
  }
  const input = req >= 0 ? sim.requestInput[req] : 0;
  const read = req >= 0 ? sim.cacheRead[req] : 0;
  const creation = req >= 0 ? sim.cacheCreation[req] : 0;
  return (
    <div data-testid="compaction-cache">
      <p className="kv-line">
        {c.cache.preserved ? (
          <>
            Cached prefix <b>stays valid</b>
            {c.cache.deletedFromCache > 0 && <> · {plural(c.cache.deletedFromCache, "token")} deleted from it on the server</>}.
          </>
        ) : (
          <>
            Cached prefix <b>invalid</b> from token {fmt(c.cache.invalidatedFrom ?? 0)}: the next request pays cache creation for everything
            after it.
          </>
        )}
      </p>
      {req >= 0 && input > 0 && (
        <>
          <div
            className="cachebar"
            role="img"
            aria-label={`Request at step ${req + 1}: ${fmt(read)} cache read, ${fmt(creation)} cache creation`}
          >
            <span className="read" style={{ width: `${(read / input) * 100}%` }} />
            <span className="creation" style={{ width: `${(creation / input) * 100}%` }} />
          </div>
          <p className="kv-line muted">
            Next request (<StepLink step={req} />
            ): cache read {fmt(read)} · cache creation {fmt(creation)} of {fmt(input)} input tokens
          </p>
        </>
      )}
    </div>
  );
}

function Sections({ c }: { c: Compaction }) {
  const s = c.summary;
  const [open, setOpen] = useState<Record<number, boolean>>({});
  if (!s) return null;
  const max = Math.max(1, ...s.sections.map((x) => x.tokens));
  return (
    <div className="sub">
      <h3>
        Summary · {plural(s.tokens, "token")}
        <span className="faint">
          {" "}
          ·{" "}
          {s.source === "session-memory"
            ? "the session-memory file"
            : `${s.style} sections, ${s.sizing === "ratio" ? "sized by the summary ratio" : s.sizing === "recorded" ? `sized as Claude Code's summaries are in recordings (${s.sizedBy ?? "recorded postTokens"})` : "measured"}`}
          {s.capped ? ` · capped at ${fmt(s.cap)}` : ""}
        </span>{" "}
        <RuleLink anchor={s.source === "session-memory" ? "session-memory" : "full-summary"} />
      </h3>
      {(c.instructions || s.instructions) && (
        <p className="kv-line" data-testid="compaction-instructions">
          Instructions for /compact: <q>{c.instructions ?? s.instructions}</q>
        </p>
      )}
      <ol className="sections" data-testid="summary-sections">
        {s.sections.map((x) => {
          const isOpen = !!open[x.n];
          return (
            <li key={x.n} data-testid="summary-section" data-n={x.n}>
              <button className="section-row" aria-expanded={isOpen} onClick={() => setOpen({ ...open, [x.n]: !isOpen })}>
                <span className="tri" aria-hidden="true">
                  {isOpen ? "▾" : "▸"}
                </span>
                <span className="n">{x.n}.</span>
                <span className="title">{x.title}</span>
                <span className="minibar" aria-hidden="true">
                  <span style={{ width: `${(x.tokens / max) * 100}%` }} />
                </span>
                <span className="num">{fmt(x.tokens)}</span>
              </button>
              {isOpen && <pre className="code section-text">{x.text || "(empty)"}</pre>}
            </li>
          );
        })}
      </ol>
    </div>
  );
}

/** A path relative to the session's working directory, when it is under it. */
const SKIP_REASON: Record<SkippedFile["reason"], string> = {
  visible: "still visible",
  "memory-file": "a memory file, read again from disk",
  "over-file-count": "over the file count",
  "over-total-budget": "over the budget",
};

function Reattached({ c, cwd }: { c: Compaction; cwd: string | undefined }) {
  const setSideTab = useInspector((s) => s.setSideTab);
  const r = c.reattached;
  const skills = r.skills?.skills ?? [];
  const hasAny = r.files.length || r.skippedFiles.length || r.memory.length || skills.length || c.removedStartup.length;
  if (!hasAny) return null;
  return (
    <div className="sub" data-testid="compaction-reattached">
      <h3>
        After it <RuleLink anchor="after-compaction" />
      </h3>
      {r.files.length > 0 && (
        <>
          <p className="kv-line">
            Re-attached files (
            {plural(
              r.files.reduce((a, f) => a + f.tokens, 0),
              "token",
            )}
            ): <RuleLink anchor="reattachment-files" />
          </p>
          <ul className="plain files">
            {r.files.map((f) => (
              <li key={f.path}>
                <span className="mono path" title={f.path}>
                  <bdi>{relPath(f.path, cwd)}</bdi>
                </span>
                <span className="num">{fmt(f.tokens)}</span>
                <span className="faint">{f.truncated ? `of ${fmt(f.originalTokens)}` : "whole"}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      {r.skippedFiles.length > 0 && (
        <details className="skipped">
          <summary className="kv-line">
            {plural(r.skippedFiles.length, "file")} not re-attached
            {r.skippedFiles.length >= 20 ? " (the engine lists at most 20)" : ""}
          </summary>
          <ul className="plain files">
            {r.skippedFiles.map((f) => (
              <li key={`${f.path}:${f.event}`}>
                <span className="mono path" title={f.path}>
                  <bdi>{relPath(f.path, cwd)}</bdi>
                </span>
                <span className="num">{fmt(f.tokens)}</span>
                <span className="faint">{SKIP_REASON[f.reason]}</span>
              </li>
            ))}
          </ul>
        </details>
      )}
      {r.memory.length > 0 && (
        <p className="kv-line">Memory re-injected from disk: {r.memory.map((m) => `${m.label} (${fmt(m.tokens)})`).join(", ")}</p>
      )}
      {c.removedStartup.length > 0 && (
        <p className="kv-line">
          Startup items gone:{" "}
          {c.removedStartup
            .map(
              (m) =>
                `${m.label} (${fmt(m.tokens)}, ${m.afterCompaction === "lost" ? "lost until a matching file is read" : "not re-injected"})`,
            )
            .join(", ")}
        </p>
      )}
      {skills.length > 0 && (
        <p className="kv-line">
          Skills: {skills.filter((s) => s.status === "kept").length} kept, {skills.filter((s) => s.status === "truncated").length}{" "}
          truncated, {skills.filter((s) => s.status === "dropped").length} dropped ({plural(r.skills!.totalTokens, "token")}).{" "}
          <button className="linkbtn" onClick={() => setSideTab("skills")}>
            Details
          </button>{" "}
          <RuleLink anchor="reattachment-skills" />
        </p>
      )}
    </div>
  );
}

function Cleared({ c }: { c: Compaction }) {
  if (!c.cleared.length) return null;
  const saved = c.cleared.reduce((a, x) => a + x.tokens - x.stubTokens, 0);
  return (
    <div className="sub" data-testid="compaction-cleared">
      <h3>
        Cleared to a stub · {plural(c.cleared.length, "tool result")} · −{plural(saved, "token")}
      </h3>
      <p className="kv-line muted">
        Stub: <span className="mono">{STUB_TEXT[c.cleared[0].how]}</span> <RuleLink anchor={CLEAR_RULE[c.cleared[0].how]} />
      </p>
      <ul className="plain cleared-list">
        {c.cleared.map((x) => (
          <li key={`${x.event}:${x.block}`}>
            <StepLink step={x.event} /> <span className="mono">{x.tool || "tool"}</span>{" "}
            <span className="num">
              {fmt(x.tokens)} → {fmt(x.stubTokens)}
            </span>{" "}
            <span className="faint">{CLEAR_LABEL[x.how]}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Recorded({ c, cur }: { c: Compaction; cur: CurrentSim }) {
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

export function CompactionList({ cur, current }: { cur: CurrentSim; current: Compaction | null }) {
  const selectCompaction = useInspector((s) => s.selectCompaction);
  const setStep = useInspector((s) => s.setStep);
  const { sim } = cur;
  if (!sim.compactions.length && !sim.recorded.length) return null;
  return (
    <div className="sub">
      <h3>
        All compactions · {fmt(sim.compactions.length)} simulated{sim.recorded.length ? ` · ${fmt(sim.recorded.length)} recorded` : ""}
      </h3>
      <ul className="clist" data-testid="compaction-list">
        {sim.compactions.map((c) => (
          <li key={c.index}>
            <button
              className={c === current ? "on" : ""}
              aria-current={c === current ? "true" : undefined}
              onClick={() => selectCompaction(c.index)}
              data-testid="compaction-list-item"
              data-tier={c.tier}
            >
              <span className="num idx">#{c.index + 1}</span>
              <span className="num">{fmt(c.step + 1)}</span>
              <i className="tier-dot" style={{ background: tierVar(c.tier) }} aria-hidden="true" />
              <span className="t">
                {TIER_SHORT[c.tier]}
                {c.ok ? "" : " (failed)"}
              </span>
              <span className="num">
                {fmt(c.tokensBefore)} → {fmt(c.tokensAfter)}
              </span>
            </button>
          </li>
        ))}
        {sim.recorded.map((r) => (
          <li key={`r${r.step}`}>
            <button onClick={() => setStep(r.step)} data-testid="recorded-list-item" data-standing={recordedStanding(sim, r)}>
              <span className="num idx">rec</span>
              <span className="num">{fmt(r.step + 1)}</span>
              <i className="rec-tri" aria-hidden="true" />
              <span className="t">recorded {r.trigger}</span>
              <span className="num">
                {r.match
                  ? `#${r.match.compaction + 1} ${signed(r.match.stepDiff, fmt)} st${r.match.tokenDiff !== null ? ` ${signed(r.match.tokenDiff, fmt)} tok` : ""}`
                  : recordedStanding(sim, r) === "outside"
                    ? "after the fork"
                    : "unmatched"}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function CompactionPanel({ cur, c }: { cur: CurrentSim; c: Compaction | null }) {
  const selectCompaction = useInspector((s) => s.selectCompaction);
  const scrollToEvent = useInspector((s) => s.scrollToEvent);
  const { sim } = cur;
  if (!c) {
    const next = sim.compactions.find((x) => x.step > cur.step);
    return (
      <div className="section" data-testid="compaction-panel" data-empty="true">
        <p className="muted">
          {sim.compactions.length
            ? `No compaction by step ${fmt(cur.step + 1)}.`
            : "No compaction in this simulation under these settings."}
        </p>
        {next && (
          <p>
            Next: <i className="tier-dot" style={{ background: tierVar(next.tier) }} aria-hidden="true" /> {TIER_LABEL[next.tier]} at{" "}
            <button className="linkbtn" onClick={() => selectCompaction(next.index)}>
              step {fmt(next.step + 1)}
            </button>
          </p>
        )}
        <CameBackSection cur={cur} />
        <CompactionList cur={cur} current={null} />
      </div>
    );
  }
  const row = cutRow(c);
  const saved = c.tokensBefore - c.tokensAfter;
  const prev = c.index > 0 ? sim.compactions[c.index - 1] : null;
  const next = sim.compactions[c.index + 1] ?? null;
  return (
    <div
      className="section cpanel"
      data-testid="compaction-panel"
      data-tier={c.tier}
      data-compaction={c.index}
      style={{ ["--tier" as string]: tierVar(c.tier) }}
    >
      <div className="cnav">
        <button
          className="btn icon"
          disabled={!prev}
          onClick={() => prev && selectCompaction(prev.index)}
          aria-label="Previous compaction"
          title="Previous compaction"
        >
          ‹
        </button>
        <span className="muted">
          compaction {fmt(c.index + 1)} of {fmt(sim.compactions.length)}
          {c.step !== cur.step && (
            <>
              {" "}
              · ran at step {fmt(c.step + 1)}, now at step {fmt(cur.step + 1)}
            </>
          )}
        </span>
        <button
          className="btn icon"
          disabled={!next}
          onClick={() => next && selectCompaction(next.index)}
          aria-label="Next compaction"
          title="Next compaction"
        >
          ›
        </button>
      </div>
      <div className="chead">
        <span className="tier-bar" aria-hidden="true" />
        <h3 data-testid="compaction-tier" data-tier={c.tier}>
          {TIER_LABEL[c.tier]}
        </h3>
        {!c.ok && (
          <span className="badge err" data-testid="compaction-failed">
            failed
          </span>
        )}
        {c.predicted ? (
          <span
            className="badge"
            data-testid="compaction-predicted"
            title="The rules would run it here; the replay follows the recording, so the context after it is the recording's"
          >
            predicted, beside the recording
          </span>
        ) : sim.fork && c.step >= sim.fork.step ? (
          <span
            className="badge"
            data-testid="compaction-what-if"
            title={`What-if: the session left the recording at step ${fmt(sim.fork.step + 1)} (${sim.fork.reason})`}
          >
            what-if
          </span>
        ) : null}
      </div>
      <dl className="facts cfacts">
        <dt>Step</dt>
        <dd>
          <StepLink step={c.step} /> <span className="faint">(before its event)</span>
        </dd>
        <dt>Trigger</dt>
        <dd data-testid="compaction-trigger" data-trigger={c.trigger}>
          {TRIGGER_LABEL[c.trigger]} <RuleLink anchor={TRIGGER_RULE[c.trigger]} />
        </dd>
        <dt>Tokens</dt>
        <dd>
          <span data-testid="compaction-before">{fmt(c.tokensBefore)}</span> →{" "}
          <span data-testid="compaction-after">{fmt(c.tokensAfter)}</span>
          {saved > 0 && c.tokensBefore > 0 && (
            <span className="faint">
              {" "}
              (−{fmt(saved)}, −{fmtPct((saved / c.tokensBefore) * 100, 0)})
            </span>
          )}
        </dd>
        {c.cutIndex !== null && (
          <>
            <dt>Cut</dt>
            <dd>
              <button
                className="linkbtn"
                data-testid="compaction-cut"
                onClick={() => row !== null && scrollToEvent(row)}
                title="Show the cut in the message list"
              >
                item {fmt(c.cutIndex)} of {fmt(c.liveBefore)}
              </button>
              {row !== null && <span className="faint"> · above step {fmt(row + 1)}</span>}
            </dd>
            <dt>Summarised</dt>
            <dd data-testid="compaction-summarised">{spanText(c.summarised)}</dd>
            <dt>Kept</dt>
            <dd data-testid="compaction-kept">{spanText(c.kept)}</dd>
            {c.dropped.items > 0 && (
              <>
                <dt>Dropped</dt>
                <dd>
                  {spanText(c.dropped)} · {plural(c.dropped.groups, "group")}, {plural(c.retries, "retry", "retries")}
                </dd>
              </>
            )}
          </>
        )}
        {c.cleared.length > 0 && (
          <>
            <dt>Cleared</dt>
            <dd data-testid="compaction-cleared-count">{plural(c.cleared.length, "tool result")}</dd>
          </>
        )}
      </dl>

      <div className="sub">
        <h3>
          Why this tier <RuleLink anchor={TIER_RULE[c.tier]} />
        </h3>
        <Why c={c} sim={sim} cur={cur} />
      </div>
      <Cleared c={c} />
      <Reattached c={c} cwd={cur.view.session.meta.cwd} />
      <div className="sub">
        <h3>
          Prompt cache <RuleLink anchor="microcompact-cache-edit" />
        </h3>
        <CacheEffect c={c} sim={sim} />
      </div>
      <Sections c={c} />
      {c.cleanup.length > 0 && (
        <div className="sub">
          <h3>
            Cleanup after it <RuleLink anchor="after-compaction" />
          </h3>
          <ul className="plain bullets">
            {c.cleanup.map((x) => (
              <li key={x}>{x}</li>
            ))}
          </ul>
        </div>
      )}
      <Recorded c={c} cur={cur} />
      <CameBackSection cur={cur} />
      <CompactionList cur={cur} current={c} />
    </div>
  );
}
