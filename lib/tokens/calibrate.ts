// Calibration: recorded usage says exactly how many tokens each request sent, so the difference
// between two consecutive requests' input measures what was appended between them. Setting that
// against the estimate of the same records gives this session's ratio of real tokens to estimate,
// per kind of content where there are enough clean measurements, overall otherwise.
//
// Decisions (rules.md#calibration):
// - Input (input + cache creation + cache read) is used, not the usage total: the output count is
//   a placeholder (1) on many records of some versions, while the next request's input always
//   contains that output.
// - A request is its requestId where the records carry one, else its message id: in 12 tune files
//   (2.0.76 to 2.1.45; 489 of the 495 requests on claude-sonnet-4-6) one request's
//   thinking and text carry different message ids, and measuring between them (a growth of 0)
//   taught a thinking ratio of 0.
// - A measurement spans the records from the first record of response a up to (not including) the
//   first record of response b, and is dropped when a compact boundary, a recorded microcompaction
//   or an API error lies between, or when the real delta is negative.
// - A kind gets its own ratio when at least MIN_PAIRS measurements are >= 80% that kind; CJK text
//   (>= 30% CJK characters) is a kind of its own whatever its category.
// - Thinking and skills (bodies, listings) are kinds of their own: both are prose that chars/4
//   sizes near right (the output count of visible thinking is 1.06 times its estimate; a skill
//   delta 1.0 to 1.6 times), while the overall ratio is set by tool results and calls, JSON and
//   code that chars/4 under-counts. Taking the overall ratio, they came out 1.5 to 1.7 times too
//   big after a what-if's fork (docs/versions.md#whatif-evidence).
// - Hidden thinking: a response whose thinking blocks are empty (only a signature) has thinking
//   of max(0, output_tokens - estimate of its visible output) tokens, unless the output count is a
//   placeholder (<= 1 while the response visibly holds more).
// - Images are sized from their own width and height (image-tokens.ts), known like hidden
//   thinking and the tool-call overhead: out of the estimate the ratio is learnt from, unscaled in
//   the table. Scaled at 2,000 each, they made the ratio of a screenshot session too high.
// - Hidden thinking sized from its signature (hidden-thinking-from-signature.ts) is known rather
//   than estimated: a measurement's ratio is taken over what is left of the real delta once it is
//   taken out, and the calibrated table carries it unscaled. Without that, the ratio learnt before
//   a what-if's fork would carry the hidden thinking of those requests onto every kind of content.
import { usageInput, usageTotal, type Event, type Session } from "../model";
import { blockCategory, CATEGORY_INDEX, NC, type TokenTable } from "./count";
import { eventHiddenThinking, hiddenThinkingTokens } from "./hidden-thinking-from-signature";
import { blockImageTokens, eventImageTokens } from "./image-tokens";
import { skillsRatioWithoutOwn } from "./skills-ratio-without-own";
import { blockToolCallOverhead, eventToolCallOverhead } from "./tool-call-overhead";

export type CalibrationKind = "toolResults" | "toolUse" | "assistantText" | "userText" | "thinking" | "skills" | "cjk";

export const CALIBRATION_KINDS: readonly CalibrationKind[] = [
  "toolResults",
  "toolUse",
  "assistantText",
  "userText",
  "thinking",
  "skills",
  "cjk",
];

export const CALIBRATION_KIND_LABEL: Record<CalibrationKind, string> = {
  toolResults: "tool results",
  toolUse: "tool calls",
  assistantText: "assistant prose",
  userText: "user prose",
  thinking: "thinking",
  skills: "skills",
  cjk: "CJK text",
};

const MIN_PAIRS = 3;
const DOMINANT = 0.8;
const CJK_SHARE = 0.3;
// CJK ideographs, kana, hangul
const CJK = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]/g;

export interface Measurement {
  /** events of the two requests (their first records) */
  from: number;
  to: number;
  real: number;
  estimated: number;
  /**
   * tokens known rather than estimated, part of `real` and not of `estimated`: hidden thinking in
   * the span sized from signatures, the tool results' round-trip overhead (tool-call-overhead.ts)
   * and the images sized from their dimensions (image-tokens.ts)
   */
  hidden: number;
  kind: CalibrationKind | "mixed";
}

