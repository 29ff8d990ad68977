// Through English into the catalog's loanwords (issue 34): a Korean catalog writes many market and
// tech words in Hangul (시그널, 버블), so the English word the dictionary or the vocabulary reads a
// Korean prompt word as (신호 -> signal, 거품 -> bubble), when the catalog never uses it in English,
// meets the Hangul word that writes it by the loanword rule (loanword.ts, vocabulary.ts
// `hangulWritings`). Only the English words a Korean prompt word was read as: the request's own
// English words pivoting too cost wrong loads on English requests (blind-ko-en's held-out set +1,
// kr-stock +1) for nothing, and an English word's own synonyms meet false friends (flaky ->
// "sometimes" -> 서머타임, summertime).
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
 * Terms to add: for each English word the dictionary added that the index does not hold, the catalog's Hangul words
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
    if (t.unit !== "word" || t.origin !== "synonym" || !hasHangul(t.from) || !LATIN.test(t.term) || df(t.term) > 0) continue;
    for (const ko of hangulWritings(vocab, t.term)) {
      if (have.has(ko) || known.has(ko) || df(ko) === 0) continue;
      have.add(ko);
      out.push({ term: ko, weight: t.weight, origin: "synonym", from: t.from, unit: "word" });
    }
  }
  return out;
}
