/*
 * make-real-shape-fixtures.ts: writes fixtures/sessions/real-shape/*.jsonl, Claude Code sessions
 * with the shapes and numbers measured on real public sessions (record types by version, version
 * fields, empty thinking with a signature, placeholder output_tokens: 1, microcompact boundaries,
 * API-error records, subagent folders, titles and last-prompt records, auto compactions at the
 * preTokens real versions compact at) and text of our own.
 *
 *   npx tsx scripts/make-real-shape-fixtures.ts
 *
 * Deterministic: a seeded PRNG, fixed clocks, ids hashed from a counter. Node built-ins only.
 *
 * Usage is exact. Each file has a true token count for every piece of text (its characters over a
 * per-category ratio, below), and every request's usage is the previous request's input plus the
 * previous response's true output plus what was appended since:
 *   input_k = input_{k-1} + out_{k-1} + appended_k        (input = input + cache creation + cache read)
 * The recorded output_tokens is the true output, or 1 where the version writes a placeholder; the
 * next request's input still grows by the true output, so the hidden part can be measured.
 */
import { createHash } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";

const ROOT = resolve(dirname(process.argv[1] ?? "scripts/x"), "..");
const OUT = join(ROOT, "fixtures", "sessions", "real-shape");

type Json = Record<string, unknown>;

// ------------------------------------------------------------------------------------------------
// Deterministic helpers
// ------------------------------------------------------------------------------------------------

class Rng {
  private a: number;
  constructor(seed: number) {
    this.a = seed >>> 0;
  }
  next(): number {
    this.a = (this.a + 0x6d2b79f5) >>> 0;
    let t = this.a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  pick<T>(xs: readonly T[]): T {
    return xs[Math.floor(this.next() * xs.length)];
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
}

const B62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

class Ids {
  private n = 0;
  constructor(private readonly ns: string) {}
  private hash(label: string): Buffer {
    return createHash("sha256").update(`${this.ns}:${label}:${this.n++}`).digest();
  }
  uuid(): string {
    const h = this.hash("uuid").toString("hex");
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${"89ab"[parseInt(h[16], 16) & 3]}${h.slice(17, 20)}-${h.slice(20, 32)}`;
  }
  b62(label: string, len: number): string {
    const b = this.hash(label);
    let s = "";
    for (let i = 0; i < len; i++) s += B62[b[i % b.length] % 62];
    return s;
  }
  hex(len: number): string {
    return this.hash("hex").toString("hex").slice(0, len);
  }
  signature(): string {
    const parts: Buffer[] = [];
    for (let i = 0; i < 5; i++) parts.push(this.hash("sig"));
    return "Eq" + Buffer.concat(parts).toString("base64").replace(/=+$/, "");
  }
}

// ------------------------------------------------------------------------------------------------
// Text of our own, and its true token count
// ------------------------------------------------------------------------------------------------

type Cat = "prose" | "code" | "result" | "cjk";

/**
 * Characters per true token, per category: the figures a calibration should recover. Code and
 * tool output are denser in tokens than chars/4 says, prose slightly less; CJK text is about one
 * token per character.
 */
export const CHARS_PER_TOKEN: Record<Cat, number> = { prose: 4.2, code: 3.1, result: 3.3, cjk: 1.05 };

function trueTokens(text: string, cat: Cat): number {
  return Math.ceil(text.length / CHARS_PER_TOKEN[cat]);
}

const WORDS = (
  "the queue worker retries each job until the lease expires and then hands it back so another " +
  "worker can pick it up later while the scheduler keeps a small window of pending runs in memory " +
  "we read the config once at start and watch the file for changes before reloading the routes " +
  "tests cover the parser the cache and the retry path but not the shutdown hook yet"
).split(" ");
const IDENTS = [
  "lease",
  "jobId",
  "worker",
  "retryCount",
  "window",
  "backoffMs",
  "route",
  "cache",
  "queue",
  "deadline",
  "snapshot",
  "cursor",
];
const FILLER = " .,;x-_=".split("");
const CJK = [
  "队列",
  "任务",
  "重试",
  "配置",
  "缓存",
  "测试",
  "调度器",
  "工作进程",
  "租约",
  "超时",
  "日志",
  "路由",
  "修复",
  "检查",
  "文件",
  "结果",
];

function prose(rng: Rng, words: number): string {
  const out: string[] = [];
  for (let i = 0; i < words; i++) out.push(rng.pick(WORDS));
  let s = out.join(" ");
  s = s[0].toUpperCase() + s.slice(1) + ".";
  return s;
}

function code(rng: Rng, lines: number): string {
  const out: string[] = [];
  for (let i = 0; i < lines; i++) {
    const a = rng.pick(IDENTS);
    const b = rng.pick(IDENTS);
    const n = rng.int(1, 900);
    out.push(
      rng.pick([
        `  const ${a} = await ${b}.get(${n});`,
        `  if (${a}.${b} > ${n}) return ${b};`,
        `export function ${a}To${b[0].toUpperCase()}${b.slice(1)}(${a}: number): number {`,
        `  // ${prose(rng, 6).toLowerCase()}`,
        `  ${a}.push({ ${b}, at: Date.now() + ${n} });`,
        `}`,
      ]),
    );
  }
  return out.join("\n");
}

