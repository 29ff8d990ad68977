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

/**
 * What the conversation did since record `from`, a line a turn of the same kind: the user's prompts,
 * then the tool calls by what they did to what ("Read a, b and c"; a command run again says how often).
 */
function stepsSince(w: { lines: Json[]; env: { cwd: string } }, from: number): string[] {
  const short = (p: unknown) =>
    String(p)
      .replace(w.env.cwd, "")
      .replace(/^[\\/]/, "");
  const steps: [verb: string, what: string][] = [];
  for (const r of w.lines.slice(from)) {
    const m = r.message as { content?: unknown } | undefined;
    if (r.type === "user" && typeof m?.content === "string" && !r.isCompactSummary && !m.content.startsWith("<"))
      steps.push(["The user wrote:", `"${m.content}"`]);
    if (r.type !== "assistant" || !Array.isArray(m?.content)) continue;
    for (const b of m.content as { type: string; name?: string; input?: Json }[]) {
      const i = b.input;
      if (b.type !== "tool_use" || !i) continue;
      // by the input: these files' tool calls do not always pair a tool's name with its input
      if (i.command) steps.push(["Ran", `\`${String(i.command)}\``]);
      else if (i.file_path) steps.push([b.name === "Edit" ? "Edited" : b.name === "Write" ? "Wrote" : "Read", short(i.file_path)]);
      else if (i.skill) steps.push(["Used the skill", String(i.skill)]);
      else if (i.pattern) steps.push(["Searched", `${String(i.path ?? ".")} for "${String(i.pattern)}"`]);
    }
  }
  const out: string[] = [];
  for (let k = 0; k < steps.length;) {
    const verb = steps[k][0];
    const counts = new Map<string, number>();
    for (; k < steps.length && steps[k][0] === verb && (verb !== "The user wrote:" || counts.size === 0); k++)
      counts.set(steps[k][1], (counts.get(steps[k][1]) ?? 0) + 1);
    const items = [...counts].map(([what, n]) => (n > 1 ? `${what} (${n} times)` : what));
    const list = items.length > 1 ? `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}` : items[0];
    out.push(`- ${verb} ${list}`);
  }
  return out;
}

/**
 * A compaction's summary, our own plain text in the shape Claude Code writes one: the steps of the
 * conversation since the last summary (the latest that fit), then the nine sections. It takes the
 * token count of the `words`-word filler these files held there before: the filler is still drawn,
 * and dropped, so the random stream and every record after the summary stay as they were, and the
 * few characters (under 400) the text falls short of that count are spaces at its end.
 */
