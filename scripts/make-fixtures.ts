/*
 * make-fixtures.ts: writes the built-in example inputs under fixtures/.
 *
 *   npx tsx scripts/make-fixtures.ts
 *
 * Deterministic: every random choice comes from a seeded PRNG, timestamps start at fixed
 * instants, and uuids / message ids / tool ids are hashes of a namespace and a counter. Running it
 * twice produces byte-identical files. Node built-ins only, plus the teaching scenarios of
 * lib/lessons/tier-scenarios.ts (plain data) that the hand-built scenarios here do not already show.
 *
 * Besides the fixtures it prints (and writes into fixtures/README.md and fixtures/facts.json) the
 * facts a test can assert. Those facts are computed by re-reading the written files, not from the
 * generator's own bookkeeping, so they describe what is on disk.
 */
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { TIER_SCENARIOS } from "../lib/lessons/tier-scenarios";
import { Rng } from "./rng";

// ------------------------------------------------------------------------------------------------
// Paths
// ------------------------------------------------------------------------------------------------

const SCRIPT_DIR =
  process.argv[1] && /make-fixtures/.test(process.argv[1])
    ? dirname(resolve(process.argv[1]))
    : join(process.cwd(), "scripts");
const ROOT = resolve(SCRIPT_DIR, "..");
const FIX = join(ROOT, "fixtures");

// ------------------------------------------------------------------------------------------------
// Deterministic helpers: PRNG, ids, clock, a tiny PNG
// ------------------------------------------------------------------------------------------------

type Json = Record<string, unknown>;

const B62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/** Ids derived from a namespace and a counter: stable across runs, unique within a file. */
class Ids {
  private n = 0;
  constructor(private readonly ns: string) {}
  private hash(label: string): Buffer {
    return createHash("sha256").update(`${this.ns}:${label}:${this.n++}`).digest();
  }
  uuid(): string {
    const h = this.hash("uuid").toString("hex");
    const variant = "89ab"[parseInt(h[16], 16) & 3];
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
  }
  b62(label: string, len: number): string {
    const b = this.hash(label);
    let s = "";
    for (let i = 0; i < len; i++) s += B62[b[i % b.length] % 62];
    return s;
  }
  msg(): string {
    return "msg_01" + this.b62("msg", 22);
  }
  req(): string {
    return "req_011C" + this.b62("req", 20);
  }
  toolu(): string {
    return "toolu_01" + this.b62("toolu", 22);
  }
  signature(): string {
    const parts: Buffer[] = [];
    for (let i = 0; i < 6; i++) parts.push(this.hash("sig"));
    return "Eu" + Buffer.concat(parts).toString("base64").replace(/=+$/, "");
  }
}

class Clock {
  constructor(public t: number) {}
  static at(iso: string): Clock {
    return new Clock(Date.parse(iso));
  }
  tick(rng: Rng, minS: number, maxS: number): string {
    this.t += rng.int(Math.round(minS * 1000), Math.round(maxS * 1000));
    return this.iso();
  }
  iso(): string {
    return new Date(this.t).toISOString();
  }
}

const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function adler32(buf: Buffer): number {
  let a = 1;
  let b = 0;
  for (const x of buf) {
    a = (a + x) % 65521;
    b = (b + a) % 65521;
  }
  return ((b << 16) | a) >>> 0;
}

/**
 * A 24x16 RGB PNG of a "browser error" thumbnail: a red banner over a white page with grey
 * text lines. Stored (uncompressed) deflate so the bytes never depend on the zlib version.
 */
function tinyPng(): string {
  const w = 24;
  const h = 16;
  const raw = Buffer.alloc(h * (1 + w * 3));
  for (let y = 0; y < h; y++) {
    const row = y * (1 + w * 3);
    raw[row] = 0; // filter: none
    for (let x = 0; x < w; x++) {
      let rgb: [number, number, number] = [255, 255, 255];
      if (y < 4) rgb = [220, 53, 69];
      else if ((y === 7 || y === 10 || y === 13) && x > 2 && x < 21 - (y % 5)) rgb = [160, 160, 160];
      const p = row + 1 + x * 3;
      raw[p] = rgb[0];
      raw[p + 1] = rgb[1];
      raw[p + 2] = rgb[2];
    }
  }
  const len = raw.length;
  const zlib = Buffer.concat([
    Buffer.from([0x78, 0x01, 0x01, len & 0xff, len >> 8, ~len & 0xff, (~len >> 8) & 0xff]),
    raw,
    u32(adler32(raw)),
  ]);
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type RGB
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", zlib),
    chunk("IEND", Buffer.alloc(0)),
  ]);
  return png.toString("base64");

  function u32(n: number): Buffer {
    const b = Buffer.alloc(4);
    b.writeUInt32BE(n >>> 0, 0);
    return b;
  }
  function chunk(type: string, data: Buffer): Buffer {
    const td = Buffer.concat([Buffer.from(type, "ascii"), data]);
    return Buffer.concat([u32(data.length), td, u32(crc32(td))]);
  }
}

const PNG_B64 = tinyPng();

// ------------------------------------------------------------------------------------------------
// The record writer: one Claude Code session (or one sidechain of it)
// ------------------------------------------------------------------------------------------------

const VERSION = "2.1.88";
const MODEL = "claude-sonnet-4-5-20250929";
/** Characters per token used to make recorded usage consistent with the appended content. */
const CPT = 3.5;
/** A pasted image costs a little: this one is 24x16 pixels. */
const IMAGE_TOKENS = 12;

interface Usage {
  input_tokens: number;
  cache_creation_input_tokens: number;
  cache_read_input_tokens: number;
  output_tokens: number;
  service_tier: string;
}

function usageTotal(u: Omit<Usage, "service_tier">): number {
  return u.input_tokens + u.cache_creation_input_tokens + u.cache_read_input_tokens + u.output_tokens;
}

type Line = Json | { raw: string };

interface WriterOpts {
  ns: string;
  seed: number;
  sessionId: string;
  cwd: string;
  gitBranch: string;
  start?: string;
  clock?: Clock;
  lines?: Line[];
  /** system prompt + tools (+ memory files) sent before the first message */
  sysTokens: number;
  sidechain?: boolean;
  agentId?: string;
  slug?: string;
}

class Writer {
  readonly lines: Line[];
  readonly rng: Rng;
  readonly ids: Ids;
  readonly clock: Clock;
  readonly sessionId: string;
  readonly cwd: string;
  readonly gitBranch: string;
  readonly sidechain: boolean;
  readonly agentId?: string;
  readonly sysTokens: number;
  readonly slug?: string;
  last: string | null = null;
  /** every usage total this writer recorded, in order */
  readonly totals: number[] = [];
  lastUsage: Usage | null = null;
  toolUseCount = 0;

  private started = false;
  private cold = false;
  private prompt = 0;
  private lastOut = 0;
  private cacheRead = 0;
  private cacheCreate = 0;
  private pendingChars = 0;
  private pendingTokens = 0;
  private presetUuid: string | null = null;

  constructor(o: WriterOpts) {
    this.lines = o.lines ?? [];
    this.rng = new Rng(o.seed);
    this.ids = new Ids(o.ns);
    this.clock = o.clock ?? Clock.at(o.start ?? "2026-03-02T09:00:00.000Z");
    this.sessionId = o.sessionId;
    this.cwd = o.cwd;
    this.gitBranch = o.gitBranch;
    this.sidechain = o.sidechain ?? false;
    this.agentId = o.agentId;
    this.sysTokens = o.sysTokens;
    this.slug = o.slug;
  }

  get lastTotal(): number {
    return this.totals.length ? this.totals[this.totals.length - 1] : 0;
  }

  /** Estimated context of the next request (last usage + what was appended since). */
  get projected(): number {
    return this.lastTotal + Math.round(this.pendingChars / CPT) + this.pendingTokens;
  }

  path(rel: string): string {
    return rel.startsWith("/") ? rel : `${this.cwd}/${rel}`;
  }

  /** The next record this writer seals gets this uuid (used by file-history-snapshot). */
  reserveUuid(): string {
    this.presetUuid = this.ids.uuid();
    return this.presetUuid;
  }

  private head(type: string, parent: string | null = this.last): Json {
    const r: Json = {
      parentUuid: parent,
      isSidechain: this.sidechain,
      userType: "external",
      cwd: this.cwd,
      sessionId: this.sessionId,
      version: VERSION,
      gitBranch: this.gitBranch,
    };
    if (this.agentId) r.agentId = this.agentId;
    if (this.slug) r.slug = this.slug;
    r.type = type;
    return r;
  }

  private seal(r: Json, after?: Json): string {
    const uuid = this.presetUuid ?? this.ids.uuid();
    this.presetUuid = null;
    r.uuid = uuid;
    r.timestamp = this.clock.iso();
    if (after) Object.assign(r, after);
    this.lines.push(r);
    this.last = uuid;
    return uuid;
  }

  private addPending(content: unknown): void {
    if (typeof content === "string") {
      this.pendingChars += content.length;
      return;
    }
    if (!Array.isArray(content)) return;
    for (const b of content as Json[]) {
      if (b.type === "text") this.pendingChars += String(b.text).length;
      else if (b.type === "image") this.pendingTokens += IMAGE_TOKENS;
      else if (b.type === "tool_result") this.addPending(b.content);
      else this.pendingChars += JSON.stringify(b).length;
    }
  }

  /** Add tokens the model sees but that are not written as records of this file. */
  addHiddenTokens(n: number): void {
    this.pendingTokens += n;
  }

  /** A prompt typed by the person. */
  prompt_(content: string | Json[], extra: Json = {}, dt: [number, number] = [20, 110]): string {
    this.clock.tick(this.rng, dt[0], dt[1]);
    const r = this.head("user");
    r.message = { role: "user", content };
    Object.assign(r, extra);
    this.addPending(content);
    return this.seal(r);
  }

  /** A meta user record (skill body, caveat, command output). */
  meta(text: string, extra: Json = {}, dt: [number, number] = [0.05, 0.4]): string {
    this.clock.tick(this.rng, dt[0], dt[1]);
    const r = this.head("user");
    r.message = { role: "user", content: [{ type: "text", text }] };
    r.isMeta = true;
    Object.assign(r, extra);
    this.addPending(text);
    return this.seal(r);
  }

  toolResult(
    id: string,
    content: string | Json[],
    toolUseResult: unknown,
    opts: { isError?: boolean; dt?: [number, number] } = {},
  ): string {
    const dt = opts.dt ?? [0.3, 4];
    this.clock.tick(this.rng, dt[0], dt[1]);
    const block: Json = { tool_use_id: id, type: "tool_result", content };
    if (opts.isError) block.is_error = true;
    const r = this.head("user");
    r.message = { role: "user", content: [block] };
    this.addPending(content);
    return this.seal(r, { toolUseResult });
  }

  /** One assistant response, written as one record per content block sharing message.id and usage. */
  assistant(blocks: Json[], stop: "tool_use" | "end_turn", dt: [number, number] = [2, 12]): string[] {
    const usage = this.nextUsage(blocks);
    const id = this.ids.msg();
    const req = this.ids.req();
    const out: string[] = [];
    blocks.forEach((b, i) => {
      if (i === 0) this.clock.tick(this.rng, dt[0], dt[1]);
      else this.clock.tick(this.rng, b.type === "tool_use" ? 0.4 : 0.8, b.type === "tool_use" ? 2.5 : 6);
      if (b.type === "tool_use") this.toolUseCount++;
      const r = this.head("assistant");
      r.message = {
        id,
        type: "message",
        role: "assistant",
        model: MODEL,
        content: [b],
        stop_reason: i === blocks.length - 1 ? stop : null,
        stop_sequence: null,
        usage: { ...usage },
      };
      r.requestId = req;
      out.push(this.seal(r));
    });
    return out;
  }

  private nextUsage(blocks: Json[]): Usage {
    let outChars = 0;
    for (const b of blocks) {
      if (b.type === "thinking") outChars += String(b.thinking).length;
      else if (b.type === "text") outChars += String(b.text).length;
      else if (b.type === "tool_use") outChars += JSON.stringify(b.input).length + String(b.name).length + 24;
    }
    const appended = Math.round(this.pendingChars / CPT) + this.pendingTokens;
    this.pendingChars = 0;
    this.pendingTokens = 0;
    const out = Math.max(1, Math.round(outChars / CPT));
    let promptTokens: number;
    let read: number;
    if (!this.started) {
      promptTokens = this.sysTokens + appended;
      read = 0;
      this.started = true;
    } else if (this.cold) {
      // After a compaction only the system prompt and tool definitions are still cached.
      promptTokens = this.sysTokens + appended;
      read = this.sysTokens;
    } else {
      promptTokens = this.prompt + this.lastOut + appended;
      read = this.cacheRead + this.cacheCreate;
    }
    this.cold = false;
    const input = Math.max(1, Math.min(this.rng.int(3, 10), promptTokens - read));
    const create = promptTokens - read - input;
    this.prompt = promptTokens;
    this.lastOut = out;
    this.cacheRead = read;
    this.cacheCreate = create;
    const u: Usage = {
      input_tokens: input,
      cache_creation_input_tokens: create,
      cache_read_input_tokens: read,
      output_tokens: out,
      service_tier: "standard",
    };
    this.lastUsage = u;
    this.totals.push(usageTotal(u));
    return u;
  }

  system(subtype: string, content: string, extra: Json = {}, dt: [number, number] = [0.2, 2]): string {
    this.clock.tick(this.rng, dt[0], dt[1]);
    const r = this.head("system");
    r.subtype = subtype;
    r.content = content;
    r.isMeta = false;
    r.timestamp = this.clock.iso();
    const uuid = this.presetUuid ?? this.ids.uuid();
    this.presetUuid = null;
    r.uuid = uuid;
    r.level = "info";
    Object.assign(r, extra);
    this.lines.push(r);
    this.last = uuid;
    return uuid;
  }

  /** The next request starts a new conversation: only the system prompt and tools are cached. */
  restartContext(): void {
    if (!this.started) return;
    this.cold = true;
    this.prompt = 0;
    this.lastOut = 0;
    this.pendingChars = 0;
    this.pendingTokens = 0;
  }

  compactBoundary(trigger: "auto" | "manual", preTokens: number, postTokens?: number): string {
    this.clock.tick(this.rng, trigger === "auto" ? 35 : 25, trigger === "auto" ? 80 : 60);
    const logical = this.last;
    const h = this.head("system", null);
    const r: Json = { parentUuid: null, logicalParentUuid: logical };
    for (const [k, v] of Object.entries(h)) if (k !== "parentUuid") r[k] = v;
    r.subtype = "compact_boundary";
    r.content = "Conversation compacted";
    r.isMeta = false;
    r.timestamp = this.clock.iso();
    const uuid = this.ids.uuid();
    r.uuid = uuid;
    r.level = "info";
    const meta: Json = { trigger, preTokens };
    if (postTokens !== undefined) meta.postTokens = postTokens;
    r.compactMetadata = meta;
    this.lines.push(r);
    this.last = uuid;
    this.cold = true;
    this.prompt = 0;
    this.lastOut = 0;
    this.pendingChars = 0;
    this.pendingTokens = 0;
    return uuid;
  }

  compactSummary(text: string): string {
    this.clock.tick(this.rng, 0.01, 0.2);
    const r = this.head("user");
    r.message = { role: "user", content: text };
    r.isVisibleInTranscriptOnly = true;
    r.isCompactSummary = true;
    this.addPending(text);
    return this.seal(r);
  }

  attachment(att: Json, countChars: number): string {
    this.clock.tick(this.rng, 0.01, 0.1);
    const r = this.head("attachment");
    r.attachment = att;
    this.pendingChars += countChars;
    return this.seal(r);
  }

  progress(data: Json, toolUseID: string, parentToolUseID: string): string {
    this.clock.tick(this.rng, 0.5, 3);
    const r = this.head("progress");
    r.data = data;
    r.parentToolUseID = parentToolUseID;
    r.toolUseID = toolUseID;
    return this.seal(r);
  }

  /** A record outside the uuid chain (summary titles, snapshots, queue operations...). */
  raw(rec: Json): void {
    this.lines.push(rec);
  }

  snapshotBefore(): string {
    const messageId = this.reserveUuid();
    this.raw({
      type: "file-history-snapshot",
      messageId,
      snapshot: { messageId, trackedFileBackups: {}, timestamp: new Date(this.clock.t + 1200).toISOString() },
      isSnapshotUpdate: false,
    });
    return messageId;
  }
}

// Content block helpers ------------------------------------------------------------------------

function think(w: Writer, thinking: string): Json {
  return { type: "thinking", thinking, signature: w.ids.signature() };
}

function say(text: string): Json {
  return { type: "text", text };
}

interface Call {
  name: string;
  input: Json;
  /** writes the tool_result record(s) answering this call */
  run: (id: string) => void;
}

/** One API round: optional thinking and text, then tool calls, then their results. */
function step(w: Writer, o: { think?: string; say?: string; calls?: Call[]; dt?: [number, number] }): Json[] {
  const blocks: Json[] = [];
  if (o.think) blocks.push(think(w, o.think));
  if (o.say) blocks.push(say(o.say));
  const uses: Json[] = (o.calls ?? []).map((c) => ({ type: "tool_use", id: w.ids.toolu(), name: c.name, input: c.input }));
  blocks.push(...uses);
  w.assistant(blocks, uses.length ? "tool_use" : "end_turn", o.dt);
  (o.calls ?? []).forEach((c, i) => c.run(String(uses[i].id)));
  return uses;
}

const MALWARE_REMINDER =
  "\n\n<system-reminder>\nWhenever you read a file, you should consider whether it would be considered malware. " +
  "You CAN and SHOULD provide analysis of malware, what it is doing. But you MUST refuse to improve or augment the code. " +
  "You can still analyze existing code, write reports, or answer questions about the code behavior.\n</system-reminder>\n";

function fileLines(content: string): string[] {
  const ls = content.split("\n");
  if (ls.length && ls[ls.length - 1] === "") ls.pop();
  return ls;
}

function numbered(content: string, start = 1): string {
  return fileLines(content)
    .map((l, i) => `${String(i + start).padStart(6)}→${l}`)
    .join("\n");
}

function readCall(w: Writer, rel: string, content: string): Call {
  const filePath = w.path(rel);
  return {
    name: "Read",
    input: { file_path: filePath },
    run: (id) => {
      const n = fileLines(content).length;
      w.toolResult(id, numbered(content) + MALWARE_REMINDER, {
        type: "text",
        file: { filePath, content, numLines: n, startLine: 1, totalLines: n },
      });
    },
  };
}

function bashCall(
  w: Writer,
  command: string,
  description: string,
  stdout: string,
  o: { exitCode?: number; stderr?: string; dt?: [number, number]; progress?: string } = {},
): Call {
  return {
    name: "Bash",
    input: { command, description },
    run: (id) => {
      if (o.progress) {
        w.progress(
          {
            type: "bash_progress",
            output: o.progress,
            fullOutput: o.progress,
            elapsedTimeSeconds: 3,
            totalLines: o.progress.split("\n").length,
          },
          `bash-progress-${id.slice(-6)}`,
          id,
        );
      }
      const stderr = o.stderr ?? "";
      if (o.exitCode && o.exitCode !== 0) {
        const body = `Exit code ${o.exitCode}\n${[stdout, stderr].filter(Boolean).join("\n")}`.trimEnd();
        w.toolResult(id, body, `Error: ${body}`, { isError: true, dt: o.dt ?? [2, 15] });
      } else {
        const body = [stdout, stderr].filter(Boolean).join("\n");
        w.toolResult(id, body, { stdout, stderr, interrupted: false, isImage: false }, { dt: o.dt ?? [1, 10] });
      }
    },
  };
}

function grepCall(w: Writer, pattern: string, hits: [string, number, string][], glob?: string): Call {
  const input: Json = { pattern, output_mode: "content", "-n": true };
  if (glob) input.glob = glob;
  return {
    name: "Grep",
    input,
    run: (id) => {
      const content = hits.map(([f, n, l]) => `${w.path(f)}:${n}:${l}`).join("\n");
      const filenames = [...new Set(hits.map(([f]) => w.path(f)))];
      w.toolResult(id, content || "No matches found", {
        mode: "content",
        numFiles: filenames.length,
        filenames,
        content,
        numLines: hits.length,
      });
    },
  };
}

function globCall(w: Writer, pattern: string, files: string[]): Call {
  return {
    name: "Glob",
    input: { pattern },
    run: (id) => {
      const abs = files.map((f) => w.path(f));
      w.toolResult(id, abs.join("\n"), {
        filenames: abs,
        durationMs: w.rng.int(8, 60),
        numFiles: abs.length,
        truncated: false,
      });
    },
  };
}

function editCall(
  w: Writer,
  rel: string,
  oldString: string,
  newString: string,
  o: { original?: string; startLine?: number } = {},
): Call {
  const filePath = w.path(rel);
  return {
    name: "Edit",
    input: { file_path: filePath, old_string: oldString, new_string: newString },
    run: (id) => {
      const start = o.startLine ?? 1;
      const newLines = newString.split("\n");
      const oldLines = oldString.split("\n");
      const snippet = numbered(newString, start);
      const tur: Json = {
        filePath,
        oldString,
        newString,
        originalFile: o.original ?? null,
        structuredPatch: [
          {
            oldStart: start,
            oldLines: oldLines.length,
            newStart: start,
            newLines: newLines.length,
            lines: [...oldLines.map((l) => "-" + l), ...newLines.map((l) => "+" + l)],
          },
        ],
        userModified: false,
        replaceAll: false,
      };
      w.toolResult(
        id,
        `The file ${filePath} has been updated. Here's the result of running \`cat -n\` on a snippet of the edited file:\n${snippet}`,
        tur,
      );
    },
  };
}

function writeCall(w: Writer, rel: string, content: string): Call {
  const filePath = w.path(rel);
  return {
    name: "Write",
    input: { file_path: filePath, content },
    run: (id) => {
      w.toolResult(id, `File created successfully at: ${filePath}`, {
        type: "create",
        filePath,
        content,
        structuredPatch: [],
      });
    },
  };
}

type Todo = { content: string; status: "pending" | "in_progress" | "completed"; activeForm: string };

function todoCall(w: Writer, todos: Todo[], old: Todo[]): Call {
  return {
    name: "TodoWrite",
    input: { todos },
    run: (id) =>
      w.toolResult(
        id,
        "Todos have been modified successfully. Ensure that you continue to use the todo list to track your progress. Please proceed with the current tasks if applicable",
        { oldTodos: old, newTodos: todos },
        { dt: [0.05, 0.3] },
      ),
  };
}

function todos(items: [string, Todo["status"]][]): Todo[] {
  return items.map(([content, status]) => ({
    content,
    status,
    activeForm: content.replace(/^(\w+)/, (v) => (v.endsWith("e") ? v.slice(0, -1) : v) + "ing"),
  }));
}

// ------------------------------------------------------------------------------------------------
// Plausible TypeScript: a Knex repository generator, a schema generator, a Drizzle schema
// ------------------------------------------------------------------------------------------------

type FieldType = "string" | "string | null" | "number" | "number | null" | "boolean" | "Date" | "Date | null";

interface Entity {
  /** singular PascalCase */
  name: string;
  /** plural PascalCase */
  plural: string;
  table: string;
  fields: [string, FieldType][];
}

function snake(s: string): string {
  return s.replace(/([a-z0-9])([A-Z])/g, "$1_$2").toLowerCase();
}
function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
function lowerFirst(s: string): string {
  return s.charAt(0).toLowerCase() + s.slice(1);
}
function words(s: string): string {
  return snake(s).replace(/_/g, " ");
}

const ENTITIES: Record<string, Entity> = {
  orders: {
    name: "Order", plural: "Orders", table: "orders",
    fields: [["customerId", "string"], ["status", "string"], ["currency", "string"], ["subtotalCents", "number"],
      ["taxCents", "number"], ["totalCents", "number"], ["placedAt", "Date"], ["channel", "string"],
      ["couponCode", "string | null"], ["notes", "string | null"]],
  },
  customers: {
    name: "Customer", plural: "Customers", table: "customers",
    fields: [["email", "string"], ["fullName", "string"], ["phone", "string | null"], ["countryCode", "string"],
      ["taxId", "string | null"], ["marketingOptIn", "boolean"], ["lifetimeValueCents", "number"],
      ["lastOrderAt", "Date | null"], ["segment", "string"]],
  },
  invoices: {
    name: "Invoice", plural: "Invoices", table: "invoices",
    fields: [["orderId", "string"], ["customerId", "string"], ["number", "string"], ["status", "string"],
      ["issuedAt", "Date"], ["dueAt", "Date"], ["amountDueCents", "number"], ["amountPaidCents", "number"],
      ["pdfUrl", "string | null"], ["currency", "string"]],
  },
  payments: {
    name: "Payment", plural: "Payments", table: "payments",
    fields: [["invoiceId", "string"], ["provider", "string"], ["providerRef", "string"], ["status", "string"],
      ["amountCents", "number"], ["currency", "string"], ["capturedAt", "Date | null"],
      ["failureCode", "string | null"], ["attempt", "number"]],
  },
  subscriptions: {
    name: "Subscription", plural: "Subscriptions", table: "subscriptions",
    fields: [["customerId", "string"], ["planId", "string"], ["status", "string"], ["currentPeriodStart", "Date"],
      ["currentPeriodEnd", "Date"], ["cancelAtPeriodEnd", "boolean"], ["trialEndsAt", "Date | null"],
      ["seats", "number"], ["externalRef", "string | null"]],
  },
  products: {
    name: "Product", plural: "Products", table: "products",
    fields: [["sku", "string"], ["title", "string"], ["description", "string | null"], ["priceCents", "number"],
      ["currency", "string"], ["active", "boolean"], ["weightGrams", "number"], ["categoryId", "string | null"],
      ["taxCode", "string"]],
  },
  shipments: {
    name: "Shipment", plural: "Shipments", table: "shipments",
    fields: [["orderId", "string"], ["carrier", "string"], ["trackingNumber", "string | null"], ["status", "string"],
      ["shippedAt", "Date | null"], ["deliveredAt", "Date | null"], ["addressId", "string"], ["weightGrams", "number"]],
  },
  refunds: {
    name: "Refund", plural: "Refunds", table: "refunds",
    fields: [["paymentId", "string"], ["orderId", "string"], ["amountCents", "number"], ["reason", "string"],
      ["status", "string"], ["requestedBy", "string"], ["processedAt", "Date | null"]],
  },
  coupons: {
    name: "Coupon", plural: "Coupons", table: "coupons",
    fields: [["code", "string"], ["kind", "string"], ["percentOff", "number | null"], ["amountOffCents", "number | null"],
      ["maxRedemptions", "number | null"], ["timesRedeemed", "number"], ["expiresAt", "Date | null"], ["active", "boolean"]],
  },
  "audit-log": {
    name: "AuditEntry", plural: "AuditEntries", table: "audit_log",
    fields: [["actorId", "string"], ["action", "string"], ["entityType", "string"], ["entityId", "string"],
      ["ip", "string | null"], ["userAgent", "string | null"], ["payload", "string"]],
  },
  webhooks: {
    name: "WebhookEndpoint", plural: "WebhookEndpoints", table: "webhook_endpoints",
    fields: [["endpointUrl", "string"], ["secretHash", "string"], ["eventTypes", "string"], ["active", "boolean"],
      ["lastDeliveryAt", "Date | null"], ["failureCount", "number"]],
  },
  inventory: {
    name: "StockLevel", plural: "StockLevels", table: "stock_levels",
    fields: [["productId", "string"], ["warehouseId", "string"], ["onHand", "number"], ["reserved", "number"],
      ["reorderPoint", "number"], ["lastCountedAt", "Date | null"]],
  },
  "tax-rates": {
    name: "TaxRate", plural: "TaxRates", table: "tax_rates",
    fields: [["countryCode", "string"], ["region", "string | null"], ["rateBasisPoints", "number"], ["category", "string"],
      ["validFrom", "Date"], ["validTo", "Date | null"]],
  },
  users: {
    name: "User", plural: "Users", table: "users",
    fields: [["email", "string"], ["passwordHash", "string"], ["role", "string"], ["displayName", "string"],
      ["lastLoginAt", "Date | null"], ["mfaEnabled", "boolean"], ["locale", "string"]],
  },
  sessions: {
    name: "Session", plural: "Sessions", table: "sessions",
    fields: [["userId", "string"], ["refreshTokenHash", "string"], ["userAgent", "string | null"], ["ip", "string | null"],
      ["expiresAt", "Date"], ["revokedAt", "Date | null"], ["rotationCount", "number"]],
  },
};

const QUALIFIERS = [
  "Recent", "Stale", "ForExport", "ForAudit", "ForReport", "ForSync", "Pending", "ForAdmin", "ForWorker",
  "Flagged", "Unreconciled", "Archived",
];

function qualifierFilter(q: string, ent: Entity): string {
  const status = ent.fields.find(([f]) => f === "status");
  const nullable = ent.fields.find(([, t]) => t.endsWith("| null"));
  switch (q) {
    case "Recent":
      return `.where("created_at", ">=", trx.raw("now() - interval '30 days'"))`;
    case "Stale":
      return `.where("updated_at", "<", trx.raw("now() - interval '180 days'"))`;
    case "ForExport":
      return nullable ? `.whereNotNull("${snake(nullable[0])}")` : `.whereNotNull("updated_at")`;
    case "ForAudit":
      return `.where("updated_at", ">", trx.raw("now() - interval '7 days'"))`;
    case "ForReport":
      return `.where("created_at", ">=", trx.raw("date_trunc('quarter', now())"))`;
    case "ForSync":
      return `.where("updated_at", ">", trx.raw("coalesce((select last_synced_at from sync_state where name = '${ent.table}'), 'epoch')"))`;
    case "Pending":
      return status ? `.where("status", "pending")` : `.whereRaw("metadata ->> 'pending' = 'true'")`;
    case "ForAdmin":
      return `.limit(200)`;
    case "ForWorker":
      return `.forUpdate().skipLocked()`;
    case "Flagged":
      return `.whereRaw("metadata ->> 'flagged' = 'true'")`;
    case "Unreconciled":
      return `.whereNull("reconciled_at")`;
    default:
      return status ? `.where("status", "archived")` : `.whereNotNull("archived_at")`;
  }
}

