// What decided a confidence (confidence.ts), in the user's words (rules.md#routing-incorporate): the
// value is a logistic of five parts, so each part's share of the decision is its weight times how
// far it sits from a typical request's. A load names the parts that speak for it most, an ask or a
// native answer the parts that held it back most: "71% likely right, mostly from its lead over the
// next skill and how much of the request it covers", not "lead 41%, covers 62%" alone.
import type { Confidence } from "./confidence";

type Part = "margin" | "coverage" | "agreement" | "specific" | "unknown";
/** the confidence rule's weights (CONFIDENCE_WEIGHTS), passed in: this file only words them */
type Weights = Record<Part, number>;
const PARTS: readonly Part[] = ["margin", "coverage", "agreement", "specific", "unknown"];

/**
 * The parts of a typical request the rule weighs: the means over the 1,790 it weighed on the 35
 * tune gold sets of round 12 (every single, native or chitchat case whose leader passed the gate and
 * triage, near ties and slash-only claims aside; docs/routing.md, "Round 12 tuning: the decision").
 */
export const TYPICAL_LOAD: Record<Part, number> = { margin: 0.41, coverage: 0.62, agreement: 0.94, specific: 0.74, unknown: 0.29 };

/** Each part's words when it speaks for the load, and when it holds the load back. */
const WORDS: Record<Part, { for: string; against: string }> = {
  margin: { for: "its lead over the next skill", against: "its small lead over the next skill" },
  coverage: { for: "how much of the request it covers", against: "how little of the request it covers" },
  agreement: { for: "its body agreeing with its description", against: "its body disagreeing with its description" },
  specific: { for: "holding the request's most specific word", against: "missing the request's most specific word" },
  unknown: { for: "the request's words being the catalog's own", against: "the request's words that no skill uses" },
};

/** Each part's pull on the decision, largest first: weight times the distance from a typical load. */
export function pulls(c: Confidence, weights: Weights): { part: Part; pull: number }[] {
  return PARTS.map((part) => ({ part, pull: weights[part] * (c[part] - TYPICAL_LOAD[part]) })).sort((a, b) => b.pull - a.pull);
}

const both = (xs: string[]) => (xs.length > 1 ? `${xs.slice(0, -1).join(", ")} and ${xs[xs.length - 1]}` : xs[0]);

/**
 * The one or two parts that decided, in words: for a load, the parts pulling it up most (above a
 * typical request's), for an ask or native, those pulling it down most; null when no part is on that
 * side (every part typical or better, and still under a bar set higher than usual, or the reverse).
 */
export function whatDecided(c: Confidence, loads: boolean, weights: Weights): string | null {
  const ranked = pulls(c, weights);
  const telling = (loads ? ranked : [...ranked].reverse()).filter((p) => (loads ? p.pull > 0 : p.pull < 0)).slice(0, 2);
  return telling.length ? both(telling.map((p) => (loads ? WORDS[p.part].for : WORDS[p.part].against))) : null;
}

// a likelihood is never shown as a certainty (99.6% reads 99%), and a value under the bar never
// rounded up to it (51.7% under 52% reads 51%)
const pct = (x: number) => `${Math.min(99, Math.round(100 * x))}%`;
const pctUnder = (x: number) => `${Math.max(0, Math.floor(100 * x))}%`;

/** The clause a load's reason ends with: how likely it is right, and from what. */
export function loadLikelihood(c: Confidence, weights: Weights): string {
  const named = whatDecided(c, true, weights);
  return `${pct(c.value)} likely right, ${named ? `mostly from ${named}` : "with no part above a typical request's"}`;
}

/** The clause an ask's or a native answer's reason opens with: how likely, under what, and held back by what. */
export function heldBack(c: Confidence, min: number, weights: Weights): string {
  const named = whatDecided(c, false, weights);
  const by = named ? `held back most by ${named}` : "with no part below a typical request's";
  return `${pctUnder(c.value)} likely right, under the ${Math.round(100 * min)}% a load needs, ${by}`;
}
