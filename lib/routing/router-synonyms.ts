// The dictionary a router reads: the settings' synonym pairs plus the pairs this catalog's own
// vocabulary learned (vocabulary.ts), compiled once for the router's settings and once for each
// other (pairs, stemming) a query asks for. Apart from the router because the joining rule, learned
// pairs after the settings' own, is one rule with its own cache.
import type { RouterSettings } from "./settings";
import { compileSynonyms, type SynonymIndex } from "./synonyms";
import type { Vocabulary } from "./vocabulary";

/** the compiled dictionary for a query's settings */
export type SynonymsFor = (settings: RouterSettings) => SynonymIndex;

export function routerSynonyms(settings: RouterSettings, vocabulary: Vocabulary): SynonymsFor {
  // this catalog's own vocabulary joins the dictionary (vocabulary.ts)
  const learnedPairs = vocabulary.pairs.map((p) => p.pair);
  const compile = (pairs: RouterSettings["synonymPairs"], stem: boolean) =>
    compileSynonyms(learnedPairs.length ? [...pairs, ...learnedPairs] : pairs, stem);
  const own = compile(settings.synonymPairs, settings.stemEnglish);
  const synCache = new Map<string, SynonymIndex>();
  return (q) => {
    if (q.synonymPairs === settings.synonymPairs && q.stemEnglish === settings.stemEnglish) return own;
    const key = JSON.stringify(q.synonymPairs) + q.stemEnglish;
    let compiled = synCache.get(key);
    if (!compiled) synCache.set(key, (compiled = compile(q.synonymPairs, q.stemEnglish)));
    return compiled;
  };
}
