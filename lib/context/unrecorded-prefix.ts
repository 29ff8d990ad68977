// A file that starts mid-conversation (rules.md#unrecorded-prefix). A JSONL file does not record
// the system prompt and tools, so their size is inferred from the first request (recorded.ts): its
// usage less the estimate of what the file holds before it. When the file's first record continues
// a conversation another file holds (its parentUuid names a record this file does not have: a
// resumed or continued session), that first request also carries the earlier conversation, and
// the inference takes it for system prompt + tools that no compaction removes. On the tune set,
// 28 of 315 files begin so; 4 of them carry 47,000 to 116,000 tokens more than the system prompt
// and tools the same file shows after its compaction, the other 24 none beyond 7,000
// (docs/versions.md#unrecorded-prefix). The file says how big its system prompt + tools are only
// where it sends them again with no conversation: the first request after a compact boundary,
// less what the file holds after the boundary. That is the measure: the first request's excess
// over the smallest such figure (same model) is the earlier conversation, counted as conversation
// (a compaction summarises it away), not as overhead. Before a compaction no figure exists, and
// the rule only says that the file starts mid-conversation. A what-if reads the measure only
// from before its fork (`upTo`): the request after its first compaction is what it predicts.
import { usageTotal, type Event, type Session } from "../model";
import type { TokenTable } from "../tokens/count";

export interface UnrecordedPrefix {
  /** the first record that names a parent, when that parent is not in this file: the file continues another */
  parentOutside: { event: number; line?: number } | null;
  /** records after the first that start a chain anew (no parent; boundaries aside): the conversation restarts there */
  restarts: { event: number; line?: number }[];
  /** tokens of the earlier conversation the first request carried (recorded usage); 0 when not measured */
  tokens: number;
  /** where the system prompt + tools were measured: the first request after a compact boundary, and its figure */
  measured: { event: number; line?: number; systemAndTools: number } | null;
}

const none = (): UnrecordedPrefix => ({ parentOutside: null, restarts: [], tokens: 0, measured: null });

const counted = (ev: Event): boolean =>
  ev.kind === "assistant" && !!ev.usage && !!ev.usageCounted && ev.extra.isApiErrorMessage !== true && usageTotal(ev.usage) > 0;

const at = (ev: Event) => ({ event: ev.i, ...(ev.line !== undefined ? { line: ev.line } : {}) });

/** The first record with a parent field, when that parent is named and this file does not hold it. */
function parentOutside(events: readonly Event[]): UnrecordedPrefix["parentOutside"] {
  const first = events.find((e) => e.parentUuid !== undefined);
  if (!first || first.parentUuid === null) return null;
  return events.some((e) => e.uuid === first.parentUuid) ? null : at(first);
}

/** Records after the first chained one whose parent is null: a conversation that starts again inside the file. */
function restarts(events: readonly Event[]): UnrecordedPrefix["restarts"] {
  const out: UnrecordedPrefix["restarts"] = [];
  let chained = false;
  for (const ev of events) {
    if (ev.parentUuid === undefined) continue;
    // a compact boundary starts its own chain by design (its logical parent is the record before)
    if (chained && ev.parentUuid === null && ev.kind !== "compact-boundary" && ev.kind !== "microcompact-boundary") out.push(at(ev));
    chained = true;
  }
  return out;
}

/**
 * The smallest system prompt + tools the file shows after a compact boundary, before `upTo`: the
 * first request after each boundary (of the first request's model) less the table's estimate of
 * the records from the boundary to that request.
 */
function systemAndToolsAfterBoundaries(events: readonly Event[], table: TokenTable, model: string | undefined, upTo: number) {
  let best: UnrecordedPrefix["measured"] = null;
  let from = -1;
  let est = 0;
  for (let i = 0; i < upTo; i++) {
    const ev = events[i];
    if (ev.kind === "compact-boundary") {
      from = i;
      est = 0;
    }
    if (from < 0) continue;
    est += table.perEvent[i];
    if (!counted(ev)) continue;
    const figure = usageTotal(ev.usage!) - est;
    // a figure of 0 or less is an estimate over the request (a summary counted high), not a measure:
    // no system prompt is that small
    if (ev.model === model && figure > 0 && (!best || figure < best.systemAndTools)) best = { ...at(ev), systemAndTools: figure };
    from = -1;
  }
  return best;
}

/**
 * What the first request of `session` carried beyond the system prompt and tools. `inferred` is
 * the overhead inferred from that request (recorded.ts); `upTo` the first event the measure may
 * not read (a what-if's fork).
 */
export function unrecordedPrefix(session: Session, table: TokenTable, inferred: number, upTo = session.events.length): UnrecordedPrefix {
  const events = session.events;
  if (!events.length) return none();
  const out = { ...none(), parentOutside: parentOutside(events), restarts: restarts(events) };
  if (!out.parentOutside) return out;
  const first = events.find(counted);
  if (!first) return out;
  const measured = systemAndToolsAfterBoundaries(events, table, first.model, Math.min(upTo, events.length));
  if (!measured || measured.systemAndTools >= inferred) return out;
  return { ...out, measured, tokens: Math.round(inferred - measured.systemAndTools) };
}
