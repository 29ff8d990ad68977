// Token counts of a session under one estimator: per block, per event and per category.
import { CATEGORIES, type Block, type Category, type Estimator, type Event, type Session, type StartupItem } from "../model";
import { safeJson } from "../transcripts/blocks";
import { chars2, type TextCounter } from "./estimators";

/** Claude Code's fixed estimate for an image or a PDF page it cannot see into (IMAGE_MAX_TOKEN_SIZE). */
export const IMAGE_TOKENS = 2_000;

export const CATEGORY_INDEX: Record<Category, number> = Object.fromEntries(CATEGORIES.map((c, i) => [c, i])) as Record<Category, number>;
export const NC = CATEGORIES.length;

export interface TokenTable {
  estimator: Estimator;
  /** tokens per event per category: [event * NC + category] */
  byCategory: Float64Array;
  /** tokens per event */
  perEvent: Float64Array;
  /** tokens per block: blockTokens[blockOffset[event] + k] */
  blockTokens: Float64Array;
  blockOffset: Int32Array;
  /** tokens of each startup item, in Session.startup order */
  startup: number[];
}

const flagCache = new WeakMap<readonly Event[], Uint8Array>();

/**
 * inContext() of every event as one array, made once per event list: a per-row lookup that does
 * not touch the event objects (on a long session they are scattered over a large heap).
 */
export function contextFlags(events: readonly Event[]): Uint8Array {
  let f = flagCache.get(events);
  if (!f) {
    f = Uint8Array.from(events, (ev) => (inContext(ev) ? 1 : 0));
    flagCache.set(events, f);
  }
  return f;
}

/** Records that never reach the model hold no tokens. */
export function inContext(ev: Event): boolean {
  switch (ev.kind) {
    case "user":
    case "tool-result":
    case "assistant":
    case "meta":
    case "skill-body":
    case "compact-summary":
    case "attachment":
      return true;
    default:
      return false;
  }
}

export function blockCategory(ev: Event, b: Block): Category {
  if (b.type === "text" && b.category) return b.category;
  if (ev.category) return ev.category;
  if (ev.kind === "skill-body") return "skills";
  if (ev.kind === "compact-summary") return "summary";
  if (ev.kind === "attachment") return "other";
  switch (b.type) {
    case "thinking":
    case "redacted_thinking":
      return "thinking";
    case "tool_use":
      return "toolUse";
    case "tool_result":
      return "toolResults";
    case "text":
    case "image":
    case "document":
      if (ev.kind === "meta") return "other";
      return ev.role === "assistant" ? "assistantText" : "userText";
    default:
      return "other";
  }
}

const JSON_FILE = /\.(json|jsonl|jsonc)$/i;

export function countBlock(b: Block, counter: TextCounter, jsonFile = false): number {
  if (b.tokens !== undefined) return b.tokens;
  switch (b.type) {
    case "text":
      return counter.count(b.text);
    case "thinking":
      return counter.count(b.thinking);
    case "redacted_thinking":
      // Encrypted thinking still occupies the window; its size is only known from the payload.
      return Math.round(b.data.length / 4);
    case "tool_use":
      return counter.count(b.name) + counter.count(safeJson(b.input));
    case "tool_result": {
      const text = jsonFile && counter.estimator === "chars4" ? chars2(b.content) : counter.count(b.content);
      return text + (b.images ?? 0) * IMAGE_TOKENS;
    }
    case "image":
    case "document":
      return IMAGE_TOKENS;
    case "unknown":
      return counter.count(safeJson(b.raw));
  }
}

export function countStartup(items: StartupItem[], counter: TextCounter): number[] {
  return items.map((s) => s.tokens ?? (s.text ? counter.count(s.text) : 0));
}

export interface CountOptions {
  onProgress?: (fraction: number) => void;
}

export function countSession(session: Session, counter: TextCounter, opts: CountOptions = {}): TokenTable {
  const events = session.events;
  const n = events.length;
  const blockOffset = new Int32Array(n + 1);
  for (let i = 0; i < n; i++) blockOffset[i + 1] = blockOffset[i] + events[i].blocks.length;
  const blockTokens = new Float64Array(blockOffset[n]);
  const byCategory = new Float64Array(n * NC);
  const perEvent = new Float64Array(n);

  // Read results of JSON files count at chars/2 under Claude Code's heuristic.
  const jsonResults = new Set<string>();
  for (const ev of events) {
    for (const b of ev.blocks) {
      if (b.type === "tool_use" && b.name === "Read" && b.input && typeof b.input === "object") {
        const p = (b.input as Record<string, unknown>).file_path;
        if (typeof p === "string" && JSON_FILE.test(p)) jsonResults.add(b.id);
      }
    }
  }

  const totalChars = Math.max(1, session.bytes);
  let doneChars = 0;
  let nextReport = 0.02;
  for (let i = 0; i < n; i++) {
    const ev = events[i];
    if (!inContext(ev)) continue;
    let sum = 0;
    for (let k = 0; k < ev.blocks.length; k++) {
      const b = ev.blocks[k];
      const t = countBlock(b, counter, b.type === "tool_result" && jsonResults.has(b.toolUseId));
      blockTokens[blockOffset[i] + k] = t;
      byCategory[i * NC + CATEGORY_INDEX[blockCategory(ev, b)]] += t;
      sum += t;
      if (opts.onProgress) doneChars += blockChars(b);
    }
    perEvent[i] = sum;
    if (opts.onProgress && doneChars / totalChars >= nextReport) {
      opts.onProgress(Math.min(1, doneChars / totalChars));
      nextReport = doneChars / totalChars + 0.02;
    }
  }
  opts.onProgress?.(1);
  return {
    estimator: counter.estimator,
    byCategory,
    perEvent,
    blockTokens,
    blockOffset,
    startup: countStartup(session.startup, counter),
  };
}

function blockChars(b: Block): number {
  switch (b.type) {
    case "text":
      return b.text.length;
    case "thinking":
      return b.thinking.length;
    case "tool_result":
      return b.content.length;
    default:
      return 64;
  }
}
