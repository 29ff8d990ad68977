// The full-compaction summary, built from the transcript itself (a simulator calls no model):
// facts are collected from the summarised events (user messages verbatim, files touched, errors,
// tool history, todos, the last assistant text...), laid out in the nine sections of cc-2.1.88 or
// of the seed, and sized in tokens.
import { nameMap } from "../input/shape";
import { eventText, type Event, type Session } from "../model";
import type { TokenTable } from "../tokens/count";
import type { TextCounter } from "../tokens/estimators";
import type { SummaryStyle } from "./settings-type";

/** Lists keep their most recent entries only; older ones are counted, so sizes stay right. */
const KEEP = 400;
/** characters of one user message kept as text (its tokens are always the full count) */
export const TEXT_CHARS = 600;
const LINE_CHARS = 160;

interface Capped<T> {
  items: T[];
  omitted: number;
  omittedTokens: number;
}

export interface UserMessageFact {
  event: number;
  tokens: number;
  text: string;
}
export interface FileFact {
  path: string;
  reads: number;
  edits: number;
  lastEvent: number;
}
export interface ErrorFact {
  event: number;
  tool: string;
  text: string;
}
export interface ToolFact {
  event: number;
  name: string;
  target: string;
  error: boolean;
}
export interface TodoFact {
  content: string;
  status: string;
}

/** What a summary knows. Carried forward when a later compaction summarises an earlier summary. */
export interface SummaryFacts {
  userMessages: Capped<UserMessageFact>;
  files: FileFact[];
  errors: Capped<ErrorFact>;
  tools: Capped<ToolFact>;
  /** assistant texts, first line each (problem solving) */
  reasoning: Capped<{ event: number; text: string }>;
  decisions: Capped<{ question: string; answer: string }>;
  constraints: Capped<UserMessageFact>;
  todos: TodoFact[] | null;
  lastAssistant: { event: number; text: string; tokens: number } | null;
  toolCounts: Record<string, number>;
  extensions: Record<string, number>;
}

export function emptyFacts(): SummaryFacts {
  const c = <T>(): Capped<T> => ({ items: [], omitted: 0, omittedTokens: 0 });
  return {
    userMessages: c(),
    files: [],
    errors: c(),
    tools: c(),
    reasoning: c(),
    decisions: c(),
    constraints: c(),
    todos: null,
    lastAssistant: null,
    // keyed by names from the session (a tool called "constructor"): no prototype to read through
    toolCounts: nameMap<number>(),
    extensions: nameMap<number>(),
  };
}

function push<T>(list: Capped<T>, item: T, tokens = 0, tokensOf?: (t: T) => number): void {
  list.items.push(item);
  if (list.items.length > KEEP) {
    const old = list.items.shift()!;
    list.omitted++;
    list.omittedTokens += tokensOf ? tokensOf(old) : tokens;
  }
}

function cloneFacts(f: SummaryFacts): SummaryFacts {
  const c = <T>(x: Capped<T>): Capped<T> => ({ items: [...x.items], omitted: x.omitted, omittedTokens: x.omittedTokens });
  return {
    userMessages: c(f.userMessages),
    files: f.files.map((x) => ({ ...x })),
    errors: c(f.errors),
    tools: c(f.tools),
    reasoning: c(f.reasoning),
    decisions: c(f.decisions),
    constraints: c(f.constraints),
    todos: f.todos ? f.todos.map((t) => ({ ...t })) : null,
    lastAssistant: f.lastAssistant ? { ...f.lastAssistant } : null,
    toolCounts: Object.assign(nameMap<number>(), f.toolCounts),
    extensions: Object.assign(nameMap<number>(), f.extensions),
  };
}

const oneLine = (s: string, max = LINE_CHARS) => {
  const t = s.replace(/\s+/g, " ").trim();
  return t.length > max ? t.slice(0, max - 1) + "…" : t;
};

const str = (v: unknown): string | undefined => (typeof v === "string" ? v : undefined);

