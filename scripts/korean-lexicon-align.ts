// Word alignment over English/Korean parallel strings (software UI text), for the learned Korean
// lexicon (scripts/make-korean-lexicon.ts; lib/routing/korean-lexicon-reading.ts reads the table).
// Each string pair becomes two sets of dictionary keys, made the way the router makes them (the
// project's Korean stripper, English stemmer and stop words), so a learned pair meets a request's
// words without another analysis. Then:
// - Dice over co-occurrence: how often a Korean key and an English key are in the same pair,
//   against how often each is anywhere (2·c(k,e) / (c(k) + c(e)));
// - competitive linking inside each pair: the pair's (k, e) combinations strongest first, each key
//   linked at most once, so a word that merely shares many strings ("파일" with "file" and with
//   "open") is linked only to the word it translates in each one;
// - a (k, e) is kept when it is linked in at least MIN_LINKS distinct strings, in at least
//   MIN_SHARE of the strings holding k, at Dice MIN_DICE or more; a Korean key keeps its best
//   English word, and a second only when that one is linked nearly as often (a word with two
//   renderings, 병합 merge/combine).
// Short strings weigh the most by construction: in a one-word string the only link is the right one.
import { stemEn } from "../lib/routing/english-stem";
import { stripKorean } from "../lib/routing/korean-strip";
import { EN_STOP } from "../lib/routing/stop-words";
import { words } from "../lib/routing/words";

export const MIN_LINKS = 3;
export const MIN_SHARE = 0.4;
export const MIN_DICE = 0.25;
/** a second English word is kept when linked at least this share as often as the first */
export const SECOND_SHARE = 0.6;
/** strings of more content words than this are left out: alignment in a long sentence is guesswork */
export const MAX_WORDS = 12;

export type Parallel = [english: string, korean: string];
/** one source of parallel strings (scripts/korean-lexicon-sources/): what it is, its licence, its reader */
export interface LexiconSource {
  name: string;
  licence: string;
  /** the source's string pairs, from the files of the unpacked sources (all of them; it picks its own) */
  read(files: string[]): Parallel[];
}
export interface LexiconPair {
  ko: string;
  /** the English word as strings write it most (its stem is the key the links counted) */
  en: string;
  links: number;
  dice: number;
}

const bump = (m: Map<string, number>, k: string) => m.set(k, (m.get(k) ?? 0) + 1);

/** UI marks that are not words (a negation's n't too): accelerators (~File, &File, (_F), (~F)), placeholders ({0}, %s, $(x)) */
function clean(s: string): string {
  return s
    .replace(/n['\u2019]t\b/gi, " not") // "doesn't" is no word "doesn"
    .replace(/\((?:[~_&])?[A-Za-z0-9]\)/g, " ")
    .replace(/\{[^}]*\}|%\w+%?|\$\([^)]*\)|<[^>]+>/g, " ")
    .replace(/[~&_]/g, "");
}

/** the English dictionary keys of a string: stems of alphabetic words of three letters or more, no stop words */
export function englishKeys(s: string, surfaces?: Map<string, Map<string, number>>): string[] {
  const out = new Set<string>();
  for (const w of words(clean(s))) {
    if (w.hangul || !/^[a-z]{3,}$/.test(w.text) || EN_STOP.has(w.text)) continue;
    const k = stemEn(w.text);
    if (k.length < 3 || EN_STOP.has(k)) continue;
    out.add(k);
    if (surfaces) bump(surfaces.get(k) ?? surfaces.set(k, new Map()).get(k)!, w.text);
  }
  return [...out];
}

/** the Korean dictionary keys of a string: stripped Hangul words of two syllables or more */
export function koreanKeys(s: string): string[] {
  const out = new Set<string>();
  for (const w of words(clean(s))) {
    if (!w.hangul || !/^[\uac00-\ud7a3]+$/.test(w.text)) continue;
    const k = stripKorean(w.text);
    if (k.length >= 2) out.add(k);
  }
  return [...out];
}

interface Tokenised {
  ko: string[];
  en: string[];
}

function tokenise(pairs: Parallel[], surfaces: Map<string, Map<string, number>>): Tokenised[] {
  const seen = new Set<string>();
  const out: Tokenised[] = [];
  for (const [en, ko] of pairs) {
    // the same string in many modules is one piece of evidence, not many
    const id = en.trim().toLowerCase() + "\u0000" + ko.trim();
    if (seen.has(id)) continue;
    seen.add(id);
    const t = { ko: koreanKeys(ko), en: englishKeys(en, surfaces) };
    if (t.ko.length && t.en.length && t.ko.length <= MAX_WORDS && t.en.length <= MAX_WORDS) out.push(t);
  }
  return out;
}

/** the aligned pairs, Korean key order, strongest English first */
export function align(pairs: Parallel[]): LexiconPair[] {
  const surfaces = new Map<string, Map<string, number>>();
  const strings = tokenise(pairs, surfaces);
  // the commonest written form of a stem, so the table holds words the router analyses as a request's
  const written = (stem: string) => [...surfaces.get(stem)!].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0][0];
  const cKo = new Map<string, number>();
  const cEn = new Map<string, number>();
  const cBoth = new Map<string, number>();
  for (const t of strings) {
    t.ko.forEach((k) => bump(cKo, k));
    t.en.forEach((e) => bump(cEn, e));
    for (const k of t.ko) for (const e of t.en) bump(cBoth, k + "|" + e);
  }
  const dice = (k: string, e: string) => (2 * (cBoth.get(k + "|" + e) ?? 0)) / (cKo.get(k)! + cEn.get(e)!);
  const links = new Map<string, number>();
  for (const t of strings) {
    const cands = t.ko.flatMap((k) => t.en.map((e) => ({ k, e, d: dice(k, e) })));
    cands.sort((a, b) => b.d - a.d || (a.k + a.e < b.k + b.e ? -1 : 1));
    const usedK = new Set<string>();
    const usedE = new Set<string>();
    for (const c of cands) {
      if (usedK.has(c.k) || usedE.has(c.e)) continue;
      usedK.add(c.k);
      usedE.add(c.e);
      bump(links, c.k + "|" + c.e);
    }
  }
  const byKo = new Map<string, LexiconPair[]>();
  for (const [key, n] of links) {
    const [ko, en] = key.split("|");
    const d = dice(ko, en);
    if (n < MIN_LINKS || n < MIN_SHARE * cKo.get(ko)! || d < MIN_DICE) continue;
    const list = byKo.get(ko) ?? [];
    list.push({ ko, en: written(en), links: n, dice: Math.round(d * 1000) / 1000 });
    byKo.set(ko, list);
  }
  const out: LexiconPair[] = [];
  for (const ko of [...byKo.keys()].sort()) {
    const list = byKo.get(ko)!.sort((a, b) => b.links - a.links || b.dice - a.dice || (a.en < b.en ? -1 : 1));
    out.push(list[0]);
    if (list[1] && list[1].links >= SECOND_SHARE * list[0].links) out.push(list[1]);
  }
  return out;
}
