// A compaction plan (tiers 2-4) and applying it: the new message list (boundary, summary,
// re-attachments, kept tail), what was summarised, kept and dropped, and which startup items
// survive. Applying it replaces the live list, or, for a compaction laid beside a recording
// (dry), only describes it on its record.
import type { ReattachResult } from "../../skills/reattach";
import type { ReattachedFile, SkippedFile } from "../reattach-types";
import { filePathKey } from "../file-path";
import type { Run } from "../run";
import { spanOf, sumTokens } from "../live-span";
import type { Compaction, LiveItem, StartupRemoval, Tier } from "../sim-types";
import type { SummaryInfo } from "../summary";
import type { SummaryFacts } from "../summary-facts";
import { cloneItem } from "../snapshot";

export interface Plan {
  tier: Tier;
  cut: number;
  /** the new message list: boundary, summary, re-attachments, kept tail */
  items: LiveItem[];
  kept: LiveItem[];
  summarised: LiveItem[];
  dropped: LiveItem[];
  droppedGroups: number;
  retries: number;
  startupLive: boolean[];
  removedStartup: StartupRemoval[];
  memory: { index: number; label: string; tokens: number }[];
  files: { attached: ReattachedFile[]; skipped: SkippedFile[] } | null;
  skills: ReattachResult | null;
  summary: SummaryInfo;
  facts: SummaryFacts | null;
  tokensAfter: number;
}

/** runPostCompactCleanup as Claude Code 2.1.88 runs it, and as the seed lists it */
const CLEANUP_CC: readonly string[] = [
  "reset microcompact state (time-based and cache-edit bookkeeping)",
  "clear cached system prompt sections",
  "clear classifier approvals",
  "clear session message cache",
  "reset user-context cache: CLAUDE.md and friends (main thread)",
  "reset memory-file cache (main thread)",
  "invoked skills kept (not cleared)",
];
const CLEANUP_SEED: readonly string[] = [
  "clear CLAUDE.md caches",
  "reset MCP schema cache",
  "clear attachment cache",
  "reset getUserContext cache (main thread)",
];

export const boundaryItem = (idx: number): LiveItem => ({
  kind: "boundary",
  event: -1,
  tokens: 0,
  category: "other",
  label: "compact boundary",
  compaction: idx,
});

/** Kept items as the next request sends them: cache-edit deletions were server-side only. */
export function keepItems(items: readonly LiveItem[]): LiveItem[] {
  return items.map((it) => {
    const c = cloneItem(it);
    if (c.cleared?.some((x) => x.how === "cache-edit")) {
      for (const x of c.cleared) if (x.how === "cache-edit") c.tokens += x.tokens - x.stubTokens;
      c.cleared = c.cleared.filter((x) => x.how !== "cache-edit");
      if (!c.cleared.length) delete c.cleared;
    }
    return c;
  });
}

/** Applies a plan (dry: only describes it on `c`, the context stays as it is). */
export function applyPlan(run: Run, plan: Plan, c: Compaction, step: number, dry = false): void {
  // The cached prefix survives only as far as the startup items that stay the same.
  let prefix = run.overhead.tokens;
  for (let k = 0; k < run.startup.length; k++) {
    if (!run.startupLive[k]) continue;
    if (!plan.startupLive[k]) break;
    prefix += run.startup[k].tokens;
  }
  if (!dry) {
    run.replaceList(plan.items, plan.startupLive, step, c.index);
    if (plan.files) {
      // Claude Code replaces its read-file state with what it re-attached.
      run.fileState = new Map(
        plan.files.attached.map((f) => [filePathKey(f.path), { path: f.path, at: step, event: f.event, tokens: f.originalTokens }]),
      );
    }
    if (plan.facts) run.factsOf.set(c.index, plan.facts);
    run.prefixBreak = Math.min(run.prefixBreak, prefix);
    run.inSync = false;
  }
  c.tier = plan.tier;
  c.cutIndex = plan.cut;
  c.summarised = spanOf(plan.summarised);
  c.kept = spanOf(plan.kept);
  c.dropped = { ...spanOf(plan.dropped), groups: plan.droppedGroups };
  c.retries = plan.retries;
  c.reattached = {
    files: plan.files?.attached ?? [],
    skippedFiles: plan.files?.skipped ?? [],
    memory: plan.memory,
    skills: plan.skills,
  };
  c.removedStartup = plan.removedStartup;
  c.summary = plan.summary;
  c.tokensAfter = dry ? plan.tokensAfter : run.used();
  c.messagesAfter = dry ? sumTokens(plan.items) : run.msgTokens;
  c.predicted = dry;
  c.cleanup = [...(run.settings.preset === "seed" ? CLEANUP_SEED : CLEANUP_CC)];
  if (plan.files) c.cleanup.push("read-file state replaced by the re-attached files");
  c.cache = { preserved: false, invalidatedFrom: prefix, deletedFromCache: 0 };
}