function summaryOf(rng: Rng, words: number, steps: string[], sections: string[]): string {
  const filler = "This session is being continued from a previous conversation that ran out of context. Summary: " + prose(rng, words);
  const tokens = trueTokens(filler, "prose");
  const max = Math.floor(tokens * CHARS_PER_TOKEN.prose);
  const text = (kept: string[]) =>
    "This session is being continued from a previous conversation that ran out of context. The conversation is summarized below:\n" +
    "Analysis:\nThe steps since the conversation began or was last summarised, in order:\n" +
    (kept.length < steps.length ? `- (${steps.length - kept.length} earlier steps)\n` : "") +
    kept.join("\n") +
    "\n\nSummary:\n" +
    sections.join("\n\n");
  let kept = steps;
  while (kept.length > 0 && text(kept).length > max) kept = kept.slice(1);
  let s = text(kept);
  if (trueTokens(s, "prose") > tokens) throw new Error(`summary over its ${tokens} tokens`);
  // a summary mostly of spaces would not read as one: write more sections' text instead
  if (max - s.length > 400) throw new Error(`summary ${max - s.length} characters short of its ${tokens} tokens`);
  while (trueTokens(s, "prose") < tokens) s += " ";
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
    readonly env: { cwd: string; branch: string; sessionId?: string; sidechain?: boolean; agentId?: string; entrypoint?: string },
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
      ...(this.env.entrypoint ? { entrypoint: this.env.entrypoint } : {}),
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

  /**
   * The record a Skill call's body arrives in (2.1.x): a meta user record whose one text block is
   * the body, "Base directory for this skill: DIR" first for a skill with a folder, nothing before
   * it for a bundled one; `sourceToolUseID` names the call.
   */
  skillBody(text: string, toolUseId: string): void {
    this.appended += trueTokens(text, "prose");
    this.chain({
      ...this.envelope("user"),
      message: { role: "user", content: [{ type: "text", text }] },
      isMeta: true,
      sourceToolUseID: toolUseId,
    });
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

  /**
   * A compaction as Claude Code 2.1.1xx records it: the boundary with preTokens (what the next
   * request would have carried) and postTokens (its own count of what follows: the summary and the
   * attachments it writes after it), the summary, then one attachment record per thing put back.
   * The next request starts from the system prompt and tools plus exactly postTokens.
   */
  compactWritten(
    trigger: "auto" | "manual",
    summary: string,
    attachments: { att: Json; tokens: number }[],
    more: Json = {},
  ): { pre: number; post: number } {
    const pre = this.nextInput;
    const post = trueTokens(summary, "prose") + attachments.reduce((s, a) => s + a.tokens, 0);
    const boundary = this.system("compact_boundary", {
      content: "Conversation compacted",
      compactMetadata: { trigger, preTokens: pre, ...more, postTokens: post, durationMs: this.rng.int(40_000, 140_000) },
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
    this.appended = trueTokens(summary, "prose");
    for (const a of attachments) this.attachment(a.att, a.tokens);
    if (this.appended !== post) throw new Error(`${this.name}: postTokens ${post}, appended ${this.appended}`);
    return { pre, post };
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
    summaryOf(w.rng, 900, stepsSince(w, 0), [
      "1. Primary Request and Intent:\n   The user reported that the job queue drops a job's lease when a worker restarts, and asked to find where the lease is released and to make the retry path keep the lease until its deadline. Later the user asked to check the shutdown hook as well, then said to continue.",
      "2. Key Technical Concepts:\n   - A lease per job with a deadline; once the lease is handed back, another worker may take the job\n   - The retry path: a retry count and a backoff in milliseconds between attempts\n   - The scheduler's small in-memory window of pending runs\n   - The config is read once at start; the routes reload when the file changes\n   - A job whose lease expires goes back to the queue, where any worker may pick it up later",
      "3. Files and Code Sections:\n   - The lease, worker, retry and scheduler modules under src/ (listed above), read in full\n      - The worker hands every held lease back in its restart path, before the retry is scheduled\n      - The retry path reads the lease deadline but never extends it\n   - Their tests, run one file at a time with npm test\n   - The route, cursor and cache modules: read while tracing where a restart begins; not changed",
      "4. Errors and fixes:\n   - The API connection failed three times and then returned a 500 error; the request was sent again and the work went on.",
      "5. Problem Solving:\n   The lease is dropped because the restart path hands every held job back at once, including jobs whose retry is already scheduled, so another worker takes the job while the first one still means to retry it. The change keeps the lease while the retry count is under its limit and the deadline has not passed, and hands it back only when the deadline expires. A microcompaction cleared the oldest file reads along the way; the findings above come from them.",
      '6. All user messages:\n   - "The job queue drops leases when a worker restarts. Find where the lease is released and make the retry path keep it until the deadline."\n   - "also check the shutdown hook"\n   - "continue"',
      "7. Pending Tasks:\n   - Check that the shutdown hook hands leases back the way the restart path now does\n   - Add a test for a worker that restarts while a retry is pending\n   - Run the whole test suite",
      "8. Current Work:\n   The retry path now keeps the lease until its deadline. The last step was a build of the project after that change; it passed.",
      "9. Optional Next Step:\n   Read the shutdown hook and make it keep the leases of jobs with a pending retry, as the user asked.",
    ]),
    28_600,
  );
  // the second summary's steps start here
  const since1 = w.lines.length;
  w.prompt("Now run the whole suite and fix what fails.");
  workUntil(w, 100_000, [3_000, 8_000]);
  w.system("turn_duration", { durationMs: 412_330 });
  w.prompt("keep going");
  landOn(w, 155_694);
  const pre2 = w.compact(
    "auto",
    summaryOf(w.rng, 700, stepsSince(w, since1), [
      "1. Primary Request and Intent:\n   Make the job queue keep a job's lease across a worker restart until the lease deadline, in the shutdown hook too; then, as the user asked after the first summary, run the whole test suite and fix what fails.",
      "2. Key Technical Concepts:\n   - Leases with a deadline; the retry count and backoff of the retry path\n   - The worker's restart path and its shutdown hook both hand leases back, and now both keep the lease of a job with a pending retry",
      "3. Files and Code Sections:\n   - The worker and lease modules: the restart path and the shutdown hook keep the lease of a job whose retry is pending\n   - The retry and scheduler tests: updated for leases that outlive a restart\n   - The cache, cursor and snapshot modules: read while tracing the failing tests; not changed",
      "4. Errors and fixes:\n   - The suite failed in the scheduler tests, which expected every lease back after a restart; they now expect only expired leases back.\n   - A cache test timed out once under load and passed when run alone.",
      "5. Problem Solving:\n   The fix for the restart path was repeated in the shutdown hook. The suite was run file by file and each failure traced to a test that still assumed the old behaviour. No failure pointed at the lease change itself; the tests that failed were the ones written for the old restart path.",
      '6. All user messages:\n   - "The job queue drops leases when a worker restarts. Find where the lease is released and make the retry path keep it until the deadline."\n   - "also check the shutdown hook"\n   - "continue"\n   - "Now run the whole suite and fix what fails."\n   - "keep going"',
      "7. Pending Tasks:\n   - Finish the last failing test files of the suite",
      "8. Current Work:\n   Running the suite file by file; the last step was a build after the scheduler tests were updated.",
      "9. Optional Next Step:\n   Run the whole suite once more and report what still fails.",
    ]),
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

// ------------------------------------------------------------------------------------------------
// What came back after a compaction (2.1.120): the attachment records Claude Code writes after it
// ------------------------------------------------------------------------------------------------

/** The marker Claude Code ends a skill cut for re-attachment with (100 characters; lib/skills/reattach.ts). */
const SKILL_CUT_MARKER = "\n\n[... skill content truncated for compaction; use Read on the skill path if you need the full text]";

/** Lines from `next` until exactly `chars` characters, the last one cut to fit; ends with a newline. */
function linesTo(chars: number, next: () => string): string {
  let s = "";
  for (;;) {
    const line = next();
    if (s.length + line.length + 1 > chars) break;
    s += line + "\n";
  }
  const rest = chars - s.length;
  if (rest > 1)
    s += next()
      .padEnd(rest - 1, ".")
      .slice(0, rest - 1);
  if (rest > 0) s += "\n";
  return s;
}

const SHOP = "C:\\work\\shop";
/** A path of the shop as Claude Code on Windows writes it: backslashes, capital drive letter. */
const shopPath = (rel: string) => `${SHOP}\\${rel.replace(/\//g, "\\")}`;

/** A user skill's body record: its "Base directory" line, a blank line, the SKILL.md body; exactly `chars` characters. */
function skillRecord(dir: string, head: string[], tail: string[], chars: number, line: () => string): string {
  const header = `Base directory for this skill: ${dir}\n\n`;
  const top = head.join("\n") + "\n";
  const end = tail.join("\n");
  const s = header + top + linesTo(chars - header.length - top.length - end.length, line) + end;
  if (s.length !== chars) throw new Error(`skill record is ${s.length} characters, not ${chars}`);
  return s;
}

/** A file's content as the Read tool returns it: numbered lines. */
const numbered = (content: string) =>
  content
    .split("\n")
    .map((l, k) => `${String(k + 1).padStart(6)}\t${l}`)
    .join("\n");

/** Tool loop with no Read (tests, greps): the context grows, the files read stay the same. */
function checksUntil(w: Writer, until: number, resultTokens: [number, number]): void {
  const rng = w.rng;
  while (w.nextInput < until) {
    const room = until - w.nextInput;
    const want = Math.min(rng.int(resultTokens[0], resultTokens[1]), Math.max(1, room - 400));
    const area = rng.pick(["checkout", "cart", "prices", "coupons", "tax", "shipping"]);
    const grep = rng.chance(0.3);
    const { toolIds } = w.respond(
      w.toolCall(
        grep ? "Grep" : "Bash",
        grep
          ? { pattern: rng.pick(IDENTS), path: "src", output_mode: "content" }
          : { command: `npm test -- ${area}`, description: `Run the ${area} tests` },
      ),
    );
    const body = exactly(
      code(rng, Math.ceil((want * 3.3) / 25)).slice(0, Math.max(1, Math.floor(want * 3.3) - 10)),
      "result",
      Math.max(4, want),
      rng,
    );
    w.toolResult(toolIds[0], body);
  }
}

/**
 * 2.1.120-like, Windows: three skills (one of 28,687 characters, the bundled simplify with no
 * Base directory line, a small one invoked twice), a /effort command, Reads of several files (one
 * spelled C:\work\shop\app.ts and later c:/work/shop/app.ts), an auto compaction at 167,642 and a
 * /compact, each followed by the attachment records Claude Code writes: the files it re-read or
 * only named, `invoked_skills` (most recent first, the long one cut to 19,900 characters and the
 * marker), the deferred tools, the task reminder. A file read shortly before the auto compaction is
 * then renamed by a shell command: Claude Code cannot re-read it, so the recording puts back four
 * files where the rules, which see the Read and not what the shell did, put back five.
 */
function reattachAfterCompaction(): void {
  const w = new Writer(
    "reattach-2.1.120",
    21120,
    "2026-05-06T08:14:00.000Z",
    "2.1.120",
    { placeholderShare: 0, emptyThinking: true, thinkShare: 0.6, model: "claude-opus-4-7" },
    24_310,
    { cwd: SHOP, branch: "release-3.4", entrypoint: "cli" },
  );
  const rng = w.rng;
  const sid = w.sessionId;

  // ---- the texts: skills and files of our own ----
  const AREAS = ["Checkout", "Cart", "Prices", "Shipping", "Coupons", "Tax", "Admin"];
  let ticket = 4100;
  const releaseNotes = skillRecord(
    "C:\\Users\\dev\\.claude\\skills\\release-notes",
    [
      "# Release notes",
      "",
      "Write the release notes of one version of the shop from the changes merged since the last tag.",
      "",
      "## Gather",
      "",
      "- List the merged pull requests since the last tag with `git log --merges`.",
      "- Group them by area: checkout, cart, prices, shipping, coupons, tax, admin.",
      "- Leave out what a customer cannot notice, unless it fixes a reported bug.",
      "",
      "## Write",
      "",
      "- One line per change, newest first, with its ticket number.",
      "- Say what changed for the customer, not how the code changed.",
      "- Breaking changes first, under their own heading.",
      "- Add the notes on top of docs/CHANGELOG.md.",
      "",
      "## Examples of good lines",
      "",
    ],
    [
      "",
      "## Never do",
      "",
      "- Never publish the notes before the tag exists.",
      "- Never list an internal refactor as a feature.",
      "- Never name a customer in the notes.",
      "",
    ],
    28_687,
    () => `- ${rng.pick(AREAS)}: ${prose(rng, rng.int(10, 22))} (#${ticket++})`,
  );
  const runChecks = skillRecord(
    "C:\\work\\shop\\.claude\\skills\\run-checks",
    [
      "# Run the checks",
      "",
      "Run the shop's checks before calling a change done, in this order:",
      "",
      "1. `npm run lint`",
      "2. `npm run typecheck`",
      "3. `npm test`",
      "",
      "## When one fails",
      "",
    ],
    ["", "Report the command and its first failing line; never skip a check to get green.", ""],
    1_874,
    () => `- ${prose(rng, rng.int(8, 16))}`,
  );
  const simplify = (() => {
    const top = "# Simplify\n\nReview the code changed in this session for reuse, quality and efficiency, then fix what you find.\n\n";
    const s = top + linesTo(3_046 - top.length, () => `- ${prose(rng, rng.int(9, 18))}`);
    if (s.length !== 3_046) throw new Error("simplify body");
    return s;
  })();
  const APP_V1 = code(rng, 70);
  const firstLine = APP_V1.split("\n")[0];
  const importLine = 'import { applyCoupon } from "./src/coupons";';
  const APP_V2 = APP_V1.replace(firstLine, `${importLine}\n${firstLine}`);
  const CART = code(rng, 90);
  const PRICES = code(rng, 110);
  const CHECKOUT = code(rng, 140);
  const COUPONS = code(rng, 60);
  const TAX = code(rng, 95);
  const SHIPPING = code(rng, 80);
  const CHECKOUT_TEST = code(rng, 120);
  let changelog = "# Changelog\n\n";
  for (let v = 33; v >= 20; v--) {
    changelog += `## 3.${v - 20}.0\n\n`;
    for (let k = 0; k < 14; k++) changelog += `- ${rng.pick(AREAS)}: ${prose(rng, rng.int(12, 24))} (#${ticket++})\n`;
    changelog += "\n";
  }

  // ---- helpers: one call and its result, as 2.1.120 writes them ----
  const read = (path: string, content: string, say?: string) => {
    const { toolIds } = w.respond(w.toolCall("Read", { file_path: path }, say));
    const n = content.split("\n").length;
    w.toolResult(toolIds[0], numbered(content), {
      toolUseResult: { type: "text", file: { filePath: path, content, numLines: n, startLine: 1, totalLines: n } },
    });
  };
  const skill = (name: string, body: string, say?: string) => {
    const { toolIds } = w.respond(w.toolCall("Skill", { skill: name }, say));
    w.toolResult(toolIds[0], `Launching skill: ${name}`, { toolUseResult: { success: true, commandName: name } });
    w.skillBody(body, toolIds[0]);
  };
  const command = (name: string, args: string) => {
    w.meta(
      "<local-command-caveat>Caveat: the records below come from local commands the user ran; do not answer them unless asked.</local-command-caveat>",
    );
    w.prompt(
      `<command-name>/${name}</command-name>\n            <command-message>${name}</command-message>\n            <command-args>${args}</command-args>`,
    );
  };
  const fileBack = (path: string, content: string) => ({
    att: {
      type: "file",
      filename: path,
      content: {
        type: "text",
        file: { filePath: path, content, numLines: content.split("\n").length, startLine: 1, totalLines: content.split("\n").length },
      },
      displayPath: path.slice(SHOP.length + 1),
    },
    tokens: trueTokens(content, "result"),
  });
  const named = (path: string) => ({
    att: { type: "compact_file_reference", filename: path, displayPath: path.slice(SHOP.length + 1) },
    tokens: trueTokens(path, "prose"),
  });
  const DEFERRED = ["WebFetch", "WebSearch", "TaskCreate", "TaskUpdate", "NotebookEdit"];
  const deferred = (readded: boolean) => ({
    att: {
      type: "deferred_tools_delta",
      addedNames: DEFERRED,
      addedLines: DEFERRED,
      readdedNames: readded ? DEFERRED : [],
      removedNames: [],
    },
    tokens: trueTokens(DEFERRED.join("\n"), "prose"),
  });
  const taskReminder = { att: { type: "task_reminder", content: [], itemCount: 0 }, tokens: 0 };
  // most recent invocation first: run-checks (invoked again last), release-notes, simplify
  const cutNotes = releaseNotes.slice(0, 19_900) + SKILL_CUT_MARKER;
  if (cutNotes.length !== 20_000) throw new Error("the cut release-notes is not 20,000 characters");
  const skillsBack = {
    att: {
      type: "invoked_skills",
      skills: [
        { name: "run-checks", path: "projectSettings:run-checks", content: runChecks },
        { name: "release-notes", path: "userSettings:release-notes", content: cutNotes },
        { name: "simplify", path: "bundled:simplify", content: simplify },
      ],
    },
    tokens: [runChecks, cutNotes, simplify].reduce((s, t) => s + trueTokens(t, "prose"), 0),
  };

  // ---- the session ----
  w.raw({ type: "permission-mode", permissionMode: "default", sessionId: sid });
  w.raw({
    type: "file-history-snapshot",
    messageId: w.ids.uuid(),
    snapshot: { messageId: w.ids.uuid(), trackedFileBackups: {}, timestamp: "2026-05-06T08:14:00.000Z" },
    isSnapshotUpdate: false,
  });
  w.attachment(deferred(false).att, deferred(false).tokens);
  const mcp = "## shop-db\nRead-only access to the shop's staging database. Use the query tool for SELECT statements only.";
  w.attachment({ type: "mcp_instructions_delta", addedNames: ["shop-db"], addedBlocks: [mcp], removedNames: [] }, trueTokens(mcp, "prose"));
  const LISTING: [string, string][] = [
    ["release-notes", "Write the release notes of a version from the changes merged since the last tag."],
    ["run-checks", "Run lint, the type check and the tests before calling a change done."],
    ["simplify", "Review changed code for reuse, quality and efficiency, then fix what it finds."],
    ["db-migrations", "Write and review database migrations that run without downtime."],
    ["api-docs", "Keep the public API reference in step with the code."],
    ["pdf-invoices", "Lay out and check the PDF invoices the shop sends."],
  ];
  const listing = LISTING.map(([n, d]) => `- ${n}: ${d}`).join("\n");
  w.attachment(
    { type: "skill_listing", content: listing, skillCount: LISTING.length, isInitial: true, names: LISTING.map(([n]) => n) },
    trueTokens(listing, "prose"),
  );
  command("effort", "high");
  w.prompt("<local-command-stdout>Set effort level to high</local-command-stdout>");

  w.prompt("Tidy the checkout code and make sure the checks pass, then write the release notes for 3.4.", "prose", {
    promptId: w.ids.uuid(),
  });
  skill("run-checks", runChecks, "First the checks, to see where we stand.");
  const { toolIds: check1 } = w.respond(w.toolCall("Bash", { command: "npm run check", description: "Run lint, types and tests" }));
  w.toolResult(check1[0], code(rng, 40) + "\n3 failing tests in src/checkout");
  read(shopPath("app.ts"), APP_V1);
  read(shopPath("src/cart.ts"), CART);
  skill("simplify", simplify, "Now the tidy-up, with the simplify skill.");
  read(shopPath("src/checkout.ts"), CHECKOUT);
  const { toolIds: wr } = w.respond(
    w.toolCall("Write", { file_path: shopPath("src/coupons.ts"), content: COUPONS }, "The coupon logic gets its own file."),
  );
  w.toolResult(wr[0], `File created successfully at: ${shopPath("src/coupons.ts")}`);
  const { toolIds: ed } = w.respond(
    w.toolCall("Edit", { file_path: shopPath("app.ts"), old_string: firstLine, new_string: `${importLine}\n${firstLine}` }),
  );
  w.toolResult(ed[0], `The file ${shopPath("app.ts")} has been updated.`);
  read("c:/work/shop/app.ts", APP_V2);
  w.respond(w.answer(prose(rng, 70)));
  skill("release-notes", releaseNotes, "Now the release notes.");
  const { toolIds: log } = w.respond(
    w.toolCall("Bash", { command: "git log --merges --oneline v3.3.0..HEAD", description: "Merged changes since 3.3" }),
  );
  w.toolResult(
    log[0],
    Array.from(
      { length: 24 },
      (_, k) => `${w.ids.hex(7)} Merge pull request #${4300 + k} from shop/${rng.pick(IDENTS).toLowerCase()}`,
    ).join("\n"),
  );
  read(shopPath("docs/CHANGELOG.md"), changelog);
  read(shopPath("src/prices.ts"), PRICES, "One note mentions the price rules; checking the file.");
  skill("run-checks", runChecks, "Checks again before the notes go in.");
  read(shopPath("src/tax.ts"), TAX);
  // prices.ts is renamed by a shell command: Claude Code cannot re-read it after the compaction
  const { toolIds: mv } = w.respond(
    w.toolCall("Bash", { command: "git mv src/prices.ts src/price-rules.ts", description: "Rename prices.ts as the 3.4 notes call it" }),
  );
  w.toolResult(mv[0], "");
  // tests and greps, no Read, until the context is near auto-compact
  const PRE1 = 167_642;
  const CLOSING = 760;
  checksUntil(w, PRE1 - CLOSING - 3_000, [1_500, 3_000]);
  const { toolIds: last } = w.respond(w.toolCall("Bash", { command: "npm run check", description: "Run lint, types and tests" }));
  const need = PRE1 - CLOSING - w.nextInput;
  if (need < 10) throw new Error(`${w.name}: overshot by ${-need}`);
  w.toolResult(last[0], exactly(code(rng, Math.floor((need * 3.3) / 45)), "result", need, rng));
  // the last request before the compaction stays under 167,000; its answer brings the context to PRE1
  if (w.nextInput >= 167_000) throw new Error(`${w.name}: the last request is already at ${w.nextInput}`);
  w.respond([{ type: "text", text: exactly(prose(rng, 480), "prose", CLOSING, rng), tokens: CLOSING }], { placeholder: false });
  if (w.nextInput !== PRE1) throw new Error(`${w.name}: at ${w.nextInput}, not ${PRE1}`);

  // The next prompt compacts first (auto). Claude Code takes the five most recent files of its
  // read-file state (tax, prices, CHANGELOG, app, coupons: coupons.ts was written, not read) and
  // re-reads them: prices.ts is gone, so it comes back as four; CHANGELOG.md is too large and only named.
  const auto = w.compactWritten(
    "auto",
    summaryOf(rng, 900, stepsSince(w, 0), [
      "1. Primary Request and Intent:\n   The user asked to tidy the checkout code of the shop, to make sure the project's checks pass, and then to write the release notes for version 3.4. Effort was set to high at the start of the session.",
      "2. Key Technical Concepts:\n   - The project's checks: lint, the type check and the tests, all run by npm run check; the tests of one area run with npm test and the area's name\n   - Three skills were used: run-checks (run lint, the type check and the tests before calling a change done), simplify (review changed code for reuse, quality and efficiency, then fix what it finds) and release-notes (write a version's notes from the changes merged since the last tag)\n   - The release notes cover the pull requests merged since the 3.3.0 tag\n   - The shop-db MCP server gives read-only access to the staging database; it was not needed",
      "3. Files and Code Sections:\n   - app.ts: the entry point; it now imports the coupon logic from its own file (one import line added above its first line)\n   - src/cart.ts: read for the tidy-up; the cart keeps its lines and hands the total to the checkout\n   - src/checkout.ts: read for the tidy-up; the order total used to apply coupons inline\n   - src/coupons.ts: new, the coupon logic taken out of the checkout code\n   - docs/CHANGELOG.md: read for the form of earlier release notes, one section per earlier version\n   - src/prices.ts: read because one note mentions the price rules, then renamed to src/price-rules.ts with git mv, as the 3.4 notes call it\n   - src/tax.ts: read for the tax rules the notes mention",
      "4. Errors and fixes:\n   - The first run of the checks reported 3 failing tests in src/checkout; they passed once the coupon logic had moved to src/coupons.ts and app.ts imported it from there.",
      "5. Problem Solving:\n   The checkout mixed coupon rules into the order total; moving them into their own file made the checkout shorter and its tests pass. The merges since 3.3.0 (24 pull requests, from the git log) were grouped by area for the notes: checkout, cart, prices, coupons, tax and shipping. After the rename the tests of every area were run again, several times each, until the whole check passed.",
      '6. All user messages:\n   - "Tidy the checkout code and make sure the checks pass, then write the release notes for 3.4."',
      "7. Pending Tasks:\n   - Write the 3.4 entry of docs/CHANGELOG.md from the merged pull requests, in the form of the earlier entries",
      "8. Current Work:\n   The checks pass after the tidy-up and the rename; the last step was a full npm run check.",
      "9. Optional Next Step:\n   Write the 3.4 entry of docs/CHANGELOG.md, grouped by area, and run the checks once more before handing it over.",
    ]),
    [
      fileBack(shopPath("src/tax.ts"), TAX),
      named(shopPath("docs/CHANGELOG.md")),
      fileBack(shopPath("app.ts"), APP_V2),
      fileBack(shopPath("src/coupons.ts"), COUPONS),
      skillsBack,
      deferred(true),
      taskReminder,
    ],
  );
  // the second summary's steps start here
  const since1 = w.lines.length;
  const firstAfterAuto = w.nextInput;
  w.prompt("Now add free shipping over 50 euros, with a test.", "prose", { promptId: w.ids.uuid() });
  const firstAuto = w.nextInput;
  read(shopPath("src/shipping.ts"), SHIPPING, "Reading the shipping rules.");
  read(shopPath("tests/checkout.test.ts"), CHECKOUT_TEST);
  const { toolIds: ed2 } = w.respond(
    w.toolCall("Edit", {
      file_path: shopPath("src/shipping.ts"),
      old_string: SHIPPING.split("\n")[0],
      new_string: "export const FREE_SHIPPING_FROM = 50;",
    }),
  );
  w.toolResult(ed2[0], `The file ${shopPath("src/shipping.ts")} has been updated.`);
  checksUntil(w, 118_000, [2_000, 4_000]);
  w.respond(w.answer(prose(rng, 90)));

  // /compact by hand: no skill was invoked since, so the same three come back; the files are the two
  // worked on since and the three re-read at the auto compaction
  command("compact", "");
  const manual = w.compactWritten(
    "manual",
    summaryOf(rng, 700, stepsSince(w, since1), [
      "1. Primary Request and Intent:\n   Tidy the shop's checkout code, keep the checks passing and write the 3.4 release notes; then, as the user asked after the first summary, add free shipping for orders over 50 euros, with a test. The user then ran /compact with no instructions.",
      "2. Key Technical Concepts:\n   - The checks (lint, the type check, the tests) run by npm run check; one area's tests with npm test and its name\n   - Free shipping from an order total of 50 euros, as a constant at the top of the shipping rules\n   - The coupon logic lives in src/coupons.ts since the tidy-up\n   - After the first summary Claude Code read back src/tax.ts, app.ts and src/coupons.ts, named docs/CHANGELOG.md (too large to read back) and listed the skills used so far; src/prices.ts could not come back, as it had been renamed",
      "3. Files and Code Sections:\n   - src/shipping.ts: FREE_SHIPPING_FROM = 50 added as its first line; the shipping cost is zero from that total on\n   - tests/checkout.test.ts: read; the free shipping test goes here, for an order just under the limit and one just over it\n   - src/coupons.ts and app.ts: from the tidy-up before the first summary\n   - src/tax.ts: unchanged since it was read before the first summary\n   - src/price-rules.ts: the price rules under their new name, unchanged",
      "4. Errors and fixes:\n   - None since the first summary.",
      "5. Problem Solving:\n   Free shipping is decided after coupons are applied, so a coupon can take an order back under the limit; the new test should cover that case too. The tests of every area (cart, shipping, checkout, prices, coupons and tax) were run again after the change, several times each, and pass.",
      '6. All user messages:\n   - "Tidy the checkout code and make sure the checks pass, then write the release notes for 3.4."\n   - "Now add free shipping over 50 euros, with a test."\n   - "/compact"',
      "7. Pending Tasks:\n   - Add the free shipping test to tests/checkout.test.ts\n   - The 3.4 release notes in docs/CHANGELOG.md, if they are not yet complete\n   - Open the pull request for the 3.4 release when the user asks",
      "8. Current Work:\n   Free shipping over 50 euros is in src/shipping.ts and the existing tests pass; its own test is not written yet. Then the user ran /compact.",
      "9. Optional Next Step:\n   Wait for the user's next request; if the user says to go on, write the free shipping test in tests/checkout.test.ts and run the checks.",
    ]),
    [
      fileBack(shopPath("src/shipping.ts"), SHIPPING),
      fileBack(shopPath("tests/checkout.test.ts"), CHECKOUT_TEST),
      fileBack(shopPath("src/coupons.ts"), COUPONS),
      fileBack(shopPath("app.ts"), APP_V2),
      fileBack(shopPath("src/tax.ts"), TAX),
      skillsBack,
      deferred(true),
      taskReminder,
    ],
  );
  w.prompt("Open the pull request for release-3.4.", "prose", { promptId: w.ids.uuid() });
  const firstManual = w.nextInput;
  const { toolIds: pr } = w.respond(
    w.toolCall("Bash", { command: "gh pr create --fill --base main", description: "Open the pull request" }),
  );
  w.toolResult(pr[0], "https://git.example.invalid/shop/pull/218");
  w.respond(w.answer(prose(rng, 40)));
  w.write("reattach-2.1.120.jsonl");
  facts.push({
    file: "reattach-2.1.120.jsonl",
    compactions: [auto, manual],
    overhead: w.overhead,
    firstRequests: [firstAuto, firstManual],
    beforePrompt: firstAfterAuto,
    releaseNotesChars: releaseNotes.length,
    simplifyChars: simplify.length,
    runChecksChars: runChecks.length,
  });
}

twoAutoCompactions();
impliedCompaction();
recent();
early();
apiErrors();
reattachAfterCompaction();

for (const f of facts) console.log(JSON.stringify(f));
