// Waiting for the browser to be idle before loading something heavy (the chart), so the first
// interactive step does not wait for it.
import { useEffect, useState } from "react";

/** True once the browser is idle after `when` became true (at most `ms` later). */
export function useIdleAfter(when: boolean, ms = 1200): boolean {
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