function cjk(rng: Rng, n: number): string {
  let s = "";
  for (let i = 0; i < n; i++) s += rng.pick(CJK) + (i % 6 === 5 ? "。" : "");
  return s + "。";
}

/** Pads a text with a filler until its true token count is exactly `tokens`. */
function exactly(text: string, cat: Cat, tokens: number, rng: Rng): string {
  if (trueTokens(text, cat) > tokens) throw new Error(`text already over ${tokens} tokens`);
  let s = text;
  while (trueTokens(s, cat) < tokens) s += cat === "cjk" ? rng.pick(CJK)[0] : rng.pick(FILLER);
  if (trueTokens(s, cat) !== tokens) throw new Error("could not pad to an exact token count");
  return s;
}

// ------------------------------------------------------------------------------------------------
// A session writer with exact usage
// ------------------------------------------------------------------------------------------------

interface Style {
  /** share of responses whose recorded output_tokens is the placeholder 1 */
  placeholderShare: number;
  /** thinking blocks are written empty, with only the signature */
  emptyThinking: boolean;
  /** share of responses that think */
  thinkShare: number;
  model: string;
}

interface Block {
  type: "thinking" | "text" | "tool_use";
  text?: string;
  tokens: number;
  name?: string;
  input?: Json;
  id?: string;
}

class Writer {
  readonly lines: Json[] = [];
  readonly ids: Ids;
  readonly rng: Rng;
  private t: number;
  private parent: string | null = null;
  /** true input size of the last request (input + cache creation + cache read) */
  private input = 0;
  /** true output of the last response, not yet appended to a request */
  private pendingOut = 0;
  /** tokens appended since the last request */
  private appended = 0;
  private cachedPrefix = 0;
  version: string;
  /** the recorded total (with recorded output) of the last response */
  lastRecordedTotal = 0;
  overhead: number;
  responses = 0;
  placeholders = 0;

  constructor(
    readonly name: string,
    seed: number,
    start: string,
    version: string,
    readonly style: Style,
    overhead: number,
    readonly env: { cwd: string; branch: string; sessionId?: string; sidechain?: boolean; agentId?: string },
  ) {
    this.rng = new Rng(seed);
    this.ids = new Ids(name);
    this.t = Date.parse(start);
    this.version = version;
    this.overhead = overhead;
    this.sessionId = env.sessionId ?? this.ids.uuid();
  }
  readonly sessionId: string;

  tick(min = 1, max = 20): string {
    this.t += this.rng.int(min * 1000, max * 1000);
    return new Date(this.t).toISOString();
  }

  private envelope(type: string): Json {
    const e: Json = {
      parentUuid: this.parent,
      isSidechain: this.env.sidechain ?? false,
      userType: "external",
      cwd: this.env.cwd,
      sessionId: this.sessionId,
      version: this.version,
      gitBranch: this.env.branch,
    };
    if (this.env.agentId) e.agentId = this.env.agentId;
    e.type = type;
    return e;
  }

  private chain(rec: Json): Json {
    const uuid = this.ids.uuid();
    rec.uuid = uuid;
    rec.timestamp ??= this.tick(0, 2);
    this.parent = uuid;
    this.lines.push(rec);
    return rec;
  }

  /** A record outside the message chain (no uuid), as Claude Code writes bookkeeping. */
  raw(rec: Json): void {
    this.lines.push(rec);
  }

  /** The tokens a request would carry now: what the thresholds see. */
  get nextInput(): number {
    return this.responses === 0 ? this.overhead + this.appended : this.input + this.pendingOut + this.appended;
  }

  prompt(text: string, cat: Cat = "prose", more: Json = {}): void {
    this.appended += trueTokens(text, cat);
    this.chain({ ...this.envelope("user"), message: { role: "user", content: text }, ...more, timestamp: this.tick(20, 90) });
  }

