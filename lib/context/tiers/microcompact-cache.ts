// Tier 1, cache-edit microcompact (rules.md#microcompact-cache-edit): when the uncleared compactable tool results
// reach the trigger, all but the most recent `keep` are deleted through cache_edits. The local
// messages stay; the cached prefix stays valid, less what was deleted from it. It counts only
// results still uncleared (time-based counts them all).
import type { Run } from "../run";

/** Deletes what the rule deletes before the request at `step`; false when it does not fire. */
export function microcompactCache(run: Run, step: number): boolean {
  const { settings } = run;
  if (run.compactableList.length < settings.cacheEditTrigger) return false;
  const cut = run.compactableList.length - settings.cacheEditKeep;
  if (cut <= 0) return false;
  const targets = run.compactableList.slice(0, cut);
  const c = run.newCompaction(step, "microcompact-cache", "tool-count", run.used());
  let deleted = 0;
  for (const t of targets) {
    const cb = run.clearBlock(t.pos, t.k, "cache-edit", step);
    c.cleared.push(cb);
    if (t.pos < run.lastRequestWorkLen) deleted += cb.tokens - cb.stubTokens;
  }
  run.compactableList = run.compactableList.slice(cut);
  if (run.haveCache) run.cachedLen = Math.max(0, run.cachedLen - deleted);
  c.cache = { preserved: true, invalidatedFrom: null, deletedFromCache: deleted };
  run.inSync = false;
  c.tokensAfter = run.used();
  run.compactions.push(c);
  return true;
}
