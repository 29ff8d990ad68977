"use client";
import { memo } from "react";
import { ESTIMATOR_LABEL, usageTotal, type Event } from "@/lib/model";
import { inContext } from "@/lib/tokens/count";
import { isOpen, useInspector, type View } from "@/components/state/store";
import { BlockView, KeyValues } from "./Blocks";
import { KIND_LABEL, fmt, fmtTime } from "./format";

interface Props {
  view: View;
  index: number;
  gone: boolean;
  groupStart: boolean;
}

function UsageLine({ ev }: { ev: Event }) {
  const u = ev.usage!;
  return (
    <div className="pairline mono" data-testid="usage-line">
      <span>
        usage: input {fmt(u.input_tokens)} · cache write {fmt(u.cache_creation_input_tokens)} · cache read{" "}
        {fmt(u.cache_read_input_tokens)} · output {fmt(u.output_tokens)} = <strong>{fmt(usageTotal(u))}</strong>
      </span>
      {!ev.usageCounted && <span className="faint">(repeated on a streaming split; counted once)</span>}
    </div>
  );
}

export const EventRow = memo(function EventRow({ view, index, gone, groupStart }: Props) {
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

  return (
    <>
      {groupStart && (
        <div className="group-sep" data-testid="group-sep">
          <span>group {ev.group}</span>
          {group?.messageId && <span>{group.messageId}</span>}
        </div>
      )}
      <div className="row-head" onClick={() => setStep(index)} title="Make this the current step">
        <span className="ln">{ev.line !== undefined ? ev.line : "—"}</span>
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
        {gone && <span className="gone-note">not in context any more</span>}
        <span className="tok" data-testid="event-tokens">
          {tokLabel}
        </span>
      </div>
      <div className="row-body">
        {ev.kind === "compact-boundary" && (
          <div className="boundary" data-testid="compact-boundary">
            <span>
              compact boundary · {ev.compact?.trigger ?? "auto"}
            </span>
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
        {ev.kind === "wait" && <div className="pairline">{fmt(ev.waitMinutes ?? 0)} minutes pass with nothing sent</div>}
        {ev.kind === "api-error" && <div className="pairline is-error">the API answers an error here</div>}
        {ev.blocks.map((b, k) => (
          <BlockView
            key={k}
            view={view}
            ev={ev}
            b={b}
            k={k}
            tokens={table.blockTokens[off + k] ?? 0}
          />
        ))}
        {ev.usage && <UsageLine ev={ev} />}
        {extraOpen && extraKeys.length > 0 && <KeyValues obj={ev.extra} />}
      </div>
    </>
  );
});