  meta(text: string): void {
    this.appended += trueTokens(text, "prose");
    this.chain({ ...this.envelope("user"), message: { role: "user", content: text }, isMeta: true });
  }

  attachment(att: Json, tokens: number): void {
    this.appended += tokens;
    this.chain({ ...this.envelope("attachment"), attachment: att });
  }

  toolResult(id: string, text: string, more: Json = {}): void {
    this.appended += trueTokens(text, "result");
    this.chain({
      ...this.envelope("user"),
      message: { role: "user", content: [{ tool_use_id: id, type: "tool_result", content: text }] },
      ...more,
      timestamp: this.tick(1, 30),
    });
  }

  system(subtype: string, fields: Json): Json {
    return this.chain({ ...this.envelope("system"), subtype, ...fields, isMeta: false, level: "info" });
  }

  /**
   * One response: a request (usage from the exact model) and one record per content block, the
   * streaming splits Claude Code writes, all repeating the same usage.
   */
  respond(blocks: Block[], opts: { placeholder?: boolean } = {}): { id: string; toolIds: string[] } {
    const input = this.nextInput;
    const prevInput = this.responses === 0 ? 0 : this.input;
    const read =
      this.responses === 0 ? this.cachedPrefix || Math.round(this.overhead * 0.8) : Math.min(prevInput, this.cachedPrefix || prevInput);
    const fresh = this.rng.int(1, 6);
    const creation = input - read - fresh;
    if (creation < 0) throw new Error(`${this.name}: negative cache creation`);
    const out = blocks.reduce((s, b) => s + b.tokens, 0);
    const placeholder = opts.placeholder ?? this.rng.chance(this.style.placeholderShare);
    const recordedOut = placeholder ? 1 : out;
    const usage = {
      input_tokens: fresh,
      cache_creation_input_tokens: creation,
      cache_read_input_tokens: read,
      cache_creation: { ephemeral_5m_input_tokens: 0, ephemeral_1h_input_tokens: creation },
      output_tokens: recordedOut,
      service_tier: "standard",
    };
    const id = "msg_01" + this.ids.b62("msg", 22);
    const requestId = "req_011C" + this.ids.b62("req", 20);
    const toolIds: string[] = [];
    for (const b of blocks) {
      let content: Json;
      if (b.type === "thinking")
        content = { type: "thinking", thinking: this.style.emptyThinking ? "" : (b.text ?? ""), signature: this.ids.signature() };
      else if (b.type === "text") content = { type: "text", text: b.text ?? "" };
      else {
        const tid = b.id ?? "toolu_01" + this.ids.b62("toolu", 22);
        toolIds.push(tid);
        content = { type: "tool_use", id: tid, name: b.name, input: b.input ?? {} };
      }
      this.chain({
        ...this.envelope("assistant"),
        message: {
          model: this.style.model,
          id,
          type: "message",
          role: "assistant",
          content: [content],
          stop_reason: null,
          stop_sequence: null,
          usage,
        },
        requestId,
        timestamp: this.tick(1, 6),
      });
    }
    this.input = input;
    this.cachedPrefix = input;
    this.pendingOut = out;
    this.appended = 0;
    this.responses++;
    if (placeholder) this.placeholders++;
    this.lastRecordedTotal = input + recordedOut;
    return { id, toolIds };
  }

  /** A response that thinks (sometimes), says a line and calls one tool. */
  think(rng: Rng): Block[] {
    if (!rng.chance(this.style.thinkShare)) return [];
    const text = prose(rng, rng.int(20, 90));
    return [{ type: "thinking", text, tokens: trueTokens(text, "prose") }];
  }

  toolCall(name: string, input: Json, say?: string): Block[] {
    const blocks: Block[] = this.think(this.rng);
    if (say) blocks.push({ type: "text", text: say, tokens: trueTokens(say, "prose") });
    const json = JSON.stringify(input);
    blocks.push({ type: "tool_use", name, input, tokens: trueTokens(json, "code") + 12 });
    return blocks;
  }

  answer(text: string, cat: Cat = "prose"): Block[] {
    return [...this.think(this.rng), { type: "text", text, tokens: trueTokens(text, cat) }];
  }

