// The candidate list after the body rerank (rules.md#routing): the rerank's first two candidates,
// then the places left alternate between the best candidate BM25 ranks that is not yet listed and
// the best the rerank ranks, BM25 first. The rerank decides what loads (its first candidate, and
// the runner-up the near-tie and confidence rules read); the list is what the model is shown, and
// there the body's reading of a long request should add candidates, not push out the ones the
// request's words name. Measured on the 38 tune sets (docs/routing.md, "Round 13 tuning:
// retrieval"): among the prompts the rerank reordered past TOP_K, a right entry was in BM25's first
// five and pushed out of the list by the rerank 16 times, and brought in by it 6 times.

/** How many of the rerank's first candidates head the list as it ordered them. */
export const RERANK_HEAD = 2;

/**
 * The first `k` places of the list, as positions in the BM25-ordered pool, given the pool's rerank
 * order (`order[i]` is the BM25 position of the rerank's i-th candidate).
 */
export function interleavedList(order: readonly number[], k: number): number[] {
  const n = Math.min(k, order.length);
  const out = order.slice(0, Math.min(RERANK_HEAD, n));
  const listed = new Set(out);
  let byBm25 = 0;
  let byRerank = out.length;
  let bm25Turn = true;
  while (out.length < n) {
    let next: number;
    if (bm25Turn) {
      while (listed.has(byBm25)) byBm25++;
      next = byBm25;
    } else {
      while (listed.has(order[byRerank])) byRerank++;
      next = order[byRerank];
    }
    out.push(next);
    listed.add(next);
    bm25Turn = !bm25Turn;
  }
  return out;
}

/** The whole pool's list as 0-based BM25 places, given the pool in rerank order with 1-based BM25 places (`from`). */
function poolList(pool: readonly { from: number }[]): number[] {
  return interleavedList(
    pool.map((p) => p.from - 1),
    pool.length,
  );
}

/** A reranked candidate's 1-based place in the whole pool's list, given the pool in rerank order with BM25 places (`from`). */
export function listPlace(pool: readonly { from: number }[], from: number): number {
  return poolList(pool).indexOf(from - 1) + 1;
}

/** Every reranked candidate's 1-based place in the whole pool's list, by name (the pool in rerank order, as listPlace). */
export function listPlaces(pool: readonly { name: string; from: number }[]): Map<string, number> {
  const list = poolList(pool);
  const byFrom = new Map(pool.map((p) => [p.from - 1, p.name] as const));
  return new Map(list.map((from, k) => [byFrom.get(from)!, k + 1] as const));
}
