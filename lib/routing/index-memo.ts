// What the router works out once per catalog index and analyser configuration, remembered across
// prompts: an index's document-frequency lookup (`df`) is the same function for every prompt routed
// on it, so it keys the memo, and a dropped index takes its answers with it (a WeakMap). The tag
// names the analyser settings the answers were made under.
// Word memos (wordMemo) remember one answer per word of a prompt: a word's stem, its dictionary
// key, what a dictionary holds for it; per dictionary or vocabulary (memoOf) or for the module.

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

/**
 * How many words a word memo keeps before it starts again: a prompt's words recur across prompts and
 * stay well under it; a pasted log's need not, and must not grow the memo without end.
 */
export const WORD_MEMO_LIMIT = 50_000;

/** The answer remembered for `key`, made by `make` the first time; past WORD_MEMO_LIMIT the memo starts again. */
export function wordMemo<T>(memo: Map<string, T>, key: string, make: () => T): T {
  let v = memo.get(key);
  if (v === undefined) {
    v = make();
    if (memo.size >= WORD_MEMO_LIMIT) memo.clear();
    memo.set(key, v);
  }
  return v;
}

/** The word memo kept for `owner` (a dictionary, a vocabulary), dropped with it. */
export function memoOf<K extends object, T>(memos: WeakMap<K, Map<string, T>>, owner: K): Map<string, T> {
  let memo = memos.get(owner);
  if (!memo) memos.set(owner, (memo = new Map()));
  return memo;
}
