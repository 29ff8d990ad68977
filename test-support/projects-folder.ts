// A ~/.claude/projects folder written from our own words, for the sessions list's tests, e2e and
// bench: several projects, each with sessions that compact or not, invoke a skill that comes back
// or not, carry an ai-title or not, and have 0 to 2 subagent files under <session>/subagents/,
// plus one older-style agent file beside the sessions that names its session only by sessionId.
// Every expectation is written down from the generator's own choices, never read back through
// the engine.
import { Rng } from "../scripts/rng";

/** The projects: a working directory and the folder Claude Code names after it, written by hand. */
export const PROJECTS = [
  { cwd: "/home/dev/ledger-api", folder: "-home-dev-ledger-api" },
  { cwd: "/home/dev/shop.front", folder: "-home-dev-shop-front" },
  { cwd: "/srv/notes_app", folder: "-srv-notes-app" },
] as const;

const VERBS = ["fix", "rename", "document", "profile", "split", "test", "trace", "review"];
const NOUNS = ["invoice", "ledger", "cart", "webhook", "session", "cache", "router", "export"];
const FILLER = "alpha beta gamma delta kappa lambda sigma omega record field value entry".split(" ");

export interface ExpectedSession {
  /** the session file's path inside the folder */
  path: string;
  project: string;
  sessionId: string;
  /** the ai-title when written, else the first prompt */
  shown: string;
  firstPrompt: string;
  /** a word only this session's prompt holds */
  marker: string;
  /** subagent file names that belong to it (its folder's, and the legacy agent file of its project) */
  subagents: string[];
  compactions: { pre: number; post: number }[];
  skillNotBack: boolean;
  invokedSkill: string | null;
  peak: number;
  start: string;
  file: string;
}

export interface ProjectsFolder {
  files: { path: string; text: string }[];
  sessions: ExpectedSession[];
}

export interface FolderOptions {
  sessionsPerProject?: number;
  projects?: number;
  /** characters of filler in each tool result (the bench grows files with it) */
  resultChars?: number;
  /** tool rounds a session */
  rounds?: number;
  /**
   * Each tool result as long as the growth of the recorded usage after it (chars/4), so the chars/4
   * estimate follows the recorded usage (a compacting session then holds about 600 KB of text): the
   * default; false: a result is `resultChars` long and the usage only declared (the bench's sizes).
   */
  textCarriesUsage?: boolean;
  seed?: number;
}

const uuid = (a: number, b: number) =>
  `${String(a).padStart(8, "0")}-${String(b).padStart(4, "0")}-4000-8000-${String(a * 1000 + b).padStart(12, "0")}`;

function filler(r: Rng, chars: number): string {
  let s = "";
  while (s.length < chars) s += r.pick(FILLER) + (r.next() < 0.1 ? "\n" : " ");
  return s.slice(0, chars);
}

class Writer {
  readonly lines: string[] = [];
  private n = 0;
  private t: number;
  constructor(
    private readonly common: Record<string, unknown>,
    start: number,
  ) {
    this.t = start;
  }
  rec(type: string, more: Record<string, unknown>): void {
    this.t += 7_000;
    this.lines.push(
      JSON.stringify({
        type,
        uuid: `${this.common.sessionId}-${++this.n}`,
        timestamp: new Date(this.t).toISOString(),
        ...this.common,
        ...more,
      }),
    );
  }
  assistant(id: string, content: unknown[], context: number): void {
    const usage = { input_tokens: 5, cache_creation_input_tokens: 1_000, cache_read_input_tokens: context - 1_105, output_tokens: OUTPUT };
    this.rec("assistant", { message: { id, role: "assistant", model: "claude-sonnet-4-5", content, usage } });
  }
  result(id: string, content: string): void {
    this.rec("user", { message: { role: "user", content: [{ type: "tool_result", tool_use_id: id, content }] } });
  }
}

function agentFile(r: Rng, sessionId: string, agentId: string, cwd: string, start: number, resultChars: number): string {
  const w = new Writer({ sessionId, agentId, cwd, version: "2.1.120", isSidechain: true }, start);
  w.rec("user", { message: { role: "user", content: `Search the code for ${r.pick(NOUNS)} handlers and report them.` } });
  w.assistant(`msg_${agentId}_1`, [{ type: "tool_use", id: `t_${agentId}`, name: "Grep", input: { pattern: r.pick(NOUNS) } }], 12_000);
  w.result(`t_${agentId}`, filler(r, resultChars));
  w.assistant(`msg_${agentId}_2`, [{ type: "text", text: "Found three handlers." }], 14_000);
  return w.lines.join("\n") + "\n";
}

