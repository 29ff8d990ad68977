// The forecast (rules.md#forecast): where a session is heading, from its own recent requests.
// The context of the last few requests since the last compaction grows by some tokens a request;
// at that rate, how many more requests until `used` reaches the auto-compact threshold A, and the
// blocking limit. And if it compacted now (a full compaction planned at the last step, never
// applied: rule-reattachment.ts, the rules of lib/context/reattach.ts and lib/skills/reattach.ts),
// which skills and files would come back whole, come back cut, or be dropped. A forecast, not a
// rule of Claude Code: the rate is a plain average and says so.
import { usageInput, type Event, type Session } from "../model";
import type { TokenTable } from "../tokens/count";
import type { Settings } from "./settings-type";
import type { Simulation, TokenSource } from "./sim-types";
import type { SimulateOptions } from "./simulate-options";
import type { RuleReattachment } from "./reattach-types";
import { ruleReattachmentAt } from "./rule-reattachment";
import { simulate } from "./simulate";
import { SOURCES } from "./snapshot";

/** Requests the rate is averaged over: the growth between the last this-many-plus-one requests. */
export const FORECAST_RECENT_REQUESTS = 5;

/** "named": a file too large to include comes back as its name only (oversized-file-reference.ts) */
export type ComeBack = "back" | "cut" | "named" | "dropped";

export interface ForecastSkill {
  name: string;
  status: ComeBack;
  /** characters / 4 tokens it would come back with (0 when dropped) and of its whole body */
  tokens: number;
  originalTokens: number;
  why: string;
}

export interface ForecastFile {
  path: string;
  status: ComeBack;
  tokens: number;
  originalTokens: number;
  why: string;
}

export interface Forecast {
  /** the step it speaks of (the last one), the meter's `used` there, and where that figure comes from */
  step: number;
  used: number;
  usedSource: TokenSource;
  /** A, or null while auto-compact is off */
  autoCompactAt: number | null;
  blockingAt: number;
  /** the recent rate: requests measured (growths between them) and the mean growth a request, tokens */
  recent: { requests: number; perRequest: number; source: "recorded usage" | "estimate" } | null;
  /** requests until `used` reaches A at the recent rate; 0: at or past it now; null: off, or not growing */
  autoCompactIn: number | null;
  blockingIn: number | null;
  skills: ForecastSkill[];
  files: ForecastFile[];
}

/** The step of the last compaction that emptied the context (simulated or recorded), -1 without one. */
function lastCompactionStep(sim: Simulation): number {
  let at = -1;
  for (const c of sim.compactions)
    if (c.ok && (c.tier === "full" || c.tier === "session-memory" || c.tier === "reactive")) at = Math.max(at, c.step);
  for (const r of sim.recorded) if (r.kind === "compact") at = Math.max(at, r.step);
  return at;
}

/**
 * The requests since the last compaction, as the context each was sent with, oldest first: in a
 * recording, each response's recorded input (input + cache creation + cache read: ground truth);
 * in a scenario, which records none, the simulated request.
 */
function recentRequests(sim: Simulation, events: readonly Event[], recorded: boolean): number[] {
  const from = lastCompactionStep(sim);
  const out: number[] = [];
  for (let i = sim.steps - 1; i > from && out.length <= FORECAST_RECENT_REQUESTS; i--) {
    const u = events[i].usageCounted ? events[i].usage : undefined;
    const x = recorded ? (u ? usageInput(u) : NaN) : sim.requestInput[i];
    if (Number.isFinite(x)) out.push(x);
  }
  return out.reverse();
}

/** Whole requests until `used` grows from `used` to `limit` at `rate` a request (0 when already there). */
function requestsUntil(used: number, limit: number, rate: number | null): number | null {
  if (used >= limit) return 0;
  if (rate === null || rate <= 0) return null;
  return Math.ceil((limit - used) / rate);
}

function skillsOf(r: RuleReattachment): ForecastSkill[] {
  const out: ForecastSkill[] = (r.skills?.skills ?? []).map((s) => ({
    name: s.name,
    status: s.status === "kept" ? "back" : s.status === "truncated" ? "cut" : "dropped",
    tokens: s.tokens,
    originalTokens: s.originalTokens,
    why:
      s.status === "kept"
        ? "whole"
        : s.status === "truncated"
          ? `cut at character ${(s.cutAt ?? 0).toLocaleString("en-US")}`
          : `past the ${r.skills!.budget.total.toLocaleString("en-US")}-token budget for skills`,
  }));
  for (const f of r.forgotten)
    out.push({ name: f.name, status: "dropped", tokens: 0, originalTokens: 0, why: "forgotten when the session was resumed" });
  return out;
}

