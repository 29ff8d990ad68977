// The state of one session's reduction to a scenario (reduce.ts): the scenario events written so
// far, the step each session event opens at, and what a later event needs from an earlier one. Its
// own file because the walk (reduce.ts) and the writers of each kind (reduce-events.ts,
// reduce-calls.ts) all hold it.
import type { Event, Session } from "../model";
import type { TokenTable } from "../tokens/count";
import type { ReduceOptions } from "./reduce";

/** How many session events each scenario event becomes when read back (lib/transcripts/scenario-events.ts). */
const EXPANDS: Record<string, number> = { tool: 2, skill: 3 };

export interface ReducedSkill {
  name: string;
  tokens: number;
  body?: string;
}

/** A block of the session: its event and its place among the event's blocks. */
export interface BlockAt {
  ev: Event;
  k: number;
}

export interface Reduction {
  session: Session;
  table: TokenTable;
  options: ReduceOptions;
  /** a text as the options share it: dropped, redacted (its secrets counted) or kept */
  shareText: (s: string) => string;
  events: Record<string, unknown>[];
  /** per session event, the step of the read-back scenario it opens at; -1 until written */
  stepOf: number[];
  /** how many session events the scenario written so far becomes when read back */
  expanded: number;
  /** the skills invoked, by name, for the document's "skills" */
  skills: Map<string, ReducedSkill>;
  /** session events already written with the call they answer (results, skill bodies) */
  consumed: Set<number>;
  /** each tool call's result, by the call's id */
  resultOf: Map<string, BlockAt>;
  /** session events left out, by kind */
  dropped: Map<string, number>;
}

/** Appends a scenario event and returns the step its first session event will have. */
export function emit(reduction: Reduction, e: Record<string, unknown>): number {
  reduction.events.push(e);
  const at = reduction.expanded;
  reduction.expanded += EXPANDS[e.type as string] ?? 1;
  return at;
}

/** One block's tokens as the sender's estimator counted them, whole. */
export function blockTokens(reduction: Reduction, ev: Event, k: number): number {
  return Math.round(reduction.table.blockTokens[reduction.table.blockOffset[ev.i] + k]);
}

/** One event's tokens, whole. */
export function eventTokens(reduction: Reduction, ev: Event): number {
  return Math.round(reduction.table.perEvent[ev.i]);
}
