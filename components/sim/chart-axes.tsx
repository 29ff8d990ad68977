// The axes and threshold lines the token charts share (the timeline, compare mode's strips), as
// elements to put inside a recharts chart: the step axis, the token axis and the three lines.
import { ReferenceLine, XAxis, YAxis } from "recharts";
import type { Simulation } from "@/lib/context/simulate";
import { fmt } from "@/components/inspector/format";
import type { Axis } from "./chart-scale";
import { fmtK } from "./labels";

/** The step axis, 1 .. steps; `ticks: false` draws a thin axis without numbers (a strip above another). */
export function stepAxis(steps: number, ticks = true) {
  return (
    <XAxis
      dataKey="x"
      type="number"
      domain={[1, Math.max(2, steps)]}
      allowDecimals={false}
      tickLine={false}
      height={ticks ? 16 : 4}
      tick={ticks ? { fontSize: 10 } : false}
      tickFormatter={(v: number) => fmt(v)}
    />
  );
}

/** The token axis on a round scale (chart-scale.ts roundAxis). */
export function tokenAxis(y: Axis) {
  return (
    <YAxis
      type="number"
      domain={[0, y.max]}
      ticks={y.ticks}
      interval={0}
      allowDataOverflow
      width={40}
      tickLine={false}
      tick={{ fontSize: 10 }}
      tickFormatter={(v: number) => fmtK(v)}
    />
  );
}

/** The warning, auto-compact (when on) and blocking lines (rules.md#thresholds). */
export function thresholdLines(t: Simulation["thresholds"]) {
  const lines = [
    { key: "warning", y: t.warningThreshold, on: true },
    { key: "auto-compact", y: t.autoCompactThreshold, on: t.autoCompactEnabled },
    { key: "blocking", y: t.blockingThreshold, on: true },
  ];
  return lines.map((l) =>
    l.on ? (
      <ReferenceLine
        key={l.key}
        y={l.y}
        className={`th-line th-${l.key}`}
        ifOverflow="hidden"
        strokeDasharray={l.key === "warning" ? "4 3" : undefined}
      />
    ) : null,
  );
}
