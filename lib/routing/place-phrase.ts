// Where the work happens is not what it is about (rules.md#routing-retrieve; issue 34, round 16).
// A request often ends a clause by saying where its job happens: "find every call of foo in the
// monorepo", "rename it across our codebase", "restart nginx on the server", "프로젝트 전체에서
// 바꿔줘". The job is the verb and its object; the place phrase only says where. A skill about
// repositories, projects or servers scored on the place's word as on the job's, and loaded for a
// search that happened in a repository. The terms of a place phrase weigh less (PLACE_WEIGHT).
// Told by grammar:
//   - English: a preposition of place (not "from": a source is often the object, "a PDF from our
//     template"), a definite determiner or a possessive (the, this, our, all the …; not "a": an
//     indefinite brings in something new, "in a spreadsheet"), one or two words, then the clause
//     ends (punctuation, the end, or a conjunction that opens the next step). With no determiner
//     the word is mostly a tool or a medium the job is about ("on splitwise", "in mermaid").
//   - Korean: a noun before 전체에서 / 안에서 / 내에서 / 속에서 (throughout, inside). A bare -에서 is
//     "at" and "from" at once ("PDF에서 표 뽑아서"): measured, it moved as many cases each way.
// A word that is a file name or a path (a dot or a slash in it) is a named file, not a place. A
// request whose only content is the place ("what's in this repo?") keeps its weights. Measured on the
// 47 tune sets (docs/routing.md, "Round 16 tuning: place phrases").
import type { QueryTerm } from "./trace";
import { wordKey } from "./text";
import { words } from "./words";

/** What a place phrase's terms weigh, as a share of their weight. */
export const PLACE_WEIGHT = 0.5;

/** the prepositions of place */
const PLACE_PREPOSITION = new Set(["in", "inside", "across", "throughout", "on", "under", "within"]);
/** the determiners and possessives a place phrase opens with (one or two: "all the", "this whole") */
const PLACE_DETERMINER = new Set(["the", "this", "that", "our", "my", "your", "all", "every", "whole", "entire"]);
/** words that close a clause and open the next step */
const CLAUSE_JOINER = new Set(["and", "then", "but", "so", "or", "because", "before", "after", "while", "if", "when"]);
/** pronouns and adverbs that are no place's noun ("in it", "on there") */
const NOT_A_NOUN = new Set([
  "it",
  "this",
  "that",
  "them",
  "these",
  "those",
  "there",
  "here",
  "me",
  "us",
  "you",
  "one",
  "general",
  "detail",
]);
/** the punctuation that closes a clause after a word (and quotes or brackets around its end) */
const CLOSING = `.,;:!?)]"'\``;
/** a token of the prompt: its letters, and whether punctuation closes a clause right after it */
interface Token {
  text: string;
  closes: boolean;
}

/** The prompt's whitespace tokens, lower case, trailing punctuation read as the clause's end. */
function tokens(prompt: string): Token[] {
  const out: Token[] = [];
  for (const raw of prompt.toLowerCase().split(/\s+/)) {
    if (!raw) continue;
    let end = raw.length;
    while (end > 0 && CLOSING.includes(raw[end - 1])) end--;
    out.push({ text: raw.slice(0, end), closes: end < raw.length });
  }
  return out;
}

/** A word a place's noun may be: letters (a hyphen inside), no dot or slash (a file or a path). */
const isNoun = (t: string) => /^[a-z][a-z0-9-]*$/.test(t) && t.length > 1 && !NOT_A_NOUN.has(t) && !PLACE_DETERMINER.has(t);

/** The English place phrases' nouns: a preposition, one or two determiners, one or two nouns, the clause's end. */
function englishPlaces(ts: Token[]): number[] {
  const out: number[] = [];
  for (let i = 0; i < ts.length - 1; i++) {
    if (!PLACE_PREPOSITION.has(ts[i].text) || ts[i].closes) continue;
    let j = i + 1;
    while (j < ts.length && j < i + 3 && PLACE_DETERMINER.has(ts[j].text) && !ts[j].closes) j++;
    if (j === i + 1) continue;
    for (const n of [1, 2]) {
      const nouns = ts.slice(j, j + n);
      if (nouns.length < n || !nouns.every((t) => isNoun(t.text)) || nouns.slice(0, -1).some((t) => t.closes)) break;
      const next = ts[j + n];
      if (nouns[n - 1].closes || !next || CLAUSE_JOINER.has(next.text)) {
        for (let k = j; k < j + n; k++) out.push(k);
        break;
      }
    }
  }
  return out;
}

/** 전체에서 / 안에서 / 내에서 / 속에서 (-의, -는, -도) after a noun */
const KO_PLACE_AFTER = /^(?:안|전체|내|속)에서(?:의|는|도)?$/;

/** The Korean place phrases (token indices, the noun and the word after it): 프로젝트 전체에서. */
function koreanPlaces(ts: Token[]): number[] {
  const out: number[] = [];
  ts.forEach((t, i) => {
    // the noun before is no file name or path, and no clause ends between them
    if (KO_PLACE_AFTER.test(t.text) && i > 0 && !/[./\\]/.test(ts[i - 1].text) && !ts[i - 1].closes) out.push(i - 1, i);
  });
  return out;
}

/**
 * The words (as words() reads them, and their keys) of the prompt's place phrases, less any word the
 * prompt also writes outside one.
 */
export function placeWords(prompt: string, stemEnglish = true): Set<string> {
  const ts = tokens(prompt);
  const at = new Set([...englishPlaces(ts), ...koreanPlaces(ts)]);
  if (!at.size) return new Set();
  const inside = new Set<string>();
  const outside = new Set<string>();
  ts.forEach((t, i) => {
    for (const w of words(t.text)) for (const k of [w.text, wordKey(w, stemEnglish)]) if (k) (at.has(i) ? inside : outside).add(k);
  });
  for (const k of outside) inside.delete(k);
  return inside;
}

/**
 * Scales, in place (and returns), the terms a place phrase's words yield (their own, their parts, their
 * dictionary terms) by `weight`, unless nothing else of the request is in the index: then the place
 * is what the request is about.
 */
export function weighPlaces(terms: QueryTerm[], place: Set<string>, df?: (term: string) => number, weight = PLACE_WEIGHT): QueryTerm[] {
  if (!place.size) return terms;
  const other = terms.some((t) => t.origin === "query" && !place.has(t.from) && (!df || df(t.term) > 0));
  if (!other) return terms;
  for (const t of terms) if (place.has(t.from)) t.weight *= weight;
  return terms;
}
