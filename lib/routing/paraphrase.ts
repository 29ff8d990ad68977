// English paraphrase (rules.md#routing-retrieve): a prompt's English word also asks for the words
// WordNet gives for its most common senses ("licences" -> permit, "halt" -> stop), at a low query
// weight, because people describe a task in other words than the description's ("stopping for the
// day" against "end the session"). The table is generated data, lib/routing/data/wordnet-paraphrases.json
// (scripts/make-paraphrases.ts reduces WordNet 3.1 to it; WordNet licence, notice in the file), and
// is loaded on demand: the routing worker and the CLI load it once and hand it to buildRouter.
import { wordTerms, type AnalyzerOptions } from "./text";
import type { QueryTerm } from "./trace";

/** lemma -> its paraphrases, space-separated, most used sense first */
export type ParaphraseTable = Readonly<Record<string, string>>;

/** term -> the terms of its paraphrases (analysed as the index analyses English) */
export type ParaphraseIndex = ReadonlyMap<string, readonly string[]>;

let loading: Promise<ParaphraseTable> | null = null;

/** The shipped table, read once (a separate chunk in the app: the page does not wait for it). */
export function loadParaphrases(): Promise<ParaphraseTable> {
  loading ??= import("./data/wordnet-paraphrases.json").then((m) => (m.default ?? m).table as ParaphraseTable);
  return loading;
}

const compiled = new WeakMap<ParaphraseTable, Map<boolean, ParaphraseIndex>>();

/**
 * The table keyed by index terms: "licences" and "licence" meet at one stem, and each paraphrase
 * is the term the index holds for it. Built once per table and stemming setting.
 */
export function compileParaphrases(table: ParaphraseTable, stemEnglish: boolean): ParaphraseIndex {
  let byStem = compiled.get(table);
  if (!byStem) compiled.set(table, (byStem = new Map()));
  const hit = byStem.get(stemEnglish);
  if (hit) return hit;
  const opts: AnalyzerOptions = { koreanMode: "strip", stemEnglish };
  const termOf = (w: string) => wordTerms({ text: w, hangul: false }, opts)[0]?.term;
  const out = new Map<string, string[]>();
  for (const [lemma, list] of Object.entries(table)) {
    const key = termOf(lemma);
    if (!key) continue;
    const terms = out.get(key) ?? [];
    for (const w of list.split(" ")) {
      const t = termOf(w);
      if (t && t !== key && !terms.includes(t)) terms.push(t);
    }
    if (terms.length) out.set(key, terms);
  }
  byStem.set(stemEnglish, out);
  return out;
}

/**
 * Adds, at `weight`, the paraphrases of the prompt's own words (`terms` so far: the prompt's words
 * and what the dictionary added; only the prompt's words are paraphrased, so a paraphrase never
 * paraphrases a translation). A paraphrase the index never uses is left out when `df` is given: it
 * could not score, and the trace stays readable. A term the prompt already has keeps its weight.
 */
export function addParaphrases(
  terms: ReadonlyMap<string, QueryTerm>,
  index: ParaphraseIndex,
  weight: number,
  add: (t: QueryTerm) => void,
  df?: (term: string) => number,
): void {
  // only a word the catalog never uses is paraphrased: a word it does use already finds its skills,
  // and its paraphrases would only add rivals (measured: wrong loads rose on the union set)
  const own = [...terms.values()].filter((t) => t.origin === "query" && t.unit === "word" && (!df || df(t.term) === 0));
  for (const t of own)
    for (const p of index.get(t.term) ?? [])
      if (!df || df(p) > 0) add({ term: p, weight, origin: "paraphrase", from: t.from, unit: "word" });
}
