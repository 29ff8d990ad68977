// The skill router of seed 001 / spec 6: prefilter -> retrieval (BM25) -> gate (SCORE_MIN) ->
// top-K -> triage (native vs skill-worthy) -> incorporation (one skill, ask, or native).
//
// Retrieval is MiniSearch, arranged so that the score it reports is classic BM25:
//   - one searchable field: the name (hyphens split, written `nameRepeat` times), the description
//     (without its "Do NOT use for ..." sentence) and when_to_use;
//   - bm25 {k: k1, b, d: 0} (MiniSearch's BM25+ with the +d term switched off), Lucene's IDF
//     ln(1 + (N - n + 0.5) / (n + 0.5)) which MiniSearch already uses;
//   - document length = the number of terms, duplicates included. MiniSearch counts the DISTINCT
//     tokens its tokenizer returns, so the tokenizer marks the 2nd, 3rd... occurrence of a term
//     ("review\u00002") and processTerm drops the mark: every occurrence counts in the length,
//     and the term frequency is unchanged;
//   - query terms deduplicated, no prefix or fuzzy matching, each with a query weight (1 for the
//     prompt's own words, less for synonyms and Korean bigram pieces) passed as MiniSearch's
//     term boost;
//   - MiniSearch's search() multiplies the sum by the number of matched query terms; the router
//     reads the sum before that (executeQuery), or divides it back out (the public fallback).
// So score(d) = sum over query terms t of weight(t) * idf(t) * tf(k1+1) / (tf + k1(1 - b + b dl/avgdl)).
//
// The router also keeps its own term statistics and postings (same analyser, same numbers). They
// give `explain` its per-term breakdown, and they sum the terms the router derives (synonyms,
// compound pieces, bigrams of unknown Korean words) and score the subagent index and compound
// sub-tasks, so that a routed prompt costs about one MiniSearch pass over the prompt's own words.
// Tests check every path against MiniSearch's own score to 1e-9.
//
// Pure TypeScript, no Node or DOM APIs: runs in the CLI, the app and a Web Worker.
import MiniSearch, { type SearchOptions, type SearchResult } from "minisearch";
import type { CatalogEntry, EntryKind } from "../skills/catalog";
import { describe as describeEntry } from "../skills/listing";
import { chars4Counter, type TextCounter } from "../tokens/estimators";
import { BODY_RAMP, bodyQuery, bodyRamp, bodyScore, bodyScorePool, buildBodyIndex, type BodyContribution, type BodyIndex } from "./body";
import { decompose } from "./decompose";
import { buildSlashIndex, prefilter, type PrefilterRule, type SlashTarget } from "./prefilter";
import { INDEX_SETTINGS, withDefaults, type RouterSettings } from "./settings";
import { compileSynonyms, findSynonyms, type SynonymIndex } from "./synonyms";
import { analyze, hasHangul, wordKey, words, wordTerms, type AnalyzerOptions, type TermPiece } from "./text";
import { triage, type Signal } from "./triage";

// ---------------------------------------------------------------------------------------------
// Types (all plain data: JSON-serialisable, for the UI and the log)

export type Decision = "skip" | "forced" | "native" | "skill" | "ask";
export type StageName = "prefilter" | "retrieval" | "gate" | "rerank" | "topk" | "triage" | "incorporation";

/** A gated candidate in the rerank stage: its BM25, its body's BM25 and the sum it ranks by. */
export interface Reranked {
  name: string;
  score: number;
  body: number;
  rankScore: number;
  /** 1-based position before (by BM25) and after the rerank */
  from: number;
  to: number;
}

export interface QueryTerm {
  term: string;
  /** query weight: 1 for the prompt's own words; bigram pieces and synonyms weigh less */
  weight: number;
  /** "query": from the prompt; "synonym": the dictionary added it; "compound": a dictionary word inside a Korean compound */
  origin: "query" | "synonym" | "compound";
  /** the prompt word (or dictionary key) it came from */
  from: string;
  unit: "word" | "bigram";
}

export interface TermContribution {
  term: string;
  weight: number;
  origin: QueryTerm["origin"];
  from: string;
  /** occurrences of the term in this entry's indexed text */
  tf: number;
  /** entries of the index containing the term */
  df: number;
  /** ln(1 + (N - df + 0.5) / (df + 0.5)) */
  idf: number;
  /** this entry's indexed length in terms, and the index average */
  fieldLength: number;
  avgFieldLength: number;
  /** weight * idf * tf (k1 + 1) / (tf + k1 (1 - b + b fieldLength / avgFieldLength)) */
  contribution: number;
}

export interface Candidate {
  name: string;
  kind: EntryKind;
  path: string;
  /** classic BM25 (0 for a slash-forced entry, which skipped retrieval) */
  score: number;
  rank: number;
  description: string;
  /** per-term contributions, largest first; they sum to `score` (skills; empty for subagents) */
  terms: TermContribution[];
  /**
   * The rerank stage: the body's BM25 for the same terms, and the score it ranked by (BM25 + weight
   * × body). Its per-term breakdown is `router.explainBody(prompt, name)`, as `explain` is the gate's.
   */
  bodyScore?: number;
  rankScore?: number;
  forced?: boolean;
}

export interface ScoredName {
  name: string;
  score: number;
}

export type StageTrace =
  | { stage: "prefilter"; passed: boolean; rule: PrefilterRule | null; detail: string }
  | { stage: "retrieval"; passed: boolean; detail: string; terms: QueryTerm[]; matched: number; top: ScoredName[]; /** the subagent index's gated top-K */ agents?: ScoredName[] }
  | { stage: "gate"; passed: boolean; detail: string; scoreMin: number; best: number; above: number }
  | {
      stage: "rerank";
      passed: boolean;
      detail: string;
      applied: boolean;
      /** the setting, and the weight this prompt got (less for a prompt of few words) */
      bodyWeight: number;
      weight: number;
      /** the prompt's own words (terms), which set `weight` */
      promptWords: number;
      depth: number;
      pool: Reranked[];
      moved: number;
    }
  | { stage: "topk"; passed: boolean; detail: string; topK: number; kept: string[]; dropped: number }
  | { stage: "triage"; passed: boolean; detail: string; verdict: "native" | "skill-worthy"; ambiguous: boolean; signals: Signal[] }
  | { stage: "incorporation"; passed: boolean; detail: string; outcome: "skill" | "ask" | "native"; options?: string[] };

export interface SubtaskTrace {
  text: string;
  start: number;
  decision: Decision;
  reason: string;
  chosen: string | null;
  options?: string[];
  candidates: ScoredName[];
  stages: StageTrace[];
}