/** The body of a repository module: types, mappers, then functions until `targetChars`. */
function genRepository(rng: Rng, ent: Entity, targetChars: number, withHeader = true): string {
  const E = ent.name;
  const Es = ent.plural;
  const e = lowerFirst(E);
  const out: string[] = [];
  if (withHeader) {
    out.push(`/**
 * ${Es} repository.
 *
 * All reads go through the shared Knex instance from ../knex. Functions that write more than one
 * table accept a transaction as their last argument so callers can compose them; the default is
 * the pooled connection. Rows are soft-deleted (deleted_at) and never removed by this module.
 */
import type { Knex } from "knex";
import { db } from "../knex";
import { ConflictError, NotFoundError } from "../../lib/errors";
import { logger } from "../../lib/logger";
import { paginate, type Page, type PageRequest } from "../pagination";
`);
  }
  const rowFields = ent.fields.map(([f, t]) => `  ${snake(f)}: ${t};`).join("\n");
  const domFields = ent.fields.map(([f, t]) => `  ${f}: ${t};`).join("\n");
  out.push(`export interface ${E}Row {
  id: string;
${rowFields}
  metadata: Record<string, unknown> | null;
  created_at: Date;
  updated_at: Date;
  deleted_at: Date | null;
}

export interface ${E} {
  id: string;
${domFields}
  metadata: Record<string, unknown>;
  createdAt: Date;
  updatedAt: Date;
}

export type New${E} = Omit<${E}, "id" | "createdAt" | "updatedAt">;

const TABLE = "${ent.table}";

const COLUMNS = [
  "id",
${ent.fields.map(([f]) => `  "${snake(f)}",`).join("\n")}
  "metadata",
  "created_at",
  "updated_at",
] as const;

export function to${E}(row: ${E}Row): ${E} {
  return {
    id: row.id,
${ent.fields.map(([f]) => `    ${f}: row.${snake(f)},`).join("\n")}
    metadata: row.metadata ?? {},
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function toRow(input: Partial<New${E}>): Partial<${E}Row> {
  const row: Partial<${E}Row> = {};
${ent.fields.map(([f]) => `  if (input.${f} !== undefined) row.${snake(f)} = input.${f};`).join("\n")}
  if (input.metadata !== undefined) row.metadata = input.metadata;
  return row;
}
`);
  const used = new Set<string>();
  const strFields = ent.fields.filter(([, t]) => t === "string");
  const numFields = ent.fields.filter(([, t]) => t.startsWith("number"));
  const dateFields = ent.fields.filter(([, t]) => t.startsWith("Date"));
  const groupFields = strFields.filter(([f]) => /status|currency|kind|channel|provider|role|segment|carrier|category|action|reason|countryCode|locale|entityType/.test(f));
  let size = out.join("\n").length;
  let guard = 0;
  let qi = 0;
  const templates = [
    "findBy", "list", "total", "insert", "setField", "count", "report", "iterate", "taken", "validate", "batch", "softDelete",
  ];
  while (size < targetChars && guard++ < 600) {
    const t = templates[guard % templates.length];
    const q = QUALIFIERS[(qi++ + rng.int(0, QUALIFIERS.length - 1)) % QUALIFIERS.length];
    const [f, ft] = rng.pick(ent.fields);
    const F = cap(f);
    const col = snake(f);
    let name = "";
    let code = "";
    if (t === "findBy") {
      name = `find${Es}By${F}`;
      code = `/** All ${words(Es)} with the given ${words(f)}, newest first. */
export async function ${name}(${f}: ${ft}, trx: Knex = db): Promise<${E}[]> {
  const rows = await trx<${E}Row>(TABLE)
    .select(COLUMNS)
    .where("${col}", ${f})
    .whereNull("deleted_at")
    .orderBy("created_at", "desc");
  return rows.map(to${E});
}`;
    } else if (t === "list") {
      name = `list${Es}${q}`;
      code = `export async function ${name}(req: PageRequest, trx: Knex = db): Promise<Page<${E}>> {
  const query = trx<${E}Row>(TABLE)
    .select(COLUMNS)
    .whereNull("deleted_at")
    ${qualifierFilter(q, ent)}
    .orderBy([
      { column: "created_at", order: "desc" },
      { column: "id", order: "desc" },
    ]);
  const page = await paginate(query, req);
  return { ...page, items: page.items.map(to${E}) };
}`;
    } else if (t === "total" && numFields.length && groupFields.length) {
      const [n] = rng.pick(numFields);
      const [g] = rng.pick(groupFields);
      name = `total${cap(n)}By${cap(g)}${q === "Recent" || q === "ForReport" ? q : ""}`;
      code = `export async function ${name}(from: Date, to: Date, trx: Knex = db): Promise<Map<string, number>> {
  const rows = await trx(TABLE)
    .select("${snake(g)}")
    .sum({ total: "${snake(n)}" })
    .whereBetween("created_at", [from, to])
    .whereNull("deleted_at")
    .groupBy("${snake(g)}");
  return new Map(
    rows.map((r: { ${snake(g)}: string; total: string | null }) => [r.${snake(g)}, Number(r.total ?? 0)]),
  );
}`;
    } else if (t === "insert") {
      name = used.has(`insert${E}`) ? `insert${E}${q}` : `insert${E}`;
      code = `export async function ${name}(input: New${E}, trx: Knex = db): Promise<${E}> {
  const [row] = await trx<${E}Row>(TABLE)
    .insert({ ...toRow(input), created_at: trx.fn.now(), updated_at: trx.fn.now() })
    .returning(COLUMNS);
  logger.debug({ id: row.id, table: TABLE }, "inserted");
  return to${E}(row);
}`;
    } else if (t === "setField") {
      name = `set${E}${F}`;
      code = `export async function ${name}(
  id: string,
  ${f}: ${ft},
  expectedUpdatedAt?: Date,
  trx: Knex = db,
): Promise<${E}> {
  const query = trx<${E}Row>(TABLE).where({ id }).whereNull("deleted_at");
  if (expectedUpdatedAt) query.andWhere("updated_at", expectedUpdatedAt);
  const [row] = await query.update({ ${col}: ${f}, updated_at: trx.fn.now() }).returning(COLUMNS);
  if (!row) {
    const exists = await trx(TABLE).where({ id }).first("id");
    if (!exists) throw new NotFoundError("${e}", id);
    throw new ConflictError(\`${e} \${id} was modified concurrently\`);
  }
  return to${E}(row);
}`;
    } else if (t === "count" && groupFields.length) {
      const [g] = rng.pick(groupFields);
      name = `count${Es}By${cap(g)}${q === "Recent" ? q : ""}`;
      code = `export async function ${name}(trx: Knex = db): Promise<Record<string, number>> {
  const rows = await trx(TABLE)
    .select("${snake(g)}")
    .count<{ ${snake(g)}: string; count: string }[]>("id as count")
    .whereNull("deleted_at")
    ${q === "Recent" ? qualifierFilter("Recent", ent) + "\n    " : ""}.groupBy("${snake(g)}");
  const out: Record<string, number> = {};
  for (const r of rows) out[r.${snake(g)}] = Number(r.count);
  return out;
}`;
    } else if (t === "report" && dateFields.length && numFields.length) {
      const [d] = rng.pick(dateFields);
      const [n] = rng.pick(numFields);
      name = `${lowerFirst(Es)}${cap(d)}${q}Report`;
      code = `/** Daily counts and ${words(n)} totals between two instants, for the finance dashboard. */
export async function ${name}(
  from: Date,
  to: Date,
  trx: Knex = db,
): Promise<{ day: string; count: number; total: number }[]> {
  const { rows } = await trx.raw<{ rows: { day: string; count: string; total: string | null }[] }>(
    \`select date_trunc('day', ${snake(d)}) as day, count(*) as count, sum(${snake(n)}) as total
       from ${ent.table}
      where ${snake(d)} between ? and ?
        and deleted_at is null
      group by 1
      order by 1\`,
    [from, to],
  );
  return rows.map((r) => ({ day: r.day, count: Number(r.count), total: Number(r.total ?? 0) }));
}`;
    } else if (t === "iterate") {
      name = `iterate${Es}${q}`;
      code = `export async function* ${name}(batchSize = 1000, trx: Knex = db): AsyncGenerator<${E}[]> {
  let cursor: string | null = null;
  for (;;) {
    const query = trx<${E}Row>(TABLE)
      .select(COLUMNS)
      .whereNull("deleted_at")
      ${qualifierFilter(q, ent)}
      .orderBy("id")
      .limit(batchSize);
    if (cursor) query.where("id", ">", cursor);
    const rows = await query;
    if (rows.length === 0) return;
    yield rows.map(to${E});
    cursor = rows[rows.length - 1].id;
  }
}`;
    } else if (t === "taken" && strFields.length) {
      const [s] = rng.pick(strFields);
      name = `${lowerFirst(E)}${cap(s)}Taken`;
      code = `export async function ${name}(${s}: string, exceptId?: string, trx: Knex = db): Promise<boolean> {
  const query = trx(TABLE).where("${snake(s)}", ${s}).whereNull("deleted_at").first("id");
  if (exceptId) query.whereNot("id", exceptId);
  return Boolean(await query);
}`;
    } else if (t === "validate") {
      name = `validate${E}${q === "ForExport" || q === "ForSync" || q === "ForAdmin" ? q : ""}`;
      const checks = ent.fields
        .slice(0, 6)
        .map(([vf, vt]) => {
          if (vt === "string") return `  if (!input.${vf} || input.${vf}.trim() === "") problems.push("${vf} is required");`;
          if (vt === "number") return `  if (typeof input.${vf} === "number" && (!Number.isInteger(input.${vf}) || input.${vf} < 0)) {\n    problems.push("${vf} must be a non-negative integer");\n  }`;
          if (vt === "Date") return `  if (input.${vf} && Number.isNaN(input.${vf}.getTime())) problems.push("${vf} is not a valid date");`;
          return `  // ${vf} is optional`;
        })
        .join("\n");
      code = `export function ${name}(input: Partial<New${E}>): string[] {
  const problems: string[] = [];
${checks}
  return problems;
}`;
    } else if (t === "batch") {
      name = used.has(`insert${Es}InBatches`) ? `upsert${Es}${q}` : `insert${Es}InBatches`;
      code = `export async function ${name}(inputs: New${E}[], trx: Knex = db, chunkSize = 500): Promise<number> {
  let written = 0;
  for (let i = 0; i < inputs.length; i += chunkSize) {
    const chunk = inputs
      .slice(i, i + chunkSize)
      .map((input) => ({ ...toRow(input), created_at: trx.fn.now(), updated_at: trx.fn.now() }));
    const rows = await trx(TABLE).insert(chunk).onConflict("id").merge().returning("id");
    written += rows.length;
  }
  logger.info({ table: TABLE, written }, "batch write finished");
  return written;
}`;
    } else if (t === "softDelete") {
      name = used.has(`softDelete${E}`) ? `restore${E}${q === "ForAdmin" ? q : ""}` : `softDelete${E}`;
      const del = name.startsWith("softDelete");
      code = `export async function ${name}(id: string, trx: Knex = db): Promise<void> {
  const n = await trx(TABLE)
    .where({ id })
    ${del ? '.whereNull("deleted_at")' : '.whereNotNull("deleted_at")'}
    .update({ deleted_at: ${del ? "trx.fn.now()" : "null"}, updated_at: trx.fn.now() });
  if (n === 0) throw new NotFoundError("${e}", id);
}`;
    }
    if (!code || used.has(name)) continue;
    used.add(name);
    out.push(code + "\n");
    size += code.length + 2;
  }
  return out.join("\n");
}

function knexColumn(f: string, t: FieldType): string {
  const c = snake(f);
  const nullable = t.endsWith("| null");
  const nn = nullable ? "" : ".notNullable()";
  if (t.startsWith("string")) {
    if (/url|description|notes|payload|userAgent|eventTypes/i.test(f)) return `t.text("${c}")${nn};`;
    const len = /code|currency|country/i.test(f) ? 8 : /status|kind|role|channel|locale/i.test(f) ? 32 : 255;
    return `t.string("${c}", ${len})${nn};`;
  }
  if (t.startsWith("number")) return /Cents$/.test(f) ? `t.bigInteger("${c}")${nn}${nullable ? "" : ".defaultTo(0)"};` : `t.integer("${c}")${nn}${nullable ? "" : ".defaultTo(0)"};`;
  if (t === "boolean") return `t.boolean("${c}").notNullable().defaultTo(false);`;
  return `t.timestamp("${c}", { useTz: true })${nn};`;
}

function genKnexSchema(keys: string[]): string {
  const parts: string[] = [
    `/**
 * Baseline schema, squashed from migrations 0001-0047 on 2025-11-04.
 *
 * Generated by scripts/squash-migrations.ts and then edited by hand; keep the table order, the
 * foreign keys below depend on it. New changes go into new files under db/migrations/.
 */
import type { Knex } from "knex";

export async function up(knex: Knex): Promise<void> {
  await knex.raw('create extension if not exists "pgcrypto"');
`,
  ];
  for (const k of keys) {
    const ent = ENTITIES[k];
    const cols = ent.fields.map(([f, t]) => `    ${knexColumn(f, t)}`).join("\n");
    const idx = ent.fields
      .filter(([f]) => /Id$|status|email|code|sku/.test(f))
      .map(([f]) => `    t.index(["${snake(f)}"], "${ent.table}_${snake(f)}_idx");`)
      .join("\n");
    parts.push(`  await knex.schema.createTable("${ent.table}", (t) => {
    t.uuid("id").primary().defaultTo(knex.raw("gen_random_uuid()"));
${cols}
    t.jsonb("metadata");
    t.timestamps(true, true);
    t.timestamp("deleted_at", { useTz: true });
${idx}
  });
`);
  }
  parts.push(`}

export async function down(knex: Knex): Promise<void> {
${keys
  .slice()
  .reverse()
  .map((k) => `  await knex.schema.dropTableIfExists("${ENTITIES[k].table}");`)
  .join("\n")}
}
`);
  return parts.join("\n");
}

function drizzleColumn(f: string, t: FieldType): string {
  const c = snake(f);
  const nn = t.endsWith("| null") ? "" : ".notNull()";
  if (t.startsWith("string")) return `${f}: text("${c}")${nn},`;
  if (t.startsWith("number")) return /Cents$/.test(f) ? `${f}: bigint("${c}", { mode: "number" })${nn}${nn ? ".default(0)" : ""},` : `${f}: integer("${c}")${nn}${nn ? ".default(0)" : ""},`;
  if (t === "boolean") return `${f}: boolean("${c}").notNull().default(false),`;
  return `${f}: timestamp("${c}", { withTimezone: true })${nn},`;
}

function genDrizzleSchema(keys: string[]): string {
  const parts = [
    `// Drizzle schema mirroring the Knex baseline (db/schema.ts). Column names stay snake_case in the
// database; property names are camelCase so repository return types do not change.
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  deletedAt: timestamp("deleted_at", { withTimezone: true }),
};
`,
  ];
  for (const k of keys) {
    const ent = ENTITIES[k];
    const v = lowerFirst(ent.plural);
    const idx = ent.fields.filter(([f]) => /Id$|status|email|code|sku/.test(f));
    parts.push(`export const ${v} = pgTable(
  "${ent.table}",
  {
    id: uuid("id").primaryKey().defaultRandom(),
${ent.fields.map(([f, t]) => `    ${drizzleColumn(f, t)}`).join("\n")}
    metadata: jsonb("metadata").$type<Record<string, unknown>>(),
    ...timestamps,
  },
  (t) => [
${idx.map(([f]) => `    index("${ent.table}_${snake(f)}_idx").on(t.${f}),`).join("\n")}
  ],
);
`);
  }
  return parts.join("\n");
}

/** 1-based line of the first line containing `needle`. */
function lineOf(content: string, needle: string): number {
  const i = fileLines(content).findIndex((l) => l.includes(needle));
  if (i < 0) throw new Error(`lineOf: ${needle} not found`);
  return i + 1;
}

/** Grep hits (file, line, text) of a pattern in a known file. */
function hits(rel: string, content: string, re: RegExp): [string, number, string][] {
  const out: [string, number, string][] = [];
  fileLines(content).forEach((l, i) => {
    if (re.test(l)) out.push([rel, i + 1, l]);
  });
  return out;
}

/** The first top-level function whose first line starts with `prefix`: its code and 1-based line. */
function fnBlock(content: string, prefix: string): { code: string; line: number } {
  const ls = fileLines(content);
  const i = ls.findIndex((l) => l.startsWith(prefix));
  if (i < 0) throw new Error(`fnBlock: ${prefix} not found`);
  let j = i;
  while (j < ls.length && ls[j] !== "}") j++;
  return { code: ls.slice(i, j + 1).join("\n"), line: i + 1 };
}

// ------------------------------------------------------------------------------------------------
// Handwritten source files for the bug-fix session (shopfront)
// ------------------------------------------------------------------------------------------------

const AUTH_TS = `import { Router, type NextFunction, type Request, type Response } from "express";
import { z } from "zod";
import { config } from "../config";
import { audit } from "../lib/audit";
import { logger } from "../lib/logger";
import { verifyPassword } from "../lib/passwords";
import { rateLimit } from "../lib/rate-limit";
import {
  REFRESH_TTL_SECONDS,
  hashToken,
  isRefreshTokenLive,
  issueTokenPair,
  rotate,
  verifyAccessToken,
  type TokenPair,
} from "../lib/tokens";
import { findUserByEmail, findUserById, touchLastLogin } from "../db/users";
import { createSession, findSessionByTokenHash, revokeSession } from "../db/sessions";

export const authRouter = Router();

export const REFRESH_COOKIE = "sf_rt";

const loginBody = z.object({
  email: z.string().email().max(320),
  password: z.string().min(8).max(256),
  remember: z.boolean().optional().default(false),
});

type LoginBody = z.infer<typeof loginBody>;

export interface AuthedRequest extends Request {
  userId?: string;
  sessionId?: string;
}

function setRefreshCookie(res: Response, pair: TokenPair, remember: boolean): void {
  res.cookie(REFRESH_COOKIE, pair.refreshToken, {
    httpOnly: true,
    secure: config.cookies.secure,
    sameSite: "lax",
    path: "/api/auth",
    maxAge: remember ? REFRESH_TTL_SECONDS * 1000 : undefined,
  });
}

function clearRefreshCookie(res: Response): void {
  res.clearCookie(REFRESH_COOKIE, { path: "/api/auth" });
}

function unauthorized(res: Response, reason: string): Response {
  logger.info({ reason }, "auth: unauthorized");
  return res.status(401).json({ error: "unauthorized" });
}

/**
 * POST /api/auth/login
 * Verifies the password, opens a session row and returns an access token. The refresh token
 * only ever travels in the httpOnly cookie.
 */
authRouter.post("/login", rateLimit({ windowMs: 60_000, max: 10 }), async (req, res, next) => {
  let body: LoginBody;
  try {
    body = loginBody.parse(req.body);
  } catch {
    return res.status(400).json({ error: "invalid_body" });
  }
  try {
    const user = await findUserByEmail(body.email.toLowerCase());
    if (!user || !(await verifyPassword(body.password, user.passwordHash))) {
      audit("auth.login_failed", { email: body.email });
      return unauthorized(res, "bad_credentials");
    }
    const pair = issueTokenPair(user.id);
    const session = await createSession({
      userId: user.id,
      refreshTokenHash: hashToken(pair.refreshToken),
      userAgent: req.get("user-agent") ?? null,
      ip: req.ip ?? null,
      expiresAt: new Date(Date.now() + REFRESH_TTL_SECONDS * 1000),
      revokedAt: null,
      rotationCount: 0,
      metadata: {},
    });
    await rotate(null, pair.refreshToken, user.id);
    await touchLastLogin(user.id);
    setRefreshCookie(res, pair, body.remember);
    audit("auth.login", { userId: user.id, sessionId: session.id });
    return res.json({ accessToken: pair.accessToken, expiresIn: pair.accessExpiresIn });
  } catch (err) {
    return next(err);
  }
});

/**
 * POST /api/auth/refresh
 * Exchanges the refresh cookie for a new access token and rotates the refresh token.
 * Called by the SPA on boot and whenever an API call answers 401.
 */
authRouter.post("/refresh", async (req, res, next) => {
  const presented: string | undefined = req.cookies?.[REFRESH_COOKIE];
  if (!presented) return unauthorized(res, "no_cookie");
  try {
    const live = await isRefreshTokenLive(presented);
    if (!live) {
      clearRefreshCookie(res);
      return unauthorized(res, "unknown_refresh_token");
    }
    const session = await findSessionByTokenHash(hashToken(presented));
    if (!session || session.revokedAt || session.expiresAt.getTime() < Date.now()) {
      clearRefreshCookie(res);
      return unauthorized(res, "session_gone");
    }
    const user = await findUserById(session.userId);
    if (!user) return unauthorized(res, "user_gone");

    const next = issueTokenPair(user.id);
    // Persist the rotation in the background; the client does not need to wait for Redis.
    rotate(presented, next.refreshToken, user.id).catch((err) =>
      logger.error({ err, userId: user.id }, "auth: rotate failed"),
    );
    setRefreshCookie(res, next, true);
    return res.json({ accessToken: next.accessToken, expiresIn: next.accessExpiresIn });
  } catch (err) {
    return next(err);
  }
});

/** POST /api/auth/logout: revokes the session and clears the cookie. Idempotent. */
authRouter.post("/logout", async (req, res, next) => {
  const presented: string | undefined = req.cookies?.[REFRESH_COOKIE];
  clearRefreshCookie(res);
  if (!presented) return res.status(204).end();
  try {
    const session = await findSessionByTokenHash(hashToken(presented));
    if (session) await revokeSession(session.id);
    return res.status(204).end();
  } catch (err) {
    return next(err);
  }
});

/** Express middleware: requires a valid access token in the Authorization header. */
export function requireAuth(req: AuthedRequest, res: Response, next: NextFunction): void {
  const header = req.get("authorization") ?? "";
  const [scheme, token] = header.split(" ");
  if (scheme !== "Bearer" || !token) {
    unauthorized(res, "missing_bearer");
    return;
  }
  try {
    const claims = verifyAccessToken(token);
    req.userId = claims.sub;
    req.sessionId = claims.sid;
    next();
  } catch (err) {
    logger.debug({ err }, "auth: bad access token");
    unauthorized(res, "bad_access_token");
  }
}

/** GET /api/auth/me: the current user, for the header avatar. */
authRouter.get("/me", requireAuth, async (req: AuthedRequest, res, next) => {
  try {
    const user = await findUserById(req.userId!);
    if (!user) return unauthorized(res, "user_gone");
    return res.json({ id: user.id, email: user.email, displayName: user.displayName, role: user.role });
  } catch (err) {
    return next(err);
  }
});
`;

const TOKENS_TS = `import { createHash, randomBytes } from "node:crypto";
import jwt from "jsonwebtoken";
import { config } from "../config";
import { redis } from "./redis";

export const ACCESS_TTL_SECONDS = 15 * 60;
export const REFRESH_TTL_SECONDS = 30 * 24 * 60 * 60;

export interface TokenPair {
  accessToken: string;
  accessExpiresIn: number;
  refreshToken: string;
}

export interface AccessClaims {
  sub: string;
  sid?: string;
  iat: number;
  exp: number;
}

/** Refresh tokens are opaque random strings; only their SHA-256 is stored anywhere. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

function refreshKey(token: string): string {
  return "rt:" + hashToken(token);
}

export function issueTokenPair(userId: string, sessionId?: string): TokenPair {
  const accessToken = jwt.sign({ sub: userId, sid: sessionId }, config.jwt.secret, {
    algorithm: "HS256",
    expiresIn: ACCESS_TTL_SECONDS,
    issuer: config.jwt.issuer,
  });
  const refreshToken = randomBytes(32).toString("base64url");
  return { accessToken, accessExpiresIn: ACCESS_TTL_SECONDS, refreshToken };
}

export function verifyAccessToken(token: string): AccessClaims {
  return jwt.verify(token, config.jwt.secret, {
    algorithms: ["HS256"],
    issuer: config.jwt.issuer,
  }) as AccessClaims;
}

export async function isRefreshTokenLive(token: string): Promise<boolean> {
  return (await redis.exists(refreshKey(token))) === 1;
}

/**
 * Replaces a refresh token with its successor. \`oldToken\` is null on login.
 */
export async function rotate(oldToken: string | null, next: string, userId: string): Promise<void> {
  // Revoke first so a stolen token cannot be replayed while we write the new one.
  if (oldToken) await redis.del(refreshKey(oldToken));
  await redis.set(refreshKey(next), userId, "EX", REFRESH_TTL_SECONDS);
}

/** Drops every refresh token of a user (password change, "log out everywhere"). */
export async function revokeAllForUser(userId: string): Promise<number> {
  let cursor = "0";
  let removed = 0;
  do {
    const [nextCursor, keys] = await redis.scan(cursor, "MATCH", "rt:*", "COUNT", 500);
    cursor = nextCursor;
    if (keys.length === 0) continue;
    const owners = await redis.mget(...keys);
    const mine = keys.filter((_, i) => owners[i] === userId);
    if (mine.length) removed += await redis.del(...mine);
  } while (cursor !== "0");
  return removed;
}
`;

const TOKENS_FIX_OLD = `export async function rotate(oldToken: string | null, next: string, userId: string): Promise<void> {
  // Revoke first so a stolen token cannot be replayed while we write the new one.
  if (oldToken) await redis.del(refreshKey(oldToken));
  await redis.set(refreshKey(next), userId, "EX", REFRESH_TTL_SECONDS);
}`;

const TOKENS_FIX_NEW = `export async function rotate(oldToken: string | null, next: string, userId: string): Promise<void> {
  // One MULTI: the successor is written before the old token is revoked, and both happen
  // atomically, so there is never a moment where neither token is valid.
  const tx = redis.multi().set(refreshKey(next), userId, "EX", REFRESH_TTL_SECONDS);
  if (oldToken) tx.del(refreshKey(oldToken));
  const results = await tx.exec();
  if (!results || results.some(([err]) => err)) {
    throw new Error("refresh token rotation failed");
  }
}`;

const AUTH_FIX_OLD = `    const next = issueTokenPair(user.id);
    // Persist the rotation in the background; the client does not need to wait for Redis.
    rotate(presented, next.refreshToken, user.id).catch((err) =>
      logger.error({ err, userId: user.id }, "auth: rotate failed"),
    );
    setRefreshCookie(res, next, true);`;

const AUTH_FIX_NEW = `    const next = issueTokenPair(user.id, session.id);
    // The new cookie must not reach the browser before Redis knows the token: a reload right
    // after this response would otherwise present a token that does not exist yet (401).
    await rotate(presented, next.refreshToken, user.id);
    await updateSessionTokenHash(session.id, hashToken(next.refreshToken));
    setRefreshCookie(res, next, true);`;

const LOGOUT_TS = `import { Router } from "express";
import { requireAuth, REFRESH_COOKIE, type AuthedRequest } from "./auth";
import { findSessionsByUserId, revokeSession } from "../db/sessions";
import { revokeAllForUser } from "../lib/tokens";
import { audit } from "../lib/audit";

export const sessionsRouter = Router();

/** GET /api/sessions: the signed-in user's open sessions, for the security page. */
sessionsRouter.get("/", requireAuth, async (req: AuthedRequest, res, next) => {
  try {
    const sessions = await findSessionsByUserId(req.userId!);
    return res.json(
      sessions
        .filter((s) => !s.revokedAt)
        .map((s) => ({ id: s.id, userAgent: s.userAgent, ip: s.ip, current: s.id === req.sessionId })),
    );
  } catch (err) {
    return next(err);
  }
});

/** POST /api/sessions/logout-everywhere */
sessionsRouter.post("/logout-everywhere", requireAuth, async (req: AuthedRequest, res, next) => {
  try {
    const sessions = await findSessionsByUserId(req.userId!);
    for (const s of sessions) {
      if (!s.revokedAt) await revokeSession(s.id);
    }
    // Fire and forget: the sessions are revoked, the Redis keys only speed up the check.
    revokeAllForUser(req.userId!);
    res.clearCookie(REFRESH_COOKIE, { path: "/api/auth" });
    audit("auth.logout_everywhere", { userId: req.userId, count: sessions.length });
    return res.status(204).end();
  } catch (err) {
    return next(err);
  }
});
`;

// ------------------------------------------------------------------------------------------------
// Session 1: tool-calls.jsonl, a short bug fix
// ------------------------------------------------------------------------------------------------

