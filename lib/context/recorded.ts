// The context as the transcript records it, at every step: which events are live (after the last
// compact boundary), their estimated size by category, and the ground truth of recorded usage.
// Prefix sums make any step O(categories), so scrubbing over 100,000 events costs the same as 10.
import { CATEGORIES, usageInput, usageTotal, type Category, type Estimator, type Event, type Session } from "../model";
import type { Compaction, RecordedCompaction, Trigger } from "./sim-types";
import { CATEGORY_INDEX, NC, type TokenTable } from "../tokens/count";
import { unrecordedPrefix, type UnrecordedPrefix } from "./unrecorded-prefix";
import { firstStream, streamAt, streamOf, type Stream, type StreamFigure } from "./model-stream-overhead";

const isErrorUsage = (ev: Event) =>
  ev.kind === "api-error" || ev.extra.isApiErrorMessage === true || (ev.usage !== undefined && usageTotal(ev.usage) === 0);

export interface RecordedTimeline {
  estimator: Estimator;
  n: number;
  /** prefix[c * (n + 1) + i] = tokens of category c in events [0, i) */
  prefix: Float64Array;
  /** index of the first live event at step i (after the last compact boundary at or before i) */
  liveStart: Int32Array;
  /** index of the last event at or before i with counted usage in the live region, or -1 */
  lastUsage: Int32Array;
  /** tokens of startup items by category (system prompt, tools, memory, listing) */
  startupByCategory: Float64Array;
  /**
   * JSONL transcripts do not record the system prompt and tool definitions. When `auto`, they are
   * inferred from the first recorded usage: total minus the estimate of the messages before it; the
   * file's first stream starts on it (`streams`).
   */
  overhead: { tokens: number; source: "startup" | "given" | "inferred" | "none"; atEvent?: number };
  /**
   * where inferred, the system prompt + tools of each model stream as the walk took them
   * (model-stream-overhead.ts): a step carries the figure in effect at it; empty otherwise
   */
  streams: StreamFigure[];
  /** the usage points a stream's figure was inferred from (exact by construction, like the first) */
  inferredAt: number[];
  /**
   * a file that starts mid-conversation (unrecorded-prefix.ts): the part of the first request beyond
   * the system prompt + tools, counted as conversation until the first compaction; `overhead`
   * holds the rest
   */
  unrecordedPrefix: UnrecordedPrefix;
  /** the first step the earlier conversation is gone at: the first compaction, recorded or implied */
  prefixUntil: number;
  /** estimate vs recorded usage at each counted usage point */
  accuracy: UsagePoint[];
}

export interface UsagePoint {
  event: number;
  recorded: number;
  estimated: number;
}

export interface RecordedSnapshot {
  step: number;
  estimator: Estimator;
  liveStart: number;
  byCategory: Record<Category, number>;
  /** estimated context at this step: startup (or inferred overhead) + live events */
  estimated: number;
  /** recorded usage of the last response at or before this step, plus an estimate of what followed */
  recorded: { tokens: number; usageTokens: number; atEvent: number; estimatedAfter: number } | null;
  /** the best figure: recorded when there is one, else the estimate */
  tokens: number;
  source: "recorded usage" | Estimator;
}

export interface TimelineOptions {
  /** tokens for the system prompt + tools when the input does not say; "auto" infers from usage */
  overhead?: "auto" | number;
  /** the first event the measure of an earlier conversation may not read (a what-if's fork) */
  upTo?: number;
}

