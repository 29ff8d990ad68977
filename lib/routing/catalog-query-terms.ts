// The query's terms over one index: query-terms.ts's (the prompt's words and the dictionary's),
// then, for the skill index with synonyms on, the Hangul words read as the English catalog words
// they transliterate (vocabulary.ts), and the dictionary's English words as the catalog's Hangul
// loanwords for them (loanword-pivot.ts). Apart from query-terms.ts because it needs the catalog's
// learned vocabulary, which a bare analysis of the prompt does not have.
import { loanwordPivotTerms } from "./loanword-pivot";
import { analyzeQuery } from "./query-terms";
import type { RouterSettings } from "./settings";
import type { SynonymIndex } from "./synonyms";
import { analyze, type AnalyzerOptions } from "./text";
import type { QueryTerm } from "./trace";
import { transliterationTerms, type Vocabulary } from "./vocabulary";

export interface CatalogQuery {
  text: string;
  settings: RouterSettings;
  synonyms: SynonymIndex;
  /** the index's document frequency */
  df: (term: string) => number;
  /** the entries using a term outside their name (absent-word.ts `textDf`) */
  textDf?: (term: string) => number;
  /** the index's number of entries */
  docs?: number;
  /** the catalog's learned vocabulary, for the skill index only (null for subagents) */
  vocabulary: Vocabulary | null;
  /** the router's own analyser (index-time settings), which reads the transliterated English words */
  analyzerOpts: AnalyzerOptions;
}

export function catalogQueryTerms({ text, settings, synonyms, df, textDf, docs, vocabulary, analyzerOpts }: CatalogQuery): QueryTerm[] {
  const terms = analyzeQuery(text, settings, synonyms, df, textDf, docs);
  if (!settings.synonyms || !vocabulary) return terms;
  const have = new Set(terms.map((t) => t.term));
  const extra = transliterationTerms(vocabulary, text, have, df, (en) => analyze(en, analyzerOpts));
  for (const x of extra) terms.push({ term: x.term, weight: 1, origin: "synonym", from: x.from, unit: "word" });
  terms.push(...loanwordPivotTerms(vocabulary, terms, df, synonyms));
  return terms;
}
