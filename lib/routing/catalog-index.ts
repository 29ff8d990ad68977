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
import { describe as describeEntry } from "../skills/listing";
import type { Bm25Params } from "./bm25";
import { createTermSearch } from "./minisearch-adapter";
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
const BOUNDARY_SENTENCE =
  /^(?:\(?\s*)(?:do\s+not|don['’]t|never)\s+use\b|^not\s+(?:for|intended for|to be used)\b|^\(?\s*not\s+for\b|사용하지\s*(?:말|마|않)/i;

/** An entry's name as words: "pdf-form_fill:v2" -> "pdf form fill v2". */
export const nameWords = (name: string) => name.replace(/[-_:]+/g, " ");

/** The text an entry is indexed by: name words, description, when_to_use. */
export function indexText(e: CatalogEntry, dropBoundary: boolean, nameRepeat = 1): string {
  const name = nameWords(e.name);
  const parts = [...Array.from({ length: Math.max(1, nameRepeat) }, () => name), e.description, e.whenToUse ?? ""];
  let text = parts.filter(Boolean).join("\n");
  if (dropBoundary) {
    text = text
      .split(/(?<=[.!?。])\s+|\n+/)
      .filter((sentence) => !BOUNDARY_SENTENCE.test(sentence.trim()))
      .join(" ");
  }
  return text;
}

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

export function buildIndex(kind: RouterIndex["kind"], entries: CatalogEntry[], settings: RouterSettings): RouterIndex {
  const opts: AnalyzerOptions = { koreanMode: settings.koreanMode, stemEnglish: settings.stemEnglish };
  const texts = entries.map((e) => indexText(e, settings.dropBoundary, settings.nameRepeat));
  const docs: DocStats[] = [];
  const df = new Map<string, number>();
  let totalLength = 0;
  const lists = new Map<string, number[]>();
  texts.forEach((text, id) => {
    const terms = analyze(text, opts);
    const tf = new Map<string, number>();
    for (const term of terms) tf.set(term, (tf.get(term) ?? 0) + 1);
    for (const [term, count] of tf) {
      df.set(term, (df.get(term) ?? 0) + 1);
      const list = lists.get(term);
      if (list) list.push(id, count);
      else lists.set(term, [id, count]);
    }
    docs.push({ tf, length: terms.length });
    totalLength += terms.length;
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
  const mini = createTermSearch(texts, (text) => markDuplicates(analyze(text, opts)), unmark, params);
  const order = new Int32Array(entries.length);
  entries
    .map((e, id) => ({ name: e.name, id }))
    .sort((x, y) => (x.name < y.name ? -1 : x.name > y.name ? 1 : x.id - y.id))
    .forEach((x, position) => (order[x.id] = position));
  const nameTerms = entries.map((e) => new Set(analyze(nameWords(e.name), opts)));
  const descriptions = entries.map((e) => describeEntry(e));
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
