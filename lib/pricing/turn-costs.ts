// What a simulation is billed (rules.md#costs): per request ("turn"), the input, cache write, cache
// read and output tokens, each with its source, then in dollars by the price table.
//
// - A turn the simulation takes from the recording (a replay; a what-if before its fork) is billed
//   as the recording's usage says: "recorded usage".
// - A turn the rules decide (after the fork; every turn of a scenario) is billed as the prompt
//   cache says (lib/context/prompt-cache.ts): what it reads from the cached prefix is a cache read,
//   the rest of its input a cache write (Claude Code marks the end of each request for caching), no
//   input outside the cache: "simulated".
// - Output is the response's own (the same response on both sides): its recorded output tokens, or
//   the estimate of its records where none is recorded or the recording wrote the placeholder 1
//   (rules.md#calibration).
// - Every compaction that calls the model (full or reactive) is a request of its own, the summary
//   request, in no recorded usage: its input is the context before it, read from the prefix still
//   cached and written for the rest, its output the summary ("simulated"). One the rules run is
//   sized by the simulation; one the recording took, by its recorded preTokens and postTokens (or
//   the meter before it and the version's summary size, rules.md#summary-size, where they are not
//   recorded), so both sides pay for every compaction they hold.
import type { Event, Session } from "../model";
import type { Simulation } from "../context/simulate";
import { recordedSummarySize } from "../context/summary-size";
import { dollars, rowFor, zeroTokens, type BilledTokens, type PricedBy, type PriceTable } from "./prices";

export type TokenSource = "recorded usage" | "simulated";

export interface Turn {
  /** the step of the request: the first record of its response */
  step: number;
  tokens: BilledTokens;
  /** where input, cache write and cache read come from */
  source: TokenSource;
  /** where output comes from */
  outputSource: "recorded usage" | "estimate";
  /** the response's model, as recorded */
  model?: string;
}

export interface SummaryCall {
  step: number;
  /** "rules": a compaction in Simulation.compactions; "recorded": one in Simulation.recorded */
  of: "rules" | "recorded";
  /** its index in that list */
  compaction: number;
  tokens: BilledTokens;
}

export interface SideBill {
  turns: Turn[];
  /** summary requests, in step order */
  summaries: SummaryCall[];
  /** turns plus summary requests */
  total: BilledTokens;
  recordedTurns: number;
  simulatedTurns: number;
  /** turns whose output is the estimate */
  estimatedOutputs: number;
}

const add = (a: BilledTokens, b: BilledTokens): void => {
  a.input += b.input;
  a.cacheWrite += b.cacheWrite;
  a.cacheRead += b.cacheRead;
  a.output += b.output;
};

/** The response each assistant record belongs to: its message.id, else the record alone. */
const responseKey = (ev: Event): string => (ev.messageId !== undefined ? `m:${ev.messageId}` : `e:${ev.i}`);

