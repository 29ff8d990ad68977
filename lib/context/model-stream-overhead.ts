// The system prompt + tools are a size per model stream (rules.md#model-streams). A JSONL file does
// not record them; they are inferred from a request's usage less the estimate of everything else
// its context holds (recorded.ts at the file's first request). That size depends on the model,
// likely the tool definitions Claude Code defers for Sonnet and Opus and sends Haiku whole: one
// repository of the tune set sends Haiku about 168,000 tokens and Sonnet or Opus 23,000 to 60,000
// in the same state (docs/versions.md#model-streams). So a file whose main chain moves between
// Haiku and another model carries one figure per stream, Haiku or the rest. Sonnet and Opus share
// one: within a file their figures sit close, and a figure inferred where the model changes
// mid-conversation is as often further off than the other model's. A stream's figure is inferred
// at its first request the walk may read; a stream with none yet (a what-if after its fork) or
// whose request implies 0 or less takes the usual size of the file's version, labelled as such:
// never 0.
import { usageInput, usageTotal, type Session } from "../model";
import { isSyntheticModel } from "../transcripts/record-types";
import type { Run } from "./run";
import { freshOverhead } from "./unrecorded-prefix";

/** The streams a file's requests fall into: Haiku, and the other models, whose figures sit close within a file. */
export type Stream = "haiku" | "other";

/** The stream of a response's model; null for a name that answers no request (Claude Code's own "<synthetic>"). */
export function streamOf(model: string | null | undefined): Stream | null {
  if (!model || isSyntheticModel(model)) return null;
  return /haiku/i.test(model) ? "haiku" : "other";
}

/** One figure the walk took: from `event` on, requests of `stream` carry `tokens` of system prompt + tools. */
export interface StreamFigure {
  stream: Stream;
  /** the model whose response it was taken at */
  model: string;
  event: number;
  tokens: number;
  /**
   * inferred from a request of this stream; or the usual size of the file's version: no request of
   * the stream could be read (after a what-if's fork), or the one read implied 0 or less
   */
  source: "inferred" | "usual";
}

/** The figures of one walk, stream by stream: `at` is asked at each response the walk meets. */
export class ModelStreams {
  private readonly known = new Map<Stream, { tokens: number; source: StreamFigure["source"] }>();
  private current: Stream | null = null;
  /** every change of figure, in walk order, the file's first stream first */
  readonly taken: StreamFigure[] = [];
  /** the responses a figure was inferred from, the first stream's first (exact by construction there) */
  readonly inferredAt: number[] = [];

  /**
   * `first`: the model of the file's first request, where the first figure was inferred (recorded.ts);
   * `readBefore`: a what-if's fork, from which on no record is read to size a stream
   */
  constructor(
    private readonly usual: number,
    first: { model: string; tokens: number; event: number } | null,
    readonly readBefore = Infinity,
  ) {
    const stream = streamOf(first?.model);
    if (!first || !stream) return;
    const source = first.tokens > 0 ? "inferred" : "usual";
    this.known.set(stream, { tokens: source === "inferred" ? first.tokens : usual, source });
    this.current = stream;
    this.taken.push({ stream, model: first.model, event: first.event, ...this.known.get(stream)! });
    if (source === "inferred") this.inferredAt.push(first.event);
  }

  /** The figure the walk starts on: the first request's, or the usual size where it implied none. */
  get start(): number | null {
    return this.taken[0]?.tokens ?? null;
  }

  /** Whether the walk has a figure for the stream of `model` already. */
  knows(model: string | undefined): boolean {
    const stream = streamOf(model);
    return stream !== null && this.known.has(stream);
  }

  /**
   * The figure a response of `model` at `event` carries. `implied`: what its recorded count says of
   * the system prompt + tools (its count less everything else the context holds), or null when the
   * walk may not read it (after a what-if's fork). Null when the model names no stream.
   */
  at(model: string | undefined, event: number, implied: number | null): number | null {
    const stream = streamOf(model);
    if (!stream) return null;
    let k = this.known.get(stream);
    // an implied figure of 0 or less is an estimate over the request (records repeated, a summary
    // counted high), not a measure: no system prompt is that small
    if ((!k || k.source === "usual") && implied !== null && implied > 0) {
      k = { tokens: Math.round(implied), source: "inferred" };
      this.inferredAt.push(event);
    }
    k ??= { tokens: this.usual, source: "usual" };
    const changed = stream !== this.current || k.tokens !== this.known.get(stream)?.tokens;
    this.known.set(stream, k);
    this.current = stream;
    if (changed) this.taken.push({ stream, model: model!, event, ...k });
    return k.tokens;
  }
}

/** The figure in effect at `step`: the last one taken at or before it (the first before any). */
export function streamAt(taken: readonly StreamFigure[], step: number): StreamFigure | null {
  let here: StreamFigure | null = taken[0] ?? null;
  for (const f of taken) if (f.event <= step) here = f;
  return here;
}

