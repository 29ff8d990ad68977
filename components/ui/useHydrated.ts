import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False in the statically exported HTML and during hydration, true once React owns the page.
 * A button whose onClick needs React renders disabled until then, so a click that lands before
 * hydration is refused visibly instead of silently doing nothing.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