export interface Calibration {
  /** measurements taken (clean consecutive pairs) */
  pairs: number;
  /** real / estimate over all measurements; 1 when there were none */
  ratio: number;
  /** per kind, when the data allow */
  byKind: Partial<Record<CalibrationKind, { ratio: number; pairs: number }>>;
  /** responses whose output count is a placeholder, and how many responses had usage */
  placeholderOutputs: number;
  responses: number;
  /** tokens of thinking no estimate can see (empty blocks with a signature), sized from output_tokens */
  hiddenThinking: { responses: number; tokens: number };
  /** mean |estimate - real| / real of the measured deltas, before and after calibration (percent) */
  deltaError: { before: number; after: number } | null;
  measurements: Measurement[];
}

/**
 * isCjk by event: calibrating, scaling the table and the held-out and what-if calibrations of one
 * session ask it of the same events several times, and each answer is a regex over all their text.
 * Events are not changed once read; a share snapshot that drops the text makes new ones.
 */
const cjkOf = new WeakMap<Event, boolean>();

export function isCjk(ev: Event): boolean {
  // a share snapshot drops the text but keeps what it was (lib/share/snapshot.ts)
  if (ev.extra.cjk === true) return true;
  let known = cjkOf.get(ev);
  if (known === undefined) cjkOf.set(ev, (known = cjkText(ev)));
  return known;
}

function cjkText(ev: Event): boolean {
  let chars = 0;
  let cjk = 0;
  for (const b of ev.blocks) {
    const t = b.type === "text" ? b.text : b.type === "tool_result" ? b.content : "";
    chars += t.length;
    cjk += t.match(CJK)?.length ?? 0;
  }
  return chars > 0 && cjk / chars >= CJK_SHARE;
}

/** A response whose output count cannot be what it produced: 0 or 1 while it visibly holds more. */
export function isPlaceholderOutput(ev: Event, visibleTokens: number): boolean {
  return !!ev.usage && ev.usage.output_tokens <= 1 && visibleTokens > 5;
}

const isError = (ev: Event) =>
  ev.kind === "api-error" || ev.extra.isApiErrorMessage === true || (ev.usage !== undefined && usageTotal(ev.usage) === 0);
const inputOf = (ev: Event) => usageInput(ev.usage!);

/** Requests with usage: the first record of each response and the record whose usage counts. */
function requests(events: readonly Event[]): { first: number; counted: number }[] {
  const out: { first: number; counted: number }[] = [];
  const byRequest = new Map<string, { first: number; counted: number }>();
  for (const ev of events) {
    if (ev.kind !== "assistant") continue;
    // One API request is one request even when its records carry different message ids (some
    // 2.1.x files): two of its records are not two requests whose inputs differ by what lies between.
    const id = ev.requestId ? `r:${ev.requestId}` : `m:${ev.messageId ?? `#${ev.i}`}`;
    let r = byRequest.get(id);
    if (!r) byRequest.set(id, (r = { first: ev.i, counted: -1 }));
    if (ev.usage && ev.usageCounted && !isError(ev)) {
      if (r.counted < 0) out.push(r);
      r.counted = ev.i;
    }
  }
  return out;
}

/**
 * Whether a calibration scales the counts: it measured at least one delta (with none its ratio is 1).
 * The meter's source and every label of a simulated count read it, so they say "calibrated" alike.
 */
export const calibrationMeasured = (c: Calibration | null | undefined): boolean => !!c && c.pairs > 0;

export function calibrate(session: Session, table: TokenTable): Calibration {
  const measurements = measure(session.events, table);
  const { ratio, byKind } = ratios(measurements);
  const outputs = outputCounts(session.events, table);
  return {
    pairs: measurements.length,
    ratio,
    byKind,
    placeholderOutputs: outputs.placeholderOutputs,
    responses: outputs.responses,
    hiddenThinking: outputs.hiddenThinking,
    deltaError: deltaError(measurements, ratio, byKind, table.estimator),
    measurements,
  };
}

