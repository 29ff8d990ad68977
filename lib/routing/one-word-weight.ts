// One request word, one word's weight (rules.md#routing-retrieve; docs/routing.md "one word, one
// weight"). An English request word the dictionary or the vocabulary expands into a phrase
// ("changes" -> 변경 사항) adds each of the phrase's words as a term of its own, so an entry that
// holds the whole phrase scored that one word twice and outranked, or was loaded alone over, an
// entry that matched another request word directly. The terms one English word (one dictionary
// key) adds therefore share a budget: together they weigh at most the heaviest of them plus half of
// it for each further one. Only terms the index holds count, so a phrase with one live word keeps
// its weight. A Korean word's English phrase is left whole: a Korean compound is one word whose
// English needs several, and sharing its translation's weight lost Recall@5 on Korean requests
// without fewer wrong loads (docs/routing.md).
import { hasHangul } from "./hangul";
import type { QueryTerm } from "./trace";

/** What each further term of one word's expansion adds to its budget, as a share of the heaviest. */
export const EXTRA_TERM_SHARE = 0.5;

/**
 * Scales, in place, the dictionary terms (origin "synonym" or "compound") an English word or key
 * adds so that their weights sum to at most max × (1 + share × (n - 1)), n the number of them the
 * index holds (`df` > 0; every term when `df` is absent). The prompt's own words are left as they are.
 */
export function capWordExpansions(terms: QueryTerm[], df?: (term: string) => number, share = EXTRA_TERM_SHARE): void {
  const groups = new Map<string, QueryTerm[]>();
  for (const t of terms) {
    if ((t.origin !== "synonym" && t.origin !== "compound") || hasHangul(t.from)) continue;
    if (df && df(t.term) === 0) continue;
    const g = groups.get(t.from);
    if (g) g.push(t);
    else groups.set(t.from, [t]);
  }
  for (const g of groups.values()) {
    if (g.length < 2) continue;
    let sum = 0;
    let max = 0;
    for (const t of g) {
      sum += t.weight;
      max = Math.max(max, t.weight);
    }
    const budget = max * (1 + share * (g.length - 1));
    if (sum <= budget) continue;
    for (const t of g) t.weight *= budget / sum;
  }
}
