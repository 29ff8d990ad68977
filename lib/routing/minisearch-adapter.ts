// The one place the router reaches past MiniSearch's public API, three times. `search()` is `executeQuery()` (a
// map of internal id -> summed score) plus, per match, a result object, a multiplication by the
// number of matched query terms, and a sort of every match: as much work again as the query itself.
// The router only needs the summed scores, which are already classic BM25 (rules.md#routing), so it
// calls `executeQuery` when this MiniSearch has it (7.x; the version is pinned) and otherwise falls
// back to the public `search()` divided by that factor. Internal ids are insertion order, which is
// the entry index: documents are only ever added, once, in order. And an index is built from the
// router's own term counts by setting each term once in MiniSearch's index map
// (`termSearchFromPostings`), not by `add`, which looks up every occurrence.
// Third, retrieval reads the document count and field lengths MiniSearch scores with
// (`fieldLengthsOf`), so that it can sum executeQuery's very numbers itself (retrieve.ts).
// minisearch-adapter.test.ts fails when an upgrade removes or changes `executeQuery` or that map;
// retrieve-exact.test.ts when the sums stop being MiniSearch's, bit for bit.
import MiniSearch, { type AsPlainObject, type SearchOptions, type SearchResult } from "minisearch";
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
  const mini = new MiniSearch<{ id: number; text: string }>(options(tokenize, processTerm, p));
  mini.addAll(texts.map((text, id) => ({ id, text })));
  return mini;
}

const options = (tokenize: (text: string) => string[], processTerm: (term: string) => string, p: Bm25Params) => ({
  fields: ["text"],
  idField: "id",
  tokenize,
  processTerm,
  searchOptions: { bm25: { k: p.k1, b: p.b, d: 0 }, prefix: false, fuzzy: false, combineWith: "OR" as const },
});

type RawIndex = { set(term: string, data: Map<number, Map<number, number>>): unknown };

/**
 * The same index as `createTermSearch` over texts whose terms are already counted: `lengths[id]`
 * terms in document `id` (every occurrence), `postings` term -> [id, tf, id, tf, ...] in id order.
 * `add` looks every occurrence up in MiniSearch's radix tree (a third of a 1,200-skill router's
 * build); here each term is set once. The document table goes through the public `loadJS` (its
 * serialisation, version 2); the terms go straight into its index map ("fast": building them as
 * loadJS's plain objects doubled the garbage collector's share, and the build took as long as
 * `add`), or through loadJS too ("public") when this MiniSearch has no such map.
 * minisearch-adapter.test.ts and bm25.test.ts check both give `addAll`'s `toJSON()`.
 */
export function termSearchFromPostings(
  lengths: ArrayLike<number>,
  postings: Iterable<[string, ArrayLike<number>]>,
  tokenize: (text: string) => string[],
  processTerm: (term: string) => string,
  p: Bm25Params,
  mode: "fast" | "public" = "fast",
): MiniSearch {
  const documentIds: Record<string, number> = {};
  const fieldLength: Record<string, number[]> = {};
  // MiniSearch's own running mean (addFieldLength), so the float is the one `add` would reach
  let avg = 0;
  for (let id = 0; id < lengths.length; id++) {
    documentIds[id] = id;
    fieldLength[id] = [lengths[id]];
    avg = (avg * id + lengths[id]) / (id + 1);
  }
  const js: AsPlainObject = {
    documentCount: lengths.length,
    nextId: lengths.length,
    documentIds,
    fieldIds: { text: 0 },
    fieldLength,
    averageFieldLength: lengths.length ? [avg] : [],
    storedFields: {},
    dirtCount: 0,
    index: [],
    serializationVersion: 2,
  };
  const opts = options(tokenize, processTerm, p);
  if (mode === "public") {
    for (const [term, list] of postings) {
      const freqs: Record<string, number> = {};
      for (let i = 0; i < list.length; i += 2) freqs[list[i]] = list[i + 1];
      js.index.push([term, { 0: freqs }]);
    }
    return MiniSearch.loadJS(js, opts);
  }
  const mini = MiniSearch.loadJS(js, opts);
  const raw = (mini as unknown as { _index?: RawIndex })._index;
  if (!raw || typeof raw.set !== "function") return termSearchFromPostings(lengths, postings, tokenize, processTerm, p, "public");
  for (const [term, list] of postings) {
    const freqs = new Map<number, number>();
    for (let i = 0; i < list.length; i += 2) freqs.set(list[i], list[i + 1]);
    raw.set(term, new Map([[0, freqs]]));
  }
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

/**
 * The document count and each document's field length that MiniSearch scores with (one field,
 * ids in insertion order), read from its internals so that the router can sum the very numbers
 * its `executeQuery` would (retrieve.ts exactScores); null when this version keeps them elsewhere.
 */
export function fieldLengthsOf(mini: MiniSearch): { count: number; avg: number; lengths: Float64Array } | null {
  const m = mini as unknown as { _documentCount?: unknown; _avgFieldLength?: unknown; _fieldLength?: unknown };
  if (typeof m._documentCount !== "number" || !Array.isArray(m._avgFieldLength) || !(m._fieldLength instanceof Map)) return null;
  const avg = m._avgFieldLength[0];
  if (typeof avg !== "number") return null;
  const lengths = new Float64Array(m._documentCount);
  for (let id = 0; id < lengths.length; id++) {
    const fl = (m._fieldLength as Map<number, number[]>).get(id);
    if (!fl || typeof fl[0] !== "number") return null;
    lengths[id] = fl[0];
  }
  return { count: m._documentCount, avg, lengths };
}
