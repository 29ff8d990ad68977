"use client";
import { memo } from "react";
import { ESTIMATOR_LABEL, usageTotal, type Event } from "@/lib/model";
import { inContext } from "@/lib/tokens/count";
import { STUB_TEXT, type ClearHow, type Compaction, type Tier } from "@/lib/context/simulate";
import { isOpen, useInspector, type View } from "@/components/state/store";
import type { EventStatus } from "@/components/sim/useSim";
import { TIER_LABEL, tierVar } from "@/components/sim/labels";
import { BlockView, KeyValues } from "./Blocks";
import { AttachmentLine } from "./AttachmentLine";
import { KIND_LABEL, fmt, fmtTime, plural } from "./format";

interface Props {
  view: View;
  index: number;
  /** not in the simulated context at the current step */
  gone: boolean;
  groupStart: boolean;
  /** what became of this event in the simulated context at the current step */
  status?: EventStatus | null;
  /** the compaction whose cut is drawn above this row */
  cut?: Compaction | null;
}

const CLEAR_TIER: Record<ClearHow, Tier> = {
  time: "microcompact-time",
  "cache-edit": "microcompact-cache",
  "file-unchanged": "file-unchanged",
};

/** The cut of a compaction, drawn above the first row it kept (or the row it ran before). */
function CutLine({ c }: { c: Compaction }) {
  const r = c.reattached;
  const files = r.files.length;
  const skills = (r.skills?.skills ?? []).filter((x) => x.status !== "dropped").length;
  const head = [
    c.summary ? `${c.summary.source === "session-memory" ? "session memory" : "summary"} ${fmt(c.summary.tokens)} tok` : null,
    files ? plural(files, "file") : null,
    skills ? plural(skills, "skill") : null,
  ]
    .filter(Boolean)
    .join(" + ");
  return (
    <div
      className="cutline"
      data-testid="cut-line"
      data-compaction={c.index}
      data-tier={c.tier}
      style={{ ["--tier" as string]: tierVar(c.tier) }}
    >
      <span className="cut-label">
        ✂ cut · #{c.index + 1} {TIER_LABEL[c.tier]}
        {c.ok ? "" : " (failed)"}
      </span>
      <span className="cut-facts">
        ↑ {plural(c.summarised.items, "item")} summarised{c.dropped.items ? `, ${fmt(c.dropped.items)} dropped` : ""}
        {head ? ` → ${head}` : ""} · ↓ {c.kept.items ? `${plural(c.kept.items, "message")} kept` : "nothing kept"}
      </span>
    </div>
  );
}

function StatusBadge({ st }: { st: EventStatus }) {
  switch (st.kind) {
    case "kept":
      return (
        <span
          className="fate kept"
          data-testid="event-status"
          data-status="kept"
          title={`Kept in the context through compaction #${st.compaction.index + 1} (${TIER_LABEL[st.compaction.tier]}) at step ${fmt(st.compaction.step + 1)}`}
        >
          kept
        </span>
      );
    case "cleared": {
      const saved = st.cleared.reduce((a, x) => a + x.tokens - x.stubTokens, 0);
      return (
        <span
          className="fate cleared"
          data-testid="event-status"
          data-status="cleared"
          style={{ ["--tier" as string]: tierVar(CLEAR_TIER[st.cleared[0].how]) }}
          title="Tool result content replaced by a stub"
        >
          cleared to stub −{fmt(saved)}
        </span>
      );
    }
    case "summarised":
    case "dropped":
      return (
        <span
          className={`fate ${st.kind}`}
          data-testid="event-status"
          data-status={st.kind}
          style={{ ["--tier" as string]: tierVar(st.compaction.tier) }}
          title={`${st.kind === "dropped" ? "Dropped from the head of the compaction request" : "Summarised"} by compaction #${st.compaction.index + 1} (${TIER_LABEL[st.compaction.tier]}) at step ${fmt(st.compaction.step + 1)}`}
        >
          {st.kind} #{st.compaction.index + 1}
          {st.reattached ? ` · re-attached ${st.reattached.kind} ${fmt(st.reattached.tokens)}` : ""}
        </span>
      );
    case "outside":
      return st.recorded ? (
        <span
          className="fate outside recorded"
          data-testid="event-status"
          data-status="outside"
          data-recorded-step={st.recorded.step}
          title={`Taken out of the context by the compaction the recording shows at step ${fmt(st.recorded.step + 1)}${st.recorded.line !== undefined ? ` (line ${fmt(st.recorded.line)})` : ""}: the replay took it as it happened, not as a simulated one`}
        >
          compacted in the recording · step {fmt(st.recorded.step + 1)}
        </span>
      ) : (
        <span
          className="fate outside"
          data-testid="event-status"
          data-status="outside"
          title="In the file but not in the simulated context"
        >
          not in the simulated context
        </span>
      );
  }
}

function UsageLine({ ev }: { ev: Event }) {
  const u = ev.usage!;
  return (
    <div className="pairline mono" data-testid="usage-line">
      <span>
        usage: input {fmt(u.input_tokens)} · cache write {fmt(u.cache_creation_input_tokens)} · cache read {fmt(u.cache_read_input_tokens)}{" "}
        · output {fmt(u.output_tokens)} = <strong>{fmt(usageTotal(u))}</strong>
      </span>
      {!ev.usageCounted && <span className="faint">(repeated on a streaming split; counted once)</span>}
    </div>
  );
}

