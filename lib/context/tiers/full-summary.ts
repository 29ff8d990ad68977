// Tiers 3 and 4, the full compaction (rules.md#full-summary): everything is summarised (Claude Code's
// compactConversation keeps no messages), then the summary, up to five recently read files and the
// invoked skills are put back. The compaction request itself is sent with max_tokens = R, so when
// it is over the effective window E the oldest API-round groups are dropped until the excess is
// covered, at most compactRetryLimit times and never the newest group.
import { cutItemOf, groupStarts } from "../cut";
import { fileItems, reattachFiles, skillItems, skillsToReattach } from "../reattach";
import type { Run } from "../run";
import { sumTokens } from "../live-span";
import type { LiveItem, Tier } from "../sim-types";
import { collectFacts, type FactSource } from "../collect-facts";
import { buildSummary } from "../summary";
import { recordedSummarySize } from "../summary-size";
import { boundaryItem, type Plan } from "./plan";

export type PlanFailure = { failure: "prompt-too-long" | "nothing-to-compact"; retries: number };

/** The files a full compaction puts back under the run's settings (a name only is sized as its path). */
export function filesToReattach(run: Run) {
  const { settings } = run;
  return reattachFiles(
    run.fileState.values(),
    new Set(),
    { maxFiles: settings.fileReattachMaxFiles, perFile: settings.fileReattachPerFileTokens, total: settings.fileReattachTotalTokens },
    (path) => run.counter.count(path),
  );
}

export function planFull(
  run: Run,
  step: number,
  idx: number,
  tier: Tier,
  before: number,
  instructions: string | undefined,
): Plan | PlanFailure {
  const { work, events, settings, thresholds, session, table } = run;
  if (!work.length) return { failure: "nothing-to-compact", retries: 0 };
  const groups = groupStarts(work.map((x) => (x.kind === "event" ? cutItemOf(events[x.event]) : cutItemOf(undefined))));
  let request = before;
  let g = 0;
  let retries = 0;
  while (request > thresholds.effectiveWindow) {
    if (retries >= settings.compactRetryLimit) return { failure: "prompt-too-long", retries };
    retries++;
    const gap = request - thresholds.effectiveWindow;
    let dropped = 0;
    while (dropped < gap && g < groups.length - 1) {
      for (let j = groups[g]; j < groups[g + 1]; j++) dropped += work[j].tokens;
      g++;
    }
    // nothing left to drop but the newest group: Claude Code gives up
    if (dropped === 0) return { failure: "prompt-too-long", retries };
    request -= dropped;
  }
  const dropN = g < groups.length ? groups[g] : 0;
  const dropped = work.slice(0, dropN);
  const summarised = work.slice(dropN);
  // an earlier compaction's summary carries its facts into this one
  const sources: FactSource[] = summarised.map((x) =>
    x.kind === "event"
      ? { event: x.event }
      : x.kind === "summary" && x.compaction !== undefined && run.factsOf.has(x.compaction)
        ? { facts: run.factsOf.get(x.compaction)! }
        : {},
  );
  const facts = collectFacts(session, table, sources, run.toolUses);
  const summarisedTokens = sumTokens(summarised);
  const summary = buildSummary(facts, {
    style: settings.summarySections,
    sizing:
      session.format === "scenario"
        ? { mode: "ratio", summarisedTokens, ratio: settings.summaryRatio }
        : session.format === "claude-code-jsonl"
          ? { mode: "recorded", ...recordedSummarySize(session.events[step]?.version ?? session.meta.version) }
          : { mode: "measured" },
    cap: settings.summaryMaxTokens,
    counter: run.counter,
    meta: session.meta,
    instructions,
  });
  const files = filesToReattach(run);
  const su = run.startupAfter();
  const skills = skillsToReattach(run, step, []);
  const summaryItem: LiveItem = {
    kind: "summary",
    event: -1,
    tokens: summary.tokens,
    category: "summary",
    label: "Compact summary",
    compaction: idx,
  };
  const head = [boundaryItem(idx), summaryItem, ...fileItems(files.attached, idx), ...skillItems(skills, idx)];
  return {
    tier,
    cut: work.length,
    items: head,
    kept: [],
    summarised,
    dropped,
    droppedGroups: g,
    retries,
    startupLive: su.live,
    removedStartup: su.removed,
    memory: su.memory,
    files,
    skills,
    summary,
    facts,
    tokensAfter: su.tokens + sumTokens(head),
  };
}