/** The path, command or pattern a tool call is about. */
export function toolTarget(name: string, input: unknown): string {
  const o = input && typeof input === "object" ? (input as Record<string, unknown>) : {};
  const first =
    str(o.file_path) ??
    str(o.notebook_path) ??
    str(o.path) ??
    str(o.command) ??
    str(o.pattern) ??
    str(o.url) ??
    str(o.query) ??
    str(o.skill) ??
    str(o.description) ??
    str(o.prompt);
  if (first !== undefined) return oneLine(first, 120);
  for (const v of Object.values(o)) if (typeof v === "string") return oneLine(v, 120);
  return name === "TodoWrite" ? "todo list" : "";
}

export const EDIT_TOOLS = new Set(["Edit", "Write", "MultiEdit", "NotebookEdit"]);

export function filePathOf(input: unknown): string | undefined {
  const o = input && typeof input === "object" ? (input as Record<string, unknown>) : {};
  return str(o.file_path) ?? str(o.notebook_path);
}

export const ERROR_TEXT = /\b(error|exception|traceback|failed|failure|fatal|not found|cannot|denied)\b/i;
export const CONSTRAINT = /\b(don'?t|do not|never|must|always|only|avoid|without)\b|하지\s*마|금지|반드시|절대/i;
const QUESTION = /\?\s*$/;

function textTokens(ev: Event, table: TokenTable): number {
  let t = 0;
  const off = table.blockOffset[ev.i];
  ev.blocks.forEach((b, k) => {
    if (b.type === "text") t += table.blockTokens[off + k];
  });
  return t;
}

export interface FactSource {
  /** an event of the session, summarised as it is */
  event?: number;
  /** an earlier summary's facts, folded in */
  facts?: SummaryFacts;
}

/**
 * Collects the facts of the summarised items, in order: events, and the facts of earlier summaries
 * (carried forward). `toolUses` maps tool_use ids to their tool (to name the tool of an error).
 */
export function collectFacts(
  session: Session,
  table: TokenTable,
  sources: readonly FactSource[],
  toolUses: ReadonlyMap<string, { name: string; input: unknown }>,
): SummaryFacts {
  let f = emptyFacts();
  const fileIdx = new Map<string, number>();
  const touch = (path: string, ev: number, edit: boolean) => {
    let k = fileIdx.get(path);
    if (k === undefined) {
      k = f.files.length;
      fileIdx.set(path, k);
      f.files.push({ path, reads: 0, edits: 0, lastEvent: ev });
    }
    const x = f.files[k];
    if (edit) x.edits++;
    else x.reads++;
    x.lastEvent = ev;
    const m = /\.([A-Za-z0-9]{1,8})$/.exec(path);
    if (m) f.extensions[m[1].toLowerCase()] = (f.extensions[m[1].toLowerCase()] ?? 0) + 1;
  };
  let lastQuestion: string | null = null;
  const toolFact = new Map<string, ToolFact>();

  for (const src of sources) {
    if (src.facts) {
      // An earlier summary comes first in the conversation: start from its facts.
      const prev = cloneFacts(src.facts);
      if (f.userMessages.items.length || f.files.length || f.tools.items.length) mergeInto(prev, f);
      f = prev;
      fileIdx.clear();
      f.files.forEach((x, k) => fileIdx.set(x.path, k));
      continue;
    }
    if (src.event === undefined) continue;
    const ev = session.events[src.event];
    if (!ev) continue;
    const off = table.blockOffset[ev.i];
    if (ev.kind === "user") {
      const text = eventText(ev);
      const tokens = textTokens(ev, table);
      const fact = { event: ev.i, tokens, text: text.length > TEXT_CHARS ? text.slice(0, TEXT_CHARS) + "…" : text };
      push(f.userMessages, fact, 0, (x) => x.tokens);
      if (CONSTRAINT.test(text)) push(f.constraints, fact, 0, (x) => x.tokens);
      if (lastQuestion) push(f.decisions, { question: lastQuestion, answer: oneLine(text) });
      lastQuestion = null;
    } else if (ev.kind === "assistant") {
      const text = eventText(ev);
      if (text.trim() || textTokens(ev, table) > 0) {
        if (f.lastAssistant) push(f.reasoning, { event: f.lastAssistant.event, text: oneLine(f.lastAssistant.text) });
        f.lastAssistant = {
          event: ev.i,
          text: text.length > TEXT_CHARS ? text.slice(0, TEXT_CHARS) + "…" : text,
          tokens: textTokens(ev, table),
        };
        lastQuestion = QUESTION.test(text.trim()) ? oneLine(text.trim().split("\n").pop() ?? "") : null;
      }
      for (const b of ev.blocks) {
        if (b.type !== "tool_use") continue;
        f.toolCounts[b.name] = (f.toolCounts[b.name] ?? 0) + 1;
        const t: ToolFact = { event: ev.i, name: b.name, target: toolTarget(b.name, b.input), error: false };
        push(f.tools, t);
        toolFact.set(b.id, t);
        const p = filePathOf(b.input);
        if (p && (b.name === "Read" || EDIT_TOOLS.has(b.name))) touch(p, ev.i, EDIT_TOOLS.has(b.name));
        if (b.name === "TodoWrite") {
          const todos = (b.input as { todos?: unknown })?.todos;
          if (Array.isArray(todos)) {
            f.todos = todos
              .filter((t): t is Record<string, unknown> => !!t && typeof t === "object")
              .map((t) => ({ content: oneLine(str(t.content) ?? str(t.activeForm) ?? ""), status: str(t.status) ?? "pending" }));
          }
        }
      }
    } else if (ev.kind === "tool-result") {
      ev.blocks.forEach((b, k) => {
        if (b.type !== "tool_result") return;
        const use = toolUses.get(b.toolUseId);
        const name = use?.name ?? "tool";
        const head = b.content.slice(0, 2_000);
        const isErr = b.isError === true || (name !== "Read" && ERROR_TEXT.test(head) && table.blockTokens[off + k] < 4_000);
        if (!isErr) return;
        const line = head.split("\n").find((l) => b.isError || ERROR_TEXT.test(l)) ?? head;
        push(f.errors, { event: ev.i, tool: name, text: oneLine(line || "(error)") });
        const t = toolFact.get(b.toolUseId);
        if (t) t.error = true;
      });
    }
  }
  return f;
}

/** Appends the facts of `later` to `into` (used when an earlier summary sits after other items). */
function mergeInto(into: SummaryFacts, later: SummaryFacts): void {
  const cat = <T>(a: Capped<T>, b: Capped<T>) => {
    a.omitted += b.omitted;
    a.omittedTokens += b.omittedTokens;
    for (const x of b.items) push(a, x);
  };
  cat(into.userMessages, later.userMessages);
  cat(into.errors, later.errors);
  cat(into.tools, later.tools);
  cat(into.reasoning, later.reasoning);
  cat(into.decisions, later.decisions);
  cat(into.constraints, later.constraints);
  for (const x of later.files) into.files.push(x);
  if (later.todos) into.todos = later.todos;
  if (later.lastAssistant) into.lastAssistant = later.lastAssistant;
  for (const [k, v] of Object.entries(later.toolCounts)) into.toolCounts[k] = (into.toolCounts[k] ?? 0) + v;
  for (const [k, v] of Object.entries(later.extensions)) into.extensions[k] = (into.extensions[k] ?? 0) + v;
}

// ---------------------------------------------------------------------------------------------

export const SECTION_TITLES: Record<SummaryStyle, readonly string[]> = {
  "cc-2.1.88": [
    "Primary Request and Intent",
    "Key Technical Concepts",
    "Files and Code Sections",
    "Errors and fixes",
    "Problem Solving",
    "All user messages",
    "Pending Tasks",
    "Current Work",
    "Optional Next Step",
  ],
  seed: [
    "Current work and next steps",
    "Completed work",
    "Key decisions agreed with the user",
    "Important file paths",
    "Tool-use history",
    "All user messages",
    "Errors and their fixes",
    "Environment",
    "Constraints the user set",
  ],
};

export interface SummarySection {
  /** 1..9 */
  n: number;
  title: string;
  tokens: number;
  /** the section as the simulator wrote it (long sections are cut to about their token size) */
  text: string;
}

export interface SummaryInfo {
  source: "transcript" | "session-memory";
  style: SummaryStyle | "session-memory";
  /** measured: the sections' own token counts; ratio: summarised tokens x summaryRatio (scenarios) */
  sizing: "measured" | "ratio" | "recorded" | "session-memory";
  /** recorded sizing: where the figure comes from */
  sizedBy?: string;
  /** tokens the sections measured before sizing and the cap */
  measuredTokens: number;
  tokens: number;
  /** the cap the summary obeys (summaryMaxTokens) */
  cap: number;
  capped: boolean;
  sections: SummarySection[];
  instructions?: string;
}

interface Line {
  text: string;
  /** tokens when known from the table (verbatim messages); else counted */
  tokens?: number;
}

type Lines = Line[];

const L = (text: string, tokens?: number): Line => (tokens === undefined ? { text } : { text, tokens });

function capped<T>(c: Capped<T>, render: (x: T) => Line, what: string): Lines {
  const out: Lines = [];
  if (c.omitted) out.push(L(`- (${c.omitted} earlier ${what})`, c.omittedTokens || undefined));
  for (const x of c.items) out.push(render(x));
  return out;
}

const NONE_LINE = L("- (none recorded)");

function sectionLines(style: SummaryStyle, f: SummaryFacts, meta: Session["meta"], instructions: string | undefined): Lines[] {
  const userMsg = (m: UserMessageFact) => L(`- ${m.text}`, m.tokens + 2);
  const file = (x: FileFact) => L(`- ${x.path}${x.reads ? ` (read ${x.reads}×)` : ""}${x.edits ? ` (edited ${x.edits}×)` : ""}`);
  const error = (e: ErrorFact) => L(`- ${e.tool}: ${e.text}`);
  const tool = (t: ToolFact) => L(`- ${t.name}${t.target ? ` ${t.target}` : ""}${t.error ? " (failed)" : ""}`);
  const firstUser = f.userMessages.items[0];
  const lastUser = f.userMessages.items[f.userMessages.items.length - 1];
  const concepts = (): Lines => {
    const exts = Object.entries(f.extensions)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 12);
    const tools = Object.entries(f.toolCounts)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 12);
    const out: Lines = [];
    if (exts.length) out.push(L(`- File types: ${exts.map(([e, n]) => `.${e} (${n})`).join(", ")}`));
    if (tools.length) out.push(L(`- Tools used: ${tools.map(([t, n]) => `${t} ×${n}`).join(", ")}`));
    return out.length ? out : [NONE_LINE];
  };
  const current = (): Lines => {
    const out: Lines = [];
    if (f.lastAssistant) out.push(L(f.lastAssistant.text, f.lastAssistant.tokens));
    for (const t of f.tools.items.slice(-3)) out.push(tool(t));
    return out.length ? out : [NONE_LINE];
  };
  const next: Lines = lastUser ? [L(`- Continue with the latest request: "${oneLine(lastUser.text, 200)}"`)] : [NONE_LINE];
  const pending: Lines = f.todos ? f.todos.filter((t) => t.status !== "completed").map((t) => L(`- ${t.content}`)) : [];
  const completed: Lines = [
    ...(f.todos ?? []).filter((t) => t.status === "completed").map((t) => L(`- ${t.content}`)),
    ...f.files.filter((x) => x.edits > 0).map((x) => L(`- edited ${x.path}`)),
  ];
  const orNone = (ls: Lines) => (ls.length ? ls : [NONE_LINE]);

  if (style === "seed") {
    const env: Lines = [];
    if (meta.cwd) env.push(L(`- Project: ${meta.cwd}`));
    if (meta.gitBranch) env.push(L(`- Branch: ${meta.gitBranch}`));
    if (meta.model) env.push(L(`- Model: ${meta.model}`));
    if (meta.version) env.push(L(`- Claude Code ${meta.version}`));
    env.push(...concepts().filter((l) => l !== NONE_LINE));
    return [
      orNone([...current(), ...next]),
      orNone(completed),
      orNone(capped(f.decisions, (d) => L(`- Q: ${d.question} → ${d.answer}`), "decisions")),
      orNone(f.files.map(file)),
      orNone(capped(f.tools, tool, "tool calls")),
      orNone(capped(f.userMessages, userMsg, "messages")),
      orNone(capped(f.errors, error, "errors")),
      orNone(env),
      orNone(capped(f.constraints, userMsg, "constraints")),
    ];
  }
  const primary: Lines = [];
  if (firstUser) primary.push(userMsg(firstUser));
  if (instructions) primary.push(L(`- Compaction instructions: ${instructions}`));
  return [
    orNone(primary),
    concepts(),
    orNone(f.files.map(file)),
    orNone(capped(f.errors, error, "errors")),
    orNone(capped(f.reasoning, (r) => L(`- ${r.text}`), "steps")),
    orNone(capped(f.userMessages, userMsg, "messages")),
    orNone(pending),
    current(),
    next,
  ];
}

