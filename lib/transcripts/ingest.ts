// Format detection and the single entry point for reading any input.
import { IngestError, type Session } from "../model";
import { isRecord } from "./blocks";
import { JsonlReader, parseJsonl } from "./jsonl";
import { looksLikeMessagesApi, parseMessagesApi } from "./messages-api";
import { looksLikeScenario, parseScenario } from "./scenario";
import { utf8Length } from "./utf8-bytes";

export interface IngestOptions {
  onProgress?: (fraction: number) => void;
}

const NONE_OF_THESE =
  "is not a Claude Code session (JSONL), an Anthropic Messages API request (JSON) or a Context Lab scenario";

/** A JSONL record looks like Claude Code's when it has a string type and one of its identity fields. */
function looksLikeRecord(v: unknown): boolean {
  return (
    isRecord(v) &&
    typeof v.type === "string" &&
    ("uuid" in v || "sessionId" in v || "message" in v || "leafUuid" in v || "messageId" in v)
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

  if (trimmed[0] === "{" || trimmed[0] === "[") {
    let doc: unknown;
    let whole = true;
    try {
      doc = JSON.parse(text);
    } catch {
      whole = false;
    }
    if (whole) {
      if (looksLikeScenario(doc)) return parseScenario(doc as Record<string, unknown>, name, utf8Length(text));
      if (looksLikeMessagesApi(doc)) return parseMessagesApi(doc as Record<string, unknown>, name, utf8Length(text));
      // A one-record JSONL file is also one JSON document.
      if (looksLikeRecord(doc)) return parseJsonl(text, { name, onProgress: opts.onProgress });
      throw new IngestError(`${name} ${NONE_OF_THESE}: it is JSON, but ${describeJson(doc)}.`);
    }
  }

  // JSONL: at least one of the first lines must be a Claude Code record.
  const head = firstLines(text, 50);
  let parsed = 0;
  for (const line of head) {
    try {
      const v = JSON.parse(line);
      parsed++;
      if (looksLikeRecord(v)) return parseJsonl(text, { name, onProgress: opts.onProgress });
    } catch {
      /* a broken line is reported by the reader once the format is known */
    }
  }
  if (parsed > 0) {
    throw new IngestError(
      `${name} ${NONE_OF_THESE}: its lines are JSON, but none of the first ${head.length} has a Claude Code record's "type" and "uuid".`,
    );
  }
  throw new IngestError(`${name} ${NONE_OF_THESE}: the start of the file is not JSON.`);
}

function describeJson(doc: unknown): string {
  if (Array.isArray(doc)) return "an array, where a request object with \"messages\" was expected";
  if (!isRecord(doc)) return `a ${doc === null ? "null" : typeof doc}`;
  const keys = Object.keys(doc).slice(0, 6);
  return `an object with ${keys.length ? `the keys ${keys.map((k) => `"${k}"`).join(", ")}` : "no keys"} and no "messages" array or "format": "context-lab-scenario"`;
}

function firstLines(text: string, n: number): string[] {
  const out: string[] = [];
  let start = 0;
  while (out.length < n && start < text.length) {
    let end = text.indexOf("\n", start);
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
    head += r.value;
    const nl = head.indexOf("\n");
    if (nl === -1 && head.length < 64 * 1024 * 1024) continue;
    const first = (nl === -1 ? head : head.slice(0, nl)).replace(/^\ufeff/, "").trim();
    let isRecordLine = false;
    try {
      isRecordLine = looksLikeRecord(JSON.parse(first));
    } catch {
      isRecordLine = false;
    }
    if (!isRecordLine) {
      // not a stream of records: read it whole (a JSON document, or something to reject)
      let rest = head;
      for (let n = it.next(); !n.done; n = it.next()) rest += n.value;
      return ingest(rest, name, opts);
    }
    const reader = new JsonlReader({ name, onProgress: opts.onProgress });
    reader.push(head);
    for (let n = it.next(); !n.done; n = it.next()) reader.push(n.value);
    return reader.end();
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
  const others = parent.subagents.filter((s) => s.agentId !== agentId);
  return { ...parent, subagents: [...others, { agentId, fileName, session: own }] };
}