  /**
   * An auto or manual compaction as Claude Code records it: the boundary (preTokens = what the
   * next request would have carried), the summary as a user record, and the next request starting
   * from the system prompt and tools plus the summary plus `reattached` tokens the file never shows
   * (the files and todo list Claude Code re-attaches after a compaction live only in memory; real
   * first requests after an auto compaction carried 31.4k-73.4k, median 51.7k).
   */
  compact(trigger: "auto" | "manual", summary: string, reattached: number): number {
    const pre = this.nextInput;
    const boundary = this.system("compact_boundary", {
      content: "Conversation compacted",
      compactMetadata: { trigger, preTokens: pre },
    });
    boundary.parentUuid = null;
    boundary.logicalParentUuid = this.lines[this.lines.length - 2]?.uuid ?? null;
    this.chain({
      ...this.envelope("user"),
      message: { role: "user", content: summary },
      isVisibleInTranscriptOnly: true,
      isCompactSummary: true,
    });
    this.responses = 0;
    this.input = 0;
    this.pendingOut = 0;
    this.cachedPrefix = this.overhead;
    this.appended = trueTokens(summary, "prose") + reattached;
    return pre;
  }

  /** A recorded microcompaction: old tool results cleared in place, `saved` tokens fewer from here on. */
  microcompact(saved: number, toolIds: string[]): void {
    const pre = this.nextInput;
    this.system("microcompact_boundary", {
      content: "Context microcompacted",
      microcompactMetadata: { trigger: "auto", preTokens: pre, tokensSaved: saved, compactedToolIds: toolIds, clearedAttachmentUUIDs: [] },
    });
    this.input -= saved;
    // the cleared results sat inside the cached prefix: only the system prompt and tools still hit
    this.cachedPrefix = this.overhead;
  }

  /**
   * The next request starts from a context compacted somewhere this file does not show (no
   * boundary, no summary record): only its usage says so.
   */
  compactedElsewhere(overhead: number): void {
    this.responses = 0;
    this.input = 0;
    this.pendingOut = 0;
    this.appended = 0;
    this.overhead = overhead;
    this.cachedPrefix = 0;
  }

  apiError(text: string, error?: string): void {
    this.chain({
      ...this.envelope("assistant"),
      message: {
        id: this.ids.uuid(),
        container: null,
        model: "<synthetic>",
        role: "assistant",
        stop_reason: "stop_sequence",
        stop_sequence: "",
        type: "message",
        usage: {
          input_tokens: 0,
          output_tokens: 0,
          cache_creation_input_tokens: 0,
          cache_read_input_tokens: 0,
          server_tool_use: { web_search_requests: 0, web_fetch_requests: 0 },
          service_tier: null,
          cache_creation: { ephemeral_1h_input_tokens: 0, ephemeral_5m_input_tokens: 0 },
        },
        content: [{ type: "text", text }],
      },
      ...(error ? { error } : {}),
      isApiErrorMessage: true,
    });
  }

  /** A message Claude Code writes itself (model <synthetic>, usage all zero), e.g. after an interrupted turn. */
  synthetic(text: string): void {
    this.chain({
      ...this.envelope("assistant"),
      message: {
        id: this.ids.uuid(),
        container: null,
        model: "<synthetic>",
        role: "assistant",
        stop_reason: "stop_sequence",
        stop_sequence: "",
        type: "message",
        usage: {
          input_tokens: 0,
          output_tokens: 0,
          cache_creation_input_tokens: 0,
          cache_read_input_tokens: 0,
          server_tool_use: { web_search_requests: 0, web_fetch_requests: 0 },
          service_tier: null,
          cache_creation: { ephemeral_1h_input_tokens: 0, ephemeral_5m_input_tokens: 0 },
        },
        content: [{ type: "text", text }],
      },
      isApiErrorMessage: false,
    });
  }

  retry(attempt: number, code: string): void {
    this.chain({
      ...this.envelope("system"),
      subtype: "api_error",
      level: "error",
      error: { cause: { code, path: "https://api.example.invalid/v1/messages", errno: 0 } },
      retryInMs: 500 * 2 ** attempt,
      retryAttempt: attempt,
      maxRetries: 10,
    });
  }

  write(file: string): void {
    const path = join(OUT, file);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, this.lines.map((l) => JSON.stringify(l)).join("\n") + "\n");
  }
}

