// Re-attachment of invoked skills after a compaction (rules.md#reattachment-skills). As recorded
// sessions of Claude Code 2.1.109 to 2.1.126 show it (docs/versions.md): the most recent
// invocation of each skill, most recent first, its content the body record word for word (the
// "Base directory for this skill:" line included); each cut to 5,000 tokens counted as
// characters / 4, so a cut entry is exactly 20,000 characters (19,900 of the content and the
// 100-character marker); added while the running total stays at or under 25,000 (the total and
// the dropping come from the docs alone: no recording had more than two skills). A skill that does
// not fit is skipped whole and older, smaller ones are still tried. Nothing warns the user: this
// makes it visible.
import type { Estimator } from "../model";
import type { TextCounter } from "../tokens/estimators";

export const TRUNCATION_MARKER = "\n\n[... skill content truncated for compaction; use Read on the skill path if you need the full text]";

/** Characters a token for this rule: Claude Code sizes re-attached skills at characters / 4, whatever the tokenizer. */
export const SKILL_CHARS_PER_TOKEN = 4;

/** Claude Code's own size of a text for this rule (roughTokenCountEstimation). */
export const ruleTokens = (text: string): number => Math.round(text.length / SKILL_CHARS_PER_TOKEN);

export interface ReattachBudget {
  /** per skill, tokens (5,000) */
  perSkill: number;
  /** all re-attached skills together, tokens (25,000) */
  total: number;
}

export const DEFAULT_REATTACH: ReattachBudget = { perSkill: 5_000, total: 25_000 };

export interface InvokedSkill {
  name: string;
  /** what the invocation put in the context: the body record's whole text ("Base directory..." line included) */
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
  /** tokens re-attached (0 when dropped), by the estimator the result names */
  tokens: number;
  /** tokens it asked for when tried: its size after the per-skill cut, marker included */
  triedTokens: number;
  /** tokens of the whole body */
  originalTokens: number;
  /** the tokens a truncated or dropped skill loses */
  lostTokens: number;
  /** characters re-attached, marker included (0 when dropped): what a recording's entry measures */
  chars: number;
  /** characters of the whole body */
  originalChars: number;
  /** character offset in the body where the cut falls (truncated only) */
  cutAt?: number;
  /** the text re-attached, marker included */
  content: string;
  reason: string;
  /** running total after this skill, in re-attachment order, in the rule's own count (characters / 4) */
  runningTotal: number;
}

export interface ReattachResult {
  estimator: Estimator;
  budget: ReattachBudget;
  skills: ReattachedSkill[];
  /** tokens re-attached, by the estimator */
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
 * Cuts a skill's content to `maxTokens` of the rule's own count: over maxTokens * 4 characters,
 * its first maxTokens * 4 - 100 characters and the marker. Null when it fits whole.
 */
export function cutSkill(content: string, maxTokens: number): { content: string; cutAt: number } | null {
  if (ruleTokens(content) <= maxTokens) return null;
  const cutAt = Math.max(0, maxTokens * SKILL_CHARS_PER_TOKEN - TRUNCATION_MARKER.length);
  return { content: content.slice(0, cutAt) + TRUNCATION_MARKER, cutAt };
}

/** One invocation through the per-skill cut: what it asks for, in the rule's count and the estimator's. */
function sized(inv: InvokedSkill, counter: TextCounter, perSkill: number) {
  if (inv.tokens !== undefined) {
    // an explicit size (scenario files): the rule's count is that size, the shown body is cut in proportion
    const over = inv.tokens > perSkill;
    const cutAt = over ? Math.floor((inv.body.length * perSkill) / inv.tokens) : undefined;
    const content = cutAt === undefined ? inv.body : inv.body.slice(0, cutAt) + TRUNCATION_MARKER;
    const t = over ? perSkill : inv.tokens;
    return { content, cutAt, rule: t, tokens: t, original: inv.tokens };
  }
  const cut = cutSkill(inv.body, perSkill);
  const content = cut ? cut.content : inv.body;
  const original = counter.count(inv.body);
  return { content, cutAt: cut?.cutAt, rule: ruleTokens(content), tokens: cut ? counter.count(content) : original, original };
}

export function reattachSkills(
  invocations: InvokedSkill[],
  counter: TextCounter,
  budget: ReattachBudget = DEFAULT_REATTACH,
): ReattachResult {
  const skills: ReattachedSkill[] = [];
  let ruleTotal = 0;
  let total = 0;
  for (const inv of latestInvocations(invocations)) {
    const s = sized(inv, counter, budget.perSkill);
    const who = { name: inv.name, step: inv.step, ...(inv.agent ? { agent: inv.agent } : {}) };
    if (ruleTotal + s.rule > budget.total) {
      skills.push({
        ...who,
        status: "dropped",
        tokens: 0,
        triedTokens: s.tokens,
        originalTokens: s.original,
        lostTokens: s.original,
        chars: 0,
        originalChars: inv.body.length,
        content: "",
        reason: `dropped: ${fmt(s.rule)} more would make ${fmt(ruleTotal + s.rule)} of the ${fmt(budget.total)} budget`,
        runningTotal: ruleTotal,
      });
      continue;
    }
    ruleTotal += s.rule;
    total += s.tokens;
    const cut = s.cutAt !== undefined;
    skills.push({
      ...who,
      status: cut ? "truncated" : "kept",
      tokens: s.tokens,
      triedTokens: s.tokens,
      originalTokens: s.original,
      lostTokens: cut ? Math.max(0, s.original - s.tokens) : 0,
      chars: s.content.length,
      originalChars: inv.body.length,
      ...(cut ? { cutAt: s.cutAt } : {}),
      content: s.content,
      reason: cut
        ? `cut at character ${fmt(s.cutAt!)} of ${fmt(inv.body.length)} (over ${fmt(budget.perSkill)} tokens at characters / 4)`
        : `whole (${fmt(inv.body.length)} characters, at most ${fmt(budget.perSkill * SKILL_CHARS_PER_TOKEN)})`,
      runningTotal: ruleTotal,
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

export const RULE = /\b(never|do not|don't|must not|must|always|forbidden|prohibited|avoid)\b|금지|하지\s*마|하지\s*않|절대|반드시/i;

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
