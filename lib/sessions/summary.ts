// One session in a few hundred bytes (rules.md#transcripts-folder): what the sessions list shows
// and searches for every file of a ~/.claude/projects folder, so thousands of sessions can be
// listed while only their summaries are kept. Pure: the page's sessions worker and the CLI both
// read a file, summarise its Session and drop it.
import { eventText, type Session } from "../model";
import { chars4Counter } from "../tokens/estimators";
import { countSession } from "../tokens/count";
import { buildRecordedTimeline, estimateError } from "../context/recorded";
import { recordedReattachment } from "../context/recorded-reattachment";
import { maxRecordedUsage, recordingSettings } from "../context/versions";
import { thresholds } from "../context/thresholds";
import { subagentId } from "../transcripts/ingest";
import { projectOf, type Project } from "./project-path";
import { isSubagentPath } from "../transcripts/subagent-file";
import { modelsUsed } from "../transcripts/models-used";
import { FirstPrompt, LOCAL_COMMAND_CAVEAT, LOCAL_COMMAND_OUTPUT } from "./local-command";

/** The prompts' text kept for search, at most this many characters a session. */
export const SEARCH_TEXT_CHARS = 4_000;
/** At most this many file paths a session are kept for search. */
export const MAX_FILES_KEPT = 200;
/** The first prompt or title as shown, at most this many characters. */
export const TITLE_CHARS = 200;

export interface CompactionCost {
  trigger: "auto" | "manual";
  /** the boundary record's preTokens and postTokens (null when it does not say) */
  pre: number | null;
  post: number | null;
  timestamp: string | null;
  /** what the recording says came back; null: it wrote no attachment after this boundary */
  skillsBack: string[] | null;
  /** skills invoked before this compaction that the recording did not put back (empty when it does not say) */
  skillsNotBack: string[];
}

export interface SessionSummary {
  /** the file's path in the dropped folder (its name when picked alone): the row's key */
  path: string;
  name: string;
  bytes: number;
  project: Project;
  /** the first sessionId the records carry */
  sessionId: string | null;
  /** a subagent transcript (agent-<id>.jsonl, or a file under subagents/) and its agent id */
  subagent: { agentId: string } | null;
  start: string | null;
  end: string | null;
  /** the ai-title or summary record, when there is one */
  title: string | null;
  firstPrompt: string | null;
  /** the newest Claude Code version the records carry */
  version: string | null;
  /** the file's first model (`meta.model`) */
  model: string | null;
  /** every model the file's responses name, the first first (rules.md#model-streams); absent from a
   *  summary stored before it was kept: read those through summaryModels() */
  models?: string[];
  window: number;
  /** the largest context a response recorded, and the warning and auto-compact lines of the window it ran in */
  peak: number;
  warningAt: number;
  autoCompactAt: number;
  compactions: CompactionCost[];
  /** distinct skills invoked, in the order first invoked */
  skills: string[];
  /** distinct skills a compaction did not put back, by the recording's own account */
  skillsNotBack: string[];
  tools: string[];
  files: string[];
  /** the prompts' text (the start of each, up to SEARCH_TEXT_CHARS in all), for search */
  prompts: string;
  /** the chars/4 estimate of the context against recorded usage */
  estimateError: { points: number; meanPct: number; meanAbsPct: number } | null;
  events: number;
  /** lines that could not be read */
  problems: number;
}

const oneLine = (s: string, max: number) => {
  const t = s.replace(/\s+/g, " ").trim();
  return t.length > max ? t.slice(0, max - 1) + "…" : t;
};

/** A typed prompt's own words: a /command's name and arguments rather than its markup. */
function promptWords(text: string): string {
  const cmd = /<command-name>([^<]*)<\/command-name>/.exec(text);
  if (cmd) {
    const args = /<command-args>([^<]*)<\/command-args>/.exec(text);
    return `${cmd[1].trim()}${args?.[1].trim() ? " " + args[1].trim() : ""}`;
  }
  return text;
}

const FILE_FIELDS = ["file_path", "notebook_path", "path"] as const;

