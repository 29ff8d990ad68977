// What re-attachment after a compaction is made of (rules.md#reattachment): the skills' hook, a
// file's read state, a file put back or skipped, and the rules' account at a recorded compaction.
// Types only: the simulation's records (sim-types.ts) and its state (run.ts) hold them, and the
// rules that fill them (reattach.ts, rule-reattachment.ts) read that state, so the types sit below both.
import type { InvokedSkill, ReattachBudget, ReattachResult } from "../skills/reattach";

/**
 * The hook the skills module implements: given every skill invocation so far (their bodies not
 * visible in the kept tail; `tokens` is the token table's count of the body record) and the
 * budget, say what is re-attached. The simulator adds the re-attached bodies to the context.
 */
export type SkillReattacher = (invocations: readonly InvokedSkill[], budget: ReattachBudget) => ReattachResult;

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
  /** over the per-file budget: only its name came back (oversized-file-reference.ts) */
  named: boolean;
}

export interface SkippedFile {
  path: string;
  event: number;
  tokens: number;
  reason: "visible" | "memory-file" | "over-file-count" | "over-total-budget";
}

export interface FileBudget {
  maxFiles: number;
  perFile: number;
  total: number;
}

/** What the rules put back at a recorded compaction, never applied (rule-reattachment.ts). */
export interface RuleReattachment {
  skills: ReattachResult | null;
  files: { attached: ReattachedFile[]; skipped: SkippedFile[] };
  /** the rules' context just after: system prompt and tools, startup items, summary, files, skills (null: the plan fails) */
  tokensAfter: number | null;
  summaryTokens: number | null;
  /** skills invoked before a resume and never re-attached since: Claude Code forgot them */
  forgotten: { name: string; event: number; resumedAt: number }[];
}