/** Tool loop: read or run something, get a result of about `tokens`, until the context reaches `until`. */
function workUntil(w: Writer, until: number, resultTokens: [number, number], ids: string[] = []): void {
  const rng = w.rng;
  while (w.nextInput < until) {
    const room = until - w.nextInput;
    const want = Math.min(rng.int(resultTokens[0], resultTokens[1]), Math.max(1, room - 400));
    const file = `src/${rng.pick(IDENTS)}/${rng.pick(IDENTS)}.ts`;
    const { toolIds } = w.respond(
      w.toolCall(
        rng.chance(0.7) ? "Read" : "Bash",
        rng.chance(0.7) ? { file_path: `${w.env.cwd}/${file}` } : { command: `npm test -- ${file}`, description: "Run the tests" },
      ),
    );
    const body = exactly(
      code(rng, Math.ceil((want * 3.3) / 25)).slice(0, Math.max(1, Math.floor(want * 3.3) - 10)),
      "result",
      Math.max(4, want),
      rng,
    );
    w.toolResult(toolIds[0], body);
    ids.push(toolIds[0]);
    if (rng.chance(0.3))
      w.raw({
        type: "file-history-snapshot",
        messageId: w.ids.uuid(),
        snapshot: { messageId: w.ids.uuid(), trackedFileBackups: {}, timestamp: w.tick(0, 1) },
        isSnapshotUpdate: false,
      });
  }
}

/** Brings the next request to exactly `target` tokens with one last tool result. */
function landOn(w: Writer, target: number): void {
  workUntil(w, target - 3_000, [1_500, 2_500]);
  const { toolIds } = w.respond(w.toolCall("Bash", { command: "npm run build", description: "Build" }));
  const need = target - w.nextInput;
  if (need < 10) throw new Error(`${w.name}: overshot ${target} by ${-need}`);
  w.toolResult(toolIds[0], exactly("build output\n", "result", need, w.rng));
  if (w.nextInput !== target) throw new Error(`${w.name}: landed on ${w.nextInput}, not ${target}`);
}

// ------------------------------------------------------------------------------------------------
// The sessions
// ------------------------------------------------------------------------------------------------

const facts: Json[] = [];

/** 2.1.19-like: two auto compactions at the preTokens that version compacts at (~155.9k). */
function twoAutoCompactions(): void {
  const w = new Writer(
    "auto-compact-2.1.19",
    2119,
    "2026-01-27T09:12:00.000Z",
    "2.1.19",
    { placeholderShare: 0.5, emptyThinking: false, thinkShare: 0.9, model: "claude-opus-4-5-20251101" },
    18_420,
    { cwd: "/home/dev/queue", branch: "lease-retries" },
  );
  w.raw({
    type: "file-history-snapshot",
    messageId: w.ids.uuid(),
    snapshot: { messageId: w.ids.uuid(), trackedFileBackups: {}, timestamp: "2026-01-27T09:12:00.000Z" },
    isSnapshotUpdate: false,
  });
  w.prompt(
    "The job queue drops leases when a worker restarts. Find where the lease is released and make the retry path keep it until the deadline.",
  );
  const read: string[] = [];
  workUntil(w, 60_000, [2_500, 6_000], read);
  w.respond(w.answer(prose(w.rng, 60)));
  w.raw({
    type: "queue-operation",
    operation: "enqueue",
    timestamp: w.tick(0, 1),
    sessionId: w.sessionId,
    content: "also check the shutdown hook",
  });
  w.raw({ type: "queue-operation", operation: "dequeue", timestamp: w.tick(0, 1), sessionId: w.sessionId });
  w.prompt("also check the shutdown hook");
  workUntil(w, 61_900, [2_000, 3_000], read);
  // the recorded microcompaction: old Read results cleared (2.1.17-2.1.20 show ~60k pre, ~21k saved)
  w.microcompact(21_340, read.slice(0, 8));
  workUntil(w, 120_000, [3_000, 7_000]);
  for (let a = 1; a <= 3; a++) w.retry(a, a < 3 ? "FailedToOpenSocket" : "ConnectionRefused");
  w.apiError('API Error: 500 {"type":"error","error":{"type":"api_error","message":"Internal server error"}}', "unknown");
  w.prompt("continue");
  landOn(w, 155_912);
  const pre1 = w.compact(
    "auto",
    "This session is being continued from a previous conversation that ran out of context. Summary: " + prose(w.rng, 900),
    28_600,
  );
  w.prompt("Now run the whole suite and fix what fails.");
  workUntil(w, 100_000, [3_000, 8_000]);
  w.system("turn_duration", { durationMs: 412_330 });
  w.prompt("keep going");
  landOn(w, 155_694);
  const pre2 = w.compact(
    "auto",
    "This session is being continued from a previous conversation that ran out of context. Summary: " + prose(w.rng, 700),
    31_250,
  );
  w.prompt("Write the changelog entry.");
  w.respond(w.answer(prose(w.rng, 120)));
  w.system("stop_hook_summary", {
    hookCount: 1,
    hookInfos: [{ command: "./hooks/notify.sh" }],
    hookErrors: [],
    preventedContinuation: false,
    stopReason: "",
    hasOutput: false,
  });
  w.write("auto-compact-2.1.19.jsonl");
  facts.push({
    file: "auto-compact-2.1.19.jsonl",
    compactions: [pre1, pre2],
    microSaved: 21_340,
    responses: w.responses,
    placeholders: w.placeholders,
    lastRecordedTotal: w.lastRecordedTotal,
  });
}

