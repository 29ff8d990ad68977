"use client";
// The inspector's frame: top bar, banners, step bar, chart, message list and side panel, with the
// dialogs over them. What the page does with keys, pastes, drops and playback is a hook each
// (useStepKeys, usePasteLoads, useFileDrop, usePlayback); the chart's place is TimelineSlot.tsx.
import { useEffect, type ReactNode } from "react";
import { currentView, useInspector } from "@/components/state/store";
import { ListOrInspector } from "@/components/sessions/Frame";
import { ShortcutsSheet } from "./ShortcutsSheet";
import { TopBar } from "./TopBar";
import { Banners } from "./Banners";
import { StepBar } from "./StepBar";
import { TimelineSlot } from "./TimelineSlot";
import { ListHead, MessageList } from "./MessageList";
import { EmptyState } from "./EmptyState";
import { SidePanel } from "./SidePanel";
import { ProblemsPanel } from "./ProblemsPanel";
import { PasteDialog } from "./PasteDialog";
import { useStepKeys } from "./useStepKeys";
import { usePasteLoads } from "./usePasteLoads";
import { useFileDrop } from "./useFileDrop";
import { usePlayback } from "./usePlayback";

/**
 * The drop overlay: only it follows a drag, so a drag entering and leaving (twice per drop) does
 * not render the inspector again (its chart and lists) while a dropped folder starts to list.
 */
function DropOverlay() {
  const dragging = useFileDrop();
  return dragging ? (
    <div className="dropzone" data-testid="drop-overlay">
      Drop a session file (and its agent-*.jsonl subagent files), or a folder of sessions, to load it
    </div>
  ) : null;
}

function Shortcuts() {
  const open = useInspector((s) => s.panels.shortcuts);
  const setPanel = useInspector((s) => s.setPanel);
  return open ? <ShortcutsSheet onClose={() => setPanel("shortcuts", false)} /> : null;
}

/**
 * The inspector. `lead`: a column before the message list (the lessons page's card, the builder).
 * `boot: false` leaves what to load to the lead (the builder loads its own draft, not the last session).
 * `emptyChart`: what the chart's place says while the view has no events.
 */
export function Inspector({
  lead,
  boot = true,
  emptyChart = "No events to draw: this input holds none.",
}: { lead?: ReactNode; boot?: boolean; emptyChart?: string } = {}) {
  const hasView = useInspector((s) => currentView(s) !== undefined);
  // one list (and one virtualizer, keyed by row index) per view
  const viewKey = useInspector((s) => currentView(s)?.key);

  useEffect(() => {
    if (boot) void useInspector.getState().boot();
    else useInspector.setState({ booted: true });
  }, [boot]);
  useStepKeys();
  usePasteLoads();
  usePlayback();

  return (
    <div className="app" data-testid="app">
      <TopBar />
      <Banners />
      <ListOrInspector>
        <StepBar />
        <TimelineSlot emptyChart={emptyChart} />
        <div className={lead ? "main with-lead" : "main"}>
          {lead}
          <div className="listpane">
            <ListHead />
            {hasView ? <MessageList key={viewKey} /> : <EmptyState />}
          </div>
          <SidePanel />
        </div>
      </ListOrInspector>
      <ProblemsPanel />
      <PasteDialog />
      <Shortcuts />
      <DropOverlay />
    </div>
  );
}
