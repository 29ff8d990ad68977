"use client";
// The compaction's effect on the prompt cache: whether the cached prefix stays valid, and what the
// next request read from the cache and paid to create. A section of the compaction panel.
import type { Compaction, Simulation } from "@/lib/context/simulate";
import { fmt, plural } from "@/components/inspector/format";
import { StepLink } from "./StepLink";

export function CacheEffect({ c, sim }: { c: Compaction; sim: Simulation }) {
  let req = -1;
  for (let i = Math.max(0, c.step); i < sim.steps; i++) {
    if (!Number.isNaN(sim.requestInput[i])) {
      req = i;
      break;
    }
  }
  const input = req >= 0 ? sim.requestInput[req] : 0;
  const read = req >= 0 ? sim.cacheRead[req] : 0;
  const creation = req >= 0 ? sim.cacheCreation[req] : 0;
  return (
    <div data-testid="compaction-cache">
      <p className="kv-line">
        {c.cache.preserved ? (
          <>
            Cached prefix <b>stays valid</b>
            {c.cache.deletedFromCache > 0 && <> · {plural(c.cache.deletedFromCache, "token")} deleted from it on the server</>}.
          </>
        ) : (
          <>
            Cached prefix <b>invalid</b> from token {fmt(c.cache.invalidatedFrom ?? 0)}: the next request pays cache creation for everything
            after it.
          </>
        )}
      </p>
      {req >= 0 && input > 0 && (
        <>
          <div
            className="cachebar"
            role="img"
            aria-label={`Request at step ${req + 1}: ${fmt(read)} cache read, ${fmt(creation)} cache creation`}
          >
            <span className="read" style={{ width: `${(read / input) * 100}%` }} />
            <span className="creation" style={{ width: `${(creation / input) * 100}%` }} />
          </div>
          <p className="kv-line muted">
            Next request (<StepLink step={req} />
            ): cache read {fmt(read)} · cache creation {fmt(creation)} of {fmt(input)} input tokens
          </p>
        </>
      )}
    </div>
  );
}