/** 2.0.76-like: usage drops from 170,000 to 12,000 with no boundary record (an implied compaction). */
function impliedCompaction(): void {
  const w = new Writer(
    "implied-compaction-2.0.76",
    2076,
    "2025-12-18T14:03:00.000Z",
    "2.0.76",
    { placeholderShare: 0.3, emptyThinking: false, thinkShare: 0.8, model: "claude-sonnet-4-5-20250929" },
    16_880,
    { cwd: "/home/dev/router", branch: "main" },
  );
  w.prompt("Port the route table to the new matcher and keep the old tests passing.");
  workUntil(w, 165_000, [4_000, 9_000]);
  // the response before the drop records exactly 170,000 (no placeholder on it)
  const { toolIds } = w.respond(w.toolCall("Bash", { command: "npm test", description: "Run tests" }));
  const need = 170_000 - 400 - w.nextInput;
  w.toolResult(toolIds[0], exactly("test output\n", "result", need, w.rng));
  const closing = exactly(prose(w.rng, 80), "prose", 400, w.rng);
  w.respond([{ type: "text", text: closing, tokens: 400 }], { placeholder: false });
  const before = w.lastRecordedTotal;
  // What follows was sent from a compacted context whose boundary is not in this file: the next
  // request carries a smaller system prompt and tools (11,000), the new prompt, and an answer that
  // brings the recorded total to exactly 12,000.
  w.compactedElsewhere(11_000);
  w.prompt("Where were we with the matcher port?");
  const answerTokens = 12_000 - w.nextInput;
  w.respond([{ type: "text", text: exactly(prose(w.rng, 40), "prose", answerTokens, w.rng), tokens: answerTokens }], {
    placeholder: false,
  });
  const after = w.lastRecordedTotal;
  w.prompt("Go on with the matcher.");
  workUntil(w, 30_000, [2_000, 4_000]);
  w.respond(w.answer(prose(w.rng, 50)));
  w.write("implied-compaction-2.0.76.jsonl");
  facts.push({ file: "implied-compaction-2.0.76.jsonl", before, after });
}

