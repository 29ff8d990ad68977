// The router log (rules.md#routing: state/skill-router.jsonl): one JSON line per decision, and a session
// helper that remembers the previous prompt (for the repeat rule) and appends every decision.
import type { Decision, RouteOptions, RouteTrace, Router, StageName } from "./router";

export interface RouterLogLine {
  /** 1-based turn in the session */
  turn: number;
  /** caller-supplied time (ISO string); the engine itself never reads a clock */
  at?: string;
  prompt: string;
  stage: StageName;
  decision: Decision;
  chosen: string | null;
  reason: string;
  /** score: classic BM25; rank: BM25 + bodyWeight × body BM25, when the rerank is on */
  candidates: { name: string; score: number; rank?: number }[];
  agents?: { name: string; score: number }[];
  options?: string[];
  subtasks?: { text: string; decision: Decision; chosen: string | null }[];
  injectedTokens: number;
}

const r3 = (n: number) => Math.round(n * 1000) / 1000;

export function logLine(trace: RouteTrace, turn: number, at?: string): RouterLogLine {
  const line: RouterLogLine = {
    turn,
    ...(at ? { at } : {}),
    prompt: trace.prompt,
    stage: trace.stageReached,
    decision: trace.decision,
    chosen: trace.chosen,
    reason: trace.reason,
    candidates: trace.candidates.map((c) =>
      c.rankScore !== undefined ? { name: c.name, score: r3(c.score), rank: r3(c.rankScore) } : { name: c.name, score: r3(c.score) },
    ),
    injectedTokens: trace.injectedTokens,
  };
  if (trace.agents.length) line.agents = trace.agents.map((c) => ({ name: c.name, score: r3(c.score) }));
  if (trace.options) line.options = trace.options;
  if (trace.subtasks) line.subtasks = trace.subtasks.map((t) => ({ text: t.text, decision: t.decision, chosen: t.chosen }));
  return line;
}

/** JSONL: one line per decision, newline-terminated. */
export function toJSONL(lines: RouterLogLine[]): string {
  return lines.map((l) => JSON.stringify(l)).join("\n") + (lines.length ? "\n" : "");
}

export function parseRouterLog(text: string): RouterLogLine[] {
  return text
    .split("\n")
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as RouterLogLine);
}

export interface RouterSession {
  readonly log: RouterLogLine[];
  route(prompt: string, opts?: Omit<RouteOptions, "previousPrompt"> & { at?: string }): RouteTrace;
  /** the log as JSONL, ready to save */
  exportLog(): string;
  reset(): void;
}

/** A conversation with the router: tracks the previous prompt and logs every decision. */
export function createRouterSession(router: Router): RouterSession {
  const log: RouterLogLine[] = [];
  let previous: string | undefined;
  return {
    log,
    route(prompt, opts = {}) {
      const trace = router.route(prompt, { ...opts, previousPrompt: previous });
      previous = prompt;
      log.push(logLine(trace, log.length + 1, opts.at));
      return trace;
    },
    exportLog: () => toJSONL(log),
    reset() {
      log.length = 0;
      previous = undefined;
    },
  };
}
