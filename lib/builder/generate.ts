// "Repeat and generate": the events a generator would add, computed before anything is added, so the
// builder can preview them (count and tokens) and add them as one edit (one undo).
import type { DraftSkill, ScenarioEvent } from "./draft";

export interface RoundsSpec {
  rounds: number;
  /** tokens of each Read result */
  readTokens: number;
  /** an Edit after each Read, with this many tokens of input (0: no Edit) */
  editTokens: number;
  /** files are read from this folder, one new file a round (src/file-1.ts, src/file-2.ts, ...) */
  folder: string;
  /** each round reads the same file again instead of a new one (a re-read of an unchanged file) */
  sameFile: boolean;
}

export const DEFAULT_ROUNDS: RoundsSpec = { rounds: 20, readTokens: 3000, editTokens: 400, folder: "src", sameFile: false };

/** Upper bounds, so a typo (200000 rounds) cannot build a scenario the page cannot hold. */
export const GENERATE_LIMITS = { rounds: 2000, tokens: 1_000_000, skills: 200 } as const;

const whole = (n: number, max: number) => Math.max(0, Math.min(max, Math.round(Number.isFinite(n) ? n : 0)));

/** "Add N rounds of Read Xk + Edit": each round a Read of a file and, when asked, an Edit of it. */
export function rounds(spec: RoundsSpec): ScenarioEvent[] {
  const n = whole(spec.rounds, GENERATE_LIMITS.rounds);
  const read = whole(spec.readTokens, GENERATE_LIMITS.tokens);
  const edit = whole(spec.editTokens, GENERATE_LIMITS.tokens);
  const folder = spec.folder.replace(/\/+$/, "") || "src";
  const out: ScenarioEvent[] = [];
  for (let i = 1; i <= n; i++) {
    const file_path = `${folder}/${spec.sameFile ? "file-1" : `file-${i}`}.ts`;
    out.push({ type: "tool", name: "Read", input: { file_path }, resultTokens: read });
    if (edit > 0) {
      out.push({ type: "tool", name: "Edit", input: { file_path, old_string: "…", new_string: "…" }, useTokens: edit, resultTokens: 20 });
    }
  }
  return out;
}

/** "Invoke these skills": one skill event per name, in the order given. */
export function invokeSkills(names: readonly string[]): ScenarioEvent[] {
  return names.slice(0, GENERATE_LIMITS.skills).map((name) => ({ type: "skill", name }));
}

/** Skills of a given size for a draft that has none: `count` skills of `tokens` each. */
export function sizedSkills(count: number, tokens: number, prefix = "skill"): DraftSkill[] {
  const n = whole(count, GENERATE_LIMITS.skills);
  const t = whole(tokens, GENERATE_LIMITS.tokens);
  return Array.from({ length: n }, (_, k) => ({
    name: `${prefix}-${k + 1}`,
    description: `A ${t.toLocaleString("en-US")}-token skill.`,
    tokens: t,
  }));
}

/**
 * Generated skills renamed apart from the names a draft already has: a taken name becomes
 * `skill-N`, N counting on from the draft's number of skills, until it is free.
 */
export function renamedApart(skills: readonly DraftSkill[], existing: readonly string[]): DraftSkill[] {
  const taken = new Set(existing);
  let n = existing.length;
  return skills.map((s) => {
    let name = s.name;
    while (taken.has(name)) name = `skill-${++n}`;
    taken.add(name);
    return { ...s, name };
  });
}

/** What a preview says: how many events and steps, and the explicit tokens they add. */
export function previewOf(events: readonly ScenarioEvent[], skills: readonly DraftSkill[]): { events: number; tokens: number } {
  let tokens = 0;
  for (const e of events) {
    const num = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? v : 0);
    if (e.type === "tool") tokens += num(e.useTokens) + num(e.resultTokens);
    else if (e.type === "skill") tokens += num(e.tokens) || (skills.find((s) => s.name === e.name)?.tokens ?? 0);
    else tokens += num(e.tokens) + num(e.thinkingTokens);
  }
  return { events: events.length, tokens };
}
