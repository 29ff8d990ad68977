// Tier 1, time-based microcompact (rules.md#microcompact-time): when the gap since the last assistant message
// reaches the setting, every compactable tool result but the most recent N is replaced by a stub.
// It is a local edit: the prompt cache breaks at the first cleared result. N counts results
// cleared or not, as Claude Code counts them.
import type { Run } from "../run";
import type { Settings } from "../settings-type";

/** Has the gap since the last assistant message reached X's time-based trigger? */
export function timeGapReached(run: Run, X: Settings): boolean {
  return (
    Number.isFinite(run.lastAssistantTime) &&
    Number.isFinite(run.now) &&
    run.now - run.lastAssistantTime >= X.timeMicrocompactGapMinutes * 60_000
  );
}

/** Clears what the rule clears before the request at `step`; false when there was nothing to clear. */
export function microcompactTime(run: Run, step: number): boolean {
  const all = run.compactableResults();
  const upTo = all.length - run.settings.microcompactKeepRecent;
  const targets = all.slice(0, Math.max(0, upTo)).filter((t) => run.blockState[run.blockOf(t.e, t.k)] === 0);
  if (!targets.length) return false;
  const c = run.newCompaction(step, "microcompact-time", "time-gap", run.used());
  for (const t of targets) c.cleared.push(run.clearBlock(t.pos, t.k, "time", step));
  run.pruneCompactableList();
  const from = targets[0].offset;
  c.cache = { preserved: false, invalidatedFrom: from, deletedFromCache: 0 };
  run.prefixBreak = Math.min(run.prefixBreak, from);
  run.inSync = false;
  c.tokensAfter = run.used();
  run.compactions.push(c);
  return true;
}
