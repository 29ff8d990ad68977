import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { similarPairs } from "./near-duplicates";

// The definition, written out: every pair, its Jaccard similarity, kept at or over the threshold.
function everyPair(sets: Set<string>[], t: number, group: (i: number) => string) {
  const out: [number, number, number][] = [];
  for (let i = 0; i < sets.length; i++)
    for (let j = i + 1; j < sets.length; j++) {
      if (group(i) !== group(j)) continue;
      const a = sets[i];
      const b = sets[j];
      const inter = [...a].filter((w) => b.has(w)).length;
      const sim = a.size && b.size ? inter / (a.size + b.size - inter) : 0;
      if (sim >= t) out.push([i, j, sim]);
    }
  return out;
}

describe("similarPairs", () => {
  it("finds the pairs a by-hand count gives", () => {
    const sets = [new Set(["pdf", "fill", "form"]), new Set(["pdf", "fill", "form", "sign"]), new Set(["chart", "draw"]), new Set(["pdf", "merge"])];
    // {pdf,fill,form} vs {pdf,fill,form,sign}: 3 shared of 4 = 0.75; {pdf,fill,form} vs {pdf,merge}:
    // 1 of 4 = 0.25; {pdf,fill,form,sign} vs {pdf,merge}: 1 of 5 = 0.2
    expect(similarPairs(sets, 0.6)).toEqual([[0, 1, 0.75]]);
    expect(similarPairs(sets, 0.25)).toEqual([
      [0, 1, 0.75],
      [0, 3, 0.25],
    ]);
    // a different group is never compared
    expect(similarPairs(sets, 0.6, (i) => (i === 1 ? "agent" : "skill"))).toEqual([]);
  });

  it("agrees with every pair compared, on random word sets and thresholds", () => {
    const word = fc.constantFrom(..."ab cd ef gh ij kl mn op qr st uv wx".split(" "));
    fc.assert(
      fc.property(fc.array(fc.uniqueArray(word, { maxLength: 8 }), { maxLength: 25 }), fc.constantFrom(0.2, 0.3, 0.5, 0.6, 0.7, 0.8, 1, 0), fc.boolean(), (lists, t, grouped) => {
        const sets = lists.map((l) => new Set(l));
        const group = (i: number) => (grouped ? String(i % 2) : "");
        expect(similarPairs(sets, t, group)).toEqual(everyPair(sets, t, group));
      }),
      { numRuns: 400 },
    );
  });
});
