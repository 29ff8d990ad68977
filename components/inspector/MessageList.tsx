"use client";
import { callOf } from "./subagent-link";
import { useCallback, useEffect, useEffectEvent, useMemo, useRef, useState } from "react";
import { useVirtualizer } from "@tanstack/react-virtual";
import type { Event } from "@/lib/model";
import { contextFlags } from "@/lib/tokens/count";
import { currentStep, currentView, useInspector } from "@/components/state/store";
import { cutRow, statusAt, useCurrentSim, usePanelCompaction } from "@/components/sim/useSim";
import { EventRow } from "./EventRow";
import { fmt } from "./format";

/** A first guess of a row's height; measureElement corrects it once the row is drawn. */
function estimate(ev: Event | undefined, groupStart: boolean): number {
  if (!ev) return 48;
  let h = 34 + (groupStart ? 19 : 0);
  for (const b of ev.blocks) {
    if (b.type === "text") h += Math.min(8, 1 + Math.floor(b.text.length / 110)) * 18;
    else if (b.type === "tool_use") h += 110;
    else if (b.type === "tool_result") h += 60 + Math.min(8, 1 + Math.floor(b.content.length / 110)) * 16;
    else h += 24;
  }
  if (Object.keys(ev.extra).length) h += 18;
  if (ev.usage) h += 18;
  return h;
}

const NO_EVENTS: readonly Event[] = [];

export function MessageList() {
  const view = useInspector(currentView);
  const step = useInspector(currentStep);
  const parentRef = useRef<HTMLDivElement>(null);
  const events = view?.session.events ?? NO_EVENTS;
  // What became of each event in the simulated context at this step, and the cut of the
  // compaction the panel shows.
  const cur = useCurrentSim();
  const shown = usePanelCompaction(cur);
  const status = useMemo(() => {
    if (!cur) return null;
    const flags = contextFlags(cur.view.session.events);
    return statusAt(cur.sim, cur.step, (i) => flags[i] === 1);
  }, [cur]);
  const cutAt = shown ? cutRow(shown) : null;
  const scrollTo = useInspector((s) => s.scrollTo);
  const [flash, setFlash] = useState<number | null>(null);

  // The virtualizer re-lays every row from the first one whose height changed to the end, calling
  // getItemKey and estimateSize for each: on a 100k-event session that ran on most scrubbing
  // frames. So estimates are computed once per session, and keys are the indexes themselves (a
  // string per row was 100k allocations a pass); the parent remounts this list per view.
  const estimates = useMemo(() => {
    const a = new Float64Array(events.length);
    for (let i = 0; i < events.length; i++) a[i] = estimate(events[i], i === 0 || events[i].group !== events[i - 1]?.group);
    return a;
  }, [events]);
  const estimateSize = useCallback((i: number) => estimates[i] ?? 48, [estimates]);
  const getItemKey = useCallback((i: number) => i, []);
  const getScrollElement = useCallback(() => parentRef.current, []);
  const virtualizer = useVirtualizer({
    count: events.length,
    getScrollElement,
    estimateSize,
    overscan: 6,
    getItemKey,
  });

  // The current event is always in view.
  const viewKey = view?.key;
  // While the scrubber is dragged the step changes every frame; scrolling a long list there
  // measures fresh rows and re-lays out every row after them. Follow once the step settles.
  // The virtualizer object is new on every render: scrolling goes through an effect event so that
  // only a step, view or length change re-runs the follow effect, never a re-render alone.
  const scrollToIndex = useEffectEvent((i: number, align: "auto" | "center") => virtualizer.scrollToIndex(i, { align }));
  const lastStepChange = useRef(0);
  useEffect(() => {
    if (!events.length) return;
    const i = Math.min(step, events.length - 1);
    const now = performance.now();
    const rapid = now - lastStepChange.current < 300 && events.length > 5_000;
    lastStepChange.current = now;
    if (!rapid) {
      scrollToIndex(i, "auto");
      return;
    }
    const t = setTimeout(() => scrollToIndex(i, "auto"), 120);
    return () => clearTimeout(t);
  }, [step, viewKey, events.length]);

  // "Show the cut": scroll to an event without changing the step, and mark it for a moment. Only a
  // new request (its seq) re-runs it; the list length it checks against is read at that moment.
  const showRequested = useEffectEvent(() => {
    if (!scrollTo || scrollTo.index < 0 || scrollTo.index >= events.length) return null;
    scrollToIndex(scrollTo.index, "center");
    return scrollTo.index;
  });
  const seq = scrollTo?.seq;
  useEffect(() => {
    if (seq === undefined) return;
    const index = showRequested();
    if (index === null) return;
    setFlash(index);
    const t = setTimeout(() => setFlash(null), 1600);
    return () => clearTimeout(t);
  }, [seq]);

  if (!view) return null;

  const items = virtualizer.getVirtualItems();
  return (
    <div className="listscroll" ref={parentRef} data-testid="message-list" data-count={events.length} tabIndex={-1}>
      <div style={{ height: virtualizer.getTotalSize(), position: "relative", width: "100%" }}>
        {items.map((it) => {
          const i = it.index;
          const ev = events[i];
          const groupStart = i === 0 || ev.group !== events[i - 1].group;
          const st = status ? status(i) : null;
          const gone = st !== null && st.kind !== "kept" && st.kind !== "cleared";
          const isCurrent = i === step;
          return (
            <div
              key={it.key}
              data-index={i}
              ref={virtualizer.measureElement}
              className={`row${isCurrent ? " current" : ""}${gone ? " gone" : ""}${flash === i ? " flash" : ""}`}
              style={{ transform: `translateY(${it.start}px)` }}
              data-testid="event-row"
              data-kind={ev.kind}
              data-line={ev.line}
              data-current={isCurrent ? "true" : undefined}
              aria-current={isCurrent ? "step" : undefined}
            >
              <EventRow view={view} index={i} gone={gone} groupStart={groupStart} status={st} cut={cutAt === i ? shown : null} />
            </div>
          );
        })}
      </div>
    </div>
  );
}

