// Fix each miss (issue 34): description quality decides routing, so for each gold case the router
// got wrong, name the words the right skill's description lacks (the prompt's own words, filler left
// out, rarest first) and what made the winner win (its best-scoring words the right skill lacks),
// then run the bench again over the catalog with those words added: the what-if of the edit.
// The edit adds the prompt's words on purpose; a what-if on the same gold set is an upper bound of
// what editing descriptions can do for these requests, not a measurement of the router.
import type { CatalogEntry } from "../skills/catalog";
import { runBench, type BenchReport, type CaseResult, type GoldCase } from "./bench";
import { diffBench, isFailure, type BenchDiff } from "./diff";
import { buildRouter, type Router } from "./router";
import { isFiller } from "./filler";
import { whyNot } from "./whynot";

/** Words proposed for one miss, and one skill's description edited with them. */
export const MAX_WORDS_PER_MISS = 5;

export interface MissFix {
  id: string;
  query: string;
  /** the right skill to edit: of the gold and acceptable names, the one that came closest */
  skill: string;
  /** the prompt's words its name, description and when_to_use lack, rarest in the catalog first */
  add: string[];
  /** the skill loaded (or subagent delegated to) or ranked first instead, and its best words the right skill lacks */
  winner: string | null;
  winnerWins: string[];
}

export interface FixWhatIf {
  fixes: MissFix[];
  /** one edited description per skill: every miss's words for it, in one sentence */
  edits: { skill: string; path: string; before: string; after: string }[];
  before: BenchReport;
  after: BenchReport;
  diff: BenchDiff;
}

/** The sentence an edit appends: the words, as a trigger line. */
export const addedSentence = (words: string[]) => `Use when the request mentions ${words.join(", ")}.`;

function fixFor(router: Router, c: CaseResult, catalog: readonly CatalogEntry[]): MissFix | null {
  const skill = c.dropout?.name ?? c.gold[0];
  if (!skill) return null;
  const trace = router.route(c.query);
  const w = whyNot(router, trace, skill, catalog, {}, { hints: false });
  if (w.stage === "slash-only" || w.stage === "agent" || w.stage === "unknown") return null;
  // a Korean word as its stem (팀에 -> 팀, the particle is no word to add), an English one as written
  const writable = (m: { term: string; from: string }) => (/[\uac00-\ud7a3]/.test(m.from) ? m.term : m.from.toLowerCase());
  const add = [...new Set((w.missing ?? []).map(writable))].filter((x) => x.length > 1).slice(0, MAX_WORDS_PER_MISS);
  const winner = trace.chosen ?? trace.candidates.find((x) => x.name !== skill)?.name ?? null;
  let winnerWins: string[] = [];
  if (winner && winner !== skill) {
    const own = new Set((w.terms ?? []).map((t) => t.term));
    // a request delegated to a subagent was won by the subagent's description
    const theirs = router.explain(c.query, winner, trace.decision === "delegate" ? { index: "agents" } : {})?.terms ?? [];
    // one line per prompt word: a word and its stem (coverage, coverag) are one reason
    const byWord = new Map<string, number>();
    for (const t of theirs) {
      if (own.has(t.term) || isFiller(t.from)) continue;
      const key = [...byWord.keys()].find((k) => k.startsWith(t.from) || t.from.startsWith(k)) ?? t.from;
      byWord.set(key, (byWord.get(key) ?? 0) + t.contribution);
    }
    winnerWins = [...byWord]
      .sort((a, b) => b[1] - a[1])
      .map(([from]) => from)
      .slice(0, 3);
  }
  return { id: c.id, query: c.query, skill, add, winner, winnerWins };
}

/** For every single or slash case the bench missed: the words to add and what the winner won on. */
export function fixesForMisses(router: Router, report: BenchReport, catalog: readonly CatalogEntry[]): MissFix[] {
  const out: MissFix[] = [];
  for (const c of report.results) {
    if ((c.kind !== "single" && c.kind !== "slash") || !isFailure(c)) continue;
    const f = fixFor(router, c, catalog);
    if (f && f.add.length) out.push(f);
  }
  return out;
}

/** The catalog with each fixed skill's description extended by its misses' words. */
export function applyFixes(catalog: readonly CatalogEntry[], fixes: MissFix[]): { entries: CatalogEntry[]; edits: FixWhatIf["edits"] } {
  const words = new Map<string, string[]>();
  for (const f of fixes) words.set(f.skill, [...new Set([...(words.get(f.skill) ?? []), ...f.add])]);
  const edits: FixWhatIf["edits"] = [];
  const entries = catalog.map((e) => {
    const ws = words.get(e.name);
    // the right skill's description: a subagent of the same name (a plugin shipping both) is left as it is
    if (!ws || e.kind === "agent" || edits.some((x) => x.skill === e.name)) return e;
    const after = `${e.description.trim()} ${addedSentence(ws)}`.trim();
    edits.push({ skill: e.name, path: e.path, before: e.description, after });
    return { ...e, description: after };
  });
  return { entries, edits };
}

/**
 * The bench, the fixes for its misses, and the bench again over the catalog with the fixes applied
 * (same settings and counter; the index is built anew for the edited catalog).
 */
export function fixMissesWhatIf(router: Router, cases: GoldCase[], catalog: readonly CatalogEntry[]): FixWhatIf {
  const before = runBench(router, cases, catalog);
  const fixes = fixesForMisses(router, before, catalog);
  const { entries, edits } = applyFixes(catalog, fixes);
  const { preset, window } = router.listing;
  const edited = buildRouter(entries, router.settings, {
    counter: router.counter,
    listing: { preset, window },
    paraphrases: router.paraphrases,
  });
  const after = runBench(edited, cases, entries);
  return { fixes, edits, before, after, diff: diffBench(before, after) };
}
