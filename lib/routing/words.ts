// What a word is, for every analyser of the router: a run of letters and digits, lower-cased (NFKC
// first where that could change anything), cut where Hangul meets another script. `words()` returns
// them; `WordTable` reads the same words out of a large text (every skill body of a catalog) as ids
// into a table of distinct words, without a string per word: the scan hashes each word in place
// and compares a candidate there, so a word seen before costs no allocation. The bodies of a
// 1,200-skill catalog hold about 1.5 million words but only some 20,000 distinct ones; slicing each
// and looking it up in a Map took longer than the rest of the body index together. words.test.ts
// checks that both read the same words from arbitrary text.
//
// (One file for both, so that the per-character test is a call within the module.)

export const HANGUL_CHAR = (c: number) => c >= 0xac00 && c <= 0xd7a3;

export interface Word {
  /** the surface form, lower case */
  text: string;
  hangul: boolean;
}

/** Text NFKC could change: anything beyond ASCII and Hangul syllables (full-width forms, jamo...). */
const NEEDS_NFKC = /[^\u0000-\u007f\uac00-\ud7a3]/;
const ASCII_WORD = (c: number) => (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || (c >= 65 && c <= 90);
const OTHER_LETTER = /[\p{L}\p{N}]/u;

/** The text words are read from: NFKC where it could change anything, lower-cased. */
const normalizeForWords = (text: string) => (NEEDS_NFKC.test(text) ? text.normalize("NFKC") : text).toLowerCase();

/**
 * Whether the character at `i` (code `c`) belongs to a word: 0 no, 1 a letter or digit of another
 * script, 2 a Hangul syllable (a word is cut where Hangul meets another script).
 */
function isWordChar(norm: string, i: number, c: number): 0 | 1 | 2 {
  if (HANGUL_CHAR(c)) return 2;
  return ASCII_WORD(c) || (c > 127 && !(c >= 0xd800 && c <= 0xdfff) && OTHER_LETTER.test(norm[i])) ? 1 : 0;
}

/**
 * Each word of normalised text as its span [start, end): one pass, a word is a run of letters and
 * digits, cut where Hangul meets another script. `words()` and `WordTable` both read through it.
 */
function eachWord(norm: string, visit: (start: number, end: number, hangul: boolean) => void): void {
  let start = -1;
  let hangul = false;
  for (let i = 0; i <= norm.length; i++) {
    const kind = i < norm.length ? isWordChar(norm, i, norm.charCodeAt(i)) : 0;
    const h = kind === 2;
    if (start >= 0 && (!kind || h !== hangul)) {
      visit(start, i, hangul);
      start = -1;
    }
    if (kind && start < 0) {
      start = i;
      hangul = h;
    }
  }
}

/** Lower-cased words, split at script boundaries (WordTable below reads the same words without slicing). */
export function words(text: string): Word[] {
  const out: Word[] = [];
  const norm = normalizeForWords(text);
  eachWord(norm, (start, end, hangul) => out.push({ text: norm.slice(start, end), hangul }));
  return out;
}

/** A copy at least `n` long (doubling), the old values kept. */
export function grow(a: Int32Array<ArrayBuffer>, n: number): Int32Array<ArrayBuffer> {
  let size = a.length * 2;
  while (size < n) size *= 2;
  const b = new Int32Array(size);
  b.set(a);
  return b;
}

const EMPTY = -1;

export class WordTable {
  /** each distinct word, by id */
  readonly words: Word[] = [];
  private slots = new Int32Array(1 << 12).fill(EMPTY);
  private hashes = new Int32Array(1 << 11);

  /** Calls `visit` with each word's id, in text order. */
  scan(text: string, visit: (id: number) => void): void {
    const norm = normalizeForWords(text);
    eachWord(norm, (start, end, hangul) => visit(this.idOf(norm, start, end, hangul)));
  }

  private idOf(norm: string, from: number, to: number, hangul: boolean): number {
    // FNV-1a over the word's characters
    let hash = 2166136261;
    for (let k = from; k < to; k++) hash = Math.imul(hash ^ norm.charCodeAt(k), 16777619);
    const mask = this.slots.length - 1;
    const len = to - from;
    for (let s = hash & mask; ; s = (s + 1) & mask) {
      const id = this.slots[s];
      if (id === EMPTY) break;
      if (this.hashes[id] !== hash) continue;
      const w = this.words[id].text;
      if (w.length !== len) continue;
      let k = 0;
      while (k < len && w.charCodeAt(k) === norm.charCodeAt(from + k)) k++;
      if (k === len) return id;
    }
    const id = this.words.length;
    this.words.push({ text: norm.slice(from, to), hangul });
    if (id >= this.hashes.length) this.hashes = grow(this.hashes, id + 1);
    this.hashes[id] = hash;
    if (this.words.length * 2 > this.slots.length) this.rehash();
    else this.place(id, hash);
    return id;
  }

  private place(id: number, hash: number) {
    const mask = this.slots.length - 1;
    let s = hash & mask;
    while (this.slots[s] !== EMPTY) s = (s + 1) & mask;
    this.slots[s] = id;
  }

  private rehash() {
    this.slots = new Int32Array(this.slots.length * 2).fill(EMPTY);
    for (let id = 0; id < this.words.length; id++) this.place(id, this.hashes[id]);
  }
}