export const EventRow = memo(function EventRow({ view, index, groupStart, status, cut }: Props) {
  const ev = view.session.events[index];
  const table = view.table;
  const setStep = useInspector((s) => s.setStep);
  const sent = inContext(ev);
  const allGiven = ev.blocks.length > 0 && ev.blocks.every((b) => b.tokens !== undefined);
  const tokLabel = sent
    ? `${fmt(table.perEvent[index])} tok · ${allGiven ? "given" : ESTIMATOR_LABEL[table.estimator]}`
    : "not sent to the model";
  const off = table.blockOffset[index];
  const group = view.session.groups[ev.group];
  const extraKeys = Object.keys(ev.extra);
  const extraKey = `${view.key}:${index}:extra`;
  // Records of a type this reader does not know are all "extra": show them open.
  const extraDefault = ev.kind === "unknown";
  const extraOpen = useInspector((s) => isOpen(s, extraKey, extraDefault));
  const toggle = useInspector((s) => s.toggle);

  const cleared = status && (status.kind === "cleared" || status.kind === "kept") ? status.cleared : undefined;
  return (
    <>
      {cut && <CutLine c={cut} />}
      {groupStart && (
        <div className="group-sep" data-testid="group-sep">
          <span>group {ev.group}</span>
          {group?.messageId && <span>{group.messageId}</span>}
        </div>
      )}
      <div className="row-head" onClick={() => setStep(index)} title="Make this the current step">
        {/* Rows are numbered by step, the number the step bar, the chart and a lesson's captions use;
            one line of a file can make several steps, so the line is shown apart, labelled. */}
        <span
          className="ln"
          data-testid="row-step"
          title={ev.line !== undefined ? `step ${fmt(index + 1)} · line ${fmt(ev.line)} of the file` : `step ${fmt(index + 1)}`}
        >
          {fmt(index + 1)}
        </span>
        <span className={`badge k-${ev.kind}`} data-testid="kind-badge">
          {KIND_LABEL[ev.kind]}
        </span>
        {ev.recordType !== ev.kind && ev.recordType !== "message" && (
          <span className="faint mono">
            {ev.recordType}
            {ev.subtype ? `/${ev.subtype}` : ""}
          </span>
        )}
        {ev.skill && <span className="badge">skill {ev.skill.name}</span>}
        {ev.isMeta && ev.kind !== "meta" && <span className="faint">meta</span>}
        <span className="time" title={ev.timestamp}>
          {fmtTime(ev.timestamp)}
        </span>
        {ev.line !== undefined && (
          <span className="faint mono row-line" data-testid="row-line">
            line {fmt(ev.line)}
          </span>
        )}
        {extraKeys.length > 0 && (
          <button
            className="disclose"
            data-testid="extra-toggle"
            aria-expanded={extraOpen}
            title={`Fields this reader does not model: ${extraKeys.join(", ")}`}
            onClick={(e) => {
              e.stopPropagation();
              toggle(extraKey, extraDefault);
            }}
          >
            <span className="tri">{extraOpen ? "▾" : "▸"}</span>
            <span>
              {extraKeys.length} field{extraKeys.length === 1 ? "" : "s"}
            </span>
          </button>
        )}
        {status && <StatusBadge st={status} />}
        <span className="tok" data-testid="event-tokens">
          {tokLabel}
        </span>
      </div>
      <div className="row-body">
        {ev.kind === "compact-boundary" && (
          <div className="boundary" data-testid="compact-boundary">
            <span>compact boundary · {ev.compact?.trigger ?? "auto"}</span>
            <span className="facts">
              {ev.compact?.preTokens !== undefined ? `preTokens ${fmt(ev.compact.preTokens)}` : "preTokens not recorded"}
              {ev.compact?.postTokens !== undefined ? ` → postTokens ${fmt(ev.compact.postTokens)}` : ""}
              {ev.compact?.durationMs !== undefined ? ` · ${(ev.compact.durationMs / 1000).toFixed(1)} s` : ""}
            </span>
          </div>
        )}
        {ev.kind === "compact-command" && ev.compact?.instructions && (
          <div className="pairline">instructions: {ev.compact.instructions}</div>
        )}
        {ev.attachment && <AttachmentLine a={ev.attachment} />}
        {ev.kind === "wait" && <div className="pairline">{fmt(ev.waitMinutes ?? 0)} minutes pass with nothing sent</div>}
        {ev.kind === "api-error" && <div className="pairline is-error">the API answers an error here</div>}
        {cleared?.map((x) => (
          <div key={x.block} className="stubline" data-testid="stub-line" style={{ ["--tier" as string]: tierVar(CLEAR_TIER[x.how]) }}>
            <span className="stub mono">{STUB_TEXT[x.how]}</span>
            <span className="faint">
              {x.tool || "tool"} result {fmt(x.tokens)} → {fmt(x.stubTokens)} tok in the simulated context
            </span>
          </div>
        ))}
        {ev.blocks.map((b, k) => (
          <BlockView key={k} view={view} ev={ev} b={b} k={k} tokens={table.blockTokens[off + k] ?? 0} />
        ))}
        {ev.usage && <UsageLine ev={ev} />}
        {extraOpen && extraKeys.length > 0 && <KeyValues obj={ev.extra} />}
      </div>
    </>
  );
});
