// The prompt cache (rules.md#tiers): each request reads from cache the part of its input identical
// to the previous request's (the cached prefix), unless the cache lifetime passed since. A local
// edit breaks the prefix at the edited message, a cache edit shrinks it by what it deleted, a
// compaction keeps only the unchanged leading startup items. Cache figures use the estimate.
import type { Run } from "./run";

/** Tokens of the context still valid in the prompt cache now (0 once its lifetime passed). */
export function validCache(run: Run): number {
  const expired =
    Number.isFinite(run.now) &&
    Number.isFinite(run.lastRequestTime) &&
    run.now - run.lastRequestTime >= run.settings.cacheTtlMinutes * 60_000;
  return run.haveCache && !expired ? Math.max(0, Math.min(run.prefixBreak, run.cachedLen)) : 0;
}

/** The request at step i is sent: what it read from cache and wrote to it. */
export function sendRequest(
  run: Run,
  i: number,
  out: { requestInput: Float64Array; cacheRead: Float64Array; cacheCreation: Float64Array },
): void {
  const input = run.est();
  const read = Math.min(validCache(run), input);
  out.requestInput[i] = input;
  out.cacheRead[i] = read;
  out.cacheCreation[i] = input - read;
  run.haveCache = true;
  run.cachedLen = input;
  run.prefixBreak = Infinity;
  if (Number.isFinite(run.now)) run.lastRequestTime = run.now;
  run.lastRequestWorkLen = run.work.length;
}
