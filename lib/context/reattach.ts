// What a compaction puts back after the summary: recently read files (rules.md#tiers) and invoked skill
// bodies (rules.md#skills). The skill rule is a hook (SkillReattacher); by default it is the skills
// module's own rule (lib/skills/reattach.ts).

import { reattachSkills as specReattachSkills, type InvokedSkill, type ReattachBudget, type ReattachResult } from "../skills/reattach";
import type { TextCounter } from "../tokens/estimators";

export type { InvokedSkill, ReattachBudget, ReattachResult };

/**
 * The hook the skills module implements: given every skill invocation so far (their bodies not
 * visible in the kept tail; `tokens` is the token table's count of the body record) and the
 * budget, say what is re-attached. The simulator adds the re-attached bodies to the context.
 */
export type SkillReattacher = (invocations: readonly InvokedSkill[], budget: ReattachBudget) => ReattachResult;

/** The default hook: lib/skills/reattach.ts, the rule of rules.md#skills, with the simulation's counter. */
export function specSkillReattacher(counter: TextCounter): SkillReattacher {
  return (invocations, budget) => specReattachSkills([...invocations], counter, budget);
}

export interface FileReadState {
  path: string;
  /** step of the last read (or of the re-attachment that re-read it) */
  at: number;
  /** event of the Read result the content comes from */
  event: number;
  /** tokens of that content, uncut */
  tokens: number;
}

export interface ReattachedFile {
  path: string;
  event: number;
  tokens: number;
  originalTokens: number;
  truncated: boolean;
}

export interface SkippedFile {
  path: string;
  event: number;
  tokens: number;
  reason: "visible" | "over-file-count" | "over-total-budget";
}

export interface FileBudget {
  maxFiles: number;
  perFile: number;
  total: number;
}

/** Most skipped files listed on a compaction (a long session has read hundreds). */
const MAX_SKIPPED_LISTED = 20;

/**
 * Claude Code's createPostCompactFileAttachments: the most recently read files, skipping those
 * still visible in the kept messages, at most `maxFiles`, each cut to `perFile` tokens, added while
 * the running total stays within `total` (a file that does not fit is skipped).
 */
export function reattachFiles(
  reads: Iterable<FileReadState>,
  visible: ReadonlySet<string>,
  budget: FileBudget,
): { attached: ReattachedFile[]; skipped: SkippedFile[] } {
  const order = [...reads].sort((a, b) => b.at - a.at || b.event - a.event);
  const attached: ReattachedFile[] = [];
  const skipped: SkippedFile[] = [];
  const skip = (f: FileReadState, reason: SkippedFile["reason"]) => {
    if (skipped.length < MAX_SKIPPED_LISTED) skipped.push({ path: f.path, event: f.event, tokens: f.tokens, reason });
  };
  let taken = 0;
  let total = 0;
  for (const f of order) {
    if (visible.has(f.path)) {
      skip(f, "visible");
      continue;
    }
    if (taken >= budget.maxFiles) {
      skip(f, "over-file-count");
      continue;
    }
    taken++;
    const t = Math.min(f.tokens, budget.perFile);
    if (total + t > budget.total) {
      skip(f, "over-total-budget");
      continue;
    }
    total += t;
    attached.push({ path: f.path, event: f.event, tokens: t, originalTokens: f.tokens, truncated: f.tokens > budget.perFile });
  }
  return { attached, skipped };
}
