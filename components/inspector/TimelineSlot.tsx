"use client";
// The chart's place above the message list: nothing before a view, a note when the view has no
// events, compare mode's strips, or the timeline once the page is idle.
import dynamic from "next/dynamic";
import { currentView, useInspector } from "@/components/state/store";
import { useIdleAfter } from "./useIdleAfter";

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

// Compare mode is off when the page opens: its strips load on first use.
const CompareStrips = dynamic(() => import("@/components/compare/CompareStrips").then((m) => m.CompareStrips), { ssr: false });

/** `emptyChart`: what the chart's place says while the view has no events. */
export function TimelineSlot({ emptyChart }: { emptyChart: string }) {
  const hasView = useInspector((s) => currentView(s) !== undefined);
  // the first step becomes interactive first (a view with its events: a view still loading has
  // none); the chart's code is fetched when the page is idle after that
  const hasSteps = useInspector((s) => (currentView(s)?.session.events.length ?? 0) > 0);
  const chartReady = useIdleAfter(hasSteps);
  const comparing = useInspector((s) => s.compare !== null && s.viewKey === "main");
  if (!hasView) return <div />;
  if (!hasSteps) return <TimelineEmpty note={emptyChart} />;
  if (comparing) return <CompareStrips />;
  return chartReady ? <Timeline /> : <TimelinePlaceholder />;
}