export type SummarySizing =
  | { mode: "measured" }
  | { mode: "ratio"; summarisedTokens: number; ratio: number }
  /** a recording: the size Claude Code's summaries have in recordings of its version (summary-size.ts) */
  | { mode: "recorded"; tokens: number; source: string };

/**
 * Lays the facts out in nine sections and sizes them. Measured: each line's tokens (verbatim user
 * messages at their table count, generated lines counted with `counter`), scaled down evenly when
 * the total is over `cap`. Ratio (scenarios with explicit counts): the total is
 * min(cap, round(summarised x ratio)), shared among the sections in proportion to what they measured.
 */
export function buildSummary(
  facts: SummaryFacts,
  opts: {
    style: SummaryStyle;
    sizing: SummarySizing;
    cap: number;
    counter: TextCounter;
    meta?: Session["meta"];
    instructions?: string;
  },
): SummaryInfo {
  const titles = SECTION_TITLES[opts.style];
  const perSection = sectionLines(opts.style, facts, opts.meta ?? {}, opts.instructions);
  const measured = perSection.map((lines, k) => {
    let t = opts.counter.count(`## ${k + 1}. ${titles[k]}`);
    for (const l of lines) t += l.tokens ?? opts.counter.count(l.text);
    return t;
  });
  const measuredTotal = measured.reduce((a, b) => a + b, 0);
  const wanted =
    opts.sizing.mode === "ratio"
      ? Math.round(opts.sizing.summarisedTokens * opts.sizing.ratio)
      : opts.sizing.mode === "recorded"
        ? opts.sizing.tokens
        : measuredTotal;
  const target = Math.min(opts.cap, wanted);
  const sizes = apportion(measured, target);
  const sections: SummarySection[] = perSection.map((lines, k) => ({
    n: k + 1,
    title: titles[k],
    tokens: sizes[k],
    text: renderLines(lines, sizes[k]),
  }));
  return {
    source: "transcript",
    style: opts.style,
    sizing: opts.sizing.mode,
    ...(opts.sizing.mode === "recorded" ? { sizedBy: opts.sizing.source } : {}),
    measuredTokens: measuredTotal,
    tokens: target,
    cap: opts.cap,
    capped: wanted > opts.cap,
    sections,
    ...(opts.instructions ? { instructions: opts.instructions } : {}),
  };
}

/** Splits `total` in proportion to `weights` (largest remainder), so the parts sum to it exactly. */
export function apportion(weights: readonly number[], total: number): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (total <= 0) return weights.map(() => 0);
  if (sum === total) return [...weights];
  const w = sum > 0 ? weights : weights.map(() => 1);
  const s = sum > 0 ? sum : weights.length;
  const raw = w.map((x) => (x * total) / s);
  const out = raw.map(Math.floor);
  let left = total - out.reduce((a, b) => a + b, 0);
  const order = raw.map((r, k) => [r - Math.floor(r), k] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (let j = 0; left > 0 && order.length; j = (j + 1) % order.length, left--) out[order[j][1]]++;
  return out;
}

/** The section text, cut to about four characters a token of its size. */
function renderLines(lines: Lines, tokens: number): string {
  const budget = Math.max(200, tokens * 4);
  let s = "";
  for (const l of lines) {
    const next = s ? s + "\n" + l.text : l.text;
    if (next.length > budget) {
      const room = budget - s.length - 1;
      if (room > 20) s = (s ? s + "\n" : "") + l.text.slice(0, room) + "…";
      else s += "\n…";
      break;
    }
    s = next;
  }
  return s;
}
