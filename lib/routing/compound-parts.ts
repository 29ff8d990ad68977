// A Korean compound read as the words it is made of (rules.md#routing-retrieve; issue 34, Korean
// catalogs). Korean writes a compound together or apart as the writer likes (업무일지 / 업무 일지,
// 마이크로서비스 / 마이크로 서비스). Written apart, each word is a query term of its own at full
// weight; written together, a compound the index does not hold was read as its syllable bigrams at
// 1/n each, the pairs that straddle two words (무일 in 업무일지) among them: the same request scored
// about a third of what it scores with a space. So a compound the index lacks is read as the index's
// words it splits into, each at a word's weight, as if the user had put the spaces in; each is a
// part, evidence that names no skill (part-evidence.ts).
// Only a split of the whole word into parts of two syllables or more, every part a term of the
// index; the fewest parts first, then the longest first part; none: the bigrams, as before.

/** the fewest syllables a part may have: one syllable is a particle, a suffix or a bigram's half */
const MIN_PART = 2;

/** the longest word tried: past it the splits are many and the word is no compound but a run-on */
const MAX_LENGTH = 12;

/**
 * The split of a Hangul stem into the index's terms (two syllables or more each, `known`), fewest
 * parts first, then the longest first part; null for a word too short to split or with no such split.
 */
export function compoundParts(stem: string, known: (term: string) => boolean): string[] | null {
  const n = stem.length;
  if (n < 2 * MIN_PART || n > MAX_LENGTH) return null;
  // best[i]: the fewest-part split of stem[i..], built from the end
  const best: (string[] | null)[] = new Array(n + 1).fill(null);
  best[n] = [];
  for (let i = n - MIN_PART; i >= 0; i--) {
    for (let j = n; j >= i + MIN_PART; j--) {
      const rest = best[j];
      if (!rest || (i === 0 && j === n)) continue;
      const part = stem.slice(i, j);
      if (!known(part)) continue;
      const cand = [part, ...rest];
      // longest first part wins ties: j runs downward, so the first found of a size stays
      if (!best[i] || cand.length < best[i]!.length) best[i] = cand;
    }
  }
  const out = best[0];
  return out && out.length >= 2 ? out : null;
}
