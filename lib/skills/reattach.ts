// Re-attachment of invoked skills after a compaction (rules.md#skills; rules.md#reattachment-skills, docs and cc-2.1.88 agree):
// the most recent invocation of each skill, most recent first, each cut to its first 5,000 tokens,
// added while the running total stays at or under 25,000; a skill that does not fit is skipped
// whole and older, smaller ones are still tried. Nothing warns the user: this makes it visible.
import type { Estimator } from "../model";
import type { TextCounter } from "../tokens/estimators";

export const TRUNCATION_MARKER = "\n\n[... skill content truncated for compaction; use Read on the skill path if you need the full text]";

export interface ReattachBudget {
  /** per skill, tokens (5,000) */
  perSkill: number;
  /** all re-attached skills together, tokens (25,000) */
  total: number;
}

export const DEFAULT_REATTACH: ReattachBudget = { perSkill: 5_000, total: 25_000 };

export interface InvokedSkill {
  name: string;
  body: string;
  /** the step (event index) of this invocation; larger is more recent */
  step: number;
  /** an explicit size (scenario files): then the body is only shown, never measured */
  tokens?: number;
  agent?: string;
}

export type ReattachStatus = "kept" | "truncated" | "dropped";

export interface ReattachedSkill {
  name: string;
  step: number;
  agent?: string;
  status: ReattachStatus;
  /** tokens re-attached (0 when dropped) */
  tokens: number;
  /** tokens it asked for when tried: its size after the per-skill cut, marker included */
  triedTokens: number;
  /** tokens of the whole body */
  originalTokens: number;
  /** the tokens a truncated or dropped skill loses */
  lostTokens: number;
  /** character offset in the body where the cut falls (truncated only) */
  cutAt?: number;
  /** the text re-attached, marker included */
  content: string;
  reason: string;
  /** running total after this skill, in re-attachment order */
  runningTotal: number;
}

export interface ReattachResult {
  estimator: Estimator;
  budget: ReattachBudget;
  skills: ReattachedSkill[];
  totalTokens: number;
}

/** Most recent invocation of each skill (per agent), most recent first. */
export function latestInvocations(invocations: InvokedSkill[]): InvokedSkill[] {
  const latest = new Map<string, InvokedSkill>();
  for (const inv of invocations) {
    const key = `${inv.agent ?? ""}\u0000${inv.name}`;
    const prev = latest.get(key);
    if (!prev || inv.step >= prev.step) latest.set(key, inv);
  }
  return [...latest.values()].sort((a, b) => b.step - a.step);
}

/**
 * Cuts a body to `maxTokens`. chars/4 does what Claude Code 2.1.88 does: the cut falls at
 * maxTokens * 4 characters minus the marker. A tokenizer keeps the longest prefix whose tokens
 * plus the marker's fit.
 */
export function truncateToTokens(body: string, maxTokens: number, counter: TextCounter): { content: string; cutAt: number } | null {
  if (counter.count(body) <= maxTokens) return null;
  if (counter.estimator === "chars4") {
    const cutAt = Math.max(0, maxTokens * 4 - TRUNCATION_MARKER.length);
    return { content: body.slice(0, cutAt) + TRUNCATION_MARKER, cutAt };
  }
  const room = maxTokens - counter.count(TRUNCATION_MARKER);
  // Binary search on the prefix length: counts grow monotonically with the prefix (up to a token
  // at the boundary), so the largest fitting prefix is found in O(log n) counts.
  let lo = 0;
  let hi = body.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (counter.count(body.slice(0, mid)) <= room) lo = mid;
    else hi = mid - 1;
  }
  return { content: body.slice(0, lo) + TRUNCATION_MARKER, cutAt: lo };
}

export function reattachSkills(
  invocations: InvokedSkill[],
  counter: TextCounter,
  budget: ReattachBudget = DEFAULT_REATTACH,
): ReattachResult {
  const skills: ReattachedSkill[] = [];
  let total = 0;
  for (const inv of latestInvocations(invocations)) {
    const originalTokens = inv.tokens ?? counter.count(inv.body);
    let tokens = originalTokens;
    let content = inv.body;
    let cutAt: number | undefined;
    let status: ReattachStatus = "kept";
    if (originalTokens > budget.perSkill) {
      status = "truncated";
      if (inv.tokens !== undefined) {
        // explicit size: cut proportionally in the shown body
        cutAt = Math.floor((inv.body.length * budget.perSkill) / originalTokens);
        content = inv.body.slice(0, cutAt) + TRUNCATION_MARKER;
        tokens = budget.perSkill;
      } else {
        const cut = truncateToTokens(inv.body, budget.perSkill, counter)!;
        content = cut.content;
        cutAt = cut.cutAt;
        tokens = counter.count(content);
      }
    }
    if (total + tokens > budget.total) {
      skills.push({
        name: inv.name,
        step: inv.step,
        ...(inv.agent ? { agent: inv.agent } : {}),
        status: "dropped",
        tokens: 0,
        triedTokens: tokens,
        originalTokens,
        lostTokens: originalTokens,
        content: "",
        reason: `over budget: ${fmt(tokens)} more would make ${fmt(total + tokens)} of ${fmt(budget.total)}`,
        runningTotal: total,
      });
      continue;
    }
    total += tokens;
    skills.push({
      name: inv.name,
      step: inv.step,
      ...(inv.agent ? { agent: inv.agent } : {}),
      status,
      tokens,
      triedTokens: tokens,
      originalTokens,
      lostTokens: status === "truncated" ? Math.max(0, originalTokens - tokens) : 0,
      ...(cutAt !== undefined ? { cutAt } : {}),
      content,
      reason:
        status === "truncated"
          ? `cut to its first ${fmt(budget.perSkill)} tokens (of ${fmt(originalTokens)})`
          : `whole (${fmt(originalTokens)} ≤ ${fmt(budget.perSkill)})`,
      runningTotal: total,
    });
  }
  return { estimator: counter.estimator, budget, skills, totalTokens: total };
}

const fmt = (n: number) => n.toLocaleString("en-US");

export interface LostSection {
  line: number;
  text: string;
  kind: "heading" | "rule";
}

const RULE = /\b(never|do not|don't|must not|must|always|forbidden|prohibited|avoid)\b|금지|하지\s*마|하지\s*않|절대|반드시/i;

/** Headings and rule-like lines that fall after the cut: what the model no longer sees. */
export function lostAfterCut(body: string, cutAt: number): LostSection[] {
  const out: LostSection[] = [];
  let offset = 0;
  let fenced = false;
  const lines = body.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const end = offset + line.length;
    // a "# comment" inside a fenced code block is code, not a heading of the skill
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    else if (end > cutAt && line.trim() && !fenced) {
      if (/^#{1,6}\s/.test(line)) out.push({ line: i + 1, text: line.trim(), kind: "heading" });
      else if (RULE.test(line)) out.push({ line: i + 1, text: line.trim(), kind: "rule" });
    }
    offset = end + 1;
  }
  return out;
}
