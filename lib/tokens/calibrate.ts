// Calibration: recorded usage says exactly how many tokens each request sent, so the difference
// between two consecutive requests' input measures what was appended between them. Setting that
// against the estimate of the same records gives this session's ratio of real tokens to estimate,
// per kind of content where there are enough clean measurements, overall otherwise.
//
// Decisions (rules.md#calibration):
// - Input (input + cache creation + cache read) is used, not the usage total: the output count is
//   a placeholder (1) on many records of some versions, while the next request's input always
//   contains that output.
// - A measurement spans the records from the first record of response a up to (not including) the
//   first record of response b, and is dropped when a compact boundary, a recorded microcompaction
//   or an API error lies between, or when the real delta is negative.
// - Every category gets its own ratio, fitted over all measurements at once by least squares and
//   shrunk toward the overall ratio (growth-fit.ts); CJK text (>= 30% CJK characters) is a kind of
//   its own whatever its category. The fit replaced one ratio per dominant kind (a kind learned only
//   from deltas >= 80% of it): on the tune set the what-if's growth per stretch was within 10% of
//   the recorded in 34 of 83 stretches instead of 28 (docs/versions.md#whatif-evidence).
// - Hidden thinking: a response whose thinking blocks are empty (only a signature) has thinking
//   of max(0, output_tokens - estimate of its visible output) tokens, unless the output count is a
//   placeholder (<= 1 while the response visibly holds more).
import { usageTotal, type Event, type Session } from "../model";
import { blockCategory, CATEGORY_INDEX, NC, type TokenTable } from "./count";
import { fitGrowthRatios } from "./growth-fit";

/** The column of CJK events in the per-kind fit, after the categories. */
const CJK_COLUMN = NC;

export type CalibrationKind = "toolResults" | "toolUse" | "assistantText" | "userText" | "cjk";

export const CALIBRATION_KINDS: readonly CalibrationKind[] = ["toolResults", "toolUse", "assistantText", "userText", "cjk"];

export const CALIBRATION_KIND_LABEL: Record<CalibrationKind, string> = {
  toolResults: "tool results",
  toolUse: "tool calls",
  assistantText: "assistant prose",
  userText: "user prose",
  cjk: "CJK text",
};

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
  kind: CalibrationKind | "mixed";
  /** the estimate per category, then CJK events (column CJK_COLUMN) */
  byColumn: number[];
}

export interface Calibration {
  /** measurements taken (clean consecutive pairs) */
  pairs: number;
  /** real / estimate over all measurements; 1 when there were none */
  ratio: number;
  /** the fitted ratio of each kind some measurement held, and how many held it (for display) */
  byKind: Partial<Record<CalibrationKind, { ratio: number; pairs: number }>>;
  /** per category, then CJK: the least-squares growth ratios (growth-fit.ts) the table is scaled by */
  byColumn: number[];
  /** responses whose output count is a placeholder, and how many responses had usage */
  placeholderOutputs: number;
  responses: number;
  /** tokens of thinking no estimate can see (empty blocks with a signature), sized from output_tokens */
  hiddenThinking: { responses: number; tokens: number };
  /** mean |estimate - real| / real of the measured deltas, before and after calibration (percent) */
  deltaError: { before: number; after: number } | null;
  measurements: Measurement[];
}

