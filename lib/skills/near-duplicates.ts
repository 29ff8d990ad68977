// Which pairs of word sets reach a Jaccard similarity threshold (the linter's near-duplicate
// rule, lib/skills/lint.ts). Exact, and in the order a loop over every pair (i < j) finds them,
// but without comparing every pair: a catalog of 26,000 descriptions is 338 million pairs.
// Prefix filtering (Bayardo, Ma and Srikant, "Scaling up all pairs similarity search", 2007):
// with every set's words in one global order, rarest first, two sets whose Jaccard similarity
// is at least t share a word among the first |x| - ceil(t·|x|) + 1 words of each.

/** [i, j, similarity] for every i < j in the same group with similarity >= threshold. */
export function similarPairs(sets: Set<string>[], threshold: number, group: (i: number) => string = () => ""): [number, number, number][] {
  const jaccard = (a: Set<string>, b: Set<string>) => {
    if (!a.size || !b.size) return 0;
    let inter = 0;
    for (const w of a) if (b.has(w)) inter++;
    return inter / (a.size + b.size - inter);
  };
  const out: [number, number, number][] = [];
  if (!(threshold > 0)) {
    // every pair qualifies (even empty sets, at similarity 0): nothing to prune
    for (let i = 0; i < sets.length; i++)
      for (let j = i + 1; j < sets.length; j++) {
        if (group(i) !== group(j)) continue;
        const sim = jaccard(sets[i], sets[j]);
        if (sim >= threshold) out.push([i, j, sim]);
      }
    return out;
  }
  // each word as its rank in the global order (rarest first), each set as its sorted ranks
  const freq = new Map<string, number>();
  for (const s of sets) for (const w of s) freq.set(w, (freq.get(w) ?? 0) + 1);
  const rank = new Map<string, number>();
  [...freq.keys()].sort((a, b) => freq.get(a)! - freq.get(b)! || (a < b ? -1 : a > b ? 1 : 0)).forEach((w, k) => rank.set(w, k));
  const ranked = sets.map((s) => Int32Array.from(s, (w) => rank.get(w)!).sort());
  // the prefix a little long rather than short: t·|x| in floating point may land just above an integer
  const prefixLength = (n: number) => Math.min(n, n - Math.ceil(threshold * n - 1e-9) + 1);
  const index: number[][] = Array.from({ length: rank.size }, () => []);
  ranked.forEach((r, i) => {
    for (let k = 0, p = prefixLength(r.length); k < p; k++) index[r[k]].push(i);
  });
  const overlap = (a: Int32Array, b: Int32Array) => {
    let n = 0;
    for (let x = 0, y = 0; x < a.length && y < b.length; ) {
      if (a[x] === b[y]) (n++, x++, y++);
      else if (a[x] < b[y]) x++;
      else y++;
    }
    return n;
  };
  const seen = new Int32Array(sets.length).fill(-1);
  for (let i = 0; i < sets.length; i++) {
    const a = ranked[i];
    if (!a.length) continue;
    const candidates: number[] = [];
    for (let k = 0, p = prefixLength(a.length); k < p; k++)
      for (const j of index[a[k]])
        if (j > i && seen[j] !== i) {
          seen[j] = i;
          candidates.push(j);
        }
    const gi = group(i);
    candidates.sort((x, y) => x - y);
    for (const j of candidates) {
      if (group(j) !== gi) continue;
      const inter = overlap(a, ranked[j]);
      const sim = inter / (a.length + ranked[j].length - inter);
      if (sim >= threshold) out.push([i, j, sim]);
    }
  }
  return out;
}