/** 2.1.220-like: every thinking block empty with a signature, no placeholders, the newest record types, a subagent folder. */
function recent(): void {
  const sub = "a3f9c41d07b2e58a6";
  const w = new Writer(
    "recent-2.1.220",
    2220,
    "2026-08-12T07:41:00.000Z",
    "2.1.220",
    { placeholderShare: 0, emptyThinking: true, thinkShare: 0.7, model: "claude-opus-4-8" },
    21_500,
    { cwd: "/home/user/atlas", branch: "claude/fix-sync-3kq2" },
  );
  const sid = w.sessionId;
  w.raw({ type: "permission-mode", permissionMode: "auto", sessionId: sid });
  w.raw({ type: "mode", mode: "default", sessionId: sid });
  w.raw({ type: "bridge-session", sessionId: sid, bridgeSessionId: "bs_" + w.ids.b62("bridge", 18), lastSequenceNum: 0 });
  w.raw({
    type: "queue-operation",
    operation: "enqueue",
    timestamp: w.tick(0, 1),
    sessionId: sid,
    content: "The sync job double-counts retries.",
  });
  w.raw({ type: "queue-operation", operation: "dequeue", timestamp: w.tick(0, 1), sessionId: sid });
  const prompts = [
    "The sync job double-counts retries. Find why.",
    "Add a test for the second retry.",
    "同步任务在重试时重复计数，请检查调度器和缓存。",
    "Run a subagent to review the change.",
    "Open a pull request.",
  ];
  let lastPrompts = 0;
  w.attachment(
    {
      type: "deferred_tools_delta",
      addedNames: ["WebFetch", "WebSearch", "TaskCreate"],
      addedLines: ["WebFetch", "WebSearch", "TaskCreate"],
      removedNames: [],
      readdedNames: [],
    },
    60,
  );
  w.attachment({ type: "skill_listing", content: "- changelog: Write a changelog entry for a change.\n- release: Cut a release." }, 40);
  w.attachment(
    {
      type: "agent_listing_delta",
      addedTypes: ["general-purpose", "Explore"],
      addedLines: ["- general-purpose: General agent.", "- Explore: Read-only search agent."],
      removedTypes: [],
      isInitial: true,
    },
    30,
  );
  for (let p = 0; p < prompts.length; p++) {
    const cat: Cat = /[\u4e00-\u9fff]/.test(prompts[p]) ? "cjk" : "prose";
    w.prompt(prompts[p], cat, { permissionMode: "auto", promptId: w.ids.uuid() });
    if (p === 0) w.raw({ type: "ai-title", aiTitle: "Find the retry double count", sessionId: sid });
    if (p === 2) w.raw({ type: "ai-title", aiTitle: "Fix retry double count in sync job", sessionId: sid });
    for (let k = 0; k < 6; k++) {
      if (p === 3 && k === 0) {
        const { toolIds } = w.respond(
          w.toolCall("Agent", {
            description: "Review the retry fix",
            prompt: "Review the retry fix in src/sync.",
            subagent_type: "general-purpose",
          }),
        );
        writeSubagent(sub, w, toolIds[0]);
        w.toolResult(toolIds[0], `Review done. agentId: ${sub}\n` + prose(w.rng, 60), {
          toolUseResult: { status: "completed", agentId: sub },
        });
        continue;
      }
      const { toolIds } = w.respond(w.toolCall(w.rng.pick(["Read", "Grep", "Bash"]), { pattern: w.rng.pick(IDENTS) }));
      const body = cat === "cjk" ? cjk(w.rng, w.rng.int(80, 200)) : code(w.rng, w.rng.int(20, 80));
      w.toolResult(toolIds[0], body);
      w.raw({
        type: "progress",
        data: { type: "bash_progress", output: "", fullOutput: "", elapsedTimeSeconds: k + 1, totalLines: 0 },
        toolUseID: "bash-progress-" + k,
        parentToolUseID: toolIds[0],
        uuid: w.ids.uuid(),
        timestamp: w.tick(0, 1),
      });
      // from 2.1.126 on the last prompt is rewritten as the session goes: many records per file
      for (let r = 0; r < 4; r++, lastPrompts++)
        w.raw({ type: "last-prompt", lastPrompt: prompts[p], leafUuid: w.ids.uuid(), sessionId: sid });
      if (k === 2)
        w.raw({
          type: "file-history-delta",
          messageId: w.ids.uuid(),
          snapshotMessageId: w.ids.uuid(),
          trackingPath: "src/sync.ts",
          backup: { backupFileName: w.ids.hex(16) + "@v1", version: 1 },
          timestamp: w.tick(0, 1),
        });
    }
    w.respond(w.answer(cat === "cjk" ? cjk(w.rng, 60) : prose(w.rng, 70), cat));
    w.attachment({ type: "task_reminder", content: [], itemCount: 0 }, 25);
    if (p === 1) {
      w.apiError(
        "API Error: Request rejected (429) · This request would exceed the rate limit for your organization. Try again later.",
        "rate_limit",
      );
      w.prompt("continue");
    }
    if (p === 2) {
      // 2.1.x microcompaction after the CJK results
      w.microcompact(1_800, []);
    }
  }
  w.raw({
    type: "pr-link",
    sessionId: sid,
    prNumber: 412,
    prUrl: "https://git.example.invalid/atlas/pull/412",
    prRepository: "atlas",
    timestamp: w.tick(1, 5),
  });
  w.raw({ type: "custom-title", customTitle: "retry double count", sessionId: sid });
  w.raw({ type: "future-record-kind", sessionId: sid, note: "a record type no version of this reader knows" });
  w.synthetic("No response requested.");
  w.version = "2.1.221";
  w.system("scheduled_task_fire", { content: "Scheduled task: nightly sync check" });
  w.prompt("Check the nightly sync once more.");
  w.respond(w.answer(prose(w.rng, 40)));
  w.apiError("You've hit your session limit · resets 1pm", "rate_limit");
  w.write("recent-2.1.220.jsonl");
  facts.push({ file: "recent-2.1.220.jsonl", lastPrompts, responses: w.responses, lastRecordedTotal: w.lastRecordedTotal });
}

function writeSubagent(agentId: string, parent: Writer, toolUseId: string): void {
  const s = new Writer(`recent-2.1.220/${agentId}`, 2221, "2026-08-12T08:02:00.000Z", parent.version, parent.style, 9_200, {
    cwd: parent.env.cwd,
    branch: parent.env.branch,
    sessionId: parent.sessionId,
    sidechain: true,
    agentId,
  });
  s.prompt("Review the retry fix in src/sync.", "prose", { promptId: toolUseId });
  for (let k = 0; k < 3; k++) {
    const { toolIds } = s.respond(s.toolCall("Read", { file_path: "/home/user/atlas/src/sync.ts" }));
    s.toolResult(toolIds[0], code(s.rng, 40));
  }
  s.respond(s.answer(prose(s.rng, 90)));
  s.write(`recent-2.1.220/subagents/agent-${agentId}.jsonl`);
}

