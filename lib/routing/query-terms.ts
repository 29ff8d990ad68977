// The query's terms (rules.md#routing): a prompt's own words as the index's analyser makes them,
// Korean compounds read as their dictionary words or syllable bigrams, then what the synonym
// dictionary adds, each with a query weight.
import { absentWords, translationWeight } from "./absent-word";
import { addCatalogWordTerms } from "./catalog-word-reading";
import { indexMemo, memoOf, wordMemo, type IndexLookup } from "./index-memo";
import type { RouterSettings } from "./settings";
import { findSynonyms, type SynonymIndex } from "./synonyms";
import type { QueryTerm } from "./trace";
import { hasHangul } from "./hangul";
import { compoundParts } from "./compound-parts";
import { englishCompoundTerms } from "./english-compound-parts";
import { stemEn } from "./english-stem";
import { capWordExpansions } from "./one-word-weight";
import { addParaphrases } from "./paraphrase";
import { placeWords, weighPlaces } from "./place-phrase";
import { addReverseTerms, type ChosenTerm } from "./reverse-vocabulary";
import { restoredVerbKey } from "./korean-verb-forms";
import { wordKey, wordTerms, type AnalyzerOptions, type TermPiece } from "./text";
import { words, type Word } from "./words";

/** The remembered terms each dictionary side adds, per index and analyser configuration (index-memo.ts). */
const chosenMemos = new WeakMap<IndexLookup, Map<string, Map<string, ChosenTerm[]>>>();

/** each dictionary's key for a Korean word, remembered: the verb-form search tries every ending against three tables */
const koreanKeyMemos = new WeakMap<SynonymIndex, Map<string, string>>();

/**
 * A Korean word's dictionary key: its stripped stem, or the verb a table maps that its form
 * restores to (a verb form the stripper leaves whole, 고칠, 만들어: korean-verb-forms.ts).
 */
function koreanKey(w: Word, syn: SynonymIndex): string {
  return wordMemo(memoOf(koreanKeyMemos, syn), w.text, () => {
    const mapped = (k: string) => syn.map.has(k) || !!syn.catalogWords?.map.has(k) || !!syn.lexicon?.table.map.has(k);
    const k = wordKey(w);
    return k && !mapped(k) ? (restoredVerbKey(w.text, mapped) ?? k) : k;
  });
}

/**
 * A word's query terms for "both": the stripped stem when the index knows it; else, for a compound,
 * the index's words it is made of, as if written apart (compound-parts.ts), each a part that names
 * no skill (origin "part": part-evidence.ts); else its syllable bigrams (which the index also holds), so a
 * known word costs one term and an unknown compound still finds its parts.
 */
function chooseTerms(
  pieces: TermPiece[],
  bigramWeight: RouterSettings["bigramWeight"],
  df: ((term: string) => number) | undefined,
): { p: TermPiece; w: number; origin?: "part" }[] {
  if (pieces.length <= 1 || pieces[0].unit !== "word") {
    const per = bigramWeight === "each" ? 1 : 1 / pieces.length;
    return pieces.map((p) => ({ p, w: p.unit === "bigram" ? per : 1 }));
  }
  if (!df || df(pieces[0].term) > 0) return [{ p: pieces[0], w: 1 }];
  const parts = compoundParts(pieces[0].term, (t) => df(t) > 0);
  if (parts) return parts.map((term) => ({ p: { term, from: pieces[0].from, unit: "word", pieces: 1 }, w: 1, origin: "part" }));
  const bg = pieces.slice(1);
  const per = bigramWeight === "each" ? 1 : 1 / bg.length;
  return bg.map((p) => ({ p, w: per }));
}

/**
 * The weighted, deduplicated query terms of a prompt: its own words (stems; for "both", the
 * bigrams of a Korean word the index does not know; a dictionary phrase written without spaces
 * read as its words), then what the synonym dictionary adds at `synonymWeight`. `df`, when given
 * (the index's document frequency), lets a synonym stand in at full weight for a word the catalog
 * never uses: a Korean request against an English-only catalog is scored on its translation, not
 * half of it.
 */
