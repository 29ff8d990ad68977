// The dictionary a router reads: the settings' synonym pairs, the shipped Korean-English vocabulary
// (korean-vocabulary/, when the settings ask for it) and the pairs this catalog's own vocabulary
// learned (vocabulary.ts), compiled once for the router's settings and once for each other
// (pairs, stemming, vocabulary) a query asks for; with it, the English paraphrase table
// (paraphrase.ts) keyed for the same stemming. Apart from the router because the joining rule,
// learned pairs last, is one rule with its own cache.
import { catalogWordTable } from "./catalog-word-reading";
import { koreanLexiconTable } from "./korean-lexicon-reading";
import { KOREAN_VOCABULARY } from "./korean-vocabulary";
import { compileParaphrases, type ParaphraseTable } from "./paraphrase";
import { reverseVocabulary } from "./reverse-vocabulary";
import type { RouterSettings } from "./settings";
import { compileSynonyms, type SynonymIndex } from "./synonyms";
import type { Vocabulary } from "./vocabulary";

/** the compiled dictionary for a query's settings */
export type SynonymsFor = (settings: RouterSettings) => SynonymIndex;

export function routerSynonyms(settings: RouterSettings, vocabulary: Vocabulary, paraphrases?: ParaphraseTable): SynonymsFor {
  // this catalog's own vocabulary joins the dictionary (vocabulary.ts)
  const learnedPairs = vocabulary.pairs.map((p) => p.pair);
  const compile = (q: RouterSettings): SynonymIndex => {
    const pairs = q.synonymPairs;
    // the vocabulary joins the dictionary Korean into English only: English words adding Korean ones
    // at the synonym weight loaded skills for English native requests on a bilingual catalog
    // (blind-ko-en: 2 native loads); the other way is its own table at a lower weight (`reverse`)
    const index = compileSynonyms(
      learnedPairs.length ? [...pairs, ...learnedPairs] : pairs,
      q.stemEnglish,
      q.koreanVocabulary ? KOREAN_VOCABULARY : [],
    );
    if (q.koreanVocabulary) {
      index.reverse = reverseVocabulary(q.stemEnglish);
      index.catalogWords = catalogWordTable(q.stemEnglish);
      if (q.koreanLexiconWeight > 0) index.lexicon = { table: koreanLexiconTable(q.stemEnglish), weight: q.koreanLexiconWeight };
    }
    if (paraphrases) index.paraphrases = compileParaphrases(paraphrases, q.stemEnglish);
    return index;
  };
  const own = compile(settings);
  const synCache = new Map<string, SynonymIndex>();
  return (q) => {
    if (
      q.synonymPairs === settings.synonymPairs &&
      q.stemEnglish === settings.stemEnglish &&
      q.koreanVocabulary === settings.koreanVocabulary &&
      q.koreanLexiconWeight === settings.koreanLexiconWeight
    )
      return own;
    const key = JSON.stringify(q.synonymPairs) + q.stemEnglish + q.koreanVocabulary + q.koreanLexiconWeight;
    let compiled = synCache.get(key);
    if (!compiled) synCache.set(key, (compiled = compile(q)));
    return compiled;
  };
}
