"use client";
// How long each phase of the load took, then the drawing of the table, on one line under the tabs.
import { useEffect, useState } from "react";
import { dur } from "@/components/inspector/format";
import type { Loaded } from "./catalog-loaded";

const PHASE_NAMES: [keyof Loaded["phases"], string][] = [
  ["fetch", "fetched"],
  ["read", "read"],
  ["unzip", "unzipped"],
  ["parse", "parsed"],
  ["count", "counted"],
];

/**
 * Each phase of the load as it took, then the drawing of the table, timed from the worker's
 * answer to the frame after it was painted; the total runs from the pick to that frame. A folder
 * is parsed while it is read, so its parse time overlaps the reading. The lint runs after the
 * drawing and is told last.
 */
export function PhaseLine({ loaded }: { loaded: Loaded }) {
  const [drawn, setDrawn] = useState<{ for: number; at: number } | null>(null);
  const key = loaded.answered;
  useEffect(() => {
    let frame = requestAnimationFrame(() => {
      // the frame callback runs before the paint; a task queued from it runs after
      const t = setTimeout(() => setDrawn({ for: key, at: performance.now() }), 0);
      frame = t as unknown as number;
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(frame);
    };
  }, [key]);
  const overlapped = loaded.phases.read !== undefined && loaded.phases.parse !== undefined;
  const parts = PHASE_NAMES.filter(([k]) => loaded.phases[k] !== undefined).map(
    ([k, label]) => `${label} ${dur(loaded.phases[k]!)}${k === "parse" && overlapped ? " while reading" : ""}`,
  );
  const d = drawn?.for === key ? drawn.at : null;
  if (d !== null) parts.push(`drawn ${dur(d - loaded.answered)} (${dur(d - loaded.started)} in all)`);
  if (loaded.phases.lint !== undefined) parts.push(`then linted ${dur(loaded.phases.lint)}`);
  return (
    <span data-testid="catalog-phases" data-total={d !== null ? Math.round(d - loaded.started) : undefined}>
      {parts.join(" · ").replace(/^./, (c) => c.toUpperCase())}.
    </span>
  );
}
