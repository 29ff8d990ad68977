// Format detection and the single entry point for reading any input.
import { IngestError, type Session } from "../model";
import { isRecord, kindOf } from "../input/check";
import { JsonlReader, parseJsonl } from "./jsonl";
import { looksLikeMessagesApi, parseMessagesApi } from "./messages-api";
import { looksLikeScenario, parseScenario } from "./scenario";
import { MAX_LINE_CHARS, mib } from "../limits";
import { byteSignature, shapeSignature, signatureMessage } from "../input/signature";
import { utf8Length } from "./utf8-bytes";
import { withSubagent } from "./relations";

export interface IngestOptions {
  onProgress?: (fraction: number) => void;
}

const NONE_OF_THESE = "is not a Claude Code session (JSONL), an Anthropic Messages API request (JSON) or a Context Lab scenario";

/** A JSONL record looks like Claude Code's when it has a string type and one of its identity fields. */
function looksLikeRecord(v: unknown): boolean {
  return (
    isRecord(v) && typeof v.type === "string" && ("uuid" in v || "sessionId" in v || "message" in v || "leafUuid" in v || "messageId" in v)
  );
}

/**
 * Reads any supported input. Throws IngestError (one sentence naming the file) when the text is
 * none of the formats; damaged lines inside a recognised file are reported in Session.errors.
 */
