"use client";
import { useEffect, useState, type ReactNode } from "react";
import { currentStep, currentView, SIDE_TABS, useInspector } from "@/components/state/store";
import { nextNotable, notableSteps } from "./notable";
import { ShortcutsSheet } from "./ShortcutsSheet";
import { FirstGuide } from "./FirstGuide";
import { TopBar } from "./TopBar";
import { FollowStrip } from "./FollowStrip";
import { StepBar } from "./StepBar";
import { ListHead, MessageList } from "./MessageList";
import { SidePanel } from "./SidePanel";
import { ProblemsPanel } from "./ProblemsPanel";
import { PasteDialog } from "./PasteDialog";
import { droppedFolder } from "@/components/state/folder-drop";
import { useSessions } from "@/components/sessions/store";
import { ListOrInspector } from "@/components/sessions/Frame";
import dynamic from "next/dynamic";

// The chart library is the largest piece of the page (~155 KB gzipped), and the strip has nothing to
// draw before the first simulation: its code loads once a view exists, behind a placeholder of the
// same height, so the first interactive step does not wait for it.
function TimelinePlaceholder() {
  return (
    <div className="timeline" data-testid="timeline-loading" aria-busy="true">
      <div className="timeline-legend">
        <strong>Simulated context</strong>
        <span className="faint">loading the chart…</span>
      </div>
      <div />
    </div>
  );
}
/** A view with no events has nothing to draw: say so, in the chart's own place, instead of "loading". */
function TimelineEmpty({ note }: { note: string }) {
  return (
    <div className="timeline" data-testid="timeline-empty">
      <div className="timeline-legend">
        <strong>Simulated context</strong>
      </div>
      <p className="timeline-empty-note muted">{note}</p>
    </div>
  );
}
const Timeline = dynamic(() => import("@/components/sim/Timeline").then((m) => m.Timeline), { ssr: false, loading: TimelinePlaceholder });

/** True once the browser is idle after `when` became true (at most `ms` later). */
function useIdleAfter(when: boolean, ms = 1200): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!when || ready) return;
    const ric = window.requestIdleCallback;
    if (ric) {
      const id = ric(() => setReady(true), { timeout: ms });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(() => setReady(true), 50);
    return () => window.clearTimeout(id);
  }, [when, ready, ms]);
  return ready;
}

// Compare mode is off when the page opens: its strips load on first use.
const CompareStrips = dynamic(() => import("@/components/compare/CompareStrips").then((m) => m.CompareStrips), { ssr: false });

/** Inputs where keys mean typing, not stepping. */
function isTextField(t: EventTarget | null): boolean {
  if (!(t instanceof HTMLElement)) return false;
  if (t.isContentEditable) return true;
  if (t instanceof HTMLTextAreaElement || t instanceof HTMLSelectElement) return true;
  if (t instanceof HTMLInputElement) {
    // A focused range input handles its own arrows, Home and End.
    return !["checkbox", "radio", "button", "submit", "reset", "file", "color"].includes(t.type);
  }
  return false;
}

/** Controls that act on Space and Enter themselves (a button, a link, a tab, a summary). */
function isControl(t: EventTarget | null): boolean {
  return (
    t instanceof Element &&
    !!t.closest('button, a[href], summary, [role="button"], [role="tab"], [role="menuitem"], [role="radio"], [role="checkbox"]')
  );
}

function Banners() {
  const error = useInspector((s) => s.error);
  const notice = useInspector((s) => s.notice);
  const storageError = useInspector((s) => s.storageError);
  const dismiss = useInspector((s) => s.dismiss);
  return (
    <div className="banners">
      <FollowStrip />
      {error && (
        <div className="banner error" role="alert" data-testid="error-banner">
          <p>{error}</p>
          <button className="close" aria-label="Dismiss" onClick={() => dismiss("error")}>
            ✕
          </button>
        </div>
      )}
      {storageError && (
        <div className="banner warn" role="status" data-testid="storage-message">
          <p>{storageError}</p>
          <button className="close" aria-label="Dismiss" onClick={() => dismiss("storageError")}>
            ✕
          </button>
        </div>
      )}
      {notice && (
        <div className="banner info" role="status" data-testid="notice">
          <p>{notice}</p>
          <button className="close" aria-label="Dismiss" onClick={() => dismiss("notice")}>
            ✕
          </button>
        </div>
      )}
      <FirstGuide />
    </div>
  );
}