export interface RouteTrace {
  prompt: string;
  stages: StageTrace[];
  /** the last stage the prompt reached */
  stageReached: StageName;
  decision: Decision;
  /** one sentence */
  reason: string;
  /** the gated top-K skills (what the router injects), with per-term contributions */
  candidates: Candidate[];
  /** the subagent index's gated top-K, reported apart (spec 6: agents live in their own index) */
  agents: Candidate[];
  chosen: string | null;
  chosenKind?: EntryKind;
  /** ask: the near-tied names the user chooses among */
  options?: string[];
  /** compound requests, when decomposition is on and the prompt splits */
  subtasks?: SubtaskTrace[];
  /** what the router adds to the context this turn, and its tokens */
  injectedText: string;
  injectedTokens: number;
  /** tokens of listing every model-invocable skill's name and description instead */
  listingTokens: number;
  /** tokens of the chosen skill's body, loaded on invocation */
  chosenBodyTokens: number;
  estimator: TextCounter["estimator"];
}

export interface RouteOptions {
  previousPrompt?: string;
  /** query-time settings for this call (index-time ones need `router.withSettings`) */
  settings?: Partial<RouterSettings>;
}

// ---------------------------------------------------------------------------------------------
// The index

interface DocStats {
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
  /** the BM25 parameters the index searches with by default */
  bm25: { k: number; b: number };
  /** each entry's name terms and listing description, computed once */
  nameTerms: Set<string>[];
  descriptions: string[];
}