/** The prose or tool kind holding most of an event's tokens, or null when it holds none of them. */
function largestKind(table: TokenTable, i: number): Exclude<CalibrationKind, "cjk"> | null {
  let best: Exclude<CalibrationKind, "cjk"> | null = null;
  let bestT = 0;
  for (const k of ["toolResults", "toolUse", "assistantText", "userText", "thinking", "skills"] as const) {
    const t = table.byCategory[i * NC + CATEGORY_INDEX[k]];
    if (t > bestT) {
      bestT = t;
      best = k;
    }
  }
  return best;
}

/** One measurement per clean pair of consecutive requests (see the decisions at the top). */
function measure(events: readonly Event[], table: TokenTable): Measurement[] {
  const reqs = requests(events);
  const measurements: Measurement[] = [];
  for (let r = 1; r < reqs.length; r++) {
    const m = measurement(events, table, reqs[r - 1], reqs[r]);
    if (m) measurements.push(m);
  }
  return measurements;
}

/** What was appended between requests a and b, real and estimated, or null when the pair is not clean. */
function measurement(
  events: readonly Event[],
  table: TokenTable,
  a: { first: number; counted: number },
  b: { first: number; counted: number },
): Measurement | null {
  let est = 0;
  let hidden = 0;
  const perKind = new Map<CalibrationKind, number>();
  for (let i = a.first; i < b.first; i++) {
    const ev = events[i];
    if (ev.kind === "compact-boundary" || ev.kind === "microcompact-boundary" || ev.kind === "compact-summary" || isError(ev)) return null;
    const img = eventImageTokens(ev);
    const own = table.perEvent[i] - img.raw;
    est += own;
    hidden += eventHiddenThinking(ev) + eventToolCallOverhead(ev) + img.real;
    const k = isCjk(ev) ? "cjk" : largestKind(table, i);
    if (k) perKind.set(k, (perKind.get(k) ?? 0) + own);
  }
  const real = inputOf(events[b.counted]) - inputOf(events[a.counted]);
  if (real < 0 || est <= 0) return null;
  let kind: Measurement["kind"] = "mixed";
  for (const [k, t] of perKind) if (t >= DOMINANT * est) kind = k;
  return { from: a.first, to: b.first, real, estimated: est, hidden, kind };
}

/** real / estimate over all measurements, and per kind where there are at least MIN_PAIRS of it. */
function ratios(measurements: Measurement[]): Pick<Calibration, "ratio" | "byKind"> {
  let sr = 0;
  let se = 0;
  for (const m of measurements) {
    sr += m.real - m.hidden;
    se += m.estimated;
  }
  // Signatures can size more thinking than the input grew by (a loose fit on some models, or a
  // file that says so): a ratio of 0 or less would size every estimate at nothing or below, so
  // none is learnt then.
  const ratio = se > 0 && sr > 0 ? sr / se : 1;
  const byKind: Calibration["byKind"] = {};
  for (const k of CALIBRATION_KINDS) {
    const ms = measurements.filter((m) => m.kind === k);
    if (ms.length < MIN_PAIRS) continue;
    const r = ms.reduce((a, m) => a + m.real - m.hidden, 0) / ms.reduce((a, m) => a + m.estimated, 0);
    if (r > 0) byKind[k] = { ratio: r, pairs: ms.length };
  }
  return { ratio, byKind };
}

/** The mean error of the measured deltas before and after calibration, in percent; null without a measurement. */
function deltaError(
  measurements: Measurement[],
  ratio: number,
  byKind: Calibration["byKind"],
  estimator: TokenTable["estimator"],
): Calibration["deltaError"] {
  const valid = measurements.filter((m) => m.real > 0);
  if (!valid.length) return null;
  let before = 0;
  let after = 0;
  for (const m of valid) {
    before += Math.abs(m.estimated - m.real) / m.real;
    // judged under the ratio the calibrated table scales this kind by
    const r = m.kind === "mixed" ? ratio : kindRatio({ ratio, byKind }, m.kind, estimator);
    after += Math.abs(m.estimated * r + m.hidden - m.real) / m.real;
  }
  return { before: (before / valid.length) * 100, after: (after / valid.length) * 100 };
}