/** Tools called, files named by their inputs or attached, and the prompts' text. */
function whatWasDone(session: Session) {
  const tools = new Set<string>();
  const files = new Set<string>();
  let prompts = "";
  // only the prompts that may still be the first: a file of thousands of prompts holds two
  const first = new FirstPrompt();
  // where the last caveat and the last prompt were: each marks only the record next to it
  let caveatAt = -2;
  let typedAt = -2;
  session.events.forEach((ev, i) => {
    if (ev.kind === "meta" && LOCAL_COMMAND_CAVEAT.test(eventText(ev))) caveatAt = i;
    if (ev.kind === "user") {
      const text = eventText(ev);
      if (LOCAL_COMMAND_OUTPUT.test(text)) {
        // the output of the command just before it: that command ran in Claude Code; this is no prompt
        if (typedAt === i - 1) first.lastWasLocal();
        return;
      }
      const words = oneLine(promptWords(text), TITLE_CHARS);
      if (!words) return;
      first.add({ words, local: caveatAt === i - 1 });
      typedAt = i;
      if (prompts.length < SEARCH_TEXT_CHARS) {
        // the line break counts too: the kept text is at most SEARCH_TEXT_CHARS
        const before = prompts ? prompts + "\n" : "";
        prompts = before + words.slice(0, SEARCH_TEXT_CHARS - before.length);
      }
    }
    for (const f of ev.attachment?.files ?? []) if (files.size < MAX_FILES_KEPT) files.add(f.path);
    for (const b of ev.blocks) {
      if (b.type !== "tool_use") continue;
      tools.add(b.name);
      const input = b.input as Record<string, unknown> | null;
      if (!input || typeof input !== "object") continue;
      for (const k of FILE_FIELDS) {
        const v = input[k];
        if (typeof v === "string" && v && files.size < MAX_FILES_KEPT) files.add(v);
      }
    }
  });
  return { tools: [...tools], files: [...files], prompts, first: first.words };
}

/** Each recorded compaction: its cost, and which skills invoked before it the recording put back. */
function compactionsOf(session: Session): CompactionCost[] {
  const out: CompactionCost[] = [];
  session.events.forEach((ev, i) => {
    if (ev.kind !== "compact-boundary") return;
    const account = recordedReattachment(session.events, i);
    const before = [...new Set(session.skills.filter((s) => s.event < i).map((s) => s.name))];
    const back = account.written ? [...new Set(account.skills.map((s) => s.name))] : null;
    out.push({
      trigger: ev.compact?.trigger ?? "auto",
      pre: ev.compact?.preTokens ?? null,
      post: ev.compact?.postTokens ?? null,
      timestamp: ev.timestamp ?? null,
      skillsBack: back,
      skillsNotBack: back ? before.filter((n) => !back.includes(n)) : [],
    });
  });
  return out;
}

/** The chars/4 estimate against recorded usage: the figure the side panel shows, for the whole session. */
function errorOf(session: Session): SessionSummary["estimateError"] {
  const table = countSession(session, chars4Counter);
  const e = estimateError(buildRecordedTimeline(session, table, { overhead: "auto" }));
  return e && { points: e.points, meanPct: e.meanPct, meanAbsPct: e.meanAbsPct };
}

export function summarizeSession(session: Session, path: string): SessionSummary {
  const { settings, choice } = recordingSettings(session);
  const lines = thresholds(settings);
  const done = whatWasDone(session);
  const compactions = compactionsOf(session);
  const stamps = session.events.map((e) => e.timestamp).filter((t): t is string => !!t);
  const sub = isSubagentPath(path);
  return {
    path,
    name: path.split("/").pop() ?? path,
    bytes: session.bytes,
    project: projectOf(path, session.meta.cwd),
    sessionId: session.meta.sessionId ?? null,
    subagent: sub ? { agentId: subagentId(path.split("/").pop() ?? path, session) } : null,
    start: stamps[0] ?? null,
    end: stamps[stamps.length - 1] ?? null,
    title: session.meta.title ? oneLine(session.meta.title, TITLE_CHARS) : null,
    firstPrompt: done.first,
    version: choice.version,
    model: session.meta.model ?? null,
    models: modelsUsed(session),
    window: settings.window,
    peak: maxRecordedUsage(session),
    warningAt: lines.warningThreshold,
    autoCompactAt: lines.autoCompactThreshold,
    compactions,
    skills: [...new Set(session.skills.map((s) => s.name))],
    skillsNotBack: [...new Set(compactions.flatMap((c) => c.skillsNotBack))],
    tools: done.tools,
    files: done.files,
    prompts: done.prompts,
    estimateError: errorOf(session),
    events: session.events.length,
    problems: session.errors.length,
  };
}

/** The models a summary's file uses; a summary stored before `models` was kept names its first alone. */
export function summaryModels(s: Pick<SessionSummary, "model" | "models">): string[] {
  return s.models ?? (s.model ? [s.model] : []);
}