/** The tokens `sim` is billed for, turn by turn. `session` is the one it simulated. */
export function billOf(sim: Simulation, session: Session): SideBill {
  const events = session.events;
  // each response: its estimate (all its records) and the record whose usage counts
  const estimate = new Map<string, number>();
  const usageAt = new Map<string, number>();
  for (const ev of events) {
    if (ev.kind !== "assistant") continue;
    const k = responseKey(ev);
    estimate.set(k, (estimate.get(k) ?? 0) + (sim.eventTokens[ev.i] ?? 0));
    if (ev.usage && ev.usageCounted) usageAt.set(k, ev.i);
  }
  // the walk follows the recording in a replay, and in a what-if until its fork (never, when it never forks)
  const following = (step: number) => sim.mode === "replay" || (sim.mode === "what-if" && (sim.fork === null || step < sim.fork.step));

  const turns: Turn[] = [];
  const total = zeroTokens();
  let recordedTurns = 0;
  let estimatedOutputs = 0;
  for (let i = 0; i < sim.steps; i++) {
    if (Number.isNaN(sim.requestInput[i])) continue;
    const ev = events[i];
    const k = responseKey(ev);
    const u = usageAt.has(k) ? events[usageAt.get(k)!].usage! : undefined;
    const est = estimate.get(k) ?? 0;
    // output_tokens 1 is a placeholder some versions write (rules.md#calibration)
    const recordedOut = u && !(u.output_tokens <= 1 && est > 1);
    const output = recordedOut ? u.output_tokens : est;
    if (!recordedOut) estimatedOutputs++;
    const recorded = !!u && following(i);
    const tokens: BilledTokens = recorded
      ? { input: u.input_tokens, cacheWrite: u.cache_creation_input_tokens, cacheRead: u.cache_read_input_tokens, output }
      : { input: 0, cacheWrite: sim.cacheCreation[i], cacheRead: sim.cacheRead[i], output };
    if (recorded) recordedTurns++;
    add(total, tokens);
    turns.push({
      step: i,
      tokens,
      source: recorded ? "recorded usage" : "simulated",
      outputSource: recordedOut ? "recorded usage" : "estimate",
      ...(ev.model ? { model: ev.model } : {}),
    });
  }

  const summaries: SummaryCall[] = [];
  const summary = (step: number, input: number, output: number): BilledTokens => {
    const read = Math.min(step > 0 ? sim.cachedPrefix[step - 1] : 0, input);
    const tokens: BilledTokens = { input: 0, cacheWrite: input - read, cacheRead: read, output };
    add(total, tokens);
    return tokens;
  };
  for (const c of sim.compactions) {
    if (c.predicted || !c.ok || (c.tier !== "full" && c.tier !== "reactive")) continue;
    summaries.push({ step: c.step, of: "rules", compaction: c.index, tokens: summary(c.step, c.tokensBefore, c.summary?.tokens ?? 0) });
  }
  sim.recorded.forEach((r, k) => {
    if (r.kind !== "compact" || !r.taken) return;
    const input = r.preTokens ?? r.estimatedPre ?? 0;
    const output = r.postTokens ?? recordedSummarySize(events[r.step]?.version ?? session.meta.version).tokens;
    summaries.push({ step: r.step, of: "recorded", compaction: k, tokens: summary(r.step, input, output) });
  });
  summaries.sort((x, y) => x.step - y.step);
  return {
    turns,
    summaries,
    total,
    recordedTurns,
    simulatedTurns: turns.length - recordedTurns,
    estimatedOutputs,
  };
}

/** The last turn at or before `step`, or null. */
export function turnAt(bill: SideBill, step: number): Turn | null {
  let lo = 0;
  let hi = bill.turns.length - 1;
  let found: Turn | null = null;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (bill.turns[mid].step <= step) {
      found = bill.turns[mid];
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

export interface SideCost {
  dollars: number;
  /** turns only (summary requests apart) */
  turnDollars: number;
  summaryDollars: number;
  /** turnDollars / turns */
  perTurn: number;
  /** how the turns were priced: row id -> turns and how the row was found */
  rows: { row: string; label: string; turns: number; by: PricedBy }[];
}

/**
 * The bill in dollars: each turn by its response's model's row (or the chosen row), summary
 * requests by the row of the turn before them (else the session's model).
 */
export function costOf(bill: SideBill, table: PriceTable, sessionModel: string | undefined, chosen: string | null): SideCost {
  const rows = new Map<string, { row: string; label: string; turns: number; by: PricedBy }>();
  let turnDollars = 0;
  for (const t of bill.turns) {
    const { row, by } = rowFor(table, t.model ?? sessionModel, chosen);
    turnDollars += dollars(t.tokens, row.prices);
    const e = rows.get(row.id) ?? { row: row.id, label: row.label, turns: 0, by };
    e.turns++;
    rows.set(row.id, e);
  }
  let summaryDollars = 0;
  for (const s of bill.summaries) {
    const before = turnAt(bill, s.step - 1);
    summaryDollars += dollars(s.tokens, rowFor(table, before?.model ?? sessionModel, chosen).row.prices);
  }
  return {
    dollars: turnDollars + summaryDollars,
    turnDollars,
    summaryDollars,
    perTurn: bill.turns.length ? turnDollars / bill.turns.length : 0,
    rows: [...rows.values()],
  };
}