export function buildRecordedTimeline(session: Session, table: TokenTable, opts: TimelineOptions = {}): RecordedTimeline {
  const events = session.events;
  const n = events.length;
  const prefix = new Float64Array(NC * (n + 1));
  for (let c = 0; c < NC; c++) {
    const row = c * (n + 1);
    for (let i = 0; i < n; i++) prefix[row + i + 1] = prefix[row + i] + table.byCategory[i * NC + c];
  }
  const liveStart = new Int32Array(n);
  const lastUsage = new Int32Array(n);
  let live = 0;
  let usageAt = -1;
  // A usage drop with no boundary (impliedCompactions) restarts the count too: the records after the
  // last response before the drop are what the new context holds; everything earlier was compacted.
  const implied = impliedCompactions(session);
  let afterResponse = 0;
  for (let i = 0; i < n; i++) {
    const ev = events[i];
    if (ev.kind === "compact-boundary") {
      live = i;
      usageAt = -1;
    } else if (implied.has(i)) {
      live = afterResponse;
      usageAt = -1;
    }
    if (ev.kind === "assistant") afterResponse = i + 1;
    if (ev.usage && ev.usageCounted) usageAt = i;
    liveStart[i] = live;
    lastUsage[i] = usageAt;
  }

  const startupByCategory = new Float64Array(NC);
  session.startup.forEach((s, k) => (startupByCategory[CATEGORY_INDEX[s.category]] += table.startup[k] ?? 0));
  const startupTotal = startupByCategory.reduce((a, b) => a + b, 0);

  const sumLive = (from: number, toExclusive: number) => {
    let s = 0;
    for (let c = 0; c < NC; c++) s += prefix[c * (n + 1) + toExclusive] - prefix[c * (n + 1) + from];
    return s;
  };

  let overhead: RecordedTimeline["overhead"] = { tokens: 0, source: "none" };
  let earlier: UnrecordedPrefix | null = null;
  if (startupTotal > 0) overhead = { tokens: startupTotal, source: "startup" };
  else if (typeof opts.overhead === "number") overhead = { tokens: opts.overhead, source: "given" };
  else {
    const first = events.findIndex((e) => e.usage && e.usageCounted);
    if (first >= 0) {
      const est = sumLive(liveStart[first], first + 1);
      const inferred = Math.max(0, usageTotal(events[first].usage!) - est);
      earlier = unrecordedPrefix(session, table, inferred, opts.upTo);
      overhead = { tokens: inferred - earlier.tokens, source: "inferred", atEvent: first };
    }
  }

  // with no inferred overhead there is nothing to size, but the file's restarts are still listed
  earlier ??= unrecordedPrefix(session, table, 0, 0);
  // the earlier conversation is in every request until the first compaction summarises it
  let prefixUntil = events.findIndex((e) => e.kind === "compact-boundary");
  if (prefixUntil < 0) prefixUntil = n;
  for (let i = 0; i < prefixUntil; i++) if (liveStart[i] > 0) prefixUntil = i;
  // the figure of each model stream, taken as the simulation's walk takes it (rules.md#model-streams)
  const streams = overhead.source === "inferred" ? firstStream(session, { tokens: overhead.tokens, source: "inferred" }) : null;
  let system = streams?.start ?? overhead.tokens;
  const accuracy: UsagePoint[] = [];
  for (let i = 0; i < n; i++) {
    const ev = events[i];
    if (!ev.usage || !ev.usageCounted) continue;
    const rest = (i < prefixUntil ? earlier.tokens : 0) + sumLive(liveStart[i], i + 1);
    if (streams && streamOf(ev.model) && usageTotal(ev.usage) > 0 && !isErrorUsage(ev)) {
      // past a what-if's fork the recording may not be read: a new stream takes the usual size
      const readable = opts.upTo === undefined || i < opts.upTo;
      system = streams.at(ev.model, i, readable ? usageTotal(ev.usage) - rest : null) ?? system;
    }
    accuracy.push({ event: i, recorded: usageTotal(ev.usage), estimated: system + rest });
  }

  return {
    estimator: table.estimator,
    n,
    prefix,
    liveStart,
    lastUsage,
    startupByCategory,
    overhead,
    unrecordedPrefix: earlier,
    prefixUntil,
    accuracy,
    streams: streams?.taken ?? [],
    inferredAt: streams?.inferredAt.filter((e) => e !== overhead.atEvent) ?? [],
  };
}

/**
 * The start of a simulation of a recording (run.ts): the system prompt + tools inferred from the
 * first recorded usage, and an earlier conversation the file does not hold, read from before
 * `upTo` only. A session with startup items states its own (their size is in the items).
 */
