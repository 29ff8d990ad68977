// What a compaction puts back after the summary (rules.md#reattachment): recently read
// files, and the invoked skills whose bodies are not in the kept tail. The skill rule itself is a
// hook (SkillReattacher); by default it is the skills module's own rule (lib/skills/reattach.ts).

import { reattachSkills as specReattachSkills, type InvokedSkill, type ReattachResult } from "../skills/reattach";
import type { Category } from "../model";
import { fileComesBack } from "./oversized-file-reference";
import { skillMemoryAt } from "./skill-memory";
import type { TextCounter } from "../tokens/estimators";
import type { Run } from "./run";
import type { FileBudget, FileReadState, ReattachedFile, SkillReattacher, SkippedFile } from "./reattach-types";
import type { LiveItem } from "./sim-types";

// components/sim/CompactionPanel.tsx reads SkippedFile from here; the type lives in reattach-types.ts.
export type { SkippedFile } from "./reattach-types";

/** The default hook: lib/skills/reattach.ts, the rule of rules.md#skills, with the simulation's counter. */
export function specSkillReattacher(counter: TextCounter): SkillReattacher {
  return (invocations, budget) => specReattachSkills([...invocations], counter, budget);
}

/**
 * Memory files (CLAUDE.md, CLAUDE.local.md, an auto-memory MEMORY.md) are read again from disk after
 * a compaction, so they are not re-attached as files: recorded compactions leave them out (7 of 8 read
 * or edited before a recorded compaction; docs/versions.md).
 */
export function isMemoryFile(path: string): boolean {
  return /(^|[\\/])(CLAUDE(\.local)?\.md|MEMORY\.md)$/i.test(path);
}

/** Most skipped files listed on a compaction (a long session has read hundreds). */
const MAX_SKIPPED_LISTED = 20;

/**
 * Claude Code's createPostCompactFileAttachments: the most recently read files, skipping those
 * still visible in the kept messages, at most `maxFiles`, each whole or, over `perFile` tokens, only
 * named (oversized-file-reference.ts), added while the running total stays within `total` (a file
 * that does not fit is skipped). `nameTokens` sizes a file's name.
 */
export function reattachFiles(
  reads: Iterable<FileReadState>,
  visible: ReadonlySet<string>,
  budget: FileBudget,
  nameTokens: (path: string) => number,
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
    if (isMemoryFile(f.path)) {
      skip(f, "memory-file");
      continue;
    }
    if (visible.has(f.path)) {
      skip(f, "visible");
      continue;
    }
    if (taken >= budget.maxFiles) {
      skip(f, "over-file-count");
      continue;
    }
    taken++;
    const back = fileComesBack(f.tokens, budget.perFile, nameTokens(f.path));
    if (total + back.tokens > budget.total) {
      skip(f, "over-total-budget");
      continue;
    }
    total += back.tokens;
    attached.push({ path: f.path, event: f.event, tokens: back.tokens, originalTokens: f.tokens, named: back.named });
  }
  return { attached, skipped };
}

/**
 * The skills a compaction at `step` re-attaches (rules.md#skills): every invocation so far whose
 * latest body is not in the kept tail, through the skills module's rule.
 */
export function skillsToReattach(run: Run, step: number, kept: readonly LiveItem[]): ReattachResult | null {
  // versions up to 2.0.50 put no invoked skill back (skills-come-back.ts)
  if (!run.skillsComeBack) return null;
  const { events } = run;
  const keptEvents = new Set(kept.filter((x) => x.kind === "event").map((x) => x.event));
  const invs: InvokedSkill[] = [];
  const latest = new Map<string, number>();
  // what Claude Code remembers at this step: a resume forgets what was never re-attached (skill-memory.ts)
  for (const s of skillMemoryAt(run.session, step, (e) => run.included[e] === 1).skills) {
    // An explicit size (scenario files) is the skill's size; otherwise the content is the body
    // record word for word, its "Base directory" line included (rules.md#reattachment-skills)
    const explicit = !s.restored && events[s.event].blocks.some((b) => b.tokens !== undefined);
    const body = explicit ? (run.session.skills.find((x) => x.event === s.event)?.body ?? "") : s.content;
    invs.push({ name: s.name, body, step: s.event, ...(explicit ? { tokens: run.table.perEvent[s.event] } : {}) });
    latest.set(s.name, Math.max(latest.get(s.name) ?? -1, s.event));
  }
  if (!invs.length) return null;
  // A skill whose latest body is still in the kept tail is visible: not re-attached.
  const pass = invs.filter((x) => !keptEvents.has(latest.get(x.name)!));
  return run.reattachSkills(pass, { perSkill: run.settings.skillReattachPerSkillTokens, total: run.settings.skillReattachTotalTokens });
}

/** The re-attached skills as items of the context; `idx` is the simulated compaction that made them, if one did. */
export function skillItems(r: ReattachResult | null, idx?: number): LiveItem[] {
  return (r?.skills ?? [])
    .filter((s) => s.status !== "dropped")
    .map((s) => ({
      kind: "skill",
      event: s.step,
      tokens: s.tokens,
      category: "skills" as Category,
      label: s.name,
      ...(idx !== undefined ? { compaction: idx } : {}),
    }));
}

/** The re-attached files as items of the context; `idx` as for skillItems. */
export function fileItems(attached: readonly ReattachedFile[], idx?: number): LiveItem[] {
  return attached.map((f) => ({
    kind: "file",
    event: f.event,
    tokens: f.tokens,
    category: "toolResults" as Category,
    label: f.path,
    ...(idx !== undefined ? { compaction: idx } : {}),
  }));
}
