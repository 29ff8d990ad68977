// The Korean-English synonym dictionary (rules.md#routing: "한영 교차 동의어 사전, 25개 이상 어휘 쌍").
// Editable data: a list of pairs, each side a word or a short phrase. Matching is both ways and
// works on dictionary keys (Korean stems with particles and endings stripped, English stems), so
// "코드리뷰를" and "코드 리뷰해줘" both hit the pair ["코드 리뷰", "code review"]. Expansion is
// query-side only: the index and its term statistics stay as the catalog wrote them.
import { stemEn } from "./english-stem";
import { memoOf, wordMemo } from "./index-memo";
import { stripKorean } from "./korean-strip";
import { words, type Word } from "./words";
import type { ParaphraseIndex } from "./paraphrase";

/** [a, b]: a query word or phrase matching either side adds the other side's words. */
export type SynonymPair = [string, string];

/** The shipped dictionary (./dictionary.ts): well over the seed's 25 Korean-English pairs. */
export { DEFAULT_SYNONYMS } from "./dictionary";

export interface SynonymExpansion {
  /** the query word or phrase that matched (its dictionary key) */
  key: string;
  /** the words the other side adds */
  adds: string;
  /** a dictionary word found inside a longer Korean compound (`adds` is then that word itself) */
  inside?: boolean;
}

export interface SynonymIndex {
  /** key (space-separated word keys) -> other sides */
  map: Map<string, string[]>;
  /** a Korean phrase of the dictionary written without its spaces ("코드리뷰") -> its words */
  joined: Map<string, string[]>;
  /** Korean keys with no spaces, longest first, to find inside a compound word */
  koreanKeys: string[];
  /** the keys of two words or more as a tree of their words (a phrase can only start at a first word) */
  phrases: Map<string, PhraseNode>;
  /** every beginning of a key with no space: a Korean phrase run together grows only while it is one */
  joinedPrefixes: Set<string>;
  /** the longest Korean key, in syllables */
  maxKoreanKey: number;
  maxWords: number;
  pairs: number;
  /** the Korean vocabulary keyed by its English side (reverse-vocabulary.ts), when the router reads it */
  reverse?: SynonymIndex;
  /** the catalog-word table (catalog-word-reading.ts), when the router reads the vocabulary */
  catalogWords?: SynonymIndex;
  /** the learned Korean lexicon and its query weight (korean-lexicon-reading.ts), when the router reads it */
  lexicon?: { table: SynonymIndex; weight: number };
  /** the English paraphrase table keyed for the same stemming (paraphrase.ts), when the router has one */
  paraphrases?: ParaphraseIndex;
  /** analysed phrases per analyser configuration, filled by the router as it meets them */
  cache: Map<string, Map<string, { term: string; from: string; unit: "word" | "bigram"; pieces: number }[][]>>;
}

function keyOf(phrase: string, stemEnglish: boolean): string {
  return words(phrase)
    .map((w) => (w.hangul ? stripKorean(w.text) || w.text : stemEnglish ? stemEn(w.text) : w.text))
    .join(" ");
}

/** `oneWay`: pairs whose first side adds the second and not back (the Korean vocabulary: korean-vocabulary/) */
export function compileSynonyms(pairs: SynonymPair[], stemEnglish = true, oneWay: readonly SynonymPair[] = []): SynonymIndex {
  const map = new Map<string, string[]>();
  const joined = new Map<string, string[]>();
  let maxWords = 1;
  const add = (from: string, to: string) => {
    const k = keyOf(from, stemEnglish);
    if (!k) return;
    const spaced = k.split(" ");
    maxWords = Math.max(maxWords, spaced.length);
    const keys = [k];
    // Korean compounds are written with and without spaces: "코드 리뷰" = "코드리뷰"
    if (spaced.length > 1 && spaced.every((p) => /^[\uac00-\ud7a3]+$/.test(p))) {
      keys.push(spaced.join(""));
      joined.set(spaced.join(""), spaced);
    }
    for (const key of keys) {
      const list = map.get(key) ?? [];
      if (!list.includes(to)) list.push(to);
      map.set(key, list);
    }
  };
  for (const [a, b] of pairs) {
    if (typeof a !== "string" || typeof b !== "string" || !a.trim() || !b.trim()) continue;
    add(a, b);
    add(b, a);
  }
  for (const [a, b] of oneWay) add(a, b);
  const koreanKeys = [...map.keys()].filter((k) => /^[\uac00-\ud7a3]{2,}$/.test(k)).sort((a, b) => b.length - a.length || (a < b ? -1 : 1));
  // a Korean phrase run together ("코드리뷰") also starts with its first word's syllables; the
  // phrase loop joins words, so it only needs the spaced key's first word
  return {
    map,
    joined,
    koreanKeys,
    ...phraseTree(map.keys()),
    maxKoreanKey: koreanKeys.reduce((m, k) => Math.max(m, k.length), 0),
    maxWords,
    pairs: pairs.length + oneWay.length,
    cache: new Map(),
  };
}

/**
 * The expansions a prompt's words trigger: phrases of up to `maxWords` words (longest first),
 * Korean words run together ("코드리뷰"), and dictionary words inside a Korean compound
 * ("보안취약점" -> 보안, 취약점). Returns each match once.
 */