export function inferredStart(
  session: Session,
  table: TokenTable,
  upTo: number | undefined,
): { overhead: { tokens: number; source: "startup" | "inferred" | "none" }; unrecordedPrefix: UnrecordedPrefix } {
  const none = () => unrecordedPrefix(session, table, 0, 0);
  if (session.startup.length) return { overhead: { tokens: 0, source: "startup" }, unrecordedPrefix: none() };
  if (!session.events.some((e) => e.usage && e.usageCounted)) return { overhead: { tokens: 0, source: "none" }, unrecordedPrefix: none() };
  const t = buildRecordedTimeline(session, table, { upTo });
  // the timeline sized nothing (no overhead inferred): its prefix is already the unsized one
  if (t.overhead.source !== "inferred") return { overhead: { tokens: 0, source: "none" }, unrecordedPrefix: t.unrecordedPrefix };
  return { overhead: { tokens: t.overhead.tokens, source: "inferred" }, unrecordedPrefix: t.unrecordedPrefix };
}

export function recordedSnapshot(t: RecordedTimeline, session: Session, step: number): RecordedSnapshot {
  const n = t.n;
  const i = Math.max(0, Math.min(n - 1, step));
  const from = n ? t.liveStart[i] : 0;
  const byCategory = {} as Record<Category, number>;
  let estimated = 0;
  CATEGORIES.forEach((c, k) => {
    const live = n ? t.prefix[k * (n + 1) + i + 1] - t.prefix[k * (n + 1) + from] : 0;
    byCategory[c] = live + t.startupByCategory[k];
    estimated += byCategory[c];
  });
  // startup items are already in their categories; a given or inferred overhead is not
  if (t.overhead.source === "inferred" || t.overhead.source === "given") {
    const system = streamAt(t.streams, i)?.tokens ?? t.overhead.tokens;
    byCategory.system += system;
    estimated += system;
  }
  // until its first compaction, an earlier conversation the file does not hold (Other), or a first
  // request smaller than the system prompt + tools after it (unrecorded-prefix.ts)
  if (t.unrecordedPrefix.tokens !== 0 && i < t.prefixUntil) {
    if (t.unrecordedPrefix.tokens > 0) byCategory.other += t.unrecordedPrefix.tokens;
    else byCategory.system += t.unrecordedPrefix.tokens;
    estimated += t.unrecordedPrefix.tokens;
  }
  let recorded: RecordedSnapshot["recorded"] = null;
  const u = n ? t.lastUsage[i] : -1;
  if (u >= 0) {
    const usageTokens = usageTotal(session.events[u].usage!);
    let after = 0;
    for (let k = 0; k < NC; k++) after += t.prefix[k * (n + 1) + i + 1] - t.prefix[k * (n + 1) + u + 1];
    recorded = { tokens: usageTokens + after, usageTokens, atEvent: u, estimatedAfter: after };
  }
  return {
    step: i,
    estimator: t.estimator,
    liveStart: from,
    byCategory,
    estimated,
    recorded,
    tokens: recorded ? recorded.tokens : estimated,
    source: recorded ? "recorded usage" : t.estimator,
  };
}

/**
 * The usage points an estimate is judged on: not the first when the system prompt and tools were
 * inferred from it, nor a later stream's first (model-stream-overhead.ts), nor the request the
 * earlier conversation was measured on (unrecorded-prefix.ts): each is exact by construction.
 */
export function scoredPoints(t: RecordedTimeline): UsagePoint[] {
  const pts = t.overhead.source === "inferred" ? t.accuracy.slice(1) : t.accuracy;
  const exact = new Set(t.inferredAt);
  const measured = t.unrecordedPrefix.measured?.event;
  if (measured !== undefined) exact.add(measured);
  return exact.size ? pts.filter((p) => !exact.has(p.event)) : pts;
}

/** Mean absolute percentage error of the estimate against recorded usage (points after the first). */
export function estimateError(t: RecordedTimeline): { points: number; meanAbsPct: number; meanPct: number } | null {
  const pts = scoredPoints(t);
  const valid = pts.filter((p) => p.recorded > 0);
  if (!valid.length) return null;
  let abs = 0;
  let signed = 0;
  for (const p of valid) {
    const e = (p.estimated - p.recorded) / p.recorded;
    abs += Math.abs(e);
    signed += e;
  }
  return { points: valid.length, meanAbsPct: (abs / valid.length) * 100, meanPct: (signed / valid.length) * 100 };
}

// ---------------------------------------------------------------------------------------------
// Implied compactions and the one-to-one pairing of recorded and simulated compactions.

/** A drop of recorded usage larger than this share, and than IMPLIED_MIN_TOKENS, with no boundary between, is a compaction. */
export const IMPLIED_DROP_SHARE = 0.5;
export const IMPLIED_MIN_TOKENS = 20_000;

