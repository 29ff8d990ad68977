// Through English into the catalog's loanwords (issue 34): a Korean catalog writes many market and
// tech words in Hangul (시그널, 버블, 플로우차트), so an English word the catalog never uses in English
// meets the Hangul word that writes it by the loanword rule (loanword.ts, vocabulary.ts
// `hangulWritings`): the English word the dictionary or the vocabulary reads a Korean prompt word as
// (신호 -> signal, 거품 -> bubble), and the request's own English words (an English request for a
// flowchart on a catalog that writes 플로우차트). The request's own words were left out once
// (blind-ko-en's held-out set and kr-stock each +1 wrong load, nothing gained, in round 6's
// tuning); measured again on the 44 sets of rounds 1-14 they gain Top-1 and lose wrong loads, most on
// English requests on the Korean catalogs (docs/routing.md "Round 15 tuning: what Korean catalogs
// lose"). An English word's own English synonyms still do not pivot: they meet false friends
// (flaky -> "sometimes" -> 서머타임, summertime).
// The catalog's Hangul words are read by sound, never listed: nothing here names a word.
import { hasHangul } from "./hangul";
import type { SynonymIndex } from "./synonyms";
import type { QueryTerm } from "./trace";
import { hangulWritings, type Vocabulary } from "./vocabulary";

const wordsOf = new WeakMap<SynonymIndex, Set<string>>();

/** Every word of the dictionary's keys, once per dictionary. */
function dictionaryWords(dictionary: SynonymIndex): Set<string> {
  let out = wordsOf.get(dictionary);
  if (!out) {
    out = new Set();
    for (const key of dictionary.map.keys()) for (const w of key.split(" ")) out.add(w);
    wordsOf.set(dictionary, out);
  }
  return out;
}

/** English words of three letters or more, stems included ("bubbl"). */
const LATIN = /^[a-z]{3,}$/;

/**
 * Terms to add: for each English word of the request, or that the dictionary added for a Korean word, that the index does not hold, the catalog's Hangul words
 * that write it, at that term's weight, each only if the index holds it and the query has it not.
 */
export function loanwordPivotTerms(
  vocab: Vocabulary,
  terms: readonly QueryTerm[],
  df: (term: string) => number,
  /** the dictionary: a Hangul word it holds, alone or in a phrase, has a meaning of its own (시장 is market, not season) */
  dictionary: SynonymIndex,
): QueryTerm[] {
  const known = dictionaryWords(dictionary);
  if (!vocab.hangulShapes.size) return [];
  const have = new Set(terms.map((t) => t.term));
  const out: QueryTerm[] = [];
  for (const t of terms) {
    // the request's own English word, or the English a Korean word was read as
    const own = t.origin === "query" && !hasHangul(t.from);
    if (t.unit !== "word" || !(own || (t.origin === "synonym" && hasHangul(t.from))) || !LATIN.test(t.term) || df(t.term) > 0) continue;
    for (const ko of hangulWritings(vocab, t.term)) {
      if (have.has(ko) || known.has(ko) || df(ko) === 0) continue;
      have.add(ko);
      out.push({ term: ko, weight: t.weight, origin: "synonym", from: t.from, unit: "word" });
    }
  }
  return out;
}