/** What the walk calls a stream on screen. */
export const STREAM_LABEL: Record<Stream, string> = { haiku: "Haiku", other: "Sonnet, Opus and other models" };

/**
 * The figure each stream ended on, when the walk took more than one stream at different sizes
 * (the fidelity report and the Context tab say so); null when one size served every request.
 */
export function differingStreams(taken: readonly StreamFigure[]): Pick<StreamFigure, "stream" | "tokens" | "source">[] | null {
  const sizes = streamSizes(taken).map(({ stream, tokens, source }) => ({ stream, tokens, source }));
  return sizes.length > 1 && sizes.some((f) => f.tokens !== sizes[0].tokens) ? sizes : null;
}

/**
 * The figure each stream ended on, in the order the walk met the streams, each with the event it
 * was taken at (a return to a stream takes nothing new: the event is still where it was sized).
 */
export function streamSizes(taken: readonly StreamFigure[]): StreamFigure[] {
  const last = new Map<Stream, StreamFigure>();
  for (const f of taken) {
    const had = last.get(f.stream);
    if (!had || had.tokens !== f.tokens || had.source !== f.source) last.set(f.stream, f);
  }
  return [...last.values()];
}

/** The streams of a walk of `session`: the first starts on the figure inferred at the file's first request. */
export function firstStream(session: Session, overhead: Run["overhead"], forkAt?: number): ModelStreams {
  const usual = freshOverhead(session.meta.version);
  const first = session.events.find((e) => e.usage && e.usageCounted && usageTotal(e.usage) > 0 && streamOf(e.model));
  if (overhead.source !== "inferred" || !first) return new ModelStreams(usual, null, forkAt);
  return new ModelStreams(usual, { model: first.model!, tokens: overhead.tokens, event: first.i }, forkAt);
}

/**
 * At a response (append.ts), before the meter anchors on it: the system prompt + tools of its
 * model's stream. While the walk follows the recording, the response's count says (the records
 * of a response before its counted one wait for it); after a fork, the figure the stream had, or
 * the usual size. Only where the size was inferred: a scenario states its own.
 */
export function takeStream(run: Run, i: number): void {
  const ev = run.events[i];
  if (ev.kind !== "assistant" || run.overhead.source !== "inferred") return;
  const count = run.recordedCount(i);
  if (run.inSync && count === null) return;
  carryStream(run, ev.model, i, count === null ? null : impliedBy(run, count));
}

/**
 * At a new request, before it is sent (walk-events.ts): the request carries its model's figure, so
 * its input and the auto-compact check before it are its stream's (back on Haiku after Sonnet,
 * Haiku's). A stream first met is sized here, from the input its response records for this very
 * request, so the meter at the step and the request the panel shows agree; after a what-if's fork
 * it takes the usual size from the request on. Where the response cannot be read cleanly (records
 * that are not its own lie before its counted one in a what-if, or the counted one lies past the
 * fork), the stream is sized at its response (takeStream).
 */
export function enterStream(run: Run, i: number): void {
  const model = run.events[i].model;
  if (run.overhead.source !== "inferred" || !streamOf(model)) return;
  let implied: number | null = null;
  if (!run.streams.knows(model) && run.inSync) {
    const input = firstRequestInput(run, i);
    if (input === null) return;
    implied = impliedBy(run, input);
  }
  carryStream(run, model, i, implied);
}

/** What a recorded count says of the system prompt + tools: the count less everything else the context holds (the messages, an earlier conversation, startup items). */
function impliedBy(run: Run, count: number): number {
  return count - (run.est() - run.overhead.tokens);
}

/** The walk carries the figure of `model`'s stream from event `i` on (the startup items follow it). */
function carryStream(run: Run, model: string | undefined, i: number, implied: number | null): void {
  const tokens = run.streams.at(model, i, implied);
  if (tokens === null || tokens === run.overhead.tokens) return;
  run.overhead = { tokens, source: "inferred" };
  run.recomputeStartup();
}

/**
 * The input the response to the request at `i` records (its counted record), or null where reading
 * it could read past a what-if's fork: the counted record at or past an explicit fork, or, in a
 * what-if, records of another kind before it (a tool result there may be where the walk forks).
 */
function firstRequestInput(run: Run, i: number): number | null {
  const { events } = run;
  const id = events[i].messageId;
  let j = i;
  if (id !== undefined)
    while (!events[j].usageCounted && j + 1 < events.length) {
      j++;
      if (events[j].messageId !== id && (run.whatIf || events[j].kind === "assistant")) return null;
    }
  if (j >= run.streams.readBefore || events[j].messageId !== id) return null;
  const u = events[j].usage;
  if (!u || !events[j].usageCounted || usageTotal(u) <= 0 || events[j].extra.isApiErrorMessage === true) return null;
  return usageInput(u);
}
