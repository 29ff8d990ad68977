// "Did you mean": the catalog's names nearest to one that is not there, by spelling or by holding
// every word of it. Apart from why-not because it is a rule on names alone (no routing), used when
// the name asked about is in no entry.

/** edit distance, for "did you mean" (names are short) */
function distance(a: string, b: string): number {
  const d = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let prev = d[0];
    d[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const cur = d[j];
      d[j] = Math.min(d[j] + 1, d[j - 1] + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = cur;
    }
  }
  return d[b.length];
}

/** a name's words, singular: "pdf-forms" -> pdf, form */
const nameWords = (x: string) =>
  x
    .toLowerCase()
    .split(/[-_:\s]+/)
    .filter(Boolean)
    .map((w) => (w.length > 3 && w.endsWith("s") ? w.slice(0, -1) : w));

export function nearNames(name: string, names: readonly string[], n = 3): string[] {
  const q = name.toLowerCase();
  const qw = nameWords(q);
  const limit = Math.max(2, q.length / 3);
  // close by spelling, or holding every word of the name asked for ("pdf-forms": pdf-form-fill)
  const near = (x: string) => {
    if (x.includes(q) || q.includes(x)) return 0.5;
    const d = distance(q, x.toLowerCase());
    if (d <= limit) return d;
    const xw = new Set(nameWords(x));
    return qw.length && qw.every((w) => xw.has(w)) ? limit + xw.size - qw.length : Infinity;
  };
  return [...new Set(names)]
    .map((x) => ({ x, d: near(x) }))
    .filter((c) => Number.isFinite(c.d))
    .sort((a, b) => a.d - b.d || (a.x < b.x ? -1 : 1))
    .slice(0, n)
    .map((c) => c.x);
}
