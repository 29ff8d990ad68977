// The bench's and the sweep's charts draw rates as percents on the same 0-100 axis; what a point
// holds and how the axis is ticked live here so that the two charts read alike.
import type { YAxisProps } from "recharts";

/** A rate (0-1) as the percent a chart plots, to one decimal; null (no case to measure) stays null. */
export const toChartPercent = (rate: number | null) => (rate === null ? null : Math.round(rate * 1000) / 10);

/** The Y axis of a percent chart, but for its class (the caller's CSS module). */
export const PERCENT_AXIS: YAxisProps = {
  domain: [0, 100],
  ticks: [0, 25, 50, 75, 100],
  tickLine: false,
  axisLine: false,
  tick: { fontSize: 11 },
};
