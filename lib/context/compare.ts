// Two simulations of the same session side by side (compare mode): their compactions lined up by
// step, what differs in each row, and a few totals. Pure: reads two Simulation objects.
import { SETTING_FIELDS } from "./settings";
import type { Settings } from "./settings-type";
import type { Simulation, Tier, Trigger } from "./sim-types";

export interface CompactionBrief {
  index: number;
  step: number;
  tier: Tier;
  trigger: Trigger;
  ok: boolean;
  tokensBefore: number;
  tokensAfter: number;
}

export type RowDiff = "only-a" | "only-b" | "tier" | "outcome" | "before" | "after";

export interface CompareRow {
  step: number;
  a: CompactionBrief | null;
  b: CompactionBrief | null;
  /** empty when both sides did the same thing (same tier, outcome and tokens, to the token) */
  diff: RowDiff[];
}

export interface SideTotals {
  compactions: number;
  /** session-memory, full and reactive compactions (the ones that rewrite the context) */
  rewrites: number;
  microcompacts: number;
  failed: number;
  peak: number;
  final: number;
}

export interface SimComparison {
  rows: CompareRow[];
  a: SideTotals;
  b: SideTotals;
  /** first step where `used` differs by at least one token, or null when the two never differ */
  firstDivergence: number | null;
  /** settings whose values differ between A and B, in the order of SETTING_FIELDS */
  settings: { key: keyof Settings; label: string; a: unknown; b: unknown }[];
}

const brief = (sim: Simulation, k: number): CompactionBrief => {
  const c = sim.compactions[k];
  return {
    index: c.index,
    step: c.step,
    tier: c.tier,
    trigger: c.trigger,
    ok: c.ok,
    tokensBefore: c.tokensBefore,
    tokensAfter: c.tokensAfter,
  };
};

const REWRITES = new Set<Tier>(["session-memory", "full", "reactive"]);

function totals(sim: Simulation): SideTotals {
  let peak = 0;
  for (let i = 0; i < sim.steps; i++) peak = Math.max(peak, sim.tokens[i]);
  for (const c of sim.compactions) peak = Math.max(peak, c.tokensBefore);
  return {
    compactions: sim.compactions.length,
    rewrites: sim.compactions.filter((c) => REWRITES.has(c.tier)).length,
    microcompacts: sim.compactions.filter((c) => !REWRITES.has(c.tier)).length,
    failed: sim.compactions.filter((c) => !c.ok).length,
    peak,
    final: sim.steps ? sim.tokens[sim.steps - 1] : sim.initial.tokens,
  };
}

const same = (x: unknown, y: unknown) => JSON.stringify(x) === JSON.stringify(y);

/**
 * Lines up the compactions of A and B by step (several at one step pair in order) and says what
 * differs in each row. Token figures are compared after rounding to whole tokens.
 */
export function compareSimulations(a: Simulation, b: Simulation): SimComparison {
  const byStep = new Map<number, { a: number[]; b: number[] }>();
  const slot = (s: number) => {
    let e = byStep.get(s);
    if (!e) byStep.set(s, (e = { a: [], b: [] }));
    return e;
  };
  a.compactions.forEach((c, k) => slot(c.step).a.push(k));
  b.compactions.forEach((c, k) => slot(c.step).b.push(k));
  const rows: CompareRow[] = [];
  for (const step of [...byStep.keys()].sort((x, y) => x - y)) {
    const e = byStep.get(step)!;
    for (let j = 0; j < Math.max(e.a.length, e.b.length); j++) {
      const ca = e.a[j] !== undefined ? brief(a, e.a[j]) : null;
      const cb = e.b[j] !== undefined ? brief(b, e.b[j]) : null;
      const diff: RowDiff[] = [];
      if (!cb) diff.push("only-a");
      else if (!ca) diff.push("only-b");
      else {
        if (ca.tier !== cb.tier) diff.push("tier");
        if (ca.ok !== cb.ok) diff.push("outcome");
        if (Math.round(ca.tokensBefore) !== Math.round(cb.tokensBefore)) diff.push("before");
        if (Math.round(ca.tokensAfter) !== Math.round(cb.tokensAfter)) diff.push("after");
      }
      rows.push({ step, a: ca, b: cb, diff });
    }
  }
  let firstDivergence: number | null = null;
  const n = Math.min(a.steps, b.steps);
  for (let i = 0; i < n; i++) {
    if (Math.abs(a.tokens[i] - b.tokens[i]) >= 1) {
      firstDivergence = i;
      break;
    }
  }
  if (firstDivergence === null && a.steps !== b.steps) firstDivergence = n;
  const settings = SETTING_FIELDS.filter((f) => !same(a.settings[f.key], b.settings[f.key])).map((f) => ({
    key: f.key,
    label: f.label,
    a: a.settings[f.key],
    b: b.settings[f.key],
  }));
  return { rows, a: totals(a), b: totals(b), firstDivergence, settings };
}
