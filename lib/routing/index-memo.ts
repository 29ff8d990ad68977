// What the router works out once per catalog index and analyser configuration, remembered across
// prompts: an index's document-frequency lookup (`df`) is the same function for every prompt routed
// on it, so it keys the memo, and a dropped index takes its answers with it (a WeakMap). The tag
// names the analyser settings the answers were made under.

/** A catalog index's term lookup (its document frequency), the key an answer is remembered under. */
export type IndexLookup = (term: string) => number;

/** The value remembered for `df` and `tag`, made by `make` the first time. */
export function indexMemo<T>(memos: WeakMap<IndexLookup, Map<string, T>>, df: IndexLookup, tag: string, make: () => T): T {
  let byTag = memos.get(df);
  if (!byTag) memos.set(df, (byTag = new Map()));
  let v = byTag.get(tag);
  if (v === undefined) byTag.set(tag, (v = make()));
  return v;
}