const FILE_WHY: Record<string, string> = {
  "over-file-count": "past the number of files re-attached",
  "over-total-budget": "past the token budget for files",
};

function filesOf(r: RuleReattachment): ForecastFile[] {
  const out: ForecastFile[] = r.files.attached.map((f) => ({
    path: f.path,
    status: f.named ? "named" : "back",
    tokens: f.tokens,
    originalTokens: f.originalTokens,
    why: f.named ? "too large to include: only its name comes back" : "whole",
  }));
  for (const f of r.files.skipped)
    if (FILE_WHY[f.reason]) out.push({ path: f.path, status: "dropped", tokens: 0, originalTokens: f.tokens, why: FILE_WHY[f.reason] });
  return out;
}

/** The forecast at the simulation's last step; `now`: what a compaction there would bring back. */
export function forecastOf(sim: Simulation, events: readonly Event[], now: RuleReattachment | null): Forecast {
  const step = sim.steps - 1;
  const used = step >= 0 ? sim.tokens[step] : sim.initial.tokens;
  const T = sim.thresholds;
  const recorded = events.some((e) => e.usage && e.usageCounted);
  const reqs = recentRequests(sim, events, recorded);
  const recent =
    reqs.length >= 2
      ? {
          requests: reqs.length,
          perRequest: (reqs[reqs.length - 1] - reqs[0]) / (reqs.length - 1),
          source: recorded ? ("recorded usage" as const) : ("estimate" as const),
        }
      : null;
  const rate = recent?.perRequest ?? null;
  const autoCompactAt = T.autoCompactEnabled ? T.autoCompactThreshold : null;
  return {
    step,
    used,
    usedSource: step >= 0 ? SOURCES[sim.source[step]] : "estimate",
    autoCompactAt,
    blockingAt: T.blockingThreshold,
    recent,
    autoCompactIn: autoCompactAt === null ? null : requestsUntil(used, autoCompactAt, rate),
    blockingIn: requestsUntil(used, T.blockingThreshold, rate),
    skills: now ? skillsOf(now) : [],
    files: now ? filesOf(now) : [],
  };
}

/** Simulates the session and forecasts from its last step: what `watch` and the app's live view show. */
export function forecastSession(
  session: Session,
  table: TokenTable,
  settings: Settings,
  opts: SimulateOptions = {},
): { sim: Simulation; forecast: Forecast } {
  let now: RuleReattachment | null = null;
  const sim = simulate(session, table, settings, {
    ...opts,
    atEnd: (run) => {
      if (session.events.length) now = ruleReattachmentAt(run, session.events.length - 1);
    },
  });
  return { sim, forecast: forecastOf(sim, session.events, now) };
}

const n = (x: number) => Math.round(x).toLocaleString("en-US");
const about = (k: number) => (k === 1 ? "the next request" : `about ${n(k)} requests`);

/** Where a figure comes from, as the line says it: recorded usage, or the estimate and its estimator. */
const from = (source: string, estimator: string) => (source === "recorded usage" ? source : `${source}, ${estimator}`);

/** The forecast in one line, each figure labelled with where it comes from ("recorded usage", "estimate, chars/4"). */
export function forecastLine(f: Forecast, estimator: string): string {
  const rate = f.recent
    ? `${f.recent.perRequest >= 0 ? "+" : ""}${n(f.recent.perRequest)} tokens a request over the last ${f.recent.requests === 2 ? "request" : `${n(f.recent.requests - 1)} requests`}, ${from(f.recent.source, estimator)}`
    : "too few requests since the last compaction for a rate";
  const at = `${n(f.used)} tokens now (${from(f.usedSource, estimator)})`;
  if (!f.recent && f.autoCompactIn !== 0) return `${at}; ${rate}`;
  if (f.autoCompactAt !== null && f.autoCompactIn === 0)
    return `${at}: at the auto-compact threshold (${n(f.autoCompactAt)}); the next request compacts`;
  if (f.autoCompactAt === null) {
    if (f.blockingIn === 0) return `${at}: at the blocking limit (${n(f.blockingAt)}), auto-compact off`;
    return f.blockingIn === null
      ? `${at}; auto-compact is off and the context is not growing (${rate})`
      : `${at}; auto-compact is off: blocked in ${about(f.blockingIn)} at the recent rate (${rate})`;
  }
  if (f.autoCompactIn === null) return `${at}; not growing at the recent rate (${rate}): no auto-compact in sight`;
  return `${at}; auto-compact in ${about(f.autoCompactIn)} at the recent rate (${rate}), blocking in ${about(f.blockingIn!)}`;
}