export function ListHead() {
  const views = useInspector((s) => s.views);
  const view = useInspector(currentView);
  const selectView = useInspector((s) => s.selectView);
  if (!view) return <div className="listhead" />;
  const main = views[0];
  const others = views.slice(1);
  const name = view.kind === "main" ? "Main session" : view.kind === "subagent" ? `${view.label}: its own context window` : view.label;
  const counts = `${fmt(view.session.events.length)} events · ${fmt(view.session.groups.length)} groups`;
  return (
    <div className="listhead">
      {view.kind === "subagent" && (
        <button
          className="btn small"
          data-testid="back-to-main"
          onClick={() => {
            const st = useInspector.getState();
            const agentId = view.key.replace(/^agent:/, "");
            st.selectView(main.key);
            const call = callOf(main.session, agentId);
            if (call !== null) st.scrollToEvent(call);
          }}
          title="Back to the main session, at the step you left it"
        >
          ← Main session
        </button>
      )}
      <strong title={name}>{name}</strong>
      <span className="muted mono" title={counts}>
        {counts}
      </span>
      <label className="field">
        Subagents / sidechains
        <select
          className="select"
          data-testid="view-select"
          value={view.key}
          onChange={(e) => {
            selectView(e.target.value);
            e.currentTarget.blur();
          }}
          disabled={others.length === 0}
        >
          <option value={main.key}>Main session ({fmt(main.session.events.length)})</option>
          {others.map((v) => (
            <option key={v.key} value={v.key}>
              {v.kind === "sidechain" ? "Sidechain records" : v.label} ({fmt(v.session.events.length)})
            </option>
          ))}
          {others.length === 0 && <option disabled>none in this session</option>}
        </select>
      </label>
    </div>
  );
}