export function findSynonyms(ws: Word[], keys: string[], index: SynonymIndex): SynonymExpansion[] {
  const out: SynonymExpansion[] = [];
  const seen = new Set<string>();
  const push = (key: string, sides = index.map.get(key)) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const adds of sides ?? []) out.push({ key, adds });
  };
  for (let i = 0; i < ws.length; i++) {
    if (!keys[i]) continue;
    let matched = false;
    const word = wordEntry(keys[i], index);
    if (word.phrase) {
      // phrases starting here, word by word (longest matched first, as before): spaced ones
      // along the tree of the keys' words, run-together ones while some key starts with them
      const spaced: (string | null)[] = [];
      const joined: (string | null)[] = [];
      let node: PhraseNode | undefined = word.phrase;
      let jn: string | null = ws[i].hangul ? keys[i] : null;
      const max = Math.min(index.maxWords, ws.length - i);
      for (let n = 2; n <= max; n++) {
        const k = keys[i + n - 1];
        if (!k) break;
        node = node?.next.get(k);
        jn = jn !== null && ws[i + n - 1].hangul ? jn + k : null;
        if (jn !== null && !index.joinedPrefixes.has(jn)) jn = null;
        if (!node && jn === null) break;
        spaced.push(node?.key ?? null);
        joined.push(jn);
      }
      for (let j = spaced.length - 1; j >= 0; j--) {
        const sk = spaced[j];
        if (sk !== null) {
          push(sk);
          matched = true;
        }
        const jk = joined[j];
        if (jk !== null && index.map.has(jk)) {
          push(jk);
          matched = true;
        }
      }
    }
    if (word.sides) {
      push(keys[i], word.sides);
      matched = true;
    }
    if (ws[i].hangul && keys[i].length >= 3) {
      // dictionary words inside a compound ("보안취약점" -> 보안, 취약점), longest first, not overlapping
      for (const hit of wordsInside(keys[i], index)) {
        const id = "\u0000" + hit;
        if (!seen.has(id)) {
          seen.add(id);
          out.push({ key: hit, adds: hit, inside: true });
        }
        if (!matched) push(hit);
      }
    }
  }
  return out;
}

/** what a dictionary holds for one word's key: the phrases it starts and its other sides */
interface WordEntry {
  phrase?: PhraseNode;
  sides?: string[];
}

const wordMemos = new WeakMap<SynonymIndex, Map<string, WordEntry>>();

/**
 * A key's phrases and sides, remembered per dictionary: one look-up in a map of the words queries
 * use instead of three in the dictionary's (tens of thousands of keys, out of the CPU's caches by
 * the next query).
 */
function wordEntry(key: string, index: SynonymIndex): WordEntry {
  return wordMemo(memoOf(wordMemos, index), key, () => ({ phrase: index.phrases.get(key), sides: index.map.get(key) }));
}

const insideMemos = new WeakMap<SynonymIndex, Map<string, string[]>>();

/**
 * The dictionary words inside a Korean key, longest first at each place, not overlapping; the
 * key's own whole word is not one. Remembered per dictionary: the scan tries every length at every
 * syllable, and the same words come back prompt after prompt.
 */
function wordsInside(k: string, index: SynonymIndex): string[] {
  return wordMemo(memoOf(insideMemos, index), k, () => wordsInsideOnce(k, index));
}

function wordsInsideOnce(k: string, index: SynonymIndex): string[] {
  const hits: string[] = [];
  let p = 0;
  while (p < k.length) {
    let hit: string | undefined;
    for (let n = Math.min(index.maxKoreanKey, k.length - p); n >= 2 && !hit; n--) {
      const sub = k.slice(p, p + n);
      if (sub.length < k.length && index.map.has(sub)) hit = sub;
    }
    if (hit) {
      hits.push(hit);
      p += hit.length;
    } else p++;
  }
  return hits;
}

/** A word of a key of several words: the key that ends here (null if none), and the words that go on. */
interface PhraseNode {
  key: string | null;
  next: Map<string, PhraseNode>;
}

/**
 * The keys of several words as a tree of their words (first word -> next word -> ...), and every
 * beginning of a key with no space (a Korean phrase run together). findSynonyms follows the tree
 * and grows a run-together phrase only while it begins a key: no longer phrase can be one, and a
 * spaced phrase is never built as a string unless it is a key.
 */
function phraseTree(keys: Iterable<string>): { phrases: Map<string, PhraseNode>; joinedPrefixes: Set<string> } {
  const phrases = new Map<string, PhraseNode>();
  const joinedPrefixes = new Set<string>();
  for (const key of keys) {
    if (!key.includes(" ")) {
      for (let n = 1; n <= key.length; n++) joinedPrefixes.add(key.slice(0, n));
      continue;
    }
    let level = phrases;
    let node: PhraseNode | undefined;
    for (const word of key.split(" ")) {
      node = level.get(word);
      if (!node) level.set(word, (node = { key: null, next: new Map() }));
      level = node.next;
    }
    node!.key = key;
  }
  return { phrases, joinedPrefixes };
}
