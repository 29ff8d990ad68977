// Per-field checks of a Claude Code record, called by the JSONL reader where it reads a field.
// A field of the wrong type, a count that is no count, a record that is valid JSON but holds
// nothing the session can use: each is a warning with its line, and the rest of the record
// (and of the file) still loads. Kept apart from the reader's record-type dispatch.
import type { ParseIssue } from "../model";
import { isRecord, kindOf, optCount, quote, type Report } from "../input/check";
import { countUnknownField, MESSAGE_FIELD_USES, RECORD_FIELD_USES, USAGE_FIELD_USES, type FieldUse } from "./record-fields";

/** Top-level fields of Claude Code records; a near miss of one of them is likely a typo. */
const RECORD_FIELDS = [
  "type",
  "message",
  "uuid",
  "parentUuid",
  "timestamp",
  "isSidechain",
  "isMeta",
  "sessionId",
  "cwd",
  "version",
  "gitBranch",
  "requestId",
  "subtype",
  "content",
  "compactMetadata",
  "isCompactSummary",
  "userType",
  "toolUseResult",
  "agentId",
  "leafUuid",
  "summary",
  "attachment",
];
/** Real fields that are one or two edits from a field above: never a misspelling. */
const ALSO_REAL = new Set([
  ...Object.keys(RECORD_FIELD_USES),
  ...Object.keys(MESSAGE_FIELD_USES),
  ...Object.keys(USAGE_FIELD_USES),
  "messageId",
  "messages",
  "snapshot",
  "isSnapshotUpdate",
  "operation",
  "level",
  "toolUseID",
  "parentToolUseID",
  "data",
  "slug",
  "sourceToolUseID",
  "logicalParentUuid",
  "isApiErrorMessage",
  "isVisibleInTranscriptOnly",
  "thinkingMetadata",
  "todos",
  "customTitle",
  "contents",
  "contentType",
  "versions",
  "sessionIds",
  "types",
]);
const MESSAGE_FIELDS = ["role", "content", "usage", "model", "id", "type", "stop_reason", "stop_sequence"];
const USAGE_FIELDS = ["input_tokens", "output_tokens", "cache_creation_input_tokens", "cache_read_input_tokens"];

/** Edit distance with swaps of two neighbours ("contnet"), at most `max` (the names are short). */
function distanceWithin(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  let before: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) {
      cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) cur[j] = Math.min(cur[j], before[j - 2] + 1);
    }
    before = prev;
    prev = cur;
  }
  return prev[b.length] <= max;
}

/**
 * Per list of known fields: for each key seen, the known fields it is a near miss of (in list
 * order). Records repeat their keys, so each key's distances are computed once;
 * a file of ever-new keys stops adding to the memo past MEMO_KEYS and computes them as they come.
 */
const nearMemo = new Map<readonly string[], Map<string, readonly string[]>>();
const MEMO_KEYS = 10_000;

function nearMisses(k: string, known: readonly string[], memo: Map<string, readonly string[]>): readonly string[] {
  let list = memo.get(k);
  if (list) return list;
  const max = k.length >= 8 ? 2 : 1;
  const lower = k.toLowerCase();
  // distance 0 too: "Message" for "message"
  list = known.filter((f) => distanceWithin(lower, f.toLowerCase(), max));
  if (memo.size < MEMO_KEYS) memo.set(k, list);
  return list;
}

/**
 * One pass over the keys of `obj`: each key `uses` does not list is counted as unknown
 * (record-fields.ts), and warned of when it looks like a misspelling of a field in `known` (every
 * field of `known` is in `uses`) that `obj` lacks.
 */
function unknownKeys(
  obj: Record<string, unknown>,
  uses: Readonly<Record<string, FieldUse>>,
  known: readonly string[],
  where: string,
  into: Map<string, number>,
  warn: Report,
): void {
  let memo = nearMemo.get(known);
  if (!memo) nearMemo.set(known, (memo = new Map()));
  for (const k of Object.keys(obj)) {
    if (Object.hasOwn(uses, k)) continue;
    countUnknownField(where, k, into);
    if (ALSO_REAL.has(k) || k.length < 4 || k.length > 40) continue;
    const near = nearMisses(k, known, memo).find((f) => !(f in obj));
    if (near) warn(`${where}"${k}" looks like a misspelling of "${near}"; it is not read as "${near}"`);
  }
}

export class RecordChecks {
  private readonly seenUuid = new Map<string, number>();
  /** fields no list in record-fields.ts knows, with how many records carry each */
  readonly unknownFields = new Map<string, number>();
  constructor(private readonly warnings: ParseIssue[]) {}

  /** Checks one record before it is turned into an event. */
  check(rec: Record<string, unknown>, type: string, line: number): void {
    const warn: Report = (message) => this.warnings.push({ line, message });
    if (rec.type !== undefined && typeof rec.type !== "string")
      warn(`"type" is ${kindOf(rec.type)} where text was expected; the record is kept as unknown`);
    for (const f of ["uuid", "timestamp", "sessionId", "requestId", "subtype"] as const) {
      if (rec[f] !== undefined && rec[f] !== null && typeof rec[f] !== "string")
        warn(`"${f}" is ${kindOf(rec[f])} where text was expected; ignored`);
    }
    if (typeof rec.uuid === "string") {
      const first = this.seenUuid.get(rec.uuid);
      if (first !== undefined)
        warn(`uuid ${quote(rec.uuid)} repeats the record on line ${first}: two records claim one place in the conversation`);
      else this.seenUuid.set(rec.uuid, line);
    }
    unknownKeys(rec, RECORD_FIELD_USES, RECORD_FIELDS, "", this.unknownFields, warn);
    const msg = rec.message;
    if (type === "user" || type === "assistant") {
      if (msg !== undefined && !isRecord(msg)) {
        warn(`"message" is ${kindOf(msg)} where a message object was expected: this ${type} record holds no content`);
      } else if (isRecord(msg)) {
        unknownKeys(msg, MESSAGE_FIELD_USES, MESSAGE_FIELDS, "message.", this.unknownFields, warn);
        const c = msg.content;
        if (c !== undefined && typeof c !== "string" && !Array.isArray(c))
          warn(`"message.content" is ${kindOf(c)} where text or a list of blocks was expected`);
        if (c === undefined && rec.content === undefined) warn(`${type} record with no "message.content": it holds nothing the model read`);
        else if ((c === "" || (Array.isArray(c) && c.length === 0)) && type === "user")
          warn(`user record with empty content: it holds nothing the model read`);
        if (msg.usage !== undefined) this.usage(msg.usage, warn);
      } else if (rec.content === undefined) {
        warn(`${type} record with no "message": it holds nothing the model read`);
      }
    }
    if (rec.compactMetadata !== undefined) {
      const m = rec.compactMetadata;
      if (!isRecord(m)) warn(`"compactMetadata" is ${kindOf(m)} where an object was expected; ignored`);
      else for (const f of ["preTokens", "postTokens", "durationMs"]) optCount(m[f], `compactMetadata.${f}`, warn);
    }
  }

  private usage(u: unknown, warn: Report): void {
    if (!isRecord(u)) return warn(`"message.usage" is ${kindOf(u)} where an object was expected; no recorded usage`);
    unknownKeys(u, USAGE_FIELD_USES, USAGE_FIELDS, "message.usage.", this.unknownFields, warn);
    for (const f of USAGE_FIELDS) optCount(u[f], `message.usage.${f}`, warn);
  }
}