/**
 * A Skill call, its "Launching skill" result and the body record; the call's request records the
 * usage that, with its output and those two texts at chars/4, makes the `next` request's.
 */
function invokeSkill(w: Writer, sessionId: string, skill: string, next: number): void {
  const launched = `Launching skill: ${skill}`;
  const body = `Base directory for this skill: /home/dev/.claude/skills/${skill}\n\nWrite notes.`;
  const context = next - OUTPUT - Math.ceil((launched.length + body.length) / 4);
  w.assistant(`msg_${sessionId}_s`, [{ type: "tool_use", id: `ts_${sessionId}`, name: "Skill", input: { skill } }], context);
  w.result(`ts_${sessionId}`, launched);
  w.rec("user", { isMeta: true, sourceToolUseID: `ts_${sessionId}`, message: { role: "user", content: [{ type: "text", text: body }] } });
}

/** Every other session compacts, and so does the fourth of six (a skill's session whose skill is not put back). */
const compacts = (k: number) => k % 2 === 0 || k % 6 === 3;

/** 2.1.120's auto-compact line on a 200k window (rules.md#thresholds: A = 200,000 − 20,000 − 13,000). */
const AUTO_COMPACT_AT = 167_000;
/** The rounds of a session that compacts climb to this, over the warning line (147,000) and under A. */
const CLIMB_TO = 150_000;

/**
 * The context a compacting session's request `i` of `rounds` records: a steady climb from 18,000 to
 * CLIMB_TO, then the last request over A by an overshoot (the recorded counts of 2.1.22 to 2.1.146
 * sit 156 to 6,429 over it, rules.md#versions): the compaction follows that request, not one before.
 */
function climb(i: number, rounds: number, k: number, first: number): number {
  if (i === rounds - 1) return AUTO_COMPACT_AT + 900 + k * 1_000;
  return first + Math.round(((CLIMB_TO - first) * i) / Math.max(1, rounds - 2));
}

/** What each of a session's `rounds` requests records: a steady growth, or a compacting session's climb. */
function usages(rounds: number, k: number, pi: number): number[] {
  const step = 6_000 + pi * 500;
  const first = 18_000 + step;
  return Array.from({ length: rounds }, (_, i) => (compacts(k) ? climb(i, rounds, k, first) : first + i * step));
}

/** A response's output tokens, as Writer.assistant records them. */
const OUTPUT = 100;

/**
 * The boundary, its summary, what came back, and a prompt after. `pre`: the count the boundary
 * records, that of the check (rules.md#check-count): the last response's usage plus a chars/4
 * estimate of what was written after it (its tool result).
 */
function compaction(w: Writer, sessionId: string, k: number, cwd: string, noun: string, skill: string | null, pre: number) {
  const compactions: ExpectedSession["compactions"] = [];
  let skillNotBack = false;
  if (compacts(k)) {
    const post = 9_000 + k * 100;
    compactions.push({ pre, post });
    w.rec("system", {
      subtype: "compact_boundary",
      content: "Conversation compacted",
      compactMetadata: { trigger: "auto", preTokens: pre, postTokens: post },
    });
    w.rec("user", { isCompactSummary: true, message: { role: "user", content: `Summary: the ${noun} work so far.` } });
    // a session with the skill: every other one has it put back, the rest write only a file
    if (skill && k % 6 === 0)
      w.rec("attachment", {
        attachment: {
          type: "invoked_skills",
          skills: [{ name: skill, path: `/home/dev/.claude/skills/${skill}`, content: "Write notes." }],
        },
      });
    else if (skill) {
      skillNotBack = true;
      w.rec("attachment", {
        attachment: { type: "compact_file_reference", filename: `${cwd}/src/${noun}0.ts`, displayPath: `src/${noun}0.ts` },
      });
    }
    w.rec("user", { message: { role: "user", content: "Carry on." } });
    w.assistant(`msg_${sessionId}_after`, [{ type: "text", text: "Carrying on." }], 30_000);
  }
  return { compactions, skillNotBack };
}