function EmptyState() {
  const busy = useInspector((s) => s.busy);
  const booted = useInspector((s) => s.booted);
  const setPanel = useInspector((s) => s.setPanel);
  return (
    <div className="empty" data-testid="empty-state">
      {busy || !booted ? (
        <p>Loading…</p>
      ) : (
        <div>
          <h2>No session loaded</h2>
          <p>
            Drop a Claude Code session (<span className="mono">.jsonl</span>, with its <span className="mono">agent-*.jsonl</span> subagent
            files),
            <br />
            an Anthropic Messages API request (<span className="mono">.json</span>) or a Context Lab scenario anywhere on this page.
          </p>
          <p>
            <button className="btn" onClick={() => setPanel("paste", true)}>
              Paste…
            </button>{" "}
            <button className="btn" onClick={() => setPanel("examples", true)}>
              Pick an example
            </button>
          </p>
          <p className="faint">Everything stays in this browser.</p>
        </div>
      )}
    </div>
  );
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
  // the first step becomes interactive first (a view with its events: a view still loading has
  // none); the chart's code is fetched when the page is idle after that
  const hasSteps = useInspector((s) => (currentView(s)?.session.events.length ?? 0) > 0);
  const chartReady = useIdleAfter(hasSteps);
  const comparing = useInspector((s) => s.compare !== null && s.viewKey === "main");
  const playing = useInspector((s) => s.playing);
  const speed = useInspector((s) => s.speed);
  const [dragging, setDragging] = useState(false);

  useEffect(() => {
    if (boot) void useInspector.getState().boot();
    else useInspector.setState({ booted: true });
  }, [boot]);

  // Keyboard (components/inspector/keys.ts): one model wherever focus is, except in text fields,
  // list boxes, radio groups (their arrows are theirs) and dialogs.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey) return;
      // the sessions list is on screen: the keys are its own (the search box, the rows)
      if (useSessions.getState().listOpen) return;
      const st = useInspector.getState();
      if (st.panels.paste || st.panels.shortcuts) return;
      if (e.target instanceof Element && e.target.closest('[role="dialog"], [role="menu"], [role="listbox"], [role="radiogroup"]')) return;
      if (e.target instanceof HTMLInputElement && e.target.type === "radio") return;
      // Space on a focused button presses it.
      if ((e.key === " " || e.key === "Spacebar") && isControl(e.target)) return;
      if (isTextField(e.target)) {
        // A focused scrubber moves itself with the arrows, Home and End; Space still plays.
        const range = e.target instanceof HTMLInputElement && e.target.type === "range";
        if (!range || e.key !== " ") return;
      }
      if (e.key === "?") {
        st.setPanel("shortcuts", true);
        e.preventDefault();
        return;
      }
      const view = currentView(st);
      if (!view) return;
      const n = view.session.events.length;
      switch (e.key) {
        case "ArrowLeft":
          st.stepBy(-1);
          break;
        case "ArrowRight":
          st.stepBy(1);
          break;
        case "Home":
          st.setStep(0);
          break;
        case "End":
          st.setStep(n - 1);
          break;
        case " ":
        case "Spacebar":
          st.setPlaying(!st.playing);
          break;
        case "t":
        case "T": {
          const to = nextNotable(notableSteps(view.session, view.sim), currentStep(st), e.shiftKey ? -1 : 1);
          if (to !== null) st.setStep(to);
          break;
        }
        case "]":
        case "[": {
          const k = SIDE_TABS.indexOf(st.sideTab);
          st.setSideTab(SIDE_TABS[(k + (e.key === "]" ? 1 : -1) + SIDE_TABS.length) % SIDE_TABS.length]);
          break;
        }
        case "s":
        case "S":
          if (e.shiftKey) return;
          st.setPanel("settings", !st.panels.settings);
          break;
        default:
          return;
      }
      e.preventDefault();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  // Ctrl/Cmd+V on the page (not in a text field) loads what is on the clipboard.
  useEffect(() => {
    const onPaste = (e: ClipboardEvent) => {
      if (isTextField(e.target) || isTextField(document.activeElement)) return;
      const st = useInspector.getState();
      if (st.panels.paste) return;
      const files = Array.from(e.clipboardData?.files ?? []);
      const text = e.clipboardData?.getData("text/plain") ?? "";
      if (files.length) {
        e.preventDefault();
        void st.loadFiles(files);
      } else if (text.trim()) {
        e.preventDefault();
        void st.loadText(text);
      }
    };
    document.addEventListener("paste", onPaste);
    return () => document.removeEventListener("paste", onPaste);
  }, []);

  // Drop files anywhere on the page.
  useEffect(() => {
    let depth = 0;
    const carriesFiles = (e: DragEvent) => !!e.dataTransfer && Array.from(e.dataTransfer.types).includes("Files");
    const onEnter = (e: DragEvent) => {
      if (!carriesFiles(e)) return;
      e.preventDefault();
      depth++;
      setDragging(true);
    };
    const onOver = (e: DragEvent) => {
      if (!carriesFiles(e)) return;
      e.preventDefault();
      if (e.dataTransfer) e.dataTransfer.dropEffect = "copy";
    };
    const onLeave = (e: DragEvent) => {
      if (!carriesFiles(e)) return;
      depth = Math.max(0, depth - 1);
      if (depth === 0) setDragging(false);
    };
    const onDrop = (e: DragEvent) => {
      depth = 0;
      setDragging(false);
      if (!carriesFiles(e)) return;
      e.preventDefault();
      const folder = e.dataTransfer ? droppedFolder(e.dataTransfer) : null;
      if (folder) {
        void folder().then(({ files, paths }) => useInspector.getState().loadFiles(files, paths));
        return;
      }
      const files = Array.from(e.dataTransfer?.files ?? []);
      if (files.length) void useInspector.getState().loadFiles(files);
    };
    window.addEventListener("dragenter", onEnter);
    window.addEventListener("dragover", onOver);
    window.addEventListener("dragleave", onLeave);
    window.addEventListener("drop", onDrop);
    return () => {
      window.removeEventListener("dragenter", onEnter);
      window.removeEventListener("dragover", onOver);
      window.removeEventListener("dragleave", onLeave);
      window.removeEventListener("drop", onDrop);
    };
  }, []);

  // Playback.
  useEffect(() => {
    if (!playing) return;
    const id = setInterval(() => {
      const st = useInspector.getState();
      const view = currentView(st);
      const step = st.steps[st.viewKey] ?? 0;
      if (!view || step >= view.session.events.length - 1) st.setPlaying(false);
      else st.stepBy(1);
    }, 1000 / speed);
    return () => clearInterval(id);
  }, [playing, speed]);

  return (
    <div className="app" data-testid="app">
      <TopBar />
      <Banners />
      <ListOrInspector>
        <StepBar />
        {!hasView ? (
          <div />
        ) : !hasSteps ? (
          <TimelineEmpty note={emptyChart} />
        ) : comparing ? (
          <CompareStrips />
        ) : chartReady ? (
          <Timeline />
        ) : (
          <TimelinePlaceholder />
        )}
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
      {dragging && (
        <div className="dropzone" data-testid="drop-overlay">
          Drop a session file (and its agent-*.jsonl subagent files), or a folder of sessions, to load it
        </div>
      )}
    </div>
  );
}