/** Output counts: responses with usage, those whose count is a placeholder, and thinking no estimate sees. */
function outputCounts(
  events: readonly Event[],
  table: TokenTable,
): Pick<Calibration, "placeholderOutputs" | "responses" | "hiddenThinking"> {
  let placeholderOutputs = 0;
  let responsesWithUsage = 0;
  const hidden = { responses: 0, tokens: 0 };
  const visibleOf = new Map<string, { visible: number; emptyThinking: boolean }>();
  for (const ev of events) {
    if (ev.kind !== "assistant") continue;
    const id = ev.messageId ?? `#${ev.i}`;
    const v = visibleOf.get(id) ?? { visible: 0, emptyThinking: false };
    v.visible += table.perEvent[ev.i];
    if (ev.blocks.some((b) => b.type === "thinking" && b.thinking.trim() === "" && b.tokens === undefined)) v.emptyThinking = true;
    visibleOf.set(id, v);
    if (!ev.usage || !ev.usageCounted || isError(ev)) continue;
    responsesWithUsage++;
    if (isPlaceholderOutput(ev, v.visible)) {
      placeholderOutputs++;
      continue;
    }
    if (v.emptyThinking) {
      const h = Math.max(0, ev.usage.output_tokens - v.visible);
      if (h > 0) {
        hidden.responses++;
        hidden.tokens += h;
      }
    }
  }
  return { placeholderOutputs, responses: responsesWithUsage, hiddenThinking: hidden };
}

/** The ratio one event's tokens are scaled by: its CJK or dominant kind's ratio, else the overall (skills: skills-ratio-without-own.ts). */
export function eventRatio(c: Calibration, session: Session, table: TokenTable, i: number): number {
  const ev = session.events[i];
  if (c.byKind.cjk && isCjk(ev)) return c.byKind.cjk.ratio;
  return kindRatio(c, largestKind(table, i), table.estimator);
}

/** A kind's own ratio where it has one; else skills take skills-ratio-without-own.ts, the rest the overall. */
function kindRatio(
  c: Pick<Calibration, "ratio" | "byKind">,
  kind: CalibrationKind | null | undefined,
  estimator: TokenTable["estimator"],
): number {
  const own = kind && c.byKind[kind]?.ratio;
  if (own) return own;
  return kind === "skills" ? skillsRatioWithoutOwn(estimator, c.ratio) : c.ratio;
}

/**
 * The token table with every event scaled by its ratio: what the simulator counts with once a
 * session is calibrated, so what-ifs and the unrecorded tail carry the calibration. The estimator
 * name stays (the UI labels the counts "calibrated" beside it).
 */
export function calibratedTable(c: Calibration, session: Session, table: TokenTable): TokenTable {
  // One rule whatever the number of pairs: with none the ratio is 1, but what is known rather than
  // estimated (hidden thinking, an image's size, a tool call's round trip) and skills' own ratio
  // are still carried; returning the raw table there left them out until a first pair was measured.
  const n = session.events.length;
  const byCategory = Float64Array.from(table.byCategory);
  const perEvent = Float64Array.from(table.perEvent);
  const blockTokens = Float64Array.from(table.blockTokens);
  // Whole tokens per block, sums made from them: every later sum adds up the same in any order.
  for (let i = 0; i < n; i++) {
    const ev = session.events[i];
    if (table.perEvent[i] === 0 && eventHiddenThinking(ev) === 0 && eventToolCallOverhead(ev) === 0) continue;
    const r = eventRatio(c, session, table, i);
    for (let k = 0; k < NC; k++) byCategory[i * NC + k] = 0;
    let sum = 0;
    for (let k = 0; k < ev.blocks.length; k++) {
      const bi = table.blockOffset[i] + k;
      // hidden thinking is sized in real tokens already: the ratio is for estimates
      const hidden = hiddenThinkingTokens(ev.blocks[k], ev.model);
      // and a tool result's round trip is the same few tokens whatever its content, an image what its size says
      const img = blockImageTokens(ev.blocks[k]);
      const t = hidden > 0 ? hidden : Math.round((table.blockTokens[bi] - img.raw) * r) + img.real + blockToolCallOverhead(ev.blocks[k]);
      blockTokens[bi] = t;
      byCategory[i * NC + CATEGORY_INDEX[blockCategory(ev, ev.blocks[k])]] += t;
      sum += t;
    }
    perEvent[i] = sum;
  }
  return { ...table, byCategory, perEvent, blockTokens };
}