/**
 * Compactions the recording implies without a boundary record (e.g. usage 170,000 then 12,000),
 * between two requests of one model stream: keyed by the first record of the response whose input shows the drop, with the usage before
 * (pre) and that response's input (post).
 */
export function impliedCompactions(session: Session): Map<number, { pre: number; post: number }> {
  const out = new Map<number, { pre: number; post: number }>();
  const events = session.events;
  let prev: number | null = null;
  let prevStream: Stream | null = null;
  let boundary = false;
  const firstOf = new Map<string, number>();
  for (const ev of events) {
    if (ev.kind === "compact-boundary" || ev.kind === "microcompact-boundary") boundary = true;
    if (ev.kind !== "assistant") continue;
    const id = ev.messageId ?? `#${ev.i}`;
    if (!firstOf.has(id)) firstOf.set(id, ev.i);
    if (!ev.usage || !ev.usageCounted || isErrorUsage(ev)) continue;
    const input = usageInput(ev.usage);
    // where the model's stream changes, a drop is the other stream's system prompt + tools
    // (rules.md#model-streams): Haiku's can be 140,000 tokens over Sonnet's in the same state
    const stream = streamOf(ev.model);
    const sameStream = !stream || !prevStream || stream === prevStream;
    if (prev !== null && !boundary && sameStream && prev - input > IMPLIED_MIN_TOKENS && input < prev * (1 - IMPLIED_DROP_SHARE)) {
      out.set(firstOf.get(id)!, { pre: prev, post: input });
    }
    prev = usageTotal(ev.usage);
    prevStream = stream ?? prevStream;
    boundary = false;
  }
  return out;
}

/** Simulated triggers as a recording names them: a 413's compaction is recorded as auto. */
const triggerClass = (t: Trigger): "auto" | "manual" | null =>
  t === "auto" || t === "prompt-too-long" ? "auto" : t === "manual" || t === "context-command" ? "manual" : null;

const isBig = (c: Compaction) =>
  (c.tier === "session-memory" || c.tier === "full" || c.tier === "reactive") &&
  c.failure !== "prompt-too-long" &&
  c.failure !== "nothing-to-compact";
const isMicro = (c: Compaction) => c.tier === "microcompact-time" || c.tier === "microcompact-cache";

/**
 * Pairs each recorded compaction with at most one simulated one and back (rules.md#fidelity):
 * a candidate has the same kind (compaction / microcompaction) and trigger and lies after the
 * previous recorded one of that kind and before the next; among candidates the nearest in API
 * rounds wins (then the earlier). Fills `match` on each recorded compaction and returns the
 * simulated compactions left unpaired (extra). Token differences compare like with like:
 * tokens before with preTokens, the message list after with postTokens.
 */
export function pairCompactions(recorded: RecordedCompaction[], compactions: readonly Compaction[]): number[] {
  const used = new Set<number>();
  for (const kind of ["compact", "microcompact"] as const) {
    const recs = recorded.filter((r) => r.kind === kind);
    const sims = compactions.filter(kind === "compact" ? isBig : isMicro);
    recs.forEach((r, k) => {
      const lo = k > 0 ? recs[k - 1].step : -Infinity;
      const hi = k + 1 < recs.length ? recs[k + 1].step : Infinity;
      let best: Compaction | null = null;
      for (const c of sims) {
        if (used.has(c.index) || c.step <= lo || c.step >= hi) continue;
        if (kind === "compact" && triggerClass(c.trigger) !== r.trigger) continue;
        if (!best || Math.abs(c.round - r.round) < Math.abs(best.round - r.round)) best = c;
      }
      r.match = null;
      if (!best) return;
      used.add(best.index);
      r.match = {
        compaction: best.index,
        step: best.step,
        tier: best.tier,
        stepDiff: best.step - r.step,
        roundDiff: best.round - r.round,
        tokenDiff: r.preTokens !== undefined ? Math.round(best.tokensBefore - r.preTokens) : null,
        tokenAfterDiff: r.postTokens !== undefined ? Math.round(best.messagesAfter - r.postTokens) : null,
      };
    });
  }
  return compactions.filter((c) => (isBig(c) || isMicro(c)) && !used.has(c.index)).map((c) => c.index);
}