export function makeProjectsFolder(opts: FolderOptions = {}): ProjectsFolder {
  const per = opts.sessionsPerProject ?? 4;
  const projects = PROJECTS.slice(0, opts.projects ?? PROJECTS.length);
  const resultChars = opts.resultChars ?? 400;
  const rounds = opts.rounds ?? 3;
  const r = new Rng(opts.seed ?? 35);
  const files: ProjectsFolder["files"] = [];
  const sessions: ExpectedSession[] = [];
  projects.forEach((p, pi) => {
    for (let k = 0; k < per; k++) {
      const sessionId = uuid(pi + 1, k + 1);
      const start = Date.UTC(2026, 2, 1 + k, 9 + pi, 0, 0);
      const marker = `topic${pi}x${k}`;
      const verb = VERBS[(pi * per + k) % VERBS.length];
      const noun = NOUNS[(pi + k * 3) % NOUNS.length];
      const firstPrompt = `Please ${verb} the ${noun} module (${marker}) and keep the tests green.`;
      const w = new Writer({ sessionId, cwd: p.cwd, version: "2.1.120", gitBranch: "main", isSidechain: false }, start);
      w.rec("user", { message: { role: "user", content: firstPrompt } });
      const skill = k % 3 === 0 ? "release-notes" : null;
      const used = usages(rounds, k, pi);
      if (skill) invokeSkill(w, sessionId, skill, used[0]);
      let context = 0;
      let peak = 0;
      let lastResult = 0;
      for (let i = 0; i < rounds; i++) {
        const id = `t_${sessionId}_${i}`;
        context = used[i];
        w.assistant(
          `msg_${sessionId}_${i}`,
          [
            {
              type: "tool_use",
              id,
              name: i % 2 ? "Bash" : "Read",
              input: i % 2 ? { command: "npm test" } : { file_path: `${p.cwd}/src/${noun}${i}.ts` },
            },
          ],
          context,
        );
        peak = Math.max(peak, context);
        // the text carries the growth to the next request (that request's input is this one's, its
        // output and this result), or only `resultChars` where the caller wants small files
        const grows = (opts.textCarriesUsage ?? true) && i < rounds - 1 ? (used[i + 1] - context - OUTPUT) * 4 : 0;
        const result = filler(r, Math.max(resultChars, grows));
        lastResult = result.length;
        w.result(id, result);
      }
      const pre = context + Math.ceil(lastResult / 4);
      const { compactions, skillNotBack } = compaction(w, sessionId, k, p.cwd, noun, skill, pre);
      const title = k % 4 === 1 ? `The ${noun} ${verb} (${marker})` : null;
      if (title) w.lines.push(JSON.stringify({ type: "ai-title", aiTitle: title, sessionId }));
      const path = `${p.folder}/${sessionId}.jsonl`;
      files.push({ path, text: w.lines.join("\n") + "\n" });
      const subagents: string[] = [];
      for (let a = 0; a < k % 3; a++) {
        const agentId = `a${pi}${k}${a}`;
        files.push({
          path: `${p.folder}/${sessionId}/subagents/agent-${agentId}.jsonl`,
          text: agentFile(r, sessionId, agentId, p.cwd, start + 60_000, resultChars),
        });
        subagents.push(`agent-${agentId}.jsonl`);
      }
      // one older-style agent file a project, beside the sessions: only its sessionId names its session
      if (k === 1) {
        const agentId = `legacy${pi}`;
        files.push({
          path: `${p.folder}/agent-${agentId}.jsonl`,
          text: agentFile(r, sessionId, agentId, p.cwd, start + 90_000, resultChars),
        });
        subagents.push(`agent-${agentId}.jsonl`);
      }
      sessions.push({
        path,
        project: p.cwd,
        sessionId,
        shown: title ?? firstPrompt,
        firstPrompt,
        marker,
        subagents: subagents.sort(),
        compactions,
        skillNotBack,
        invokedSkill: skill,
        peak,
        start: new Date(start + 7_000).toISOString(),
        file: `${sessionId}.jsonl`,
      });
    }
  });
  return { files, sessions };
}
