// The retrieval index of one catalog (rules.md#routing): each entry's indexed text (name words
// `nameRepeat` times, description without its "Do NOT use for" sentence, when_to_use), its term
// statistics and postings, and the MiniSearch index over the same terms.
//
// Document length is the number of terms, duplicates included. MiniSearch counts the DISTINCT
// tokens its tokenizer returns, so the tokenizer marks the 2nd, 3rd... occurrence of a term
// ("review\u00002") and processTerm drops the mark: every occurrence counts in the length and the
// term frequency is unchanged. The router's own postings (same analyser, same numbers) give
// `explain` its per-term breakdown and score the terms the router derives; tests check both paths
// against MiniSearch's own score to 1e-9.
import type MiniSearch from "minisearch";
import type { CatalogEntry } from "../skills/catalog";
import type { Bm25Params } from "./bm25";
import { pointedWords } from "./boundary-pointer";
import { entryTerms } from "./entry-terms";
import { termSearchFromPostings } from "./minisearch-adapter";
import type { RouterSettings } from "./settings";
import { analyze, type AnalyzerOptions } from "./text";

export interface DocStats {
  tf: Map<string, number>;
  length: number;
}

export interface RouterIndex {
  kind: "skills" | "agents";
  entries: CatalogEntry[];
  /** the indexed text of each entry */
  texts: string[];
  mini: MiniSearch;
  docs: DocStats[];
  df: Map<string, number>;
  avgLength: number;
  /** each entry's position in name order: ties in score break by name, then catalog order */
  order: Int32Array;
  /** term -> the entries holding it, in entry order */
  postings: Map<string, { ids: Int32Array; tfs: Int32Array }>;
  /** per-entry length normalisation k1 (1 - b + b dl/avgdl), by "k1|b", and the last one used */
  norms: { byKey: Map<string, Float64Array>; last?: { k1: number; b: number; norm: Float64Array } };
  /** the BM25 parameters the index searches with by default (MiniSearch's names: k is k1) */
  bm25: { k: number; b: number };
  /** each entry's name terms and listing description, computed once */
  nameTerms: Set<string>[];
  descriptions: string[];
}

const DUPLICATE_MARK = "\u0000";
function markDuplicates(terms: string[]): string[] {
  const seen = new Map<string, number>();
  return terms.map((term) => {
    const n = (seen.get(term) ?? 0) + 1;
    seen.set(term, n);
    return n === 1 ? term : term + DUPLICATE_MARK + n;
  });
}

const unmark = (term: string) => {
  const i = term.indexOf(DUPLICATE_MARK);
  return i < 0 ? term : term.slice(0, i);
};

/** How MiniSearch reads an indexed text and a query: the analyser's terms, repeats marked. */
export function termTokenizer(settings: Pick<RouterSettings, "koreanMode" | "stemEnglish">) {
  const opts: AnalyzerOptions = { koreanMode: settings.koreanMode, stemEnglish: settings.stemEnglish };
  return { tokenize: (text: string) => markDuplicates(analyze(text, opts)), processTerm: unmark };
}

export function buildIndex(kind: RouterIndex["kind"], entries: CatalogEntry[], settings: RouterSettings): RouterIndex {
  // each entry's own terms were likely worked out while its file was read (entry-terms.ts)
  const own = entries.map((e) => entryTerms(e, settings));
  if (settings.boundaryPointer) {
    // a sibling's boundary words join this entry's text and terms (a copy: the entry's own are kept)
    const opts = { koreanMode: settings.koreanMode, stemEnglish: settings.stemEnglish };
    for (const [id, words] of pointedWords(entries)) {
      const extra = analyze(words.join("\n"), opts);
      const tf = new Map(own[id].tf);
      for (const t of extra) tf.set(t, (tf.get(t) ?? 0) + 1);
      own[id] = { ...own[id], text: `${own[id].text}\n${words.join("\n")}`, tf, length: own[id].length + extra.length };
    }
  }
  const texts = own.map((t) => t.text);
  const docs: DocStats[] = [];
  const df = new Map<string, number>();
  let totalLength = 0;
  const lists = new Map<string, number[]>();
  own.forEach(({ tf, length }, id) => {
    for (const [term, count] of tf) {
      df.set(term, (df.get(term) ?? 0) + 1);
      const list = lists.get(term);
      if (list) list.push(id, count);
      else lists.set(term, [id, count]);
    }
    docs.push({ tf, length });
    totalLength += length;
  });
  const postings = new Map<string, { ids: Int32Array; tfs: Int32Array }>();
  for (const [term, list] of lists) {
    const ids = new Int32Array(list.length / 2);
    const tfs = new Int32Array(list.length / 2);
    for (let i = 0; i < ids.length; i++) {
      ids[i] = list[2 * i];
      tfs[i] = list[2 * i + 1];
    }
    postings.set(term, { ids, tfs });
  }
  const params: Bm25Params = { k1: settings.k1, b: settings.b };
  // the same index MiniSearch's addAll would build from the texts, from the terms counted above
  const tk = termTokenizer(settings);
  const mini = termSearchFromPostings(
    docs.map((d) => d.length),
    lists,
    tk.tokenize,
    tk.processTerm,
    params,
  );
  const order = new Int32Array(entries.length);
  entries
    .map((e, id) => ({ name: e.name, id }))
    .sort((x, y) => (x.name < y.name ? -1 : x.name > y.name ? 1 : x.id - y.id))
    .forEach((x, position) => (order[x.id] = position));
  const nameTerms = own.map((t) => t.nameTerms);
  const descriptions = own.map((t) => t.description);
  return {
    kind,
    entries,
    texts,
    mini,
    docs,
    df,
    avgLength: entries.length ? totalLength / entries.length : 0,
    postings,
    norms: { byKey: new Map() },
    bm25: { k: settings.k1, b: settings.b },
    order,
    nameTerms,
    descriptions,
  };
}

/**
 * A path names one entry; a name shared by several (catalogs in union) names them all; failing
 * both, a folder names the entries it holds (names.ts: a skill is known by its front matter name).
 */
export function entryIds(ix: RouterIndex, nameOrPath: string): number[] {
  const ids = ix.entries.flatMap((e, id) => (e.path === nameOrPath ? [id] : []));
  if (!ids.length) ix.entries.forEach((e, id) => e.name === nameOrPath && ids.push(id));
  if (!ids.length) ix.entries.forEach((e, id) => e.folder === nameOrPath && ids.push(id));
  return ids;
}
