// Message groups and the cut invariants of rules.md#message-groups, on any list of context items.
import type { Block, Event } from "../model";

/** What the cut rules need to know about one item of the context. */
export interface CutItem {
  /** assistant records only: message.id (streaming splits share it) */
  messageId?: string;
  isAssistant: boolean;
  /** ids of the tool_use blocks this item holds */
  toolUseIds: readonly string[];
  /** tool_use ids answered by the tool_result blocks this item holds */
  toolResultIds: readonly string[];
}

const NONE: readonly string[] = [];

export function cutItemOf(ev: Event | undefined): CutItem {
  if (!ev) return { isAssistant: false, toolUseIds: NONE, toolResultIds: NONE };
  let uses: string[] | undefined;
  let results: string[] | undefined;
  for (const b of ev.blocks as Block[]) {
    if (b.type === "tool_use" && b.id) (uses ??= []).push(b.id);
    else if (b.type === "tool_result" && b.toolUseId) (results ??= []).push(b.toolUseId);
  }
  return {
    isAssistant: ev.kind === "assistant",
    ...(ev.kind === "assistant" && ev.messageId !== undefined ? { messageId: ev.messageId } : {}),
    toolUseIds: uses ?? NONE,
    toolResultIds: results ?? NONE,
  };
}

/**
 * Claude Code's adjustIndexToPreserveAPIInvariants: moves `cut` (the index of the first kept item)
 * earlier until
 *  1. every tool_result in the kept tail has its tool_use kept, and
 *  2. every kept assistant record has its earlier streaming siblings (same message.id) kept.
 * Only items at or after `floor` (the first item after the last compact boundary) are considered.
 * One backward pass: moving the cut adds items whose own needs are checked as the pass goes on.
 */
export function adjustIndexToPreserveAPIInvariants(items: readonly CutItem[], cut: number, floor = 0): number {
  const n = items.length;
  floor = Math.max(0, Math.min(floor, n));
  let c = Math.max(floor, Math.min(cut, n));
  if (c >= n) return c;
  const useAt = new Map<string, number>();
  const firstOf = new Map<string, number>();
  for (let i = floor; i < n; i++) {
    const it = items[i];
    for (const id of it.toolUseIds) if (!useAt.has(id)) useAt.set(id, i);
    if (it.isAssistant && it.messageId !== undefined && !firstOf.has(it.messageId)) firstOf.set(it.messageId, i);
  }
  for (let i = n - 1; i >= c; i--) {
    const it = items[i];
    for (const id of it.toolResultIds) {
      const u = useAt.get(id);
      if (u !== undefined && u < c) c = u;
    }
    if (it.isAssistant && it.messageId !== undefined) {
      const f = firstOf.get(it.messageId)!;
      if (f < c) c = f;
    }
  }
  return c;
}

/** True when the kept tail items[cut..] breaks neither invariant (for tests and assertions). */
export function cutIsValid(items: readonly CutItem[], cut: number, floor = 0): boolean {
  const kept = new Set<string>();
  const keptMsg = new Set<string>();
  for (let i = cut; i < items.length; i++) {
    for (const id of items[i].toolUseIds) kept.add(id);
  }
  for (let i = floor; i < cut; i++) {
    const it = items[i];
    if (it.isAssistant && it.messageId !== undefined) keptMsg.add(it.messageId);
  }
  const before = new Set<string>();
  for (let i = floor; i < cut; i++) for (const id of items[i].toolUseIds) before.add(id);
  for (let i = cut; i < items.length; i++) {
    const it = items[i];
    for (const id of it.toolResultIds) if (before.has(id) && !kept.has(id)) return false;
    // an assistant record kept while an earlier split of the same response is cut away
    if (it.isAssistant && it.messageId !== undefined && keptMsg.has(it.messageId)) return false;
  }
  return true;
}

/**
 * API rounds (rules.md#message-groups) of a list of items: a group starts at an assistant item whose message.id
 * differs from the previous assistant item's; items before the first assistant form group 0.
 * Returns the start index of each group.
 */
export function groupStarts(items: readonly CutItem[]): number[] {
  const starts: number[] = items.length ? [0] : [];
  let last: string | undefined;
  let seenAssistant = false;
  for (let i = 0; i < items.length; i++) {
    const it = items[i];
    if (!it.isAssistant) continue;
    if (i > 0 && (!seenAssistant || it.messageId === undefined || it.messageId !== last)) starts.push(i);
    seenAssistant = true;
    last = it.messageId;
  }
  return starts;
}
