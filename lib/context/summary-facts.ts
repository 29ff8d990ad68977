// What a full-compaction summary knows (summary.ts): the facts gathered from the summarised
// events, in lists that keep their most recent entries. Alone because three steps share it:
// collect-facts.ts fills it, a later compaction carries it forward (run.ts keeps it per compaction),
// and summary-sections.ts lays it out.
import { nameMap } from "../input/shape";

/** Lists keep their most recent entries only; older ones are counted, so sizes stay right. */
const KEEP = 400;
/** characters of one user message kept as text (its tokens are always the full count) */
export const TEXT_CHARS = 600;
const LINE_CHARS = 160;

export interface Capped<T> {
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

export function pushCapped<T>(list: Capped<T>, item: T, tokens = 0, tokensOf?: (t: T) => number): void {
  list.items.push(item);
  if (list.items.length > KEEP) {
    const old = list.items.shift()!;
    list.omitted++;
    list.omittedTokens += tokensOf ? tokensOf(old) : tokens;
  }
}

export function cloneFacts(f: SummaryFacts): SummaryFacts {
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

/** Appends the facts of `later` to `into` (used when an earlier summary sits after other items). */
export function mergeInto(into: SummaryFacts, later: SummaryFacts): void {
  const cat = <T>(a: Capped<T>, b: Capped<T>) => {
    a.omitted += b.omitted;
    a.omittedTokens += b.omittedTokens;
    for (const x of b.items) pushCapped(a, x);
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

/** A text on one line, cut to `max` characters. */
export const oneLine = (s: string, max = LINE_CHARS) => {
  const t = s.replace(/\s+/g, " ").trim();
  return t.length > max ? t.slice(0, max - 1) + "…" : t;
};

/** A message's text as a fact keeps it: its first TEXT_CHARS characters. */
export const keptText = (text: string) => (text.length > TEXT_CHARS ? text.slice(0, TEXT_CHARS) + "…" : text);
