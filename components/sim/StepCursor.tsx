"use client";
// The current-step line of a recharts strip, drawn over the chart instead of inside it: a step
// change then moves one element instead of re-rendering the chart (thousands of points and every
// compaction marker), which on a 100k-event session was most of a scrubbing frame. ScaleProbe,
// placed inside the chart, hands out the x axis' functions and the plot area.
import { useEffect, type MutableRefObject } from "react";
import { usePlotArea, useXAxisInverseScale, useXAxisScale } from "recharts";
import { currentStep, useInspector } from "@/components/state/store";

export type Inverse = ((px: number) => unknown) | undefined;

/** Where the plot sits in the chart's box, and the step-to-pixel function of its x axis. */
export interface Geometry {
  x: (step: number) => number | undefined;
  top: number;
  height: number;
}

/** Hands the pixel-to-step function to a click handler and the step-to-pixel one to the cursor. */
export function ScaleProbe({ probeRef, onGeometry }: { probeRef: MutableRefObject<Inverse>; onGeometry: (g: Geometry | null) => void }) {
  const inverse = useXAxisInverseScale();
  useEffect(() => {
    probeRef.current = inverse;
  }, [probeRef, inverse]);
  const xs = useXAxisScale();
  const area = usePlotArea();
  const top = area?.y;
  const height = area?.height;
  useEffect(() => {
    onGeometry(xs && top !== undefined && height !== undefined ? { x: (v) => xs(v), top, height } : null);
  }, [xs, top, height, onGeometry]);
  return null;
}

/** The current step's vertical line, over the chart. */
export function StepCursor({ geometry, steps }: { geometry: Geometry | null; steps: number }) {
  const step = useInspector(currentStep);
  const x = geometry?.x(Math.min(step, steps - 1) + 1);
  if (!geometry || x === undefined || !Number.isFinite(x)) return null;
  return (
    <div
      className="step-cursor"
      data-testid="step-cursor"
      aria-hidden="true"
      style={{ transform: `translateX(${x}px)`, top: geometry.top, height: geometry.height }}
    />
  );
}
