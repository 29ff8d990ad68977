// Auto-compact and its circuit breaker (rules.md#thresholds): at or over A a compaction runs
// before the request. It fails when its own request stays too long or its result is still at or
// over A (the result is kept, and the next request compacts again); after circuitBreakerFailures
// failures in a row auto-compact stops trying for the rest of the session. /compact and the
// reactive compaction still run.
import { compact } from "./compact";
import type { Run } from "./run";

export function autoCompact(run: Run, step: number): void {
  const { settings, thresholds } = run;
  if (!settings.autoCompactEnabled || run.used() < thresholds.autoCompactThreshold) return;
  // The breaker stays open for the rest of the session; it is said once, when it opens.
  if (run.breakerOpen) return;
  const c = compact(run, step, "auto", "full", true);
  if (!c.ok || c.tokensAfter >= thresholds.autoCompactThreshold) {
    if (c.ok) {
      c.ok = false;
      c.failure = "still-over-threshold";
    }
    run.consecutiveFailures++;
    run.notes.push({
      step,
      kind: "compaction-failed",
      message: `auto-compaction failed (${c.failure}); ${run.consecutiveFailures} in a row`,
    });
    if (run.consecutiveFailures >= settings.circuitBreakerFailures) {
      run.breakerOpen = true;
      run.notes.push({
        step,
        kind: "breaker-open",
        message: `${run.consecutiveFailures} consecutive auto-compaction failures: auto-compact stops trying for the rest of the session`,
      });
    }
  } else run.consecutiveFailures = 0;
  c.consecutiveFailures = run.consecutiveFailures;
}