export function ingest(text: string, name: string, opts: IngestOptions = {}): Session {
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const trimmed = text.trimStart();
  if (!trimmed) throw new IngestError(`${name} is empty.`);
  const sig = byteSignature(text);
  if (sig) throw new IngestError(signatureMessage(name, sig));

  // V8's JSON.parse does not recurse; each reader applies the depth limit to each part it reads
  // (a message, an event, the response), so a deep part is reported by its place, the rest loads
  if (trimmed[0] === "{" || trimmed[0] === "[") {
    let doc: unknown;
    let whole = true;
    try {
      doc = JSON.parse(text);
    } catch {
      whole = false;
    }
    if (whole) {
      if (Array.isArray(doc) && doc.some(looksLikeRecord))
        throw new IngestError(
          `${name} is a JSON array of ${doc.length.toLocaleString("en-US")} values, ${doc.filter(looksLikeRecord).length.toLocaleString("en-US")} of them Claude Code records, not a session: a session is one record a line (JSONL; jq -c '.[]' writes that).`,
        );
      if (looksLikeScenario(doc)) return parseScenario(doc as Record<string, unknown>, name, utf8Length(text));
      if (looksLikeMessagesApi(doc)) return parseMessagesApi(doc as Record<string, unknown>, name, utf8Length(text));
      // A one-record JSONL file is also one JSON document.
      if (looksLikeRecord(doc)) return parseJsonl(text, { name, onProgress: opts.onProgress });
      throw new IngestError(`${name} ${NONE_OF_THESE}: it is JSON, but ${describeJson(doc)}.`);
    }
  }

  // JSONL: one of the first lines is a Claude Code record.
  const head = firstLines(text, 50);
  let parsed = 0;
  let firstParsed: unknown;
  let firstError = "";
  for (const line of head) {
    try {
      const v = JSON.parse(line);
      if (parsed++ === 0) firstParsed = v;
      if (looksLikeRecord(v)) return parseJsonl(text, { name, onProgress: opts.onProgress });
    } catch (e) {
      /* a broken line is reported by the reader once the format is known */
      // why a line that looks like JSON is not (plain text needs no JSON parser's opinion)
      if (!firstError && /^[{[]/.test(line))
        firstError = `line ${head.indexOf(line) + 1}: ${e instanceof Error ? e.message.slice(0, 120) : String(e)}`;
    }
  }
  // nothing to read: a shape of JSON that is a common wrong input is named before the general refusal
  const shape = shapeSignature(text);
  // (none of the first lines is a record; one further on would make it a session with damaged lines)
  if (shape && !hasClaudeRecord(parseJsonl(text, { name }))) throw new IngestError(signatureMessage(name, shape));
  if (parsed > 0) {
    // The first lines are JSON of the wrong shape: records may still follow (a file with a
    // header of its own). Read it, and keep it when any line is a Claude Code record.
    const s = parseJsonl(text, { name, onProgress: opts.onProgress });
    if (hasClaudeRecord(s)) return s;
    throw new IngestError(
      `${name} ${NONE_OF_THESE}: its lines are JSON, but none of its ${s.errors.length + s.events.length} records is a Claude Code record (a "type" such as "user" or "assistant" with a "uuid"); its first holds ${describeShape(firstParsed)}.`,
    );
  }
  throw new IngestError(`${name} ${NONE_OF_THESE}: the start of the file is not JSON${firstError ? ` (${firstError})` : ""}.`);
}

/** A session read as JSONL holds a Claude Code record: a known type with its identity field. */
function hasClaudeRecord(s: Session): boolean {
  return s.events.some((e) => e.kind !== "unknown" && (e.uuid !== undefined || e.kind === "bookkeeping")) || s.sidechain.length > 0;
}

function describeShape(v: unknown): string {
  if (!isRecord(v)) return kindOf(v);
  const keys = Object.keys(v).slice(0, 6);
  return keys.length ? `the keys ${keys.map((k) => JSON.stringify(k.slice(0, 40))).join(", ")}` : "no keys";
}

function describeJson(doc: unknown): string {
  if (Array.isArray(doc)) return 'an array, where a request object with "messages" was expected';
  if (!isRecord(doc)) return `a ${doc === null ? "null" : typeof doc}`;
  const keys = Object.keys(doc).slice(0, 6);
  return `an object with ${keys.length ? `the keys ${keys.map((k) => `"${k}"`).join(", ")}` : "no keys"} and no "messages" array or "format": "context-lab-scenario"`;
}

/** The next \n or lone \r (a file with old Mac line ends is still lines). */
function lineEnd(text: string, from: number): number {
  const nl = text.indexOf("\n", from);
  const cr = text.indexOf("\r", from);
  return nl === -1 ? cr : cr === -1 ? nl : Math.min(nl, cr);
}

function firstLines(text: string, n: number): string[] {
  const out: string[] = [];
  let start = 0;
  while (out.length < n && start < text.length) {
    let end = lineEnd(text, start);
    if (end === -1) end = text.length;
    const line = text.slice(start, Math.min(end, start + 5_000_000)).trim();
    if (line) out.push(line);
    start = end + 1;
  }
  return out;
}

/**
 * Reads an input that arrives in pieces. A Claude Code JSONL streams through JsonlReader, so the
 * whole file never exists as one string; anything else (one JSON document) is joined and read by
 * ingest(). The first complete line decides.
 */
export function ingestChunks(pieces: Iterable<string>, name: string, opts: IngestOptions = {}): Session {
  const it = pieces[Symbol.iterator]();
  let head = "";
  for (;;) {
    const r = it.next();
    if (r.done) return ingest(head, name, opts);
    const from = head.length;
    head += r.value;
    // a compressed or UTF-16 file is named from its first piece, before any of it is read as lines
    const sig = from === 0 ? byteSignature(head) : null;
    if (sig) throw new IngestError(signatureMessage(name, sig));
    // only the new piece is searched: a long first line is scanned once, not once a piece
    const nl = lineEnd(head, from);
    if (nl === -1 && head.length < MAX_LINE_CHARS) continue;
    const first = (nl === -1 ? head : head.slice(0, nl)).replace(/^\ufeff/, "").trim();
    let isRecordLine = false;
    // A first line past the limit is no document this reads whole: the JSONL reader reports it
    // and reads the lines after it (joining it all would pass what a string can hold).
    const overlong = nl === -1;
    try {
      isRecordLine = overlong || looksLikeRecord(JSON.parse(first));
    } catch {
      isRecordLine = false;
    }
    if (!isRecordLine) {
      // not a stream of records: read it whole (a JSON document, or something to reject)
      let rest = head;
      for (let n = it.next(); !n.done; n = it.next()) {
        rest += n.value;
        if (rest.length > MAX_LINE_CHARS) {
          // Too big to be one document: read it as lines as they come (joining it all would
          // pass what a string can hold), and keep it only if a line is a Claude Code record.
          const reader = new JsonlReader({ name, onProgress: opts.onProgress });
          reader.push(rest);
          rest = "";
          for (let m = it.next(); !m.done; m = it.next()) reader.push(m.value);
          const s = reader.end();
          if (hasClaudeRecord(s)) return s;
          throw new IngestError(
            `${name} ${NONE_OF_THESE}: it is over ${mib(MAX_LINE_CHARS)}, too big for one JSON document, and none of its lines is a Claude Code record.`,
          );
        }
      }
      return ingest(rest, name, opts);
    }
    const reader = new JsonlReader({ name, onProgress: opts.onProgress });
    reader.push(head);
    head = "";
    for (let n = it.next(); !n.done; n = it.next()) reader.push(n.value);
    const s = reader.end();
    if (overlong && !s.events.length && !s.sidechain.length)
      throw new IngestError(`${name}: ${s.errors[0]?.message ?? "its first line is too long"}, and no line after it holds a record.`);
    return s;
  }
}

/** The agent id of a subagent transcript: from agent-<id>.jsonl, else from its first record. */
export function subagentId(fileName: string, session: Session): string {
  const m = /agent-([A-Za-z0-9_-]+)\.jsonl$/.exec(fileName);
  if (m) return m[1];
  for (const ev of [...session.sidechain, ...session.events]) {
    const id = ev.extra.agentId;
    if (typeof id === "string") return id;
  }
  return fileName;
}

/**
 * Attaches a subagent transcript (<session>/subagents/agent-<id>.jsonl) to its parent. Its records
 * are sidechain records; they are read as a session of their own, never merged into the parent's
 * context (a subagent has its own window).
 */
export function attachSubagent(parent: Session, fileName: string, text: string): Session {
  // Every record of a subagent file is isSidechain: read them as the subagent's own main chain.
  const own = parseJsonl(text, { name: fileName, sidechainAsMain: true });
  const agentId = subagentId(fileName, own);
  return withSubagent(parent, { agentId, fileName, session: own });
}