/** 1.0.x-like: a branch summary on top, inline sidechain records, a version change, CJK text. */
function early(): void {
  const w = new Writer(
    "early-1.0.98",
    1098,
    "2025-09-02T03:20:00.000Z",
    "1.0.98",
    { placeholderShare: 0.15, emptyThinking: false, thinkShare: 0, model: "claude-sonnet-4-20250514" },
    14_100,
    { cwd: "/Users/dev/wenzhang", branch: "main" },
  );
  w.raw({ type: "summary", summary: "缓存配置修复 (cache config fix)", leafUuid: w.ids.uuid() });
  w.prompt("请检查缓存配置为什么在重启后丢失，并修复。", "cjk");
  for (let k = 0; k < 5; k++) {
    const { toolIds } = w.respond(w.toolCall("Read", { file_path: `/Users/dev/wenzhang/src/${w.rng.pick(IDENTS)}.ts` }, cjk(w.rng, 8)));
    w.toolResult(toolIds[0], cjk(w.rng, w.rng.int(150, 400)));
  }
  // an old-style Task subagent: its records are inline, isSidechain: true
  const side = new Writer("early-1.0.98#side", 1099, "2025-09-02T03:31:00.000Z", "1.0.98", w.style, 9_000, {
    cwd: w.env.cwd,
    branch: w.env.branch,
    sessionId: w.sessionId,
    sidechain: true,
  });
  side.prompt("搜索所有读取缓存配置的地方。", "cjk");
  const { toolIds } = side.respond(side.toolCall("Grep", { pattern: "cacheConfig" }));
  side.toolResult(toolIds[0], cjk(side.rng, 120));
  side.respond(side.answer(cjk(side.rng, 40), "cjk"));
  w.raw({ ...side.lines[0] });
  for (const l of side.lines.slice(1)) w.raw(l);
  w.version = "1.0.108";
  w.prompt("好的，请修复并运行测试。", "cjk");
  for (let k = 0; k < 3; k++) {
    const { toolIds: t } = w.respond(w.toolCall("Bash", { command: "npm test" }));
    w.toolResult(t[0], cjk(w.rng, w.rng.int(100, 200)));
  }
  w.respond(w.answer(cjk(w.rng, 90), "cjk"));
  w.write("early-1.0.98.jsonl");
  facts.push({ file: "early-1.0.98.jsonl", responses: w.responses, lastRecordedTotal: w.lastRecordedTotal });
}

/** 2.1.5-like: retries, then synthetic API errors (529, 500) and a 413 "Prompt is too long" at the end. */
function apiErrors(): void {
  const w = new Writer(
    "api-errors-2.1.5",
    215,
    "2026-01-09T18:00:00.000Z",
    "2.1.5",
    { placeholderShare: 0.2, emptyThinking: false, thinkShare: 0.9, model: "claude-opus-4-5-20251101" },
    17_300,
    { cwd: "/home/dev/queue", branch: "main" },
  );
  w.prompt("Summarise the lease design in the docs folder.");
  for (let k = 0; k < 4; k++) {
    const { toolIds } = w.respond(w.toolCall("Read", { file_path: `/home/dev/queue/docs/${k}.md` }));
    w.toolResult(toolIds[0], prose(w.rng, w.rng.int(300, 900)));
  }
  w.respond(w.answer(prose(w.rng, 150)), { placeholder: false });
  const lastGood = w.lastRecordedTotal;
  w.prompt("Now the same for the scheduler.");
  for (let a = 1; a <= 4; a++) w.retry(a, "FailedToOpenSocket");
  w.apiError('API Error: 529 {"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}', "unknown");
  w.prompt("try again");
  w.apiError('API Error: 500 {"type":"error","error":{"type":"api_error","message":"Internal server error"}}', "unknown");
  w.prompt("try again");
  w.apiError("Prompt is too long", "invalid_request");
  w.write("api-errors-2.1.5.jsonl");
  facts.push({ file: "api-errors-2.1.5.jsonl", lastGood });
}

twoAutoCompactions();
impliedCompaction();
recent();
early();
apiErrors();

for (const f of facts) console.log(JSON.stringify(f));
