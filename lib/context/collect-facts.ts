// Gathering a summary's facts from the transcript (a simulator calls no model): user messages
// verbatim, files touched, errors, tool history, todos, the last assistant text. One function per
// kind of record read; an earlier summary's facts are folded in where it sits. Alone because it is
// the one part of the summary that reads records; the layout (summary-sections.ts) reads facts only.
import { eventText, type Event, type Session } from "../model";
import type { TokenTable } from "../tokens/count";
import { cloneFacts, emptyFacts, keptText, mergeInto, oneLine, pushCapped, type SummaryFacts, type ToolFact } from "./summary-facts";
import { CONSTRAINT, ERROR_TEXT } from "./text-signals";
import { EDIT_TOOLS, filePathOf, todosOf, toolTarget } from "./tool-target";

const QUESTION = /\?\s*$/;

export interface FactSource {
  /** an event of the session, summarised as it is */
  event?: number;
  /** an earlier summary's facts, folded in */
  facts?: SummaryFacts;
}

type ToolUses = ReadonlyMap<string, { name: string; input: unknown }>;

/** The facts so far and what reading the next records needs to remember. */
interface Collecting {
  facts: SummaryFacts;
  table: TokenTable;
  toolUses: ToolUses;
  /** file path to its place in facts.files */
  fileIndex: Map<string, number>;
  /** the question the last assistant text ended on, answered by the next user message */
  lastQuestion: string | null;
  /** tool_use id to its fact, so a failed result marks its call */
  toolFact: Map<string, ToolFact>;
}

function textTokens(ev: Event, table: TokenTable): number {
  let t = 0;
  const off = table.blockOffset[ev.i];
  ev.blocks.forEach((b, k) => {
    if (b.type === "text") t += table.blockTokens[off + k];
  });
  return t;
}

function touchFile(c: Collecting, path: string, ev: number, edit: boolean): void {
  const f = c.facts;
  let k = c.fileIndex.get(path);
  if (k === undefined) {
    k = f.files.length;
    c.fileIndex.set(path, k);
    f.files.push({ path, reads: 0, edits: 0, lastEvent: ev });
  }
  const x = f.files[k];
  if (edit) x.edits++;
  else x.reads++;
  x.lastEvent = ev;
  const m = /\.([A-Za-z0-9]{1,8})$/.exec(path);
  if (m) f.extensions[m[1].toLowerCase()] = (f.extensions[m[1].toLowerCase()] ?? 0) + 1;
}

/** An earlier summary comes first in the conversation: start from its facts. */
function foldEarlierSummary(c: Collecting, earlier: SummaryFacts): void {
  const prev = cloneFacts(earlier);
  const f = c.facts;
  if (f.userMessages.items.length || f.files.length || f.tools.items.length) mergeInto(prev, f);
  c.facts = prev;
  c.fileIndex.clear();
  c.facts.files.forEach((x, k) => c.fileIndex.set(x.path, k));
}

function userFacts(c: Collecting, ev: Event): void {
  const f = c.facts;
  const text = eventText(ev);
  const tokens = textTokens(ev, c.table);
  const fact = { event: ev.i, tokens, text: keptText(text) };
  pushCapped(f.userMessages, fact, 0, (x) => x.tokens);
  if (CONSTRAINT.test(text)) pushCapped(f.constraints, fact, 0, (x) => x.tokens);
  if (c.lastQuestion) pushCapped(f.decisions, { question: c.lastQuestion, answer: oneLine(text) });
  c.lastQuestion = null;
}

function assistantFacts(c: Collecting, ev: Event): void {
  const f = c.facts;
  const text = eventText(ev);
  if (text.trim() || textTokens(ev, c.table) > 0) {
    if (f.lastAssistant) pushCapped(f.reasoning, { event: f.lastAssistant.event, text: oneLine(f.lastAssistant.text) });
    f.lastAssistant = { event: ev.i, text: keptText(text), tokens: textTokens(ev, c.table) };
    c.lastQuestion = QUESTION.test(text.trim()) ? oneLine(text.trim().split("\n").pop() ?? "") : null;
  }
  for (const b of ev.blocks) {
    if (b.type !== "tool_use") continue;
    f.toolCounts[b.name] = (f.toolCounts[b.name] ?? 0) + 1;
    const t: ToolFact = { event: ev.i, name: b.name, target: toolTarget(b.name, b.input), error: false };
    pushCapped(f.tools, t);
    c.toolFact.set(b.id, t);
    const p = filePathOf(b.input);
    if (p && (b.name === "Read" || EDIT_TOOLS.has(b.name))) touchFile(c, p, ev.i, EDIT_TOOLS.has(b.name));
    if (b.name === "TodoWrite") {
      const todos = todosOf(b.input);
      if (todos) f.todos = todos;
    }
  }
}

function toolResultFacts(c: Collecting, ev: Event): void {
  const off = c.table.blockOffset[ev.i];
  ev.blocks.forEach((b, k) => {
    if (b.type !== "tool_result") return;
    const use = c.toolUses.get(b.toolUseId);
    const name = use?.name ?? "tool";
    const head = b.content.slice(0, 2_000);
    const isErr = b.isError === true || (name !== "Read" && ERROR_TEXT.test(head) && c.table.blockTokens[off + k] < 4_000);
    if (!isErr) return;
    const line = head.split("\n").find((l) => b.isError || ERROR_TEXT.test(l)) ?? head;
    pushCapped(c.facts.errors, { event: ev.i, tool: name, text: oneLine(line || "(error)") });
    const t = c.toolFact.get(b.toolUseId);
    if (t) t.error = true;
  });
}

/**
 * Collects the facts of the summarised items, in order: events, and the facts of earlier summaries
 * (carried forward). `toolUses` maps tool_use ids to their tool (to name the tool of an error).
 */
export function collectFacts(session: Session, table: TokenTable, sources: readonly FactSource[], toolUses: ToolUses): SummaryFacts {
  const c: Collecting = { facts: emptyFacts(), table, toolUses, fileIndex: new Map(), lastQuestion: null, toolFact: new Map() };
  for (const src of sources) {
    if (src.facts) {
      foldEarlierSummary(c, src.facts);
      continue;
    }
    if (src.event === undefined) continue;
    const ev = session.events[src.event];
    if (!ev) continue;
    if (ev.kind === "user") userFacts(c, ev);
    else if (ev.kind === "assistant") assistantFacts(c, ev);
    else if (ev.kind === "tool-result") toolResultFacts(c, ev);
  }
  return c.facts;
}
