// An English compound read as the words it is made of (rules.md#routing-retrieve; issue 34, English
// requests). English writes many compounds together or apart as the writer likes ("codebase" /
// "code base", "Dockerfile" / "Docker file", an identifier such as "CartItem"); the analyser cuts only at
// spaces, hyphens and case-less word ends, so a request word written together that the catalog
// writes apart, or only as its parts, shared no term with it. So a request word the index does not
// hold, that splits into two words the index does hold, is also read as those two words, each at a
// word's weight, as if the user had put the space in (compound-parts.ts does the same for Korean);
// each is a part, evidence that names no skill (part-evidence.ts).
// Only a split into two parts of MIN_PART letters or more, the first as written and the second as
// the stemmer makes it (a plural or tense ends the compound: "codebases" -> code + base); the
// longest first part wins. Query side only: the index and its statistics stay as the catalog wrote them.
// The other way (two request words whose run-together form the index holds, "set up" -> setup) was
// measured and not kept: docs/routing.md, "Round 15 tuning: English words under the gate".

/** the fewest letters a part may have: shorter, a part is a prefix or a particle ("re", "up") */
const MIN_PART = 3;

/** a word of only ASCII letters (identifiers with digits and other scripts are not compounds) */
const LETTERS = /^[a-z]+$/;

/**
 * The two index terms a word the index lacks splits into ("codebases" -> ["code", "base"]), or null.
 * `known` reads an index term; `stem` is the analyser's English stemmer.
 */
export function englishSplit(word: string, known: (term: string) => boolean, stem: (w: string) => string): string[] | null {
  if (!LETTERS.test(word) || word.length < 2 * MIN_PART) return null;
  for (let i = word.length - MIN_PART; i >= MIN_PART; i--) {
    const first = stem(word.slice(0, i));
    const second = stem(word.slice(i));
    if (known(first) && known(second)) return [first, second];
  }
  return null;
}

/** a query term this rule adds (origin "part", a word's weight: part-evidence.ts) */
export interface CompoundPartTerm {
  term: string;
  from: string;
}

/**
 * The terms the request's English compounds add: the parts of each English word the index lacks.
 * `ws` are the request's words with their own term (null for a stop word or a Hangul word); `df`
 * the index's document frequency.
 */
export function englishCompoundTerms(
  ws: readonly { text: string; term: string | null; hangul: boolean }[],
  df: (term: string) => number,
  stem: (w: string) => string,
): CompoundPartTerm[] {
  const known = (t: string) => df(t) > 0;
  const out: CompoundPartTerm[] = [];
  for (const w of ws) {
    if (w.hangul || !w.term || known(w.term)) continue;
    const parts = englishSplit(w.text, known, stem);
    if (parts) for (const term of parts) out.push({ term, from: w.text });
  }
  return out;
}
