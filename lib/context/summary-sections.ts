// The nine sections of a summary, as lines: the titles of cc-2.1.88 and of the seed, and which facts
// (summary-facts.ts) each section lists. Alone because the layout is the part a newcomer compares
// with Claude Code's prompt; sizing the lines is section-sizes.ts's.
import type { Session } from "../model";
import type { SummaryStyle } from "./settings-type";
import {
  oneLine,
  type Capped,
  type ErrorFact,
  type FileFact,
  type SummaryFacts,
  type ToolFact,
  type UserMessageFact,
} from "./summary-facts";

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

export interface Line {
  text: string;
  /** tokens when known from the table (verbatim messages); else counted */
  tokens?: number;
}

export type Lines = Line[];

const line = (text: string, tokens?: number): Line => (tokens === undefined ? { text } : { text, tokens });

function cappedLines<T>(c: Capped<T>, render: (x: T) => Line, what: string): Lines {
  const out: Lines = [];
  if (c.omitted) out.push(line(`- (${c.omitted} earlier ${what})`, c.omittedTokens || undefined));
  for (const x of c.items) out.push(render(x));
  return out;
}

/** Compared by identity: the seed's environment section leaves the concepts' "none" out. */
const NONE_LINE = line("- (none recorded)");

const orNone = (ls: Lines) => (ls.length ? ls : [NONE_LINE]);

const userMessageLine = (m: UserMessageFact) => line(`- ${m.text}`, m.tokens + 2);
const fileLine = (x: FileFact) => line(`- ${x.path}${x.reads ? ` (read ${x.reads}×)` : ""}${x.edits ? ` (edited ${x.edits}×)` : ""}`);
const errorLine = (e: ErrorFact) => line(`- ${e.tool}: ${e.text}`);
const toolLine = (t: ToolFact) => line(`- ${t.name}${t.target ? ` ${t.target}` : ""}${t.error ? " (failed)" : ""}`);

/** The file types and tools used most, twelve of each. */
function conceptLines(f: SummaryFacts): Lines {
  const exts = Object.entries(f.extensions)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 12);
  const tools = Object.entries(f.toolCounts)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 12);
  const out: Lines = [];
  if (exts.length) out.push(line(`- File types: ${exts.map(([e, n]) => `.${e} (${n})`).join(", ")}`));
  if (tools.length) out.push(line(`- Tools used: ${tools.map(([t, n]) => `${t} ×${n}`).join(", ")}`));
  return out.length ? out : [NONE_LINE];
}

/** The last assistant text and the last three tool calls. */
function currentWorkLines(f: SummaryFacts): Lines {
  const out: Lines = [];
  if (f.lastAssistant) out.push(line(f.lastAssistant.text, f.lastAssistant.tokens));
  for (const t of f.tools.items.slice(-3)) out.push(toolLine(t));
  return out.length ? out : [NONE_LINE];
}

function nextStepLines(f: SummaryFacts): Lines {
  const lastUser = f.userMessages.items[f.userMessages.items.length - 1];
  return lastUser ? [line(`- Continue with the latest request: "${oneLine(lastUser.text, 200)}"`)] : [NONE_LINE];
}

function seedSections(f: SummaryFacts, meta: Session["meta"]): Lines[] {
  const completed: Lines = [
    ...(f.todos ?? []).filter((t) => t.status === "completed").map((t) => line(`- ${t.content}`)),
    ...f.files.filter((x) => x.edits > 0).map((x) => line(`- edited ${x.path}`)),
  ];
  const env: Lines = [];
  if (meta.cwd) env.push(line(`- Project: ${meta.cwd}`));
  if (meta.gitBranch) env.push(line(`- Branch: ${meta.gitBranch}`));
  if (meta.model) env.push(line(`- Model: ${meta.model}`));
  if (meta.version) env.push(line(`- Claude Code ${meta.version}`));
  env.push(...conceptLines(f).filter((l) => l !== NONE_LINE));
  return [
    orNone([...currentWorkLines(f), ...nextStepLines(f)]),
    orNone(completed),
    orNone(cappedLines(f.decisions, (d) => line(`- Q: ${d.question} → ${d.answer}`), "decisions")),
    orNone(f.files.map(fileLine)),
    orNone(cappedLines(f.tools, toolLine, "tool calls")),
    orNone(cappedLines(f.userMessages, userMessageLine, "messages")),
    orNone(cappedLines(f.errors, errorLine, "errors")),
    orNone(env),
    orNone(cappedLines(f.constraints, userMessageLine, "constraints")),
  ];
}

function claudeCodeSections(f: SummaryFacts, instructions: string | undefined): Lines[] {
  const firstUser = f.userMessages.items[0];
  const primary: Lines = [];
  if (firstUser) primary.push(userMessageLine(firstUser));
  if (instructions) primary.push(line(`- Compaction instructions: ${instructions}`));
  const pending: Lines = f.todos ? f.todos.filter((t) => t.status !== "completed").map((t) => line(`- ${t.content}`)) : [];
  return [
    orNone(primary),
    conceptLines(f),
    orNone(f.files.map(fileLine)),
    orNone(cappedLines(f.errors, errorLine, "errors")),
    orNone(cappedLines(f.reasoning, (r) => line(`- ${r.text}`), "steps")),
    orNone(cappedLines(f.userMessages, userMessageLine, "messages")),
    orNone(pending),
    currentWorkLines(f),
    nextStepLines(f),
  ];
}

/** The nine sections' lines in the order of SECTION_TITLES[style]. */
export function sectionLines(style: SummaryStyle, f: SummaryFacts, meta: Session["meta"], instructions: string | undefined): Lines[] {
  return style === "seed" ? seedSections(f, meta) : claudeCodeSections(f, instructions);
}
