// The slash-only rule (rules.md#routing): a skill with `disable-model-invocation: true` is never
// offered, but a request for its job may be its job. When such a skill holds more of the request
// than anything the model may load, loading the neighbour unasked could be a wrong load ("roll the
// api back" loading an API design skill). It is never a veto, though: on real catalogs a slash-only
// skill often shares the words of a loadable one that does the job (a backtest, a slide deck), and
// turning those requests native lost right loads. So the claim turns a load into a question that
// names both, the loadable skill first and the other by the `/name` the user types.
import type { RouterIndex } from "./catalog-index";
import { quoteList } from "./format";
import type { Incorporation } from "./incorporate";
import type { QueryTerm } from "./trace";
import { coverageOver, weighWords } from "./word-coverage";

/**
 * A slash-only skill must hold at least this share of the request to claim it. 0.3: from 0.4 to
 * 0.2 no claim on the dev gold sets changes; at 0.3 one held-out request more stays native
 * (blind-ko-en-holdout); below, the floor would be chosen on a set measured only.
 */
export const SLASH_ONLY_COVERAGE = 0.3;
/** ...and this much more of it than the winner the model may load. */
export const SLASH_ONLY_LEAD = 0.1;

export interface SlashOnlyClaim {
  name: string;
  /** the share of the request (by IDF over both indexes) the slash-only skill holds */
  coverage: number;
  /** the same share for the winner the model may load (or 0 when there is none) */
  winnerCoverage: number;
}

/** The slash-only skill that claims the request, or null when none holds clearly more of it than the winner. */
export function slashOnlyClaim(
  skills: RouterIndex,
  slashOnly: RouterIndex | null,
  winner: number | null,
  terms: QueryTerm[],
): SlashOnlyClaim | null {
  if (!slashOnly || !slashOnly.entries.length) return null;
  const n = skills.entries.length + slashOnly.entries.length;
  const words = weighWords(terms, n, (t) => (skills.df.get(t) ?? 0) + (slashOnly.df.get(t) ?? 0));
  const winnerCoverage = winner === null ? 0 : coverageOver(words, skills.docs[winner].tf);
  // only a slash-only skill holding one of the words can cover any of the request: those, in
  // catalog order (the first of equal coverage claims), through the index's postings
  const holders = new Set<number>();
  for (const g of words) for (const t of g.terms) for (const id of slashOnly.postings.get(t)?.ids ?? []) holders.add(id);
  let best: SlashOnlyClaim | null = null;
  for (const i of [...holders].sort((a, b) => a - b)) {
    const c = coverageOver(words, slashOnly.docs[i].tf);
    if (c >= SLASH_ONLY_COVERAGE && c >= winnerCoverage + SLASH_ONLY_LEAD && (!best || c > best.coverage))
      best = { name: slashOnly.entries[i].name, coverage: c, winnerCoverage };
  }
  return best;
}

const pct = (x: number) => `${Math.round(100 * x)}%`;

/**
 * What a claim does to the incorporation: a load becomes a question between the winner and the
 * slash-only skill; a question gains it as one more option. Native stays native (a claim never
 * loads anything). Every name in the reason is one the user can act on: a candidate on screen, or
 * the `/name` they would type.
 */
export function applySlashOnlyClaim(done: Incorporation, claim: SlashOnlyClaim, winner: string): Incorporation {
  if (done.decision === "native") return done;
  const held = `/${claim.name} (only you can start it) holds ${pct(claim.coverage)} of the request, "${winner}" ${pct(claim.winnerCoverage)}`;
  const options = done.decision === "ask" ? [...(done.options ?? [winner])] : [winner];
  if (!options.includes(claim.name)) options.push(claim.name);
  const loadable = options.filter((o) => o !== claim.name);
  const reason =
    done.decision === "skill"
      ? `Ask the user: "${winner}" can load, but ${held}; load "${winner}" or type /${claim.name}.`
      : `Ask the user: ${quoteList(loadable, 5)} are near-tied, and ${held}; pick one or type /${claim.name}.`;
  return {
    decision: "ask",
    reason,
    chosen: null,
    options,
    stage: { ...done.stage, passed: false, detail: reason, outcome: "ask", options, slashOnly: claim.name },
  };
}