export function isCjk(ev: Event): boolean {
  // a share snapshot drops the text but keeps what it was (lib/share/snapshot.ts)
  if (ev.extra.cjk === true) return true;
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
const inputOf = (ev: Event) => ev.usage!.input_tokens + ev.usage!.cache_creation_input_tokens + ev.usage!.cache_read_input_tokens;

/** Requests with usage: the first record of each response and the record whose usage counts. */
function requests(events: readonly Event[]): { first: number; counted: number }[] {
  const out: { first: number; counted: number }[] = [];
  const firstOf = new Map<string, number>();
  for (const ev of events) {
    if (ev.kind !== "assistant") continue;
    const id = ev.messageId ?? `#${ev.i}`;
    if (!firstOf.has(id)) firstOf.set(id, ev.i);
    if (ev.usage && ev.usageCounted && !isError(ev)) out.push({ first: firstOf.get(id)!, counted: ev.i });
  }
  return out;
}

export function calibrate(session: Session, table: TokenTable): Calibration {
  const measurements = measure(session.events, table);
  const ratio = overallRatio(measurements);
  const byColumn = fitGrowthRatios(
    measurements.map((m) => ({ real: m.real, byKind: m.byColumn })),
    ratio,
    NC + 1,
  );
  const byKind = kindRatios(measurements, byColumn);
  const outputs = outputCounts(session.events, table);
  return {
    pairs: measurements.length,
    ratio,
    byKind,
    byColumn,
    placeholderOutputs: outputs.placeholderOutputs,
    responses: outputs.responses,
    hiddenThinking: outputs.hiddenThinking,
    deltaError: deltaError(measurements, ratio, byColumn),
    measurements,
  };
}

/** The prose or tool kind holding most of an event's tokens, or null when it holds none of them. */
function largestKind(table: TokenTable, i: number): Exclude<CalibrationKind, "cjk"> | null {
  let best: Exclude<CalibrationKind, "cjk"> | null = null;
  let bestT = 0;
  for (const k of ["toolResults", "toolUse", "assistantText", "userText"] as const) {
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
  const perKind = new Map<CalibrationKind, number>();
  const byColumn = new Array<number>(NC + 1).fill(0);
  for (let i = a.first; i < b.first; i++) {
    const ev = events[i];
    if (ev.kind === "compact-boundary" || ev.kind === "microcompact-boundary" || ev.kind === "compact-summary" || isError(ev)) return null;
    est += table.perEvent[i];
    const cjk = isCjk(ev);
    const k = cjk ? "cjk" : largestKind(table, i);
    if (k) perKind.set(k, (perKind.get(k) ?? 0) + table.perEvent[i]);
    if (cjk) byColumn[CJK_COLUMN] += table.perEvent[i];
    else for (let c = 0; c < NC; c++) byColumn[c] += table.byCategory[i * NC + c];
  }
  const real = inputOf(events[b.counted]) - inputOf(events[a.counted]);
  if (real < 0 || est <= 0) return null;
  let kind: Measurement["kind"] = "mixed";
  for (const [k, t] of perKind) if (t >= DOMINANT * est) kind = k;
  return { from: a.first, to: b.first, real, estimated: est, kind, byColumn };
}

/** real / estimate over all measurements; 1 without a measurement. */
function overallRatio(measurements: Measurement[]): number {
  let sr = 0;
  let se = 0;
  for (const m of measurements) {
    sr += m.real;
    se += m.estimated;
  }
  return se > 0 ? sr / se : 1;
}

/** The fitted ratio of each labelled kind, with the measurements that held some of it (for display). */
function kindRatios(measurements: Measurement[], byColumn: number[]): Calibration["byKind"] {
  const byKind: Calibration["byKind"] = {};
  for (const k of CALIBRATION_KINDS) {
    const col = k === "cjk" ? CJK_COLUMN : CATEGORY_INDEX[k];
    const pairs = measurements.filter((m) => m.byColumn[col] > 0).length;
    if (pairs > 0) byKind[k] = { ratio: byColumn[col], pairs };
  }
  return byKind;
}

/** The mean error of the measured deltas before and after calibration, in percent; null without a measurement. */
function deltaError(measurements: Measurement[], ratio: number, byColumn: number[]): Calibration["deltaError"] {
  const valid = measurements.filter((m) => m.real > 0);
  if (!valid.length) return null;
  let before = 0;
  let after = 0;
  for (const m of valid) {
    before += Math.abs(m.estimated - m.real) / m.real;
    const fitted = m.byColumn.reduce((s, x, k) => s + x * byColumn[k], 0);
    after += Math.abs(fitted - m.real) / m.real;
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

/**
 * The token table with every block scaled by its category's fitted ratio (CJK events by CJK's): what the simulator counts with once a
 * session is calibrated, so what-ifs and the unrecorded tail carry the calibration. The estimator
 * name stays (the UI labels the counts "calibrated" beside it).
 */
export function calibratedTable(c: Calibration, session: Session, table: TokenTable): TokenTable {
  if (c.pairs === 0) return table;
  const n = session.events.length;
  const byCategory = Float64Array.from(table.byCategory);
  const perEvent = Float64Array.from(table.perEvent);
  const blockTokens = Float64Array.from(table.blockTokens);
  // Whole tokens per block, sums made from them: every later sum adds up the same in any order.
  for (let i = 0; i < n; i++) {
    if (table.perEvent[i] === 0) continue;
    const ev = session.events[i];
    const cjk = isCjk(ev);
    for (let k = 0; k < NC; k++) byCategory[i * NC + k] = 0;
    let sum = 0;
    for (let k = 0; k < ev.blocks.length; k++) {
      const bi = table.blockOffset[i] + k;
      const r = c.byColumn[cjk ? CJK_COLUMN : CATEGORY_INDEX[blockCategory(ev, ev.blocks[k])]];
      const t = Math.round(table.blockTokens[bi] * r);
      blockTokens[bi] = t;
      byCategory[i * NC + CATEGORY_INDEX[blockCategory(ev, ev.blocks[k])]] += t;
      sum += t;
    }
    perEvent[i] = sum;
  }
  return { ...table, byCategory, perEvent, blockTokens };
}
