// Following the recording (rules.md#replay): while the replay follows a recorded session, the
// rules' decisions before each request are laid beside it as predicted compactions, never applied,
// and each compaction the recording shows is taken as it happened. A what-if runs the recording's
// settings beside its own; at the first request where the two decide otherwise (fork.ts) it leaves
// the recording and the rules alone run from there.
import { checkCount } from "./check-count";
import { compact } from "./compact";
import { declinesRecorded, forkReason, type Decision } from "./fork";
import { newMem, type Mem, type Run } from "./run";
import type { Settings } from "./settings-type";
import type { ClearHow, LiveItem } from "./sim-types";
import type { Thresholds } from "./thresholds";
import { timeGapReached } from "./tiers/microcompact-time";

/** Compactable tool results in the context under a settings' tool list. */
function countCompactable(run: Run, settings: Settings): number {
  const set = new Set(settings.compactableTools);
  let n = 0;
  for (const it of run.work) {
    if (it.kind !== "event") continue;
    run.events[it.event].blocks.forEach((b) => {
      if (b.type === "tool_result" && set.has(run.toolUses.get(b.toolUseId)?.name ?? "")) n++;
    });
  }
  return n;
}

/** What `settings` would run before the request at step i, on the recording's context. */
function decide(run: Run, i: number, settings: Settings, thresholds: Thresholds, mem: Mem): Decision {
  const time =
    settings.timeMicrocompactEnabled &&
    timeGapReached(run, settings) &&
    countCompactable(run, settings) - settings.microcompactKeepRecent > mem.timeCleared;
  let cache = false;
  if (!time && settings.cacheEditEnabled) {
    const len = countCompactable(run, settings);
    cache = len - mem.cacheCleared >= settings.cacheEditTrigger && len - settings.cacheEditKeep > mem.cacheCleared;
  }
  // Claude Code decides on its own count, not on the context (check-count.ts)
  const count = checkCount(run, i);
  if (count < thresholds.autoCompactThreshold) mem.autoArmed = true;
  const auto = settings.autoCompactEnabled && mem.autoArmed && count >= thresholds.autoCompactThreshold;
  return { time, cache, auto };
}

/** A decision taken: the microcompacts count as done, auto-compact waits until the meter drops under A. */
function commit(run: Run, settings: Settings, mem: Mem, d: Decision): void {
  if (d.time) mem.timeCleared = Math.max(mem.timeCleared, countCompactable(run, settings) - settings.microcompactKeepRecent);
  if (d.cache) mem.cacheCleared = Math.max(mem.cacheCleared, countCompactable(run, settings) - settings.cacheEditKeep);
  if (d.auto) mem.autoArmed = false;
}

/** A microcompact laid beside the recording: what it would clear, nothing cleared. */
function predictMicro(run: Run, step: number, tier: "microcompact-time" | "microcompact-cache", skip: number, keep: number): void {
  const how: ClearHow = tier === "microcompact-time" ? "time" : "cache-edit";
  const all = run.compactableResults();
  const targets = all.slice(skip, Math.max(skip, all.length - keep));
  const c = run.newCompaction(step, tier, tier === "microcompact-time" ? "time-gap" : "tool-count", run.used());
  c.predicted = true;
  let saved = 0;
  for (const t of targets) {
    const orig = run.table.blockTokens[run.blockOf(t.e, t.k)];
    const stub = run.clearedTokens(t.e, t.k, how);
    c.cleared.push({ event: t.e, block: t.k, tool: run.toolOfResult(t.e, t.k)?.name ?? "", how, tokens: orig, stubTokens: stub });
    saved += orig - stub;
  }
  c.tokensAfter = run.used() - saved;
  c.messagesAfter = run.msgTokens - saved;
  run.compactions.push(c);
}

/**
 * Before a request while following: the rules' decisions are laid beside the recording. Returns
 * false when a what-if forked here (the caller then runs the request by the rules).
 */
export function followRequest(run: Run, i: number): boolean {
  const { settings, thresholds } = run;
  const underSettings = decide(run, i, settings, thresholds, run.settingsDone);
  if (run.whatIf) {
    const underRecording = decide(run, i, run.recordingSettings!, run.recordingThresholds!, run.recordingDone);
    if (
      underSettings.time !== underRecording.time ||
      underSettings.cache !== underRecording.cache ||
      underSettings.auto !== underRecording.auto
    ) {
      run.forkAt(i, forkReason(underSettings, underRecording));
      return false;
    }
    commit(run, run.recordingSettings!, run.recordingDone, underRecording);
  }
  const timeSkip = run.settingsDone.timeCleared;
  const cacheSkip = run.settingsDone.cacheCleared;
  commit(run, settings, run.settingsDone, underSettings);
  if (underSettings.time) predictMicro(run, i, "microcompact-time", timeSkip, settings.microcompactKeepRecent);
  if (underSettings.cache) predictMicro(run, i, "microcompact-cache", cacheSkip, settings.cacheEditKeep);
  if (underSettings.auto) compact(run, i, "auto", "full", true, undefined, true);
  return true;
}

/** A compaction the recording shows, taken as it happened: the list restarts after its boundary. */
export function takeRecorded(run: Run, i: number, comeBack: readonly LiveItem[] = []): void {
  const boundary: LiveItem = { kind: "boundary", event: i, tokens: 0, category: "other", label: "recorded compact boundary" };
  run.replaceList([boundary, ...comeBack], run.startupAfter().live, i, -1);
  run.fileState = new Map();
  run.prefixBreak = Math.min(run.prefixBreak, run.overhead.tokens);
  run.anchored = false;
  Object.assign(run.settingsDone, newMem());
  Object.assign(run.recordingDone, newMem());
}

/**
 * A recorded compaction met while following: does the what-if decline it (a fork), and would the
 * rule have auto-compacted here (laid beside it)? Returns false when the what-if forked.
 */
export function meetRecorded(run: Run, i: number, trigger: "auto" | "manual", pre: number): boolean {
  const { settings, thresholds } = run;
  if (run.whatIf && trigger === "auto" && declinesRecorded(settings, thresholds, run.recordingThresholds!, pre)) {
    run.forkAt(
      i,
      settings.autoCompactEnabled
        ? `the recording auto-compacted at ${Math.round(pre).toLocaleString("en-US")} tokens; these settings' threshold (${thresholds.autoCompactThreshold.toLocaleString("en-US")}) is not reached`
        : "the recording auto-compacted here; auto-compact is off in these settings",
    );
    return false;
  }
  if (trigger === "auto") {
    const d = decide(run, i, settings, thresholds, run.settingsDone);
    if (d.auto) {
      commit(run, settings, run.settingsDone, { time: false, cache: false, auto: true });
      compact(run, i, "auto", "full", true, undefined, true);
    }
  }
  return true;
}