export function analyzeQuery(
  prompt: string,
  s: RouterSettings,
  syn: SynonymIndex | null,
  df?: (term: string) => number,
  textDf?: (term: string) => number,
  docs?: number,
): QueryTerm[] {
  const opts: AnalyzerOptions = { koreanMode: s.koreanMode, stemEnglish: s.stemEnglish };
  const out = new Map<string, QueryTerm>();
  // one entry per term, at its highest weight; a term the prompt itself yields stays "query"
  const add = (t: QueryTerm) => {
    const prev = out.get(t.term);
    if (!prev) out.set(t.term, t);
    else if (prev.weight < t.weight) {
      if (prev.origin === "query" && t.origin !== "query") prev.weight = t.weight;
      else out.set(t.term, t);
    }
  };
  const choose = (pieces: TermPiece[]) => chooseTerms(pieces, s.bigramWeight, df);
  const ws = words(prompt);
  const termsOf = ws.map((w) => wordTerms(w, opts));
  ws.forEach((w, i) => {
    const pieces = termsOf[i];
    // a dictionary phrase written without spaces ("코드리뷰") the index lacks as one word is read as its words (코드, 리뷰), not bigrams
    if (w.hangul && syn && s.synonyms && df) {
      const key = wordKey(w, s.stemEnglish);
      const parts = key ? syn.joined.get(key) : undefined;
      if (parts && df(key) === 0) {
        for (const part of parts)
          for (const { p, w: weight, origin = "query" } of choose(wordTerms({ text: part, hangul: true }, opts)))
            add({ term: p.term, weight, origin, from: w.text, unit: p.unit });
        return;
      }
    }
    for (const { p, w: weight, origin = "query" } of choose(pieces)) add({ term: p.term, weight, origin, from: w.text, unit: p.unit });
  });
  // an English compound the request writes together and the catalog apart (english-compound-parts.ts), from each word's own terms
  if (df && s.stemEnglish) {
    const own = ws.map((w, i) => ({ text: w.text, hangul: w.hangul, term: w.hangul ? null : (termsOf[i][0]?.term ?? null) }));
    for (const x of englishCompoundTerms(own, df, stemEn)) add({ term: x.term, weight: 1, origin: "part", from: x.from, unit: "word" });
  }
  if (syn && s.synonyms) {
    // each word's dictionary key; a Korean verb form read as the verb a table maps (koreanKey)
    const keys = ws.map((w) => (w.hangul ? koreanKey(w, syn) : wordKey(w, s.stemEnglish)));
    // the terms of a dictionary phrase, per word, cached on the dictionary per analyser configuration
    const tag = `${opts.koreanMode}|${opts.stemEnglish ? 1 : 0}`;
    let cache = syn.cache.get(tag);
    if (!cache) syn.cache.set(tag, (cache = new Map()));
    const phrase = (text: string) => {
      let x = cache!.get(text);
      if (!x) cache!.set(text, (x = words(text).map((w) => wordTerms(w, opts))));
      return x;
    };
    // a key's own words are "absent" when none of their terms occurs in the index (absent-word.ts)
    const absent = absentWords(df, tag, phrase);
    // an English word the catalog uses only in names is unused for the reverse vocabulary (absent-word.ts)
    const absentFromText = textDf ? absentWords(textDf, tag, phrase) : absent;
    // the terms each dictionary side adds, chosen once per index and analyser configuration
    const chosenTag = `${tag}|${s.bigramWeight}`;
    const chosenMemo = df ? indexMemo(chosenMemos, df, chosenTag, () => new Map<string, ChosenTerm[]>()) : undefined;
    const chosenFor = (adds: string): ChosenTerm[] => {
      let c = chosenMemo?.get(adds);
      if (!c) {
        c = phrase(adds).flatMap((pieces) => choose(pieces).map(({ p, w }) => ({ term: p.term, weight: w, unit: p.unit })));
        chosenMemo?.set(adds, c);
      }
      return c;
    };
    for (const x of findSynonyms(ws, keys, syn)) {
      if (s.synonymDirection === "ko-en" && !x.inside && !hasHangul(x.key) && hasHangul(x.adds)) continue;
      const scale = x.inside ? s.synonymWeight : translationWeight(absent(x.key), s.synonymWeight);
      const origin = x.inside ? "compound" : "synonym";
      for (const c of chosenFor(x.adds)) add({ term: c.term, weight: scale * c.weight, origin, from: x.key, unit: c.unit });
    }
    const reverse = syn.reverse && s.reverseVocabularyWeight > 0 && s.synonymDirection === "both" ? syn.reverse : undefined;
    // words nothing else maps, as catalogs write them; English into Korean too when that is read (catalog-word-reading.ts)
    addCatalogWordTerms({ words: ws, keys, dictionary: syn, df, docs, chosenFor, add, absent, fromEnglish: reverse && absentFromText });
    // English words into the vocabulary's Korean ones, at a low weight, full for a word the catalog never uses (reverse-vocabulary.ts)
    if (reverse)
      addReverseTerms({
        words: ws,
        keys,
        reverse,
        weight: s.reverseVocabularyWeight,
        tag: chosenTag,
        df,
        chosenFor,
        add,
        absent: absentFromText,
      });
  }
  capWordExpansions([...out.values()], df); // one English word's terms share one word's weight (one-word-weight.ts)
  if (syn?.paraphrases && s.paraphraseWeight > 0) addParaphrases(out, syn.paraphrases, s.paraphraseWeight, add, df);
  return weighPlaces([...out.values()], placeWords(prompt, s.stemEnglish), df); // a place phrase weighs less (place-phrase.ts)
}