const DUP = "\u0000";
const BOUNDARY_SENTENCE = /^(?:\(?\s*)(?:do\s+not|don['’]t|never)\s+use\b|^not\s+(?:for|intended for|to be used)\b|^\(?\s*not\s+for\b|사용하지\s*(?:말|마|않)/i;

/** The text an entry is indexed by: name words, description, when_to_use. */
export function indexText(e: CatalogEntry, dropBoundary: boolean, nameRepeat = 1): string {
  const name = e.name.replace(/[-_:]+/g, " ");
  const parts = [...Array.from({ length: Math.max(1, nameRepeat) }, () => name), e.description, e.whenToUse ?? ""];
  let text = parts.filter(Boolean).join("\n");
  if (dropBoundary) {
    text = text
      .split(/(?<=[.!?。])\s+|\n+/)
      .filter((s) => !BOUNDARY_SENTENCE.test(s.trim()))
      .join(" ");
  }
  return text;
}

function markDuplicates(terms: string[]): string[] {
  const seen = new Map<string, number>();
  return terms.map((t) => {
    const n = (seen.get(t) ?? 0) + 1;
    seen.set(t, n);
    return n === 1 ? t : t + DUP + n;
  });
}

const unmark = (t: string) => {
  const i = t.indexOf(DUP);
  return i < 0 ? t : t.slice(0, i);
};

function buildIndex(kind: RouterIndex["kind"], entries: CatalogEntry[], s: RouterSettings): RouterIndex {
  const opts: AnalyzerOptions = { koreanMode: s.koreanMode, stemEnglish: s.stemEnglish };
  const texts = entries.map((e) => indexText(e, s.dropBoundary, s.nameRepeat));
  const docs: DocStats[] = [];
  const df = new Map<string, number>();
  let total = 0;
  const lists = new Map<string, number[]>();
  texts.forEach((text, id) => {
    const terms = analyze(text, opts);
    const tf = new Map<string, number>();
    for (const t of terms) tf.set(t, (tf.get(t) ?? 0) + 1);
    for (const t of tf.keys()) {
      df.set(t, (df.get(t) ?? 0) + 1);
      const p = lists.get(t);
      if (p) p.push(id, tf.get(t)!);
      else lists.set(t, [id, tf.get(t)!]);
    }
    docs.push({ tf, length: terms.length });
    total += terms.length;
  });
  const postings = new Map<string, { ids: Int32Array; tfs: Int32Array }>();
  for (const [t, l] of lists) {
    const ids = new Int32Array(l.length / 2);
    const tfs = new Int32Array(l.length / 2);
    for (let i = 0; i < ids.length; i++) {
      ids[i] = l[2 * i];
      tfs[i] = l[2 * i + 1];
    }
    postings.set(t, { ids, tfs });
  }
  const mini = new MiniSearch<{ id: number; text: string }>({
    fields: ["text"],
    idField: "id",
    tokenize: (text) => markDuplicates(analyze(text, opts)),
    processTerm: unmark,
    searchOptions: { bm25: { k: s.k1, b: s.b, d: 0 }, prefix: false, fuzzy: false, combineWith: "OR" },
  });
  mini.addAll(texts.map((text, id) => ({ id, text })));
  const order = new Int32Array(entries.length);
  entries
    .map((e, id) => ({ n: e.name, id }))
    .sort((a, b) => (a.n < b.n ? -1 : a.n > b.n ? 1 : a.id - b.id))
    .forEach((x, k) => (order[x.id] = k));
  const nameTerms = entries.map((e) => new Set(analyze(e.name.replace(/[-_:]+/g, " "), opts)));
  const descriptions = entries.map((e) => describeEntry(e));
  return { kind, entries, texts, mini, docs, df, avgLength: entries.length ? total / entries.length : 0, postings, norms: { byKey: new Map() }, bm25: { k: s.k1, b: s.b }, order, nameTerms, descriptions };
}

// ---------------------------------------------------------------------------------------------
// Query analysis

/**
 * The weighted, deduplicated query terms of a prompt: its own words (stems; for "both", the
 * bigrams of a Korean word the index does not know; a dictionary phrase written without spaces
 * read as its words), then what the synonym dictionary adds at `synonymWeight`. `df`, when given
 * (the index's document frequency), lets a synonym stand in at full weight for a word the catalog
 * never uses: a Korean request against an English-only catalog is scored on its translation, not
 * half of it.
 */
interface ChosenTerm {
  term: string;
  weight: number;
  unit: "word" | "bigram";
}
const chosenMemos = new WeakMap<(term: string) => number, Map<string, Map<string, ChosenTerm[]>>>();
const absentMemos = new WeakMap<(term: string) => number, Map<string, Map<string, boolean>>>();

export function analyzeQuery(prompt: string, s: RouterSettings, syn: SynonymIndex | null, df?: (term: string) => number): QueryTerm[] {
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
  // "both": the stripped stem when the index knows it, else its syllable bigrams (which the index
  // also holds), so a known word costs one term and an unknown compound still finds its parts
  const choose = (pieces: TermPiece[]): { p: TermPiece; w: number }[] => {
    if (pieces.length <= 1 || pieces[0].unit !== "word") {
      const per = s.bigramWeight === "each" ? 1 : 1 / pieces.length;
      return pieces.map((p) => ({ p, w: p.unit === "bigram" ? per : 1 }));
    }
    if (!df || df(pieces[0].term) > 0) return [{ p: pieces[0], w: 1 }];
    const bg = pieces.slice(1);
    const per = s.bigramWeight === "each" ? 1 : 1 / bg.length;
    return bg.map((p) => ({ p, w: per }));
  };
  const ws = words(prompt);
  for (const w of ws) {
    const pieces = wordTerms(w, opts);
    // a dictionary phrase written without its spaces ("코드리뷰") that the index does not hold as
    // one word is read as its words (코드, 리뷰), not as syllable bigrams
    if (w.hangul && syn && s.synonyms && df) {
      const key = wordKey(w, s.stemEnglish);
      const parts = key ? syn.joined.get(key) : undefined;
      if (parts && df(key) === 0) {
        for (const part of parts) for (const { p, w: weight } of choose(wordTerms({ text: part, hangul: true }, opts))) add({ term: p.term, weight, origin: "query", from: w.text, unit: p.unit });
        continue;
      }
    }
    for (const { p, w: weight } of choose(pieces)) add({ term: p.term, weight, origin: "query", from: w.text, unit: p.unit });
  }
  if (syn && s.synonyms) {
    const keys = ws.map((w) => wordKey(w, s.stemEnglish));
    // the terms of a dictionary phrase, per word, cached on the dictionary per analyser configuration
    const tag = `${opts.koreanMode}|${opts.stemEnglish ? 1 : 0}`;
    let cache = syn.cache.get(tag);
    if (!cache) syn.cache.set(tag, (cache = new Map()));
    const phrase = (text: string) => {
      let x = cache!.get(text);
      if (!x) cache!.set(text, (x = words(text).map((w) => wordTerms(w, opts))));
      return x;
    };
    // a key's own words are "absent" when none of their terms occurs in the index (remembered per
    // index: `df` is the index's own lookup, the same function for every prompt)
    let absentMemo = df ? absentMemos.get(df)?.get(tag) : undefined;
    if (df && !absentMemo) {
      const byTag = absentMemos.get(df) ?? new Map<string, Map<string, boolean>>();
      absentMemos.set(df, byTag);
      byTag.set(tag, (absentMemo = new Map()));
    }
    absentMemo ??= new Map<string, boolean>();
    const absent = (key: string) => {
      let a = absentMemo.get(key);
      if (a === undefined) absentMemo.set(key, (a = !!df && phrase(key).every((ps) => ps.every((p) => df(p.term) === 0))));
      return a;
    };
    // the terms each dictionary side adds, chosen once per index and analyser configuration
    const chosenTag = `${tag}|${s.bigramWeight}`;
    let chosenMemo = df ? chosenMemos.get(df)?.get(chosenTag) : undefined;
    if (df && !chosenMemo) {
      const byTag = chosenMemos.get(df) ?? new Map<string, Map<string, ChosenTerm[]>>();
      chosenMemos.set(df, byTag);
      byTag.set(chosenTag, (chosenMemo = new Map()));
    }
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
      const scale = x.inside ? s.synonymWeight : absent(x.key) ? 1 : s.synonymWeight;
      const origin = x.inside ? "compound" : "synonym";
      for (const c of chosenFor(x.adds)) add({ term: c.term, weight: scale * c.weight, origin, from: x.key, unit: c.unit });
    }
  }
  return [...out.values()];
}

// ---------------------------------------------------------------------------------------------
// Scoring

export interface Hit {
  /** entry index in the RouterIndex */
  id: number;
  score: number;
}

/**
 * MiniSearch's query engine without its result formatting. `search()` is `executeQuery()` (a map
 * of internal id -> summed score) plus, per match, a result object, the quality multiplication
 * and a sort of every match: as much work again as the query itself. The router only needs the
 * summed scores, which are already classic BM25 (no quality factor to divide out), so it calls
 * `executeQuery` when this MiniSearch has it (7.x; the version is pinned) and falls back to the
 * public `search()` divided by the quality factor otherwise. Internal ids are insertion order,
 * which is our entry index: documents are only ever added, once, in order.
 */
type ExecuteQuery = (query: string, options: SearchOptions) => Map<number, { score: number; terms: string[] }>;

const splitSpace = (q: string) => q.split(" ");
const same = (t: string) => t;

export function searchScores(ix: RouterIndex, all: QueryTerm[], s: Pick<RouterSettings, "k1" | "b">, mode: "fast" | "public" = "fast"): Hit[] {
  // terms the index never uses add nothing to any score: leave them out of the search
  const terms = all.filter((t) => ix.df.has(t.term));
  if (!terms.length || !ix.entries.length) return [];
  const weight = new Map(terms.map((t) => [t.term, t.weight]));
  const query = terms.map((t) => t.term).join(" ");
  // the index was built with bm25 {k1, b, d: 0}, no prefix or fuzzy matching and OR as its search
  // defaults; a query passes only what differs (MiniSearch merges the options once per term)
  const options: SearchOptions = { tokenize: splitSpace, processTerm: same, boostTerm: (t: string) => weight.get(t) ?? 1 };
  if (s.k1 !== ix.bm25.k || s.b !== ix.bm25.b) options.bm25 = { k: s.k1, b: s.b, d: 0 };
  const exec = (ix.mini as unknown as { executeQuery?: ExecuteQuery }).executeQuery;
  if (mode === "fast" && typeof exec === "function") {
    const out: Hit[] = [];
    for (const [id, r] of exec.call(ix.mini, query, options)) out.push({ id, score: r.score });
    return out;
  }
  const res: SearchResult[] = ix.mini.search(query, options);
  return res.map((r) => ({ id: r.id as number, score: r.score / (r.queryTerms.length || 1) }));
}

/** Per-index buffers the scorers reuse: every call leaves them zeroed again. */
const scratches = new WeakMap<RouterIndex, { score: Float64Array; seen: Uint8Array; at: Int32Array }>();
function scratchOf(ix: RouterIndex) {
  let x = scratches.get(ix);
  if (!x) scratches.set(ix, (x = { score: new Float64Array(ix.entries.length), seen: new Uint8Array(ix.entries.length), at: new Int32Array(ix.entries.length) }));
  return x;
}

/**
 * The same scores as `searchScores`, summed from the router's own postings and term statistics
 * (tests check the two agree to 1e-9). Used for the terms the router derives and for the
 * subagent index, so that neither costs another MiniSearch pass per prompt.
 */
export function scorePostings(ix: RouterIndex, all: QueryTerm[], s: Pick<RouterSettings, "k1" | "b">, best?: { n: number; min: number }): Hit[] {
  const N = ix.entries.length;
  const norm = lengthNorms(ix, s);
  const { score, seen } = scratchOf(ix);
  const touched: number[] = [];
  for (const t of all) {
    const p = ix.postings.get(t.term);
    if (!p) continue;
    const n = p.ids.length;
    const wIdf = t.weight * Math.log(1 + (N - n + 0.5) / (n + 0.5));
    for (let i = 0; i < n; i++) {
      const id = p.ids[i];
      const tf = p.tfs[i];
      score[id] += (wIdf * tf * (s.k1 + 1)) / (tf + norm[id]);
      if (!seen[id]) {
        seen[id] = 1;
        touched.push(id);
      }
    }
  }
  const clear = () => {
    for (const id of touched) {
      score[id] = 0;
      seen[id] = 0;
    }
  };
  if (!best) {
    const out = touched.map((id) => ({ id, score: score[id] }));
    clear();
    return out;
  }
  // only the n best at or above min, best first (ties by name order): no object per match
  const top: Hit[] = [];
  for (const id of touched) {
    const sc = score[id];
    if (sc < best.min) continue;
    if (top.length === best.n) {
      const last = top[best.n - 1];
      if (sc < last.score || (sc === last.score && ix.order[id] > ix.order[last.id])) continue;
      top.pop();
    }
    let i = top.length;
    while (i > 0 && (top[i - 1].score < sc || (top[i - 1].score === sc && ix.order[top[i - 1].id] > ix.order[id]))) i--;
    top.splice(i, 0, { id, score: sc });
  }
  clear();
  return top;
}

/** k1 (1 - b + b dl / avgdl) per entry, cached per (k1, b). */
function lengthNorms(ix: RouterIndex, s: Pick<RouterSettings, "k1" | "b">): Float64Array {
  const last = ix.norms.last;
  if (last && last.k1 === s.k1 && last.b === s.b) return last.norm;
  const key = `${s.k1}|${s.b}`;
  let n = ix.norms.byKey.get(key);
  if (!n) {
    n = new Float64Array(ix.docs.length);
    for (let i = 0; i < n.length; i++) n[i] = s.k1 * (1 - s.b + (s.b * ix.docs[i].length) / ix.avgLength);
    ix.norms.byKey.set(key, n);
  }
  ix.norms.last = { k1: s.k1, b: s.b, norm: n };
  return n;
}

/**
 * Retrieval for a prompt: MiniSearch searches the prompt's own words; the terms the router derived
 * (dictionary synonyms, words found inside a Korean compound, the syllable bigrams of a Korean
 * word the index does not know) are summed in from the same index's
 * postings and statistics instead of making MiniSearch walk more terms. BM25 is a sum over query
 * terms, so the total is exactly the score MiniSearch reports for all the terms at once (a test
 * checks this to 1e-9); it only keeps the cost of a routed query near that of a bare search.
 */
export function retrieveScores(ix: RouterIndex, terms: QueryTerm[], s: Pick<RouterSettings, "k1" | "b">): Hit[] {
  const own: QueryTerm[] = [];
  const added: QueryTerm[] = [];
  for (const t of terms) (t.origin === "query" && t.unit === "word" ? own : added).push(t);
  const hits = searchScores(ix, own, s);
  if (!added.length) return hits;
  const extra = scorePostings(ix, added, s);
  if (!extra.length) return hits;
  const at = scratchOf(ix).at;
  const n = hits.length;
  for (let i = 0; i < n; i++) at[hits[i].id] = i + 1;
  for (const h of extra) {
    const k = at[h.id];
    if (k) hits[k - 1].score += h.score;
    else hits.push(h);
  }
  for (let i = 0; i < n; i++) at[hits[i].id] = 0;
  return hits;
}

/**
 * Re-score the entries a search matched for a subset of its terms (a sub-task of a compound
 * prompt), from the router's own term statistics: the same sum MiniSearch would report for a
 * search of just those terms, without a second pass over the postings. (A sub-task term the whole
 * prompt did not yield is retrieved separately by the caller.)
 */
export function rescore(ix: RouterIndex, hits: Hit[], terms: QueryTerm[], s: Pick<RouterSettings, "k1" | "b">): Hit[] {
  const N = ix.entries.length;
  const norm = lengthNorms(ix, s);
  const q: { term: string; wIdf: number }[] = [];
  for (const t of terms) {
    const df = ix.df.get(t.term);
    if (df) q.push({ term: t.term, wIdf: t.weight * Math.log(1 + (N - df + 0.5) / (df + 0.5)) });
  }
  const out: Hit[] = [];
  for (const h of hits) {
    const doc = ix.docs[h.id];
    let score = 0;
    let any = false;
    for (const x of q) {
      const tf = doc.tf.get(x.term);
      if (!tf) continue;
      score += (x.wIdf * tf * (s.k1 + 1)) / (tf + norm[h.id]);
      any = true;
    }
    if (any) out.push({ id: h.id, score });
  }
  return out;
}

/** A query's terms with their document frequency and IDF in one index, the absent ones left out. */
interface PreparedTerm {
  t: QueryTerm;
  df: number;
  idf: number;
}

function prepareTerms(ix: RouterIndex, terms: QueryTerm[]): PreparedTerm[] {
  const N = ix.entries.length;
  const out: PreparedTerm[] = [];
  for (const t of terms) {
    const df = ix.df.get(t.term);
    if (df) out.push({ t, df, idf: Math.log(1 + (N - df + 0.5) / (df + 0.5)) });
  }
  return out;
}

function explainPrepared(ix: RouterIndex, id: number, prepared: PreparedTerm[], s: Pick<RouterSettings, "k1" | "b">): TermContribution[] {
  const doc = ix.docs[id];
  const out: TermContribution[] = [];
  const lengthNorm = s.k1 * (1 - s.b + (s.b * doc.length) / ix.avgLength);
  for (const { t, df, idf } of prepared) {
    const tf = doc.tf.get(t.term);
    if (!tf) continue;
    const contribution = t.weight * idf * ((tf * (s.k1 + 1)) / (tf + lengthNorm));
    out.push({ term: t.term, weight: t.weight, origin: t.origin, from: t.from, tf, df, idf, fieldLength: doc.length, avgFieldLength: ix.avgLength, contribution });
  }
  return out.sort((a, b) => b.contribution - a.contribution || (a.term < b.term ? -1 : 1));
}

/** Per-term contributions of one indexed entry, from the router's own term statistics. */
export function explainTerms(ix: RouterIndex, id: number, terms: QueryTerm[], s: Pick<RouterSettings, "k1" | "b">): TermContribution[] {
  return explainPrepared(ix, id, prepareTerms(ix, terms), s);
}

const simCache = new WeakMap<RouterIndex, Map<number, number>>();

/**
 * Cosine similarity of two entries' indexed text as TF-IDF vectors (Lucene IDF): 1 for the same
 * words in the same proportions, 0 for no word in common. Cached per index and pair.
 */
export function similarity(ix: RouterIndex, a: number, b: number): number {
  if (a === b) return 1;
  let cache = simCache.get(ix);
  if (!cache) simCache.set(ix, (cache = new Map()));
  const key = a < b ? a * 1_048_576 + b : b * 1_048_576 + a;
  const have = cache.get(key);
  if (have !== undefined) return have;
  const n = ix.entries.length;
  const idf = (t: string) => Math.log(1 + (n - (ix.df.get(t) ?? 0) + 0.5) / ((ix.df.get(t) ?? 0) + 0.5));
  const ta = ix.docs[a].tf;
  const tb = ix.docs[b].tf;
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (const [t, f] of ta) {
    const w = f * idf(t);
    na += w * w;
    const g = tb.get(t);
    if (g) dot += w * g * idf(t);
  }
  for (const [t, g] of tb) {
    const w = g * idf(t);
    nb += w * w;
  }
  const sim = na && nb ? dot / Math.sqrt(na * nb) : 0;
  cache.set(key, sim);
  return sim;
}

function candidate(ix: RouterIndex, h: Hit, rank: number, prepared: PreparedTerm[] | null, s: RouterSettings): Candidate {
  const e = ix.entries[h.id];
  return { name: e.name, kind: e.kind, path: e.path, score: h.score, rank, description: ix.descriptions[h.id], terms: prepared ? explainPrepared(ix, h.id, prepared, s) : [] };
}

const byScore = (ix: RouterIndex) => (a: Hit, b: Hit) => b.score - a.score || ix.order[a.id] - ix.order[b.id];

/** The n best hits, best first, without sorting them all. */
function best(ix: RouterIndex, hits: Hit[], n: number): Hit[] {
  const cmp = byScore(ix);
  const out: Hit[] = [];
  for (const h of hits) {
    if (out.length === n && cmp(h, out[n - 1]) >= 0) continue;
    let i = out.length < n ? out.length : n - 1;
    if (out.length < n) out.push(h);
    while (i > 0 && cmp(h, out[i - 1]) < 0) {
      out[i] = out[i - 1];
      i--;
    }
    out[i] = h;
  }
  return out;
}

/** A path names one entry; a name shared by several (catalogs in union) names them all. */
function entryIds(ix: RouterIndex, nameOrPath: string): number[] {
  const ids = ix.entries.flatMap((e, id) => (e.path === nameOrPath ? [id] : []));
  if (!ids.length) ix.entries.forEach((e, id) => e.name === nameOrPath && ids.push(id));
  return ids;
}

const bodyIndexes = new WeakMap<RouterIndex, BodyIndex>();
/** Built on first use: only a router that reranks pays for reading every body. */
function bodyIndexOf(ix: RouterIndex, opts: AnalyzerOptions): BodyIndex {
  let bi = bodyIndexes.get(ix);
  if (!bi) bodyIndexes.set(ix, (bi = buildBodyIndex(ix.entries, opts)));
  return bi;
}

const fmt = (n: number) => n.toFixed(1);
const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;
const quoteList = (xs: string[], n = 3) => xs.slice(0, n).map((x) => `"${x}"`).join(", ");

// ---------------------------------------------------------------------------------------------
// The router

export interface Router {
  readonly settings: RouterSettings;
  readonly skills: RouterIndex;
  readonly agents: RouterIndex;
  /** tokens of listing every model-invocable skill (name: description + when_to_use) */
  readonly listingTokens: number;
  readonly counter: TextCounter;
  route(prompt: string, opts?: RouteOptions): RouteTrace;
  /** retrieval only: every match, best first, classic BM25 */
  retrieve(text: string, opts?: { index?: "skills" | "agents"; settings?: Partial<RouterSettings> }): { terms: QueryTerm[]; hits: ScoredName[] };
  /** why an entry (by name, or by path when names collide) scores what it scores for a text */
  explain(text: string, nameOrPath: string, opts?: { index?: "skills" | "agents"; settings?: Partial<RouterSettings> }): { score: number; terms: TermContribution[]; path: string } | null;
  /** a router with other settings; reuses the index unless an index-time setting changed */
  withSettings(patch: Partial<RouterSettings>): Router;
  /** the body's BM25 for a text, per term: what the rerank added to an entry's score (skills) */
  explainBody(text: string, nameOrPath: string, opts?: { settings?: Partial<RouterSettings> }): { score: number; terms: BodyContribution[]; path: string } | null;
  /** build the rerank's body index now rather than on the first prompt that reaches the rerank */
  prepareRerank(): void;
}

export interface BuildOptions {
  /** token counter for injected text and the listing (default chars/4) */
  counter?: TextCounter;
}

/** Build the indexes once per catalog; query them many times. */
export function buildRouter(entries: CatalogEntry[], settings?: Partial<RouterSettings>, opts: BuildOptions = {}): Router {
  const s = withDefaults(settings);
  const skillEntries = entries.filter((e) => (e.kind === "skill" || e.kind === "command") && !e.disableModelInvocation);
  const agentEntries = entries.filter((e) => e.kind === "agent" && !e.disableModelInvocation);
  return assemble(entries, s, buildIndex("skills", skillEntries, s), buildIndex("agents", agentEntries, s), opts.counter ?? chars4Counter);
}

function assemble(all: CatalogEntry[], s: RouterSettings, skills: RouterIndex, agents: RouterIndex, counter: TextCounter, listingTokens?: number): Router {
  const syn = compileSynonyms(s.synonymPairs, s.stemEnglish);
  const targets = buildSlashIndex(all.map((e): SlashTarget => ({ name: e.name, kind: e.kind, userInvocable: e.userInvocable })));
  const byName = new Map<string, CatalogEntry>();
  for (const e of all) if (!byName.has(e.name)) byName.set(e.name, e);
  const listing = listingTokens ?? counter.count(skills.entries.map((e) => `- ${e.name}: ${describeEntry(e)}`).join("\n"));
  const synCache = new Map<string, SynonymIndex>();
  const synFor = (q: RouterSettings) => {
    if (q.synonymPairs === s.synonymPairs && q.stemEnglish === s.stemEnglish) return syn;
    const key = JSON.stringify(q.synonymPairs) + q.stemEnglish;
    let x = synCache.get(key);
    if (!x) synCache.set(key, (x = compileSynonyms(q.synonymPairs, q.stemEnglish)));
    return x;
  };
  const querySettings = (patch?: Partial<RouterSettings>): RouterSettings => {
    if (!patch) return s;
    const q = { ...s, ...patch, prefilter: { ...s.prefilter, ...patch.prefilter } };
    for (const k of INDEX_SETTINGS) (q as Record<string, unknown>)[k] = s[k];
    return q;
  };

  const skillDf = (t: string) => skills.df.get(t) ?? 0;
  // index-time settings are this router's own (querySettings keeps them), so one body index serves
  const bodyIndex = () => bodyIndexOf(skills, { koreanMode: s.koreanMode, stemEnglish: s.stemEnglish });
  const bodyCache = new Map<string, number>();
  const bodyTokens = (name: string) => {
    let n = bodyCache.get(name);
    if (n === undefined) {
      const e = byName.get(name);
      bodyCache.set(name, (n = e ? counter.count(e.body) : 0));
    }
    return n;
  };

  /** retrieval -> gate -> top-K -> triage -> incorporation on one text */
  /**
   * retrieval -> gate -> top-K -> triage -> incorporation on one text. A sub-task passes the whole
   * prompt's hits (`within`) and is re-scored from them; only the whole prompt searches the
   * subagent index.
   */
  const pipeline = (text: string, q: RouterSettings, within?: { hits: Hit[]; terms: Set<string> }) => {
    const stages: StageTrace[] = [];
    const terms = analyzeQuery(text, q, synFor(q), skillDf);
    let hits: Hit[];
    if (within) {
      hits = rescore(skills, within.hits, terms, q);
      const extra = terms.filter((t) => !within.terms.has(t.term) && skills.df.has(t.term));
      if (extra.length) {
        // words the whole prompt did not yield (a synonym phrase cut by the split): search them too
        const byId = new Map(hits.map((h) => [h.id, h]));
        for (const h of retrieveScores(skills, extra, q)) {
          const prev = byId.get(h.id);
          if (prev) prev.score += h.score;
          else hits.push(h);
        }
      }
    } else hits = retrieveScores(skills, terms, q);
    // the subagent index: only its gated top-K is reported
    const topAgents = q.searchAgents && !within ? scorePostings(agents, terms, q, { n: q.topK, min: q.scoreMin }) : [];
    // the rerank's weight for this prompt, known before ranking so that one pass over the hits
    // yields both the preview and the rerank's pool
    let own = 0;
    for (const t of terms) if (t.origin === "query" && t.unit === "word") own++;
    const w = q.bodyWeight * bodyRamp(own);
    const depth = Math.max(q.rerankDepth, q.topK);
    const nPreview = Math.max(10, q.topK * 2);
    const ranked = best(skills, hits, w > 0 ? Math.max(nPreview, depth) : nPreview);
    const topHits = ranked.length > nPreview ? ranked.slice(0, nPreview) : ranked;

    const preview = (ix: RouterIndex, hs: Hit[]) => hs.map((h) => ({ name: ix.entries[h.id].name, score: h.score }));
    stages.push({
      stage: "retrieval",
      passed: hits.length > 0,
      detail: hits.length
        ? `${terms.length} query terms matched ${hits.length} of ${skills.entries.length} skills; best ${fmt(topHits[0].score)} (${skills.entries[topHits[0].id].name})`
        : `${terms.length} query terms matched none of ${skills.entries.length} skills`,
      terms,
      matched: hits.length,
      top: preview(skills, topHits),
      ...(q.searchAgents && !within ? { agents: preview(agents, topAgents) } : {}),
    });
    const bestScore = topHits.length ? topHits[0].score : 0;
    // the gate counts what passes; only the TOP_K best of them are ordered
    let passing = 0;
    for (const h of hits) if (h.score >= q.scoreMin) passing++;
    const above = { length: passing };
    const gatePassed = passing > 0;
    stages.push({
      stage: "gate",
      passed: gatePassed,
      detail: gatePassed
        ? `${above.length} scored at least SCORE_MIN ${fmt(q.scoreMin)}`
        : hits.length
          ? `best score ${fmt(bestScore)} is below SCORE_MIN ${fmt(q.scoreMin)}`
          : "no skill matched any query term",
      scoreMin: q.scoreMin,
      best: bestScore,
      above: above.length,
    });
    // subagents are reported by score; router.explain(text, name, { index: "agents" }) breaks one down
    const agentsOut = topAgents.map((h, i) => candidate(agents, h, i + 1, null, q));
    if (!gatePassed) {
      const reason = hits.length
        ? `No candidate reached SCORE_MIN ${fmt(q.scoreMin)} (best ${fmt(bestScore)}, "${skills.entries[topHits[0].id].name}"): handled natively.`
        : "No skill matched the request: handled natively.";
      return { stages, terms, hits, decision: "native" as Decision, reason, candidates: [] as Candidate[], agents: agentsOut, chosen: null as string | null, options: undefined as string[] | undefined };
    }
    // the passing hits are the head of topHits (best first, nPreview >= TOP_K)
    let kept = topHits.slice(0, Math.min(q.topK, passing));
    let keptBody: number[] | null = null;
    let keptRank: number[] | null = null;
    if (w > 0) {
      // the rerank: the best `rerankDepth` gated candidates, by BM25 + w * body BM25, w ramping
      // up with the prompt's own words (see bodyRamp)
      const n = Math.min(depth, passing);
      const pool = ranked;
      const bi = bodyIndex();
      const bq = bodyQuery(bi, terms);
      const body = bodyScorePool(bi, pool.slice(0, n).map((h) => h.id), bq, q.k1, q.b);
      const rank: number[] = [];
      const order: number[] = [];
      for (let i = 0; i < n; i++) {
        rank.push(pool[i].score + w * body[i]);
        order.push(i);
      }
      // insertion sort: the pool is small (rerankDepth) and already in BM25 order
      for (let i = 1; i < n; i++) {
        const x = order[i];
        let j = i;
        while (j > 0 && (rank[order[j - 1]] < rank[x] || (rank[order[j - 1]] === rank[x] && skills.order[pool[order[j - 1]].id] > skills.order[pool[x].id]))) {
          order[j] = order[j - 1];
          j--;
        }
        order[j] = x;
      }
      const head = order.slice(0, q.topK);
      kept = head.map((i) => pool[i]);
      keptBody = head.map((i) => body[i]);
      keptRank = head.map((i) => rank[i]);
      let moved = 0;
      const out: Reranked[] = order.map((i, k) => {
        if (i !== k) moved++;
        return { name: skills.entries[pool[i].id].name, score: pool[i].score, body: body[i], rankScore: rank[i], from: i + 1, to: k + 1 };
      });
      const lead = out[0];
      const how = w === q.bodyWeight ? `BM25 + ${fmt(w)} × body BM25` : `BM25 + ${w.toFixed(2)} × body BM25 (${plural(own, "prompt word")}: ${Math.round((100 * w) / q.bodyWeight)}% of the body weight)`;
      stages.push({
        stage: "rerank",
        passed: true,
        applied: true,
        detail:
          lead.from === 1
            ? `reranked ${plural(out.length, "gated candidate")} by ${how}; "${lead.name}" stays first (${fmt(lead.rankScore)})`
            : `reranked ${plural(out.length, "gated candidate")} by ${how}; "${lead.name}" rises from #${lead.from} to first (${fmt(lead.score)} + ${w.toFixed(2)} × ${fmt(lead.body)} = ${fmt(lead.rankScore)})`,
        bodyWeight: q.bodyWeight,
        weight: w,
        promptWords: own,
        depth,
        pool: out,
        moved,
      });
    } else {
      const detail = q.bodyWeight > 0 ? `BM25 order: a prompt of ${plural(own, "word")} names its task in the words descriptions are matched by; body evidence counts from ${BODY_RAMP.from + 1} words` : "rerank off (body weight 0): BM25 order";
      stages.push({ stage: "rerank", passed: true, applied: false, detail, bodyWeight: q.bodyWeight, weight: 0, promptWords: own, depth: 0, pool: [], moved: 0 });
    }
    const prepared = prepareTerms(skills, terms);
    const candidates = kept.map((h, i) => {
      const c = candidate(skills, h, i + 1, prepared, q);
      if (keptBody && keptRank) {
        c.bodyScore = keptBody[i];
        c.rankScore = keptRank[i];
      }
      return c;
    });
    stages.push({
      stage: "topk",
      passed: true,
      detail: `kept ${kept.length} of ${above.length} (TOP_K ${q.topK})`,
      topK: q.topK,
      kept: candidates.map((c) => c.name),
      dropped: above.length - kept.length,
    });

    const top = candidates[0];
    const nameTerms = skills.nameTerms[kept[0].id];
    const nameOverlap = top.terms
      .filter((t) => t.origin !== "compound" && nameTerms.has(t.term) && t.df <= Math.max(2, skills.entries.length * 0.05))
      .map((t) => t.term);
    const tri = q.triage
      ? triage({ prompt: text, topScore: top.score, scoreMin: q.scoreMin, strongRatio: q.strongRatio, nameOverlap, nativeWeight: q.triageNativeWeight })
      : { verdict: "skill-worthy" as const, ambiguous: false, signals: [], reason: "triage off: every gated prompt is skill-worthy" };
    stages.push({ stage: "triage", passed: tri.verdict === "skill-worthy", detail: tri.reason, verdict: tri.verdict, ambiguous: tri.ambiguous, signals: tri.signals });
    if (tri.verdict === "native") {
      const reason = `Native: ${tri.reason.replace(/^native:\s*/, "")}; the ${candidates.length} candidate${candidates.length > 1 ? "s stay" : " stays"} unused.`;
      stages.push({ stage: "incorporation", passed: false, detail: "triage said native: no skill loaded", outcome: "native" });
      return { stages, terms, hits, decision: "native" as Decision, reason, candidates, agents: agentsOut, chosen: null, options: undefined };
    }
    const rs = (c: Candidate) => c.rankScore ?? c.score;
    const tiedIdx = kept.map((_, i) => i).filter((i) => rs(candidates[i]) >= rs(top) * q.nearTieRatio);
    // A near tie between skills that do the same job (descriptions alike: a second code-review
    // skill from another plugin) is no question for the user: either serves, the higher loads.
    // Only runners-up that differ from the top make it a choice.
    const alike = tiedIdx.slice(1).filter((i) => similarity(skills, kept[0].id, kept[i].id) >= q.equivalentSimilarity);
    const differ = tiedIdx.slice(1).filter((i) => !alike.includes(i));
    if (differ.length) {
      const tied = [0, ...differ].map((i) => candidates[i]);
      const options = tied.map((c) => c.name);
      const reason = `Ask the user: ${quoteList(options, 5)} are near-tied (${tied.map((c) => fmt(rs(c))).join(" vs ")}${top.rankScore !== undefined && top.rankScore !== top.score ? " with body evidence" : ""}, within ${Math.round((1 - q.nearTieRatio) * 100)}%).`;
      stages.push({ stage: "incorporation", passed: false, detail: reason, outcome: "ask", options });
      return { stages, terms, hits, decision: "ask" as Decision, reason, candidates, agents: agentsOut, chosen: null, options };
    }
    const why = top.terms.slice(0, 3).map((t) => `"${t.term}"`).join(", ");
    const runner = candidates[1];
    const same = alike.length ? ` (near-tied with ${quoteList(alike.map((i) => candidates[i].name), 3)}, whose description${alike.length > 1 ? "s are" : " is"} alike: either serves)` : "";
    const scored = top.rankScore !== undefined && top.rankScore !== top.score ? `${fmt(top.score)} on ${why} and ${fmt(top.bodyScore ?? 0)} in its body (${fmt(rs(top))})` : `${fmt(top.score)} on ${why}`;
    const reason = `Loads "${top.name}": it scores ${scored}${runner ? `, ahead of "${runner.name}" (${fmt(rs(runner))})` : ", the only candidate"}${same}, and the task is skill-worthy (${tri.signals.filter((x) => x.side === "skill").map((x) => x.label).join(", ")}).`;
    stages.push({ stage: "incorporation", passed: true, detail: reason, outcome: "skill" });
    return { stages, terms, hits, decision: "skill" as Decision, reason, candidates, agents: agentsOut, chosen: top.name, options: undefined };
  };

  const injection = (q: RouterSettings, candidates: Candidate[], agentsOut: Candidate[]) => {
    if (!candidates.length && !agentsOut.length) return "";
    const lines = [`Skill candidates for this prompt (BM25 ≥ ${fmt(q.scoreMin)}, top ${q.topK}):`];
    for (const c of candidates) lines.push(`- ${c.name} (${fmt(c.score)}): ${c.description}`);
    if (agentsOut.length) {
      lines.push("Subagent candidates:");
      for (const c of agentsOut) lines.push(`- ${c.name} (${fmt(c.score)}): ${c.description}`);
    }
    return lines.join("\n");
  };

  const trace = (
    prompt: string,
    stages: StageTrace[],
    decision: Decision,
    reason: string,
    candidates: Candidate[],
    agentsOut: Candidate[],
    chosen: string | null,
    q: RouterSettings,
    options?: string[],
    subtasks?: SubtaskTrace[],
  ): RouteTrace => {
    const injectedText = decision === "skip" || decision === "forced" ? "" : injection(q, candidates, agentsOut);
    const t: RouteTrace = {
      prompt,
      stages,
      stageReached: stages[stages.length - 1].stage,
      decision,
      reason,
      candidates,
      agents: agentsOut,
      chosen,
      injectedText,
      injectedTokens: injectedText ? counter.count(injectedText) : 0,
      listingTokens: listing,
      chosenBodyTokens: chosen ? bodyTokens(chosen) : 0,
      estimator: counter.estimator,
    };
    if (chosen) {
      const kind = byName.get(chosen)?.kind;
      if (kind) t.chosenKind = kind;
    }
    if (options) t.options = options;
    if (subtasks) t.subtasks = subtasks;
    return t;
  };

  const route = (prompt: string, ro: RouteOptions = {}): RouteTrace => {
    const q = querySettings(ro.settings);
    const pf = prefilter(prompt, { previousPrompt: ro.previousPrompt, targets, enabled: q.prefilter });
    const pfStage: StageTrace = { stage: "prefilter", passed: pf.proceed, rule: pf.rule, detail: pf.reason };
    if (!pf.proceed) {
      if (pf.forced) {
        const e = byName.get(pf.forced.name);
        const c: Candidate = { name: pf.forced.name, kind: pf.forced.kind, path: e?.path ?? "", score: 0, rank: 1, description: e ? describeEntry(e) : "", terms: [], forced: true };
        return trace(prompt, [pfStage], "forced", `Forced: ${pf.reason}.`, [c], [], c.name, q);
      }
      if (pf.options) return trace(prompt, [pfStage], "ask", `Ask the user: ${pf.reason}.`, [], [], null, q, pf.options);
      return trace(prompt, [pfStage], "skip", `Skipped: ${pf.reason}.`, [], [], null, q);
    }

    const whole = pipeline(prompt, q);
    let reason = whole.reason;
    let subtasks: SubtaskTrace[] | undefined;
    if (q.decompose) {
      const parts = decompose(prompt);
      if (parts.length >= 2) {
        const within = { hits: whole.hits, terms: new Set(whole.terms.map((t) => t.term)) };
        subtasks = parts.map((p) => {
          const r = pipeline(p.text, q, within);
          const st: SubtaskTrace = {
            text: p.text,
            start: p.start,
            decision: r.decision,
            reason: r.reason,
            chosen: r.chosen,
            candidates: r.candidates.map((c) => ({ name: c.name, score: c.score })),
            stages: r.stages,
          };
          if (r.options) st.options = r.options;
          return st;
        });
        // the decision stays the whole prompt's (one skill now, never a forced match); the steps
        // are the plan, each with its own candidates, shown beside it
        const plan = subtasks.map((x, i) => `${i + 1}. ${x.chosen ?? x.decision}`).join(", ");
        reason = `${reason.replace(/\.$/, "")}; compound request, per step: ${plan}.`;
      }
    }
    return trace(prompt, [pfStage, ...whole.stages], whole.decision, reason, whole.candidates, whole.agents, whole.chosen, q, whole.options, subtasks);
  };


  const retrieve: Router["retrieve"] = (text, o = {}) => {
    const q = querySettings(o.settings);
    const ix = o.index === "agents" ? agents : skills;
    const terms = analyzeQuery(text, q, synFor(q), (t) => ix.df.get(t) ?? 0);
    return { terms, hits: retrieveScores(ix, terms, q).sort(byScore(ix)).map((h) => ({ name: ix.entries[h.id].name, score: h.score })) };
  };

  const explain: Router["explain"] = (text, name, o = {}) => {
    const q = querySettings(o.settings);
    const ix = o.index === "agents" ? agents : skills;
    const ids = entryIds(ix, name);
    if (!ids.length) return null;
    const terms = analyzeQuery(text, q, synFor(q), (t) => ix.df.get(t) ?? 0);
    let out: { score: number; terms: TermContribution[]; path: string } | null = null;
    for (const id of ids) {
      const parts = explainTerms(ix, id, terms, q);
      const score = parts.reduce((a, t) => a + t.contribution, 0);
      if (!out || score > out.score) out = { score, terms: parts, path: ix.entries[id].path };
    }
    return out;
  };

  const explainBody: Router["explainBody"] = (text, name, o = {}) => {
    const q = querySettings(o.settings);
    const ids = entryIds(skills, name);
    if (!ids.length) return null;
    const terms = analyzeQuery(text, q, synFor(q), skillDf);
    const bi = bodyIndex();
    let out: { score: number; terms: BodyContribution[]; path: string } | null = null;
    for (const id of ids) {
      const b = bodyScore(bi, id, terms, q.k1, q.b);
      if (!out || b.score > out.score) out = { ...b, path: skills.entries[id].path };
    }
    return out;
  };

  const withSettings = (patch: Partial<RouterSettings>): Router => {
    const next = withDefaults({ ...s, ...patch, prefilter: { ...s.prefilter, ...patch.prefilter } });
    const rebuild = INDEX_SETTINGS.some((k) => next[k] !== s[k]);
    if (!rebuild) return assemble(all, next, skills, agents, counter, listing);
    return assemble(all, next, buildIndex("skills", skills.entries, next), buildIndex("agents", agents.entries, next), counter, listing);
  };

  const prepareRerank = () => void bodyIndex();

  return { settings: s, skills, agents, listingTokens: listing, counter, route, retrieve, explain, explainBody, withSettings, prepareRerank };
}
