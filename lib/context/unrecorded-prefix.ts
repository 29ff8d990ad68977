// A file that starts mid-conversation (rules.md#unrecorded-prefix). A JSONL file does not record
// the system prompt and tools, so their size is inferred from the first request (recorded.ts): its
// usage less the estimate of what the file holds before it. When the file's first message continues
// a conversation another file holds (its parentUuid names a record this file does not have: a
// resumed or continued session), that first request also carried the earlier conversation, and
// the inference takes it for system prompt + tools that no compaction removes
// (docs/versions.md#unrecorded-prefix has the tune set's counts).
// The real system prompt + tools come from the file itself where it sends them again with no
// conversation: the first request after a compact boundary, less what the file holds after the
// boundary (the smallest such figure, same model; a what-if reads only before its fork, `upTo`).
// A file that shows none takes the median of the files of its Claude Code version that start
// their own conversation. The first request's excess over that size is the earlier conversation,
// counted as conversation (Other) until the first compaction summarises it, not as overhead.
// A first request smaller than that size (2.1.x files that repeat records the request did not
// carry in full) keeps its inferred size until the first compaction, and the size after it: on the
// tune set every such file measures its own system prompt + tools above its inferred size, near
// or over the median (`tokens` is then negative: no earlier conversation, a smaller start).
import { usageTotal, type Event, type Session } from "../model";
import type { TokenTable } from "../tokens/count";
import { compareVersions, parseVersion } from "./versions";

/**
 * The median system prompt + tools inferred in the tune set's files that start their own
 * conversation, by the Claude Code version that wrote them: 2.0.x (81 files), 2.1.0 to 2.1.100
 * (144), 2.1.101 on (61) (docs/versions.md#unrecorded-prefix).
 */
export const FRESH_OVERHEAD = { v2_0: 31_629, v2_1: 29_249, v2_1_101: 26_900 } as const;

const FIRST_2_1: [number, number, number] = [2, 1, 0];
const FIRST_2_1_101: [number, number, number] = [2, 1, 101];

/** The system prompt + tools of a session of `version` that starts its own conversation (unknown: the newest). */
export function freshOverhead(version: string | null | undefined): number {
  const p = version ? parseVersion(version) : null;
  if (!p || compareVersions(p, FIRST_2_1_101) >= 0) return FRESH_OVERHEAD.v2_1_101;
  return compareVersions(p, FIRST_2_1) >= 0 ? FRESH_OVERHEAD.v2_1 : FRESH_OVERHEAD.v2_0;
}

export interface UnrecordedPrefix {
  /** the first record that names a parent, when that parent is not in this file: the file continues another */
  parentOutside: { event: number; line?: number } | null;
  /** records after the first that start a chain anew (no parent; boundaries aside): the conversation restarts there */
  restarts: { event: number; line?: number }[];
  /**
   * tokens of the earlier conversation the first request carried (recorded usage): the first
   * request's overhead less the system prompt + tools; negative when the first request is smaller
   * (what the context holds before the first compaction is then the smaller figure); 0 when the
   * file starts its own conversation
   */
  tokens: number;
  /**
   * where the system prompt + tools were measured, when the file shows them: the first request
   * after a compact boundary, and its figure; null when the size is its version's (`fromVersion`)
   */
  measured: { event: number; line?: number; systemAndTools: number } | null;
  /** the system prompt + tools taken at the median of fresh files of the file's version (no measure in the file) */
  fromVersion: number | null;
}

const none = (): UnrecordedPrefix => ({ parentOutside: null, restarts: [], tokens: 0, measured: null, fromVersion: null });

const counted = (ev: Event): boolean =>
  ev.kind === "assistant" && !!ev.usage && !!ev.usageCounted && ev.extra.isApiErrorMessage !== true && usageTotal(ev.usage) > 0;

const at = (ev: Event) => ({ event: ev.i, ...(ev.line !== undefined ? { line: ev.line } : {}) });

// A message: a system record that answers another file before a first message with no parent
// (11 tune files) does not carry that file's conversation into this one's requests.
const isMessage = (ev: Event): boolean => ev.recordType === "user" || ev.recordType === "assistant";

/**
 * The first message, when it answers a record this file does not hold before it. Only the records
 * before the first message are read: a parent is written before what answers it (on the tune set no
 * file's first parent comes later), and a what-if forked after the first request reads nothing past
 * its fork.
 */
function parentOutside(events: readonly Event[]): UnrecordedPrefix["parentOutside"] {
  const k = events.findIndex(isMessage);
  const first = k >= 0 ? events[k] : undefined;
  if (!first || typeof first.parentUuid !== "string") return null;
  return events.slice(0, k).some((e) => e.uuid === first.parentUuid) ? null : at(first);
}

/** Does the file's first message continue a conversation another file holds? (A share link carries it as a flag.) */
export const continuesFromOutside = (session: Session): boolean => parentOutside(session.events) !== null;

/** Messages after the first whose parent is null: a conversation that starts again inside the file. */
function restarts(events: readonly Event[]): UnrecordedPrefix["restarts"] {
  const out: UnrecordedPrefix["restarts"] = [];
  let chained = false;
  for (const ev of events) {
    if (!isMessage(ev) || ev.parentUuid === undefined) continue;
    if (chained && ev.parentUuid === null) out.push(at(ev));
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
  if (measured) return { ...out, measured, tokens: Math.round(inferred - measured.systemAndTools) };
  const fresh = freshOverhead(session.meta.version);
  return { ...out, fromVersion: fresh, tokens: Math.round(inferred - fresh) };
}
