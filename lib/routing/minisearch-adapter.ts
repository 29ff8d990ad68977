// The one place the router reaches past MiniSearch's public API. `search()` is `executeQuery()` (a
// map of internal id -> summed score) plus, per match, a result object, a multiplication by the
// number of matched query terms, and a sort of every match: as much work again as the query itself.
// The router only needs the summed scores, which are already classic BM25 (rules.md#routing), so it
// calls `executeQuery` when this MiniSearch has it (7.x; the version is pinned) and otherwise falls
// back to the public `search()` divided by that factor. Internal ids are insertion order, which is
// the entry index: documents are only ever added, once, in order.
// minisearch-adapter.test.ts fails when an upgrade removes or changes `executeQuery`.
import MiniSearch, { type SearchOptions, type SearchResult } from "minisearch";
import type { Bm25Params } from "./bm25";

export type { SearchOptions };

type ExecuteQuery = (query: string, options: SearchOptions) => Map<number, { score: number; terms: string[] }>;

/** One text field, BM25 without MiniSearch's +d term, no prefix or fuzzy matching, OR. */
export function createTermSearch(
  texts: string[],
  tokenize: (text: string) => string[],
  processTerm: (term: string) => string,
  p: Bm25Params,
): MiniSearch {
  const mini = new MiniSearch<{ id: number; text: string }>({
    fields: ["text"],
    idField: "id",
    tokenize,
    processTerm,
    searchOptions: { bm25: { k: p.k1, b: p.b, d: 0 }, prefix: false, fuzzy: false, combineWith: "OR" },
  });
  mini.addAll(texts.map((text, id) => ({ id, text })));
  return mini;
}

/** MiniSearch's private query engine, when this version has it. */
export function executeQueryOf(mini: MiniSearch): ExecuteQuery | null {
  const exec = (mini as unknown as { executeQuery?: ExecuteQuery }).executeQuery;
  return typeof exec === "function" ? exec : null;
}

/**
 * Each matched entry's summed score (before MiniSearch multiplies it by the matched terms), by
 * entry index, through `executeQuery` ("fast") or the public `search()` ("public").
 */
export function summedScores(
  mini: MiniSearch,
  query: string,
  options: SearchOptions,
  mode: "fast" | "public" = "fast",
): { id: number; score: number }[] {
  const exec = mode === "fast" ? executeQueryOf(mini) : null;
  const out: { id: number; score: number }[] = [];
  if (exec) {
    for (const [id, r] of exec.call(mini, query, options)) out.push({ id, score: r.score });
    return out;
  }
  const res: SearchResult[] = mini.search(query, options);
  for (const r of res) out.push({ id: r.id as number, score: r.score / (r.queryTerms.length || 1) });
  return out;
}