function buildToolCalls(): Writer {
  const w = new Writer({
    ns: "tool-calls",
    seed: 11,
    sessionId: "7c1e2a90-3b5d-4e8f-9a21-6d4c8b0f1e37",
    cwd: "/home/dev/projects/shopfront",
    gitBranch: "fix/refresh-401",
    start: "2026-03-02T09:14:05.000Z",
    sysTokens: 14180,
  });
  const sessionsTs = `/**
 * Sessions repository: one row per signed-in device. The refresh token itself lives in Redis
 * (see lib/tokens.ts); this table keeps its hash so sessions can be listed and revoked.
 */
import type { Knex } from "knex";
import { db } from "./knex";
import { ConflictError, NotFoundError } from "../lib/errors";
import { logger } from "../lib/logger";
import { paginate, type Page, type PageRequest } from "./pagination";

${genRepository(new Rng(5), ENTITIES.sessions, 11500, false)}
export async function findSessionByTokenHash(refreshTokenHash: string, trx: Knex = db): Promise<Session | null> {
  const row = await trx<SessionRow>(TABLE).select(COLUMNS).where({ refresh_token_hash: refreshTokenHash }).first();
  return row ? toSession(row) : null;
}

export async function createSession(input: NewSession, trx: Knex = db): Promise<Session> {
  return insertSession(input, trx);
}

export async function revokeSession(id: string, trx: Knex = db): Promise<void> {
  await trx(TABLE).where({ id }).update({ revoked_at: trx.fn.now(), updated_at: trx.fn.now() });
}
`;

  w.snapshotBefore();
  w.prompt_(
    [
      {
        type: "text",
        text:
          "Users get logged out right after signing in: when I log in and reload the page within a second or two, " +
          "POST /api/auth/refresh answers 401 maybe one time in five. Screenshot of the network tab attached. " +
          "Can you find the bug and fix it? test/auth.test.ts must keep passing.",
      },
      { type: "image", source: { type: "base64", media_type: "image/png", data: PNG_B64 } },
    ],
    {},
    [1, 2],
  );

  step(w, {
    think:
      "A 401 from /refresh shortly after login, intermittently. Intermittent + timing-dependent smells like a race " +
      "between issuing the new refresh token and persisting it. Start with the refresh handler in src/api/auth.ts, " +
      "then the token helpers.",
    say: "I'll start with the refresh handler.",
    calls: [readCall(w, "src/api/auth.ts", AUTH_TS)],
  });

  step(w, {
    say: "Let me see everything that touches the refresh token.",
    calls: [
      grepCall(w, "rotate\\(|refreshToken|isRefreshTokenLive", [
        ...hits("src/api/auth.ts", AUTH_TS, /rotate\(|refreshToken|isRefreshTokenLive/),
        ...hits("src/lib/tokens.ts", TOKENS_TS, /rotate\(|refreshToken|isRefreshTokenLive/),
        ["web/src/api/client.ts", 64, '      const refreshed = await fetch("/api/auth/refresh", { method: "POST", credentials: "include" });'],
      ], "src/**/*.ts"),
    ],
  });

  step(w, {
    think:
      `Line ${lineOf(AUTH_TS, "rotate(presented")}: rotate() is not awaited in /refresh. ` +
      "The handler sets the new cookie and responds while Redis " +
      "still holds the old token and not the new one. rotate() itself deletes the old key before setting the new " +
      "one, so there is a window where neither exists. A reload inside that window presents the new token, " +
      "isRefreshTokenLive() says no, 401. Let me read tokens.ts and the sessions repository to confirm and to see " +
      "whether the session row's hash is updated on rotation at all.",
    calls: [readCall(w, "src/lib/tokens.ts", TOKENS_TS), readCall(w, "src/db/sessions.ts", sessionsTs)],
  });

  step(w, {
    say:
      "Found a likely race: `/refresh` fires `rotate()` without awaiting it, and `rotate()` deletes the old key " +
      "before writing the new one. Let me run the auth tests to see the current state.",
    calls: [
      bashCall(
        w,
        "npx vitest run test/auth.test.ts",
        "Run the auth tests",
        ` RUN  v3.2.4 /home/dev/projects/shopfront

 ❯ test/auth.test.ts (6 tests | 1 failed) 412ms
   ✓ auth > logs in with the right password 88ms
   ✓ auth > rejects a wrong password 41ms
   ✓ auth > refreshes with the cookie from login 63ms
   × auth > accepts the rotated token immediately (reload right after refresh) 71ms
     → expected 401 to be 200 // Object.is equality
   ✓ auth > rejects a refresh token that was already rotated 70ms
   ✓ auth > logs out and then refuses the cookie 59ms

⎯⎯⎯⎯⎯⎯⎯ Failed Tests 1 ⎯⎯⎯⎯⎯⎯⎯

 FAIL  test/auth.test.ts > auth > accepts the rotated token immediately (reload right after refresh)
AssertionError: expected 401 to be 200 // Object.is equality

- Expected
+ Received

- 200
+ 401

 ❯ test/auth.test.ts:61:25
     59|     const first = await request(app).post("/api/auth/refresh").set("Cookie", cookieFrom(login));
     60|     const second = await request(app).post("/api/auth/refresh").set("Cookie", cookieFrom(first));
     61|     expect(second.status).toBe(200);
       |                           ^
     62|   });
     63|

 Test Files  1 failed (1)
      Tests  1 failed | 5 passed (6)
   Start at  09:16:42
   Duration  1.84s (transform 212ms, setup 0ms, collect 655ms, tests 412ms, environment 0ms, prepare 97ms)`,
        {
          exitCode: 1,
          progress: " RUN  v3.2.4 /home/dev/projects/shopfront\n\n ❯ test/auth.test.ts (6 tests) ...",
          dt: [3, 6],
        },
      ),
    ],
  });

  // The person types while Claude is busy: Claude Code records the queued prompt.
  w.clock.tick(w.rng, 2, 5);
  w.raw({
    type: "queue-operation",
    operation: "enqueue",
    timestamp: w.clock.iso(),
    sessionId: w.sessionId,
    content: "also check logout-everywhere, it uses the same token store",
  });

  step(w, {
    think:
      "The failing test reproduces exactly the reported bug: the second refresh presents the token minted by the " +
      "first refresh and gets 401. Two fixes are needed: (1) await the rotation before setting the cookie, and " +
      "(2) make rotate() write the new key before (atomically with) deleting the old one. Also the session row " +
      "keeps the login-time hash forever, so findSessionByTokenHash() would miss after one rotation; update it.",
    say: "The test reproduces it. Fixing `rotate()` first so the swap is atomic:",
    calls: [editCall(w, "src/lib/tokens.ts", TOKENS_FIX_OLD, TOKENS_FIX_NEW, { original: TOKENS_TS, startLine: lineOf(TOKENS_TS, "export async function rotate(") })],
  });

  step(w, {
    say: "Now await it in the handler and keep the session row's hash in step:",
    calls: [editCall(w, "src/api/auth.ts", AUTH_FIX_OLD, AUTH_FIX_NEW, { original: AUTH_TS, startLine: lineOf(AUTH_TS, "const next = issueTokenPair(user.id);") })],
  });

  step(w, {
    calls: [
      editCall(
        w,
        "src/api/auth.ts",
        'import { createSession, findSessionByTokenHash, revokeSession } from "../db/sessions";',
        'import { createSession, findSessionByTokenHash, revokeSession, updateSessionTokenHash } from "../db/sessions";',
        { startLine: lineOf(AUTH_TS, "import { createSession, findSessionByTokenHash") },
      ),
    ],
  });

  step(w, {
    calls: [
      editCall(
        w,
        "src/db/sessions.ts",
        "export async function revokeSession(id: string, trx: Knex = db): Promise<void> {",
        `export async function updateSessionTokenHash(id: string, refreshTokenHash: string, trx: Knex = db): Promise<void> {
  await trx(TABLE)
    .where({ id })
    .update({ refresh_token_hash: refreshTokenHash, rotation_count: trx.raw("rotation_count + 1"), updated_at: trx.fn.now() });
}

export async function revokeSession(id: string, trx: Knex = db): Promise<void> {`,
        { startLine: lineOf(sessionsTs, "export async function revokeSession(") },
      ),
    ],
  });

  step(w, {
    calls: [
      bashCall(
        w,
        "npx vitest run test/auth.test.ts",
        "Re-run the auth tests",
        ` RUN  v3.2.4 /home/dev/projects/shopfront

 ✓ test/auth.test.ts (6 tests) 398ms

 Test Files  1 passed (1)
      Tests  6 passed (6)
   Start at  09:19:03
   Duration  1.71s (transform 204ms, setup 0ms, collect 640ms, tests 398ms, environment 0ms, prepare 91ms)`,
        { dt: [3, 6] },
      ),
    ],
  });

  step(w, {
    say:
      "All six auth tests pass now, including the reload-right-after-refresh case that reproduced your bug.",
    dt: [2, 4],
  });

  // The queued prompt is delivered as the next user message.
  w.prompt_("also check logout-everywhere, it uses the same token store", {}, [1, 3]);

  step(w, {
    think:
      "logout-everywhere lives in src/api/sessions.ts per the grep of routers. It calls revokeAllForUser() " +
      "without awaiting. That is a different issue: the response can arrive before the Redis keys are gone, so a " +
      "refresh in another tab could still succeed briefly. Read it.",
    calls: [
      grepCall(w, "revokeAllForUser", [
        ...hits("src/lib/tokens.ts", TOKENS_TS, /revokeAllForUser/),
        ...hits("src/api/sessions.ts", LOGOUT_TS, /revokeAllForUser/),
      ]),
    ],
  });

  step(w, { calls: [readCall(w, "src/api/sessions.ts", LOGOUT_TS)] });

  step(w, {
    say:
      "Same pattern here: `revokeAllForUser()` is fired and forgotten, so another tab can still refresh for a " +
      "moment after \"log out everywhere\". Awaiting it:",
    calls: [
      editCall(
        w,
        "src/api/sessions.ts",
        `    // Fire and forget: the sessions are revoked, the Redis keys only speed up the check.
    revokeAllForUser(req.userId!);`,
        `    // Await: /refresh trusts Redis first, so the keys must be gone before we answer.
    await revokeAllForUser(req.userId!);`,
        { original: LOGOUT_TS, startLine: lineOf(LOGOUT_TS, "// Fire and forget") },
      ),
    ],
  });

  step(w, {
    calls: [
      bashCall(
        w,
        "npx tsc --noEmit -p . && npx vitest run",
        "Type-check and run the full test suite",
        ` RUN  v3.2.4 /home/dev/projects/shopfront

 ✓ test/cart.test.ts (14 tests) 502ms
 ✓ test/auth.test.ts (6 tests) 401ms
 ✓ test/catalog.test.ts (22 tests) 733ms
 ✓ test/checkout.test.ts (9 tests) 1288ms
 ✓ test/sessions.test.ts (4 tests) 214ms

 Test Files  5 passed (5)
      Tests  55 passed (55)
   Start at  09:21:37
   Duration  4.92s`,
        { dt: [6, 12] },
      ),
    ],
  });

  step(w, {
    say: `Fixed. Summary:

**Root cause.** \`POST /api/auth/refresh\` set the new refresh cookie *before* Redis knew the new token: \`rotate()\` ran in the background, and it deleted the old key before writing the new one. A reload within that window presented a token that did not exist yet, so \`isRefreshTokenLive()\` failed and the endpoint answered 401.

**Changes.**
- \`src/lib/tokens.ts\`: \`rotate()\` now writes the successor and revokes the old token in one \`MULTI\`, successor first, and throws if the transaction fails.
- \`src/api/auth.ts\`: the refresh handler awaits \`rotate()\` and updates the session row's token hash (new \`updateSessionTokenHash()\` in \`src/db/sessions.ts\`), so session lookups keep working after a rotation.
- \`src/api/sessions.ts\`: "log out everywhere" now awaits \`revokeAllForUser()\`.

Type-check is clean and all 55 tests pass, including the one that reproduced your 401.`,
  });

  w.system(
    "local_command",
    "<local-command-stdout>Total cost:            $0.3817\nTotal duration (API):  1m 58.4s\nTotal duration (wall): 8m 12.0s\nTotal code changes:    19 lines added, 8 lines removed\nUsage by model:\n    claude-sonnet-4-5:  68 input, 14.9k output, 301.2k cache read, 38.6k cache write ($0.3817)</local-command-stdout>",
    {},
    [30, 60],
  );
  w.raw({ type: "summary", summary: "Fix refresh-token rotation race causing 401 after login", leafUuid: w.last });
  return w;
}

// ------------------------------------------------------------------------------------------------
// Session 2: compaction.jsonl, a long migration that auto-compacts, then compacts by hand
// ------------------------------------------------------------------------------------------------

interface SummaryInput {
  primary: string;
  concepts: string[];
  files: { path: string; why: string; snippet?: string }[];
  errors: { error: string; fix: string }[];
  problemSolving: string;
  userMessages: string[];
  pending: string[];
  current: string;
  next: string;
  transcriptPath?: string;
  continueInstruction: boolean;
}

const SUMMARY_INTRO =
  "This session is being continued from a previous conversation that ran out of context. The conversation is summarized below:";

function nineSectionSummary(s: SummaryInput): string {
  const indent = (t: string, n: number) =>
    t
      .split("\n")
      .map((l) => (l ? " ".repeat(n) + l : l))
      .join("\n");
  const out: string[] = [SUMMARY_INTRO, "Summary:"];
  out.push("1. Primary Request and Intent:\n" + indent(s.primary, 3));
  out.push("2. Key Technical Concepts:\n" + s.concepts.map((c) => `   - ${c}`).join("\n"));
  out.push(
    "3. Files and Code Sections:\n" +
      s.files
        .map((f) => {
          let t = `   - ${f.path}\n      - ${f.why}`;
          if (f.snippet) t += "\n" + indent("```typescript\n" + f.snippet + "\n```", 6);
          return t;
        })
        .join("\n"),
  );
  out.push(
    "4. Errors and fixes:\n" +
      (s.errors.length
        ? s.errors.map((e) => `   - ${e.error}\n      - Fix: ${e.fix}`).join("\n")
        : "   - None so far."),
  );
  out.push("5. Problem Solving:\n" + indent(s.problemSolving, 3));
  out.push("6. All user messages:\n" + s.userMessages.map((m) => `   - "${m}"`).join("\n"));
  out.push("7. Pending Tasks:\n" + s.pending.map((p) => `   - ${p}`).join("\n"));
  out.push("8. Current Work:\n" + indent(s.current, 3));
  out.push("9. Optional Next Step:\n" + indent(s.next, 3));
  let text = out.join("\n\n");
  if (s.transcriptPath) {
    text +=
      "\n\nIf you need specific details from before compaction (like exact code snippets, error messages, or content you generated), read the full transcript at: " +
      s.transcriptPath;
  }
  if (s.continueInstruction) {
    text +=
      "\nPlease continue the conversation from where we left it off without asking the user any further questions. Continue with the last task that you were asked to work on.";
  }
  return text;
}

/** A vitest file exercising the exported functions of a generated repository. */
function genRepoTests(rng: Rng, key: string, ent: Entity, repoText: string, targetChars: number): string {
  const E = ent.name;
  const fns = [...repoText.matchAll(/^export (?:async )?function\*? (\w+)/gm)].map((m) => m[1]);
  const out: string[] = [
    `import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "../knex";
import { resetTables, seed${E}, seed${ent.plural} } from "../../../test/helpers/db";
import * as repo from "./${key}";

beforeEach(async () => {
  await resetTables(["${ent.table}"]);
});

afterAll(async () => {
  await db.destroy();
});
`,
  ];
  let size = out[0].length;
  let i = 0;
  while (size < targetChars && fns.length) {
    const fn = fns[i % fns.length];
    const round = Math.floor(i / fns.length);
    i++;
    if (round > 2) break;
    const n = rng.int(2, 40);
    const cases = [
      `  it("${round === 0 ? "returns what was stored" : round === 1 ? "works inside a transaction" : "handles an empty table"}", async () => {
    ${round === 2 ? "" : `const rows = await seed${ent.plural}(${n});
    `}${round === 1 ? `await db.transaction(async (trx) => {
      const result = await repo.${fn}(${fn.startsWith("list") ? "{ limit: 20 }" : "rows[0].id as never"}, trx as never);
      expect(result).toBeDefined();
    });` : `const result = await repo.${fn}(${fn.startsWith("list") ? "{ limit: 20 }" : round === 2 ? "\"00000000-0000-0000-0000-000000000000\" as never" : "rows[0].id as never"});
    expect(result).toMatchSnapshot();`}
  });`,
      `  it("ignores soft-deleted rows", async () => {
    const [keep, gone] = await seed${ent.plural}(2);
    await db("${ent.table}").where({ id: gone.id }).update({ deleted_at: new Date() });
    const result = await repo.${fn}(${fn.startsWith("list") ? "{ limit: 20 }" : "keep.id as never"});
    expect(JSON.stringify(result)).not.toContain(gone.id);
  });`,
    ];
    const block = `describe("${fn}", () => {
${cases.slice(0, round === 0 ? 2 : 1).join("\n\n")}
});
`;
    out.push(block);
    size += block.length + 1;
  }
  return out.join("\n");
}

function routeFile(ent: Entity, repoPath: string): string {
  const E = ent.name;
  const Es = ent.plural;
  const base = ent.table.replace(/_/g, "-");
  return `import { Router } from "express";
import { z } from "zod";
import { requireAuth, requireRole } from "../middleware/auth";
import { parsePageRequest } from "../pagination";
import {
  get${E},
  insert${E},
  list${Es}Recent,
  softDelete${E},
  validate${E},
} from "${repoPath}";

export const ${lowerFirst(Es)}Router = Router();

const createBody = z.object({
${ent.fields
  .slice(0, 5)
  .map(([f, t]) => `  ${f}: ${t.startsWith("number") ? "z.number().int()" : t.startsWith("Date") ? "z.coerce.date()" : t === "boolean" ? "z.boolean()" : "z.string()"}${t.endsWith("| null") ? ".nullable()" : ""},`)
  .join("\n")}
});

${lowerFirst(Es)}Router.get("/${base}", requireAuth, async (req, res, next) => {
  try {
    res.json(await list${Es}Recent(parsePageRequest(req.query)));
  } catch (err) {
    next(err);
  }
});

${lowerFirst(Es)}Router.get("/${base}/:id", requireAuth, async (req, res, next) => {
  try {
    res.json(await get${E}(req.params.id));
  } catch (err) {
    next(err);
  }
});

${lowerFirst(Es)}Router.post("/${base}", requireAuth, requireRole("admin"), async (req, res, next) => {
  const parsed = createBody.safeParse(req.body);
  if (!parsed.success) return res.status(400).json({ error: "invalid_body", issues: parsed.error.issues });
  const problems = validate${E}(parsed.data);
  if (problems.length) return res.status(422).json({ error: "invalid", problems });
  try {
    res.status(201).json(await insert${E}({ ...(parsed.data as never), metadata: {} }));
  } catch (err) {
    next(err);
  }
});

${lowerFirst(Es)}Router.delete("/${base}/:id", requireAuth, requireRole("admin"), async (req, res, next) => {
  try {
    await softDelete${E}(req.params.id);
    res.status(204).end();
  } catch (err) {
    next(err);
  }
});
`;
}

const MIGRATION_PLAN = `# Knex → Drizzle migration plan

Owner: data-platform · Status: in progress · Branch: \`chore/knex-to-drizzle\`

## Goals
- Replace Knex query building in \`src/db/repositories/*\` with Drizzle ORM (\`drizzle-orm/node-postgres\`).
- Keep every exported repository function **signature-compatible**: the API layer (\`src/api/routes\`) and the
  workers (\`src/workers\`) import them directly and must not change in this project.
- Generate migrations with \`drizzle-kit\`; no hand-written SQL migrations from now on.

## Non-goals
- No schema changes. The Drizzle schema mirrors the squashed Knex baseline (\`src/db/schema.ts\`) column for column.
- No change to soft-delete semantics (\`deleted_at\`), pagination shape (\`Page<T>\`) or error classes.

## Phases
1. **Foundation**: add \`drizzle-orm\`, \`drizzle-kit\`, \`src/db/drizzle/client.ts\` (shares the pg Pool with Knex
   during the transition), \`src/db/drizzle/schema.ts\` generated by hand from the baseline; \`drizzle.config.ts\`.
2. **Introspection check**: \`npx drizzle-kit generate\` against a database migrated with Knex must produce an
   *empty* migration. Any diff is a schema mismatch to fix in \`schema.ts\`, not in the database.
3. **Repositories, one at a time**, in dependency order: orders → customers → invoices → payments →
   subscriptions → products → shipments → refunds → coupons → audit-log → webhooks → inventory → tax-rates → users.
   For each: convert, keep signatures, run \`npm test -- <repo>\` and the API contract tests, commit.
4. **Transactions**: repository functions accept \`trx\` today (a \`Knex.Transaction\`). Introduce a \`Tx\` type alias
   that is \`NodePgDatabase | PgTransaction\`, accept both during the transition, drop Knex at the end.
5. **Pagination helper**: port \`paginate()\` to a Drizzle version with the same \`Page<T>\` result.
6. **Cleanup**: remove \`knex\`, \`src/db/knex.ts\`, \`knexfile.ts\`; keep \`db/migrations/*\` for history; CI runs
   \`drizzle-kit check\`.

## Conventions
- Column names stay snake_case in SQL; Drizzle property names are camelCase, so the domain types stay the same.
- \`metadata\` is \`jsonb\` typed as \`Record<string, unknown>\`; mappers still default it to \`{}\`.
- Raw report queries use \`sql\` template tags; no string concatenation.
- Bulk writes keep the 500-row chunking.

## Risks
- \`bigint\` columns: Drizzle returns strings unless \`mode: "number"\`; all money columns use \`mode: "number"\`
  (values stay far below 2^53).
- \`forUpdate().skipLocked()\` in the worker queries → \`.for("update", { skipLocked: true })\`.
- Timestamps: Knex returned \`Date\` via pg type parsers we set globally; Drizzle \`timestamp\` with
  \`mode: "date"\` (default) matches.

## Progress
| repository | status |
| --- | --- |
| orders | in progress |
| customers | todo |
| invoices | todo |
| payments | todo |
| subscriptions | todo |
| products | todo |
| shipments | todo |
| refunds | todo |
| coupons | todo |
| audit-log | todo |
| webhooks | todo |
| inventory | todo |
| tax-rates | todo |
| users | todo |
`;

const REPO_ORDER = [
  "orders", "customers", "invoices", "payments", "subscriptions", "products", "shipments", "refunds",
  "coupons", "audit-log", "webhooks", "inventory", "tax-rates", "users",
];

function buildCompaction(): Writer {
  const w = new Writer({
    ns: "compaction",
    seed: 23,
    sessionId: "b3f0c6d2-8e4a-4c1b-9f7e-2a5d3c9e8b14",
    cwd: "/home/dev/projects/acme-billing",
    gitBranch: "chore/knex-to-drizzle",
    start: "2026-03-03T13:02:11.000Z",
    sysTokens: 14620,
  });
  const sizes = new Rng(404);
  const userMessages: string[] = [];
  const read: { path: string; why: string; snippet?: string }[] = [];
  const errors: { error: string; fix: string }[] = [];
  const repoText = new Map<string, string>();
  const repoPath = (k: string) => `src/db/repositories/${k}.ts`;
  const repo = (k: string, target?: number): string => {
    if (!repoText.has(k)) repoText.set(k, genRepository(new Rng(1000 + REPO_ORDER.indexOf(k)), ENTITIES[k], target ?? sizes.int(20000, 36000)));
    return repoText.get(k)!;
  };

  // --- the request ---------------------------------------------------------------------------
  const P1 =
    "We're moving the data layer from Knex to Drizzle ORM. Read the repositories under src/db/repositories and the " +
    "baseline schema, write a migration plan to docs/migration-plan.md, then start converting the repositories one " +
    "by one. Run the tests after each one.";
  w.snapshotBefore();
  w.prompt_(P1, {}, [1, 2]);
  userMessages.push(P1);

  step(w, {
    think:
      "Big mechanical migration. First get the lay of the land: list the db folder, look at package.json for the " +
      "Knex and pg versions, the knex instance, the baseline schema. Then read the repositories in dependency order.",
    say: "I'll start by mapping the data layer.",
    calls: [
      globCall(w, "src/db/**/*.ts", [
        "src/db/knex.ts", "src/db/pagination.ts", "src/db/schema.ts",
        ...REPO_ORDER.map(repoPath),
        "src/db/migrations/0046_add_tax_rate_validity.ts", "src/db/migrations/0047_webhook_failure_count.ts",
      ]),
    ],
  });

  const PKG = `{
  "name": "acme-billing",
  "version": "3.14.0",
  "private": true,
  "type": "module",
  "scripts": {
    "dev": "tsx watch src/server.ts",
    "build": "tsc -p tsconfig.build.json",
    "test": "vitest run",
    "test:contract": "vitest run --project contract",
    "db:migrate": "knex migrate:latest --knexfile knexfile.ts",
    "lint": "eslint . --max-warnings 0"
  },
  "dependencies": {
    "express": "4.21.2",
    "knex": "3.1.0",
    "pg": "8.13.1",
    "pino": "9.6.0",
    "zod": "3.24.1"
  },
  "devDependencies": {
    "@types/express": "5.0.0",
    "@types/pg": "8.11.10",
    "tsx": "4.19.2",
    "typescript": "5.7.3",
    "vitest": "3.0.4"
  }
}
`;
  const KNEX_TS = `import knexFactory, { type Knex } from "knex";
import pg from "pg";
import { config } from "../config";

// Return DATE/TIMESTAMP columns as JS Dates and int8 as numbers (all our int8 values are cents).
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

export const pool = new pg.Pool({ connectionString: config.databaseUrl, max: config.dbPoolSize });

export const db: Knex = knexFactory({
  client: "pg",
  connection: () => ({ connectionString: config.databaseUrl }),
  pool: { min: 0, max: config.dbPoolSize },
  acquireConnectionTimeout: 10_000,
});

export async function withTransaction<T>(fn: (trx: Knex.Transaction) => Promise<T>): Promise<T> {
  return db.transaction(fn);
}
`;
  let todoState: Todo[] = [];
  const setTodos = (items: [string, Todo["status"]][], sayText?: string) => {
    const next = todos(items);
    step(w, { say: sayText, calls: [todoCall(w, next, todoState)] });
    todoState = next;
  };
  setTodos(
    [
      ["Read the Knex setup, baseline schema and all 14 repositories", "in_progress"],
      ["Write docs/migration-plan.md", "pending"],
      ["Add the Drizzle schema and client", "pending"],
      ["Convert repositories one by one, tests after each", "pending"],
    ],
    "Fourteen repositories. I'll track this with a todo list.",
  );
  step(w, {
    calls: [
      bashCall(
        w,
        "wc -l src/db/repositories/*.ts src/db/schema.ts | sort -n | tail -16",
        "Size up the repository files",
        REPO_ORDER.map((k, i) => `   ${String(640 + ((i * 263) % 780)).padStart(5)} src/db/repositories/${k}.ts`).join("\n") + "\n    402 src/db/schema.ts\n  14391 total",
        { dt: [0.3, 1.2] },
      ),
    ],
  });
  step(w, {
    calls: [readCall(w, "package.json", PKG), readCall(w, "src/db/knex.ts", KNEX_TS)],
  });
  read.push({ path: "src/db/knex.ts", why: "Knex instance and a shared pg Pool; INT8 parsed as number globally (matters for bigint cents).", snippet: 'pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));' });

  const SCHEMA = genKnexSchema(REPO_ORDER);
  step(w, {
    say: "Now the baseline schema, so the Drizzle tables can mirror it column for column.",
    calls: [readCall(w, "src/db/schema.ts", SCHEMA)],
  });
  read.push({ path: "src/db/schema.ts", why: "Squashed Knex baseline (migrations 0001-0047): 14 tables, uuid ids, jsonb metadata, timestamps, soft delete via deleted_at." });

  // --- reading and converting ------------------------------------------------------------------
  const P2 = "Keep the public function signatures exactly the same - the API routes and the workers import them directly.";
  const P3 = "Use drizzle-kit for the migrations, not hand-written SQL.";
  let readCount = 0;
  let planWritten = false;
  let converted = false;
  let p3Done = false;
  const queue = REPO_ORDER.slice();
  const testQueue: string[] = [];
  const readRepos: string[] = [];
  const budgetTarget = (wanted: number): number => {
    const room = 169800 - w.projected - 500;
    const est = Math.round((wanted * 1.2) / CPT);
    if (est <= room) return wanted;
    return Math.max(2500, Math.floor((room * CPT) / 1.2));
  };

  let guard = 0;
  while (w.lastTotal < 167000 && guard++ < 200) {
    if (w.projected >= 166200) {
      step(w, {
        say: "Type-checking before I go on.",
        calls: [bashCall(w, "npx tsc --noEmit -p .", "Type-check the project", "", { dt: [8, 20] })],
      });
      continue;
    }
    if (readCount >= 5 && !userMessages.includes(P2)) {
      w.prompt_(P2, {}, [10, 40]);
      userMessages.push(P2);
      step(w, {
        say:
          "Understood: every exported function keeps its name, parameters (including the optional `trx` last " +
          "argument) and return type. I'll note that in the plan.",
        dt: [2, 5],
      });
      continue;
    }
    if (readCount >= 7 && !planWritten) {
      planWritten = true;
      step(w, {
        think:
          "Seven repositories read; the patterns are uniform: select(COLUMNS) + whereNull(deleted_at), paginate(), " +
          "returning(COLUMNS), raw reports with date_trunc, cursor iteration, forUpdate().skipLocked() in worker " +
          "queries. Enough to write the plan. Order by foreign-key dependency.",
        say: "I have enough to write the plan.",
        calls: [writeCall(w, "docs/migration-plan.md", MIGRATION_PLAN)],
      });
      read.push({ path: "docs/migration-plan.md", why: "The migration plan written in this session (phases, conventions, risks, progress table). The user asked to keep it." });
      setTodos([
        ["Read the Knex setup, baseline schema and all 14 repositories", "in_progress"],
        ["Write docs/migration-plan.md", "completed"],
        ["Add the Drizzle schema and client", "in_progress"],
        ["Convert repositories one by one, tests after each", "pending"],
      ]);
      const DRIZZLE = genDrizzleSchema(REPO_ORDER);
      step(w, {
        say: "Phase 1: the Drizzle schema, mirroring the Knex baseline.",
        calls: [writeCall(w, "src/db/drizzle/schema.ts", DRIZZLE)],
      });
      read.push({ path: "src/db/drizzle/schema.ts", why: "New: pgTable definitions for all 14 tables, snake_case columns, camelCase properties, shared timestamps.", snippet: DRIZZLE.split("\n").slice(13, 30).join("\n") });
      step(w, {
        calls: [
          bashCall(
            w,
            "npm install drizzle-orm@0.44.2 && npm install -D drizzle-kit@0.31.1",
            "Install Drizzle",
            "\nadded 1 package, and audited 412 packages in 3s\n\n68 packages are looking for funding\n  run `npm fund` for details\n\nfound 0 vulnerabilities\n\nadded 9 packages, and audited 421 packages in 4s\n\n69 packages are looking for funding\n  run `npm fund` for details\n\nfound 0 vulnerabilities",
            { dt: [6, 14] },
          ),
        ],
      });
      continue;
    }
    if (planWritten && !converted && readCount >= 8) {
      converted = true;
      const ordersText0 = repo("orders");
      const finder = fnBlock(ordersText0, "export async function findOrdersBy");
      const col = /\.where\("(\w+)", (\w+)\)/.exec(finder.code)!;
      const prop = lowerFirst(col[1].split("_").map(cap).join(""));
      const ordersNew = finder.code
        .replace("trx: Knex = db", "trx: Tx = drizzleDb")
        .replace(
          /const rows = await trx<OrderRow>\(TABLE\)\n\s+\.select\(COLUMNS\)\n\s+\.where\("\w+", \w+\)\n\s+\.whereNull\("deleted_at"\)\n\s+\.orderBy\("created_at", "desc"\);/,
          `const rows = await trx\n    .select()\n    .from(orders)\n    .where(and(eq(orders.${prop}, ${col[2]}), isNull(orders.deletedAt)))\n    .orderBy(desc(orders.createdAt), desc(orders.id));`,
        );
      step(w, {
        say: "Converting `orders.ts` first, starting with the finders.",
        calls: [editCall(w, repoPath("orders"), finder.code, ordersNew, { startLine: finder.line })],
      });
      const errLine = finder.line + 5;
      step(w, {
        calls: [
          bashCall(
            w,
            "npx vitest run src/db/repositories/orders.test.ts",
            "Run the orders repository tests",
            ` RUN  v3.0.4 /home/dev/projects/acme-billing

 ❯ src/db/repositories/orders.test.ts (0 test)

⎯⎯⎯⎯⎯⎯ Failed Suites 1 ⎯⎯⎯⎯⎯⎯⎯

 FAIL  src/db/repositories/orders.test.ts [ src/db/repositories/orders.test.ts ]
TypeError: Cannot read properties of undefined (reading '${prop}')
 ❯ src/db/repositories/orders.ts:${errLine}:25
    ${errLine - 2}|     .select()
    ${errLine - 1}|     .from(orders)
    ${errLine}|     .where(and(eq(orders.${prop}, ${col[2]}), isNull(orders.deletedAt)))
       |                         ^
    ${errLine + 1}|     .orderBy(desc(orders.createdAt), desc(orders.id));
 ❯ src/db/repositories/orders.test.ts:4:1

 Test Files  1 failed (1)
      Tests  no tests
   Duration  912ms`,
            { exitCode: 1, dt: [4, 9] },
          ),
        ],
      });
      errors.push({
        error:
          `TypeError: Cannot read properties of undefined (reading '${prop}') at orders.ts:${errLine} when running orders.test.ts`,
        fix:
          "the Drizzle table was never imported into orders.ts; imported it as `ordersTable` (no clash with the module's Order types) and renamed the uses with sed; 31 tests pass.",
      });
      step(w, {
        think:
          "`orders` is undefined at runtime: I never imported the Drizzle table, and the name is ambiguous anyway next " +
          "to the module's own Order types. Import the table under an alias (ordersTable) and rename the uses.",
        say: "The table import clashes with a local name. Importing it under an alias:",
        calls: [
          editCall(
            w,
            repoPath("orders"),
            'import { paginate, type Page, type PageRequest } from "../pagination";',
            'import { paginate, type Page, type PageRequest } from "../pagination";\nimport { and, desc, eq, isNull } from "drizzle-orm";\nimport { drizzleDb, type Tx } from "../drizzle/client";\nimport { orders as ordersTable } from "../drizzle/schema";',
            { startLine: lineOf(ordersText0, "import { paginate") },
          ),
        ],
      });
      step(w, {
        calls: [
          bashCall(
            w,
            `sed -i 's/\\borders\\.\\(${prop}\\|deletedAt\\|createdAt\\|id\\)\\b/ordersTable.\\1/g; s/\\.from(orders)/.from(ordersTable)/' src/db/repositories/orders.ts && npx vitest run src/db/repositories/orders.test.ts`,
            "Rename table references and re-run the tests",
            " RUN  v3.0.4 /home/dev/projects/acme-billing\n\n ✓ src/db/repositories/orders.test.ts (31 tests) 1204ms\n\n Test Files  1 passed (1)\n      Tests  31 passed (31)\n   Duration  2.31s",
            { dt: [5, 10] },
          ),
        ],
      });
      continue;
    }
    if (converted && !p3Done) {
      p3Done = true;
      setTodos([
        ["Read the Knex setup, baseline schema and all 14 repositories", "in_progress"],
        ["Write docs/migration-plan.md", "completed"],
        ["Add the Drizzle schema and client", "completed"],
        ["Convert orders.ts", "in_progress"],
        ["Convert the other 13 repositories, tests after each", "pending"],
      ]);
      w.prompt_(P3, {}, [20, 60]);
      userMessages.push(P3);
      step(w, {
        say: "Will do. Adding a drizzle-kit config and checking that it sees no difference from the Knex baseline.",
        calls: [
          writeCall(
            w,
            "drizzle.config.ts",
            'import { defineConfig } from "drizzle-kit";\n\nexport default defineConfig({\n  dialect: "postgresql",\n  schema: "./src/db/drizzle/schema.ts",\n  out: "./db/drizzle",\n  dbCredentials: { url: process.env.DATABASE_URL! },\n  strict: true,\n});\n',
          ),
        ],
      });
      step(w, {
        calls: [
          bashCall(
            w,
            "npx drizzle-kit generate --name baseline_check",
            "Generate a migration to compare schema and database",
            "No config path provided, using default 'drizzle.config.ts'\nReading config file '/home/dev/projects/acme-billing/drizzle.config.ts'\n14 tables\naudit_log 8 columns 2 indexes 0 fks\ncoupons 12 columns 1 indexes 0 fks\ncustomers 13 columns 1 indexes 0 fks\ninventory... stock_levels 10 columns 2 indexes 0 fks\n\nNo schema changes, nothing to migrate 😴",
            { dt: [4, 9] },
          ),
        ],
      });
      continue;
    }
    // Otherwise: read the next repository (sometimes two at once), and look at its callers.
    const k = queue.shift();
    if (!k) {
      // Every repository read: look at the tests of the ones still to convert.
      const t = testQueue.shift();
      if (!t) throw new Error("compaction: ran out of files before reaching the auto-compact threshold");
      const tests = genRepoTests(new Rng(2000 + REPO_ORDER.indexOf(t)), t, ENTITIES[t], repoText.get(t)!, budgetTarget(sizes.int(16000, 26000)));
      step(w, {
        say: `Checking what \`${t}.test.ts\` pins down before converting it.`,
        calls: [readCall(w, `src/db/repositories/${t}.test.ts`, tests)],
      });
      continue;
    }
    const pair = readCount >= 2 && readCount % 4 === 2 && queue.length > 0 && w.projected < 120000;
    if (pair) {
      const k2 = queue.shift()!;
      const a = repo(k, budgetTarget(sizes.int(18000, 24000)));
      const b = repo(k2, budgetTarget(sizes.int(18000, 24000)));
      step(w, {
        say: `Reading \`${k}\` and \`${k2}\` together; they share the invoice foreign keys.`,
        calls: [readCall(w, repoPath(k), a), readCall(w, repoPath(k2), b)],
      });
      readRepos.push(k, k2);
      testQueue.push(k, k2);
      readCount += 2;
    } else {
      const text = repo(k, budgetTarget(sizes.int(24000, 40000)));
      step(w, {
        think:
          readCount % 3 === 0
            ? `${k}: expect the same shape as the others. Watch for raw SQL (date_trunc reports), onConflict().merge() batch ` +
              "writes and forUpdate().skipLocked(); those are the places where Drizzle differs."
            : undefined,
        say: readCount % 3 === 1 ? `Next: \`${repoPath(k)}\`.` : undefined,
        calls: [readCall(w, repoPath(k), text)],
      });
      readRepos.push(k);
      testQueue.push(k);
      readCount += 1;
    }
    const ent = ENTITIES[k];
    if (w.projected < 158000) {
      const route = routeFile(ent, `../../db/repositories/${k}`);
      const routePath = `src/api/routes/${k}.ts`;
      step(w, {
        calls: [
          grepCall(
            w,
            `from "\\.\\./\\.\\./db/repositories/${k}"`,
            [
              [routePath, lineOf(route, `} from "../../db/repositories/${k}";`), `} from "../../db/repositories/${k}";`],
              [`src/workers/${k === "orders" ? "fulfilment" : "nightly"}.ts`, 4, `import { iterate${ent.plural}ForWorker } from "../db/repositories/${k}";`],
            ],
            "src/**/*.ts",
          ),
        ],
      });
      if (w.projected < 150000 && readCount % 2 === 0) {
        step(w, { calls: [readCall(w, routePath, route)] });
      }
    }
  }

  // --- auto compaction ---------------------------------------------------------------------------
  const pre = w.lastTotal;
  const remaining = REPO_ORDER.filter((k) => !readRepos.includes(k));
  const autoSummary = nineSectionSummary({
    primary:
      "The user wants the data layer of acme-billing migrated from Knex to Drizzle ORM: read the repositories under " +
      "src/db/repositories and the baseline schema, write a migration plan to docs/migration-plan.md, then convert the " +
      "repositories one by one, running the tests after each. Exported repository function signatures must stay exactly " +
      "the same (routes and workers import them directly). Migrations must be generated with drizzle-kit, never hand-written.",
    concepts: [
      "Knex 3.1 query builder vs Drizzle ORM 0.44 (drizzle-orm/node-postgres, pgTable, eq/and/isNull/desc, sql template tag)",
      "drizzle-kit generate/check as the only source of migrations; an empty diff against the Knex baseline proves the schema mirror",
      "Soft delete via deleted_at; Page<T> pagination helper; optional trailing `trx` argument on every repository function",
      "bigint money columns must use mode: \"number\" (pg INT8 parser already returns numbers under Knex)",
      "forUpdate().skipLocked() in worker queries maps to .for(\"update\", { skipLocked: true })",
    ],
    files: read.concat(
      readRepos.map((k) => ({
        path: repoPath(k),
        why: `Read in full (${fileLines(repoText.get(k)!).length} lines). Uniform Knex patterns: select(COLUMNS)+whereNull(deleted_at), paginate(), returning(COLUMNS), raw date_trunc reports, cursor iteration.${k === "orders" ? " Partly converted: ${convertedFinder} now uses Drizzle; table imported as ordersTable." : ""}`,
      })),
    ),
    errors,
    problemSolving:
      "Confirmed the Drizzle schema matches the database: `drizzle-kit generate` reported \"No schema changes\". " +
      "Resolved the name clash between the Drizzle table and local identifiers in orders.ts by importing tables with a " +
      "`Table` suffix. Decided to introduce a `Tx` alias accepting both Knex and Drizzle transactions during the transition.",
    userMessages,
    pending: [
      "Finish converting src/db/repositories/orders.ts (remaining functions still use Knex)",
      ...readRepos.filter((k) => k !== "orders").map((k) => `Convert ${repoPath(k)}`),
      ...remaining.map((k) => `Read and convert ${repoPath(k)}`),
      "Port paginate() to Drizzle; remove knex, src/db/knex.ts and knexfile.ts at the end",
    ],
    current:
      `Working through the repositories in plan order. ${readRepos.length} of 14 repositories have been read; orders.ts is ` +
      "partly converted and its 31 tests pass. The last action was a type-check of the whole project.",
    next:
      "Continue converting src/db/repositories/orders.ts function by function (list/report/iterate variants next), keeping " +
      "signatures identical, then run `npx vitest run src/db/repositories/orders.test.ts`.",
    transcriptPath: `/home/dev/.claude/projects/-home-dev-projects-acme-billing/${w.sessionId}.jsonl`,
    continueInstruction: true,
  });
  w.compactBoundary("auto", pre);
  w.compactSummary(autoSummary);
  const lastRepo = readRepos[readRepos.length - 1];
  const reattach = (rel: string, content: string) => {
    const c = content.length > 20000 ? content.slice(0, content.lastIndexOf("\n", 20000) + 1) : content;
    const n = fileLines(c).length;
    w.attachment(
      {
        type: "file",
        filename: w.path(rel),
        displayPath: rel,
        content: { type: "text", file: { filePath: w.path(rel), content: c, numLines: n, startLine: 1, totalLines: fileLines(content).length } },
      },
      numbered(c).length,
    );
  };
  reattach("docs/migration-plan.md", MIGRATION_PLAN);
  reattach("src/db/drizzle/schema.ts", genDrizzleSchema(REPO_ORDER));
  reattach(repoPath(lastRepo), repoText.get(lastRepo)!);

  // --- after the auto compaction -----------------------------------------------------------------
  const ordersText = repoText.get("orders")!;
  const partialRead = (rel: string, text: string, offset: number, limit: number): Call => {
    const all = fileLines(text);
    const part = all.slice(offset - 1, offset - 1 + limit).join("\n") + "\n";
    return {
      name: "Read",
      input: { file_path: w.path(rel), offset, limit },
      run: (id) =>
        w.toolResult(id, numbered(part, offset) + MALWARE_REMINDER, {
          type: "text",
          file: { filePath: w.path(rel), content: part, numLines: fileLines(part).length, startLine: offset, totalLines: all.length },
        }),
    };
  };
  const listFn = fnBlock(ordersText, "export async function listOrders");
  const listName = /function (\w+)/.exec(listFn.code)![1];
  const listNew = [
    listFn.code.split("\n")[0].replace("trx: Knex = db", "trx: Tx = drizzleDb"),
    "  const query = trx",
    "    .select()",
    "    .from(ordersTable)",
    "    .where(isNull(ordersTable.deletedAt))",
    "    .orderBy(desc(ordersTable.createdAt))",
    "    .$dynamic();",
    "  const page = await paginate(query, req);",
    "  return { ...page, items: page.items.map(toOrder) };",
    "}",
  ].join("\n");
  step(w, {
    think:
      `Resuming after compaction. orders.ts: the finder is converted. Next is ${listName}, the paginated list; ` +
      "re-read just that region of the file rather than the whole thing.",
    say: "Picking up where I left off: the list functions in `orders.ts`.",
    calls: [partialRead(repoPath("orders"), ordersText, Math.max(1, listFn.line - 20), 140)],
  });
  step(w, {
    calls: [editCall(w, repoPath("orders"), listFn.code, listNew, { startLine: listFn.line })],
  });
  step(w, {
    calls: [
      bashCall(
        w,
        "npx vitest run src/db/repositories/orders.test.ts",
        "Run the orders repository tests",
        ` RUN  v3.0.4 /home/dev/projects/acme-billing

 ❯ src/db/repositories/orders.test.ts (31 tests | 2 failed) 1377ms
   × orders > ${listName} > pages by created_at then id 44ms
     → expected [ '9f1c…', '9f1b…' ] to deeply equal [ '9f1b…', '9f1c…' ]
   × orders > ${listName} > honours the cursor 38ms
     → expected 19 to be 20

 Test Files  1 failed (1)
      Tests  2 failed | 29 passed (31)
   Duration  2.44s`,
        { exitCode: 1, dt: [4, 9] },
      ),
    ],
  });
  step(w, {
    think:
      "The Drizzle version orders by created_at only; the Knex one ordered by created_at desc, id desc. The cursor " +
      "pagination depends on the id tiebreak. Add desc(ordersTable.id).",
    say: "Lost the `id` tiebreak in the ordering; the cursor pagination depends on it.",
    calls: [
      editCall(
        w,
        repoPath("orders"),
        "    .orderBy(desc(ordersTable.createdAt))\n    .$dynamic();",
        "    .orderBy(desc(ordersTable.createdAt), desc(ordersTable.id))\n    .$dynamic();",
        { startLine: listFn.line + 5 },
      ),
    ],
  });
  step(w, {
    calls: [
      bashCall(w, "npx vitest run src/db/repositories/orders.test.ts", "Re-run the orders tests",
        " RUN  v3.0.4 /home/dev/projects/acme-billing\n\n ✓ src/db/repositories/orders.test.ts (31 tests) 1189ms\n\n Test Files  1 passed (1)\n      Tests  31 passed (31)\n   Duration  2.20s",
        { dt: [4, 9] }),
    ],
  });
  const custText = repo("customers");
  step(w, {
    say: "`orders.ts` is green. Moving on to `customers.ts`.",
    calls: [partialRead(repoPath("customers"), custText, 1, 160)],
  });
  step(w, {
    calls: [
      editCall(
        w,
        repoPath("customers"),
        'import type { Knex } from "knex";\nimport { db } from "../knex";',
        'import type { Knex } from "knex";\nimport { db } from "../knex";\nimport { and, desc, eq, isNull, sql } from "drizzle-orm";\nimport { drizzleDb, type Tx } from "../drizzle/client";\nimport { customers as customersTable } from "../drizzle/schema";',
        { startLine: lineOf(custText, 'import type { Knex } from "knex";') },
      ),
    ],
  });
  step(w, {
    calls: [
      bashCall(w, "npx vitest run src/db/repositories/customers.test.ts && npx vitest run --project contract", "Run customer and contract tests",
        " RUN  v3.0.4 /home/dev/projects/acme-billing\n\n ✓ src/db/repositories/customers.test.ts (27 tests) 1032ms\n\n Test Files  1 passed (1)\n      Tests  27 passed (27)\n\n RUN  v3.0.4 /home/dev/projects/acme-billing (contract)\n\n ✓ test/contract/api.contract.test.ts (64 tests) 5120ms\n\n Test Files  1 passed (1)\n      Tests  64 passed (64)",
        { dt: [8, 16] }),
    ],
  });
  step(w, {
    calls: [
      editCall(w, "docs/migration-plan.md", "| orders | in progress |\n| customers | todo |", "| orders | done |\n| customers | in progress |", { startLine: lineOf(MIGRATION_PLAN, "| orders | in progress |") }),
    ],
  });
  const P4 = "How far along are we? Just the list, please.";
  w.prompt_(P4, {}, [60, 180]);
  userMessages.push(P4);
  step(w, {
    say:
      "- orders: **done** (31 tests pass)\n- customers: **in progress** (imports switched, finders next)\n" +
      REPO_ORDER.slice(2)
        .map((k) => `- ${k}: todo`)
        .join("\n") +
      "\n\nFoundation (Drizzle schema, drizzle.config.ts, empty drizzle-kit diff) is done.",
    dt: [3, 8],
  });

  // --- manual /compact ---------------------------------------------------------------------------
  const P5cmd =
    "<command-name>/compact</command-name>\n<command-message>compact</command-message>\n<command-args>keep the migration plan</command-args>";
  w.prompt_(P5cmd, {}, [30, 90]);
  const pre2 = w.lastTotal;
  const manualSummary = nineSectionSummary({
    primary:
      "Migrate acme-billing's data layer from Knex to Drizzle ORM following docs/migration-plan.md, converting " +
      "src/db/repositories one at a time with tests after each; keep exported signatures identical; use drizzle-kit for " +
      "migrations. The user asked to keep the migration plan in this summary (below, verbatim).",
    concepts: [
      "Drizzle pgTable schema mirroring the Knex baseline; drizzle-kit generate shows no diff",
      "`Tx` alias (Knex or Drizzle transaction) during the transition; tables imported with a `Table` suffix",
      "Ordering must keep the `id` tiebreak (created_at desc, id desc) for cursor pagination",
    ],
    files: [
      { path: "docs/migration-plan.md", why: "The plan, kept verbatim at the user's request:", snippet: MIGRATION_PLAN.replace("| orders | in progress |\n| customers | todo |", "| orders | done |\n| customers | in progress |") },
      { path: repoPath("orders"), why: "Converted to Drizzle; 31 tests pass." },
      { path: repoPath("customers"), why: "Imports switched to Drizzle; functions not converted yet." },
      { path: "src/db/drizzle/schema.ts", why: "Drizzle tables for all 14 tables." },
    ],
    errors: errors.concat([
      { error: "orders.test.ts: listOrdersRecent returned rows in the wrong order and the cursor test was off by one", fix: "added desc(ordersTable.id) as the second sort key." },
    ]),
    problemSolving: "Schema parity confirmed with drizzle-kit; ordering regression found by the repository tests and fixed.",
    userMessages: userMessages.concat(["/compact keep the migration plan"]),
    pending: ["Convert customers.ts (finders, list, report, iterate)", ...REPO_ORDER.slice(2).map((k) => `Convert ${repoPath(k)}`), "Port paginate(); remove Knex"],
    current: "Just reported progress to the user (orders done, customers in progress). Then the user ran /compact.",
    next: "Wait for the user; if they say continue, convert the finders in src/db/repositories/customers.ts.",
    continueInstruction: false,
  });
  const planAttach = numbered(MIGRATION_PLAN).length;
  const post2 = Math.round((manualSummary.length + planAttach) / CPT);
  w.compactBoundary("manual", pre2, post2);
  w.compactSummary(manualSummary);
  reattach("docs/migration-plan.md", MIGRATION_PLAN.replace("| orders | in progress |\n| customers | todo |", "| orders | done |\n| customers | in progress |"));

  const P6 = "Good. Carry on with customers.ts - same rules.";
  w.prompt_(P6, {}, [40, 120]);
  step(w, {
    think: "Continue with customers.ts finders. Read the section with the find* functions.",
    calls: [partialRead(repoPath("customers"), custText, 60, 120)],
  });
  const custFinder = fnBlock(custText, "export async function findCustomersBy");
  const custNew = custFinder.code
    .replace("trx: Knex = db", "trx: Tx = drizzleDb")
    .replace(/const rows = await trx<CustomerRow>\(TABLE\)\n\s+\.select\(COLUMNS\)/, "const rows = await trx\n    .select()\n    .from(customersTable)");
  step(w, {
    calls: [editCall(w, repoPath("customers"), custFinder.code, custNew, { startLine: custFinder.line })],
  });
  step(w, {
    calls: [
      bashCall(w, "npx vitest run src/db/repositories/customers.test.ts", "Run the customers tests",
        " RUN  v3.0.4 /home/dev/projects/acme-billing\n\n ✓ src/db/repositories/customers.test.ts (27 tests) 998ms\n\n Test Files  1 passed (1)\n      Tests  27 passed (27)\n   Duration  2.02s",
        { dt: [4, 9] }),
    ],
  });
  step(w, {
    say:
      "The first `customers.ts` finder is on Drizzle and all 27 customer tests pass. I'll keep going function by function " +
      "and update the progress table in `docs/migration-plan.md` when the file is done.",
  });
  return w;
}

// ------------------------------------------------------------------------------------------------
// Skill bodies (SKILL.md without front matter, as Claude Code injects them)
// ------------------------------------------------------------------------------------------------

interface FormRecipe {
  form: string;
  file: string;
  fields: [string, string, string][]; // pdf field, source, note
  notes: string[];
}

const FORM_RECIPES: FormRecipe[] = [
  {
    form: "IRS Form W-9 (Rev. March 2024)",
    file: "fw9.pdf",
    fields: [
      ["topmostSubform[0].Page1[0].f1_01[0]", "vendor.legalName", "Line 1, name as shown on the tax return"],
      ["topmostSubform[0].Page1[0].f1_02[0]", "vendor.dba", "Line 2, business name if different; empty otherwise"],
      ["topmostSubform[0].Page1[0].Boxes3a-b_ReadOrder[0].c1_1[0]", "vendor.taxClass == 'individual'", "checkbox, on-value /1"],
      ["topmostSubform[0].Page1[0].Boxes3a-b_ReadOrder[0].c1_1[2]", "vendor.taxClass == 'c_corp'", "checkbox, on-value /3"],
      ["topmostSubform[0].Page1[0].Address_ReadOrder[0].f1_07[0]", "vendor.address.line1", "Line 5"],
      ["topmostSubform[0].Page1[0].Address_ReadOrder[0].f1_08[0]", "vendor.address.cityStateZip", "Line 6, one string"],
      ["topmostSubform[0].Page1[0].f1_11[0]", "vendor.ein[0:2]", "EIN is split over two comb fields"],
      ["topmostSubform[0].Page1[0].f1_12[0]", "vendor.ein[2:]", "second part, 7 digits"],
    ],
    notes: [
      "The SSN and EIN boxes are comb fields with MaxLen; pass digits only, no dash.",
      "Leave Part II (signature) empty; the vendor signs. Never draw a signature image.",
    ],
  },
  {
    form: "IRS Form W-8BEN (Rev. October 2021)",
    file: "fw8ben.pdf",
    fields: [
      ["f_1[0]", "vendor.legalName", "Part I line 1"],
      ["f_2[0]", "vendor.countryOfCitizenship", "Part I line 2, full country name, not ISO code"],
      ["f_3[0]", "vendor.address.line1", "permanent residence; no P.O. box"],
      ["f_4[0]", "vendor.address.cityStateZip", ""],
      ["f_5[0]", "vendor.address.country", ""],
      ["f_9[0]", "vendor.foreignTin", "Line 6a"],
      ["f_13[0]", "treaty.article", "Part II line 10, only when claiming a treaty rate"],
    ],
    notes: ["W-8BEN is for individuals. Entities use W-8BEN-E; stop and ask if the vendor is a company."],
  },
  {
    form: "Vendor onboarding form (internal, v7)",
    file: "vendor-onboarding-v7.pdf",
    fields: [
      ["vendor_name", "vendor.legalName", ""],
      ["vendor_name_local", "vendor.legalNameLocal", "Korean/Japanese legal name; needs the embedded CJK font"],
      ["contact_email", "vendor.contact.email", "lower-case"],
      ["contact_phone", "vendor.contact.phone", "E.164, e.g. +82 2 555 0134"],
      ["bank_account_last4", "vendor.bank.accountNumber[-4:]", "only the last four digits"],
      ["payment_terms", "vendor.paymentTerms", "choice field: NET15 | NET30 | NET45"],
      ["signer1_name", "vendor.signers[0].name", "page 3"],
      ["signer2_name", "vendor.signers[1].name", "page 3, optional second signer"],
    ],
    notes: [
      "Page 3 has two signer blocks; both signer name fields exist even when only one is used.",
      "The choice field only accepts the export values listed in /Opt; anything else renders blank.",
    ],
  },
  {
    form: "Form I-9 (Employment Eligibility Verification, 08/01/23)",
    file: "i-9.pdf",
    fields: [
      ["Last Name (Family Name)", "employee.lastName", ""],
      ["First Name Given Name", "employee.firstName", ""],
      ["Employee Middle Initial (if any)", "employee.middleInitial", "one letter or N/A"],
      ["Date of Birth mmddyyyy", "employee.dob", "format MM/DD/YYYY"],
      ["US Social Security Number", "employee.ssn", "comb field, 9 digits"],
      ["CB_1", "employee.status == 'citizen'", "checkbox"],
    ],
    notes: ["Section 2 is for the employer, on or before day 3 of employment. Do not fill it from employee data."],
  },
  {
    form: "Mutual NDA (legal template 2025-02)",
    file: "mutual-nda-2025-02.pdf",
    fields: [
      ["party_a_name", "company.legalName", ""],
      ["party_b_name", "counterparty.legalName", ""],
      ["effective_date", "nda.effectiveDate", "long form: 4 March 2026"],
      ["governing_law", "nda.governingLaw", "free text, e.g. 'the laws of the State of New York'"],
      ["term_years", "nda.termYears", "number as text"],
    ],
    notes: ["Do not change the template text; only the fields. If the counterparty wants edits, stop and hand to legal."],
  },
  {
    form: "Direct deposit authorization (payroll, rev. 3)",
    file: "direct-deposit-r3.pdf",
    fields: [
      ["employee_name", "employee.fullName", ""],
      ["routing_number", "bank.routing", "9 digits, validate the ABA checksum first"],
      ["account_number", "bank.account", "full number: this form needs it; mask it everywhere else"],
      ["account_type_checking", "bank.type == 'checking'", "radio group 'account_type', export value /Checking"],
      ["account_type_savings", "bank.type == 'savings'", "same radio group, /Savings"],
      ["percent_or_amount", "bank.split", "'100%' for a single account"],
    ],
    notes: ["Radio groups are one field with kids; set the group value, not each kid."],
  },
  {
    form: "Certificate of insurance request",
    file: "coi-request.pdf",
    fields: [
      ["insured_name", "vendor.legalName", ""],
      ["certificate_holder", "company.legalName", "exactly as on our W-9"],
      ["gl_each_occurrence", "requirements.gl.eachOccurrence", "USD, no cents"],
      ["gl_aggregate", "requirements.gl.aggregate", ""],
      ["auto_combined_single", "requirements.auto.csl", "blank if the vendor has no vehicles"],
      ["additional_insured", "true", "checkbox"],
    ],
    notes: ["Amounts are text fields with a number format action; pass plain digits, the form formats them."],
  },
  {
    form: "Purchase order (procurement, 2024 layout)",
    file: "purchase-order-2024.pdf",
    fields: [
      ["po_number", "po.number", "PO-YYYY-NNNNN"],
      ["vendor_block", "vendor.addressBlock", "multiline field; join lines with \\n"],
      ["line_1_desc", "po.lines[0].description", "10 line rows; extra lines go on a continuation sheet"],
      ["line_1_qty", "po.lines[0].quantity", ""],
      ["line_1_unit", "po.lines[0].unitPrice", "two decimals"],
      ["subtotal", "po.subtotal", "calculated field; set it anyway, viewers without JS show the stored value"],
    ],
    notes: ["Calculated fields are only recomputed by viewers that run JavaScript; always write the value yourself."],
  },
  {
    form: "Expense reimbursement",
    file: "expense-reimbursement.pdf",
    fields: [
      ["employee", "claim.employeeName", ""],
      ["cost_center", "claim.costCenter", "4 digits"],
      ["row_1_date", "claim.items[0].date", "DD/MM/YYYY on this form, unlike the US forms"],
      ["row_1_category", "claim.items[0].category", "choice: travel | meals | lodging | other"],
      ["row_1_amount", "claim.items[0].amount", ""],
      ["total", "sum(claim.items.amount)", ""],
    ],
    notes: ["Receipts are attached separately; never embed receipt images into the form PDF."],
  },
  {
    form: "사업자등록증명 제출 양식 (협력사용)",
    file: "kr-business-registration-submit.pdf",
    fields: [
      ["상호", "vendor.legalNameLocal", "법인명 그대로"],
      ["사업자등록번호", "vendor.brn", "000-00-00000 형식"],
      ["대표자", "vendor.representative", ""],
      ["업태", "vendor.businessType", "e.g. 서비스"],
      ["종목", "vendor.businessItem", "e.g. 물류, 창고"],
      ["제출일", "today", "YYYY. MM. DD."],
    ],
    notes: [
      "필드 이름이 한글이라 pypdf에서 UTF-16으로 읽힙니다. 이름을 그대로 키로 사용하세요.",
      "The form embeds no CJK font; use the NotoSansKR fallback in scripts/fonts/ or the values render as boxes.",
    ],
  },
  {
    form: "Change of address (customer service)",
    file: "change-of-address.pdf",
    fields: [
      ["account_no", "customer.accountNumber", ""],
      ["old_address", "customer.previousAddress", "multiline"],
      ["new_address", "customer.address", "multiline"],
      ["effective", "change.effectiveDate", ""],
    ],
    notes: ["Small form; a good smoke test for the scripts."],
  },
  {
    form: "Equipment checkout",
    file: "equipment-checkout.pdf",
    fields: [
      ["asset_tag", "asset.tag", "e.g. IT-004512"],
      ["asset_desc", "asset.description", ""],
      ["borrower", "borrower.name", ""],
      ["due_back", "loan.dueDate", ""],
      ["condition_out", "asset.condition", "choice: new | good | worn"],
    ],
    notes: ["The condition choice field is combo-box with edit disabled: only the three export values work."],
  },
  {
    form: "Travel authorization",
    file: "travel-authorization.pdf",
    fields: [
      ["traveler", "trip.traveler", ""],
      ["destination", "trip.destination", "city, country"],
      ["depart", "trip.departDate", ""],
      ["return", "trip.returnDate", ""],
      ["estimated_cost", "trip.estimate", "USD"],
      ["approver", "trip.approver", "must differ from traveler"],
    ],
    notes: ["Check approver != traveler before filling; the form does not enforce it."],
  },
  {
    form: "Lease application (residential, state bar form 12)",
    file: "lease-application-12.pdf",
    fields: [
      ["applicant_full_name", "applicant.name", ""],
      ["applicant_dob", "applicant.dob", ""],
      ["current_landlord", "applicant.landlord.name", ""],
      ["monthly_income", "applicant.income", ""],
      ["consent_credit_check", "applicant.consentCredit", "checkbox; only if the applicant said yes in writing"],
    ],
    notes: ["Consent checkboxes are never defaulted. Missing consent means leave it unchecked and tell the user."],
  },
  {
    form: "Volunteer waiver",
    file: "volunteer-waiver.pdf",
    fields: [
      ["participant", "volunteer.name", ""],
      ["emergency_contact", "volunteer.emergency.name", ""],
      ["emergency_phone", "volunteer.emergency.phone", ""],
      ["minor", "volunteer.age < 18", "checkbox; a minor needs the guardian block on page 2"],
    ],
    notes: ["If `minor` is set, the guardian name and signature date on page 2 become required."],
  },
  {
    form: "Medical records release (HIPAA authorization)",
    file: "records-release.pdf",
    fields: [
      ["patient_name", "patient.name", ""],
      ["patient_dob", "patient.dob", ""],
      ["release_to", "recipient.name", ""],
      ["purpose", "release.purpose", "free text"],
      ["expires", "release.expires", "a date or an event; never leave empty"],
    ],
    notes: ["PHI: do not echo the filled values back in chat beyond the field names and a pass/fail check."],
  },
];

function recipeSection(r: FormRecipe, idx: number): string {
  const rows = r.fields.map(([f, src, note]) => `| \`${f}\` | \`${src}\` | ${note || "-"} |`).join("\n");
  const mapping = r.fields
    .slice(0, 4)
    .map(([f, src]) => `    "${f}": get(data, "${src.replace(/'/g, "\\'")}"),`)
    .join("\n");
  return `### Recipe ${idx + 1}: ${r.form}

Template: \`templates/${r.file}\`. Field names below are exactly what \`list_fields.py\` prints.

| PDF field | source | note |
| --- | --- | --- |
${rows}

\`\`\`python
from scripts.fill import fill_form, get

values = {
${mapping}
}
fill_form("templates/${r.file}", values, out_path)
\`\`\`

${r.notes.map((n) => `- ${n}`).join("\n")}
`;
}

const PDF_TROUBLESHOOTING: [string, string][] = [
  ["The value is set but the viewer shows an empty field.", "The field has no appearance stream for the new value. Call `writer.set_need_appearances_writer(True)` or regenerate appearances with `scripts/fill_form.py --appearances`."],
  ["Checkboxes do not tick.", "Set the box to its on-state name (read `/_States_` from `list_fields.py`), usually `/Yes` or `/1`, never `True`."],
  ["Korean or Japanese text renders as boxes.", "The form's default font has no CJK glyphs. Pass `--font scripts/fonts/NotoSansKR-Regular.ttf`; the script sets `/DA` for those fields only."],
  ["Comb fields drop characters.", "Comb fields have `/MaxLen`; strip separators first (dashes in EIN/SSN) and never pass more than MaxLen characters."],
  ["The PDF says it is encrypted.", "Many government forms are encrypted with an empty user password. `reader.decrypt(\"\")` then continue; if that fails, stop and ask for an unlocked copy."],
  ["`list_fields.py` prints nothing.", "It is a flat scan or an XFA-only form. For scans use `scripts/overlay.py` with coordinates; for XFA ask for the AcroForm version."],
  ["Radio buttons select the wrong option.", "Set the parent field to the kid's export value; setting kids one by one leaves several on."],
  ["Dates come out in the wrong format.", "Fields with a format action only reformat in viewers that run JavaScript. Write the final string."],
  ["A filled form is much bigger than the template.", "Incremental save plus embedded fonts. Use `--compress` and subset fonts (`--subset`)."],
  ["Signature fields.", "Leave them alone. Report which signature fields exist and who must sign."],
  ["양식이 두 개의 페이지에 같은 필드를 가짐", "같은 이름의 필드는 하나의 값을 공유합니다. 페이지마다 다른 값이 필요하면 템플릿이 잘못된 것이니 사용자에게 알리세요."],
  ["The output opens in Chrome but not in Acrobat.", "Usually a broken xref after manual edits. Re-save through `pypdf.PdfWriter(clone_from=...)`."],
];

function pdfFormsBody(): string {
  const parts: string[] = [];
  parts.push(`# PDF forms

Fill, inspect and validate fillable PDF forms (AcroForm) with \`pypdf\`, and fall back to drawing an overlay with
\`reportlab\` when the PDF is a flat scan. All scripts live in \`scripts/\` next to this file and print JSON so their
output can be diffed.

## When this skill applies
- The user wants a PDF form filled from data: JSON, CSV, a database row, or values given in the chat.
- The user wants to know which fields a form has, why a value does not show, or whether a filled form is complete.
- 사용자가 PDF 양식 작성, 필드 목록 추출, 체크박스/서명란 처리를 요청할 때.

It does not apply to generating new PDFs from scratch (use the \`reports\` skill) or to reading text out of PDFs.

## Quick start
\`\`\`bash
python scripts/list_fields.py templates/fw9.pdf              # names, types, states, current values
python scripts/fill_form.py templates/fw9.pdf data.json out/fw9-filled.pdf
python scripts/check_filled.py out/fw9-filled.pdf data.json  # re-reads the output and diffs every field
\`\`\`

## Workflow
1. **Inspect.** Run \`list_fields.py\` on the template. Never guess field names from the visible labels; the
   internal names (\`topmostSubform[0].Page1[0].f1_01[0]\`) rarely match them.
2. **Map.** Write the mapping from data to field names as a small JSON file next to the output
   (\`out/<form>.mapping.json\`) so the user can review it. Use the recipes below when the form is known.
3. **Validate the data** before filling: required values present, formats (dates, TINs, phone numbers), choice
   fields only with allowed export values, consent checkboxes only with explicit consent.
4. **Fill** with \`fill_form.py\`. It sets values, checkbox states and radio groups, and regenerates appearance
   streams so every viewer shows the values.
5. **Verify** with \`check_filled.py\`. It must print \`"mismatches": []\`. If not, fix and repeat; do not hand over a
   form with mismatches.
6. **Hand over**: the output path, the mapping file, the list of fields left empty on purpose (signatures,
   employer sections) and who has to complete them.

## Field types
| type | \`/FT\` | how to set | gotchas |
| --- | --- | --- | --- |
| text | \`/Tx\` | string | \`/MaxLen\` on comb fields; multiline needs \`\\n\` |
| checkbox | \`/Btn\` | on-state name (\`/Yes\`, \`/1\`...) | \`True\` does not work |
| radio group | \`/Btn\` + radio flag | parent value = kid export value | never set kids individually |
| choice | \`/Ch\` | one of \`/Opt\` export values | combo boxes may allow edits, list boxes never |
| signature | \`/Sig\` | do not set | report it instead |

## Data validation rules
- Dates: the form decides the format. US federal forms use MM/DD/YYYY, the internal forms DD/MM/YYYY, Korean forms
  \`YYYY. MM. DD.\`. Convert from ISO 8601 at the last moment.
- Tax ids: EIN \`NN-NNNNNNN\`, SSN \`NNN-NN-NNNN\`, Korean BRN \`NNN-NN-NNNNN\`; strip separators for comb fields.
- Phone numbers: E.164 in data, the form's own format on paper.
- Money: integers in minor units in data; format with two decimals unless the field has a format action.
- 이름 필드: 법인명은 등기부 표기를 그대로 사용합니다. 약칭 금지.

## Recipes
The recipes below cover the forms this team fills most often. Each lists the template, the exact field names and
where the value comes from in our vendor and employee JSON.
`);
  FORM_RECIPES.forEach((r, i) => parts.push(recipeSection(r, i)));
  parts.push(`## Troubleshooting
${PDF_TROUBLESHOOTING.map(([q, a]) => `**${q}**\n${a}\n`).join("\n")}
## Reference: field flags (\`/Ff\`)
| bit | name | meaning for filling |
| --- | --- | --- |
| 1 | ReadOnly | do not set; report if data exists for it |
| 2 | Required | must be filled before hand-over |
| 13 | Multiline | text may contain \`\\n\` |
| 14 | Password | never fill |
| 15 | NoToggleToOff | radio: one option must stay selected |
| 16 | Radio | button field is a radio group |
| 25 | Comb | fixed character cells, uses \`/MaxLen\` |
| 26 | RichText | set the plain value; rich value is ignored by most viewers |

## Scripts reference
- \`scripts/list_fields.py PDF [--json]\`: every field with name, type, flags, states and current value.
- \`scripts/fill_form.py PDF DATA OUT [--font TTF] [--appearances] [--compress] [--subset]\`
- \`scripts/check_filled.py PDF DATA\`: exits 1 and prints mismatches when a value differs.
- \`scripts/overlay.py SCAN COORDS DATA OUT\`: draws text at coordinates on flat scans (last resort).
- \`scripts/fields_to_csv.py PDF\`: a CSV of fields for a human to fill in a spreadsheet.

## Never do
- Never sign, draw a signature, or fill a \`/Sig\` field on anyone's behalf.
- Never tick a consent, attestation or certification checkbox unless the person said yes in writing in this conversation.
- Never print full SSNs, TINs, bank account numbers or dates of birth in chat, logs or commit messages; show the last four digits at most.
- Never overwrite a template in \`templates/\`; always write to \`out/\`.
- Never flatten a form (remove its fields) unless the user asked for a flattened copy, and then keep the fillable one too.
- 원본 양식 파일을 수정하거나 덮어쓰지 마세요. 서명란은 절대 채우지 마세요.
`);
  return parts.join("\n");
}

interface MigrationPattern {
  title: string;
  when: string;
  steps: string[];
  sql: string;
  rollback: string;
  ko: string;
}

const MIGRATION_PATTERNS: MigrationPattern[] = [
  { title: "Add a nullable column", when: "a new optional attribute", steps: ["Add the column, nullable, no default.", "Deploy code that writes it.", "Backfill if needed (see the backfill pattern)."], sql: "ALTER TABLE vendors ADD COLUMN preferred_locale text;", rollback: "ALTER TABLE vendors DROP COLUMN preferred_locale; (only before any code reads it)", ko: "nullable 컬럼 추가는 잠금이 짧아 안전합니다." },
  { title: "Add a NOT NULL column with a default", when: "a required attribute with a sensible default", steps: ["Postgres 11+: a constant default is metadata-only; add it in one statement.", "Volatile defaults (now(), gen_random_uuid()) rewrite the table: add nullable, backfill, then set NOT NULL."], sql: "ALTER TABLE vendors ADD COLUMN payment_terms text NOT NULL DEFAULT 'NET30';", rollback: "ALTER TABLE vendors DROP COLUMN payment_terms;", ko: "기본값이 상수인지 먼저 확인하세요. now() 같은 함수는 테이블 전체를 다시 씁니다." },
  { title: "Backfill in batches", when: "filling a new column for existing rows", steps: ["Batch by primary key ranges of 1,000-10,000 rows.", "Commit per batch; sleep between batches if replicas lag.", "Make the backfill idempotent (WHERE new_col IS NULL)."], sql: "UPDATE vendors SET payment_terms = 'NET30'\n WHERE id IN (SELECT id FROM vendors WHERE payment_terms IS NULL ORDER BY id LIMIT 5000);", rollback: "none needed; the column can be reset with the same batching", ko: "한 번의 UPDATE로 수백만 행을 바꾸지 마세요. 복제 지연이 생깁니다." },
  { title: "Rename a column (expand and contract)", when: "a column name is wrong or misleading", steps: ["Add the new column.", "Dual-write in code.", "Backfill.", "Switch reads.", "Stop writing the old column.", "Drop it in a later release."], sql: "ALTER TABLE vendors ADD COLUMN legal_name text;\n-- later release:\nALTER TABLE vendors DROP COLUMN name;", rollback: "each step is reversible until the drop", ko: "RENAME COLUMN은 배포 중인 구버전 코드를 깨뜨립니다." },
  { title: "Change a column type", when: "int to bigint, text to enum, varchar(n) widening", steps: ["Widening varchar(n) or varchar to text is metadata-only.", "Other changes rewrite the table: use a new column plus backfill plus swap."], sql: "ALTER TABLE vendors ALTER COLUMN tax_id TYPE text;", rollback: "ALTER TABLE vendors ALTER COLUMN tax_id TYPE varchar(32); (fails if longer values exist)", ko: "타입 변경이 테이블 재작성을 일으키는지 먼저 확인하세요." },
  { title: "Add an index concurrently", when: "any index on a table with traffic", steps: ["CREATE INDEX CONCURRENTLY cannot run in a transaction: mark the migration as non-transactional.", "Check for an INVALID index afterwards and drop/recreate it if the build failed."], sql: "CREATE INDEX CONCURRENTLY vendors_email_idx ON vendors (lower(email));", rollback: "DROP INDEX CONCURRENTLY vendors_email_idx;", ko: "트랜잭션 안에서는 CONCURRENTLY를 쓸 수 없습니다." },
  { title: "Add a foreign key without a long lock", when: "linking a new reference on a big table", steps: ["Add the constraint NOT VALID (short lock).", "VALIDATE CONSTRAINT in a separate migration (no write lock)."], sql: "ALTER TABLE vendor_contacts ADD CONSTRAINT vendor_contacts_vendor_fk\n  FOREIGN KEY (vendor_id) REFERENCES vendors (id) NOT VALID;\nALTER TABLE vendor_contacts VALIDATE CONSTRAINT vendor_contacts_vendor_fk;", rollback: "ALTER TABLE vendor_contacts DROP CONSTRAINT vendor_contacts_vendor_fk;", ko: "NOT VALID로 먼저 추가하고 검증은 따로 하세요." },
  { title: "Add a CHECK constraint", when: "enforcing a rule on existing data", steps: ["Add NOT VALID.", "Fix violating rows.", "VALIDATE."], sql: "ALTER TABLE vendors ADD CONSTRAINT vendors_terms_chk\n  CHECK (payment_terms IN ('NET15','NET30','NET45')) NOT VALID;", rollback: "ALTER TABLE vendors DROP CONSTRAINT vendors_terms_chk;", ko: "위반 행을 먼저 찾아 고친 다음 VALIDATE 하세요." },
  { title: "Make a column NOT NULL", when: "after a backfill", steps: ["Add CHECK (col IS NOT NULL) NOT VALID, validate it.", "Then SET NOT NULL: Postgres 12+ uses the validated check and skips the scan.", "Drop the check."], sql: "ALTER TABLE vendors ALTER COLUMN payment_terms SET NOT NULL;", rollback: "ALTER TABLE vendors ALTER COLUMN payment_terms DROP NOT NULL;", ko: "바로 SET NOT NULL을 하면 전체 스캔 동안 잠금이 걸립니다." },
  { title: "Create a table", when: "a new entity", steps: ["Create it with all constraints and indexes in one migration; it is empty, so locks do not matter.", "Include created_at/updated_at and the soft-delete column if the domain uses them."], sql: "CREATE TABLE vendors (\n  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),\n  legal_name text NOT NULL,\n  created_at timestamptz NOT NULL DEFAULT now()\n);", rollback: "DROP TABLE vendors;", ko: "새 테이블은 잠금 걱정 없이 한 번에 만들어도 됩니다." },
  { title: "Rename a table", when: "rare; prefer a view during the transition", steps: ["Rename, then create a view with the old name for old code.", "Drop the view once no code uses it."], sql: "ALTER TABLE suppliers RENAME TO vendors;\nCREATE VIEW suppliers AS SELECT * FROM vendors;", rollback: "DROP VIEW suppliers; ALTER TABLE vendors RENAME TO suppliers;", ko: "구버전 코드를 위해 옛 이름의 뷰를 잠시 남겨 두세요." },
  { title: "Drop a column", when: "after code stopped reading and writing it", steps: ["Release 1: stop reading.", "Release 2: stop writing; remove it from ORM models (ignore it).", "Release 3: drop it."], sql: "ALTER TABLE vendors DROP COLUMN fax_number;", rollback: "not reversible; restore from backup", ko: "읽기 중단, 쓰기 중단, 삭제를 서로 다른 배포에서 하세요." },
  { title: "Add an enum value", when: "extending a Postgres enum", steps: ["ALTER TYPE ... ADD VALUE cannot be used in the same transaction that added it.", "Prefer text + CHECK for values that change often."], sql: "ALTER TYPE vendor_status ADD VALUE IF NOT EXISTS 'suspended';", rollback: "enum values cannot be dropped; recreate the type", ko: "enum 값은 삭제할 수 없습니다. 자주 바뀌면 text + CHECK를 쓰세요." },
  { title: "Split a table", when: "a wide table with a rarely used group of columns", steps: ["Create the new table.", "Dual-write.", "Backfill.", "Switch reads.", "Drop old columns later."], sql: "CREATE TABLE vendor_bank_details (vendor_id uuid PRIMARY KEY REFERENCES vendors(id), iban text, swift text);", rollback: "drop the new table while the old columns still exist", ko: "분리는 여러 배포에 걸쳐 진행합니다." },
  { title: "Large deletes", when: "purging old rows", steps: ["Delete in batches by primary key.", "Or partition by time and drop partitions."], sql: "DELETE FROM vendor_events WHERE id IN (SELECT id FROM vendor_events WHERE created_at < now() - interval '2 years' LIMIT 5000);", rollback: "none; take a backup first", ko: "대량 삭제 전에는 반드시 백업과 건수 확인." },
  { title: "Data fixes", when: "correcting bad values", steps: ["Write the fix as a migration with a SELECT count first in the PR description.", "Make it idempotent and log affected ids."], sql: "UPDATE vendors SET country = 'KR' WHERE country = 'Korea, Republic of';", rollback: "keep the affected ids and old values in a temp table", ko: "데이터 수정도 마이그레이션으로 남겨 추적 가능하게." },
  { title: "Change a primary key to bigint", when: "an int4 sequence approaching 2^31", steps: ["Add a bigint column, sync it with a trigger, backfill.", "Build a unique index concurrently, swap constraint in a short transaction.", "Update referencing foreign keys the same way."], sql: "ALTER TABLE vendor_events ADD COLUMN id_new bigint;", rollback: "drop the new column and trigger before the swap", ko: "PK 타입 변경은 가장 위험한 작업입니다. 리허설 필수." },
  { title: "Add a unique constraint", when: "enforcing uniqueness on existing data", steps: ["Find duplicates first.", "CREATE UNIQUE INDEX CONCURRENTLY.", "ALTER TABLE ... ADD CONSTRAINT ... UNIQUE USING INDEX."], sql: "CREATE UNIQUE INDEX CONCURRENTLY vendors_brn_key ON vendors (brn);\nALTER TABLE vendors ADD CONSTRAINT vendors_brn_key UNIQUE USING INDEX vendors_brn_key;", rollback: "ALTER TABLE vendors DROP CONSTRAINT vendors_brn_key;", ko: "중복 데이터를 먼저 정리하세요." },
  { title: "Partition a large table", when: "time-series tables over ~100M rows", steps: ["Create a partitioned table.", "Attach old data as a partition (validated CHECK first).", "Route writes to the new parent."], sql: "CREATE TABLE vendor_events_p (LIKE vendor_events INCLUDING ALL) PARTITION BY RANGE (created_at);", rollback: "keep the old table until the switch is verified", ko: "파티셔닝은 설계 리뷰를 먼저 받으세요." },
  { title: "Seed reference data", when: "lookup tables (countries, currencies)", steps: ["Insert with ON CONFLICT DO NOTHING so reruns are safe.", "Never seed environment-specific data in migrations."], sql: "INSERT INTO payment_terms (code, days) VALUES ('NET15', 15), ('NET30', 30), ('NET45', 45)\nON CONFLICT (code) DO NOTHING;", rollback: "DELETE FROM payment_terms WHERE code IN ('NET15','NET30','NET45');", ko: "환경별 데이터는 마이그레이션에 넣지 마세요." },
];

const MIGRATION_MISTAKES = [
  "running the statement inside the default transaction of the migration runner when it must run outside it.",
  "forgetting that replicas apply the change too; watch replication lag during and after the migration.",
  "testing on an empty local database, where every lock is instant, and concluding it is safe.",
  "leaving the old code path in place without a ticket to remove it in the next release.",
  "relying on the ORM's generated SQL without reading it; generated is not the same as reviewed.",
  "assuming the default lock_timeout; ours is 3 s only because the runner sets it.",
  "adding the constraint and the data fix in one migration, so a single bad row blocks the deploy.",
  "배포 순서를 고려하지 않고 코드와 마이그레이션을 한 번에 머지하는 것.",
];

function dbMigrationsBody(): string {
  const parts: string[] = [];
  parts.push(`# Database migrations (Postgres, zero downtime)

Write, review and run schema migrations for our Postgres databases without downtime. The app deploys while the old
version is still serving traffic, so every migration must be compatible with the code before **and** after it.
무중단 배포를 전제로, 모든 마이그레이션은 이전 버전과 새 버전 코드 양쪽에서 동작해야 합니다.

## When this skill applies
- Adding, changing or removing tables, columns, indexes, constraints, enums.
- Backfills and data fixes that touch more than a few hundred rows.
- Reviewing a migration in a PR.
- 스키마 변경, 백필, 마이그레이션 리뷰 요청 시.

## Tooling
- Migrations are generated with \`drizzle-kit generate\` into \`db/drizzle/\` and applied with \`npm run db:migrate\`.
- Non-transactional migrations (CONCURRENTLY) carry \`-- drizzle:no-transaction\` on the first line; the runner honours it.
- \`scripts/lock-check.sql\` shows which lock each statement takes; run it against the staging copy.
- Staging has a production-sized copy refreshed nightly: \`DATABASE_URL=$STAGING_URL npm run db:migrate\` first, always.

## The checklist for every migration
1. Which locks does each statement take, and for how long? (ACCESS EXCLUSIVE for more than a few ms blocks traffic.)
2. Is it compatible with the currently deployed code? With the next release's code?
3. Does it rewrite the table? (type changes, volatile defaults, some constraint additions)
4. Is there a tested rollback, or is it explicitly irreversible (and approved as such)?
5. Is \`lock_timeout\` set? Our runner sets \`SET lock_timeout = '3s'\` and retries three times.
6. For backfills: batched, idempotent, resumable, with progress logging.
7. 리뷰어가 staging에서 실행 시간을 확인했는가?

## Patterns
`);
  MIGRATION_PATTERNS.forEach((p, i) => {
    parts.push(`### Pattern ${i + 1}: ${p.title}
Use for: ${p.when}.

${p.steps.map((s, j) => `${j + 1}. ${s}`).join("\n")}

\`\`\`sql
SET lock_timeout = '3s';
${p.sql}
\`\`\`

Rollback: ${p.rollback.replace(/[.;]$/, "")}.
확인: ${p.ko}

Verify after applying:

\`\`\`sql
SELECT relname, n_live_tup, last_autoanalyze
  FROM pg_stat_user_tables
 WHERE relname = '${/(?:TABLE|ON|INTO|FROM) (\w+)/.exec(p.sql)?.[1] ?? "vendors"}';
SELECT conname, convalidated FROM pg_constraint WHERE conrelid = '${/(?:TABLE|ON|INTO|FROM) (\w+)/.exec(p.sql)?.[1] ?? "vendors"}'::regclass;
\`\`\`

With Drizzle: change \`src/db/schema.ts\` first, run \`npx drizzle-kit generate --name ${p.title.toLowerCase().replace(/[^a-z0-9]+/g, "_").replace(/^_|_$/g, "").slice(0, 40)}\`, then edit
the generated SQL only to add what drizzle-kit cannot express (\`CONCURRENTLY\`, \`NOT VALID\`, batching), and say so in the
PR. Commit the snapshot in \`db/drizzle/meta/\` together with the SQL.

- Review note: state the expected lock and duration in the PR description for this pattern.
- Run it on staging first and paste the timing (\`\\timing on\`) into the PR.
- Common mistake: ${MIGRATION_MISTAKES[i % MIGRATION_MISTAKES.length]}
`);
  });
  parts.push(`## Review template
Paste this into the PR when reviewing a migration:

\`\`\`markdown
- [ ] Locks: statement by statement, with expected duration
- [ ] Compatible with the deployed code and the next release
- [ ] No table rewrite, or rewrite approved
- [ ] Rollback tested on staging (or marked irreversible)
- [ ] Backfill batched and idempotent
- [ ] Timing on staging: ___
\`\`\`

## Incident playbook
- A migration hangs on a lock: it will time out after 3 s and retry; if all retries fail the deploy stops. Find the
  blocker with \`select * from pg_stat_activity where wait_event_type = 'Lock'\`. Do not kill sessions you do not own.
- A backfill overloads replicas: stop it (it is resumable), raise the sleep, resume.
- An index build failed and left an INVALID index: \`DROP INDEX CONCURRENTLY\` it and rebuild.
- 장애 시에는 혼자 판단하지 말고 #db-oncall 채널에 먼저 알리세요.

## Never do
- Never run DDL by hand against production; every change goes through a migration file and the deploy pipeline.
- Never edit or delete a migration that has been applied anywhere except your own laptop; write a new one.
- Never add a NOT NULL column with a volatile default, a non-concurrent index, or a validated foreign key on a table with traffic in one step.
- Never combine a schema change and a large backfill in one migration.
- Never drop or rename a column in the same release that stops using it.
- Never use \`TRUNCATE\` or \`DROP TABLE\` in a migration without a written approval from the data owner in the PR.
- 운영 DB에 직접 접속해서 스키마를 바꾸지 마세요. 적용된 마이그레이션 파일은 절대 수정하지 마세요.
`);
  return parts.join("\n");
}

const REVIEW_PR_BODY = `# Review a pull request

Review the current branch's pull request like a senior engineer on this team: find real problems, rank them, and say
exactly where they are. Do not rewrite the PR.

## Gather
1. \`gh pr view --json number,title,body,baseRefName,headRefName,files\`
2. \`gh pr diff\` (the full diff; for very large diffs, review file by file with \`gh pr diff -- <path>\`)
3. Read the changed files in full where the diff alone does not show enough context.
4. \`gh pr checks\` to see CI; read failing logs before commenting on anything else.

## What to look for, in this order
1. **Correctness**: logic errors, wrong conditions, off-by-one, null/undefined paths, error handling that swallows
   failures, races (unawaited promises, check-then-act), time zones, money as floats.
2. **Security**: injection (SQL, shell, HTML), missing authorization checks on new endpoints, secrets in code or logs,
   PII in logs, unsafe deserialization, SSRF in URL fetches.
3. **Data and migrations**: follow the db-migrations skill's checklist for any file under \`db/\`.
4. **Tests**: do the tests exercise the change? Would they fail without it? Flaky patterns (sleeps, real clocks,
   order dependence).
5. **API and compatibility**: breaking changes to public functions, HTTP responses, event payloads, config.
6. **Performance**: N+1 queries, unbounded loops over user data, missing pagination, sync I/O on hot paths.
7. **Readability**: only when it hides a bug or will clearly cause one. Skip style nits; the linter owns style.

## How to write findings
- One finding per problem. Start with the severity: **blocker**, **major**, **minor**, **question**.
- Point to \`path:line\` from the diff's new side.
- Say what goes wrong, for whom, and when; then the smallest fix.
- If you are not sure, ask a question instead of asserting.
- Praise specific good decisions briefly at the end, if any; no generic praise.

## Output format
\`\`\`markdown
## Summary
One paragraph: what the PR does and whether it is ready to merge.

## Findings
1. **blocker** \`src/api/vendors.ts:88\`: ...
2. **major** ...

## Tests
What is covered, what is missing.

## Verdict
approve | request changes | comment
\`\`\`

## Limits
- Post nothing to GitHub unless the user asks; print the review here.
- Never push commits to the PR branch during a review.
- If the PR is larger than ~1,500 changed lines, say so and propose splitting before a line-by-line review.
- 리뷰는 한국어로 요청하면 한국어로 작성합니다. 코드와 경로는 원문 그대로.
`;

const KOREAN_DOCS_BODY = `# 한국어 기술 문서 작성 (Korean technical writing)

Write user-facing technical documents in Korean for our partners and customers: guides, onboarding instructions,
release notes, API explanations. 협력사와 고객이 읽는 문서를 한국어로 작성할 때 사용합니다.

## 문체 (Style)
- 합니다체를 사용합니다. 해요체, 반말은 쓰지 않습니다.
- 한 문장에는 한 가지 내용만 담습니다. 문장은 짧게 씁니다.
- 주어를 분명히 씁니다. "설정합니다"보다 "관리자가 설정합니다".
- 피동 표현을 줄입니다. "처리되어집니다" → "처리합니다".
- Write one idea per sentence; prefer active voice; keep sentences under ~50 characters where possible.

## 용어 (Terminology)
| English | 한국어 표기 | note |
| --- | --- | --- |
| vendor | 협력사 | "벤더"는 쓰지 않습니다 |
| onboarding | 등록 절차 | 제목에서는 "온보딩"도 허용 |
| invoice | 청구서 | 세금계산서(tax invoice)와 구분 |
| payment terms | 결제 조건 | NET30 → "청구서 발행 후 30일 이내" |
| dashboard | 대시보드 | |
| API key | API 키 | 띄어 씁니다 |
| upload | 업로드 | |
| sign | 서명 | 전자서명은 "전자서명" |

- UI 요소 이름은 화면 표기 그대로 쓰고 굵게 표시합니다: **협력사 등록** 버튼.
- 제품 이름, 코드, 경로, 명령어는 번역하지 않습니다.

## 구조 (Structure)
1. 제목: 무엇을 하는 문서인지 한 줄로. 예: "협력사 등록 절차 안내"
2. 개요: 누가, 언제 이 문서를 읽는지 2-3문장.
3. 준비물: 필요한 서류와 정보를 목록으로 (사업자등록증명, 통장 사본, 담당자 연락처).
4. 절차: 번호 목록, 한 단계에 한 동작. 스크린샷 위치는 [그림 N]으로 표시.
5. 자주 묻는 질문: 질문은 굵게, 답은 2-3문장.
6. 문의처: 이메일과 운영 시간. 전화번호는 국가번호 포함 (+82 2 ...).

## 숫자와 날짜 (Numbers and dates)
- 날짜: 2026년 3월 4일 (본문), 2026-03-04 (표).
- 금액: 1,250,000원. 외화는 USD 1,250.00.
- 시간: 오후 2시 (본문), 14:00 KST (표, 공지).

## 번역 문서일 때 (When translating from English)
- 영어 문장 구조를 따라가지 말고 의미 단위로 다시 씁니다.
- 원문에 없는 내용을 추가하지 않습니다. 필요한 설명은 역주로 표시합니다.
- Keep the English source next to the Korean file as \`*.en.md\` so reviewers can compare.

## 검토 (Review)
- 맞춤법 검사기를 한 번 돌립니다 (\`scripts/ko-lint.sh\`).
- 용어 표를 기준으로 표기를 통일했는지 확인합니다.
- 개인정보(주민등록번호, 계좌번호 전체)가 예시에 들어가지 않았는지 확인합니다.
`;

const TEST_TRIAGE_BODY = `# Test triage (flaky and failing tests)

Find out why a test fails or flakes, decide whether the test or the code is wrong, and fix the right one.

## Steps
1. Reproduce: run the single test 20 times.
   \`npx vitest run path/to/file.test.ts -t "name" --repeat 20\`
2. Classify the failure:
   - **always fails**: a real regression or a test that encodes old behaviour. Read the diff that introduced it
     (\`git log -L\` on the assertion's subject).
   - **fails sometimes**: flaky. Usual causes, in order of frequency in this repo:
     1. shared state between tests (module-level caches, DB rows not cleaned, Redis keys),
     2. time (real clock, time zones, DST, \`Date.now()\` comparisons within a millisecond),
     3. ordering (\`Promise.all\` results, unordered SQL without ORDER BY, object key order),
     4. unawaited promises (the test ends before the work),
     5. network or ports (tests hitting real services).
   - **fails only in CI**: environment (TZ, locale, CPU count, file system case sensitivity).
3. Confirm the cause with a minimal change (fake timers, explicit ORDER BY, awaiting the promise) and rerun 50 times.
4. Fix the root cause. Do not add retries or longer timeouts as the fix.
5. Report: cause, evidence (runs before/after), the change.

## Tools
- \`vi.useFakeTimers({ now: new Date("2026-01-01T00:00:00Z") })\` for time.
- \`TZ=Pacific/Chatham npx vitest run\` to shake out time zone assumptions.
- \`--sequence.shuffle\` to find order dependence.
- 재현이 안 되면 CI 로그의 시드(seed)와 실행 순서를 먼저 확인하세요.

## Do not
- Do not skip or delete a failing test without the owner's agreement.
- Do not "fix" by loosening an assertion until it passes.
`;

const CHANGELOG_BODY = `# Changelog entry

Add one line under \`## [Unreleased]\` in CHANGELOG.md, in the right Keep a Changelog section (Added, Changed, Fixed,
Removed). Past tense, user-facing, ends with the PR number: \`- Added vendor payment terms to onboarding (#412)\`.
한 줄로, 사용자 관점에서 씁니다.
`;

const SKILL_BODIES: Record<string, string> = {
  "pdf-forms": pdfFormsBody(),
  "db-migrations": dbMigrationsBody(),
  "review-pr": REVIEW_PR_BODY,
  "korean-tech-docs": KOREAN_DOCS_BODY,
  "test-triage": TEST_TRIAGE_BODY,
  changelog: CHANGELOG_BODY,
};

const SKILL_DIR = "/home/dev/.claude/skills";

function skillBodyText(name: string): string {
  return `Base directory for this skill: ${SKILL_DIR}/${name}\n\n${SKILL_BODIES[name]}`;
}

// ------------------------------------------------------------------------------------------------
// Session 3: skills.jsonl, skill invocations (tool and slash command), some twice
// ------------------------------------------------------------------------------------------------

const HANBIT_JSON = `{
  "legalName": "Hanbit Logistics Co., Ltd.",
  "legalNameLocal": "한빛로지스틱스 주식회사",
  "dba": "",
  "taxClass": "c_corp",
  "brn": "214-87-01356",
  "ein": "981234567",
  "representative": "김서연",
  "businessType": "서비스",
  "businessItem": "물류, 창고",
  "address": {
    "line1": "123 Teheran-ro, Gangnam-gu",
    "cityStateZip": "Seoul 06236",
    "country": "Republic of Korea"
  },
  "contact": { "name": "Park Jiwoo", "email": "jiwoo.park@hanbit-logistics.example", "phone": "+82 2 555 0134" },
  "bank": { "accountNumber": "110-482-993017", "swift": "SHBKKRSE" },
  "paymentTerms": "NET30",
  "signers": [{ "name": "Kim Seoyeon", "title": "CEO" }]
}
`;

function buildSkills(): Writer {
  const w = new Writer({
    ns: "skills",
    seed: 37,
    sessionId: "e8a4d1f7-2c6b-4a93-b5e0-71f3c9d2a468",
    cwd: "/home/dev/projects/vendor-portal",
    gitBranch: "feat/hanbit-onboarding",
    start: "2026-03-04T10:21:40.000Z",
    sysTokens: 15240,
  });
  const skillCall = (name: string): Call => ({
    name: "Skill",
    input: { skill: name },
    run: (id) => {
      w.toolResult(id, `Launching skill: ${name}`, { success: true, commandName: name }, { dt: [0.1, 0.5] });
      w.meta(skillBodyText(name));
    },
  });
  const slash = (name: string) => {
    w.prompt_(`<command-message>${name} is running…</command-message>\n<command-name>/${name}</command-name>`, {}, [30, 90]);
    w.meta(skillBodyText(name));
  };

  w.snapshotBefore();
  w.prompt_(
    "Hanbit Logistics is our new vendor. Fill the W-9 and our vendor onboarding form (templates/vendor-onboarding-v7.pdf) " +
      "from vendors/hanbit.json and put the results in out/.",
    {},
    [1, 2],
  );
  step(w, {
    think: "Filling PDF forms from JSON: the pdf-forms skill covers exactly this, with recipes for W-9 and the internal onboarding form.",
    say: "I'll use the PDF forms skill for this.",
    calls: [skillCall("pdf-forms")],
  });
  step(w, {
    say: "Following the skill: inspect the data and the templates first.",
    calls: [readCall(w, "vendors/hanbit.json", HANBIT_JSON)],
  });
  step(w, {
    calls: [
      bashCall(
        w,
        "python ~/.claude/skills/pdf-forms/scripts/list_fields.py templates/vendor-onboarding-v7.pdf --json",
        "List the onboarding form's fields",
        JSON.stringify(
          {
            fields: FORM_RECIPES[2].fields.map(([f], i) => ({
              name: f,
              type: f === "payment_terms" ? "/Ch" : "/Tx",
              flags: i < 4 ? ["Required"] : [],
              page: f.startsWith("signer") ? 3 : 1,
              value: null,
              ...(f === "payment_terms" ? { options: ["NET15", "NET30", "NET45"] } : {}),
            })),
          },
          null,
          2,
        ),
      ),
    ],
  });
  step(w, {
    say: "The mapping matches the skill's recipe. Filling both forms:",
    calls: [
      bashCall(
        w,
        "python ~/.claude/skills/pdf-forms/scripts/fill_form.py templates/fw9.pdf out/hanbit.w9.mapping.json out/hanbit-w9.pdf && " +
          "python ~/.claude/skills/pdf-forms/scripts/fill_form.py templates/vendor-onboarding-v7.pdf out/hanbit.onboarding.mapping.json out/hanbit-onboarding.pdf --font ~/.claude/skills/pdf-forms/scripts/fonts/NotoSansKR-Regular.ttf && " +
          "python ~/.claude/skills/pdf-forms/scripts/check_filled.py out/hanbit-onboarding.pdf out/hanbit.onboarding.mapping.json",
        "Fill the W-9 and the onboarding form, then verify",
        'filled 8 fields -> out/hanbit-w9.pdf\nfilled 7 fields -> out/hanbit-onboarding.pdf (font: NotoSansKR-Regular, 1 field)\n{\n  "checked": 7,\n  "mismatches": [],\n  "empty_on_purpose": ["signer2_name"]\n}',
        { dt: [3, 8] },
      ),
    ],
  });
  step(w, {
    say:
      "Done: `out/hanbit-w9.pdf` and `out/hanbit-onboarding.pdf`, both verified with no mismatches. The W-9 signature " +
      "(Part II) and the onboarding signatures on page 3 are left for Kim Seoyeon to sign. The bank account appears only " +
      "as its last four digits (3017).",
  });

  w.prompt_("Now add the vendors table migration: payment_terms and the Korean legal name need columns.", {}, [60, 150]);
  step(w, {
    think: "Schema change on a live table: the db-migrations skill has the zero-downtime patterns and the checklist.",
    calls: [skillCall("db-migrations")],
  });
  step(w, {
    calls: [
      grepCall(w, "pgTable\\(\"vendors\"", [["src/db/schema.ts", 88, 'export const vendors = pgTable("vendors", {']]),
    ],
  });
  const MIGRATION_SQL = `-- 0052_vendor_payment_terms.sql
SET lock_timeout = '3s';
ALTER TABLE vendors ADD COLUMN legal_name_local text;
ALTER TABLE vendors ADD COLUMN payment_terms text NOT NULL DEFAULT 'NET30';
ALTER TABLE vendors ADD CONSTRAINT vendors_terms_chk
  CHECK (payment_terms IN ('NET15','NET30','NET45')) NOT VALID;
`;
  step(w, {
    say: "Per the skill: a nullable column, a constant default (metadata-only), and the CHECK added NOT VALID.",
    calls: [writeCall(w, "db/drizzle/0052_vendor_payment_terms.sql", MIGRATION_SQL)],
  });
  step(w, {
    calls: [
      bashCall(
        w,
        "DATABASE_URL=$STAGING_URL npm run db:migrate",
        "Apply the migration on staging",
        "\n> vendor-portal@2.8.0 db:migrate\n> drizzle-kit migrate\n\nReading config file '/home/dev/projects/vendor-portal/drizzle.config.ts'\nUsing 'pg' driver for database querying\n[✓] migrations applied successfully!",
        { dt: [4, 10] },
      ),
    ],
  });

  slash("review-pr");
  step(w, {
    calls: [
      bashCall(
        w,
        "gh pr view --json number,title,baseRefName,headRefName,files && gh pr diff",
        "Fetch the PR and its diff",
        '{"baseRefName":"main","files":[{"path":"db/drizzle/0052_vendor_payment_terms.sql","additions":6,"deletions":0},{"path":"src/db/schema.ts","additions":3,"deletions":0},{"path":"src/vendors/onboarding.ts","additions":41,"deletions":7}],"headRefName":"feat/hanbit-onboarding","number":412,"title":"Vendor onboarding: payment terms and local legal name"}\n' +
          "diff --git a/db/drizzle/0052_vendor_payment_terms.sql b/db/drizzle/0052_vendor_payment_terms.sql\nnew file mode 100644\n--- /dev/null\n+++ b/db/drizzle/0052_vendor_payment_terms.sql\n@@ -0,0 +1,6 @@\n" +
          MIGRATION_SQL.split("\n")
            .filter(Boolean)
            .map((l) => "+" + l)
            .join("\n") +
          "\ndiff --git a/src/vendors/onboarding.ts b/src/vendors/onboarding.ts\n--- a/src/vendors/onboarding.ts\n+++ b/src/vendors/onboarding.ts\n@@ -31,13 +31,47 @@ export async function onboardVendor(input: VendorInput) {\n-  const vendor = await db.insert(vendors).values({ legalName: input.legalName }).returning();\n+  const vendor = await db\n+    .insert(vendors)\n+    .values({ legalName: input.legalName, legalNameLocal: input.legalNameLocal, paymentTerms: input.paymentTerms })\n+    .returning();\n+  logger.info({ vendor: input }, \"vendor onboarded\");",
        { dt: [2, 5] },
      ),
    ],
  });
  step(w, {
    say: `## Summary
PR #412 adds \`payment_terms\` and \`legal_name_local\` to vendors and writes them during onboarding. Close to ready; one blocker.

## Findings
1. **blocker** \`src/vendors/onboarding.ts:35\`: \`logger.info({ vendor: input })\` logs the whole input, including the bank account number and the contact's phone. Log \`vendorId\` only.
2. **minor** \`db/drizzle/0052_vendor_payment_terms.sql:5\`: the CHECK is added \`NOT VALID\` but never validated; add a follow-up migration with \`VALIDATE CONSTRAINT\`.
3. **question** \`src/vendors/onboarding.ts:33\`: is \`paymentTerms\` validated before insert? A bad value now fails at the CHECK with a 500 instead of a 400.

## Tests
No test covers the new columns; add one for onboarding with and without \`legalNameLocal\`.

## Verdict
request changes`,
  });

  w.prompt_("Fix the logging blocker, then write the changelog entry.", {}, [40, 100]);
  step(w, {
    calls: [
      editCall(w, "src/vendors/onboarding.ts", '  logger.info({ vendor: input }, "vendor onboarded");', '  logger.info({ vendorId: vendor[0].id }, "vendor onboarded");', { startLine: 35 }),
    ],
  });
  step(w, { calls: [skillCall("changelog")] });
  step(w, {
    calls: [
      editCall(w, "CHANGELOG.md", "## [Unreleased]\n", "## [Unreleased]\n\n### Added\n- Added payment terms and the local-language legal name to vendor onboarding (#412)\n", { startLine: 7 }),
    ],
  });

  w.prompt_("협력사용 등록 안내 문서도 한국어로 써 줘. docs/ko/vendor-onboarding.md 로.", {}, [60, 140]);
  step(w, {
    think: "A Korean partner-facing guide: the korean-tech-docs skill has the style and terminology rules.",
    calls: [skillCall("korean-tech-docs")],
  });
  const KO_DOC = `# 협력사 등록 절차 안내

이 문서는 새로 거래를 시작하는 협력사 담당자가 등록 절차를 마치는 방법을 설명합니다.

## 준비물
- 사업자등록증명 (발급일 3개월 이내)
- 결제 계좌 통장 사본
- 담당자 이름, 이메일, 전화번호

## 절차
1. 초대 메일의 **협력사 등록** 버튼을 누릅니다.
2. 회사 정보를 입력합니다. 법인명은 등기부 표기를 그대로 입력합니다.
3. 결제 조건을 확인합니다. 기본값은 "청구서 발행 후 30일 이내(NET30)"입니다.
4. 준비한 서류를 업로드합니다. [그림 1]
5. 대표자가 3쪽의 서명란에 전자서명합니다.

## 자주 묻는 질문
**결제 조건을 바꿀 수 있나요?**
구매 담당자와 협의한 경우에만 바꿀 수 있습니다. 변경 요청은 문의처로 보내 주십시오.

## 문의처
vendors@acme.example (평일 오전 9시-오후 6시, KST)
`;
  step(w, { calls: [writeCall(w, "docs/ko/vendor-onboarding.md", KO_DOC)] });
  step(w, { say: "`docs/ko/vendor-onboarding.md`를 작성했습니다. 합니다체, 용어 표(협력사, 결제 조건, 청구서)를 따랐고 개인정보 예시는 넣지 않았습니다." });

  w.prompt_("Hanbit wants a second signer on page 3 (Lee Minho, CFO). Redo the onboarding PDF.", {}, [120, 300]);
  step(w, {
    think: "Back to PDF forms. The skill body was loaded much earlier; invoke it again to have the recipe and the signer rules fresh.",
    calls: [skillCall("pdf-forms")],
  });
  step(w, {
    calls: [
      bashCall(
        w,
        "python ~/.claude/skills/pdf-forms/scripts/fill_form.py templates/vendor-onboarding-v7.pdf out/hanbit.onboarding.mapping.json out/hanbit-onboarding.pdf --font ~/.claude/skills/pdf-forms/scripts/fonts/NotoSansKR-Regular.ttf && python ~/.claude/skills/pdf-forms/scripts/check_filled.py out/hanbit-onboarding.pdf out/hanbit.onboarding.mapping.json",
        "Refill the onboarding form with the second signer",
        'filled 8 fields -> out/hanbit-onboarding.pdf (font: NotoSansKR-Regular, 1 field)\n{\n  "checked": 8,\n  "mismatches": [],\n  "empty_on_purpose": []\n}',
        { dt: [3, 8] },
      ),
    ],
  });

  w.prompt_("The migration should also backfill legal_name_local for the 3,200 existing vendors from the registry export.", {}, [90, 200]);
  step(w, { calls: [skillCall("db-migrations")] });
  const BACKFILL = `// scripts/backfill-legal-name-local.ts: batched, idempotent (Pattern 3 of the db-migrations skill)
import { and, isNull, inArray, sql } from "drizzle-orm";
import { db } from "../src/db/client";
import { vendors } from "../src/db/schema";
import registry from "../data/registry-export.json";

const BATCH = 500;
let done = 0;
for (;;) {
  const batch = await db.select({ id: vendors.id, brn: vendors.brn }).from(vendors)
    .where(isNull(vendors.legalNameLocal)).limit(BATCH);
  if (batch.length === 0) break;
  for (const v of batch) {
    const name = (registry as Record<string, string>)[v.brn] ?? null;
    await db.update(vendors).set({ legalNameLocal: name ?? sql\`''\` }).where(and(inArray(vendors.id, [v.id]), isNull(vendors.legalNameLocal)));
  }
  done += batch.length;
  console.log(\`backfilled \${done}\`);
}
`;
  step(w, { say: "A batched, idempotent backfill script, separate from the schema migration as the skill requires.", calls: [writeCall(w, "scripts/backfill-legal-name-local.ts", BACKFILL)] });
  step(w, {
    calls: [
      bashCall(
        w,
        "DATABASE_URL=$STAGING_URL npx tsx scripts/backfill-legal-name-local.ts",
        "Run the backfill on staging",
        "backfilled 500\nbackfilled 1000\nbackfilled 1500\nbackfilled 2000\nbackfilled 2500\nbackfilled 3000\nbackfilled 3200",
        { exitCode: 1, stderr: "error: duplicate key value violates unique constraint \"vendors_brn_key\"\nDETAIL:  Key (brn)=(214-87-01356) already exists.\n    at /home/dev/projects/vendor-portal/node_modules/pg/lib/client.js:545:17", dt: [20, 45] },
      ),
    ],
  });
  step(w, {
    think: "All 3,200 rows were backfilled, then a unique violation on brn. The backfill only updates legal_name_local, so the insert must come from somewhere else: probably the registry sync trigger. Check where vendors_brn_key is used.",
    calls: [grepCall(w, "vendors_brn_key", [["db/drizzle/0049_vendor_brn_unique.sql", 2, "ALTER TABLE vendors ADD CONSTRAINT vendors_brn_key UNIQUE USING INDEX vendors_brn_key;"], ["db/drizzle/0050_registry_sync_trigger.sql", 14, "  INSERT INTO vendors (brn, legal_name) VALUES (NEW.brn, NEW.name) ON CONFLICT DO NOTHING; -- vendors_brn_key"]])],
  });
  step(w, {
    say: "All 3,200 rows were backfilled; the error at the end comes from the registry sync trigger re-inserting Hanbit, not from the backfill. I'll leave the trigger alone and mention it in the PR.",
  });

  w.prompt_("The vendor onboarding tests have been flaky in CI all week. Can you triage them?", {}, [200, 400]);
  step(w, { calls: [skillCall("test-triage")] });
  step(w, {
    calls: [
      bashCall(
        w,
        'npx vitest run src/vendors/onboarding.test.ts --repeat 20 --sequence.shuffle',
        "Run the onboarding tests 20 times, shuffled",
        " RUN  v3.2.4 /home/dev/projects/vendor-portal\n\n ❯ src/vendors/onboarding.test.ts (9 tests × 20 | 3 failed)\n   × onboarding > lists vendors newest first (repeat 4, 11, 17)\n     → expected 'Hanbit Logistics Co., Ltd.' to be 'Gaon Foods'\n\n Test Files  1 failed (1)\n      Tests  3 failed | 177 passed (180)",
        { exitCode: 1, dt: [15, 30] },
      ),
    ],
  });
  step(w, {
    say:
      "Cause: \"lists vendors newest first\" inserts two vendors in the same millisecond and orders by `created_at` only, so " +
      "the order is arbitrary (3 of 20 runs fail). Fix is in the query, not the test: order by `created_at desc, id desc`.",
    calls: [editCall(w, "src/vendors/list.ts", "    .orderBy(desc(vendors.createdAt));", "    .orderBy(desc(vendors.createdAt), desc(vendors.id));", { startLine: 22 })],
  });
  step(w, {
    calls: [
      bashCall(w, "npx vitest run src/vendors/onboarding.test.ts --repeat 50 --sequence.shuffle", "Confirm with 50 shuffled runs",
        " RUN  v3.2.4 /home/dev/projects/vendor-portal\n\n ✓ src/vendors/onboarding.test.ts (9 tests × 50) 8.41s\n\n Test Files  1 passed (1)\n      Tests  450 passed (450)",
        { dt: [20, 40] }),
    ],
  });
  step(w, { say: "Fixed: 450 of 450 shuffled runs pass. The flake was a missing tiebreak in `listVendors`, not the test." });
  w.raw({ type: "summary", summary: "Hanbit vendor onboarding: forms, migration, review, Korean guide", leafUuid: w.last });
  return w;
}

// ------------------------------------------------------------------------------------------------
// Session 4: subagents.jsonl + subagents/agent-<id>.jsonl
// ------------------------------------------------------------------------------------------------

const LOGGER_TS = `import pino from "pino";
import { config } from "../config";

export const logger = pino({
  level: config.logLevel,
  base: { service: "ledger-api", env: config.env },
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: {
    level: (label) => ({ level: label }),
  },
});

export function childLogger(bindings: Record<string, unknown>) {
  return logger.child(bindings);
}
`;

const LOGGER_FIX_OLD = `  formatters: {
    level: (label) => ({ level: label }),
  },
});`;

const LOGGER_FIX_NEW = `  formatters: {
    level: (label) => ({ level: label }),
  },
  // Defence in depth for the SOC 2 audit: whatever a call site passes, these never reach the sink.
  redact: {
    paths: [
      "email", "*.email", "phone", "*.phone", "address", "*.address",
      "customer.name", "req.body.password", "req.headers.authorization", "req.headers.cookie",
    ],
    censor: "[redacted]",
  },
});`;

function smallModule(name: string, lines: string[]): string {
  return `// ${name}\n` + lines.join("\n") + "\n";
}

function buildSubagents(): { parent: Writer; agents: { id: string; w: Writer }[] } {
  const sessionId = "4d9b7e21-6a3c-4f58-8e0d-c2b1a7f39e65";
  const cwd = "/home/dev/projects/ledger-api";
  const branch = "chore/soc2-pii-audit";
  const w = new Writer({ ns: "subagents", seed: 51, sessionId, cwd, gitBranch: branch, start: "2026-03-05T15:40:02.000Z", sysTokens: 14410 });
  // Old-style inline sidechain records share the parent's file and clock.
  const side = new Writer({ ns: "subagents-inline", seed: 52, sessionId, cwd, gitBranch: branch, clock: w.clock, lines: w.lines, sysTokens: 9180, sidechain: true });

  w.snapshotBefore();
  const PROMPT =
    "Before the SOC 2 audit I need two things: every place we log PII (emails, phone numbers, postal addresses), and a " +
    "map of who still calls legacyFetch. Use subagents for the searching so this conversation stays small.";
  w.prompt_(PROMPT, {}, [1, 2]);

  // Warm-up sidechains, as older Claude Code versions wrote them into the main file.
  const warm = (agentType: string, reply: string) => {
    void agentType;
    side.last = null;
    side.restartContext();
    side.prompt_("Warmup", {}, [0.05, 0.3]);
    side.assistant([say(reply)], "end_turn", [0.8, 2]);
  };
  warm("Explore", "I'm ready to help you search and explore this codebase. What would you like me to find?");
  warm("general-purpose", "Ready. I can search code, read files and run commands. What should I look into?");

  const piiPrompt =
    "Find every place in this repository (src/, scripts/, workers/) where personally identifiable information can be " +
    "written to logs: emails, phone numbers, postal addresses, full names tied to customers. Look at logger.*, " +
    "console.*, and error objects that embed request bodies. For each hit give file:line, what is logged, and a " +
    "severity (high = PII logged on every request, medium = on errors, low = debug only). Return a concise report.";
  const legacyPrompt =
    "Map every caller of legacyFetch (src/lib/legacy-fetch.ts) in this repository. For each caller give file:line, the " +
    "endpoint it hits, and whether a typed client in src/clients/ already covers that endpoint. Return a table and a " +
    "short recommendation on migration order.";

  const uses = [
    { type: "tool_use", id: w.ids.toolu(), name: "Task", input: { description: "Find PII in logs", prompt: piiPrompt, subagent_type: "Explore" } },
    { type: "tool_use", id: w.ids.toolu(), name: "Task", input: { description: "Map legacyFetch callers", prompt: legacyPrompt, subagent_type: "general-purpose" } },
  ];
  w.assistant(
    [
      think(w, "Two independent searches over the whole repo: exactly what subagents are for. Run them in parallel; each returns a report, and their file reads stay out of this context."),
      say("I'll run both searches in parallel with subagents."),
      ...uses,
    ],
    "tool_use",
  );
  const taskStart = w.clock.t;

  // --- subagent a1b2c3d4: PII in logs ----------------------------------------------------------
  const subPath = (id: string) => `/home/dev/.claude/projects/-home-dev-projects-ledger-api/${sessionId}/subagents/agent-${id}.jsonl`;
  void subPath;
  const a = new Writer({ ns: "agent-a1b2c3d4", seed: 61, sessionId, cwd, gitBranch: branch, clock: new Clock(taskStart + 400), sysTokens: 9870, sidechain: true, agentId: "a1b2c3d4" });
  a.prompt_(piiPrompt, {}, [0.1, 0.4]);
  step(a, {
    think: "Start broad: grep logger and console calls that mention email, phone or address.",
    calls: [
      grepCall(a, "(logger|log|console)\\.(info|warn|error|debug)\\(.*(email|phone|address)", [
        ["src/auth/login.ts", 42, '    logger.info({ email: body.email }, "login attempt");'],
        ["src/customers/service.ts", 118, '    logger.debug({ customer }, "customer loaded");'],
        ["src/customers/service.ts", 203, '    logger.error({ err, input }, "customer update failed");'],
        ["src/notifications/sms.ts", 27, '    logger.info({ to: phone, template }, "sms queued");'],
        ["workers/address-verify.ts", 55, '    console.log("verifying", address);'],
        ["scripts/import-customers.ts", 88, '  console.error("bad row", row);'],
      ]),
    ],
  });
  const CUSTOMER_SERVICE = genRepository(new Rng(71), ENTITIES.customers, 14000);
  step(a, { calls: [readCall(a, "src/customers/service.ts", CUSTOMER_SERVICE)] });
  const SMS_TS = smallModule("src/notifications/sms.ts", [
    'import { logger } from "../lib/logger";',
    'import { twilio } from "./twilio";',
    "",
    "export interface SmsInput {",
    "  phone: string;",
    "  template: string;",
    "  vars: Record<string, string>;",
    "}",
    "",
    "export async function queueSms({ phone, template, vars }: SmsInput): Promise<string> {",
    "  const body = render(template, vars);",
    "  const msg = await twilio.messages.create({ to: phone, body, from: process.env.SMS_FROM });",
    "  logger.info({ to: phone, template }, \"sms queued\");",
    "  return msg.sid;",
    "}",
    "",
    "function render(template: string, vars: Record<string, string>): string {",
    "  return template.replace(/\\{\\{(\\w+)\\}\\}/g, (_, k) => vars[k] ?? \"\");",
    "}",
  ]);
  step(a, { calls: [readCall(a, "src/notifications/sms.ts", SMS_TS), readCall(a, "src/lib/logger.ts", LOGGER_TS)] });
  step(a, {
    calls: [
      grepCall(a, "JSON\\.stringify\\(req\\.body\\)|body: req\\.body", [
        ["src/middleware/error-handler.ts", 19, "  logger.error({ err, path: req.path, body: req.body }, \"unhandled error\");"],
      ]),
    ],
  });
  const PII_REPORT = `## PII in logs: 7 findings

| # | file:line | what is logged | severity |
| --- | --- | --- | --- |
| 1 | src/middleware/error-handler.ts:19 | the whole request body on every unhandled error (signup and checkout bodies contain email, phone, address) | high |
| 2 | src/auth/login.ts:42 | email on every login attempt | high |
| 3 | src/notifications/sms.ts:13 | full phone number for every SMS | high |
| 4 | src/customers/service.ts:203 | the update input (email, phone, address) on errors | medium |
| 5 | workers/address-verify.ts:55 | postal address via console.log on every job | medium |
| 6 | scripts/import-customers.ts:88 | whole CSV row on a bad row | low (script, run by hand) |
| 7 | src/customers/service.ts:118 | the whole customer object at debug level | low (debug is off in production) |

The logger (src/lib/logger.ts) has no \`redact\` configuration, so nothing is filtered centrally. Recommendation: add pino \`redact\` paths for email/phone/address/body fields as a safety net, then fix findings 1-3 at the call sites.`;
  step(a, { say: PII_REPORT });

  // --- subagent e5f6a7b8: legacyFetch callers ------------------------------------------------------
  const b = new Writer({ ns: "agent-e5f6a7b8", seed: 62, sessionId, cwd, gitBranch: branch, clock: new Clock(taskStart + 900), sysTokens: 11240, sidechain: true, agentId: "e5f6a7b8" });
  b.prompt_(legacyPrompt, {}, [0.1, 0.4]);
  const LEGACY_FETCH = smallModule("src/lib/legacy-fetch.ts", [
    'import { logger } from "./logger";',
    "",
    "/** @deprecated use a typed client from src/clients instead. */",
    "export async function legacyFetch<T>(path: string, init: RequestInit = {}): Promise<T> {",
    "  const url = new URL(path, process.env.LEGACY_API_URL);",
    "  const res = await fetch(url, { ...init, headers: { ...init.headers, \"x-api-key\": process.env.LEGACY_API_KEY! } });",
    "  if (!res.ok) {",
    "    logger.warn({ status: res.status, path }, \"legacy api error\");",
    "    throw new Error(`legacy ${res.status} ${path}`);",
    "  }",
    "  return (await res.json()) as T;",
    "}",
  ]);
  step(b, {
    think: "Find callers first, then check src/clients for coverage.",
    calls: [
      grepCall(b, "legacyFetch\\(", [
        ["src/billing/invoices.ts", 31, '  const inv = await legacyFetch<LegacyInvoice>(`/v1/invoices/${id}`);'],
        ["src/billing/invoices.ts", 77, '  await legacyFetch(`/v1/invoices/${id}/void`, { method: "POST" });'],
        ["src/customers/sync.ts", 14, '  const page = await legacyFetch<LegacyPage>(`/v1/customers?cursor=${cursor}`);'],
        ["src/reports/monthly.ts", 52, '  const rows = await legacyFetch<LegacyRow[]>("/v1/reports/monthly");'],
        ["workers/reconcile.ts", 40, '  const ledger = await legacyFetch<LegacyLedger>(`/v2/ledger/${day}`);'],
      ]),
    ],
  });
  step(b, { calls: [readCall(b, "src/lib/legacy-fetch.ts", LEGACY_FETCH)] });
  step(b, {
    calls: [
      globCall(b, "src/clients/**/*.ts", ["src/clients/invoices.ts", "src/clients/customers.ts", "src/clients/http.ts"]),
    ],
  });
  const INVOICES_CLIENT = genRepository(new Rng(72), ENTITIES.invoices, 9000);
  step(b, { calls: [readCall(b, "src/clients/invoices.ts", INVOICES_CLIENT)] });
  step(b, {
    calls: [
      bashCall(b, "git log --format='%h %ad %s' --date=short -S legacyFetch -- src workers | head -8", "When legacyFetch callers were last touched",
        "9b1e4f2 2026-02-11 reconcile: read v2 ledger\n3c77a0d 2025-12-03 customers: nightly sync\n51f0e9a 2025-09-22 reports: monthly export\ne02b6c1 2025-06-30 billing: void invoices",
        { dt: [0.5, 2] }),
    ],
  });
  const LEGACY_REPORT = `## legacyFetch callers: 5 call sites in 4 files

| file:line | endpoint | typed client exists? |
| --- | --- | --- |
| src/billing/invoices.ts:31 | GET /v1/invoices/:id | yes (src/clients/invoices.ts) |
| src/billing/invoices.ts:77 | POST /v1/invoices/:id/void | no |
| src/customers/sync.ts:14 | GET /v1/customers?cursor= | yes (src/clients/customers.ts) |
| src/reports/monthly.ts:52 | GET /v1/reports/monthly | no |
| workers/reconcile.ts:40 | GET /v2/ledger/:day | no |

Recommendation: migrate the two covered call sites first (invoices GET, customers sync), then add client methods for void, monthly reports and the v2 ledger. legacyFetch itself logs only status and path, no PII.`;
  step(b, { say: LEGACY_REPORT });

  // --- back in the parent: the two results ---------------------------------------------------------
  w.clock.t = Math.max(a.clock.t, b.clock.t);
  const report = (agent: Writer, id: string, prompt: string, text: string, ms: number) => ({
    status: "completed",
    prompt,
    agentId: id,
    content: [{ type: "text", text }],
    totalDurationMs: ms,
    totalTokens: agent.lastTotal,
    totalToolUseCount: agent.toolUseCount,
    usage: agent.lastUsage,
  });
  w.toolResult(String(uses[0].id), [{ type: "text", text: PII_REPORT }], report(a, "a1b2c3d4", piiPrompt, PII_REPORT, a.clock.t - taskStart), { dt: [0.2, 1] });
  w.toolResult(String(uses[1].id), [{ type: "text", text: LEGACY_REPORT }], report(b, "e5f6a7b8", legacyPrompt, LEGACY_REPORT, b.clock.t - taskStart), { dt: [0.1, 0.5] });

  step(w, {
    think: "Both reports are in. The central fix is pino redact in src/lib/logger.ts; then the three high-severity call sites. Verify the logger file myself before editing.",
    say: "Both searches are back. Starting with the central safety net in the logger.",
    calls: [readCall(w, "src/lib/logger.ts", LOGGER_TS)],
  });
  step(w, { calls: [editCall(w, "src/lib/logger.ts", LOGGER_FIX_OLD, LOGGER_FIX_NEW, { original: LOGGER_TS, startLine: lineOf(LOGGER_TS, "formatters: {") })] });

  warm("Plan", "Ready to plan. Tell me what you want to design and I'll outline an approach.");

  step(w, {
    calls: [
      editCall(w, "src/middleware/error-handler.ts", '  logger.error({ err, path: req.path, body: req.body }, "unhandled error");', '  logger.error({ err, path: req.path, method: req.method }, "unhandled error");', { startLine: 19 }),
    ],
  });
  step(w, {
    calls: [
      bashCall(w, "npx vitest run src/lib src/middleware", "Run logger and middleware tests",
        " RUN  v3.2.4 /home/dev/projects/ledger-api\n\n ✓ src/lib/logger.test.ts (5 tests) 44ms\n ✓ src/middleware/error-handler.test.ts (7 tests) 131ms\n\n Test Files  2 passed (2)\n      Tests  12 passed (12)",
        { dt: [3, 8] }),
    ],
  });
  step(w, {
    say: `Here is where things stand.

**PII in logs** (7 findings, full table from the search above): I added a central pino \`redact\` for email, phone, address, request bodies, auth headers and cookies in \`src/lib/logger.ts\`, and removed the request body from the unhandled-error log (the worst finding). Still to fix at the call site: \`src/auth/login.ts:42\` (email on every login) and \`src/notifications/sms.ts:13\` (phone per SMS); the redaction masks them meanwhile.

**legacyFetch**: 5 call sites in 4 files. Two already have typed clients (invoice GET, customer sync) and can move now; void, monthly reports and the v2 ledger need new client methods first.

Tests pass (12/12).`,
  });
  w.raw({ type: "summary", summary: "SOC 2 prep: PII log audit and legacyFetch caller map", leafUuid: w.last });
  return { parent: w, agents: [{ id: "a1b2c3d4", w: a }, { id: "e5f6a7b8", w: b }] };
}

// ------------------------------------------------------------------------------------------------
// Session 5: broken.jsonl, a damaged file
// ------------------------------------------------------------------------------------------------

function describeRecord(r: Json): string {
  const msg = (r.message ?? {}) as Json;
  const b = Array.isArray(msg.content) ? (msg.content as Json[])[0] : undefined;
  return [String(r.type), b ? String(b.type) : "", b && b.name ? String(b.name) : ""].filter(Boolean).join(" ");
}

interface BrokenFacts {
  lines: number;
  validRecords: number;
  invalidJsonLine: number;
  emptyLine: number;
  nonObjectLine: number;
  truncatedLine: number;
  /** what the record at invalidJsonLine was before it lost its brace */
  lostRecord: string;
}

function buildBroken(): { text: string; facts: BrokenFacts } {
  const w = new Writer({
    ns: "broken",
    seed: 71,
    sessionId: "0f5e3a8c-91d2-4b7e-a6c4-58e2d1b9f073",
    cwd: "/home/dev/projects/acme-web",
    gitBranch: "main",
    start: "2026-03-06T08:03:19.000Z",
    sysTokens: 13960,
  });
  const USERS_TS = `import { api } from "./client";

export interface User {
  id: string;
  name: string;
  email: string;
}

export async function getUser(id: string): Promise<User> {
  return api.get<User>(\`/users/\${id}\`);
}

export async function getUsers(ids: string[]): Promise<User[]> {
  return Promise.all(ids.map(getUser));
}
`;
  w.snapshotBefore();
  w.prompt_("Rename getUser to fetchUser everywhere (it does a network call, the name should say so).", {}, [1, 2]);
  step(w, {
    say: "I'll find every use first.",
    calls: [
      grepCall(w, "\\bgetUser\\b", [
        ["src/api/users.ts", 9, "export async function getUser(id: string): Promise<User> {"],
        ["src/api/users.ts", 14, "  return Promise.all(ids.map(getUser));"],
        ["src/pages/profile.tsx", 3, 'import { getUser } from "../api/users";'],
        ["src/pages/profile.tsx", 17, "    getUser(userId).then(setUser);"],
        ["src/components/Avatar.tsx", 2, 'import { getUser } from "../api/users";'],
        ["src/components/Avatar.tsx", 11, "  const user = use(getUser(id));"],
      ]),
    ],
  });
  step(w, { calls: [readCall(w, "src/api/users.ts", USERS_TS)] });
  step(w, {
    calls: [
      editCall(w, "src/api/users.ts", "export async function getUser(id: string): Promise<User> {", "export async function fetchUser(id: string): Promise<User> {", { original: USERS_TS, startLine: 9 }),
    ],
  });
  step(w, { calls: [editCall(w, "src/api/users.ts", "  return Promise.all(ids.map(getUser));", "  return Promise.all(ids.map(fetchUser));", { startLine: 14 })] });
  step(w, {
    calls: [
      bashCall(w, "sed -i 's/\\bgetUser\\b/fetchUser/g' src/pages/profile.tsx src/components/Avatar.tsx && git diff --stat", "Rename in the two callers",
        " src/api/users.ts          | 4 ++--\n src/components/Avatar.tsx | 4 ++--\n src/pages/profile.tsx     | 4 ++--\n 3 files changed, 6 insertions(+), 6 deletions(-)"),
    ],
  });
  step(w, {
    calls: [
      bashCall(w, "npx tsc --noEmit && npx vitest run", "Type-check and test",
        " RUN  v3.2.4 /home/dev/projects/acme-web\n\n ✓ src/api/users.test.ts (3 tests) 21ms\n ✓ src/pages/profile.test.tsx (2 tests) 148ms\n\n Test Files  2 passed (2)\n      Tests  5 passed (5)",
        { dt: [4, 9] }),
    ],
  });
  step(w, { say: "Renamed `getUser` to `fetchUser` in `src/api/users.ts` and its two callers; type-check and tests pass." });
  w.prompt_("Thanks. Also add a JSDoc line saying it hits the network.", {}, [20, 60]);
  step(w, {
    calls: [
      editCall(w, "src/api/users.ts", "export async function fetchUser(id: string): Promise<User> {", "/** Fetches one user from the API (a network round trip; cache the result if you call it in a loop). */\nexport async function fetchUser(id: string): Promise<User> {", { startLine: 9 }),
    ],
  });
  step(w, {
    calls: [grepCall(w, "\\bgetUser\\b", [])],
  });
  step(w, {
    calls: [bashCall(w, "npx eslint src/api/users.ts src/pages/profile.tsx src/components/Avatar.tsx", "Lint the changed files", "", { dt: [2, 5] })],
  });
  step(w, { say: "Added the JSDoc comment; no `getUser` references remain and lint is clean." });

  // Serialise with damage: a record missing its closing brace, an empty line, a bare number, and a
  // last record cut in the middle with no trailing newline.
  const recs = w.lines.map((l) => JSON.stringify(l));
  const out: string[] = [];
  let invalidJsonLine = 0;
  let emptyLine = 0;
  let nonObjectLine = 0;
  const damageAt = Math.floor(recs.length / 2) - 1;
  recs.forEach((r, i) => {
    if (i === recs.length - 1) return;
    if (i === damageAt) {
      out.push(r.slice(0, -1)); // missing closing brace
      invalidJsonLine = out.length;
      return;
    }
    out.push(r);
    if (i === damageAt + 3) {
      out.push("");
      emptyLine = out.length;
    }
    if (i === damageAt + 6) {
      out.push("42");
      nonObjectLine = out.length;
    }
  });
  const last = recs[recs.length - 1];
  out.push(last.slice(0, Math.floor(last.length * 0.55)));
  const truncatedLine = out.length;
  const text = out.join("\n"); // no trailing newline: the file was cut mid-record
  return {
    text,
    facts: {
      lines: out.length,
      validRecords: recs.length - 2,
      invalidJsonLine,
      emptyLine,
      nonObjectLine,
      truncatedLine,
      lostRecord: describeRecord(w.lines[damageAt] as Json),
    },
  };
}

// ------------------------------------------------------------------------------------------------
// Anthropic Messages API request and exchange
// ------------------------------------------------------------------------------------------------

const API_SYSTEM = `You are an interactive CLI tool that helps users with software engineering tasks. Use the instructions below and the tools available to you to assist the user.

# Tone and style
Be concise and direct. Explain non-trivial commands before running them. Use GitHub-flavored markdown; output is shown in a monospace terminal.

# Doing tasks
- Search and read the relevant code before changing it. Prefer editing existing files to creating new ones.
- After a change, run the project's type-checker and tests when they exist, and report the result honestly.
- Never commit unless the user asks you to.

# Tool use
- Call independent tools in parallel in one response.
- Read a file before editing it; Edit requires an exact old_string that is unique in the file.
- Do not use Bash for reading files (use Read) or searching (use Grep).

<env>
Working directory: /home/dev/projects/shopfront
Is directory a git repo: Yes
Platform: linux
Today's date: 2026-03-02
</env>`;

function apiTools(): Json[] {
  return [
    {
      name: "Read",
      description: "Reads a file from the local filesystem. The file_path must be absolute. By default reads up to 2000 lines from the start; use offset and limit for long files. Results are returned with line numbers starting at 1.",
      input_schema: {
        type: "object",
        properties: {
          file_path: { type: "string", description: "The absolute path to the file to read" },
          offset: { type: "number", description: "The line number to start reading from" },
          limit: { type: "number", description: "The number of lines to read" },
        },
        required: ["file_path"],
        additionalProperties: false,
      },
    },
    {
      name: "Grep",
      description: "A search tool built on ripgrep. Supports full regex syntax. Filter files with glob or type. Output modes: content, files_with_matches (default), count.",
      input_schema: {
        type: "object",
        properties: {
          pattern: { type: "string", description: "The regular expression pattern to search for" },
          path: { type: "string", description: "File or directory to search in" },
          glob: { type: "string", description: "Glob pattern to filter files" },
          output_mode: { type: "string", enum: ["content", "files_with_matches", "count"] },
          "-n": { type: "boolean", description: "Show line numbers (content mode)" },
        },
        required: ["pattern"],
        additionalProperties: false,
      },
    },
    {
      name: "Bash",
      description: "Executes a bash command in a persistent shell session with an optional timeout. Use for running tests, builds and git; not for reading or searching files.",
      input_schema: {
        type: "object",
        properties: {
          command: { type: "string", description: "The command to execute" },
          description: { type: "string", description: "Clear, concise description of what this command does in 5-10 words" },
          timeout: { type: "number", description: "Optional timeout in milliseconds (max 600000)" },
        },
        required: ["command"],
        additionalProperties: false,
      },
    },
    {
      name: "Edit",
      description: "Performs exact string replacements in files. old_string must be unique in the file unless replace_all is true. Read the file first.",
      input_schema: {
        type: "object",
        properties: {
          file_path: { type: "string", description: "The absolute path to the file to modify" },
          old_string: { type: "string", description: "The text to replace" },
          new_string: { type: "string", description: "The text to replace it with" },
          replace_all: { type: "boolean", default: false },
        },
        required: ["file_path", "old_string", "new_string"],
        additionalProperties: false,
      },
    },
  ];
}

function buildApi(): { request: Json; exchange: Json } {
  const ids = new Ids("api");
  const cwd = "/home/dev/projects/shopfront";
  const tGrep = ids.toolu();
  const tRead = ids.toolu();
  const tEdit = ids.toolu();
  const grepOut = hits("src/api/auth.ts", AUTH_TS, /rotate\(/)
    .concat(hits("src/lib/tokens.ts", TOKENS_TS, /rotate\(/))
    .map(([f, n, l]) => `${cwd}/${f}:${n}:${l}`)
    .join("\n");
  const messages: Json[] = [
    {
      role: "user",
      content: [
        { type: "text", text: "Right after login, a reload sometimes gets 401 from /api/auth/refresh. Screenshot attached. Why?" },
        { type: "image", source: { type: "base64", media_type: "image/png", data: PNG_B64 } },
      ],
    },
    {
      role: "assistant",
      content: [
        { type: "text", text: "The screenshot shows the refresh call failing right after a successful one. Let me find where the refresh token is rotated." },
        { type: "tool_use", id: tGrep, name: "Grep", input: { pattern: "rotate\\(", path: `${cwd}/src`, output_mode: "content", "-n": true } },
      ],
    },
    { role: "user", content: [{ type: "tool_result", tool_use_id: tGrep, content: grepOut }] },
    {
      role: "assistant",
      content: [{ type: "tool_use", id: tRead, name: "Read", input: { file_path: `${cwd}/src/lib/tokens.ts` } }],
    },
    { role: "user", content: [{ type: "tool_result", tool_use_id: tRead, content: numbered(TOKENS_TS) }] },
    {
      role: "assistant",
      content: [
        {
          type: "text",
          text:
            "Found it. `/refresh` calls `rotate()` without awaiting it, and `rotate()` deletes the old key before it writes the new one. " +
            "The browser gets the new cookie while Redis has neither token; a reload in that window presents an unknown token and gets 401.",
        },
      ],
    },
    { role: "user", content: [{ type: "text", text: "Makes sense. Go ahead and fix rotate() first." }] },
    {
      role: "assistant",
      content: [
        {
          type: "thinking",
          thinking:
            "Make rotate() atomic: MULTI with SET new first, then DEL old, and fail loudly if EXEC reports an error. The handler change (await) comes next.",
          signature: ids.signature(),
        },
        { type: "text", text: "Making the swap atomic, new token first:" },
        { type: "tool_use", id: tEdit, name: "Edit", input: { file_path: `${cwd}/src/lib/tokens.ts`, old_string: TOKENS_FIX_OLD, new_string: TOKENS_FIX_NEW } },
      ],
    },
    {
      role: "user",
      content: [
        {
          type: "tool_result",
          tool_use_id: tEdit,
          content: `The file ${cwd}/src/lib/tokens.ts has been updated. Here's the result of running \`cat -n\` on a snippet of the edited file:\n${numbered(TOKENS_FIX_NEW, lineOf(TOKENS_TS, "export async function rotate("))}`,
        },
      ],
    },
  ];
  const request: Json = {
    model: MODEL,
    max_tokens: 32000,
    thinking: { type: "enabled", budget_tokens: 10000 },
    system: [
      { type: "text", text: "You are Claude Code, Anthropic's official CLI for Claude." },
      { type: "text", text: API_SYSTEM, cache_control: { type: "ephemeral" } },
    ],
    tools: apiTools(),
    messages,
    metadata: { user_id: "user_4f1c2b_account__session_7c1e2a90" },
  };
  const responseText =
    "`rotate()` now writes the successor and deletes the old token in one MULTI, successor first, and throws if the transaction fails. " +
    "Next I'll make the refresh handler await it before setting the cookie.";
  const inputTotal = Math.round(JSON.stringify({ system: request.system, tools: request.tools, messages }).length / CPT);
  const response: Json = {
    id: "msg_01" + ids.b62("msg", 22),
    type: "message",
    role: "assistant",
    model: MODEL,
    content: [{ type: "text", text: responseText }],
    stop_reason: "end_turn",
    stop_sequence: null,
    usage: {
      input_tokens: 4,
      cache_creation_input_tokens: 612,
      cache_read_input_tokens: inputTotal - 616,
      output_tokens: Math.round(responseText.length / CPT),
      service_tier: "standard",
    },
  };
  return { request, exchange: { request, response } };
}

// ------------------------------------------------------------------------------------------------
// Scenarios (docs/scenario-format.md)
// ------------------------------------------------------------------------------------------------

type ScenarioEvent = Json & { type: string };

interface Scenario {
  format: "context-lab-scenario";
  version: 1;
  title: string;
  description: string;
  preset?: string;
  settings?: Json;
  startup: Json[];
  sessionMemory?: Json;
  skills?: Json[];
  events: ScenarioEvent[];
}

const STD_STARTUP: Json[] = [
  { category: "system", label: "System prompt", tokens: 3900, afterCompaction: "unchanged" },
  { category: "tools", label: "Built-in tools", tokens: 11700, afterCompaction: "unchanged" },
  { category: "memory", label: "Project CLAUDE.md", tokens: 1450, afterCompaction: "reinjected" },
  { category: "skills", label: "Skill listing", tokens: 600, afterCompaction: "not-reinjected" },
];

function scenarioReference(): Scenario {
  return {
    format: "context-lab-scenario",
    version: 1,
    title: "The docs' reference session",
    description:
      "The representative session from the official \"Explore the context window\" page, with its exact token counts on a " +
      "200,000-token window: what loads before you type, what each read, rule, hook and edit adds, what a subagent costs the " +
      "main context (only its summary), and what /compact keeps.",
    preset: "docs-2026",
    settings: { window: 200000 },
    startup: [
      { category: "system", label: "System prompt", tokens: 4200, afterCompaction: "unchanged" },
      { category: "memory", label: "Auto memory (MEMORY.md)", tokens: 680, afterCompaction: "reinjected" },
      { category: "system", label: "Environment info", tokens: 280, afterCompaction: "unchanged" },
      { category: "tools", label: "MCP tool names (deferred schemas)", tokens: 120, afterCompaction: "unchanged" },
      { category: "skills", label: "Skill descriptions", tokens: 450, afterCompaction: "not-reinjected" },
      { category: "memory", label: "~/.claude/CLAUDE.md", tokens: 320, afterCompaction: "reinjected" },
      { category: "memory", label: "Project CLAUDE.md", tokens: 1800, afterCompaction: "reinjected" },
    ],
    skills: [{ name: "commit-push", description: "Commits the staged changes with a conventional message and pushes the branch.", tokens: 620 }],
    events: [
      { type: "user", text: "The refresh token flow logs people out after a few minutes. Find out why and fix it; the auth tests must pass.", tokens: 45 },
      { type: "tool", name: "Read", input: { file_path: "src/api/auth.ts" }, useTokens: 0, resultTokens: 2400 },
      { type: "tool", name: "Read", input: { file_path: "src/lib/tokens.ts" }, useTokens: 0, resultTokens: 1100 },
      { type: "memory", label: "path rule api-conventions.md", tokens: 380 },
      { type: "tool", name: "Read", input: { file_path: "src/api/middleware.ts" }, useTokens: 0, resultTokens: 1800 },
      { type: "tool", name: "Read", input: { file_path: "src/api/auth.test.ts" }, useTokens: 0, resultTokens: 1600 },
      { type: "memory", label: "path rule testing.md", tokens: 290 },
      { type: "tool", name: "Grep", input: { pattern: "refreshToken" }, useTokens: 0, resultTokens: 600 },
      { type: "assistant", text: "Claude's analysis: the refresh token's expiry is computed in seconds but compared in milliseconds.", tokens: 800 },
      { type: "tool", name: "Edit", input: { file_path: "src/api/auth.ts" }, useTokens: 400, resultTokens: 0 },
      { type: "memory", label: "PostToolUse hook (prettier)", tokens: 120 },
      { type: "tool", name: "Edit", input: { file_path: "src/api/auth.test.ts" }, useTokens: 600, resultTokens: 0 },
      { type: "memory", label: "PostToolUse hook (prettier)", tokens: 100 },
      { type: "tool", name: "Bash", input: { command: "npm test" }, useTokens: 0, resultTokens: 1200 },
      { type: "assistant", text: "Summary of the fix and the test run.", tokens: 400 },
      { type: "user", text: "Can you check how other services handle token refresh?", tokens: 40 },
      {
        type: "tool",
        name: "Task",
        input: { description: "Research token refresh", prompt: "Survey how the other services refresh tokens.", subagent_type: "Explore" },
        useTokens: 80,
        resultTokens: 420,
        note: "the subagent's own reads stay in its own window; only its summary (420) returns",
      },
      { type: "assistant", text: "Claude's response comparing the approaches.", tokens: 1200 },
      { type: "user", text: "!git status", tokens: 180, note: "bash-mode input and its output" },
      { type: "skill", name: "commit-push", tokens: 620, note: "typed as /commit-push" },
      { type: "compact" },
    ],
  };
}

function scenarioThresholds(): Scenario {
  const reads = [12000, 11500, 12400, 10800, 12200, 11900, 12600, 11300, 12100, 11700, 11900, 9800, 6200, 13600];
  const files = [
    "reports/revenue.ts", "reports/refunds.ts", "reports/churn.ts", "reports/cohorts.ts", "reports/mrr.ts",
    "reports/arr.ts", "reports/ltv.ts", "reports/cac.ts", "reports/payback.ts", "reports/net-retention.ts",
    "reports/gross-margin.ts", "reports/tax.ts", "reports/fx.ts", "reports/ledger-export.ts",
  ];
  const events: ScenarioEvent[] = [
    { type: "user", text: "Read every report module under reports/ and summarise how each computes its totals.", tokens: 60 },
    { type: "assistant", text: "I'll read them one by one.", tokens: 40 },
  ];
  reads.forEach((r, i) => {
    events.push({ type: "tool", name: "Read", input: { file_path: files[i] }, useTokens: 30, resultTokens: r });
    if (i === 9) events.push({ type: "assistant", text: "Ten modules read; the totals all go through money.ts.", tokens: 120 });
    if (i === 11) events.push({ type: "assistant", text: "Two more after the tax module.", tokens: 150 });
  });
  events.push({ type: "user", text: "Keep going with the remaining modules.", tokens: 25 });
  events.push({ type: "assistant", text: "Continuing with reports/summary.ts.", tokens: 300 });
  events.push({ type: "tool", name: "Read", input: { file_path: "reports/summary.ts" }, useTokens: 30, resultTokens: 5000 });
  return {
    format: "context-lab-scenario",
    version: 1,
    title: "Climbing through the thresholds",
    description:
      "Fourteen large reads on a 200,000-token window. The context passes the warning threshold (147,000), sits just under " +
      "auto-compact (167,000), then a single 13,600-token read lands above both auto-compact and the blocking limit " +
      "(177,000). With auto-compact on (the default) the next request compacts first; switch auto-compact off in the " +
      "settings to watch the blocking limit refuse the request instead.",
    settings: { window: 200000 },
    startup: STD_STARTUP,
    events,
  };
}

function scenarioMicrocompact(): Scenario {
  const work: [string, Json, number][] = [
    ["Read", { file_path: "src/server.ts" }, 2100],
    ["Read", { file_path: "src/routes/orders.ts" }, 4300],
    ["Bash", { command: "npm test -- orders" }, 2600],
    ["Grep", { pattern: "calculateTax" }, 900],
    ["Read", { file_path: "src/lib/tax.ts" }, 3800],
    ["Read", { file_path: "src/lib/money.ts" }, 2900],
    ["Bash", { command: "npx tsc --noEmit" }, 1500],
    ["Read", { file_path: "src/routes/refunds.ts" }, 5200],
    ["Edit", { file_path: "src/lib/tax.ts" }, 350],
    ["Bash", { command: "npm test" }, 4100],
    ["Read", { file_path: "src/lib/rounding.ts" }, 2400],
    ["Bash", { command: "git diff" }, 3300],
  ];
  const events: ScenarioEvent[] = [
    { type: "user", text: "Tax on refunds is off by a cent sometimes. Track it down.", tokens: 30 },
    { type: "assistant", text: "Starting from the server entry point.", tokens: 35 },
  ];
  work.forEach(([name, input, r], i) => {
    events.push({ type: "tool", name, input, useTokens: name === "Edit" ? 260 : 40, resultTokens: r });
    if (i === 5 || i === 9) events.push({ type: "assistant", text: i === 5 ? "Rounding happens twice: once per line, once on the total." : "Tests pass with banker's rounding applied once.", tokens: 160 });
  });
  events.push({ type: "assistant", text: "The fix is in src/lib/tax.ts; rounding now happens once, on the total.", tokens: 220 });
  events.push({ type: "wait", minutes: 75 });
  events.push({ type: "user", text: "Back from lunch. Can you also check the invoice PDF totals?", tokens: 25 });
  events.push({ type: "tool", name: "Read", input: { file_path: "src/invoices/pdf.ts" }, useTokens: 40, resultTokens: 3600 });
  events.push({ type: "tool", name: "Bash", input: { command: "npm test -- invoices" }, useTokens: 40, resultTokens: 1800 });
  events.push({ type: "assistant", text: "The invoice PDF uses the same helper, so it is fixed too.", tokens: 140 });
  return {
    format: "context-lab-scenario",
    version: 1,
    title: "Time-based microcompact after a long break",
    description:
      "Twelve Read, Bash, Grep and Edit results, then 75 minutes of idle time: the server-side prompt cache has expired, so " +
      "under the seed preset (time-based microcompact on) every compactable tool result except the 5 most recent is replaced " +
      "by a short stub before the next request. Switch to cc-2.1.88, where that path is off by default, to compare.",
    preset: "seed",
    settings: { window: 200000 },
    startup: STD_STARTUP,
    events,
  };
}

const BUDGET_SKILLS: { name: string; tokens: number; neverDo: boolean; description: string }[] = [
  { name: "commit-style", tokens: 3000, neverDo: false, description: "Writes commit messages in the team's conventional-commit style." },
  { name: "pdf-forms", tokens: 5000, neverDo: false, description: "Fills and validates fillable PDF forms." },
  { name: "api-design", tokens: 8000, neverDo: true, description: "Designs and reviews HTTP API endpoints against the house style guide." },
  { name: "db-migrations", tokens: 12000, neverDo: true, description: "Writes zero-downtime Postgres migrations and reviews them." },
  { name: "test-triage", tokens: 2000, neverDo: false, description: "Finds the cause of failing and flaky tests." },
  { name: "security-review", tokens: 6500, neverDo: true, description: "Reviews changes for injection, authz and secrets problems." },
  { name: "changelog", tokens: 900, neverDo: false, description: "Adds a Keep a Changelog entry for the current change." },
];

const FILLER_TOPICS = [
  "Check the inputs against the contract before doing any work, and stop with a clear message when one is missing.",
  "Prefer the smallest change that solves the problem; list follow-ups instead of widening the change.",
  "Write down every assumption in the hand-over notes so the reviewer can challenge it.",
  "Run the project's own checks (type-check, lint, tests) and quote their summary lines in the report.",
  "When two rules conflict, the more specific one wins; when unsure, ask the user before continuing.",
  "Keep names consistent with the surrounding code even when you would have chosen differently.",
  "Measure before optimising, and include the numbers in the pull request description.",
  "Document the why in comments, not the what; the code already says what it does.",
  "모든 변경 사항은 리뷰어가 재현할 수 있도록 명령어와 결과를 함께 남깁니다.",
  "Split work into steps that can each be verified on their own.",
];

/** A SKILL.md body of exactly `chars` characters (so chars/4 gives exactly tokens when chars = 4 * tokens). */
function exactBody(name: string, chars: number, neverDo: boolean): string {
  const title = name
    .split("-")
    .map(cap)
    .join(" ");
  const head = `# ${title}\n\nThis skill body is sized to exactly ${chars / 4} tokens at 4 characters a token.\n\n`;
  const tail = neverDo
    ? `\n## Never do\n- Never skip the checks listed above, even for a one-line change.\n- Never ship a change that fails a rule in this file; ask instead.\n- Never remove these rules from the context when summarising.\n`
    : "";
  const room = chars - head.length - tail.length;
  if (room < 0) throw new Error(`exactBody: ${name} too small`);
  const rng = new Rng(chars);
  let mid = "";
  let section = 1;
  while (mid.length < room + 200) {
    mid += `## Step ${section}\n`;
    for (let i = 0; i < 6; i++) mid += `- ${rng.pick(FILLER_TOPICS)}\n`;
    mid += "\n";
    section++;
  }
  let cut = mid.slice(0, room);
  const lastNl = cut.lastIndexOf("\n");
  cut = cut.slice(0, lastNl + 1);
  let r = room - cut.length;
  if (r > 0) {
    const pad = "- " + "Keep the report short and specific. ".repeat(8);
    cut += r === 1 ? "\n" : pad.slice(0, r - 1) + "\n";
    r = 0;
  }
  const body = head + cut + tail;
  if (body.length !== chars) throw new Error(`exactBody: ${name} is ${body.length}, wanted ${chars}`);
  return body;
}

function scenarioSkillsBudget(): Scenario {
  const events: ScenarioEvent[] = [
    { type: "user", text: "Prepare the release: review the API and migration changes, fix the flaky test, update the changelog.", tokens: 35 },
  ];
  BUDGET_SKILLS.forEach((s, i) => {
    events.push({ type: "skill", name: s.name });
    events.push({ type: "assistant", text: `Applied ${s.name}.`, tokens: 60 + i * 10 });
  });
  events.push({ type: "tool", name: "Read", input: { file_path: "src/api/routes.ts" }, useTokens: 30, resultTokens: 6000 });
  events.push({ type: "user", text: "Now write the commit message for all of this.", tokens: 15 });
  events.push({ type: "skill", name: "commit-style" });
  events.push({ type: "assistant", text: "Commit message drafted.", tokens: 90 });
  // Reads until the sum of explicit tokens passes the auto-compact threshold.
  let total = sumTokens(STD_STARTUP.concat([{ tokens: 700 }]), events, BUDGET_SKILLS);
  let i = 0;
  while (total < 167000) {
    const r = 9000 + ((i * 1237) % 3000);
    events.push({ type: "tool", name: "Read", input: { file_path: `src/modules/module-${String(i + 1).padStart(2, "0")}.ts` }, useTokens: 30, resultTokens: r });
    total += r + 30;
    i++;
  }
  events.push({ type: "assistant", text: "All modules read; continuing with the release notes.", tokens: 120 });
  return {
    format: "context-lab-scenario",
    version: 1,
    title: "Seven skills and the 25,000-token re-attachment budget",
    description:
      "Seven skills of known sizes (3,000 / 5,000 / 8,000 / 12,000 / 2,000 / 6,500 / 900 tokens; each body is exactly " +
      "4 characters a token) are invoked in order, commit-style is invoked again later, then reads push the context past " +
      "auto-compact. After compaction each skill is cut to 5,000 tokens and added most recent first while the total stays " +
      "within 25,000: watch which ones lose their \"Never do\" section and which one is dropped whole.",
    settings: { window: 200000 },
    startup: [
      STD_STARTUP[0],
      STD_STARTUP[1],
      STD_STARTUP[2],
      { category: "skills", label: "Skill listing (7 skills)", tokens: 700, afterCompaction: "not-reinjected" },
    ],
    skills: BUDGET_SKILLS.map((s) => ({ name: s.name, description: s.description, body: exactBody(s.name, s.tokens * 4, s.neverDo), tokens: s.tokens })),
    events,
  };
}

const SESSION_MEMORY_TEXT = `# Session memory

## Task
Replace the hand-rolled retry loop in the payment webhooks consumer with the shared \`withRetry\` helper, keep at-least-once semantics, and add metrics.

## Decisions
- Backoff: exponential, base 200 ms, cap 30 s, full jitter (agreed with the user).
- Poison messages go to \`webhooks.dlq\` after 8 attempts; no silent drops.
- Idempotency key = provider event id; stored in \`webhook_events\` with a unique index.

## Files
- src/webhooks/consumer.ts: main loop, now uses withRetry (done)
- src/lib/retry.ts: shared helper (read only)
- src/webhooks/handlers/*.ts: per-event handlers (stripe done, adyen in progress)
- test/webhooks/consumer.test.ts: new cases for DLQ and idempotency (done)

## Open
- Adyen handler still throws plain Error; wrap in RetryableError where the provider says so.
- Dashboard panel for retry counts (metrics are emitted as webhooks_retry_total).
`;

function scenarioSessionMemory(): Scenario {
  const events: ScenarioEvent[] = [
    { type: "user", text: "Replace the retry loop in the webhooks consumer with withRetry, keep at-least-once delivery, add metrics.", tokens: 40 },
    { type: "assistant", text: "Reading the consumer and the shared helper first.", tokens: 45 },
  ];
  const reads = [
    "src/webhooks/consumer.ts", "src/lib/retry.ts", "src/webhooks/handlers/stripe.ts", "src/webhooks/handlers/adyen.ts",
    "src/webhooks/handlers/paypal.ts", "src/webhooks/queue.ts", "src/db/webhook-events.ts", "test/webhooks/consumer.test.ts",
    "src/metrics/index.ts", "src/webhooks/dlq.ts", "src/webhooks/handlers/klarna.ts", "src/webhooks/router.ts",
    "src/webhooks/signature.ts", "src/webhooks/types.ts",
  ];
  const sizes = [9800, 6400, 11800, 12600, 10900, 8700, 7600, 12200, 5400, 6900, 11500, 8800, 7300, 9600];
  reads.forEach((f, i) => {
    events.push({ type: "tool", name: "Read", input: { file_path: f }, useTokens: 30, resultTokens: sizes[i] });
    if (i % 4 === 3) events.push({ type: "assistant", text: `Notes after ${f}: handlers throw plain Error; only some failures are retryable.`, tokens: 180 });
  });
  const chat: [string, string, number][] = [
    ["user", "Use exponential backoff with full jitter, base 200 ms, cap 30 s.", 25],
    ["assistant", "Done in consumer.ts: withRetry({ base: 200, cap: 30_000, jitter: \"full\" }).", 120],
    ["user", "After 8 attempts send it to the DLQ, never drop.", 20],
    ["assistant", "Added the DLQ hand-off after the 8th attempt and a test for it.", 140],
    ["user", "What is left?", 8],
    ["assistant", "The Adyen handler's error types and the dashboard panel for retry counts.", 90],
  ];
  chat.forEach(([type, text, tokens], i) => {
    events.push({ type, text, tokens });
    if (i === 1) events.push({ type: "tool", name: "Edit", input: { file_path: "src/webhooks/consumer.ts" }, useTokens: 900, resultTokens: 250 });
    if (i === 3) events.push({ type: "tool", name: "Bash", input: { command: "npm test -- webhooks" }, useTokens: 40, resultTokens: 2600 });
  });
  let total = sumTokens(STD_STARTUP, events, []);
  let k = 0;
  while (total < 167000) {
    const r = 4200 + ((k * 733) % 1800);
    events.push({ type: "tool", name: "Read", input: { file_path: `src/webhooks/handlers/provider-${k + 1}.ts` }, useTokens: 30, resultTokens: r });
    events.push({ type: "assistant", text: `provider-${k + 1} throws RetryableError correctly.`, tokens: 70 });
    total += r + 100;
    k++;
  }
  events.push({ type: "user", text: "Good, now the Adyen handler.", tokens: 10 });
  return {
    format: "context-lab-scenario",
    version: 1,
    title: "Session memory compaction (tier 2)",
    description:
      "A session with a 4,000-token session-memory file. When the context passes auto-compact the memory file serves as " +
      "the summary with no model call: the kept tail grows back from the end until it holds at least 10,000 tokens and 5 " +
      "messages with text (at most 40,000), then the tool_use/tool_result invariants are applied.",
    settings: { window: 200000 },
    startup: STD_STARTUP,
    sessionMemory: { text: SESSION_MEMORY_TEXT, tokens: 4000 },
    events,
  };
}

function scenarioReactive(): Scenario {
  const events: ScenarioEvent[] = [
    { type: "user", text: "Compare the three vendor contracts in contracts/ and list the differences in liability caps.", tokens: 30 },
    { type: "assistant", text: "Reading the contracts.", tokens: 30 },
    { type: "tool", name: "Read", input: { file_path: "contracts/acme-msa.pdf" }, useTokens: 30, resultTokens: 38000 },
    { type: "tool", name: "Read", input: { file_path: "contracts/globex-msa.pdf" }, useTokens: 30, resultTokens: 41000 },
    { type: "assistant", text: "Acme caps liability at 12 months of fees; Globex at 2x annual fees with a carve-out for data breaches.", tokens: 260 },
    { type: "tool", name: "Read", input: { file_path: "contracts/initech-msa.pdf" }, useTokens: 30, resultTokens: 39000 },
    { type: "api-error", status: 413 },
  ];
  return {
    format: "context-lab-scenario",
    version: 1,
    title: "Reactive compaction after a 413",
    description:
      "Three large PDF contracts bring the local estimate to about 135,000 tokens, under auto-compact, but the API " +
      "answers 413 (prompt too long): the tokenizer counted PDFs higher than the estimate. Tier 4 compacts once and " +
      "retries; if that also fails the user sees \"Prompt is too long\".",
    settings: { window: 200000 },
    startup: STD_STARTUP,
    events,
  };
}

/** Sum of the explicit tokens of startup items and events (skills resolved through `skills`). */
function sumTokens(startup: Json[], events: Json[], skills: { name: string; tokens: number }[]): number {
  let t = 0;
  for (const s of startup) t += Number(s.tokens ?? 0);
  for (const e of events) t += eventTokens(e, skills);
  return t;
}

function eventTokens(e: Json, skills: { name: string; tokens: number }[]): number {
  switch (e.type) {
    case "user":
    case "assistant":
    case "memory":
      return Number(e.tokens ?? 0) + Number(e.thinkingTokens ?? 0);
    case "tool":
      return Number(e.useTokens ?? 0) + Number(e.resultTokens ?? 0);
    case "skill":
      return Number(e.tokens ?? skills.find((s) => s.name === e.name)?.tokens ?? 0);
    default:
      return 0;
  }
}

// ------------------------------------------------------------------------------------------------
// Facts: computed by re-reading what was written
// ------------------------------------------------------------------------------------------------

const KNOWN_TYPES = new Set(["user", "assistant", "system", "summary", "attachment", "file-history-snapshot", "progress"]);

interface BadLine {
  line: number;
  kind: "empty" | "invalid-json" | "not-object" | "truncated";
}

interface JsonlFacts {
  file: string;
  bytes: number;
  lines: number;
  records: number;
  badLines: BadLine[];
  byType: Record<string, number>;
  unknownTypes: Record<string, number>;
  sidechainRecords: number;
  mainChainRecords: number;
  apiRounds: number;
  streamingSplitRecords: number;
  toolUses: Record<string, number>;
  toolErrors: number;
  images: number;
  thinkingBlocks: number;
  compactBoundaries: { line: number; trigger: string; preTokens: number; postTokens?: number }[];
  compactSummaries: number;
  skillBodies: Record<string, number>;
  skillToolCalls: Record<string, number>;
  skillSlashCommands: Record<string, number>;
  firstUsageTotal: number | null;
  lastUsageTotal: number | null;
  maxUsageTotal: number | null;
  firstUsageAfterEachBoundary: number[];
  agentIds: string[];
}

function inc(m: Record<string, number>, k: string, by = 1): void {
  m[k] = (m[k] ?? 0) + by;
}

function scanJsonl(rel: string): JsonlFacts {
  const abs = join(FIX, rel);
  const text = readFileSync(abs, "utf8");
  const rawLines = text.split("\n");
  const endsWithNewline = text.endsWith("\n");
  if (endsWithNewline) rawLines.pop();
  const f: JsonlFacts = {
    file: rel,
    bytes: statSync(abs).size,
    lines: rawLines.length,
    records: 0,
    badLines: [],
    byType: {},
    unknownTypes: {},
    sidechainRecords: 0,
    mainChainRecords: 0,
    apiRounds: 0,
    streamingSplitRecords: 0,
    toolUses: {},
    toolErrors: 0,
    images: 0,
    thinkingBlocks: 0,
    compactBoundaries: [],
    compactSummaries: 0,
    skillBodies: {},
    skillToolCalls: {},
    skillSlashCommands: {},
    firstUsageTotal: null,
    lastUsageTotal: null,
    maxUsageTotal: null,
    firstUsageAfterEachBoundary: [],
    agentIds: [],
  };
  const msgIds = new Set<string>();
  const agentIds = new Set<string>();
  let awaitingFirstAfterBoundary = false;
  rawLines.forEach((line, i) => {
    const n = i + 1;
    if (line.trim() === "") {
      f.badLines.push({ line: n, kind: "empty" });
      return;
    }
    let rec: unknown;
    try {
      rec = JSON.parse(line);
    } catch {
      const last = i === rawLines.length - 1 && !endsWithNewline;
      f.badLines.push({ line: n, kind: last ? "truncated" : "invalid-json" });
      return;
    }
    if (!rec || typeof rec !== "object" || Array.isArray(rec)) {
      f.badLines.push({ line: n, kind: "not-object" });
      return;
    }
    const r = rec as Json;
    f.records++;
    const type = String(r.type);
    inc(f.byType, type);
    if (!KNOWN_TYPES.has(type)) inc(f.unknownTypes, type);
    if (typeof r.agentId === "string") agentIds.add(r.agentId);
    const side = r.isSidechain === true;
    if (side) f.sidechainRecords++;
    else if (typeof r.uuid === "string") f.mainChainRecords++;
    const msg = (r.message ?? {}) as Json;
    const content = Array.isArray(msg.content) ? (msg.content as Json[]) : [];
    for (const b of content) {
      if (b.type === "image") f.images++;
      if (b.type === "thinking") f.thinkingBlocks++;
      if (b.type === "tool_result" && b.is_error === true) f.toolErrors++;
      if (b.type === "tool_use") {
        inc(f.toolUses, String(b.name));
        if (b.name === "Skill") inc(f.skillToolCalls, String((b.input as Json).skill));
      }
      if (b.type === "text" && r.isMeta === true) {
        const m = /^Base directory for this skill: \S*\/skills\/([^\s/]+)/.exec(String(b.text));
        if (m) inc(f.skillBodies, m[1]);
      }
    }
    if (typeof msg.content === "string") {
      const m = /<command-name>\/?([^<\s]+)<\/command-name>/.exec(msg.content);
      if (m && m[1] !== "compact") inc(f.skillSlashCommands, m[1]);
    }
    if (r.isCompactSummary === true) f.compactSummaries++;
    if (type === "system" && r.subtype === "compact_boundary") {
      const cm = r.compactMetadata as Json;
      const e: { line: number; trigger: string; preTokens: number; postTokens?: number } = {
        line: n,
        trigger: String(cm.trigger),
        preTokens: Number(cm.preTokens),
      };
      if (cm.postTokens !== undefined) e.postTokens = Number(cm.postTokens);
      f.compactBoundaries.push(e);
      awaitingFirstAfterBoundary = true;
    }
    if (type === "assistant" && !side) {
      const id = String(msg.id);
      if (msgIds.has(id)) f.streamingSplitRecords++;
      msgIds.add(id);
      const u = msg.usage as Usage | undefined;
      if (u) {
        const t = usageTotal(u);
        if (f.firstUsageTotal === null) f.firstUsageTotal = t;
        f.lastUsageTotal = t;
        f.maxUsageTotal = Math.max(f.maxUsageTotal ?? 0, t);
        if (awaitingFirstAfterBoundary) {
          f.firstUsageAfterEachBoundary.push(t);
          awaitingFirstAfterBoundary = false;
        }
      }
    }
    if (type === "assistant" && side && f.file.includes("/subagents/")) {
      // Subagent files: every record is a sidechain; report its own usage.
      const u = msg.usage as Usage | undefined;
      if (u) {
        const t = usageTotal(u);
        if (f.firstUsageTotal === null) f.firstUsageTotal = t;
        f.lastUsageTotal = t;
        f.maxUsageTotal = Math.max(f.maxUsageTotal ?? 0, t);
      }
      const id = String(msg.id);
      if (msgIds.has(id)) f.streamingSplitRecords++;
      msgIds.add(id);
    }
  });
  f.apiRounds = msgIds.size;
  f.agentIds = [...agentIds].sort();
  return f;
}

interface ScenarioFacts {
  file: string;
  bytes: number;
  events: number;
  eventTypes: Record<string, number>;
  startupTokens: number;
  explicitTotal: number;
  crossings: Record<string, number | null>;
  extra: Json;
}

function scanScenario(rel: string): ScenarioFacts {
  const abs = join(FIX, rel);
  const s = JSON.parse(readFileSync(abs, "utf8")) as Scenario;
  const skills = (s.skills ?? []).map((k) => ({ name: String(k.name), tokens: Number(k.tokens ?? 0) }));
  const startupTokens = s.startup.reduce((a, x) => a + Number(x.tokens ?? 0), 0);
  const eventTypes: Record<string, number> = {};
  let cum = startupTokens;
  const crossings: Record<string, number | null> = { "147000": null, "167000": null, "177000": null };
  s.events.forEach((e, i) => {
    inc(eventTypes, e.type);
    cum += eventTokens(e, skills);
    for (const k of Object.keys(crossings)) if (crossings[k] === null && cum >= Number(k)) crossings[k] = i;
  });
  return {
    file: rel,
    bytes: statSync(abs).size,
    events: s.events.length,
    eventTypes,
    startupTokens,
    explicitTotal: cum,
    crossings,
    extra: {},
  };
}

/** rules.md#reattachment-skills: which skills come back after a compaction, with explicit token sizes. */
function expectedSkillReattachment(events: Json[], skills: { name: string; tokens: number }[], upTo: number) {
  const lastAt = new Map<string, number>();
  events.slice(0, upTo + 1).forEach((e, i) => {
    if (e.type === "skill") lastAt.set(String(e.name), i);
  });
  const order = [...lastAt.entries()].sort((a, b) => b[1] - a[1]).map(([n]) => n);
  let total = 0;
  const kept: { name: string; tokens: number; truncated: boolean }[] = [];
  const dropped: string[] = [];
  for (const n of order) {
    const full = skills.find((s) => s.name === n)!.tokens;
    const t = Math.min(full, 5000);
    if (total + t <= 25000) {
      kept.push({ name: n, tokens: t, truncated: full > 5000 });
      total += t;
    } else dropped.push(n);
  }
  return { order, kept, dropped, total };
}

// ------------------------------------------------------------------------------------------------
// Output
// ------------------------------------------------------------------------------------------------

const MAX_BYTES = 2 * 1024 * 1024;

function writeOut(rel: string, text: string): void {
  const abs = join(FIX, rel);
  mkdirSync(dirname(abs), { recursive: true });
  if (Buffer.byteLength(text) > MAX_BYTES) throw new Error(`${rel} is over 2 MB (${Buffer.byteLength(text)} bytes)`);
  writeFileSync(abs, text);
}

function jsonl(lines: Line[]): string {
  return lines.map((l) => ("raw" in l && Object.keys(l).length === 1 ? String(l.raw) : JSON.stringify(l))).join("\n") + "\n";
}

function kb(n: number): string {
  return n >= 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(2)} MB` : `${(n / 1024).toFixed(1)} KB`;
}

function fmt(n: number | null | undefined): string {
  return n === null || n === undefined ? "-" : n.toLocaleString("en-US");
}

function counts(m: Record<string, number>): string {
  const e = Object.entries(m);
  return e.length ? e.map(([k, v]) => `${k} ×${v}`).join(", ") : "none";
}

interface ManifestEntry {
  id: string;
  title: string;
  description: string;
  kind: "session" | "api" | "scenario";
  file: string;
  subagents?: string[];
}

function main(): void {
  // Sessions
  const toolCalls = buildToolCalls();
  writeOut("sessions/tool-calls.jsonl", jsonl(toolCalls.lines));
  const compaction = buildCompaction();
  writeOut("sessions/compaction.jsonl", jsonl(compaction.lines));
  const skills = buildSkills();
  writeOut("sessions/skills.jsonl", jsonl(skills.lines));
  const sub = buildSubagents();
  writeOut("sessions/parallel-search.jsonl", jsonl(sub.parent.lines));
  for (const a of sub.agents) writeOut(`sessions/parallel-search/subagents/agent-${a.id}.jsonl`, jsonl(a.w.lines));
  const broken = buildBroken();
  writeOut("sessions/broken.jsonl", broken.text);

  // API
  const api = buildApi();
  writeOut("api/messages-request.json", JSON.stringify(api.request, null, 2) + "\n");
  writeOut("api/messages-exchange.json", JSON.stringify(api.exchange, null, 2) + "\n");

  // Scenarios
  const scenarios: [string, Scenario][] = [
    ["reference-session", scenarioReference()],
    ["thresholds", scenarioThresholds()],
    ["microcompact", scenarioMicrocompact()],
    ["skills-budget", scenarioSkillsBudget()],
    ["session-memory", scenarioSessionMemory()],
    ["reactive-413", scenarioReactive()],
  ];
  for (const [id, s] of scenarios) writeOut(`scenarios/${id}.json`, JSON.stringify(s, null, 2) + "\n");

  // Teaching scenarios (lib/lessons/tier-scenarios.ts), one tier each, that the scenarios above do not
  // already show (session memory, reactive and the docs' reference session are above).
  const LESSON_IDS = ["time-based-microcompact", "cache-edit-microcompact", "file-unchanged", "auto-compact", "manual-compact", "circuit-breaker"];
  const lessons = LESSON_IDS.map((id) => {
    const l = TIER_SCENARIOS.find((x) => x.id === id);
    if (!l) throw new Error(`lib/lessons/tier-scenarios.ts has no scenario "${id}"`);
    return l;
  });
  for (const l of lessons) writeOut(`scenarios/lesson-${l.id}.json`, JSON.stringify(l.doc, null, 2) + "\n");

  // Manifest
  const manifest: ManifestEntry[] = [
    {
      id: "compaction",
      title: "Auto-compact, then /compact",
      description:
        "A Knex-to-Drizzle migration whose context grows past 167,000 tokens, compacts automatically, carries on, and is then compacted by hand with /compact.",
      kind: "session",
      file: "sessions/compaction.jsonl",
    },
    {
      id: "tool-calls",
      title: "A bug fix with tool calls",
      description:
        "A short session fixing a refresh-token race, with streamed responses, Read/Grep/Bash/Edit results, a failed command, a pasted screenshot and bookkeeping records.",
      kind: "session",
      file: "sessions/tool-calls.jsonl",
    },
    {
      id: "skills",
      title: "Skill invocations",
      description:
        "Six skills, five loaded through the Skill tool and one by a slash command, two of them twice, with SKILL.md bodies from 300 to over 28,000 characters.",
      kind: "session",
      file: "sessions/skills.jsonl",
    },
    {
      id: "subagents",
      title: "Subagents and sidechains",
      description:
        "A parent session that runs two Task subagents in parallel, with their transcripts in separate files and older-style sidechain records inline.",
      kind: "session",
      file: "sessions/parallel-search.jsonl",
      subagents: sub.agents.map((a) => `sessions/parallel-search/subagents/agent-${a.id}.jsonl`),
    },
    {
      id: "broken",
      title: "A damaged file",
      description: "A damaged file: shows how broken lines are reported.",
      kind: "session",
      file: "sessions/broken.jsonl",
    },
    {
      id: "api-request",
      title: "Messages API request",
      description:
        "A raw Anthropic Messages API request body with system blocks, four tool definitions, an image, tool calls and a signed thinking block.",
      kind: "api",
      file: "api/messages-request.json",
    },
    {
      id: "api-exchange",
      title: "Messages API request and response",
      description: "The same request together with the response and its usage, so estimates can be compared with the recorded count.",
      kind: "api",
      file: "api/messages-exchange.json",
    },
    { id: "reference-session", title: "The docs' reference session", description: "The official docs' interactive timeline with its exact token counts, ending with /compact.", kind: "scenario", file: "scenarios/reference-session.json" },
    { id: "thresholds", title: "Climbing through the thresholds", description: "Large reads that pass the warning (147,000), auto-compact (167,000) and blocking (177,000) thresholds of a 200,000-token window.", kind: "scenario", file: "scenarios/thresholds.json" },
    { id: "microcompact", title: "Microcompact after a long break", description: "Many tool results, a 75-minute pause and more work, under the seed preset where time-based microcompact is on.", kind: "scenario", file: "scenarios/microcompact.json" },
    { id: "skills-budget", title: "Skills and the re-attachment budget", description: "Seven skills of known sizes, one invoked twice, then enough reads to auto-compact and test the 5,000 / 25,000-token skill budget.", kind: "scenario", file: "scenarios/skills-budget.json" },
    { id: "session-memory", title: "Session-memory compaction", description: "A session with a 4,000-token session-memory file that compacts without a model call.", kind: "scenario", file: "scenarios/session-memory.json" },
    { id: "reactive-413", title: "Reactive compaction after a 413", description: "A session under the auto-compact threshold that the API still rejects as too long (413).", kind: "scenario", file: "scenarios/reactive-413.json" },
    ...lessons.map((l): ManifestEntry => ({
      id: `lesson-${l.id}`,
      title: String(l.doc.title),
      description: String(l.doc.description),
      kind: "scenario",
      file: `scenarios/lesson-${l.id}.json`,
    })),
  ];
  writeOut("examples.json", JSON.stringify(manifest, null, 2) + "\n");

  // Validation: every line of every JSONL file parses, except broken.jsonl's deliberate ones.
  const sessionFiles = [
    "sessions/compaction.jsonl",
    "sessions/tool-calls.jsonl",
    "sessions/skills.jsonl",
    "sessions/parallel-search.jsonl",
    ...sub.agents.map((a) => `sessions/parallel-search/subagents/agent-${a.id}.jsonl`),
    "sessions/broken.jsonl",
  ];
  const jf = sessionFiles.map(scanJsonl);
  for (const f of jf) {
    if (f.file !== "sessions/broken.jsonl" && f.badLines.length) throw new Error(`${f.file}: bad lines ${JSON.stringify(f.badLines)}`);
    if (f.bytes > MAX_BYTES) throw new Error(`${f.file} is over 2 MB`);
  }
  const bf = jf.find((f) => f.file === "sessions/broken.jsonl")!;
  const expectBad = [
    { line: broken.facts.invalidJsonLine, kind: "invalid-json" },
    { line: broken.facts.emptyLine, kind: "empty" },
    { line: broken.facts.nonObjectLine, kind: "not-object" },
    { line: broken.facts.truncatedLine, kind: "truncated" },
  ].sort((a, b) => a.line - b.line);
  if (JSON.stringify(bf.badLines) !== JSON.stringify(expectBad)) throw new Error(`broken.jsonl: ${JSON.stringify(bf.badLines)}`);
  if (bf.records !== broken.facts.validRecords) throw new Error("broken.jsonl: record count");
  for (const rel of ["api/messages-request.json", "api/messages-exchange.json", "examples.json"]) JSON.parse(readFileSync(join(FIX, rel), "utf8"));

  const sf = scenarios.map(([id]) => scanScenario(`scenarios/${id}.json`));
  // Scenario-specific expectations
  const mc = scenarios.find(([id]) => id === "microcompact")![1];
  const waitIdx = mc.events.findIndex((e) => e.type === "wait");
  const compactable = new Set(["Read", "Bash", "Grep", "Glob", "WebSearch", "WebFetch", "Edit", "Write"]);
  const beforeWait = mc.events.slice(0, waitIdx).map((e, i) => ({ e, i })).filter(({ e }) => e.type === "tool" && compactable.has(String(e.name)));
  const cleared = beforeWait.slice(0, Math.max(0, beforeWait.length - 5));
  sf.find((f) => f.file.includes("microcompact"))!.extra = {
    waitEventIndex: waitIdx,
    compactableResultsBeforeWait: beforeWait.length,
    clearedBySeedTimeBasedMicrocompact: cleared.length,
    clearedEventIndexes: cleared.map(({ i }) => i),
    clearedResultTokens: cleared.reduce((a, { e }) => a + Number(e.resultTokens ?? 0), 0),
    keptMostRecent: 5,
  };
  const sb = scenarios.find(([id]) => id === "skills-budget")![1];
  const sbSkills = (sb.skills ?? []).map((k) => ({ name: String(k.name), tokens: Number(k.tokens) }));
  const sbFacts = sf.find((f) => f.file.includes("skills-budget"))!;
  const atCompact = sbFacts.crossings["167000"] ?? sb.events.length - 1;
  sbFacts.extra = {
    skillSizes: Object.fromEntries(sbSkills.map((s) => [s.name, s.tokens])),
    bodyCharsEqualsFourTimesTokens: (sb.skills ?? []).every((k) => String(k.body).length === Number(k.tokens) * 4),
    invocations: sb.events.filter((e) => e.type === "skill").map((e) => e.name),
    expectedReattachmentWithExplicitTokens: expectedSkillReattachment(sb.events, sbSkills, atCompact),
  };
  const smFacts = sf.find((f) => f.file.includes("session-memory"))!;
  smFacts.extra = { sessionMemoryTokens: 4000 };
  const rxFacts = sf.find((f) => f.file.includes("reactive-413"))!;
  rxFacts.extra = { lastEvent: "api-error 413", totalBeforeError: rxFacts.explicitTotal };
  const thFacts = sf.find((f) => f.file.includes("thresholds"))!;
  const th = scenarios.find(([id]) => id === "thresholds")![1];
  let cum = thFacts.startupTokens;
  thFacts.extra = {
    cumulativeAfterEachEvent: th.events.map((e) => (cum += eventTokens(e, []))),
  };
  const refFacts = sf.find((f) => f.file.includes("reference-session"))!;
  refFacts.extra = { endsWith: "compact", totalBeforeCompact: refFacts.explicitTotal };

  const sizes = (rel: string) => statSync(join(FIX, rel)).size;
  const facts = {
    generatedBy: "scripts/make-fixtures.ts",
    note: "Computed by re-reading the written files. Usage totals are input + cache_creation + cache_read + output of one response (never summed across responses). Scenario totals are sums of explicit token fields.",
    sessions: jf,
    brokenLines: broken.facts,
    api: {
      request: { bytes: sizes("api/messages-request.json"), messages: (api.request.messages as Json[]).length, tools: (api.request.tools as Json[]).length },
      exchange: { bytes: sizes("api/messages-exchange.json"), usage: (api.exchange.response as Json).usage, usageTotal: usageTotal((api.exchange.response as Json).usage as Usage) },
    },
    scenarios: sf,
    examples: manifest.map((m) => m.id),
  };
  writeOut("facts.json", JSON.stringify(facts, null, 2) + "\n");
  const readme = renderReadme(jf, broken.facts, sf, facts.api, manifest);
  writeOut("README.md", readme);

  // Console report
  console.log("Fixtures written to fixtures/:\n");
  console.log("file".padEnd(42) + "size".padStart(10) + "  records  facts");
  for (const f of jf) {
    console.log(
      f.file.padEnd(42) +
        kb(f.bytes).padStart(10) +
        String(f.records).padStart(9) +
        `  rounds ${f.apiRounds}, sidechain ${f.sidechainRecords}, boundaries ${f.compactBoundaries.map((b) => `${b.trigger}@${b.preTokens}${b.postTokens ? "→" + b.postTokens : ""}`).join(" ") || "0"}, last usage ${fmt(f.lastUsageTotal)}, skills ${counts(f.skillBodies)}${f.badLines.length ? ", bad lines " + f.badLines.map((b) => `${b.line}:${b.kind}`).join(" ") : ""}`,
    );
  }
  console.log("api/messages-request.json".padEnd(42) + kb(facts.api.request.bytes).padStart(10) + `          ${facts.api.request.messages} messages, ${facts.api.request.tools} tools`);
  console.log("api/messages-exchange.json".padEnd(42) + kb(facts.api.exchange.bytes).padStart(10) + `          response usage total ${fmt(facts.api.exchange.usageTotal)}`);
  for (const s of sf) {
    console.log(
      s.file.padEnd(42) +
        kb(s.bytes).padStart(10) +
        String(s.events).padStart(9) +
        `  startup ${fmt(s.startupTokens)}, total ${fmt(s.explicitTotal)}, crosses 147k@${s.crossings["147000"] ?? "-"} 167k@${s.crossings["167000"] ?? "-"} 177k@${s.crossings["177000"] ?? "-"}`,
    );
  }
  console.log("\n" + JSON.stringify(sbFacts.extra.expectedReattachmentWithExplicitTokens));
  console.log(JSON.stringify(sf.find((f) => f.file.includes("microcompact"))!.extra));
}

function renderReadme(
  jf: JsonlFacts[],
  bl: BrokenFacts,
  sf: ScenarioFacts[],
  api: { request: Json; exchange: Json },
  manifest: ManifestEntry[],
): string {
  const what: Record<string, string> = {};
  for (const m of manifest) what[m.file] = m.description;
  what["sessions/parallel-search/subagents/agent-a1b2c3d4.jsonl"] = "Subagent transcript (Explore): the PII-in-logs search; every record isSidechain with agentId a1b2c3d4.";
  what["sessions/parallel-search/subagents/agent-e5f6a7b8.jsonl"] = "Subagent transcript (general-purpose): the legacyFetch caller map; every record isSidechain with agentId e5f6a7b8.";
  const L: string[] = [];
  L.push(`# Fixtures

Built-in example inputs for Context Lab. **Generated** by \`scripts/make-fixtures.ts\`; do not edit by hand:

\`\`\`bash
npx tsx scripts/make-fixtures.ts
\`\`\`

The generator is deterministic (seeded PRNG, fixed start times, uuids and ids hashed from a counter), so running it again
produces identical bytes. Every fact below is computed by re-reading the written files, and the same facts are in
machine-readable form in \`facts.json\` for tests. \`examples.json\` is the manifest of built-in examples the app offers
(its first entry is what \`npm start\` opens).

Conventions used in the facts:
- **records**: lines that parse as a JSON object. **rounds**: distinct \`message.id\` among main-chain (non-sidechain)
  assistant records, i.e. API responses (in subagent files: among all assistant records); **splits**: extra records of
  an already-seen \`message.id\` (streaming splits).
- **usage total** = input + cache_creation + cache_read + output tokens of one response; the streaming splits of a
  response repeat the same usage and it is never summed across responses. Usage was generated so that each request's
  total is the previous total plus about chars / 3.5 of what was appended, starting from the system prompt and tools.
- **sidechain**: records with \`isSidechain: true\`.
- **skills**: skill bodies injected (meta records starting "Base directory for this skill:"), by skill name.
- Scenario totals are sums of the explicit token fields (startup items plus events; a \`skill\` event counts its skill's
  \`tokens\`). Event indexes are 0-based positions in \`events\`.

## Summary

| file | what it shows | size | records | key facts |
| --- | --- | ---: | ---: | --- |`);
  for (const f of jf) {
    const key: string[] = [];
    key.push(`${f.apiRounds} rounds (${f.streamingSplitRecords} splits)`);
    if (f.compactBoundaries.length) key.push(`${f.compactBoundaries.length} compact boundaries: ${f.compactBoundaries.map((b) => `${b.trigger} pre ${fmt(b.preTokens)}${b.postTokens !== undefined ? ` post ${fmt(b.postTokens)}` : ""}`).join("; ")}`);
    if (Object.keys(f.skillBodies).length) key.push(`skills ${counts(f.skillBodies)}`);
    if (f.sidechainRecords) key.push(`${f.sidechainRecords} sidechain records`);
    if (f.badLines.length) key.push(`bad lines ${f.badLines.map((b) => `${b.line} (${b.kind})`).join(", ")}`);
    key.push(`last usage ${fmt(f.lastUsageTotal)}`);
    L.push(`| \`${f.file}\` | ${what[f.file] ?? ""} | ${kb(f.bytes)} | ${f.records} | ${key.join("; ")} |`);
  }
  L.push(`| \`api/messages-request.json\` | ${what["api/messages-request.json"]} | ${kb(Number(api.request.bytes))} | - | ${api.request.messages} messages, ${api.request.tools} tools |`);
  L.push(`| \`api/messages-exchange.json\` | ${what["api/messages-exchange.json"]} | ${kb(Number(api.exchange.bytes))} | - | response usage total ${fmt(Number(api.exchange.usageTotal))} |`);
  for (const s of sf) {
    L.push(`| \`${s.file}\` | ${what[s.file] ?? ""} | ${kb(s.bytes)} | ${s.events} events | startup ${fmt(s.startupTokens)}; total ${fmt(s.explicitTotal)} |`);
  }

  L.push(`\n## Session transcripts in detail\n`);
  for (const f of jf) {
    L.push(`### \`${f.file}\`\n`);
    L.push(`- lines: ${f.lines}; records: ${f.records}; bytes: ${f.bytes}`);
    L.push(`- records by type: ${counts(f.byType)}`);
    L.push(`- unknown record types (must be kept): ${counts(f.unknownTypes)}`);
    L.push(`- main-chain records (with uuid, not sidechain): ${f.mainChainRecords}; sidechain records: ${f.sidechainRecords}`);
    L.push(`- API rounds: ${f.apiRounds}; streaming-split records: ${f.streamingSplitRecords}; thinking blocks: ${f.thinkingBlocks}`);
    L.push(`- tool calls: ${counts(f.toolUses)}; tool results with is_error: ${f.toolErrors}; images: ${f.images}`);
    L.push(`- compact boundaries: ${f.compactBoundaries.length ? f.compactBoundaries.map((b) => `line ${b.line} ${b.trigger} preTokens ${b.preTokens}${b.postTokens !== undefined ? ` postTokens ${b.postTokens}` : ""}`).join("; ") : "none"}; compact summaries: ${f.compactSummaries}`);
    if (f.firstUsageAfterEachBoundary.length) L.push(`- first usage total after each boundary: ${f.firstUsageAfterEachBoundary.map(fmt).join(", ")}`);
    L.push(`- skill bodies: ${counts(f.skillBodies)}; via Skill tool: ${counts(f.skillToolCalls)}; via slash command: ${counts(f.skillSlashCommands)}`);
    L.push(`- usage totals: first ${fmt(f.firstUsageTotal)}, max ${fmt(f.maxUsageTotal)}, last ${fmt(f.lastUsageTotal)}`);
    if (f.agentIds.length) L.push(`- agentId values: ${f.agentIds.join(", ")}`);
    if (f.badLines.length) L.push(`- bad lines: ${f.badLines.map((b) => `line ${b.line} ${b.kind}`).join("; ")}`);
    L.push("");
  }
  L.push(`### The damage in \`sessions/broken.jsonl\`

| line | problem |
| ---: | --- |
| ${bl.invalidJsonLine} | invalid JSON (a record missing its closing brace) |
| ${bl.emptyLine} | empty line |
| ${bl.nonObjectLine} | valid JSON that is not an object (\`42\`) |
| ${bl.truncatedLine} | truncated last record, no trailing newline |

${bl.validRecords} valid records in ${bl.lines} lines. The record lost at line ${bl.invalidJsonLine} (${bl.lostRecord}) is the
\`parentUuid\` of the next record, so the chain has a gap there${bl.lostRecord.includes("tool_use") ? ", and the tool_result on the next line answers a tool_use that can no longer be read" : ""}.
`);
  L.push(`## Scenarios in detail\n`);
  for (const s of sf) {
    L.push(`### \`${s.file}\`\n`);
    L.push(`- events: ${s.events} (${counts(s.eventTypes)})`);
    L.push(`- startup tokens: ${fmt(s.startupTokens)}; sum of all explicit tokens: ${fmt(s.explicitTotal)}`);
    L.push(`- first event index where the running sum reaches 147,000: ${s.crossings["147000"] ?? "never"}; 167,000: ${s.crossings["167000"] ?? "never"}; 177,000: ${s.crossings["177000"] ?? "never"}`);
    for (const [k, v] of Object.entries(s.extra)) {
      if (k === "cumulativeAfterEachEvent") L.push(`- running sum after each event: ${(v as number[]).map(fmt).join(", ")}`);
      else L.push(`- ${k}: \`${JSON.stringify(v)}\``);
    }
    L.push("");
  }
  L.push(`Notes:
- \`skills-budget.json\`: the expected re-attachment applies spec section 5 to the explicit token sizes (keep the most
  recent invocation of each skill, most recent first, cut to 5,000, add while the total stays within 25,000, skip a skill
  that does not fit and keep trying smaller older ones). With the chars/4 estimator the bodies give the same sizes, but
  the cut also makes room for the truncation marker.
- \`thresholds.json\`: the thresholds assume the defaults at a 200,000 window (warning 147,000 while auto-compact is on,
  auto-compact 167,000, blocking 177,000).
`);
  return L.join("\n");
}

main();
